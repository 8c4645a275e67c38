package dom

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// TagMatcher is a goquery.Matcher for one element name, the only selector
// the extraction path needs. goquery's string selectors compile through
// cascadia, which links Go's regexp engine and its Unicode tables into the
// wasm (about a tenth of its size, issue 6); a matcher written in Go keeps
// goquery's traversal without them.
type TagMatcher atom.Atom

// Match reports whether n is an element with this name.
func (m TagMatcher) Match(n *html.Node) bool {
	return n.Type == html.ElementNode && n.DataAtom == atom.Atom(m)
}

// MatchAll returns n and its descendants that match, in document order.
func (m TagMatcher) MatchAll(n *html.Node) []*html.Node {
	var out []*html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if m.Match(n) {
			out = append(out, n)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return out
}

// Filter returns the nodes that match, in their order.
func (m TagMatcher) Filter(nodes []*html.Node) []*html.Node {
	var out []*html.Node
	for _, n := range nodes {
		if m.Match(n) {
			out = append(out, n)
		}
	}
	return out
}
