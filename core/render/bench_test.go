package render

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html/atom"
)

// benchPart is the <article> of the shared article fixture, as the
// pipeline would hand it to the renderers.
func benchPart(b *testing.B) Part {
	b.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "testdata", "pages", "article.html"))
	if err != nil {
		b.Fatal(err)
	}
	d, err := dom.Parse(string(raw), dom.Limits{})
	if err != nil {
		b.Fatal(err)
	}
	for _, el := range d.Elems {
		if el.DataAtom == atom.Article {
			return NewPart("https://example.org/notes/tide-pools", nil, el)
		}
	}
	b.Fatal("the fixture has no <article>")
	return Part{}
}

// BenchmarkRender times each renderer on the article fixture; each checks
// that the story, and only sanitised markup, comes out.
func BenchmarkRender(b *testing.B) {
	p := benchPart(b)
	const phrase = "harshest places on the coast"
	renderers := []struct {
		name   string
		render func() string
		check  func(string) bool
	}{
		{"HTML", p.HTML, func(s string) bool {
			return strings.Contains(s, "<p>When the first winter storms") && !strings.Contains(s, "<script") &&
				strings.Contains(s, `src="https://example.org/img/anemone.jpg"`)
		}},
		{"Text", p.Text, func(s string) bool { return strings.Contains(s, phrase) && !strings.Contains(s, "<") }},
		{"Markdown", p.Markdown, func(s string) bool {
			return strings.Contains(s, "# How Tide Pools Survive the Winter") && strings.Contains(s, phrase)
		}},
	}
	for _, r := range renderers {
		b.Run(r.name, func(b *testing.B) {
			b.ReportAllocs()
			var out string
			for b.Loop() {
				out = r.render()
			}
			if !r.check(out) {
				b.Fatalf("unexpected %s output:\n%s", r.name, out)
			}
		})
	}
}
