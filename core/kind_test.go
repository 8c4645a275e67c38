package core

import (
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/meta"
)

func TestDecideKind(t *testing.T) {
	for _, c := range []struct {
		name string
		f    kindFacts
		want PageKind
	}{
		{"a thread of posts", kindFacts{pageType: TypeMultiple, schema: meta.SchemaTypes{"Product": 1}}, KindDiscussion},
		{"one declared product", kindFacts{schema: meta.SchemaTypes{"Product": 1, "Offer": 1, "BreadcrumbList": 1}}, KindProduct},
		{"a product with a review (a review article's itemReviewed)", kindFacts{schema: meta.SchemaTypes{"Product": 1, "Review": 1}}, KindArticle},
		{"a product on offer with its customers' reviews", kindFacts{schema: meta.SchemaTypes{"Product": 1, "Offer": 1, "Review": 3}, product: &meta.Product{Name: "Lamp", Price: "30"}}, KindProduct},
		{"a product on offer in a news article", kindFacts{schema: meta.SchemaTypes{"Product": 1, "NewsArticle": 1, "Review": 1}, product: &meta.Product{Name: "Lamp", Price: "30"}}, KindArticle},
		{"many declared products", kindFacts{schema: meta.SchemaTypes{"Product": 12, "ItemList": 1}}, KindListing},
		{"a collection page", kindFacts{schema: meta.SchemaTypes{"CollectionPage": 1}, dated: true}, KindListing},
		{"the listing stage's items", kindFacts{listing: true}, KindListing},
		{"a tech article", kindFacts{schema: meta.SchemaTypes{"TechArticle": 1}}, KindDocumentation},
		{"code blocks", kindFacts{codeBlocks: 5, dated: true}, KindDocumentation},
		{"a docs generator", kindFacts{generator: "Docusaurus v3.1"}, KindDocumentation},
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
