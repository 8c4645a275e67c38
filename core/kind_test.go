package core

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/meta"
	"github.com/pith-reader/pith/core/page"
)

func TestDecideKind(t *testing.T) {
	for _, c := range []struct {
		name string
		f    kindFacts
		want PageKind
	}{
		{"a thread of posts", kindFacts{pageType: TypeMultiple, schema: meta.SchemaTypes{"Product": 1}}, KindDiscussion},
		{"a section's front page: many posts, each a teaser", kindFacts{pageType: TypeMultiple, cards: itemCards{cards: 12, headlined: 10, share: 0.7}}, KindListing},
		{"a thread whose posts declare a discussion", kindFacts{pageType: TypeMultiple, schema: meta.SchemaTypes{"DiscussionForumPosting": 1}, cards: itemCards{cards: 12, headlined: 10, share: 0.7}}, KindDiscussion},
		{"a thread with a few linked subjects", kindFacts{pageType: TypeMultiple, cards: itemCards{cards: 12, headlined: 4, share: 0.7}}, KindDiscussion},
		{"a thread beside a column of teasers", kindFacts{pageType: TypeMultiple, cards: itemCards{cards: 12, headlined: 10, share: 0.2}}, KindDiscussion},
		{"teasers filling the page", kindFacts{cards: itemCards{cards: 12, headlined: 9, share: 0.8}, dated: true}, KindListing},
		{"a story over a few teasers", kindFacts{cards: itemCards{cards: 12, headlined: 9, share: 0.2}, dated: true}, KindArticle},
		{"one declared product", kindFacts{schema: meta.SchemaTypes{"Product": 1, "Offer": 1, "BreadcrumbList": 1}}, KindProduct},
		{"a product with a review (a review article's itemReviewed)", kindFacts{schema: meta.SchemaTypes{"Product": 1, "Review": 1}}, KindArticle},
		{"a product on offer with its customers' reviews", kindFacts{schema: meta.SchemaTypes{"Product": 1, "Offer": 1, "Review": 3}, product: &meta.Product{Name: "Lamp", Price: "30"}}, KindProduct},
		{"a product on offer in a news article", kindFacts{schema: meta.SchemaTypes{"Product": 1, "NewsArticle": 1, "Review": 1}, product: &meta.Product{Name: "Lamp", Price: "30"}}, KindArticle},
		{"many declared products", kindFacts{schema: meta.SchemaTypes{"Product": 12, "ItemList": 1}}, KindListing},
		{"a catalogue of courses", kindFacts{schema: meta.SchemaTypes{"Course": 21, "Organization": 2}, dated: true}, KindListing},
		{"one course with its sessions", kindFacts{schema: meta.SchemaTypes{"Course": 1, "CourseInstance": 4}, dated: true}, KindArticle},
		{"a few related events", kindFacts{schema: meta.SchemaTypes{"Event": 3}, dated: true}, KindArticle},
		{"a collection page", kindFacts{schema: meta.SchemaTypes{"CollectionPage": 1}, dated: true}, KindListing},
		{"the listing stage's items", kindFacts{listing: true}, KindListing},
		{"a tech article", kindFacts{schema: meta.SchemaTypes{"TechArticle": 1}}, KindDocumentation},
		{"code blocks", kindFacts{codeBlocks: 5, dated: true}, KindDocumentation},
		{"code blocks under an author's name", kindFacts{codeBlocks: 5, dated: true, signed: true}, KindArticle},
		{"a signed tech article", kindFacts{schema: meta.SchemaTypes{"TechArticle": 1}, codeBlocks: 5, dated: true, signed: true}, KindDocumentation},
		{"a docs generator", kindFacts{generator: "Docusaurus v3.1"}, KindDocumentation},
		{"a page filed under docs", kindFacts{docsAddress: true, dated: true, signed: true}, KindDocumentation},
		{"a news article", kindFacts{schema: meta.SchemaTypes{"NewsArticle": 1}}, KindArticle},
		{"a story with comments", kindFacts{pageType: TypeArticleWithComments}, KindArticle},
		{"a dated story", kindFacts{dated: true}, KindArticle},
		{"links throughout", kindFacts{links: 0.6, dated: true}, KindListing},
		{"a page of sections", kindFacts{sections: true, dated: true}, KindPage},
		{"nothing dated, no schema", kindFacts{}, KindPage},
		{"an undated essay", kindFacts{prose: 0.95, chars: 12000}, KindArticle},
		{"an undated page, prose but short", kindFacts{prose: 0.95, chars: 3000}, KindPage},
	} {
		if got := decideKind(c.f); got != c.want {
			t.Errorf("%s: kind %q, want %q", c.name, got, c.want)
		}
	}
}

// The kind reaches the Result from the page's own declarations.
func TestExtractSetsKindFromSchema(t *testing.T) {
	page := `<html><head><title>Trail shoe</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Trail shoe","offers":{"@type":"Offer","price":"89.00"}}</script></head>
<body><main><h1>Trail shoe</h1><p>` + strings.Repeat("A light shoe with a grippy sole for muddy paths and long days out. ", 6) + `</p></main></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Kind != KindProduct {
		t.Errorf("kind = %q, want product", res.Kind)
	}
	if p := res.Product; p == nil || p.Name != "Trail shoe" || p.Price != "89.00" {
		t.Errorf("product = %+v, want the declared name and price", p)
	}
	res, err = Extract(strings.Replace(page, `"@type":"Product"`, `"@type":"BlogPosting"`, 1), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Kind != KindArticle || res.Product != nil {
		t.Errorf("kind = %q, product %+v; want article, no product", res.Kind, res.Product)
	}
}

// A listing shows the category's name in its <h1> as its title, not the
// search wording of its <title>; a page of another kind keeps the
// metadata title.
func TestListingTitleIsTheCategoryName(t *testing.T) {
	var items strings.Builder
	for _, n := range []string{"Trail Stove", "Twin Burner", "Pocket Stove", "Canister Stove", "Wood Stove", "Alcohol Stove"} {
		items.WriteString(`<li class="product"><a href="/p/` + strings.ReplaceAll(n, " ", "-") + `"><h2>` + n + `</h2></a><p>A stove for the trail.</p><span class="price">$49.95</span></li>`)
	}
	page := `<html><head><title>Camping Stoves: Top Rated Camp Stoves | Outfitters</title><meta property="og:site_name" content="Outfitters">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"CollectionPage"}</script></head>
<body><main><h1>Camp Stoves</h1><ul class="products">` + items.String() + `</ul></main></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Kind != KindListing || res.Title != "Camp Stoves" {
		t.Errorf("kind %q, title %q; want listing, %q", res.Kind, res.Title, "Camp Stoves")
	}
	article := strings.Replace(page, `"@type":"CollectionPage"`, `"@type":"BlogPosting"`, 1)
	if res, err = Extract(article, Options{}); err != nil {
		t.Fatal(err)
	}
	if res.Kind == KindListing || res.Title != "Camping Stoves: Top Rated Camp Stoves" {
		t.Errorf("kind %q, title %q; want not a listing, %q", res.Kind, res.Title, "Camping Stoves: Top Rated Camp Stoves")
	}
}

// shopCards is a grid of n product cards in a language: each a link to
// its own page with a picture and a name, and a price beside it.
func shopCards(n int, name, price string) string {
	var b strings.Builder
	b.WriteString(`<div class="grid">`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<div class="card"><a href="/p/%d"><img src="/i/%d.jpg" alt=""><h3>%s %d</h3></a><span class="price">%s</span></div>`, i, i, name, i, fmt.Sprintf(price, 20+i))
	}
	b.WriteString(`</div>`)
	return b.String()
}

// A shop's category whose text is its buying guide below the products is
// a listing, in any language: the cards say so, not words. A story with
// "shop the look" cards after it, a product page with a few "you may also
// like" cards and a gift guide's long priced sections are not.
func TestShopCategoryWithAGuideIsAListing(t *testing.T) {
	for _, c := range []struct{ lang, h1, guide, name, price string }{
		{"fr", "Barbecues à gaz", "Le barbecue à gaz est le cœur de votre cuisine d'été. Nous sélectionnons des modèles qui allient puissance, contrôle précis de la température et polyvalence, pour la terrasse comme pour le jardin. ", "Barbecue gaz Modèle", "%d9,00 €"},
		{"de", "Gasgrills", "Ein Gasgrill ist in wenigen Minuten bereit und lässt sich genau regeln. Wir wählen Modelle aus, die Leistung, Temperaturkontrolle und Vielseitigkeit verbinden, für den Balkon wie für den Garten. ", "Gasgrill Modell", "%d9,00 €"},
		{"es", "Barbacoas de gas", "La barbacoa de gas está lista en pocos minutos y se controla con precisión. Elegimos modelos que combinan potencia, control de la temperatura y versatilidad, para la terraza o el jardín. ", "Barbacoa de gas Modelo", "$%d9.00"},
	} {
		page := `<html lang="` + c.lang + `"><head><title>` + c.h1 + ` | Boutique</title></head><body>` + listingMenu +
			`<main><h1>` + c.h1 + `</h1>` + shopCards(12, c.name, c.price) + `<section class="guide"><h2>` + c.h1 + `</h2><p>` + strings.Repeat(c.guide, 4) + `</p><p>` + strings.Repeat(c.guide, 3) + `</p></section></main></body></html>`
		res, err := Extract(page, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Kind != KindListing {
			t.Errorf("%s: a category with its guide: kind %q, want listing", c.lang, res.Kind)
		}
		if !strings.Contains(res.Article.Text, c.guide[:40]) {
			t.Errorf("%s: the guide is no longer the article: %q", c.lang, res.Article.Text)
		}
	}
	story := `<article><h1>A new trail opens</h1><p>` + strings.Repeat("The county opened the ridge trail on Saturday. Volunteers spent two summers clearing the old logging road, and the first hikers reached the summit before noon. ", 4) + `</p></article>`
	product := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Trail shoe","offers":{"@type":"Offer","price":"89.00"}}</script>`
	guide := func(i int) string {
		return `<div class="pick"><a href="/p/` + fmt.Sprint(i) + `"><img src="/i.jpg" alt=""><h2>Pick ` + fmt.Sprint(i) + `</h2></a><p>$49.99</p><p>` + strings.Repeat("A fine pick for the money, with a sturdy build and a long warranty that beats its rivals. ", 5) + `</p></div>`
	}
	var picks strings.Builder
	for i := range 10 {
		picks.WriteString(guide(i))
	}
	var offers strings.Builder
	for i := range 12 {
		fmt.Fprintf(&offers, `<span class="offer"><a href="/offer/%d">$%d off kit %d</a></span>`, i, 5+i, i)
	}
	for _, c := range []struct {
		name, head, body string
		want             PageKind
	}{
		{"a bar of offers without pictures above a story", ``, `<div class="offers">` + offers.String() + `</div>` + story, ""},
		{"a story, then shop-the-look cards", ``, story + shopCards(12, "Trail Runner", "$%d.99"), ""},
		{"a product page with a few cards first", product, `<h1>Trail shoe</h1>` + shopCards(9, "Trail Runner", "$%d.99") + `<div class="description"><p>` + strings.Repeat("A light shoe with a grippy sole for muddy paths and long days out. ", 6) + `</p></div>`, KindProduct},
		{"a dated deals post, its picks inside it", `<meta name="author" content="Ana Ruiz">`, `<article><h1>Las mejores ofertas de la semana</h1><p class="byline">Por Ana Ruiz</p><p>` + strings.Repeat("Hemos reunido las rebajas que merecen la pena antes del fin de semana, con los precios más bajos del año. ", 4) + `</p>` + shopCards(10, "Auriculares Modelo", "%d9,00 €") + `<p>` + strings.Repeat("Los precios pueden cambiar en cualquier momento, así que conviene comprar pronto. ", 4) + `</p></article>`, ""},
		{"a gift guide's priced sections", ``, `<h1>The best picks</h1><div class="picks">` + picks.String() + `</div><p>` + strings.Repeat("We test every pick for weeks before we write. ", 8) + `</p>`, ""},
	} {
		page := `<html><head><title>Page</title>` + c.head + `</head><body>` + listingMenu + `<main>` + c.body + `</main></body></html>`
		res, err := Extract(page, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Kind == KindListing || c.want != "" && res.Kind != c.want {
			t.Errorf("%s: kind %q, want %q (not a listing)", c.name, res.Kind, c.want)
		}
	}
}

// The cards are the page's own items: a price beside a currency sign or
// code in any order; a menu repeating its targets is no run of cards.
func TestShowsPrice(t *testing.T) {
	for s, want := range map[string]bool{"$85.99": true, "129,00 €": true, "EUR 12": true, "1.299 kr": true, "R$ 49,90": true,
		"£ 7": true, "Save 20%": false, "4.5 stars (12 reviews)": false, "Free shipping over $": false, "": false} {
		if got := showsPrice(s); got != want {
			t.Errorf("showsPrice(%q) = %v, want %v", s, got, want)
		}
	}
}

// A page declaring many courses (films, jobs…) in its JSON-LD lists them,
// whatever its language and however its cards are drawn; one course's
// page is not a listing.
func TestDeclaredItemsMakeAListing(t *testing.T) {
	course := func(i int) string {
		return fmt.Sprintf(`{"@type":"Course","name":"Cursus %d","url":"/cursus/%d","provider":{"@type":"Organization","name":"Academie"}}`, i, i)
	}
	var courses []string
	for i := range 8 {
		courses = append(courses, course(i))
	}
	body := `<main><h1>Leerpad data-analyse</h1><p>` + strings.Repeat("In dit leerpad leer je stap voor stap hoe je gegevens verzamelt, opschoont en analyseert met moderne hulpmiddelen. ", 4) + `</p></main>`
	for _, c := range []struct {
		name, ld string
		want     bool
	}{
		{"eight courses", `[` + strings.Join(courses, ",") + `]`, true},
		{"one course", course(1), false},
	} {
		page := `<html lang="nl"><head><title>Leerpad data-analyse</title><script type="application/ld+json">` + c.ld + `</script></head><body>` + listingMenu + body + `</body></html>`
		res, err := Extract(page, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if (res.Kind == KindListing) != c.want {
			t.Errorf("%s: kind %q, listing wanted: %v", c.name, res.Kind, c.want)
		}
	}
}

// cardsOf is the largest run of item cards of a page.
func cardsOf(t *testing.T, html string) itemCards {
	t.Helper()
	doc, err := dom.Parse(html, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	r := &run{pg: &page.Page{Doc: doc, Stats: features.Compute(doc, nil)}}
	return r.itemCards()
}

// Teasers are headed by linked headlines of their own, in any language;
// a thread's posts by their posters' names or one repeated subject, and
// the page's navigation is no run of cards.
func TestItemCardsHeadlines(t *testing.T) {
	teaser := func(i int, headline string) string {
		return fmt.Sprintf(`<article class="post"><h2><a href="/%d">%s %d</a></h2><p class="meta">Maria Rossi · 3 marzo 2026</p><p>Un riassunto della storia, in due righe.</p></article>`, i, headline, i)
	}
	post := func(i int, heading string) string {
		return fmt.Sprintf(`<div class="post"><h3><a href="/viewtopic.php?p=%d#p%d">%s</a></h3><p>Obrigado pela resposta, vou testar isso amanhã e conto.</p></div>`, i, i, heading)
	}
	poster := func(i int) string {
		return fmt.Sprintf(`<div class="message"><h4><a href="/members/u%d">user%d</a></h4><p>Concordo plenamente com o que foi dito acima.</p></div>`, i, i)
	}
	// labelled: a teaser led by its section's label, a link the other
	// teasers of the section share, then its own headline.
	labelled := func(i int, headline string) string {
		return fmt.Sprintf(`<article class="tease"><div class="eyebrow"><a href="/seccion/%s">%s</a></div><h3><a href="/2026/%d/noticia">%s %d</a></h3><div class="excerpt">Un resumen de la noticia en una línea.</div></article>`,
			[]string{"europa", "america"}[i%2], []string{"Europa", "América"}[i%2], i, headline, i)
	}
	var teasers, sectioned, subjects, posters strings.Builder
	for i := range 8 {
		teasers.WriteString(teaser(i, "Il comune apre il nuovo sentiero"))
		sectioned.WriteString(labelled(i, "El hotel cambia de manos por millones"))
		subjects.WriteString(post(i, "Re: Como configurar o roteador"))
		posters.WriteString(poster(i))
	}
	for _, c := range []struct {
		name, body string
		headlined  int
	}{
		{"a front page's teasers (it)", teasers.String(), 8},
		{"teasers led by their section's label (es)", sectioned.String(), 8},
		{"a thread's repeated subject (pt)", subjects.String(), 0},
		{"a thread's posters (pt)", posters.String(), 0},
	} {
		got := cardsOf(t, `<html><body>`+listingMenu+`<main>`+c.body+`</main></body></html>`)
		if got.cards != 8 || got.headlined != c.headlined {
			t.Errorf("%s: %d cards, %d headlined; want 8, %d", c.name, got.cards, got.headlined, c.headlined)
		}
	}
	if got := cardsOf(t, `<html><body>`+listingMenu+`<main><p>Nothing listed.</p></main></body></html>`); got.list >= 0 {
		t.Errorf("the menu in <nav> was taken for cards: %+v", got)
	}
}

// A page of teasers with their summaries — a library's catalogue, a
// course list — is a listing in any language; a story above a grid of
// related teasers is not.
func TestTeaserPageIsAListing(t *testing.T) {
	var teasers strings.Builder
	for i := range 8 {
		fmt.Fprintf(&teasers, `<div class="entry"><h3><a href="/boeken/%d">Een boek over de zee, deel %d</a></h3><p>%s</p></div>`, i, i,
			strings.Repeat("Een verzameling verhalen over vissers, havens en stormen langs de kust van het noorden. ", 2))
	}
	story := `<article><h1>De haven krijgt een nieuwe kade</h1><p>` + strings.Repeat("De gemeente heeft besloten de oude kade te vervangen, en de werken beginnen in het voorjaar. Vissers krijgen een tijdelijke ligplaats aan de overkant. ", 30) + `</p></article>`
	for _, c := range []struct {
		name, body string
		listing    bool
	}{
		{"a catalogue of teasers after its introduction", `<h1>Bibliotheek</h1><div class="intro"><p>` + strings.Repeat("De bibliotheek leent boeken uit aan iedereen in het dorp, en de boeken over de zee zijn het meest gevraagd. ", 8) + `</p></div>` + teasers.String(), true},
		{"a story, then related teasers", story + `<h2>Lees ook</h2>` + teasers.String(), false},
	} {
		page := `<html lang="nl"><head><title>Bibliotheek</title></head><body>` + listingMenu + `<main>` + c.body + `</main></body></html>`
		res, err := Extract(page, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if (res.Kind == KindListing) != c.listing {
			t.Errorf("%s: kind %q, listing wanted: %v", c.name, res.Kind, c.listing)
		}
	}
}

// A page of code samples is documentation; the same page signed by its
// author (a byline) is a post about software, an article. German text:
// the kind reads the byline's presence, not its words.
func TestSignedCodePostIsAnArticle(t *testing.T) {
	page := func(head string) string {
		var b strings.Builder
		b.WriteString(`<html><head><title>Einen Parser schreiben</title>` + head + `</head><body><main><h1>Einen Parser schreiben</h1>`)
		for i := 1; i <= 3; i++ {
			b.WriteString(`<p>` + strings.Repeat("Im nächsten Schritt lesen wir die Eingabe Zeichen für Zeichen und bauen den Baum auf. ", 3) + `</p>`)
			b.WriteString(`<pre><code>func schritt() {\n\treturn lies(eingabe)\n}</code></pre>`)
		}
		b.WriteString(`</main></body></html>`)
		return b.String()
	}
	for _, c := range []struct {
		head string
		want PageKind
	}{
		{``, KindDocumentation},
		{`<meta name="author" content="Jana Weber">`, KindArticle},
	} {
		res, err := Extract(page(c.head), Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Kind != c.want {
			t.Errorf("head %q: kind %q (byline %q), want %q", c.head, res.Kind, res.Byline, c.want)
		}
	}
}

// The address files a page under the site's documentation by its host's
// first label or a path segment, in the seven languages; a word inside a
// longer segment or label, or elsewhere in the address, does not.
func TestDocsAddress(t *testing.T) {
	for address, want := range map[string]bool{
		"https://docs.example.org/guide/start":                    true,
		"https://example.org/en-US/docs/Web/CSS":                  true,
		"https://go.dev/doc/effective_go":                         true,
		"https://example.nl/documentatie/installatie":             true,
		"https://example.es/documentación/instalar":               true,
		"https://example.de/Doku/Einrichtung":                     true,
		"https://example.org/blog/why-docs-matter":                false,
		"https://example.org/docsify-review":                      false,
		"https://mydocs.example.org/a":                            false,
		"https://example.org/search?q=docs":                       false,
		"https://www.example.com/news/2025/documentation-awards/": false,
		"": false,
	} {
		if got := docsAddress(address); got != want {
			t.Errorf("docsAddress(%q) = %v, want %v", address, got, want)
		}
	}
}

// A page at a documentation address is documentation without code
// blocks or a generator (a user guide's chapter); the same page elsewhere
// is a page of sections. Portuguese text.
func TestDocsAddressMakesDocumentation(t *testing.T) {
	page := `<html><head><title>Configurar a impressora</title></head><body><main><h1>Configurar a impressora</h1>` +
		`<ul><li>Abra o painel de controlo.</li><li>Escolha a impressora.</li><li>Carregue em Guardar.</li></ul>` +
		`<p>A impressora fica pronta a usar depois de reiniciar o programa.</p></main></body></html>`
	for address, want := range map[string]PageKind{
		"https://exemplo.pt/documentação/impressora": KindDocumentation,
		"https://exemplo.pt/impressora":              KindPage,
	} {
		res, err := Extract(page, Options{URL: address})
		if err != nil {
			t.Fatal(err)
		}
		if res.Kind != want {
			t.Errorf("%s: kind %q, want %q", address, res.Kind, want)
		}
	}
}
