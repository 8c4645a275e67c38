package core

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
)

// courseAccordion is a course list set as a WAI-ARIA accordion: each
// course's title in a button that controls its closed panel, the
// description inside, hidden by inline style until the reader opens it.
// Italian text: the rule reads markup, not words.
func courseAccordion(n int) string {
	var b strings.Builder
	b.WriteString(`<section><h2>Corsi del programma</h2>`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<div class="item"><button id="t%d" aria-expanded="false" aria-controls="p%d"><h3>Corso numero %d</h3></button>`+
			`<div id="p%d" role="region" aria-labelledby="t%d" style="height:0; visibility:hidden">`+
			`<p>Il corso %d insegna a pianificare, stimare e controllare un progetto dall'avvio alla chiusura, con esercizi pratici su casi reali.</p></div></div>`, i, i, i, i, i, i)
	}
	b.WriteString(`</section>`)
	return b.String()
}

// An accordion inside the article: its closed panels are the sections'
// bodies and are shown; a menu's closed panel (its button heads no
// section) and an accordion outside the article stay hidden.
func TestArticleOpensItsAccordionPanels(t *testing.T) {
	page := `<html><head><title>Gestione progetti | Università</title></head><body>` +
		`<header><button aria-expanded="false" aria-controls="menu">Menu</button><ul id="menu" hidden><li><a href="/a">Ammissioni e iscrizioni aperte</a></li></ul></header>` +
		`<main><h1>Certificato in gestione dei progetti</h1>` +
		`<p>Il certificato prepara i professionisti a guidare progetti complessi in ogni settore, con docenti che lavorano sul campo.</p>` +
		`<p>Le lezioni si tengono online e in aula, la sera, per chi lavora a tempo pieno e vuole crescere.</p>` +
		courseAccordion(4) + `</main>` +
		`<footer><button aria-expanded="false" aria-controls="note"><h4>Nota legale</h4></button><div id="note" hidden><p>Testo della nota legale dell'ateneo, valido per tutte le pagine del sito.</p></div></footer>` +
		`</body></html>`
	res, err := Extract(page, Options{Trace: true})
	if err != nil {
		t.Fatal(err)
	}
	articleHoldsPanels(t, res)
	// The browser's layout says what the live page shows: the collapsed
	// panels (and the hidden menu) are invisible there; the article's
	// panels are shown all the same.
	layout := testLayout(t, page, func(doc *dom.Document, id int, parentShown bool) bool {
		return parentShown && !dom.IsHidden(doc.Elems[id])
	})
	res, err = Extract(page, Options{Trace: true, Layout: layout})
	if err != nil {
		t.Fatal(err)
	}
	articleHoldsPanels(t, res)
}

// articleHoldsPanels checks TestArticleOpensItsAccordionPanels's article.
func articleHoldsPanels(t *testing.T, res *Result) {
	t.Helper()
	for _, want := range []string{"Il certificato prepara", "Corso numero 2", "Il corso 1 insegna", "Il corso 4 insegna"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q: %q", want, res.Article.Text)
		}
	}
	for _, not := range []string{"Ammissioni", "nota legale dell'ateneo"} {
		if strings.Contains(res.Article.Text, not) {
			t.Errorf("article holds %q from outside it: %q", not, res.Article.Text)
		}
	}
	if !hasTraceStep(res, "article.panels") {
		t.Errorf("no article.panels step in the trace")
	}
}

// testLayout is a browser layout for page, every element 800×20 pixels,
// shown where shown says (parentShown: its parent is shown).
func testLayout(t *testing.T, page string, shown func(doc *dom.Document, id int, parentShown bool) bool) *dom.Layout {
	t.Helper()
	doc, err := dom.Parse(page, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	n := doc.Len()
	layout := &dom.Layout{X: make([]float32, n), Y: make([]float32, n), W: make([]float32, n), H: make([]float32, n), Visible: make([]bool, n)}
	for id := range n {
		p := int(doc.Parent[id])
		layout.W[id], layout.H[id] = 800, 20
		layout.Visible[id] = shown(doc, id, p < 0 || layout.Visible[p])
	}
	return layout
}

// A product's questions set as an accordion without ARIA: each question a
// heading with the script's toggle, its answer the next block, hidden by
// inline style. Inside the article the answers are shown; a French shop.
func TestArticleOpensItsHeadedPanels(t *testing.T) {
	faq := `<h2>Questions fréquentes</h2>` +
		`<div class="q"><h3>Peut-on l'utiliser dehors ?<span class="toggler"></span></h3><div class="content" style="display: none;"><p>Oui, sur une terrasse, un balcon ou dans un jardin, à l'abri de la pluie battante.</p></div></div>` +
		`<div class="q"><h3>Quelle huile choisir ?<span class="toggler"></span></h3><div class="content" style="display: none;"><p>Tout dépend de l'ambiance recherchée : lavande pour se détendre, citron pour un effet tonique.</p></div></div>`
	page := `<html><head><title>Diffuseur à flamme | Boutique</title></head><body>` + listingMenu +
		`<main><h1>Diffuseur à flamme</h1>` +
		`<p>Petit mais puissant, ce diffuseur d'huiles essentielles transforme n'importe quel espace en bulle de sérénité, le soir comme le matin.</p>` +
		`<p>Versez quelques gouttes de votre huile préférée dans son réservoir : sa flamme est un véritable spectacle, sans danger pour les enfants.</p>` +
		faq + `</main><footer><p>© Boutique</p></footer></body></html>`
	res, err := Extract(page, Options{Trace: true})
	if err != nil {
		t.Fatal(err)
	}
	wantAll(t, res.Article.Text, "Petit mais puissant", "sur une terrasse, un balcon", "lavande pour se détendre")
}

// A product's tab set without ARIA: the overview pane shown, the
// specifications pane hidden by inline style until its tab is clicked.
// The article, found in the overview, takes the specifications too. A
// German shop.
func TestArticleTakesTheHiddenPanesOfItsTabSet(t *testing.T) {
	page := `<html><head><title>Grafikkarte X12 | Laden</title></head><body>` + listingMenu +
		`<main><h1>Grafikkarte X12</h1><div class="tabs"><div class="navs"><span class="nav">Übersicht</span><span class="nav">Technische Daten</span></div>` +
		`<div class="panes"><div class="pane" style="display:block"><div class="text">` +
		`<p>Die X12 ist eine Grafikkarte für Spiele in hoher Auflösung, mit zwei Chips und einem leisen Lüfter, der auch unter Last kaum hörbar bleibt.</p>` +
		`<p>Sie unterstützt vier Bildschirme zugleich und passt in die meisten Gehäuse, dank ihrer kurzen Bauform und des seitlichen Stromanschlusses.</p></div></div>` +
		`<div class="pane" style="display:none"><table><tr><th>Speicher</th><td>12 GB GDDR5</td></tr><tr><th>Anschlüsse</th><td>DisplayPort, HDMI, DVI</td></tr></table></div></div></div></main>` +
		`<footer><p>© Laden GmbH</p></footer></body></html>`
	res, err := Extract(page, Options{Trace: true})
	if err != nil {
		t.Fatal(err)
	}
	wantAll(t, res.Article.Text, "zwei Chips", "12 GB GDDR5", "DisplayPort, HDMI, DVI")
}
