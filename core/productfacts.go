package core

import (
	"strings"

	"github.com/pith-reader/pith/core/meta"
	"github.com/pith-reader/pith/core/render"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A shop built by scripts sends a shell: a header, a footer, an empty box
// where the product goes, and the product itself as data (schema.org
// Product in JSON-LD) for search engines. With no browser to run the
// scripts, the page shows nearly nothing of the product, yet declares it;
// the declared facts — name, brand, price, availability, rating,
// description, specifications — are then the best article there is, and
// each of them is really in the page.

// maxShellWords: an article of fewer words on a page declaring a product
// shows nearly nothing of it.
const maxShellWords = 25

// isProductShell: a product page whose article is a few words at most.
func (r *run) isProductShell() bool {
	return r.isProductPage() && r.res.Article.Words < maxShellWords
}

// declaredFacts renders the declared product's facts as the
// article, when they say more than the page shows.
func (r *run) declaredFacts() {
	c := r.formats.contentOf(render.NewPart(r.pg.Base, nil, productFacts(r.product)))
	if c.Words <= r.res.Article.Words {
		return
	}
	r.pg.Trace.Add("article.product", r.pg.Doc.Body, float64(c.Words), "product page showing nearly nothing of its product: the declared product's facts")
	r.res.Article = c
	r.roots = nil
}

// productFacts builds the declared product as a small document: its name
// as the heading, then a line each for its brand, its offer (price,
// currency, availability as schema.org names it), its rating, the
// description, and its specifications as a definition list. No label is
// added: the values are the page's own words, in its language.
func productFacts(p *meta.Product) *html.Node {
	root := element(atom.Div, "")
	add := func(a atom.Atom, text string) {
		if text = strings.TrimSpace(text); text != "" {
			root.AppendChild(element(a, text))
		}
	}
	add(atom.H1, p.Name)
	add(atom.P, p.Brand)
	add(atom.P, strings.Join(nonEmpty(p.Price, p.Currency, p.Availability), " "))
	if p.Rating != "" {
		rating := "★ " + p.Rating
		if p.Reviews != "" {
			rating += " (" + p.Reviews + ")"
		}
		add(atom.P, rating)
	}
	add(atom.P, p.Description)
	if len(p.Properties) > 0 {
		dl := element(atom.Dl, "")
		for _, prop := range p.Properties {
			dl.AppendChild(element(atom.Dt, prop.Name))
			dl.AppendChild(element(atom.Dd, prop.Value))
		}
		root.AppendChild(dl)
	}
	return root
}

// element is a new, detached element holding text (none for "").
func element(a atom.Atom, text string) *html.Node {
	el := &html.Node{Type: html.ElementNode, DataAtom: a, Data: a.String()}
	if text != "" {
		el.AppendChild(&html.Node{Type: html.TextNode, Data: text})
	}
	return el
}

// nonEmpty is the non-empty strings of ss, in order.
func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}
