package core

import (
	"strings"
	"testing"
)

// productFAQ is a long block of questions and answers under a product,
// written for search engines: denser prose than the product's own block.
func productFAQ() string {
	var b strings.Builder
	b.WriteString(`<section class="seo"><h2>Häufige Fragen zu Wanderschuhen</h2>`)
	for i := 1; i <= 8; i++ {
		b.WriteString(`<h3>Wie finde ich die richtige Größe für meine Wanderschuhe?</h3><p>Messen Sie Ihre Füße am Abend, wenn sie am größten sind, und lassen Sie vorne etwa einen Daumen breit Platz. Tragen Sie beim Anprobieren die Socken, die Sie auch auf der Tour tragen werden, und gehen Sie einige Schritte bergab, damit die Zehen nicht anstoßen.</p>`)
	}
	b.WriteString(`</section>`)
	return b.String()
}

// productPage is a shop's product page in German: the product's block
// (headline, price, description, details) above a long FAQ written for
// search engines, with the product declared in JSON-LD or microdata.
func productPage(declared, descAttr string) string {
	return `<html><head><title>Bergläufer GTX Wanderschuh | Schuhhaus</title>` + declared + `</head><body>` + listingMenu +
		`<div class="product"><div class="gallery"><img src="/i/1.jpg" alt=""></div><div class="info"><h1>Bergläufer GTX Wanderschuh</h1><p class="price">129,95 €</p>` +
		`<div class="desc"` + descAttr + `><p>Der Bergläufer GTX ist ein leichter Wanderschuh mit wasserdichter Membran für lange Touren.</p>` +
		`<ul><li>Obermaterial: Veloursleder</li><li>Sohle: Vibram Megagrip</li><li>Gewicht: 480 g pro Schuh</li></ul></div></div></div>` +
		productFAQ() + `<footer><p>© Schuhhaus GmbH. Alle Rechte vorbehalten.</p></footer></body></html>`
}

// orgHeader is a shop's header declaring its Organization in microdata,
// with a description of its own.
const orgHeader = `<header itemscope itemtype="https://schema.org/Organization"><a href="/">Schuhhaus</a><p itemprop="description">Schuhhaus ist Ihr Fachgeschäft für Wanderschuhe und Bergsport seit 1952.</p></header>`

// A product page's article is the product's own block — its headline and
// its description, which the page marks through the declared Product —
// not the denser FAQ below it, in JSON-LD and in microdata alike.
func TestProductPageArticleIsTheProductBlock(t *testing.T) {
	jsonLD := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Bergläufer GTX Wanderschuh",` +
		`"description":"Der Bergläufer GTX ist ein leichter Wanderschuh mit wasserdichter Membran für lange Touren.","offers":{"@type":"Offer","price":"129.95","priceCurrency":"EUR"}}</script>`
	micro := `<meta name="x" content="y">`
	for _, c := range []struct{ name, page string }{
		{"json-ld", productPage(jsonLD, "")},
		{"microdata", strings.Replace(productPage(micro, ` itemprop="description"`), `<div class="product">`, `<div class="product" itemscope itemtype="https://schema.org/Product"><meta itemprop="name" content="Bergläufer GTX Wanderschuh"><meta itemprop="price" content="129.95">`, 1)},
		// The shop's own description, in its header's Organization item,
		// is not the product's.
		{"microdata under an organization", strings.Replace(productPage(micro, ` itemprop="description"`), `<div class="product">`, orgHeader+`<div class="product" itemscope itemtype="https://schema.org/Product"><meta itemprop="name" content="Bergläufer GTX Wanderschuh"><meta itemprop="price" content="129.95">`, 1)},
	} {
		name, page := c.name, c.page
		res, err := Extract(page, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"leichter Wanderschuh mit wasserdichter Membran", "Vibram Megagrip", "129,95 €"} {
			if !strings.Contains(res.Article.Text, want) {
				t.Errorf("%s: article lacks %q: %q", name, want, res.Article.Text)
			}
		}
		if strings.Contains(res.Article.Text, "Messen Sie Ihre Füße") {
			t.Errorf("%s: the FAQ below the product is the article: %q", name, res.Article.Text)
		}
		if res.Kind != KindProduct {
			t.Errorf("%s: kind %q, want product", name, res.Kind)
		}
	}
}

// paginaProducto is a Spanish shop's product page: the buy box (name,
// price, rating) in one column, the description — long prose, denser than
// anything else — and the specifications in the other, recommendations
// below; the product declared in JSON-LD with a description the page
// shows as one paragraph of lines split by <br>.
func paginaProducto(ld string) string {
	return `<html><head><title>Silla Nórdica Roble | Muebles Sol</title>` + ld + `</head><body>` + listingMenu +
		`<main><div class="producto"><div class="compra"><h1>Silla Nórdica Roble</h1><p class="precio">89,90 €</p><p class="valoracion">4,6 de 5 (213 opiniones)</p><p>En stock: envío en 24 horas</p></div>` +
		`<div class="detalles"><h2>Descripción</h2><p>La silla Nórdica está hecha a mano en madera maciza de roble con acabado natural al aceite.<br>` +
		`Su respaldo curvo sostiene la espalda durante las comidas largas y las tardes de trabajo en casa, y el asiento ancho deja sentarse de lado sin perder apoyo.<br>` +
		`Cada pieza se lija y se aceita tres veces en nuestro taller de Valencia antes de salir hacia su casa, de modo que la veta de la madera se ve y se toca.<br>` +
		`Combina con las mesas de la misma serie y con cualquier comedor de líneas sencillas; se limpia con un paño húmedo y un poco de jabón neutro.</p>` +
		`<h2>Especificaciones</h2><table><tr><th>Material</th><td>Roble macizo</td></tr><tr><th>Altura</th><td>82 cm</td></tr><tr><th>Peso</th><td>4,5 kg</td></tr></table></div></div></main>` +
		`<section class="relacionados"><h2>También te puede gustar</h2><ul><li><a href="/p/1">Mesa Nórdica</a> 249 €</li><li><a href="/p/2">Banco Nórdico</a> 129 €</li><li><a href="/p/3">Taburete Roble</a> 59 €</li></ul></section>` +
		`<footer><p>© Muebles Sol S.L. Todos los derechos reservados.</p></footer></body></html>`
}

// The article holds the product's description; the product's block
// around it holds its name, price and rating too, and the article grows
// to it: the buy box joins, the recommendations below stay out.
func TestProductArticleGrowsToTheBuyBox(t *testing.T) {
	ld := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Silla Nórdica Roble",` +
		`"description":"La silla Nórdica está hecha a mano en madera maciza de roble con acabado natural al aceite.\nSu respaldo curvo sostiene la espalda.",` +
		`"offers":{"@type":"Offer","price":"89.90","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script>`
	res, err := Extract(paginaProducto(ld), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"89,90 €", "4,6 de 5", "hecha a mano en madera maciza", "Roble macizo"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q: %q", want, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, "Mesa Nórdica") || strings.Contains(res.Article.Text, "derechos reservados") {
		t.Errorf("the recommendations or the footer joined the article: %q", res.Article.Text)
	}
}

// fietstas is a Dutch shop's product page whose headline (heading) reads
// unlike the name its JSON-LD declares for search engines, and whose
// declared Product has no description: the product's text is the article
// SD finds, beside the buy box.
func fietstas(heading string) string {
	ld := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Fietstas kopen – gratis verzending vanaf 50 euro",` +
		`"offers":{"@type":"Offer","price":"64.95","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}</script>`
	return `<html><head><title>Fietstas kopen? Bestel online | Fietsshop</title>` + ld + `</head><body>` + listingMenu +
		`<div class="product"><div class="koop">` + heading + `<p class="prijs">€ 64,95</p><p>Op voorraad, morgen in huis</p></div>` +
		`<div class="info"><h2>Productinformatie</h2><p>Deze fietstas is gemaakt van gelast PVC-vrij doek en blijft ook bij urenlange regen van binnen droog. ` +
		`De rolsluiting houdt water en stof buiten, en met de verstelbare haken past de tas op vrijwel elke bagagedrager.</p>` +
		`<p>Binnenin zit een los vak voor een laptop tot 15 inch, en de reflecterende strepen aan de zijkant maken je in het donker goed zichtbaar voor ander verkeer.</p></div></div>` +
		`<section class="aanbevolen"><h2>Anderen bekeken ook</h2><ul><li><a href="/p/1">Stuurtas</a> € 39,95</li><li><a href="/p/2">Zadeltas</a> € 24,95</li><li><a href="/p/3">Fietskrat</a> € 19,95</li></ul></section>` +
		`<footer><p>Fietsshop B.V. — klantenservice, verzending en retourneren, algemene voorwaarden en privacy. Alle prijzen zijn inclusief btw.</p></footer></body></html>`
}

// The page's only level-1 heading (an h1, or an element ARIA makes one)
// names the product even when it reads unlike the declared name, and the
// article the page shows anchors the product's block when the declared
// Product has no description: the buy box beside it joins the article.
func TestProductHeadlineIsTheOnlyTopHeading(t *testing.T) {
	for _, c := range []struct{ name, heading string }{
		{"h1", `<h1>Waterdichte fietstas 20 liter</h1>`},
		{"aria heading", `<div class="titel" role="heading" aria-level="1">Waterdichte fietstas 20 liter</div>`},
	} {
		name, heading := c.name, c.heading
		res, err := Extract(fietstas(heading), Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"€ 64,95", "Op voorraad", "gelast PVC-vrij doek", "reflecterende strepen"} {
			if !strings.Contains(res.Article.Text, want) {
				t.Errorf("%s: article lacks %q: %q", name, want, res.Article.Text)
			}
		}
		if strings.Contains(res.Article.Text, "Zadeltas") || strings.Contains(res.Article.Text, "inclusief btw") {
			t.Errorf("%s: the recommendations or the footer joined the article: %q", name, res.Article.Text)
		}
	}
}

// A shop built by scripts sends a shell — menu, an empty box, footer —
// and its product as JSON-LD: the declared facts are the article, each
// in the page's own words, with no label of ours.
func TestProductShellReadsTheDeclaredFacts(t *testing.T) {
	ld := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Silla Nórdica Roble","brand":{"@type":"Brand","name":"Muebles Sol"},` +
		`"description":"Silla de roble macizo hecha a mano, con acabado natural al aceite.",` +
		`"offers":{"@type":"Offer","price":"89.90","priceCurrency":"EUR","availability":"https://schema.org/InStock"},` +
		`"aggregateRating":{"@type":"AggregateRating","ratingValue":"4.6","reviewCount":"213"},` +
		`"additionalProperty":[{"@type":"PropertyValue","name":"Material","value":"Roble macizo"},{"@type":"PropertyValue","name":"Altura","value":"82 cm"}]}</script>`
	page := `<html><head><title>Silla Nórdica Roble | Muebles Sol</title>` + ld + `</head><body>` + listingMenu +
		`<div id="app"><div class="cargando"></div></div><footer><p>© Muebles Sol</p></footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Muebles Sol", "89.90 EUR InStock", "★ 4.6 (213)", "Silla de roble macizo hecha a mano", "Material", "Roble macizo", "82 cm"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q: %q", want, res.Article.Text)
		}
	}
	if !strings.Contains(res.Article.HTML, "<dt>Altura</dt>") {
		t.Errorf("the specifications are not a definition list: %s", res.Article.HTML)
	}
	if res.Kind != KindProduct {
		t.Errorf("kind %q, want product", res.Kind)
	}
}

// A description the page shows as one long paragraph of lines split by
// <br> is found by its first sentence, however long the rest: the
// product's block replaces the denser questions and answers below it.
func TestProductDescriptionInALongParagraph(t *testing.T) {
	ld := `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Lámpara Arco Latón",` +
		`"description":"Lámpara de pie con brazo en arco de latón macizo y pantalla de lino.\nIlumina la mesa del comedor desde el suelo.",` +
		`"offers":{"@type":"Offer","price":"349","priceCurrency":"EUR"}}</script>`
	var faq strings.Builder
	faq.WriteString(`<section class="seo"><h2>Preguntas frecuentes sobre lámparas de pie</h2>`)
	for i := 0; i < 8; i++ {
		faq.WriteString(`<h3>¿Qué altura debe tener una lámpara de pie junto al sofá?</h3><p>La parte baja de la pantalla debe quedar a la altura de los ojos de quien está sentado, ` +
			`unos ciento veinte centímetros del suelo, para que la luz caiga sobre el libro sin deslumbrar; en un salón alto conviene una pantalla ancha que reparta la luz.</p>`)
	}
	faq.WriteString(`</section>`)
	page := `<html><head><title>Lámpara Arco Latón | Luz y Casa</title>` + ld + `</head><body>` + listingMenu +
		`<div class="producto"><h1>Lámpara Arco Latón</h1><p class="precio">349 €</p><div class="texto"><p>Lámpara de pie con brazo en arco de latón macizo y pantalla de lino.<br>` +
		`Ilumina la mesa del comedor desde el suelo.<br>El brazo gira ciento ochenta grados y la base de mármol la mantiene firme.<br>Cable textil de dos metros con interruptor de pie.<br>` +
		`La pantalla de lino lavado difumina la bombilla y da una luz cálida que no deslumbra.<br>Se entrega montada a medias: solo hay que atornillar el brazo a la base.</p></div></div>` +
		faq.String() + `<footer><p>© Luz y Casa</p></footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"349 €", "brazo en arco de latón", "interruptor de pie"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q: %q", want, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, "ciento veinte centímetros") {
		t.Errorf("the questions below the product are the article: %q", res.Article.Text)
	}
}

// A store may build its product's details as a "modal" shown in the page
// (BEM: the block "detalhes-modal", its parts "detalhes-modal__secao").
// Once the block is the article, its parts named after it are the
// product's details, not a pop-up in the story; a part whose own name
// holds a noise word ("__share") still goes. In Portuguese.
func TestProductDetailsNamedModalKeepTheirParts(t *testing.T) {
	section := func(title, text string) string {
		return `<div><h3 class="detalhes-modal__titulo">` + title + `</h3><div class="detalhes-modal__secao"><p class="detalhes-modal__paragrafo">` + text + `</p></div></div>`
	}
	page := `<html><head><title>Estante Quadra branca | Loja</title></head><body>` + listingMenu +
		`<main><div class="detalhes-modal"><h2 class="detalhes-modal__titulo">Detalhes do produto</h2>` +
		`<div class="detalhes-modal__secao"><p class="detalhes-modal__paragrafo">O design simples, de linhas limpas, torna a estante Quadra flexível e fácil de usar em casa, na sala ou no escritório.</p>` +
		`<p class="detalhes-modal__paragrafo">Escolha se a quer de pé, como estante, ou deitada, como aparador, e acrescente caixas e portas para guardar o que quiser longe da vista.</p>` +
		`<p class="detalhes-modal__paragrafo">Exponha os seus objetos favoritos nas prateleiras abertas ou crie arrumação fechada à sua medida.</p></div>` +
		section("Bom saber", "Este móvel suporta uma carga máxima de 25 kg no tampo e combina com outras peças da mesma série.") +
		section("Materiais e cuidados", "Aglomerado de madeira, painel de fibras, tinta acrílica. Limpe com um pano húmido e um detergente suave.") +
		`<div class="detalhes-modal__share"><a href="/partilhar">Partilhar no Facebook</a> <a href="/email">Enviar por e-mail</a></div>` +
		`</div></main><footer><p>© Loja Lda. Todos os direitos reservados.</p></footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"linhas limpas", "carga máxima de 25 kg", "pano húmido"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q: %q", want, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, "Partilhar no Facebook") {
		t.Errorf("the share box named after its own part stayed: %q", res.Article.Text)
	}
}
