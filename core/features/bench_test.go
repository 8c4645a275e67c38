package features

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html/atom"
)

// BenchmarkCompute times the one-pass statistics on each shared fixture
// (parsed once, outside the loop), and checks the root's totals against
// counts taken directly from the tree.
func BenchmarkCompute(b *testing.B) {
	for _, name := range []string{"article.html", "article-comments.html", "forum-thread.html", "listing.html"} {
		raw, err := os.ReadFile(filepath.Join("..", "..", "testdata", "pages", name))
		if err != nil {
			b.Fatal(err)
		}
		d, err := dom.Parse(string(raw), dom.Limits{})
		if err != nil {
			b.Fatal(err)
		}
		paras, links := 0, 0
		for _, el := range d.Elems {
			switch {
			case el.DataAtom == atom.P:
				paras++
			case el.DataAtom == atom.A && dom.HasAttr(el, "href"):
				links++
			}
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			var st *Table
			for b.Loop() {
				st = Compute(d, nil)
			}
			if int(st.Paras[0]) != paras || int(st.Links[0]) != links || st.Chars[0] == 0 || int(st.Tags[0]) != d.Len()-1 {
				b.Fatalf("root: paras %d (want %d), links %d (want %d), chars %d, tags %d (want %d)",
					st.Paras[0], paras, st.Links[0], links, st.Chars[0], st.Tags[0], d.Len()-1)
			}
		})
	}
}
