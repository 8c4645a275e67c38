package eval

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Images: where a page keeps the real picture of an <img>, and what is a
// placeholder (see doc.go, "Images").

// parseSrcset returns the URLs of a srcset attribute's image candidates,
// following the HTML standard's "parse a srcset attribute": a URL runs to
// the next white space (commas inside it belong to it, as in
// "…/w_1456,c_limit/x.jpg" or "…_CR0,1,90,133_.jpg"); trailing commas end
// a candidate without descriptors; otherwise descriptors follow, up to a
// comma outside parentheses.
func parseSrcset(s string) []string {
	var urls []string
	i := 0
	for {
		for i < len(s) && (isHTMLSpace(s[i]) || s[i] == ',') {
			i++
		}
		if i >= len(s) {
			return urls
		}
		start := i
		for i < len(s) && !isHTMLSpace(s[i]) {
			i++
		}
		u := s[start:i]
		if trimmed := strings.TrimRight(u, ","); len(trimmed) < len(u) {
			if trimmed != "" {
				urls = append(urls, trimmed)
			}
			continue
		}
		urls = append(urls, u)
		i = skipDescriptors(s, i)
	}
}

// skipDescriptors runs the standard's descriptor tokenizer from i and
// returns the position after the candidate's ending comma (or the end).
func skipDescriptors(s string, i int) int {
	const (
		inDescriptor = iota
		inParens
		afterDescriptor
	)
	state := inDescriptor
	for ; i < len(s); i++ {
		c := s[i]
		switch state {
		case inDescriptor:
			switch {
			case isHTMLSpace(c):
				state = afterDescriptor
			case c == ',':
				return i + 1
			case c == '(':
				state = inParens
			}
		case inParens:
			if c == ')' {
				state = inDescriptor
			}
		case afterDescriptor:
			if !isHTMLSpace(c) {
				state = inDescriptor
				i-- // reconsume
			}
		}
	}
	return i
}

func isHTMLSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// urlResolver makes a page's URLs absolute against its base URL.
type urlResolver struct{ base *url.URL }

// resolve is raw made absolute (data: URIs as they are; a URL that does
// not parse, or a page without address, as written).
func (r urlResolver) resolve(raw string) string {
	raw = strings.TrimFunc(raw, func(c rune) bool { return c < 0x80 && isHTMLSpace(byte(c)) })
	if raw == "" || hasPrefixFold(raw, "data:") {
		return raw
	}
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	if r.base != nil {
		u = r.base.ResolveReference(u)
	}
	return u.String()
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// pictureRefs are the URLs one source image names: real are those of its
// real picture (any size), all every URL it names, placeholders included
// (to recognise it in the output whatever the output made of it).
type pictureRefs struct {
	real []string
	all  []string
	alt  string // folded
}

// lazyWords mark an attribute that holds an image's real source.
var lazyWords = []string{"src", "img", "image", "original", "lazy", "file", "retina", "full", "large", "zoom", "hires"}

// imageExtensions end the path of a picture's URL.
var imageExtensions = []string{".jpg", ".jpeg", ".png", ".gif", ".webp", ".avif", ".bmp", ".svg", ".jxl", ".tif", ".tiff"}

// placeholderWords in a URL's file name mark a placeholder, never a
// picture.
var placeholderWords = []string{"blank.", "spacer.", "pixel.", "1x1", "transparent.", "placeholder",
	"lazyload", "lazy-load", "loading.gif", "loader.gif", "grey.gif", "gray.gif", "clear.gif", "trans.gif", "dot.gif", "empty."}

// minInlinePicture is the least length of a data: URI taken for a picture
// (about 1 KB of image); shorter ones are blur-ups and 1×1 GIFs.
const minInlinePicture = 1400

// imageRefs collects the URLs of one <img>: src, srcset, lazy-loading
// attributes, the sources of its <picture>, and a <noscript> fallback
// (given, already found).
func imageRefs(img *html.Node, attrs func(*html.Node) []html.Attribute, res urlResolver, fallback []*html.Node) pictureRefs {
	var real, data, all []string
	add := func(raw string, pixel bool) {
		u := res.resolve(raw)
		if u == "" {
			return
		}
		all = append(all, u)
		switch {
		case pixel, isPlaceholderURL(u):
		case hasPrefixFold(u, "data:"):
			data = append(data, u)
		default:
			real = append(real, u)
		}
	}
	addAll := func(attrs []html.Attribute, pixel bool) {
		addAttrs(attrs, func(raw string) { add(raw, pixel) })
	}
	addAll(attrs(img), isPixel(attrs(img)))
	if p := img.Parent; p != nil && p.DataAtom == atom.Picture {
		for c := p.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode && c.DataAtom == atom.Source {
				addAll(attrs(c), false)
			}
		}
	}
	for _, f := range fallback {
		addAll(f.Attr, isPixel(f.Attr))
	}
	if len(real) == 0 {
		for _, d := range data {
			if len(d) >= minInlinePicture && !hasPrefixFold(d, "data:image/svg") {
				real = append(real, d)
			}
		}
	}
	return pictureRefs{real: real, all: all, alt: fold(dom.Attr(img, "alt"))}
}

// addAttrs calls add with every URL an image or source element names.
func addAttrs(attrs []html.Attribute, add func(string)) {
	for _, a := range attrs {
		v := strings.TrimSpace(a.Val)
		if v == "" {
			continue
		}
		switch {
		case a.Key == "src":
			add(v)
		case strings.Contains(a.Key, "srcset"):
			for _, u := range parseSrcset(v) {
				add(u)
			}
		case strings.HasPrefix(a.Key, "data-") && looksLikeImageURL(a.Key, v):
			add(v)
		}
	}
}

// looksLikeImageURL reports a data-* attribute value that is an image's
// URL: a path ending in an image extension, or any URL when the
// attribute's name says it holds an image (data-src, data-lazy, …).
func looksLikeImageURL(key, v string) bool {
	if strings.ContainsAny(v, " \t\n{}<>") {
		return false
	}
	if hasImageExtension(v) {
		return true
	}
	if !hasPrefixFold(v, "http") && !strings.HasPrefix(v, "/") {
		return false
	}
	for _, w := range lazyWords {
		if strings.Contains(key, w) {
			return true
		}
	}
	return false
}

func hasImageExtension(u string) bool {
	path := strings.ToLower(u)
	if i := strings.IndexAny(path, "?#"); i >= 0 {
		path = path[:i]
	}
	for _, ext := range imageExtensions {
		if strings.HasSuffix(path, ext) {
			return true
		}
	}
	return false
}

// isPlaceholderURL reports a URL that names no picture: empty, a
// fragment, about:blank, javascript:, or a file named as a placeholder.
func isPlaceholderURL(u string) bool {
	low := strings.ToLower(u)
	switch {
	case low == "" || strings.HasPrefix(low, "#") || strings.HasPrefix(low, "about:") ||
		strings.HasPrefix(low, "javascript:"):
		return true
	case strings.HasPrefix(low, "data:"):
		return false
	}
	if i := strings.IndexAny(low, "?#"); i >= 0 {
		low = low[:i]
	}
	name := low[strings.LastIndexByte(low, '/')+1:]
	for _, w := range placeholderWords {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// isPixel reports an image sized 2×2 CSS pixels or less by its width and
// height attributes: a tracking pixel or a spacer, whatever its source.
func isPixel(attrs []html.Attribute) bool {
	w, h := -1, -1
	for _, a := range attrs {
		switch a.Key {
		case "width":
			w = pixels(a.Val)
		case "height":
			h = pixels(a.Val)
		}
	}
	return w >= 0 && w <= 2 && h >= 0 && h <= 2
}

// pixels is a width or height attribute's value, -1 when it is none.
func pixels(v string) int {
	v = strings.TrimSuffix(strings.TrimSpace(v), "px")
	n, err := strconv.Atoi(v)
	if err != nil {
		return -1
	}
	return n
}

// noscriptImages are the <img> elements of a <noscript>'s markup (text in
// a scripted parse, elements when the page was parsed without scripts).
func noscriptImages(ns *html.Node) []*html.Node {
	var imgs []*html.Node
	collect := func(root *html.Node) {
		forEachElement(root, func(n *html.Node) {
			if n.DataAtom == atom.Img {
				imgs = append(imgs, n)
			}
		})
	}
	for c := ns.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.ElementNode:
			collect(c)
		case html.TextNode:
			if !strings.Contains(c.Data, "<") {
				continue
			}
			body := &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body}
			nodes, err := html.ParseFragment(strings.NewReader(c.Data), body)
			if err != nil {
				continue
			}
			for _, n := range nodes {
				collect(n)
			}
		}
	}
	return imgs
}

// maxFallbackClimb is how many ancestors of an image are searched for the
// <noscript> that holds its fallback.
const maxFallbackClimb = 3

// fallbackNoscript is the <noscript> beside img (or beside an ancestor
// holding no other image, up to maxFallbackClimb levels) whose markup has
// an image, or nil.
func fallbackNoscript(img *html.Node) *html.Node {
	n := img
	for level := 0; level <= maxFallbackClimb && n != nil && n.Type == html.ElementNode; level++ {
		for _, sib := range []*html.Node{prevElement(n), nextElement(n)} {
			if sib != nil && sib.DataAtom == atom.Noscript && len(noscriptImages(sib)) > 0 {
				if level > 0 && countImages(n) > 1 {
					return nil // the fallback of another image
				}
				return sib
			}
		}
		n = n.Parent
	}
	return nil
}

func countImages(n *html.Node) int {
	k := 0
	forEachElement(n, func(e *html.Node) {
		if e.DataAtom == atom.Img {
			k++
		}
	})
	return k
}

func prevElement(n *html.Node) *html.Node {
	for s := n.PrevSibling; s != nil; s = s.PrevSibling {
		if s.Type == html.ElementNode {
			return s
		}
	}
	return nil
}

func nextElement(n *html.Node) *html.Node {
	for s := n.NextSibling; s != nil; s = s.NextSibling {
		if s.Type == html.ElementNode {
			return s
		}
	}
	return nil
}

// forEachElement calls fn for n (when an element) and every element below
// it, in document order.
func forEachElement(n *html.Node, fn func(*html.Node)) {
	if n == nil {
		return
	}
	if n.Type == html.ElementNode {
		fn(n)
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		forEachElement(c, fn)
	}
}
