package clean

import (
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A block of labelled facts — "Developer: Valve", "Publisher: Valve",
// "Genre: Action, Free to Play" — links its values to the pages that
// list them (the developer's games, the genre's), so most of its text is
// in links; yet it is no menu and no list of other stories: each link is
// the value of a label the block states. The label is a short text of
// its own element ending with a colon (the mark of a label in every
// language: "Éditeur :", "Erscheinungsdatum:"), outside any link; two of
// them make the block a sheet of facts. A single label over links
// ("Tags:", "Share:") is a list's caption and leaves with its list.

// Bounds of a fact's label.
const (
	// maxLabelChars: a label is a few words ("Release Date:",
	// "Popular user-defined tags for this product:").
	maxLabelChars = 48
	// minLabelledFacts: a sheet of facts states this many labels.
	minLabelledFacts = 2
	// maxFactsChars: a sheet of facts is short; a longer block with a
	// few colons is prose introducing what follows ("Related posts:",
	// "Here is how it works:").
	maxFactsChars = 1200
)

// labelledFacts reports a block holding minLabelledFacts labels or more,
// each an element outside links whose whole text is a short label ending
// with a colon and followed by its value.
func (c *Cleaner) labelledFacts(id int) bool {
	if c.st.Chars[id] > maxFactsChars {
		return false
	}
	labels := 0
	for d := id + 1; d <= c.doc.End(id); d++ {
		if c.doc.Tag(d) == atom.A {
			d = c.doc.End(d) // a link's text is a value, or a control
			continue
		}
		if c.st.Chars[d] == 0 || int(c.st.Chars[d]) > maxLabelChars || c.st.Links[d] > 0 || !c.factLabel(d) {
			continue
		}
		labels++
		if labels >= minLabelledFacts {
			return true
		}
		d = c.doc.End(d)
	}
	return false
}

// factValue reports the value of a fact's label in a sheet of facts: an
// element right after one ("Genre:" and its links "Action, Free to
// Play"), a value however much of it is links.
func (c *Cleaner) factValue(id int) bool {
	if p := int(c.doc.Parent[id]); p < 0 || !c.labelledFacts(p) {
		return false
	}
	for n := c.doc.Elems[id].PrevSibling; n != nil; n = n.PrevSibling {
		switch {
		case n.Type == html.TextNode && strings.TrimSpace(n.Data) != "":
			return false
		case n.Type == html.ElementNode && !dom.NonContent(n) && strings.TrimSpace(dom.Text(n)) != "":
			p, ok := c.doc.IDNear(n, int(c.doc.Parent[id]))
			return ok && c.st.Links[p] == 0 && int(c.st.Chars[p]) <= maxLabelChars && c.factLabel(p)
		}
	}
	return false
}

// factLabel reports an element whose text is a label ("Developer:")
// followed by its value: the text and elements after it in its parent,
// up to a line break or the next label, which link a few things at most
// and hold no list (a filter's "Category:" over its choices, a "Tags:"
// caption over its links) nor a link's address ("Listen: https://…").
func (c *Cleaner) factLabel(id int) bool {
	if !isLabelText(dom.Text(c.doc.Elems[id])) {
		return false
	}
	links, value := 0, false
	for n := c.doc.Elems[id].NextSibling; n != nil; n = n.NextSibling {
		if n.Type == html.TextNode {
			value = value || strings.TrimSpace(n.Data) != ""
			continue
		}
		if n.Type != html.ElementNode || dom.NonContent(n) {
			continue
		}
		text := dom.Text(n)
		if n.DataAtom == atom.Br || isLabelText(text) {
			break
		}
		v, ok := c.doc.IDNear(n, id)
		if !ok || c.st.Lists[v] > 0 || looksLikeAddress(strings.TrimSpace(text)) {
			return false
		}
		links += int(c.st.Links[v]) // an <a href> counts itself
		value = value || strings.TrimSpace(text) != ""
	}
	return value && links <= maxValueLinks
}

// isLabelText reports a label's text: words ending with a colon.
func isLabelText(s string) bool {
	s = strings.TrimRight(strings.TrimSpace(s), "\u00a0 ")
	return (strings.HasSuffix(s, ":") || strings.HasSuffix(s, "：")) && letters(s) >= 2 && len(s) <= maxLabelChars
}

// maxValueLinks: a fact's value links a few things at most ("Action,
// Free to Play"); more is a list of choices.
const maxValueLinks = 3

// looksLikeAddress reports a text that is a web address, a link showing
// where it leads rather than a value.
func looksLikeAddress(s string) bool {
	return strings.Contains(s, "://") || strings.HasPrefix(strings.ToLower(s), "www.")
}
