package dom

import (
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// sameTree compares the x/net/html tree of a page with the tree of the page
// after leanSource: equal node for node and attribute for attribute, except
// that a <script> or <style> of the first may have a text child the second
// lacks, an UnreadAttr attribute may have an empty value in either (a page
// read from its <noscript> keeps them), and
// the second may lack white space the first has (spaces): text nodes of
// white space only, and white space inside a text node, never inside
// <pre>, <listing>, <textarea> or foreign content.
func sameTree(a, b *html.Node) error { return sameTreeIn(a, b, false) }

func sameTreeIn(a, b *html.Node, exact bool) error {
	if a.Type != b.Type || a.Namespace != b.Namespace || len(a.Attr) != len(b.Attr) ||
		a.Data != b.Data && (exact || a.Type != html.TextNode || !lacksOnlySpace(a.Data, b.Data)) {
		return fmt.Errorf("node %q (type %d) became %q (type %d)", a.Data, a.Type, b.Data, b.Type)
	}
	for i := range a.Attr {
		x, y := a.Attr[i], b.Attr[i]
		if (y.Val == "" || x.Val == "") && UnreadAttr(y.Key) {
			x.Val, y.Val = "", "" // a value no step reads, sent empty by one side
		}
		if x != y {
			return fmt.Errorf("<%s> attribute %v became %v", a.Data, a.Attr[i], b.Attr[i])
		}
	}
	ac, bc := a.FirstChild, b.FirstChild
	if a.Type == html.ElementNode && a.Namespace == "" && (a.DataAtom == atom.Script || a.DataAtom == atom.Style) &&
		bc == nil && ac != nil && ac.Type == html.TextNode && ac.NextSibling == nil {
		return nil // the dropped body
	}
	exact = exact || a.Namespace != "" || a.DataAtom == atom.Pre || a.DataAtom == atom.Listing || a.DataAtom == atom.Textarea
	skip := func(n *html.Node) *html.Node {
		for !exact && n != nil && n.Type == html.TextNode && strings.Trim(n.Data, " \t\n\f\r") == "" {
			n = n.NextSibling
		}
		return n
	}
	for ac, bc = skip(ac), skip(bc); ac != nil && bc != nil; ac, bc = skip(ac.NextSibling), skip(bc.NextSibling) {
		if err := sameTreeIn(ac, bc, exact); err != nil {
			return err
		}
	}
	if ac != nil || bc != nil {
		return fmt.Errorf("<%s> has a different number of children", a.Data)
	}
	return nil
}

// lacksOnlySpace reports whether b is a with some of its ASCII white space
// left out.
func lacksOnlySpace(a, b string) bool {
	j := 0
	for i := 0; i < len(a); i++ {
		if j < len(b) && a[i] == b[j] {
			j++
		} else if !strings.ContainsRune(" \t\n\f\r", rune(a[i])) {
			return false
		}
	}
	return j == len(b)
}

func checkLeanSource(t *testing.T, name, src string) {
	t.Helper()
	a, err1 := html.Parse(strings.NewReader(src))
	b, err2 := html.Parse(strings.NewReader(leanSource(src)))
	if (err1 == nil) != (err2 == nil) {
		t.Fatalf("%s: parse errors differ: %v, %v", name, err1, err2)
	}
	if err1 != nil {
		return
	}
	if err := sameTree(a, b); err != nil {
		t.Errorf("%s: %v\n%.300q", name, err, src)
	}
	if x, y := flowText(a), flowText(b); x != y {
		at := 0
		for at < len(x) && at < len(y) && x[at] == y[at] {
			at++
		}
		t.Errorf("%s: the text flows differ at %d: %q, %q\n%.300q", name, at, x[max(0, at-40):min(len(x), at+40)], y[max(0, at-40):min(len(y), at+40)], src)
	}
}

// flowText is the text of a tree as it reads: blocks (IsBlock but table
// cells and <br>) break it (\x01), white space runs read as one space,
// none next to a break; script and style text and the head left out. The white space
// spaces drops must not change it.
func flowText(root *html.Node) string {
	var b strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		switch n.Type {
		case html.TextNode:
			b.WriteString(n.Data)
			return
		case html.ElementNode:
			if n.Namespace == "" && (n.DataAtom == atom.Script || n.DataAtom == atom.Style || n.DataAtom == atom.Head) {
				return
			}
		case html.DocumentNode:
		default:
			return
		}
		block := n.Type == html.ElementNode && n.Namespace == "" && IsBlock(n.DataAtom) &&
			n.DataAtom != atom.Td && n.DataAtom != atom.Th && n.DataAtom != atom.Br
		if block {
			b.WriteByte(1)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
		if block {
			b.WriteByte(1)
		}
	}
	walk(root)
	var out []byte
	s := b.String()
	for i := 0; i < len(s); {
		j, brk := i, false
		for j < len(s) && (s[j] == 1 || strings.IndexByte(" \t\n\f\r", s[j]) >= 0) {
			brk = brk || s[j] == 1
			j++
		}
		switch {
		case j == i:
			out = append(out, s[i])
			j++
		case brk:
			out = append(out, 1)
		default:
			out = append(out, ' ')
		}
		i = j
	}
	return strings.Trim(string(out), " \x01")
}

// The cases where a '<script' or '</script' is not what it looks like.
var rawTextCases = []string{
	`<p>a<script>var s = "<p>x</p>";</script><p>b`,
	`<script type="application/ld+json">{"@type":"Article"}</script><p>kept`,
	`<style>p { color: red } </style><p>x`,
	`<SCRIPT>if (a < b) {}</SCRIPT ><p>after`,
	`<script>document.write("<script>x<\/script>")</script><p>after`,
	`<script><!-- <script> </script> still script --></script><p>after`,
	`<script><!-- x --></script><p>y`,
	`<script><!--<script></script>--></script><b>z`,
	`<script>a<!--b<script>c</script>d</script>e<p>f`,
	`<!-- <script> --> <p>real</p> <script>x</script><p>y`,
	`<!--> <script>a</script><p>b`,
	`<!---> <script>a</script><p>b`,
	`<!-- a --!> <script>a</script><p>b`,
	`<a title='<script>'>t</a><p>x</p><script>y</script><i>z`,
	`<a title="</script>" b=<script>>t</a><script>y</script><i>z`,
	`<title>about <script> tags</title><p>x</p><script>y</script><i>z`,
	`<textarea><script></textarea><p>x<script>y</script>`,
	`<noscript><script>a</script></noscript><p>x<script>y</script>`,
	`<svg><script>if (a<b) {}</script></svg><p>x<script>y</script>`,
	`<svg><style>a<i>b</i></style></svg><script>y</script>`,
	`<svg a=/><script>a<b>c</b></script></svg>`,
	`<svg/><script>a<b>c</b></script>`,
	`<math><mi><script>x<b>y</b></script></mi></math><script>z</script>`,
	`<svg><![CDATA[</svg><script>]]><script>a<b>c</script></svg>`,
	`<plaintext><script>x</script>`,
	`<script>never closed <p>x`,
	`<style>never closed <p>x`,
	`<script/>a<b>c</b></script><p>d`,
	`<script type=text/javascript>x</script><p>y`,
	`<script type=application/json>{"a":1}</script><p>y`,
	`<script	type = "module" >x</script ><p>y`,
	`</ script><script>x</script><p>y`,
	`<? php <script> ?><script>x</script>`,
	`<!DOCTYPE html><script>x</script`,
	`<iframe><script>x</script></iframe><script>y</script>`,
	`<xmp><script></xmp><script>y</script>`,
	`<table><script>x</script><tr><td>a</table>`,
	`<select><script>x</script><option>a</select>`,
	`<template><script>x</script></template><script>y</script>`,
	`<frameset><script>x</script></frameset>`,
	"<script>\x00</script>",
	`<scripts>not a script</scripts><script>x</script>`,
	`<p>a < b <script>c</script>`,
	`<svg><path d="M0 0L10 10" fill="red"/></svg><a href="/x" onclick="go()" data-x='{"a":1}' data-src="i.png">x</a>`,
	`<img DATA-SRC="a.png" Data-Track="1" ONLOAD='x()'><p d=unquoted data-y= "spaced">`,
	`<p data-a="<script>" title="</script>">x</p><script>y</script>`,
	`<p data-a="x" data-a="y" d="">`,
	`<svg data-x=/><script>a<b>c</b></script></svg><svg data-y=a/></svg>`,
	`<p data-x=a/>b<p data-y= c>d<p data-z=`,
	`<script type=" application/LD+json ">{}</script><script type=application/json>{}</script><p>y`,
}

// The cases where white space between tags is not what it looks like
// (spaces): a formatting element the space would rebuild, text that keeps
// its white space, foreign content, the prologue.
var spaceCases = []string{
	"<p><b>x</p> <div>y</div>",
	"<div><b>x</div>\n<div>y</div>",
	"<a href=/><div>card</div></a>\n<div>next</div>",
	"<a><div><p>x</div></a>\n<div>y</div>",
	"<b><table><td>x</b></td></table>\n<div>y</div>",
	"<b>x<object><p>y</b></object>\n<div>z</div>",
	"<a>x<a>y</a>\n<div>z</div>",
	"<b><div><div><div><div><div><div><div><div><div>x</b>\n</div></div></div></div></div></div></div></div></div>\n<div>y</div>",
	"<b><p>x</b>\n<p>y",
	"<b><i>x</b>\n<div>y</i></div>",
	"<nobr>a<nobr>b</nobr>\n<div>c</div>",
	"<font color=red><div>\n<p>x</p></div></font>\n<div>y</div>",
	"<b>\n<div>x</div>\n</b>\n<div>y</div>",
	"<a href=/><svg><title>t</title><path d=''/></svg></a>\n<div>x</div>",
	"<a><svg><p>\n<div>x</div></a>\n<div>y</div>",
	"<a><math><mi>\n<div>x</div></math></a>\n<div>y</div>",
	"<svg><g>\n<text> a </text>\n</g></svg>\n<div>b</div>",
	"<pre>\n<div>\n</div>\n</pre>\n<div>x</div>",
	"<div>\n<pre>\n\nx</pre>\n</div>",
	"<listing>\n<div>\n</div></listing>",
	"<textarea>\n<div>\n</div>\n</textarea>",
	"<template>\n<div>\n</div>\n</template>\n<div>x</div>",
	"<!DOCTYPE html>\n<html>\n<head>\n<meta charset=utf-8>\n<title>t</title>\n<noscript><link rel=a></noscript>\n</head>\n<body>\n<div>\n<p>a</p>\n</div>\n</body>\n</html>\n",
	"<head>\n<script>x</script>\n<b>y</b>\n<meta a=b>\n</head>",
	"<table>\n<tr>\n<td>a</td>\n<td>b</td>\n</tr>\n</table>",
	"<div>a</div>\n<!-- c -->\n<div>b</div>",
	"<span>a</span>\n<div>b</div>\n<span>c</span>",
	"<div>x</table>\n<p>y</p></div>",
	"<ul>\n<li>a\n<li>b\n</ul>",
	"<form>\n<div>\n<input>\n</div>\n</form>\n<form>\n<div>x</div></form>",
	"<DIV>\n<P>x</P>\n</DIV>",
	"<p>a</p>\n<script>x</script>\n<p>b</p>",
	"<div>a</div>\n<script>x</script>\n<span>b</span>",
	"<div>a</div> \t\r\n\f <div>b</div>\v<div>c</div>",
	"<div>a</div>\n< <div>b</div>",
	"<select>\n<option>a\n</select>\n<div>b</div>",
	"<frameset>\n<frame>\n</frameset>\n",
	"<body>\n<h1>a</h1>\n<h2>b</h3>\n<div>c</div>",
	// End tags the tree builder ignores, and what it closes by itself.
	"00000<A00000> </li>0",
	"a<span>x</div> </div>y</span>",
	"<ul><li>a<ul><li>b</li> </ul> </li></ul>x",
	"<li>a<div><li>b </div> </li>c",
	"<dl><dt>a<dd>b </dt> </dl>c",
	"<p>a<button>b<p>c </p> </button> </p>d",
	"<div><table><tr><td>x </div> </td></tr></table> </div>y",
	"<table><tr><td>a</td><form> </form><td>b</td></tr></table>",
	"<form><div><form> </form> </div></form>x",
	"<select><div>a </div>b</select>",
	"<select><option>a <div> </div> <input> </div>b",
	"<h1>a<h2>b </h2> </h1>c",
	"<p>a<table><tr><td>b </p> </td></tr></table>c",
}

func TestLeanSourceKeepsTheTree(t *testing.T) {
	for i, src := range rawTextCases {
		checkLeanSource(t, fmt.Sprint("case ", i), src)
	}
	for i, src := range spaceCases {
		checkLeanSource(t, fmt.Sprint("space case ", i), src)
	}
	pages, _ := filepath.Glob("../../testdata/pages/*.html")
	if len(pages) == 0 {
		t.Fatal("no bundled pages")
	}
	for _, p := range pages {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		checkLeanSource(t, p, string(b))
	}
}

func TestLeanSourceDrops(t *testing.T) {
	src := `<p>a<script>var x = 1;</script><style>p{}</style><script type="application/ld+json">{}</script>`
	want := `<p>a<script></script><style></style><script type="application/ld+json">{}</script>`
	if got := leanSource(src); got != want {
		t.Errorf("got %q", got)
	}
	src = `<a href="/x" onclick="go()" data-id="7" data-src="i.png" d='M0' data-n=3 data-m=4>x</a>`
	want = `<a href="/x" onclick="" data-id="" data-src="i.png" d='' data-n="" data-m="">x</a>`
	if got := leanSource(src); got != want {
		t.Errorf("got %q", got)
	}
	// White space between blocks goes, and in the prologue; between inline
	// elements, in <pre>, where a formatting element may be rebuilt, in
	// foreign content, it stays.
	for src, want := range map[string]string{
		"<html>\n<head>\n<title>t</title>\n</head>\n<body>\n<div>\n<p>a</p>\n</div>\n</body>": "<html><head><title>t</title></head><body><div><p>a</p></div></body>",
		"<div>a</div>\n<!-- c -->\n<div>b</div>":                                              "<div>a</div>\n<!-- c --><div>b</div>",
		"<span>a</span>\n<div>b</div>\n<span>c</span>":                                        "<span>a</span>\n<div>b</div>\n<span>c</span>",
		"<pre>\n<div>\n</div>\n</pre>":                                                        "<pre>\n<div>\n</div>\n</pre>",
		"<p><b>x</p>\n<div>y</div>":                                                           "<p><b>x</p>\n<div>y</div>",
		"<li>\n<a>x</a>\n</li>\n<li>\n<b>y</b> z\n</li>":                                      "<li><a>x</a></li><li><b>y</b> z\n</li>",
		"<p><b>x</b></p>\n<div>y</div>":                                                       "<p><b>x</b></p><div>y</div>",
		"<svg>\n<g></g>\n</svg>\n<div>y</div>":                                                "<svg>\n<g></g>\n</svg>\n<div>y</div>",
		"<table>\n<tr>\n<td>a</td>\n</tr>\n</table>":                                          "<table><tr>\n<td>a</td>\n</tr></table>",
	} {
		if got := leanSource(src); got != want {
			t.Errorf("%q: got %q, want %q", src, got, want)
		}
	}
	// Inside foreign content no script is dropped.
	if src := `<svg><script>a</script></svg>`; leanSource(src) != src {
		t.Errorf("svg script dropped: %q", leanSource(src))
	}
}

// TestDropRawTextCorpora runs the tree comparison over every page of the
// evaluation corpora when PITH_CORPORA names their folder (they are not in
// the repository).
func TestLeanSourceCorpora(t *testing.T) {
	dir := os.Getenv("PITH_CORPORA")
	if dir == "" {
		t.Skip("PITH_CORPORA not set")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*", "pages", "*.html.gz"))
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(fh)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(zr)
		fh.Close()
		checkLeanSource(t, f, string(b))
	}
	t.Logf("%d pages", len(files))
}

func FuzzLeanSource(f *testing.F) {
	for _, s := range append(rawTextCases, spaceCases...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		checkLeanSource(t, "fuzz", src)
	})
}
