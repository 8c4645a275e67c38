package core

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/meta"
)

// frenchCategory is a shop's category in French with no schema.org: an
// introduction, then cards with a lazy picture, a linked headline, a line
// of prose and a price after a struck-out old one.
func frenchCategory(n int) string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="fr"><head><title>Chaussures de randonnée | Boutique</title></head><body>
<nav><ul><li><a href="/">Accueil</a></li><li><a href="/hommes">Hommes</a></li><li><a href="/femmes">Femmes</a></li></ul></nav>
<main><h1>Chaussures de randonnée</h1>
<p>Notre sélection de chaussures de randonnée pour la montagne et les sentiers, testées par notre équipe pendant toute la saison.</p>
<ul class="grille">`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<li class="carte"><a href="/p/chaussure-%d"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/img/c%d.jpg" alt=""></a>`+
			`<h3><a href="/p/chaussure-%d">Chaussure Alpine modèle %d</a></h3><p>Cuir imperméable, semelle crantée, légère et solide.</p>`+
			`<span class="prix"><del>99,00 €</del> <b>8%d,95 €</b></span></li>`, i, i, i, i, i%10)
	}
	b.WriteString(`</ul></main><footer><p>© Boutique SA. Tous droits réservés.</p></footer></body></html>`)
	return b.String()
}

func TestListingItemsFromCards(t *testing.T) {
	res, err := Extract(frenchCategory(10), Options{URL: "https://boutique.example.fr/randonnee"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Kind != KindListing {
		t.Fatalf("kind %q, want listing", res.Kind)
	}
	if len(res.Items) != 10 {
		t.Fatalf("%d items, want 10: %+v", len(res.Items), res.Items)
	}
	want := Item{Name: "Chaussure Alpine modèle 3", URL: "https://boutique.example.fr/p/chaussure-3",
		Image: "https://boutique.example.fr/img/c3.jpg", Price: "83,95 €", Text: "Cuir imperméable, semelle crantée, légère et solide."}
	if res.Items[2] != want {
		t.Errorf("item 3:\n got %+v\nwant %+v", res.Items[2], want)
	}
	if res.Intro == nil || !strings.Contains(res.Intro.Text, "Notre sélection") || strings.Contains(res.Intro.Text, "Alpine") || strings.Contains(res.Intro.HTML, "<ul") {
		t.Errorf("intro: %+v", res.Intro)
	}
	if !strings.Contains(res.Article.Text, "Chaussure Alpine modèle 10") {
		t.Errorf("the article lost its items: %q", res.Article.Text)
	}
}

// germanItemList declares its items in a JSON-LD ItemList of ListItems,
// out of order (their positions order them), one naming its item by
// address, one holding it; the page shows them as plain links.
const germanItemList = `<!doctype html><html lang="de"><head><title>Kurse für Einsteiger</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"CollectionPage","mainEntity":{"@type":"ItemList","itemListElement":[
{"@type":"ListItem","position":2,"item":{"@type":"Course","name":"Fotografie &amp; Licht","url":"/kurse/licht","image":{"@type":"ImageObject","url":"/b/licht.jpg"},"description":"Wie Licht ein Bild formt.","offers":{"@type":"Offer","price":"49.00","priceCurrency":"EUR"},"aggregateRating":{"@type":"AggregateRating","ratingValue":"4.7"}}},
{"@type":"ListItem","position":1,"name":"Malen mit Aquarell","url":"https://kurse.example.de/kurse/aquarell"},
{"@type":"ListItem","position":3,"name":"Töpfern","url":"javascript:alert(1)"}]}}</script>
<script type="application/ld+json">{"@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1,"name":"Start","item":"/"},{"@type":"ListItem","position":2,"name":"Kurse","item":"/kurse"},{"@type":"ListItem","position":3,"name":"Einsteiger","item":"/kurse/e"},{"@type":"ListItem","position":4,"name":"Mehr","item":"/m"}]}</script>
</head><body><main><h1>Kurse für Einsteiger</h1><p>Drei Kurse für alle, die neu anfangen wollen, an Abenden und Wochenenden in kleinen Gruppen.</p>
<ul><li><a href="/kurse/aquarell">Malen mit Aquarell</a></li><li><a href="/kurse/licht">Fotografie &amp; Licht</a></li><li><a href="/kurse/toepfern">Töpfern</a></li></ul></main></body></html>`

func TestListingItemsDeclaredInJSONLD(t *testing.T) {
	res, err := Extract(germanItemList, Options{URL: "https://kurse.example.de/einsteiger"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Kind != KindListing {
		t.Fatalf("kind %q, want listing", res.Kind)
	}
	want := []Item{
		{Name: "Malen mit Aquarell", URL: "https://kurse.example.de/kurse/aquarell"},
		{Name: "Fotografie & Licht", URL: "https://kurse.example.de/kurse/licht", Image: "https://kurse.example.de/b/licht.jpg",
			Price: "49.00", Currency: "EUR", Text: "Wie Licht ein Bild formt.", Rating: "4.7"},
		{Name: "Töpfern"}, // a javascript: address is none
	}
	if fmt.Sprint(res.Items) != fmt.Sprint(want) {
		t.Errorf("items:\n got %+v\nwant %+v", res.Items, want)
	}
	// The article is the introduction alone (the clean-up took the bare
	// links): it shows no item, and is read whole before them.
	if res.Intro != nil || !strings.Contains(res.Article.Text, "Drei Kurse") {
		t.Errorf("intro %+v, article %q", res.Intro, res.Article.Text)
	}
}

// A Portuguese shop marks its products up in microdata, each card an
// itemListElement holding a Product with its Offer.
func TestListingItemsDeclaredInMicrodata(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="pt"><head><title>Cafeteiras</title></head><body><main><h1>Cafeteiras</h1><div itemscope itemtype="https://schema.org/ItemList">`)
	for i := 1; i <= 9; i++ {
		fmt.Fprintf(&b, `<div itemprop="itemListElement" itemscope itemtype="https://schema.org/Product"><a itemprop="url" href="/produto/%d"><img itemprop="image" src="/f/%d.jpg" alt=""><span itemprop="name">Cafeteira italiana %d xícaras</span></a>`+
			`<div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="priceCurrency" content="BRL"><span itemprop="price" content="1%d9.90">R$ 1%d9,90</span></div></div>`, i, i, i, i, i)
	}
	b.WriteString(`</div></main></body></html>`)
	res, err := Extract(b.String(), Options{URL: "https://loja.example.com.br/cafeteiras"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Items) != 9 {
		t.Fatalf("kind %q, %d items, want 9: %+v", res.Kind, len(res.Items), res.Items)
	}
	want := Item{Name: "Cafeteira italiana 4 xícaras", URL: "https://loja.example.com.br/produto/4", Image: "https://loja.example.com.br/f/4.jpg", Price: "149.90", Currency: "BRL"}
	if res.Items[3] != want {
		t.Errorf("item 4:\n got %+v\nwant %+v", res.Items[3], want)
	}
}

// A story is no listing: no items, whatever cards sit beside it.
func TestStoryHasNoItems(t *testing.T) {
	page := `<html><head><title>A new trail opens</title></head><body><article><h1>A new trail opens</h1><p>The county opened the ridge trail on Saturday. Volunteers spent two summers clearing the old logging road, and the first hikers reached the summit before noon. Parking is free until the end of the month.</p></article></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Items != nil || res.Intro != nil {
		t.Errorf("a story has items %+v, intro %+v", res.Items, res.Intro)
	}
}

// A listing of more than maxItems declared items keeps the first of them
// and says it cut the rest.
func TestListingItemsCapped(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<html><head><script type="application/ld+json">{"@type":"CollectionPage","mainEntity":{"@type":"ItemList","itemListElement":[`)
	for i := range maxItems + 20 {
		if i > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, `{"@type":"ListItem","position":%d,"name":"Item %d","url":"/i/%d"}`, i+1, i+1, i+1)
	}
	b.WriteString(`]}}</script><title>All items</title></head><body><main><h1>All items</h1>`)
	for i := range 30 {
		fmt.Fprintf(&b, `<p><a href="/i/%d">Item %d</a></p>`, i+1, i+1)
	}
	b.WriteString(`</main></body></html>`)
	res, err := Extract(b.String(), Options{URL: "https://example.org/all"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Items) != maxItems || !res.Stats.ItemsCut || res.Items[maxItems-1].Name != fmt.Sprintf("Item %d", maxItems) {
		t.Errorf("kind %q: %d items, cut %v", res.Kind, len(res.Items), res.Stats.ItemsCut)
	}
}

// A product page's declared picture reaches the Result made absolute, for
// the reader's product card; a javascript: one does not.
func TestProductImageAbsolute(t *testing.T) {
	for _, c := range []struct{ image, want string }{
		{`"/img/silla.jpg"`, "https://muebles.example.es/img/silla.jpg"},
		{`{"@type":"ImageObject","url":"https://cdn.example.es/silla.jpg"}`, "https://cdn.example.es/silla.jpg"},
		{`"javascript:alert(1)"`, ""},
	} {
		ld := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Silla Nórdica Roble","image":` + c.image +
			`,"offers":{"@type":"Offer","price":"89.90","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script>`
		res, err := Extract(paginaProducto(ld), Options{URL: "https://muebles.example.es/silla"})
		if err != nil {
			t.Fatal(err)
		}
		if res.Kind != KindProduct || res.Product == nil || res.Product.Image != c.want {
			t.Errorf("%s: kind %q, product %+v, want image %q", c.image, res.Kind, res.Product, c.want)
		}
	}
}

// An Italian shop's cards open with a "quick view" button linking to the
// product, before the product's name (no headline): the name is the link
// with the most text, not the first.
func TestListingItemNamedByItsLongestOwnLink(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="it"><head><title>Schede video | Negozio</title></head><body><nav><a href="/">Home</a> <a href="/pc">PC</a></nav><main><h1>Schede video</h1><div class="griglia">`)
	for i := 1; i <= 10; i++ {
		fmt.Fprintf(&b, `<div class="prodotto"><a href="/p/%d" class="anteprima">Vista rapida</a><a href="/p/%d"><img src="/f/%d.jpg" alt=""></a>`+
			`<a href="/p/%d" class="titolo">Scheda video Radeon serie %d con 16 GB di memoria</a><a href="/confronta">Confronta</a><div class="prezzo">%d9,00 €</div></div>`, i, i, i, i, i, 30+i)
	}
	b.WriteString(`</div></main></body></html>`)
	res, err := Extract(b.String(), Options{URL: "https://negozio.example.it/schede-video"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Items) != 10 {
		t.Fatalf("kind %q: %d items, want 10: %+v", res.Kind, len(res.Items), res.Items)
	}
	want := Item{Name: "Scheda video Radeon serie 2 con 16 GB di memoria", URL: "https://negozio.example.it/p/2", Image: "https://negozio.example.it/f/2.jpg", Price: "329,00 €"}
	if res.Items[1] != want {
		t.Errorf("item 2:\n got %+v\nwant %+v", res.Items[1], want)
	}
}

// A list of bare links the article holds (an archive's months, a menu) is
// no list of items: no picture, price, headline or text beside its links.
func TestLinkListHasNoItems(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="nl"><head><title>Archief</title><script type="application/ld+json">{"@type":"CollectionPage","name":"Archief"}</script></head><body><main><h1>Archief</h1><ul>`)
	for i := 1; i <= 12; i++ {
		fmt.Fprintf(&b, `<li><a href="/archief/2025/%02d">Maand %d van 2025</a></li>`, i, i)
	}
	b.WriteString(`</ul></main></body></html>`)
	res, err := Extract(b.String(), Options{URL: "https://blog.example.nl/archief"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Kind != KindListing || res.Items != nil {
		t.Errorf("kind %q, items %+v", res.Kind, res.Items)
	}
}

// itemsOf extracts page at address and returns its listing's items.
func itemsOf(t *testing.T, page, address string) []Item {
	t.Helper()
	res, err := Extract(page, Options{URL: address})
	if err != nil {
		t.Fatal(err)
	}
	if res.Kind != KindListing {
		t.Fatalf("kind %q, want listing", res.Kind)
	}
	return res.Items
}

// germanShopCards is a shop's category in German whose cards each link
// their reviews (a fragment of the product's page, with the most text),
// show a badge as a small heading after the name, and write the brand
// and the model in adjacent elements with no space between.
func germanShopCards(n int) string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="de"><head><title>Laufschuhe | Sportladen</title></head><body>
<main><h1>Laufschuhe</h1><p>Unsere Auswahl an Laufschuhen für Straße und Gelände, von unserem Team getestet.</p><div class="raster">`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<div class="karte"><a href="/p/schuh-%d">zum Schuh</a><img src="/img/s%d.jpg" alt="Bild">`+
			`<a class="name" href="/p/schuh-%d"><span class="marke">Läufer</span><span class="modell">Modell %d Straße</span></a>`+
			`<a href="/p/schuh-%d#bewertungen">Sehr positiv (1.234 Bewertungen von Kundinnen und Kunden)</a>`+
			`<div class="abo"><h6>Abonnieren und sparen!</h6></div><span class="preis">12%d,95 €</span></div>`, i, i, i, i, i, i)
	}
	b.WriteString(`</div></main></body></html>`)
	return b.String()
}

func TestItemNamesFromTheItemsLink(t *testing.T) {
	items := itemsOf(t, germanShopCards(8), "https://laden.example.de/laufschuhe")
	if len(items) != 8 {
		t.Fatalf("%d items, want 8: %+v", len(items), items)
	}
	// Not the reviews' link (a part of the page), not the badge's
	// heading after the name, brand and model apart.
	if it := items[2]; it.Name != "Läufer Modell 3 Straße" || it.URL != "https://laden.example.de/p/schuh-3" {
		t.Errorf("item 3: %+v", it)
	}
}

// dutchTeasers are a front page's teasers in Dutch whose first link is
// the poster's (class "user", its avatar around a picture), then the age
// as a link with more text than the title, then a count of reactions,
// then the story's title as a plain link (titled), or only as its
// picture's alt (not titled).
func dutchTeasers(n int, titled bool) string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="nl"><head><title>Nieuw | Forum</title></head><body><main><h1>Nieuw</h1><ol class="lijst">`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<li class="bericht"><a class="user" href="/u/lid%d"><img src="/av/%d.png" alt=""></a>`+
			`<a href="/t/%d">ongeveer %d minuten geleden</a> <a href="/t/%d/reacties">1.%03d reacties</a> `, i, i, i, i, i, i+10)
		if titled {
			fmt.Fprintf(&b, `<a href="/t/%d">Verhaal %d</a>`, i, i)
		} else {
			fmt.Fprintf(&b, `<img src="/b/%d.jpg" alt="Verhaal %d">`, i, i)
		}
		b.WriteString(`<p>Een korte samenvatting van het verhaal dat hier staat.</p></li>`)
	}
	b.WriteString(`</ol></main></body></html>`)
	return b.String()
}

func TestItemNamesNotPosterAgeOrCount(t *testing.T) {
	for _, titled := range []bool{true, false} {
		items := itemsOf(t, dutchTeasers(6, titled), "https://forum.example.nl/nieuw")
		if len(items) != 6 {
			t.Fatalf("titled %v: %d items, want 6: %+v", titled, len(items), items)
		}
		for i, it := range items {
			if want := fmt.Sprintf("Verhaal %d", i+1); it.Name != want || it.URL != fmt.Sprintf("https://forum.example.nl/t/%d", i+1) {
				t.Errorf("titled %v, item %d: %+v, want %q", titled, i+1, it, want)
			}
		}
	}
}

// portugueseRows is a table of stories in Portuguese, each a title row
// (rank, vote, the title's link) followed by a row of its facts (points,
// poster, age, the link to its discussion), then a "mais" row.
func portugueseRows(n int) string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="pt"><head><title>Notícias</title></head><body><table><tbody>`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<tr class="coisa"><td>%d.</td><td><a href="voto?id=%d"><div class="seta"></div></a></td><td class="titulo"><a href="https://exemplo.pt/noticia-%d">Título da notícia número %d sobre a cidade</a></td></tr>`+
			`<tr><td></td><td class="sub">%d pontos por <a href="utilizador?id=u%d">pessoa%d</a> <span title="2026-03-08T11:06:56"><a href="item?id=%d">há %d minutos</a></span> | <a href="item?id=%d">%d comentários</a></td></tr>`,
			i, i, i, i, i, i, i, i, i, i, i)
	}
	b.WriteString(`<tr><td></td><td><a href="?p=2">Mais</a></td></tr></tbody></table></body></html>`)
	return b.String()
}

func TestItemsOfPairedRows(t *testing.T) {
	items := itemsOf(t, portugueseRows(30), "https://noticias.example.pt/")
	if len(items) != 30 {
		t.Fatalf("%d items, want 30 (one per pair of rows): %+v", len(items), items)
	}
	if it := items[4]; it.Name != "Título da notícia número 5 sobre a cidade" || it.URL != "https://exemplo.pt/noticia-5" {
		t.Errorf("item 5: %+v", it)
	}
}

func TestItemsViewGate(t *testing.T) {
	cards := func(n int, f func(i int) Item) []Item {
		var items []Item
		for i := 1; i <= n; i++ {
			items = append(items, f(i))
		}
		return items
	}
	shop := func(i int) Item {
		return Item{Name: fmt.Sprintf("Chaussure Alpine %d", i), URL: fmt.Sprintf("https://b.example.fr/p/%d", i), Price: "89,95 €"}
	}
	for _, c := range []struct {
		name     string
		items    []Item
		declared bool
		want     bool
	}{
		{"a shop's cards", cards(10, shop), false, true},
		{"too few", cards(2, shop), false, false},
		{"a product in two colours", cards(10, func(i int) Item { it := shop(i); it.Name = fmt.Sprintf("Chaussure %d", (i+1)/2); return it }), false, true},
		{"the same badge on most", cards(10, func(i int) Item {
			it := shop(i)
			if i%3 != 0 {
				it.Name = "Abonnez-vous et économisez !"
			}
			return it
		}), false, false},
		{"one badge on four of ten", cards(10, func(i int) Item {
			it := shop(i)
			if i <= 4 {
				it.Name = "Abonnez-vous et économisez !"
			}
			return it
		}), false, false},
		{"ages", cards(10, func(i int) Item { it := shop(i); it.Name = fmt.Sprintf("il y a %d minutes", i); return it }), false, false},
		{"counts", cards(10, func(i int) Item { it := shop(i); it.Name = fmt.Sprintf("%d commentaires", i); return it }), false, false},
		{"no pages of their own", cards(10, func(i int) Item { it := shop(i); it.URL = ""; return it }), false, false},
		{"three to the page itself", cards(10, func(i int) Item {
			it := shop(i)
			if i <= 3 {
				it.URL = "https://b.example.fr/liste#" + fmt.Sprint(i)
			}
			return it
		}), false, false},
		{"names in threes", cards(21, func(i int) Item { it := shop(i); it.Name = fmt.Sprintf("Chaussure %d", (i+2)/3); return it }), false, false},
		{"bare names and links", cards(10, func(i int) Item { it := shop(i); it.Price = ""; return it }), false, false},
		{"bare but declared", cards(10, func(i int) Item { it := shop(i); it.Price = ""; return it }), true, true},
	} {
		got, why := itemsView(c.items, c.declared, "https://b.example.fr/liste")
		if got != c.want || why == "" {
			t.Errorf("%s: itemsView %v (%q), want %v", c.name, got, why, c.want)
		}
	}
}

func TestItemsViewOnExtract(t *testing.T) {
	res, err := Extract(frenchCategory(10), Options{URL: "https://boutique.example.fr/randonnee"})
	if err != nil {
		t.Fatal(err)
	}
	if !res.ItemsView {
		t.Errorf("a shop's cards in French are not the page's view: %+v", res.Items)
	}
	res, err = Extract(portugueseRows(30), Options{URL: "https://noticias.example.pt/"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Items) == 0 || res.ItemsView {
		t.Errorf("a table of bare titles (%d items) is the page's view", len(res.Items))
	}
}

// italianTeasers are search results in Italian: each a link around the
// source's avatar and its name in an <h4>, then a link to the same story
// around its title in an <h3> and its summary; or (wholeLink) a course
// catalogue's cards that are one link each around a picture (its alt the
// course's name), a label, the name and a paragraph, a price beside.
func italianTeasers(n int, wholeLink bool) string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="it"><head><title>Risultati | Notizie</title></head><body><main><h1>Risultati</h1><div class="elenco">`)
	for i := 1; i <= n; i++ {
		if wholeLink {
			fmt.Fprintf(&b, `<div class="scheda"><a href="/corsi/%d"><div class="etichetta">Immagine</div><img src="/img/%d.jpg" alt="Corso di cucina %d">`+
				`<div class="titolo">Corso di cucina %d</div><p>Impara a cucinare i piatti della tradizione con i nostri cuochi, in piccoli gruppi.</p></a><span>%d0,00 €</span></div>`, i, i, i, i, i+10)
			continue
		}
		fmt.Fprintf(&b, `<section class="risultato"><a href="/notizie/%d"><img src="/av/%d.png" alt=""><h4>fonte%d.it</h4></a>`+
			`<a href="/notizie/%d"><h3>Il titolo della notizia numero %d</h3><p>Il riassunto della notizia, in poche righe per chi legge.</p></a></section>`, i, i, i, i, i)
	}
	b.WriteString(`</div></main></body></html>`)
	return b.String()
}

func TestItemNamesTopHeadingAndWholeCardLink(t *testing.T) {
	items := itemsOf(t, italianTeasers(20, false), "https://notizie.example.it/cerca")
	if len(items) != 20 || items[2].Name != "Il titolo della notizia numero 3" {
		t.Errorf("the <h3> title names a teaser, not the <h4> source: %+v", items)
	}
	items = itemsOf(t, italianTeasers(20, true), "https://corsi.example.it/catalogo")
	if len(items) != 20 || items[2].Name != "Corso di cucina 3" || items[2].URL != "https://corsi.example.it/corsi/3" {
		t.Errorf("a card that is one link is named by its picture's alt, not its whole text: %+v", items)
	}
}

// spanishGameCards is a game shop's category in Spanish whose cards each
// show a row of tags (links to the tags' pages between dots, two of them
// on every card, one the card's own, all longer than the game's name), then the
// game's name as a link (named) or nothing (its picture not loaded: the
// link to the game holds an empty box), then a price.
func spanishGameCards(n int, named bool) string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="es"><head><title>Acción | Tienda de juegos</title></head><body>
<main><h1>Juegos de acción</h1><p>Los juegos de acción más vendidos de la semana, con ofertas para todos los gustos.</p><div class="rejilla">`)
	for i := 1; i <= n; i++ {
		name := ""
		if named {
			name = fmt.Sprintf(`<div class="nombre"><a href="/juego/%d">Nocturna %d</a></div>`, i, i)
		}
		fmt.Fprintf(&b, `<div class="tarjeta"><a href="/juego/%d"><div class="capsula"></div></a>%s`+
			`<div class="etiquetas"><a href="/etiqueta/accion">Acción</a> · <a href="/etiqueta/cooperativo">Cooperativo en línea</a> · <a href="/etiqueta/mundo-%d">Mundo abierto número %d</a></div>`+
			`<div class="precio">%d,99 €</div></div>`, i, name, i, i, 10+i)
	}
	b.WriteString(`</div></main></body></html>`)
	return b.String()
}

func TestItemNamesNotTheCardsTags(t *testing.T) {
	items := itemsOf(t, spanishGameCards(8, true), "https://tienda.example.es/accion")
	if len(items) != 8 {
		t.Fatalf("%d items, want 8: %+v", len(items), items)
	}
	if it := items[2]; it.Name != "Nocturna 3" || it.URL != "https://tienda.example.es/juego/3" || it.Price != "13,99 €" {
		t.Errorf("item 3: %+v", it)
	}
	// The cards show no name: their tags do not stand in for it.
	for _, it := range itemsOf(t, spanishGameCards(8, false), "https://tienda.example.es/accion") {
		if strings.Contains(it.URL, "/etiqueta/") || strings.HasPrefix(it.Name, "Mundo") {
			t.Errorf("an item named by its tag: %+v", it)
		}
	}
}

// dutchPublications is a researcher's list of publications in Dutch: a
// table row each, the title's link, then the authors and the journal as
// lines of their own, a button to save it, the citations and the year;
// no picture, price or paragraph.
func dutchPublications(n int) string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="nl"><head><title>Publicaties | Onderzoeker</title></head><body><main><h1>Publicaties</h1><table><tbody>`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<tr class="pub"><td><a href="/pub/%d">Over het leren van representaties, deel %d</a>`+
			`<div class="knop" role="button">Opslaan in mijn bibliotheek</div><div class="grijs">J de Vries, P Jansen</div><div class="grijs">Tijdschrift voor Informatica %d</div></td>`+
			`<td><a href="/citaties/%d">%d</a></td><td>20%02d</td></tr>`, i, i, i, i, 100*i, i)
	}
	b.WriteString(`</tbody></table></main></body></html>`)
	return b.String()
}

func TestItemTextIsTheCardsFirstLine(t *testing.T) {
	res, err := Extract(dutchPublications(12), Options{URL: "https://onderzoek.example.nl/publicaties"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Items) != 12 {
		t.Fatalf("%d items, want 12: %+v", len(res.Items), res.Items)
	}
	if it := res.Items[1]; it.Name != "Over het leren van representaties, deel 2" || it.Text != "J de Vries, P Jansen" {
		t.Errorf("item 2: %+v", it)
	}
	if !res.ItemsView {
		t.Errorf("publications with their authors are not the page's view")
	}
}

// italianLaunches is a page of today's launches in Italian: five cards
// (fewer than a run of cards the kind counts), each a picture linking to
// the product, its name's link, a line of prose and a row of topics, as
// the page's only list.
func italianLaunches() string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="it"><head><title>Lanci di oggi</title></head><body><main><h1>I prodotti lanciati oggi</h1><div class="lanci">`)
	for i, name := range []string{"Spazzamusica", "Mercato Vibrante", "Cane da revisione", "Mimica", "Bottega Claude"} {
		fmt.Fprintf(&b, `<section class="lancio"><a href="/prodotti/p%d"><img src="/i/%d.png" alt=""></a><div><a href="/prodotti/p%d">%s</a>`+
			`<div>Un'applicazione per mettere ordine nel lavoro di ogni giorno, numero %d</div>`+
			`<div><a href="/temi/produttivita">Produttività</a> • <a href="/temi/sviluppo">Strumenti per sviluppatori</a> • <a href="/temi/ia-%d">Intelligenza artificiale</a></div></div></section>`, i+1, i+1, i+1, name, i+1, i+1)
	}
	b.WriteString(`</div></main></body></html>`)
	return b.String()
}

func TestItemsOfASmallListInsideTheArticle(t *testing.T) {
	items := itemsOf(t, italianLaunches(), "https://lanci.example.it/")
	if len(items) != 5 {
		t.Fatalf("%d items, want 5: %+v", len(items), items)
	}
	if it := items[3]; it.Name != "Mimica" || it.URL != "https://lanci.example.it/prodotti/p4" || it.Image != "https://lanci.example.it/i/4.png" {
		t.Errorf("item 4: %+v", it)
	}
}

// portuguesePath is a learning path in Portuguese whose JSON-LD Course
// declares its courses as parts (hasPart), each named, with an address
// and a description in HTML; the page's body is its app's shell.
const portuguesePath = `<!doctype html><html lang="pt"><head><title>Engenharia de dados | Cursos</title>
<script type="application/ld+json">{"@context":"https://schema.org/","@type":"Course","name":"Engenharia de dados","description":"Um percurso de cursos e laboratórios.",
"hasPart":[{"@type":"Course","name":"Introdução aos dados","description":"\u003cp\u003eOs primeiros passos com dados.\u003c/p\u003e","url":"/cursos/101"},
{"@type":"Course","name":"Modelos e consultas","description":"Consultas e modelos.","url":"/cursos/102"},
{"@type":"Course","name":"Dados em produção","url":"/cursos/103"}]}</script>
</head><body><main><h1>Engenharia de dados</h1><p>Um percurso de cursos e laboratórios para quem quer trabalhar com dados na nuvem.</p><app-shell></app-shell></main></body></html>`

func TestListingItemsDeclaredAsParts(t *testing.T) {
	doc, err := dom.Parse(portuguesePath, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	want := []Item{
		{Name: "Introdução aos dados", URL: "/cursos/101", Text: "Os primeiros passos com dados."},
		{Name: "Modelos e consultas", URL: "/cursos/102", Text: "Consultas e modelos."},
		{Name: "Dados em produção", URL: "/cursos/103"},
	}
	if got := meta.DeclaredItems(doc, maxItems); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("items:\n got %+v\nwant %+v", got, want)
	}
	// An article's parts (the reviews a buying guide holds) are no list.
	article := strings.Replace(portuguesePath, `"@type":"Course","name":"Engenharia`, `"@type":"Article","name":"Engenharia`, 1)
	if doc, err = dom.Parse(article, dom.Limits{}); err != nil {
		t.Fatal(err)
	}
	if got := meta.DeclaredItems(doc, maxItems); got != nil {
		t.Errorf("an article's parts are items: %+v", got)
	}
}

// germanFilms is a list of films in German (a CollectionPage): each card a picture and the
// title linking to the film's page, then a link to the same page with
// the film's count of ratings ("%d Bewertungen", longer than some
// titles); the second card's votes are a bare number labelled as such.
func germanFilms() string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="de"><head><title>Die besten Filme | Filmliste</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"CollectionPage","name":"Die besten Filme"}</script></head><body><main><h1>Die besten Filme</h1><ol class="filme">`)
	for i, title := range []string{"1917", "Heat", "12 Monkeys", "Memento", "Parasite", "Se7en", "Alien", "Fargo"} {
		slug := fmt.Sprintf("/film/%d", i+1)
		votes := fmt.Sprintf(`<a href="%s">%d Bewertungen</a>`, slug, 1000+i)
		if i == 1 {
			votes = fmt.Sprintf(`<a href="%s" aria-label="12.345 Stimmen insgesamt">12.345</a>`, slug)
		}
		fmt.Fprintf(&b, `<li class="film"><a href="%s"><img src="/p/%d.jpg" alt=""></a><a href="%s">%s</a> %s <span>Drama, %d</span></li>`, slug, i+1, slug, title, votes, 1990+i)
	}
	b.WriteString(`</ol></main></body></html>`)
	return b.String()
}

func TestItemNamesInACountsForm(t *testing.T) {
	items := itemsOf(t, germanFilms(), "https://filme.example.de/beste")
	var names []string
	for _, it := range items {
		names = append(names, it.Name)
	}
	if want := "1917|Heat|12 Monkeys|Memento|Parasite|Se7en|Alien|Fargo"; strings.Join(names, "|") != want {
		t.Errorf("names %q, want %q", strings.Join(names, "|"), want)
	}
	if ok, why := itemsView(items, false, "https://filme.example.de/beste"); !ok {
		t.Errorf("the films are not the page's view: %s", why)
	}
}

// frenchTopics is a forum's list of topics in French: a row each, its
// title's link, its poster and date, its replies and views.
func frenchTopics(n int) string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="fr"><head><title>Aquariophilie - Forum</title></head><body><nav><a href="/">Accueil</a> <a href="/forum">Forums</a></nav><main><h1>Aquariophilie</h1><p>Questions et conseils sur vos aquariums.</p><ul class="sujets">`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<li class="sujet"><div class="titre"><a href="/t/sujet-%d">Mon aquarium de %d litres devient trouble après le changement d'eau</a></div>`+
			`<div class="meta"><a class="username" href="/membres/m%d">membre%d</a> · <time datetime="2025-03-%02dT10:00:00">%d mars 2025</time></div>`+
			`<dl class="stats"><dt>Réponses</dt><dd>%d</dd><dt>Affichages</dt><dd>%d</dd></dl></li>`, i, 50+i, i, i, i%28+1, i%28+1, i*3, i*100)
	}
	b.WriteString(`</ul></main><footer>© Forum</footer></body></html>`)
	return b.String()
}

func TestTopicListHasItems(t *testing.T) {
	res, err := Extract(frenchTopics(20), Options{URL: "https://forum.example.fr/f/aquariophilie"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Kind != KindDiscussion || res.Type != TypeMultiple || len(res.Posts) != 0 {
		t.Fatalf("kind %q type %q, %d posts: want a discussion of many areas without posts", res.Kind, res.Type, len(res.Posts))
	}
	if len(res.Items) != 20 || res.Items[4].Name != "Mon aquarium de 55 litres devient trouble après le changement d'eau" || res.Items[4].URL != "https://forum.example.fr/t/sujet-5" {
		t.Fatalf("%d items: %+v", len(res.Items), res.Items)
	}
	if res.ItemsView {
		t.Errorf("bare topic names open the reader: the article shows their posters and replies too")
	}
}

// dutchStories is a front page in Dutch: each story a picture linking to
// its video, its headline linking to the story; the last card a box of
// the most read, linking the second story again.
func dutchStories() string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="nl"><head><title>Voorpagina | Krant</title></head><body><main><h1>Voorpagina</h1><div class="verhalen">`)
	for i := 1; i <= 8; i++ {
		fmt.Fprintf(&b, `<article class="verhaal"><a href="/video/%d"><img src="/b/%d.jpg" alt=""></a><h2><a href="/verhaal/%d">Het %dde verhaal van vandaag over de stad</a></h2><p>Een korte samenvatting van het verhaal nummer %d.</p></article>`, i, i, i, i, i)
	}
	b.WriteString(`<article class="verhaal"><a href="/video/meest"><img src="/b/m.jpg" alt=""></a><h2><a href="/meest-gelezen">Meest gelezen vandaag</a></h2><p><a href="/verhaal/2">Het 2de verhaal van vandaag over de stad</a></p></article>`)
	b.WriteString(`</div></main></body></html>`)
	return b.String()
}

func TestItemAddressIsItsHeadingsLink(t *testing.T) {
	items := itemsOf(t, dutchStories(), "https://krant.example.nl/")
	if len(items) < 8 {
		t.Fatalf("%d items, want 8 at least: %+v", len(items), items)
	}
	if it := items[1]; it.Name != "Het 2de verhaal van vandaag over de stad" || it.URL != "https://krant.example.nl/verhaal/2" {
		t.Errorf("item 2: %+v", it)
	}
}

// spanishShopTab is a small shop's tab of five products in Spanish whose
// cards differ in class (three "variable producto", two named by their
// slug), each a picture, a linked name and a price.
func spanishShopTab() string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="es"><head><title>Accesorios | Tienda</title></head><body><main><h1>Accesorios para el comedero</h1><ul class="productos">`)
	for i, p := range []struct{ class, name string }{{"variable producto", "Set de nutrición completo"}, {"slug-soporte producto", "Soporte de pared"},
		{"slug-bolas producto", "Soporte para bolas de sebo"}, {"variable producto", "Techo solar"}, {"variable producto", "Extensor de percha"}} {
		fmt.Fprintf(&b, `<li class="%s"><div class="envoltura"><a href="/producto/p%d"><img src="/i/%d.png" alt=""></a>`+
			`<h3><a href="/producto/p%d">%s</a></h3><span class="precio">%d,00 €</span></div></li>`, p.class, i+1, i+1, i+1, p.name, 20+i)
	}
	b.WriteString(`</ul></main></body></html>`)
	return b.String()
}

func TestItemCardsGroupedByShapeNotClass(t *testing.T) {
	items := itemsOf(t, spanishShopTab(), "https://tienda.example.es/accesorios")
	if len(items) != 5 {
		t.Fatalf("%d items, want the five products whatever their class: %+v", len(items), items)
	}
	if it := items[1]; it.Name != "Soporte de pared" || it.URL != "https://tienda.example.es/producto/p2" || it.Price != "21,00 €" {
		t.Errorf("item 2: %+v", it)
	}
}

// dutchReadingList is a reading list in Dutch laid out as a page of
// sections of one class: the list's introduction (the page's <h1>, a
// link to another page), eight titles (an <h4> link and its authors) and
// a quotation between them (no heading, its source's link).
func dutchReadingList() string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="nl"><head><title>Bibliotheek</title></head><body><main><article class="secties">` +
		`<section class="pagina-sectie"><h1><a href="/verbeelden">Bibliotheek van kleine utopieën</a></h1><p>Hier zijn enkele boeken, artikelen en podcasts die ons inspireren.</p></section>`)
	for i := 1; i <= 8; i++ {
		if i == 3 {
			b.WriteString(`<section class="pagina-sectie"><blockquote><p>“Om te overleven heeft elke soort leefbare samenwerkingen nodig.”</p></blockquote>` +
				`<p><a href="https://nl.example.org/wiki/De_paddenstoel">— Anna Tsing, De paddenstoel aan het einde van de wereld</a></p></section>`)
		}
		fmt.Fprintf(&b, `<section class="pagina-sectie"><h4><a href="https://tijdschrift.example.nl/artikel-%d">Een nieuwe weg vooruit, deel %d</a></h4><p>door Schrijver %d en anderen</p></section>`, i, i, i)
	}
	b.WriteString(`</article></main></body></html>`)
	return b.String()
}

func TestItemCardsOfAnotherShapeAreNoItems(t *testing.T) {
	items := itemsOf(t, dutchReadingList(), "https://bibliotheek.example.nl/lijst")
	if len(items) != 8 {
		t.Fatalf("%d items, want the eight titles (not the introduction, not the quotation): %+v", len(items), items)
	}
	if it := items[0]; it.Name != "Een nieuwe weg vooruit, deel 1" || it.Text != "door Schrijver 1 en anderen" {
		t.Errorf("item 1: %+v", it)
	}
}

// germanCups is a shop's category in German whose cards are a picture,
// a link and a price (no heading), its last card its pager: a link to
// the category's next page ("/tassen/seite/2/", or "?seite=2" by query).
func germanCups(more string) string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="de"><head><title>Tassen | Laden</title></head><body><main><h1>Tassen</h1><div class="raster">`)
	for i := 1; i <= 8; i++ {
		fmt.Fprintf(&b, `<div class="produkt"><a href="/p/tasse-%d"><img src="/b/%d.jpg" alt=""></a><a href="/p/tasse-%d">Kaffeetasse aus Steingut, Modell %d</a><span>1%d,95 €</span></div>`, i, i, i, i, i)
	}
	fmt.Fprintf(&b, `<div class="produkt"><a href="%s">Weitere laden</a></div></div></main></body></html>`, more)
	return b.String()
}

func TestListsPagerIsNoItem(t *testing.T) {
	for _, more := range []string{"/tassen/seite/2/", "/tassen?seite=2", "https://laden.example.de/tassen/2"} {
		items := itemsOf(t, germanCups(more), "https://laden.example.de/tassen")
		if len(items) != 8 || items[7].Name != "Kaffeetasse aus Steingut, Modell 8" {
			t.Errorf("%s: %d items, want the eight cups without the pager: %+v", more, len(items), items)
		}
	}
	// A last card linking to a page of its own is an item.
	if items := itemsOf(t, germanCups("/tassen/angebote-2024"), "https://laden.example.de/tassen"); len(items) != 9 {
		t.Errorf("%d items, want 9: %+v", len(items), items)
	}
}

func TestPageOf(t *testing.T) {
	for _, c := range []struct {
		page, link string
		want       bool
	}{
		{"https://a.example/", "https://a.example/page/2/", true},
		{"https://a.example/news/", "https://a.example/news/page/3", true},
		{"https://a.example/news/page/2/", "https://a.example/news/page/3/", true},
		{"https://a.example/news", "https://a.example/news?page=2", true},
		{"https://a.example/news?cat=x&offset=20", "https://a.example/news?cat=x&offset=40", true},
		{"https://a.example/news?cat=x", "https://a.example/news?cat=y", false},
		{"https://a.example/news", "https://a.example/news/una-storia", false},
		{"https://a.example/news", "https://b.example/news/2", false},
		{"https://a.example/news", "https://a.example/news", false},
	} {
		if got := pageOf(c.page, c.link); got != c.want {
			t.Errorf("pageOf(%q, %q) = %v, want %v", c.page, c.link, got, c.want)
		}
	}
}

// portugueseBlogHome is a blog's front page in Portuguese laid out in
// boxes: its featured post in one, its latest two in another, each post
// an <article> (the author's avatar and link first, then the title's
// link around an <h2>), and every box again in a copy for narrow screens.
func portugueseBlogHome() string {
	post := func(slug, title string) string {
		return `<div class="x1"><article class="a9"><div role="link"><a href="https://blog.example.pt/@equipa"><img src="/av.png" alt="Equipa de engenharia"></a>` +
			`<a href="https://blog.example.pt/@equipa">Equipa de engenharia</a><a href="/` + slug + `?fonte=inicio"><h2>` + title + `</h2></a>` +
			`<p>Como a nossa equipa resolveu o problema, passo a passo, com números.</p><span>há 5 dias</span></div></article></div>`
	}
	box := post("dados-globais", "Modernizar a análise de dados globais") + `<h2>Recentes</h2><div class="x2">` +
		post("vetores-jdk", "Sistemas de recomendação com vetores") + post("contentores", "Contentores em processadores modernos") + `</div>`
	return `<!doctype html><html lang="pt"><head><title>Blogue de engenharia</title></head><body><header><a href="/">Início</a><a href="/entrar">Entrar</a></header>` +
		`<main><h1>Blogue de engenharia</h1><div class="largo">` + box + `</div><div class="estreito">` + box + `</div></main></body></html>`
}

func TestItemsOfArticlesInBoxesOfTheirOwn(t *testing.T) {
	res, err := Extract(portugueseBlogHome(), Options{URL: "https://blog.example.pt/"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Items) != 3 {
		t.Fatalf("%d items, want the three posts once each: %+v (kind %s)", len(res.Items), res.Items, res.Kind)
	}
	if it := res.Items[2]; it.Name != "Contentores em processadores modernos" || it.URL != "https://blog.example.pt/contentores?fonte=inicio" {
		t.Errorf("item 3: %+v", it)
	}
}
