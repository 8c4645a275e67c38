package dom

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// treePages are inputs whose tree encoding must rebuild exactly the tree
// Parse builds: the shared fixtures, the fuzz seeds and the corners of the
// encoding (foreign elements and attributes, templates, noscript, NUL).
func treePages(t *testing.T) map[string]string {
	pages := map[string]string{
		"svg":      `<p>a<svg viewBox="0 0 1 1"><foreignObject><p>in</p></foreignObject><use xlink:href="#x"/><clipPath/></svg>`,
		"math":     `<p>e = <math><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup><annotation-xml encoding="text/html"><b>x</b></annotation-xml></math></p>`,
		"template": `<div><template><p>hidden</p></template><p>shown</p></div>`,
		"noscript": `<body><noscript><img src="a.jpg"><p>fallback</p></noscript><p>x</p>`,
		"nul":      "<p title=\"a\x00b\">c\x00d</p><!-- e\x00 -->",
		"scripts":  `<head><script>var a = "<p>not text</p>";</script><style>p{color:red}</style><script type=" Application/LD+JSON ">{"@type":"NewsArticle"}</script></head><body><!-- note --><p>x</p>`,
		"doctype":  `<!DOCTYPE html><html lang=en><head><title>T</title><meta charset=utf-8></head><body class="a b" data-x=1><table><td>cell</table></body></html>`,
		"noscript-content": `<html><body><div id="app"></div><noscript><div class="post"><p>` +
			strings.Repeat("The crawler view holds the whole story of the page. ", 60) + `</p></div></noscript></body></html>`,
	}
	for _, dir := range []string{"../../testdata/pages", "../testdata/fuzz/FuzzExtract"} {
		files, err := filepath.Glob(filepath.Join(dir, "*"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no fixtures in %s", dir)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			pages[filepath.Base(f)] = string(b)
		}
	}
	return pages
}

// stripUnsent removes from a parsed tree what the encoding leaves out:
// comments, a doctype's public and system identifiers, and the content of
// elements whose content is not sent.
func stripUnsent(n *html.Node) {
	for c := n.FirstChild; c != nil; {
		next := c.NextSibling
		switch {
		case c.Type == html.CommentNode:
			n.RemoveChild(c)
		case c.Type == html.DoctypeNode:
			c.Attr = nil
		case c.Type == html.ElementNode && !sendsChildren(c):
			for k := c.FirstChild; k != nil; k = c.FirstChild {
				c.RemoveChild(k)
			}
		default:
			stripUnsent(c)
		}
		c = next
	}
}

func renderTree(t *testing.T, n *html.Node) string {
	var b strings.Builder
	if err := html.Render(&b, n); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestParseTreeRebuildsParse encodes x/net/html's tree, decodes it, and
// checks the result is the tree (but for white space, sameTree), numbering
// and cut flags Parse gives.
func TestParseTreeRebuildsParse(t *testing.T) {
	for name, src := range treePages(t) {
		want, err := Parse(src, Limits{})
		if err != nil {
			continue // empty or binary: nothing to encode
		}
		root, err := html.Parse(strings.NewReader(src))
		if err != nil {
			continue // nested past x/net/html's limit: Parse flattens the source, TestParseTreeLimits covers the tree
		}
		got, err := ParseTree(EncodeTree(root), Limits{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		stripUnsent(want.Root)
		// The tree keeps the white space between blocks that Parse's
		// lean source leaves out (spaces); all else is equal.
		if err := sameTree(got.Root, want.Root); err != nil {
			t.Errorf("%s: trees differ: %v", name, err)
		}
		if got.Len() != want.Len() || got.Body != want.Body || got.Head != want.Head || got.NoScript != want.NoScript {
			t.Errorf("%s: %d elements body %d head %d noscript %v; Parse: %d, %d, %d, %v", name,
				got.Len(), got.Body, got.Head, got.NoScript, want.Len(), want.Body, want.Head, want.NoScript)
		}
		for id := range got.Elems {
			if got.Tag(id) != want.Tag(id) || got.Elems[id].Namespace != want.Elems[id].Namespace || got.End(id) != want.End(id) {
				t.Fatalf("%s: element %d is %s/%s…%d, Parse: %s/%s…%d", name, id, got.Elems[id].Data, got.Elems[id].Namespace,
					got.End(id), want.Elems[id].Data, want.Elems[id].Namespace, want.End(id))
			}
		}
	}
}

// TestParseTreeLimits: deep nesting is flattened at MaxDepth, a long
// encoding is cut at a token, elements past MaxElements are dropped, and an
// encoding without elements is ErrEmpty.
func TestParseTreeLimits(t *testing.T) {
	deep := "h0,0" + strings.Repeat("\x00ediv", 100000) + "\x00tdeep text" + strings.Repeat("\x00c", 100000)
	d, err := ParseTree(deep, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if !d.DepthCut || d.Len() != DefaultMaxDepth {
		t.Errorf("deep: DepthCut %v, %d elements; want true, %d", d.DepthCut, d.Len(), DefaultMaxDepth)
	}
	if !strings.Contains(Text(d.Elems[d.Len()-1]), "deep text") {
		t.Error("deep: the text below the cut is lost")
	}
	long := "h0,0\x00ehtml\x00ebody" + strings.Repeat("\x00ep\x00tsome words\x00c", 1000)
	d, err = ParseTree(long, Limits{MaxBytes: 2000})
	if err != nil {
		t.Fatal(err)
	}
	if !d.Truncated || d.Len() < 50 || d.Len() > 200 {
		t.Errorf("long: Truncated %v with %d elements", d.Truncated, d.Len())
	}
	d, err = ParseTree(long, Limits{MaxElements: 10})
	if err != nil || !d.ElementsCut || d.Len() != 10 {
		t.Errorf("many: err %v, cut %v, %d elements", err, d != nil && d.ElementsCut, d.Len())
	}
	for _, enc := range []string{"", "h5,5", "\x00tjust text", "c\x00c\x00c"} {
		if _, err := ParseTree(enc, Limits{}); err != ErrEmpty {
			t.Errorf("%q: %v, want ErrEmpty", enc, err)
		}
	}
}

// FuzzParseTree: any string decodes without a panic into a well-formed
// numbering.
func FuzzParseTree(f *testing.F) {
	for _, s := range []string{"", "h1,1\x00ep\x00aid\x00x\x00tt\x00c", "a\x00b", "ediv\x00c\x00c\x00c\x00ep", "ep\x00c\x00ep\x00c\x00dhtml", "h99999999999,-5\x00ediv",
		"ehtml\x00ebody\x00snoscript\x00t<p>x</p>", "ediv\x00aclass"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, enc string) {
		d, err := ParseTree(enc, Limits{MaxBytes: 1 << 16})
		if err != nil {
			return
		}
		for i := 1; i < d.Len(); i++ {
			p := int(d.Parent[i])
			if p < 0 || p >= i || !d.Contains(p, i) || d.Depth[i] != d.Depth[p]+1 {
				t.Fatalf("element %d: parent %d, depth %d", i, p, d.Depth[i])
			}
		}
	})
}

func TestIsTree(t *testing.T) {
	for s, want := range map[string]bool{"h3,1\x00ep": true, "h0,0\x00": true, "h3,1": true, "h3,1 ": false, "h,1\x00": false, "<html>": false,
		"h3;1\x00": false, "": false, "h12,x\x00": false, EncodeTree(&html.Node{Type: html.DocumentNode}): true} {
		if IsTree(s) != want {
			t.Errorf("IsTree(%q) = %v", s, !want)
		}
	}
}
