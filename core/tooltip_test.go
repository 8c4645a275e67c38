package core

import (
	"strings"
	"testing"
)

// An Italian shop's product page: a seller's badge with its tooltip
// (role=tooltip, shown while the badge has the pointer or the focus) and a
// delivery date with its fine print in another, beside the product's
// description. The tooltips' text is no part of the article; the
// description and the delivery date are.
func TestTooltipsLeaveTheArticle(t *testing.T) {
	ld := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Tazza in gres fatta a mano",` +
		`"offers":{"@type":"Offer","price":"24.00","priceCurrency":"EUR"}}</script>`
	page := `<html><head><title>Tazza in gres fatta a mano | Bottega Rossi</title>` + ld + `</head><body>` + listingMenu +
		`<main><div class="prodotto"><h1>Tazza in gres fatta a mano</h1><p class="prezzo">24,00 €</p>` +
		`<p><button aria-describedby="tip-venditore">Venditore affidabile</button>` +
		`<span id="tip-venditore" role="tooltip">I venditori affidabili hanno spedito puntualmente e risposto rapidamente ai messaggi dei clienti negli ultimi tre mesi di attività.</span></p>` +
		`<p>Consegna prevista entro il 12 marzo <span role="tooltip">La data stimata tiene conto del luogo di spedizione, del corriere scelto e dei giorni lavorativi del venditore.</span></p>` +
		`<h2>Descrizione</h2><p>Questa tazza è tornita a mano nel nostro laboratorio di Faenza e smaltata con un blu profondo che cambia tono alla luce del mattino.</p>` +
		`<p>Contiene 350 ml, va in lavastoviglie e nel microonde; il manico largo si tiene comodamente anche con i guanti.</p>` +
		`<ul><li>Materiale: gres porcellanato</li><li>Altezza: 9 cm</li><li>Peso: 280 g</li></ul></div></main>` +
		`<footer><p>© Bottega Rossi. Tutti i diritti riservati.</p></footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantAll(t, res.Article.Text, "tornita a mano nel nostro laboratorio", "gres porcellanato", "Consegna prevista entro il 12 marzo")
	for _, tip := range []string{"hanno spedito puntualmente", "tiene conto del luogo di spedizione"} {
		if strings.Contains(res.Article.Text, tip) {
			t.Errorf("a tooltip's text %q is in the article: %q", tip, res.Article.Text)
		}
	}
}
