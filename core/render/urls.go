package render

import (
	"strings"

	"golang.org/x/net/html"
)

// LinkURL is raw made absolute against the Part's base when it is an
// http(s) address, else "": the address of a listing's item, which the
// reader shows as a link of its own, outside any rendered HTML.
func (p Part) LinkURL(raw string) string {
	if u := p.resolve(raw, false); isHTTP(u) {
		return u
	}
	return ""
}

// ImageURL is an image element's real source (its lazy-loading attributes
// first, as the article's images are read), resolved, when it is an
// http(s) picture and no tracking pixel; else "".
func (p Part) ImageURL(n *html.Node) string {
	if u := p.imageURL(n); isHTTP(u) {
		return u
	}
	return ""
}

func isHTTP(u string) bool {
	low := strings.ToLower(u)
	return strings.HasPrefix(low, "https://") || strings.HasPrefix(low, "http://")
}

// MarkdownDestination is u written as a Markdown link destination the
// URL cannot end early (mdDestination), for links written outside a
// rendering (a listing's items in a saved file).
func MarkdownDestination(u string) string { return mdDestination(u) }
