package dom

import (
	"os"
	"path/filepath"
	"testing"
)

// benchPages are the shared fixtures with the element count each parses
// to; the benchmark fails if a page parses differently.
var benchPages = []struct {
	name  string
	elems int
}{
	{"article.html", 77},
	{"article-comments.html", 63},
	{"forum-thread.html", 50},
	{"listing.html", 31},
}

func readPage(tb testing.TB, name string) string {
	tb.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "pages", name))
	if err != nil {
		tb.Fatal(err)
	}
	return string(b)
}

// BenchmarkParse times dom.Parse (x/net/html plus numbering) per fixture.
func BenchmarkParse(b *testing.B) {
	for _, pg := range benchPages {
		src := readPage(b, pg.name)
		b.Run(pg.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(src)))
			var d *Document
			for b.Loop() {
				var err error
				if d, err = Parse(src, Limits{}); err != nil {
					b.Fatal(err)
				}
			}
			if d.Len() != pg.elems || d.Body < 0 {
				b.Fatalf("%d elements (want %d), body %d", d.Len(), pg.elems, d.Body)
			}
		})
	}
}

// BenchmarkText times Text of every element of a page with comments (the
// comment threads ask it of every short element); it checks the length of
// all the texts together.
func BenchmarkText(b *testing.B) {
	d, err := Parse(readPage(b, "article-comments.html"), Limits{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		total := 0
		for _, el := range d.Elems {
			total += len(Text(el))
		}
		if total == 0 {
			b.Fatal("no text")
		}
	}
}
