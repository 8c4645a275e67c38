package core

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
)

// fuzzLimits keep one fuzz input small enough for thousands of runs a
// second; the pathological suite covers the default limits.
var fuzzLimits = dom.Limits{MaxBytes: 1 << 16}

// FuzzExtract runs the default pipeline over any input and checks:
//
//   - no panic escapes, and the only errors are dom's input errors;
//   - the result is well formed: a known page type, a confidence in [0,1],
//     Stats matching the parsed document, regions sorted by element id with
//     ids inside the document and known labels, comments and posts in page
//     order with ids inside the document and non-negative depths, Words
//     equal to the number of words of Article.Text;
//   - the same input gives the same JSON twice (deterministic output);
//   - provenance: every word of Article.Text and of each comment's and
//     post's Text comes from the input. Exactly: let T be the text nodes of
//     dom.Parse(src, fuzzLimits) — the very tree Extract reads, so entities
//     are already decoded by the HTML parser (&amp; is "&", &eacute; is "é")
//     and raw-text elements are single text nodes, script and style bodies
//     dropped — and let W be the set of
//     the words of those text nodes, split at dom.IsSpace. Every word of the
//     output, split the same way, must be a concatenation of words in W:
//     the renderers only copy whole words of text nodes, and join them with
//     no space only where two text nodes touch ("<b>pi</b>th" gives
//     "pith"). The check runs when src is valid UTF-8 (Extract's contract);
//     with invalid bytes, a multi-byte space can be formed across two text
//     nodes, so only the other checks run.
func FuzzExtract(f *testing.F) {
	for _, s := range []string{"", "<p>x", "<p>Fish &amp; chips</p>", "<b>pi</b>th", "\x00\xff",
		"<ol class=commentlist><li class=comment><p>a</p><ul class=children><li class=comment><p>b</ul></ol>",
		strings.Repeat("<div>", 500) + "deep", "<table><td><table><td>x</table></table>"} {
		f.Add(s)
	}
	for _, name := range []string{"article.html", "article-comments.html", "forum-thread.html", "listing.html"} {
		f.Add(fixture(f, name))
	}
	f.Fuzz(func(t *testing.T, src string) {
		opts := Options{Limits: fuzzLimits}
		res, err := Extract(src, opts)
		if err != nil {
			if !isInputError(err) {
				t.Fatalf("unexpected error: %v", err)
			}
			return
		}
		doc, err := dom.Parse(src, fuzzLimits)
		if err != nil {
			t.Fatalf("Extract succeeded but Parse failed: %v", err)
		}
		checkResult(t, res, doc)
		if len(src) <= 4096 {
			again, err := Extract(src, opts)
			if err != nil {
				t.Fatalf("second run: %v", err)
			}
			a, _ := json.Marshal(res)
			b, _ := json.Marshal(again)
			if string(a) != string(b) {
				t.Fatalf("two runs differ:\n%s\n%s", a, b)
			}
		}
		if utf8.ValidString(src) {
			checkProvenance(t, res, doc)
		}
	})
}

// isInputError reports the errors Extract may return for hostile input.
func isInputError(err error) bool {
	for _, e := range []error{dom.ErrEmpty, dom.ErrBinary} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

// checkResult checks the shape of a Result against the document it came from.
func checkResult(t testing.TB, res *Result, doc *dom.Document) {
	t.Helper()
	switch res.Type {
	case TypeArticle, TypeArticleWithComments, TypeMultiple:
	default:
		t.Fatalf("page type %q", res.Type)
	}
	if res.TypeConfidence < 0 || res.TypeConfidence > 1 {
		t.Fatalf("type confidence %v", res.TypeConfidence)
	}
	if res.Stats.Elements != doc.Len() || res.Stats.Bytes != doc.Bytes || res.Stats.Truncated != doc.Truncated ||
		res.Stats.DepthCut != doc.DepthCut || res.Stats.ElementsCut != doc.ElementsCut {
		t.Fatalf("stats %+v do not match the document (%d elements)", res.Stats, doc.Len())
	}
	for i, r := range res.Regions {
		if r.Node < 0 || r.Node >= doc.Len() {
			t.Fatalf("region %d: node %d outside [0,%d)", i, r.Node, doc.Len())
		}
		if i > 0 && r.Node < res.Regions[i-1].Node {
			t.Fatalf("regions out of order: %d after %d", r.Node, res.Regions[i-1].Node)
		}
		switch r.Label {
		case segment.LabelArticle, segment.LabelComment, segment.LabelPost, segment.LabelNoise:
		default:
			t.Fatalf("region %d: label %q", i, r.Label)
		}
		if r.Path == "" {
			t.Fatalf("region %d (node %d) has no CSS path", i, r.Node)
		}
	}
	for name, items := range map[string][]Comment{"comment": res.Comments, "post": res.Posts} {
		for i, c := range items {
			if c.Node < 0 || c.Node >= doc.Len() || c.Depth < 0 {
				t.Fatalf("%s %d: node %d depth %d", name, i, c.Node, c.Depth)
			}
			if i > 0 && c.Node < items[i-1].Node {
				t.Fatalf("%ss out of page order: %d after %d", name, c.Node, items[i-1].Node)
			}
		}
	}
	if n := len(strings.Fields(res.Article.Text)); n != res.Article.Words {
		t.Fatalf("Words = %d, text has %d", res.Article.Words, n)
	}
	if res.Article.Text == "" && res.Article.Words != 0 {
		t.Fatal("words without text")
	}
}

// checkProvenance checks that every output word is made of input words
// (see FuzzExtract for the exact rule).
func checkProvenance(t testing.TB, res *Result, doc *dom.Document) {
	t.Helper()
	words := inputWords(doc)
	check := func(where, text string) {
		for _, w := range strings.FieldsFunc(text, dom.IsSpace) {
			if !madeOfWords(w, words) {
				t.Fatalf("%s: word %q is not made of the input's words", where, clip(w))
			}
		}
	}
	check("article", res.Article.Text)
	for i, c := range res.Comments {
		check("comment "+strconv.Itoa(i), c.Text)
	}
	for i, c := range res.Posts {
		check("post "+strconv.Itoa(i), c.Text)
	}
}

// inputWords is the set of words (split at dom.IsSpace) of the document's
// text nodes, and the longest word's length.
type wordSet struct {
	set     map[string]bool
	longest int
}

func inputWords(doc *dom.Document) wordSet {
	ws := wordSet{set: map[string]bool{}}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			for _, w := range strings.FieldsFunc(n.Data, dom.IsSpace) {
				ws.set[w] = true
				ws.longest = max(ws.longest, len(w))
				// A date or a name cut from a line ends where its
				// word's trailing punctuation begins ("Mar 5, 2024, 9:14"
				// shows as "Mar 5, 2024"): no invented text.
				if t := strings.TrimRightFunc(w, unicode.IsPunct); t != "" {
					ws.set[t] = true
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc.Root)
	return ws
}

// madeOfWords reports whether w is a concatenation of words of ws
// (dynamic programming over the prefixes of w).
func madeOfWords(w string, ws wordSet) bool {
	if ws.set[w] {
		return true
	}
	ok := make([]bool, len(w)+1)
	ok[0] = true
	for i := 0; i < len(w); i++ {
		if !ok[i] {
			continue
		}
		for j := i + 1; j <= len(w) && j-i <= ws.longest; j++ {
			if ws.set[w[i:j]] {
				ok[j] = true
			}
		}
	}
	return ok[len(w)]
}

func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}

// fixture reads one page of the shared testdata/pages.
func fixture(tb testing.TB, name string) string {
	tb.Helper()
	b, err := os.ReadFile(filepath.Join("..", "testdata", "pages", name))
	if err != nil {
		tb.Fatal(err)
	}
	return string(b)
}

// TestProvenanceCheck pins the word rule FuzzExtract relies on, so a
// too-lenient check cannot pass silently.
func TestProvenanceCheck(t *testing.T) {
	doc, err := dom.Parse(`<p>Fish &amp; chips, <b>pi</b>th caf&eacute;</p><script>hidden</script>`, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	ws := inputWords(doc)
	for w, want := range map[string]bool{"&": true, "chips,": true, "pith": true, "café": true, "thpi": true,
		"hidden": false, "&amp;": false, "fish": false, "chip": false, "cafe": false, "pit": false} {
		if got := madeOfWords(w, ws); got != want {
			t.Errorf("madeOfWords(%q) = %v, want %v", w, got, want)
		}
	}
}

// FuzzExtractTree: any string sent as a tree (what a compromised or buggy
// page script could make the extension send) extracts without a panic into
// a well-formed result; a tree made from HTML extracts as that HTML does.
func FuzzExtractTree(f *testing.F) {
	for _, s := range []string{"", "h1,0\x00ep\x00tx", "ediv\x00aclass\x00comment\x00tword\x00c\x00c\x00c", "h5,5", "\x00\x00",
		"ehtml\x00ebody\x00enoscript\x00t<p>" + strings.Repeat("story ", 400) + "</p>\x00c"} {
		f.Add(s)
	}
	for _, name := range []string{"article.html", "article-comments.html", "forum-thread.html", "listing.html"} {
		root, err := html.Parse(strings.NewReader(fixture(f, name)))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(dom.EncodeTree(root))
	}
	f.Fuzz(func(t *testing.T, enc string) {
		res, err := ExtractTree(enc, Options{Limits: fuzzLimits})
		if err != nil {
			if !isInputError(err) {
				t.Fatalf("unexpected error: %v", err)
			}
			return
		}
		doc, err := dom.ParseTree(enc, fuzzLimits)
		if err != nil {
			t.Fatalf("ExtractTree succeeded but ParseTree failed: %v", err)
		}
		checkResult(t, res, doc)
	})
}
