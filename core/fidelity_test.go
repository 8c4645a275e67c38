package core

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/eval"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// faithfulPages are the hand-written pages of testdata/fidelity, each
// modelled on a public template (not copied from a page) and each on a
// point of "Faithful reading" (issues 20 and 27). Every page is held to
// the fidelity evaluation's full marks (core/eval, gold view): every
// heading, list item, table cell and code block of its gold kept as the
// same structure, no code token lost, every picture kept with a real
// source, no empty list item, figure or link. The gold is the page's
// element marked data-gold (else its body) without the elements marked
// data-noise, which must leave the article; has and gone are more words
// that must (not) be in the article's text; title, byline and published
// are the header's, when given.
var faithfulPages = map[string]struct {
	has, gone                []string
	title, byline, published string
}{
	"header-blog-post": {title: "Choosing a Sourdough Starter", byline: "Ana Lopez", published: "2024-03-03",
		gone: []string{"Updated 3 days ago"}},
	"header-docs-page":    {title: "Working with tides", byline: "Ines Moreau, Tom Beck", published: "2025-01-02T10:00:00Z"},
	"faq-accordion-cards": {title: "Evening Sailing Courses", gone: []string{"Book a place"}},
}

func TestFaithfulReading(t *testing.T) {
	pages, err := filepath.Glob("../testdata/fidelity/*.html")
	if err != nil || len(pages) == 0 {
		t.Fatal("no pages in testdata/fidelity")
	}
	seen := map[string]bool{}
	for _, path := range pages {
		name := strings.TrimSuffix(filepath.Base(path), ".html")
		seen[name] = true
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			src := string(raw)
			url := "https://example.org/" + name
			res, err := Extract(src, Options{URL: url})
			if err != nil {
				t.Fatal(err)
			}
			gold, noise := goldOf(t, src)
			f, err := eval.MeasureFidelity(eval.FidelityInput{Source: src, URL: url, ArticleHTML: res.Article.HTML,
				Title: res.Title, Byline: res.Byline, GoldArticle: gold, Explain: true,
				Article: res.RegionNodes(segment.LabelArticle), Apart: res.RegionNodes(segment.LabelComment, segment.LabelPost)})
			if err != nil {
				t.Fatal(err)
			}
			checkFullMarks(t, f)
			want := faithfulPages[name]
			for _, s := range append(want.has, noise...) {
				in := strings.Contains(res.Article.Text, s)
				if isNoise := !contains(want.has, s); in == isNoise {
					t.Errorf("%q in the article: %v, want %v", s, in, !isNoise)
				}
			}
			for _, s := range want.gone {
				if strings.Contains(res.Article.Text, s) {
					t.Errorf("%q stayed in the article", s)
				}
			}
			for _, h := range []struct{ what, got, want string }{
				{"title", res.Title, want.title}, {"byline", res.Byline, want.byline}, {"published", res.Published, want.published},
			} {
				if h.want != "" && h.got != h.want {
					t.Errorf("%s = %q, want %q", h.what, h.got, h.want)
				}
			}
			if t.Failed() {
				t.Logf("article:\n%s", res.Article.Text)
			}
		})
	}
	for name := range faithfulPages {
		if !seen[name] {
			t.Errorf("faithfulPages names %s, which is not in testdata/fidelity", name)
		}
	}
}

// checkFullMarks fails on anything the fidelity evaluation finds lost.
func checkFullMarks(t *testing.T, f *eval.PageFidelity) {
	t.Helper()
	v := f.Gold
	for _, k := range []struct {
		name string
		c    eval.StructCounts
	}{{"headings", v.Headings}, {"list items", v.ListItems}, {"table cells", v.Cells}, {"code blocks", v.Code}} {
		if k.c.Same != k.c.N {
			t.Errorf("%s: %d of %d kept as such", k.name, k.c.Same, k.c.N)
		}
	}
	if v.CodeTokensLost > 0 {
		t.Errorf("%d code tokens lost", v.CodeTokensLost)
	}
	if v.Images.Kept != v.Images.N || f.OutputImages.RealSrc != f.OutputImages.N {
		t.Errorf("images: %d of %d kept; %d of %d shown with a real source", v.Images.Kept, v.Images.N, f.OutputImages.RealSrc, f.OutputImages.N)
	}
	if e := f.Empty; e.ListItems+e.Figures+e.Links > 0 {
		t.Errorf("empty in the output: %d list items, %d figures, %d links", e.ListItems, e.Figures, e.Links)
	}
	for _, l := range f.Lost {
		if l.InGold && (l.Status != "altered" || l.Kind == "code") {
			t.Logf("%s %s: %q", l.Status, l.Kind, l.Text)
		}
	}
}

// goldOf is the text of the page's data-gold element (else its body)
// without its data-noise elements, and the first words of each of those.
func goldOf(t *testing.T, src string) (gold string, noise []string) {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	var root, body *html.Node
	var find func(*html.Node)
	find = func(n *html.Node) {
		if n.Type == html.ElementNode {
			if hasAttr(n, "data-gold") && root == nil {
				root = n
			}
			if n.DataAtom == atom.Body {
				body = n
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			find(c)
		}
	}
	find(doc)
	if root == nil {
		root = body
	}
	var b strings.Builder
	var walk func(*html.Node, *strings.Builder)
	walk = func(n *html.Node, b *strings.Builder) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode:
				b.WriteString(c.Data)
			case c.Type != html.ElementNode:
			case c.DataAtom == atom.Script || c.DataAtom == atom.Style || c.DataAtom == atom.Noscript:
			case hasAttr(c, "data-noise"):
				var nb strings.Builder
				walk(c, &nb)
				if words := strings.Fields(nb.String()); len(words) > 0 {
					noise = append(noise, strings.Join(words[:min(len(words), 4)], " "))
				}
			default:
				b.WriteByte('\n')
				walk(c, b)
				b.WriteByte('\n')
			}
		}
	}
	walk(root, &b)
	return b.String(), noise
}

func hasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key {
			return true
		}
	}
	return false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
