package core

import (
	"fmt"
	"strings"
	"testing"
)

// serviceCards is a row of n service cards: a heading link, a line of
// text and a "learn more" link, mostly links, as firms lay out their
// services.
func serviceCards(n int) string {
	var b strings.Builder
	b.WriteString(`<div class="cards">`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<div class="card"><h3><a href="/s/%d">Service line %d consulting and delivery</a></h3><p>Teams for area %d.</p><a href="/s/%d">Learn more about service line %d</a></div>`, i, i, i, i, i)
	}
	b.WriteString(`</div>`)
	return b.String()
}

// A page of sections (a claim, rows of service cards) has no dense
// region: the article the density method finds is a scrap, one short
// line; the page's main landmark, cards and all, is the article.
func TestPageOfSectionsKeepsItsSections(t *testing.T) {
	page := `<html><head><title>Services | Firm</title></head><body>` + listingMenu +
		`<main><div class="hero"><p>We help clients move faster with less risk, in every market we serve.</p></div>` +
		`<section><h2>Advisory</h2>` + serviceCards(6) + `</section>` +
		`<section><h2>Technology</h2>` + serviceCards(6) + `</section></main>` +
		`<footer><p>© Firm Inc. All rights reserved.</p></footer></body></html>`
	res, err := Extract(page, Options{Trace: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"We help clients", "Advisory", "Technology", "Service line 3 consulting", "Teams for area 6"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q: %q", want, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, "All rights reserved") || strings.Contains(res.Article.Text, "Women") {
		t.Errorf("page chrome came along: %q", res.Article.Text)
	}
	if !hasTraceStep(res, "article.sections") {
		t.Errorf("no article.sections step in the trace")
	}
}

// hasTraceStep reports whether the result's trace records a step.
func hasTraceStep(res *Result, step string) bool {
	for _, d := range res.Trace {
		if d.Step == step {
			return true
		}
	}
	return false
}

// The same page of sections without a main landmark: a responsive
// template (width=device-width) that tells no story (no date, no byline)
// gives its body, cards and all; a fixed-width page, as a 2012 blog's
// short post between its blogrolls, keeps the scrap. A Dutch page: the
// rule reads no words.
func TestPageOfSectionsWithoutLandmarkInAResponsiveTemplate(t *testing.T) {
	page := func(viewport string) string {
		return `<html><head><title>Diensten | Bureau</title>` + viewport + `</head><body>` + listingMenu +
			`<div class="content"><div class="hero"><p>Wij helpen klanten sneller te werken met minder risico, in elke markt.</p></div>` +
			`<div class="row"><h2>Advies</h2>` + serviceCards(6) + `</div>` +
			`<div class="row"><h2>Techniek</h2>` + serviceCards(6) + `</div></div>` +
			`<footer><p>© Bureau BV. Alle rechten voorbehouden.</p></footer></body></html>`
	}
	res, err := Extract(page(`<meta name="viewport" content="width=device-width, initial-scale=1">`), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Wij helpen klanten", "Advies", "Service line 3 consulting", "Teams for area 6"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("responsive: article lacks %q: %q", want, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, "rechten voorbehouden") {
		t.Errorf("responsive: page chrome came along: %q", res.Article.Text)
	}
	res, err = Extract(page(`<meta name="viewport" content="width=974">`), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "Teams for area 6") {
		t.Errorf("fixed width: the body replaced the scrap: %q", res.Article.Text)
	}
}

// A longer scrap (an overview of a few sentences, under 1000 bytes) on an
// undated page in a responsive template is a scrap too; a name read from a
// teaser of the firm's blog ("Written by …"), which no <meta> or JSON-LD
// declares, does not make the page a story. A Portuguese page.
func TestLongerScrapOfAnUndatedResponsivePage(t *testing.T) {
	intro := strings.Repeat("A nossa equipa de consultoria apoia empresas de todos os tamanhos em cada mercado. ", 7)
	page := `<html><head><title>Consultoria | Empresa</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body>` + listingMenu +
		`<section class="overview"><div class="container"><p>` + intro + `</p></div></section>` +
		`<section class="services">` + serviceCards(12) + `</section><section class="more">` + serviceCards(12) + `</section>` +
		`<section class="posts"><div class="post"><h3><a href="/b/1">Cinco coisas a considerar</a></h3><p class="meta">Escrito por <a href="/p/ana" class="author url fn">Ana Costa</a> em 7 de agosto de 2025</p></div>` +
		`<div class="post"><h3><a href="/b/2">O que muda em 2025</a></h3><p class="meta">Escrito por <a href="/p/rui" class="author url fn">Rui Sousa</a> em 20 de maio de 2024</p></div></section>` +
		`<footer><p>© Empresa SA. Todos os direitos reservados.</p></footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Byline == "" {
		t.Errorf("the teaser's author was not read as a byline: the test no longer shows the undeclared byline case")
	}
	for _, want := range []string{"A nossa equipa de consultoria", "Service line 3 consulting", "Teams for area 8"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q (byline %q): %q", want, res.Byline, res.Article.Text)
		}
	}
}

// bandedLanding is a responsive, undated landing page: a claim, a band of
// service cards each one link (heading and line inside the <a>, as
// component libraries build them), and a band of client stories set as
// headings and one-line teasers. Portuguese: the rules read no words.
// story replaces the stories' band by paragraphs of one story.
func bandedLanding(story bool) string {
	var b strings.Builder
	b.WriteString(`<html><head><title>Serviços | Empresa</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body>` + listingMenu)
	b.WriteString(`<div class="grid"><div class="band"><div class="hero"><p><b>Serviços vastos. Experiência rica. Resultados reais.</b></p>` +
		`<p>Na Empresa vemos cada desafio como uma oportunidade de crescimento. As nossas pessoas combinam inovação e conhecimento para resolver os seus problemas mais difíceis, em todos os mercados.</p></div></div>`)
	b.WriteString(`<div class="band services"><h2>Explore os nossos serviços</h2><div class="cards">`)
	for i := 1; i <= 24; i++ {
		fmt.Fprintf(&b, `<div class="col"><a class="promo" href="/servicos/%d"><h3>Serviço de área %d</h3><div class="desc">Ajudamos a sua empresa a crescer na área %d com equipas experientes, métodos comprovados e tecnologia própria.</div><span>Saiba mais</span></a></div>`, i, i, i)
	}
	b.WriteString(`</div></div><div class="band stories">`)
	for i := 1; i <= 8; i++ {
		if story {
			fmt.Fprintf(&b, `<p>Na semana %d, a equipa visitou o cliente e ouviu o que as pessoas tinham a dizer sobre o sistema, que correu bem desde o primeiro dia.</p>`, i)
			continue
		}
		fmt.Fprintf(&b, `<div class="story"><h3>Caso de cliente número %d</h3><h4>Pode a tecnologia mudar o negócio %d?</h4><p>O cliente %d e a nossa equipa lançaram um sistema novo em poucos meses.</p><a href="/casos/%d">Ler a história completa</a></div>`, i, i, i, i)
	}
	b.WriteString(`</div></div><footer><p>© Empresa SA. Todos os direitos reservados.</p></footer></body></html>`)
	return b.String()
}

// On such a page the density method finds the claim and the stories (the
// cards are all links): an article past maxUndatedThin, but mostly
// headings and one-liners, a scrap of the page: the body's sections, the
// cards too, in order (expansion joins the cards, feature cards each, or
// the sections stage takes the body). The same page whose band is one story's paragraphs
// keeps its article (an undated story, all prose).
func TestBandedLandingKeepsItsCards(t *testing.T) {
	res, err := Extract(bandedLanding(false), Options{Trace: true})
	if err != nil {
		t.Fatal(err)
	}
	// The cards band is a grid of feature cards (clean.FeatureGrid):
	// expansion joins it to the claim, and the article is no scrap.
	text := res.Article.Text
	if len(text) < 4000 || !hasTraceStep(res, "article.sections") && !hasTraceStep(res, "article.expand") {
		t.Fatalf("no sections: %d bytes, trace %v", len(text), res.Trace)
	}
	claim, cards, stories := strings.Index(text, "Serviços vastos"), strings.Index(text, "Serviço de área 24"), strings.Index(text, "Caso de cliente número 8")
	if claim < 0 || cards < claim || stories < cards {
		t.Errorf("sections missing or out of order (claim %d, cards %d, stories %d): %q", claim, cards, stories, text)
	}
	if strings.Contains(text, "direitos reservados") {
		t.Errorf("the footer came along: %q", text)
	}
	res, err = Extract(bandedLanding(true), Options{Trace: true})
	if err != nil {
		t.Fatal(err)
	}
	if hasTraceStep(res, "article.sections") || !strings.Contains(res.Article.Text, "Na semana 8") {
		t.Errorf("the story was replaced: %q", res.Article.Text)
	}
}

// A page of sections whose <main> holds the section's menu of its pages
// (a tree: each service's subpages in a list inside its item) keeps its
// cards but not the menu (clean's nav-tree rule: the link-list rule is
// silent on a page of items). Italian labels.
func TestPageOfSectionsLeavesOutItsMenuTree(t *testing.T) {
	tree := `<div class="subnav"><ul><li><a href="/revisione">Revisione contabile</a><ul><li><a href="/revisione/interna">Revisione interna</a></li><li><a href="/revisione/esterna">Revisione esterna</a></li></ul></li>` +
		`<li><a href="/fisco">Consulenza fiscale</a><ul><li><a href="/fisco/imprese">Fisco per le imprese</a></li><li><a href="/fisco/persone">Fisco per le persone</a></li></ul></li></ul></div>`
	page := `<html><head><title>Servizi | Studio</title></head><body>` + listingMenu +
		`<main>` + tree + `<div class="hero"><p>Aiutiamo i clienti a crescere con meno rischi, in ogni mercato in cui lavoriamo.</p></div>` +
		`<section><h2>Consulenza</h2>` + serviceCards(6) + `</section>` +
		`<section><h2>Tecnologia</h2>` + serviceCards(6) + `</section></main>` +
		`<footer><p>© Studio Srl. Tutti i diritti riservati.</p></footer></body></html>`
	res, err := Extract(page, Options{Trace: true})
	if err != nil {
		t.Fatal(err)
	}
	if !hasTraceStep(res, "article.sections") {
		t.Fatalf("no article.sections step: %q", res.Article.Text)
	}
	for _, want := range []string{"Aiutiamo i clienti", "Consulenza", "Service line 3 consulting"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q: %q", want, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, "Revisione interna") || strings.Contains(res.Article.Text, "Fisco per le imprese") {
		t.Errorf("the menu tree came along: %q", res.Article.Text)
	}
}

// A page of sections whose densest block is the cookie consent over it,
// outside the main landmark: the landmark is the article, and the
// consent layer (role=dialog) neither joins it nor widens it to the
// body and its footer. An Italian firm's page.
func TestScrapInADialogDoesNotWidenTheSections(t *testing.T) {
	consent := `<section><div class="banner" role="dialog" aria-label="Consenso"><div id="desc">` +
		"Usiamo i cookie per migliorare la navigazione, per la sicurezza del sito e per scopi di marketing e promozione. " +
		`<a href="/privacy">Gestisci le preferenze</a></div></div></section>`
	page := `<html><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Servizi | Studio</title></head><body>` + listingMenu +
		`<main><div class="hero"><p>Aiutiamo i clienti a crescere con meno rischi.</p></div>` +
		`<section><h2>Consulenza</h2>` + serviceCards(6) + `</section>` +
		`<section><h2>Tecnologia</h2>` + serviceCards(6) + `</section></main>` +
		`<footer><p>© Studio Srl. Tutti i diritti riservati.</p></footer>` + consent + `</body></html>`
	res, err := Extract(page, Options{Trace: true})
	if err != nil {
		t.Fatal(err)
	}
	wantAll(t, res.Article.Text, "Aiutiamo i clienti", "Consulenza", "Tecnologia", "Teams for area 6")
	if strings.Contains(res.Article.Text, "Usiamo i cookie") || strings.Contains(res.Article.Text, "Tutti i diritti") {
		t.Errorf("the consent layer or the footer came along: %q", res.Article.Text)
	}
}
