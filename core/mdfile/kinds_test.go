package mdfile

import (
	"strings"
	"testing"

	"github.com/pith-reader/pith/core"
)

// A listing that shows its items is saved as its introduction, then its
// items as a list; names and addresses cannot break out of their link.
func TestMarkdownListingItems(t *testing.T) {
	res := &core.Result{Type: core.TypeArticle, Kind: core.KindListing, Title: "Cafeteiras",
		Article: core.Content{Markdown: "Escolha a sua.\n\n- [Moka](https://loja.example/1)\n- [Bialetti](https://loja.example/2)"},
		Intro:   &core.Content{Markdown: "Escolha a sua."},
		Items: []core.Item{
			{Name: "Moka [3 xícaras]", URL: "https://loja.example/p/moka_(3)", Price: "149.90", Currency: "BRL", Text: "Alumínio, fogão a gás."},
			{Name: "<b>Bialetti</b>", Price: "R$ 199,90"},
		}, ItemsView: true}
	got := Markdown(res, Options{})
	want := "# Cafeteiras\n\nEscolha a sua.\n\n" +
		"- [Moka \\[3 xícaras\\]](https://loja.example/p/moka_\\(3\\)) — 149.90 BRL — Alumínio, fogão a gás.\n" +
		"- &lt;b>Bialetti&lt;/b> — R$ 199,90\n"
	if !strings.HasSuffix(got, want) {
		t.Errorf("got\n%s\nwant it to end with\n%s", got, want)
	}
	res.Intro = nil // the article does not show the items: whole, then them
	if got := Markdown(res, Options{}); !strings.Contains(got, "- [Bialetti](https://loja.example/2)\n\n- [Moka") {
		t.Errorf("without an intro:\n%s", got)
	}
	res.Intro, res.ItemsView = &core.Content{Markdown: "Escolha a sua."}, false // the items did not pass the gate: the article alone
	if got := Markdown(res, Options{}); !strings.HasSuffix(got, "- [Bialetti](https://loja.example/2)\n") || strings.Contains(got, "Moka [3") || strings.Contains(got, "149.90") {
		t.Errorf("items that do not pass the gate:\n%s", got)
	}
}

// A product page is saved with its card: picture, then its facts.
func TestMarkdownProductCard(t *testing.T) {
	res := &core.Result{Type: core.TypeArticle, Kind: core.KindProduct, Title: "Silla Nórdica",
		Product: &core.Product{Name: "Silla Nórdica", Image: "https://muebles.example/silla (1).jpg", Price: "89.90", Currency: "EUR",
			Availability: "InStock", Rating: "4.6", Reviews: "213"},
		Article: core.Content{Markdown: "Hecha a mano."}}
	want := "![Silla Nórdica](https://muebles.example/silla%20\\(1\\).jpg)\n\n" +
		"**Price:** 89.90 EUR · **Availability:** in stock · **Rating:** 4.6 (213 reviews)\n\nHecha a mano.\n"
	if got := Markdown(res, Options{}); !strings.HasSuffix(got, want) {
		t.Errorf("got\n%s\nwant it to end with\n%s", got, want)
	}
}
