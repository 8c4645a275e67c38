package core

import (
	"strings"
	"testing"
)

// A French game shop's product page: beside the description, a sheet of
// facts whose values link to the pages listing them (the developer's
// games, the genre's) — mostly link text, yet no menu: each link is the
// value of a label the block states ("Développeur :"). It stays in the
// article; a filter's "Catégorie :" over its list of choices, and a
// "Tags :" caption over links, leave it.
func TestLabelledFactsStayInTheArticle(t *testing.T) {
	ld := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Les Marches du Nord",` +
		`"offers":{"@type":"Offer","price":"19.99","priceCurrency":"EUR"}}</script>`
	page := `<html><head><title>Les Marches du Nord | Boutique Ludique</title>` + ld + `</head><body>` + listingMenu +
		`<main><div class="fiche"><h1>Les Marches du Nord</h1><p class="prix">19,99 €</p>` +
		`<div class="description"><h2>À propos du jeu</h2><p>Les Marches du Nord est un jeu de stratégie au tour par tour où vous menez un peuple de marchands à travers les plaines gelées, de comptoir en comptoir, jusqu'à la mer.</p>` +
		`<p>Chaque hiver rebat les cartes : les routes se ferment, les alliances se défont et il faut choisir entre nourrir les caravanes ou fortifier les villes.</p></div>` +
		`<div class="details"><b>Développeur :</b> <a href="/developpeur/atelier-givre">Atelier Givre Interactive</a><br>` +
		`<b>Éditeur :</b> <a href="/editeur/editions-boreales">Éditions Boréales Numériques</a><br>` +
		`<b>Genre :</b> <span><a href="/genre/strategie">Stratégie au tour par tour</a>, <a href="/genre/gestion">Gestion</a></span><br>` +
		`<b>Série :</b> <a href="/serie/marches">Chroniques des Marches du Nord</a></div>` +
		`<div class="etiquettes"><b>Tags :</b> <a href="/tag/hiver">Hiver</a> <a href="/tag/commerce">Commerce</a> <a href="/tag/solo">Solo</a> <a href="/tag/medieval">Médiéval</a> <a href="/tag/exploration">Exploration</a></div>` +
		`</div></main><footer><p>© Boutique Ludique. Tous droits réservés.</p></footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantAll(t, res.Article.Text, "jeu de stratégie au tour par tour", "Atelier Givre Interactive", "Éditions Boréales Numériques", "Chroniques des Marches du Nord")
	if strings.Contains(res.Article.Text, "Exploration") {
		t.Errorf("a caption's list of tag links is in the article: %q", res.Article.Text)
	}
}
