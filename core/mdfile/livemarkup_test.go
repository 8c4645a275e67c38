package mdfile

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/pith-reader/pith/core/render"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	ghtml "github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"
	"golang.org/x/net/html"
)

// The property every Markdown output is held to (goldmark is a test-only
// dependency: nothing outside the tests imports it).

// liveMarkup renders md as a note app would — CommonMark with GitHub's
// extensions (tables, strikethrough, autolinks, task lists), raw HTML
// allowed and dangerous URLs not filtered (goldmark's WithUnsafe) — and
// lists what it finds that the sanitiser would not let through: any raw HTML
// at all (an HTML block or inline tag, comment, declaration), an element
// or attribute outside render.Allows, or a link or image URL of a scheme
// the sanitiser refuses. An empty list is the property.
func liveMarkup(md string) []string {
	var found []string
	src := []byte(md)
	gm := goldmark.New(goldmark.WithExtensions(extension.GFM), goldmark.WithRendererOptions(ghtml.WithUnsafe()))
	doc := gm.Parser().Parse(text.NewReader(src))
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering && (n.Kind() == ast.KindRawHTML || n.Kind() == ast.KindHTMLBlock) {
			found = append(found, "raw HTML: "+rawText(n, src))
		}
		return ast.WalkContinue, nil
	})
	var out bytes.Buffer
	if err := gm.Renderer().Render(&out, src, doc); err != nil {
		return append(found, "render: "+err.Error())
	}
	// Tokens, not a tree: what the browser sees as tags and attributes,
	// without x/net/html's bound on nesting (emphasis nests deep).
	z := html.NewTokenizer(&out)
	for {
		switch z.Next() {
		case html.ErrorToken:
			return found
		case html.StartTagToken, html.SelfClosingTagToken:
			tok := z.Token()
			if !render.Allows(tok.Data, "") {
				found = append(found, "element <"+tok.Data+">")
			}
			for _, a := range tok.Attr {
				switch {
				case !render.Allows(tok.Data, a.Key):
					found = append(found, "attribute "+a.Key+" on <"+tok.Data+">")
				case a.Key == "href" && !safeURL(a.Val, false), a.Key == "src" && !safeURL(a.Val, true):
					found = append(found, a.Key+"="+strconv.Quote(a.Val))
				}
			}
		case html.CommentToken, html.DoctypeToken:
			found = append(found, "markup "+strconv.Quote(string(z.Raw())))
		}
	}
}

// safeURL is the sanitiser's rule for a URL it writes: http(s) or mailto
// for a link, http(s) or a base64 raster data: image (render.IsDataImage)
// for an image; relative URLs
// and fragments carry no scheme. The scheme is read as a browser reads it
// (controls and spaces at the ends, tabs and line feeds inside, dropped).
func safeURL(raw string, image bool) bool {
	s := strings.TrimFunc(raw, func(r rune) bool { return r <= ' ' })
	s = strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return -1
		}
		return r
	}, s)
	scheme := ""
	for i, c := range s {
		if c == ':' && i > 0 {
			scheme = strings.ToLower(s[:i])
			break
		}
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.')) {
			break
		}
	}
	switch scheme {
	case "", "http", "https":
		return true
	case "mailto":
		return !image
	case "data":
		return image && render.IsDataImage(raw)
	}
	return false
}

// rawText is the source text of a raw HTML node, for the failure message.
func rawText(n ast.Node, src []byte) string {
	var b strings.Builder
	switch r := n.(type) {
	case *ast.RawHTML:
		for i := 0; i < r.Segments.Len(); i++ {
			seg := r.Segments.At(i)
			b.Write(seg.Value(src))
		}
	case *ast.HTMLBlock:
		for i := 0; i < r.Lines().Len(); i++ {
			seg := r.Lines().At(i)
			b.Write(seg.Value(src))
		}
	}
	return strconv.Quote(b.String())
}
