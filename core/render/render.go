// Package render turns a chosen part of the parse tree into the three shapes
// the product shows and saves: sanitised HTML, plain text and Markdown.
//
// The three renderers walk the same subtree with the same Filter, so the
// text, the HTML and the Markdown of a part always hold the same words.
// Sanitising is an allow-list (Allows): unknown elements are unwrapped
// (their text is kept), dangerous ones (script, style, iframe, form
// controls, …) are dropped with their content, attributes are limited per
// tag, event handlers never pass, and URLs must be http(s), mailto, or a
// base64 raster data: image (IsDataImage); relative URLs are resolved
// against the page URL. Lazy images (data-src, data-original, srcset, …)
// are given their real source; tracking pixels are dropped (images.go).
// The Markdown cannot hold live HTML (mdescape.go).
package render

import (
	"net/url"
	"strings"
	"unicode"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Filter decides which elements of the subtree to leave out (with their
// content). A nil Filter keeps everything visible.
type Filter func(n *html.Node) bool

// Part is one subtree to render, or several in order (a discussion's posts).
type Part struct {
	Roots []*html.Node
	Skip  Filter
	// Quotes gives the elements of a discussion's quotations their role
	// (QuoteRole): a forum's quote box written as a quote, its
	// attribution as a line of its own, a <blockquote> the page makes the
	// container of its own content (vBulletin's post body) written as a
	// plain block (nil: every element as its tag says).
	Quotes func(n *html.Node) QuoteRole
	Base   *url.URL
	// urls memoises resolve for the Part's renderings (Markdown and HTML
	// resolve the same links; parsing them was a tenth of rendering).
	urls map[string]string
	// shown and pictured memoise shows and holdsPicture for the Part's
	// renderings.
	shown, pictured map[*html.Node]bool
}

// NewPart builds a Part for roots with a base URL string (may be "").
func NewPart(base string, skip Filter, roots ...*html.Node) Part {
	return NewPartAt(ParseBase(base), skip, roots...)
}

// ParseBase is the base URL NewPart resolves against: nil for "" or an
// address that does not parse.
func ParseBase(base string) *url.URL {
	u, err := url.Parse(base)
	if err != nil || base == "" {
		return nil
	}
	return u
}

// NewPartAt is NewPart with the base parsed once (ParseBase) for the many
// parts of a page: a thread renders two or three per comment. The URL is
// only read.
func NewPartAt(base *url.URL, skip Filter, roots ...*html.Node) Part {
	return Part{Roots: roots, Skip: skip, Base: base, urls: map[string]string{},
		shown: map[*html.Node]bool{}, pictured: map[*html.Node]bool{}}
}

// dropped are elements never rendered, content included.
func dropped(a atom.Atom) bool {
	switch a {
	case atom.Script, atom.Style, atom.Noscript, atom.Template, atom.Head,
		atom.Title, atom.Meta, atom.Link, atom.Iframe, atom.Frame, atom.Frameset,
		atom.Object, atom.Embed, atom.Applet, atom.Svg, atom.Canvas, atom.Form,
		atom.Input, atom.Button, atom.Select, atom.Option, atom.Textarea,
		atom.Dialog, atom.Audio, atom.Video, atom.Map, atom.Base,
		atom.Nav:
		return true
	}
	return false
}

// skip reports whether n is left out of every rendering.
func (p Part) skip(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	if dom.IsHidden(n) {
		return true
	}
	switch {
	case n.DataAtom == atom.Form:
		if !wrapperForm(n) {
			return true
		}
	case n.DataAtom == atom.Button:
		if !dom.Disclosure(n) {
			return true // a control; an accordion's trigger shows its section's title
		}
	case n.DataAtom == atom.Label:
		if !linkingLabel(n) {
			return true
		}
	case dropped(n.DataAtom):
		return true
	}
	if p.Skip != nil && p.Skip(n) {
		return true
	}
	return n.DataAtom == atom.Li && !p.shows(n) // no empty bullet
}

// linkingLabel reports a <label> holding a link to a page of its own: a
// product card's variant swatch (a radio button whose label is the
// variant's link, named for a screen reader), an item, not a control's
// caption ("E-mail", "Sort by"), which is dropped with its control.
func linkingLabel(n *html.Node) bool {
	for c := range n.Descendants() {
		if c.Type == html.ElementNode && c.DataAtom == atom.A && dom.LeadsAway(dom.Attr(c, "href")) {
			return true
		}
	}
	return false
}

// shows reports whether an element renders anything: a word (a letter or
// digit) or a picture, a formula, a line break (<br>) not counted.
// Memoised; the elements under it are asked in page order, as the
// renderers ask them (the clean-up's filter remembers what it kept).
func (p Part) shows(n *html.Node) bool {
	if v, ok := p.shown[n]; ok {
		return v
	}
	v := false
	for c := n.FirstChild; c != nil && !v; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			v = hasWordChar(c.Data)
		case c.Type != html.ElementNode || p.skip(c):
		case c.DataAtom == atom.Img:
			v = p.imageURL(c) != ""
		case isMath(c):
			v = true
		default:
			v = p.shows(c)
		}
	}
	if p.shown != nil {
		p.shown[n] = v
	}
	return v
}

// hasWordChar reports a letter, a digit or '_' in s.
func hasWordChar(s string) bool {
	for _, r := range s {
		if r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}

// minWrapperFormText is the text (bytes, controls' own text included) from
// which a <form> is taken for a page wrapper: ASP.NET pages put the whole
// page in one form, and a search box or a newsletter sign-up holds a few
// labels.
const minWrapperFormText = 1000

// wrapperForm reports a form holding at least minWrapperFormText of text,
// or text and no control to fill in (a comment a forum wraps in a form for
// its editor): it is rendered (its controls are still dropped); other
// forms are not, even when chosen as a root (a comment form SD took for
// the article).
func wrapperForm(n *html.Node) bool {
	if dom.ReadOnlyForm(n) {
		return true
	}
	size := 0
	var walk func(*html.Node) bool
	walk = func(n *html.Node) bool {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				size += len(strings.TrimSpace(c.Data))
			case html.ElementNode:
				if c.DataAtom == atom.Script || c.DataAtom == atom.Style {
					continue
				}
				if walk(c) {
					return true
				}
			}
			if size >= minWrapperFormText {
				return true
			}
		}
		return false
	}
	return walk(n)
}

// resolve makes a URL absolute and safe, or returns "".
func (p Part) resolve(raw string, image bool) string {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return ""
	}
	low := strings.ToLower(raw)
	if strings.HasPrefix(low, "data:") {
		if image && IsDataImage(raw) {
			return raw
		}
		return ""
	}
	if strings.HasPrefix(low, "#") {
		return raw
	}
	if v, ok := p.urls[raw]; ok {
		return v
	}
	v := p.resolveURL(raw)
	if p.urls != nil {
		p.urls[raw] = v
	}
	return v
}

// resolveURL is resolve's work on a URL that is neither data: nor a
// fragment.
func (p Part) resolveURL(raw string) string {
	if v, ok := p.underRoot(raw); ok {
		return v
	}
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	if p.Base != nil {
		u = p.Base.ResolveReference(u)
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https", "mailto", "":
		if u.Scheme == "" && p.Base != nil {
			return ""
		}
		return u.String()
	}
	return ""
}

// underRoot resolves a path from the root written in plain characters
// ("/n/12", "/author/ann") against an http or https base with a host:
// the base's root ("https://example.org/", resolved once per Part)
// followed by the path, what url.Parse, ResolveReference and String make
// of it, without them: a 10 MB article links 40 000 such paths, and
// parsing each took a tenth of its HTML rendering in wasm. ok is false
// for any other URL.
func (p Part) underRoot(raw string) (string, bool) {
	if p.Base == nil || p.Base.Host == "" || p.Base.Scheme != "http" && p.Base.Scheme != "https" || !plainPath(raw) {
		return "", false
	}
	root := p.resolve("/", false)
	if !strings.HasSuffix(root, "/") {
		return "", false
	}
	return root[:len(root)-1] + raw, true
}

// plainPath reports a path from the root ("/a/b.html") of letters,
// digits, '-', '_', '~', '.' and '/' only, with no empty, "." or ".."
// segment: nothing in it that resolving or escaping would change. "/"
// alone is not one.
func plainPath(raw string) bool {
	if len(raw) < 2 || raw[0] != '/' {
		return false
	}
	for i := 1; i < len(raw); i++ {
		c := raw[i]
		if !(isAlnum(c) || c == '-' || c == '_' || c == '~' || c == '.' || c == '/') {
			return false
		}
	}
	for seg := range strings.SplitSeq(raw[1:], "/") {
		if seg == "" || seg == "." || seg == ".." {
			return false
		}
	}
	return true
}

// dataImageTypes are the image types a data: URL may hold: raster formats
// only (an SVG is a document that can hold scripts and links).
var dataImageTypes = []string{"png", "gif", "jpeg", "webp", "avif"}

// IsDataImage reports a data: URL the sanitisers keep as an image source:
// a raster type of dataImageTypes, base64 encoded, nothing but base64 (and
// white space) after the comma — the rule of the extension's sanitiser
// (extension/shared/sanitize.js, DATA_IMAGE).
func IsDataImage(raw string) bool {
	low := strings.ToLower(strings.TrimSpace(raw))
	rest, ok := strings.CutPrefix(low, "data:image/")
	if !ok {
		return false
	}
	for _, t := range dataImageTypes {
		if payload, ok := strings.CutPrefix(rest, t+";base64,"); ok {
			for i := 0; i < len(payload); i++ {
				if c := payload[i]; !(isAlnum(c) || c == '+' || c == '/' || c == '=' || isSpace(c)) {
					return false
				}
			}
			return true
		}
	}
	return false
}
