package meta

import (
	"reflect"
	"testing"

	"github.com/pith-reader/pith/core/dom"
)

func TestReadProduct(t *testing.T) {
	for _, c := range []struct {
		name, ld string
		want     *Product
	}{
		{"an offer", `{"@context":"https://schema.org","@type":"Product","name":"Trail shoe","brand":{"@type":"Brand","name":"Acme"},"sku":"TS-1",
"offers":{"@type":"Offer","price":"89.00","priceCurrency":"EUR","availability":"https://schema.org/InStock"},
"aggregateRating":{"@type":"AggregateRating","ratingValue":4.6,"reviewCount":"133"}}`,
			&Product{Name: "Trail shoe", Brand: "Acme", SKU: "TS-1", Price: "89.00", Currency: "EUR", Availability: "InStock", Rating: "4.6", Reviews: "133"}},
		{"offers with a range, in a graph", `{"@graph":[{"@type":"WebPage"},{"@type":["Product"],"name":"Mug","offers":[
{"@type":"Offer","price":12.5,"priceCurrency":"USD","availability":"http://schema.org/OutOfStock"},{"@type":"Offer","price":9,"priceCurrency":"USD"}]}]}`,
			&Product{Name: "Mug", Price: "9–12.5", Currency: "USD", Availability: "OutOfStock"}},
		{"an aggregate offer", `{"@type":"ProductGroup","name":"Sofa","offers":{"@type":"AggregateOffer","lowPrice":"1200","highPrice":"2400","priceCurrency":"AUD"}}`,
			&Product{Name: "Sofa", Price: "1200–2400", Currency: "AUD"}},
		{"a description, its entities read and its spaces folded", `{"@type":"Product","name":"Scarf","description":"Light &amp; warm.\n  Two sizes."}`,
			&Product{Name: "Scarf", Description: "Light & warm. Two sizes."}},
		{"specifications, one without a value left out", `{"@type":"Product","name":"Silla","additionalProperty":[{"@type":"PropertyValue","name":"Material","value":"Roble"},
{"@type":"PropertyValue","name":"Peso","value":4.5},{"@type":"PropertyValue","name":"Color"}]}`,
			&Product{Name: "Silla", Properties: []Property{{"Material", "Roble"}, {"Peso", "4.5"}}}},
		{"offers written with a capital", `{"@type":"Product","name":"Interfaz de audio","Offers":[{"@type":"Offer","price":299.99000000000001,"priceCurrency":"EUR"}]}`,
			&Product{Name: "Interfaz de audio", Price: "299.99", Currency: "EUR"}},
		{"a product group, priced by its variants' offers", `{"@type":"ProductGroup","name":"Veste","hasVariant":[{"@type":"Product","name":"Veste, rouge","offers":{"@type":"Offer","price":"120","priceCurrency":"EUR"}},
{"@type":"Product","name":"Veste, noire","offers":{"@type":"Offer","price":"140","priceCurrency":"EUR","availability":"https://schema.org/InStock"}}]}`,
			&Product{Name: "Veste", Price: "120–140", Currency: "EUR", Availability: "InStock", variants: []string{"Product", "Product"}}},
		{"no product", `{"@type":"NewsArticle","headline":"Product recall"}`, nil},
		{"broken", `{"@type":"Product", "name": `, nil},
	} {
		got := readProduct(c.ld)
		switch {
		case got == nil && c.want == nil:
		case got == nil || c.want == nil || !reflect.DeepEqual(*got, *c.want):
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}

func TestReadFindsTheProduct(t *testing.T) {
	page := `<html><head><script type="application/ld+json">{"@type":"BreadcrumbList"}</script>
<script type="application/ld+json">{"@type":"Product","name":"Lamp","offers":{"price":"30","priceCurrency":"GBP"}}</script></head><body><h1>Lamp</h1></body></html>`
	doc, err := dom.Parse(page, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	m := Read(doc, make([]bool, doc.Len()), "")
	if m.Product == nil || m.Product.Name != "Lamp" || m.Product.Price != "30" || m.Product.Currency != "GBP" {
		t.Errorf("Product = %+v", m.Product)
	}
}

// TestReadFindsAMicrodataProduct: a shop that writes schema.org in its
// markup (itemscope, itemprop) gets the facts JSON-LD would give: a
// <meta>'s content, a content attribute over the shown price, a link's
// availability, the brand and rating items; a nested item's name is not
// the product's.
func TestReadFindsAMicrodataProduct(t *testing.T) {
	page := `<html><head><title>Wanderschuh</title></head><body>
<div itemscope itemtype="https://schema.org/Product">
  <h1 itemprop="name">Wanderschuh Alpin</h1>
  <div itemprop="brand" itemscope itemtype="https://schema.org/Brand"><span itemprop="name">Bergwerk</span></div>
  <meta itemprop="sku" content="WA-42">
  <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
    <span itemprop="price" content="129.90">129,90 €</span><meta itemprop="priceCurrency" content="EUR">
    <link itemprop="availability" href="https://schema.org/InStock">Auf Lager
  </div>
  <div itemprop="aggregateRating" itemscope itemtype="https://schema.org/AggregateRating">
    <span itemprop="ratingValue">4,7</span> von 5 (<span itemprop="reviewCount">58</span> Bewertungen)
  </div>
  <p itemprop="description">Ein leichter Schuh für lange Touren.</p>
</div></body></html>`
	doc, err := dom.Parse(page, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	m := Read(doc, make([]bool, doc.Len()), "")
	want := Product{Name: "Wanderschuh Alpin", Brand: "Bergwerk", SKU: "WA-42", Price: "129.90", Currency: "EUR", Availability: "InStock", Rating: "4,7", Reviews: "58", Description: "Ein leichter Schuh für lange Touren."}
	if m.Product == nil || !reflect.DeepEqual(*m.Product, want) {
		t.Errorf("Product = %+v, want %+v", m.Product, want)
	}
}

// A product in three colours declares one Product and its variants: the
// page declares one product, not a listing of four.
func TestVariantsAreNotMoreProducts(t *testing.T) {
	page := `<html><head><script type="application/ld+json">{"@type":"Product","name":"Gesp","offers":{"price":"45","priceCurrency":"EUR"},"hasVariant":[` +
		`{"@type":"Product","name":"Gesp, zilver"},{"@type":"Product","name":"Gesp, goud"},{"@type":"Product","name":"Gesp, brons"}]}</script></head><body><h1>Gesp</h1></body></html>`
	doc, err := dom.Parse(page, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	m := Read(doc, make([]bool, doc.Len()), "")
	if n := m.Schema.Count("Product"); n != 1 {
		t.Errorf("%d products declared, want 1 (the variants are the same product)", n)
	}
}
