package clean

import (
	"golang.org/x/net/html/atom"
)

// A tree of links is the site's page hierarchy (WordPress's page list,
// a section's menu of its subpages): a list whose items hold lists of
// links of their own, nothing but link text. A listing's items are a flat
// run of cards, a story's references a flat list with words around the
// links; only a menu nests. The link-list rule takes such a tree out of a
// story; in a page of sections, whose link-dense item cards stay
// (NotListing), this rule does. A nested table of contents, its links
// into the page, stays (the inPageLinks exception of the link-list rule).

// Thresholds of a tree of links.
const (
	// minTreeLinks is the fewest links of a menu tree.
	minTreeLinks = 6
	// minTreeLinkShare is the share of its text in links.
	minTreeLinkShare = 0.9
)

// navTree answers for a list that is a tree of links.
func navTree(c *Cleaner, id int, _ *pass) string {
	st := c.st
	if st.Links[id] < minTreeLinks || st.LinkDensity(id) < minTreeLinkShare || c.inPageLinks(id) || !c.nestsLists(id) {
		return ""
	}
	return "a tree of links (lists nested in its items): the site's page hierarchy"
}

// nestsLists reports a list with an item that holds a list of links.
func (c *Cleaner) nestsLists(id int) bool {
	nested := false
	c.doc.Children(id, func(li int) {
		if nested || c.doc.Tag(li) != atom.Li {
			return
		}
		c.doc.Children(li, func(sub int) {
			if t := c.doc.Tag(sub); (t == atom.Ul || t == atom.Ol) && c.st.Links[sub] > 0 && !c.st.Hidden[sub] {
				nested = true
			}
		})
	})
	return nested
}
