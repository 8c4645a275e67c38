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
