package core

import (
	"fmt"
	"strings"
	"testing"
)

// collectionCards is a full grid of n product cards the way shops lay out
// a category: a picture linking to the product, its name in a title
// block named for the rating beside it ("with-reviews"), a short line and
// a price.
func collectionCards(n int, name, line, price string) string {
	var b strings.Builder
	b.WriteString(`<div class="product-grid">`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<article class="product-card"><a href="/products/%d"><img src="/i/%d.jpg" alt=""></a>`+
			`<div class="title-container title-container--with-reviews"><span class="rating">4.%d</span><a href="/products/%d"><h4>%s %d</h4></a></div>`+
			`<p class="fit">%s</p><span class="price">%s</span></article>`, i, i, i%10, i, name, i, line, fmt.Sprintf(price, 20+i))
	}
	b.WriteString(`</div>`)
	return b.String()
}

// A shop's category with a full grid of products and its SEO text under
// them reads as the category, in any language: its heading and blurb,
// every card's name, line and price, and its text; not the site's menu or
// footer. Before, the article was the SEO text alone (SD finds it
// denser), and a card's title block, named for its rating, went as an
// empty comment section's label.
func TestShopCollectionReadsAsItsCards(t *testing.T) {
	for _, c := range []struct{ lang, h1, blurb, seo, name, line, price string }{
		{"de", "Herren T-Shirts", "Funktionsshirts für jedes Training, atmungsaktiv und schnell trocknend.",
			"Die besten Trainingsshirts lassen dich auf dein Training konzentrieren. Unsere Kollektion verbindet figurbetonte Schnitte mit funktionellen Materialien, damit du dich bei jedem Workout wohlfühlst. ",
			"Lauf-Shirt Grafik", "Oversized-Passform", "%d,00 €"},
		{"fr", "T-shirts homme", "Des t-shirts techniques pour chaque séance, respirants et à séchage rapide.",
			"Les meilleurs hauts de sport vous laissent vous concentrer sur votre entraînement. Notre collection associe des coupes ajustées à des matières techniques, pour un t-shirt dans lequel vous vous sentez bien à chaque séance. ",
			"T-shirt de course graphique", "coupe oversize", "%d,00 €"},
	} {
		page := `<html lang="` + c.lang + `"><head><title>` + c.h1 + ` | Boutique</title><meta name="viewport" content="width=device-width"></head><body>` + listingMenu +
			`<main><h1>` + c.h1 + `</h1><p class="blurb">` + c.blurb + `</p>` + collectionCards(24, c.name, c.line, c.price) +
			`<section class="seo"><h2>` + c.h1 + `</h2><p>` + strings.Repeat(c.seo, 3) + `</p><p>` + strings.Repeat(c.seo, 2) + `</p></section></main>` +
			`<footer><p>© Boutique. Alle Rechte vorbehalten. Tous droits réservés.</p></footer></body></html>`
		res, err := Extract(page, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Kind != KindListing {
			t.Errorf("%s: kind %q, want listing", c.lang, res.Kind)
		}
		for _, want := range []string{c.blurb, c.name + " 1\n", c.name + " 24", c.line, fmt.Sprintf(c.price, 44), c.seo[:60]} {
			if !strings.Contains(res.Article.Text, want) {
				t.Errorf("%s: the article lacks %q: %q", c.lang, want, res.Article.Text)
			}
		}
		if n := strings.Count(res.Article.Text, c.name+" "); n != 24 {
			t.Errorf("%s: %d cards' names in the article, want 24", c.lang, n)
		}
		for _, chrome := range []string{"Women", "Rechte vorbehalten"} {
			if strings.Contains(res.Article.Text, chrome) {
				t.Errorf("%s: the article took the page's chrome %q", c.lang, chrome)
			}
		}
	}
}

// A story followed by a full grid of products to buy (a "shop the look"
// of two dozen items) stays the story: the cards do not lead the page.
func TestStoryBeforeAFullGridStaysTheStory(t *testing.T) {
	story := `<article><h1>Wie man für den ersten Halbmarathon trainiert</h1><p>` + strings.Repeat("Zwölf Wochen reichen, wenn du dreimal pro Woche läufst und den langen Lauf langsam steigerst. ", 6) + `</p></article>`
	page := `<html lang="de"><head><title>Halbmarathon</title></head><body>` + listingMenu + `<main>` + story + `<h2>Passende Ausrüstung</h2>` +
		collectionCards(24, "Lauf-Shirt Grafik", "Oversized-Passform", "%d,00 €") + `</main></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "Zwölf Wochen reichen") || strings.Contains(res.Article.Text, "Lauf-Shirt Grafik 7") {
		t.Errorf("the story gave way to the grid after it: %q", res.Article.Text)
	}
}

// A shop's category closes its expert-advice excerpts under the grid in
// an accordion (WAI-ARIA's pattern: a button with aria-expanded="false"
// and aria-controls naming the hidden panel). Once the category's
// landmark is the article, its panels open as an article's do: each
// excerpt under its title.
func TestShopCollectionOpensItsAccordionPanels(t *testing.T) {
	panel := func(i int, title, body string) string {
		return fmt.Sprintf(`<h3><button aria-expanded="false" aria-controls="consejo-%d">%s</button></h3>`+
			`<div id="consejo-%d" aria-hidden="true"><p>%s</p><p><a href="/consejos/%d">Leer el artículo</a></p></div>`, i, title, i, body, i)
	}
	page := `<html lang="es"><head><title>Kayaks | Tienda</title></head><body>` + listingMenu +
		`<main><h1>Kayaks</h1>` + collectionCards(24, "Kayak de travesía", "Polietileno, 3,6 m", "%d9,00 €") +
		`<section><h2>Consejos de expertos</h2>` +
		panel(1, "Cómo elegir un kayak", "Piensa dónde vas a remar: aguas tranquilas, mar abierto o ríos rápidos piden cascos distintos.") +
		panel(2, "Kayaks hinchables o rígidos", "Un kayak hinchable cabe en el maletero; uno rígido sigue mejor la línea y aguanta más golpes.") +
		`</section><section class="seo"><h2>Kayaks para todos</h2><p>` + strings.Repeat("Nuestra selección de kayaks reúne modelos de travesía, de pesca y de recreo de las mejores marcas, con envío gratuito y devolución sencilla. ", 6) +
		`</p></section></main><footer><p>© Tienda. Todos los derechos reservados.</p></footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantAll(t, res.Article.Text, "Kayak de travesía 24", "Cómo elegir un kayak", "Piensa dónde vas a remar", "Un kayak hinchable cabe en el maletero")
}

// A shop's category without a <main> shows its subcategories as a grid of
// tiles (a picture and a name each, more of them than products, no
// price), then its products, then its FAQ. The products are the page's
// cards, not the larger grid of tiles, and the category reads from its
// introduction to its FAQ: the element holding the products and the text
// SD found.
func TestShopCollectionWithoutMainReadsFromIntroToFAQ(t *testing.T) {
	var tiles strings.Builder
	tiles.WriteString(`<div class="sottocategorie">`)
	for i := 1; i <= 30; i++ {
		fmt.Fprintf(&tiles, `<div class="tile"><a href="/ricambi/modello-%d"><img src="/t/%d.jpg" alt=""><span>Ricambi modello %d</span></a></div>`, i, i, i)
	}
	tiles.WriteString(`</div>`)
	faq := `<section class="faq"><h2>Domande frequenti</h2><p>` + strings.Repeat("Ogni ricambio è collaudato prima della spedizione e coperto dalla nostra garanzia a vita, così puoi riparare il tuo telefono senza pensieri. ", 5) + `</p></section>`
	page := `<html lang="it"><head><title>Ricambi telefono | Negozio</title></head><body>` + listingMenu +
		`<div id="contenuto"><h1>Ricambi per telefoni</h1><p class="intro">Ricambi di qualità per riparare da soli il proprio telefono, con guide passo passo.</p>` +
		tiles.String() + collectionCards(20, "Batteria di ricambio", "Compatibile, 3,8 V", "%d,99 €") + faq +
		`</div><footer><p>© Negozio. Tutti i diritti riservati.</p></footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Kind != KindListing {
		t.Errorf("kind %q, want listing", res.Kind)
	}
	wantAll(t, res.Article.Text, "Ricambi di qualità per riparare", "Batteria di ricambio 1\n", "Batteria di ricambio 20", "40,99 €", "Ogni ricambio è collaudato")
	if strings.Contains(res.Article.Text, "Tutti i diritti") {
		t.Errorf("the article took the page's footer: %q", res.Article.Text)
	}
}

// A shop's category with its filter and sort panel beside the grid (groups
// of checkboxes and radio buttons under short headings, their legends the
// machine names a script reads) reads as its cards without the panel, in
// any language; a card's own choice of colour (one group beside its
// picture) stays.
func TestShopCollectionLeavesOutItsFilterPanel(t *testing.T) {
	group := func(heading, legend string, kind string, values ...string) string {
		var b strings.Builder
		fmt.Fprintf(&b, `<div class="gruppo"><button type="button" aria-controls="opzioni-%s"><h3>%s</h3></button><div id="opzioni-%s"><fieldset><legend class="sr-only">%s</legend>`, legend, heading, legend, legend)
		for i, v := range values {
			fmt.Fprintf(&b, `<input type="%s" name="%s" id="%s-%d"><label for="%s-%d">%s</label>`, kind, legend, legend, i, legend, i, v)
		}
		b.WriteString(`</fieldset></div></div>`)
		return b.String()
	}
	panel := `<div class="pannello"><h2>filtra e ordina</h2><button type="button">Cancella tutto</button>` +
		group("Ordina per", "ordinaPer", "radio", "Prezzo crescente", "Prezzo decrescente", "Novità") +
		group("Taglia", "tagliaDisponibile", "checkbox", "S", "M", "L", "XL") +
		group("Colore", "coloreCanonico", "checkbox", "Nero", "Bianco", "Blu") + `</div>`
	swatch := `<fieldset class="varianti"><legend>Altri colori</legend><label><input type="radio" name="v"><a href="/products/1-nero">Nero</a></label><label><input type="radio" name="v"><a href="/products/1-blu">Blu</a></label></fieldset>`
	cards := strings.Replace(collectionCards(24, "Maglietta da corsa", "vestibilità oversize", "%d,00 €"), `</article>`, swatch+`</article>`, 1)
	seo := "Le migliori magliette da allenamento ti lasciano concentrare sul tuo allenamento. La nostra collezione unisce tagli aderenti e materiali tecnici. "
	page := `<html lang="it"><head><title>Magliette uomo | Negozio</title><meta name="viewport" content="width=device-width"></head><body>` + listingMenu +
		`<main><h1>Magliette uomo</h1><p class="intro">Magliette tecniche per ogni allenamento, traspiranti e ad asciugatura rapida.</p>` +
		`<div class="catalogo">` + panel + cards + `</div><section class="seo"><h2>Magliette uomo</h2><p>` + strings.Repeat(seo, 4) + `</p></section></main><footer><p>© Negozio. Tutti i diritti riservati.</p></footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	wantAll(t, res.Article.Text, "Magliette tecniche", "Le migliori magliette", "Maglietta da corsa 1\n", "Maglietta da corsa 24", "Altri colori")
	for _, panelText := range []string{"filtra e ordina", "ordinaPer", "tagliaDisponibile", "coloreCanonico", "Ordina per", "Colore"} {
		if strings.Contains(res.Article.Text, panelText) {
			t.Errorf("the article took the filter panel's %q: %q", panelText, res.Article.Text)
		}
	}
}
