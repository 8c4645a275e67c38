package core

import (
	"fmt"
	"strings"
	"testing"
)

// featureTiles is a French landing page's grid of n feature cards, each
// card one link holding a heading and (with sentence) a sentence, with a
// "En savoir plus" beside it to the same page.
func featureTiles(n int, sentence bool) string {
	var b strings.Builder
	b.WriteString(`<section class="tuiles"><h2>Tout ce qu'il vous faut pour vos campagnes</h2><ul class="grille">`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<li class="tuile"><a href="/fonctions/f%d/"><h3>Fonction numéro %d</h3>`, i, i)
		if sentence {
			fmt.Fprintf(&b, `<p>Créez des campagnes qui plaisent à vos clients, étape %d.</p>`, i)
		}
		fmt.Fprintf(&b, `</a><a href="/fonctions/f%d/">En savoir plus</a></li>`, i)
	}
	b.WriteString(`</ul></section>`)
	return b.String()
}

// frenchLanding is a landing page: prose sections around a grid of
// feature cards, in <main>; head goes into <head> (a date, or nothing).
func frenchLanding(head, grid string) string {
	prose := `<p>Notre plateforme réunit vos courriels, vos contacts et vos résultats au même endroit, pour que chaque équipe sache ce qui marche. ` +
		`Vous gagnez du temps chaque semaine, et vos clients reçoivent des messages qui leur parlent vraiment.</p>`
	return `<html><head><meta name="viewport" content="width=device-width"><title>Courriel marketing | Exemple</title>` + head + `</head><body>` + listingMenu +
		`<main><section class="intro"><h1>Le courriel marketing qui fait grandir votre entreprise</h1>` + prose + prose + `</section>` +
		grid + `<section class="suite"><h2>Des résultats mesurables</h2>` + prose + prose + prose + `</section></main>` +
		`<footer><p>© Exemple SA. Tous droits réservés.</p></footer></body></html>`
}

// A landing page's grid of feature cards (each card one link, with a
// heading and a sentence of its own) is one of its sections: by link
// density it is a link list, and expansion and the link-list rule used to
// leave it out.
func TestFeatureGridIsASection(t *testing.T) {
	res, err := Extract(frenchLanding("", featureTiles(4, true)), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Notre plateforme", "Fonction numéro 2", "étape 4", "Des résultats mesurables"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q: %q", want, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, "Tous droits réservés") {
		t.Errorf("the footer came along: %q", res.Article.Text)
	}
}

// The same grid on a dated story is the site's teasers, not the story's
// section; and cards that are bare names (no sentence of their own) are a
// menu on any page.
func TestTeaserGridsStayOut(t *testing.T) {
	dated := `<meta property="article:published_time" content="2024-03-05T10:00:00Z">`
	res, err := Extract(frenchLanding(dated, featureTiles(4, true)), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "étape 2") {
		t.Errorf("a dated story took the teaser grid: %q", res.Article.Text)
	}
	bare := strings.NewReplacer("<p>", "<span hidden>", "</p>", "</span>").Replace(featureTiles(4, true))
	res, err = Extract(frenchLanding("", bare), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "Fonction numéro 2") {
		t.Errorf("a grid of bare names joined the article: %q", res.Article.Text)
	}
}

// Cards titled in bold rather than by a heading (a Dutch card component:
// <strong> title, then its text, the whole card one link) are feature
// cards too; a bold word inside the sentence is no title.
func TestFeatureGridWithBoldTitles(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<div class="uitgelicht"><div class="items">`)
	for i := 1; i <= 4; i++ {
		fmt.Fprintf(&b, `<div class="item"><a href="/voeding/p%d/"><picture><img src="/p%d.jpg" alt=""></picture><div><strong>Product nummer %d</strong><span>Ons betaalbare concept levert voeding aan gezinnen in regio %d.</span></div></a></div>`, i, i, i, i)
	}
	b.WriteString(`</div></div>`)
	res, err := Extract(frenchLanding("", b.String()), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Product nummer 3", "gezinnen in regio 4"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q: %q", want, res.Article.Text)
		}
	}
	inline := strings.ReplaceAll(strings.ReplaceAll(b.String(), "<strong>", "<span>Over "), "</strong>", " lees je hier.</span>")
	inline = strings.ReplaceAll(inline, "betaalbare", "<b>betaalbare</b>")
	if res, err = Extract(frenchLanding("", inline), Options{}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "gezinnen in regio 4") {
		t.Errorf("cards without a title joined the article: %q", res.Article.Text)
	}
}
