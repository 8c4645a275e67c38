package core

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/charset"
	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
)

// TestExtractTreeMatchesExtract: a page sent as the browser's parsed tree
// (dom's tree encoding) gives the Result its HTML gives, byte for byte in
// JSON apart from the input size. It runs on the shared fixtures and, when
// the evaluation corpora are next to the repository, on the readability
// corpus's pages too (on every corpus's with PITH_CORPORA=DIR, as
// dom's TestLeanSourceCorpora).
func TestExtractTreeMatchesExtract(t *testing.T) {
	pages := map[string]string{}
	for _, name := range []string{"article.html", "article-comments.html", "forum-thread.html", "listing.html"} {
		pages[name] = fixture(t, name)
	}
	corpus, _ := filepath.Glob(filepath.Join("..", "..", "shared", "datasets", "readability", "pages", "*.html.gz"))
	if dir := os.Getenv("PITH_CORPORA"); dir != "" {
		corpus, _ = filepath.Glob(filepath.Join(dir, "*", "pages", "*.html.gz"))
	}
	for _, f := range corpus {
		src, err := charset.DecodeFile(f)
		if err != nil {
			t.Fatal(err)
		}
		pages[f] = src
	}
	t.Logf("%d pages (%d from the corpora)", len(pages), len(corpus))
	for name, src := range pages {
		want, err := Extract(src, Options{URL: "https://example.org/a/b"})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		root, err := html.Parse(strings.NewReader(src))
		if err != nil {
			t.Fatal(err)
		}
		got, err := ExtractTree(dom.EncodeTree(root), Options{URL: "https://example.org/a/b"})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		got.Stats.Bytes, want.Stats.Bytes = 0, 0
		g, _ := json.Marshal(got)
		w, _ := json.Marshal(want)
		if string(g) != string(w) {
			t.Errorf("%s: ExtractTree differs from Extract\n got %.400s\nwant %.400s", name, g, w)
		}
	}
}
