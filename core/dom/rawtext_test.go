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
// lacks and an UnreadAttr attribute may have an empty value in the second.
func sameTree(a, b *html.Node) error {
	if a.Type != b.Type || a.Data != b.Data || a.Namespace != b.Namespace || len(a.Attr) != len(b.Attr) {
		return fmt.Errorf("node %q (type %d) became %q (type %d)", a.Data, a.Type, b.Data, b.Type)
	}
	for i := range a.Attr {
		x, y := a.Attr[i], b.Attr[i]
		if y.Val == "" && UnreadAttr(y.Key) {
			x.Val = ""
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
	for ; ac != nil && bc != nil; ac, bc = ac.NextSibling, bc.NextSibling {
		if err := sameTree(ac, bc); err != nil {
			return err
		}
	}
	if ac != nil || bc != nil {
		return fmt.Errorf("<%s> has a different number of children", a.Data)
	}
	return nil
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

func TestLeanSourceKeepsTheTree(t *testing.T) {
	for i, src := range rawTextCases {
		checkLeanSource(t, fmt.Sprint("case ", i), src)
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
	for _, s := range rawTextCases {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		checkLeanSource(t, "fuzz", src)
	})
}
