package clean

import (
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Feature grids. A landing page sets its sections as grids of cards, each
// card one link to the page it sums up: a heading, a sentence of its own
// and a "Learn more" (often the whole card is the <a>). By link density
// such a grid is a link list, and a menu or a "related posts" box is one;
// what tells them apart is structure, in any language: every card of a
// feature grid holds a heading and a sentence beside it and leads to one
// page, and the cards are several, of one shape. A menu's items are bare
// names; a related-posts grid has the same shape, so the rule holds only
// on a page that tells no story (Context.Sections): on a dated story the
// teasers after its end are the site's, not the page's sections.

const (
	// minFeatureCards is the fewest cards of a feature grid.
	minFeatureCards = 3
	// minCardProseLetters is the fewest letters a card holds outside its
	// heading and its short links ("Learn more"): a sentence, not a name.
	minCardProseLetters = 25
	// maxCardChars bounds a feature card's text (non-space characters):
	// a heading, a sentence or two and a link, not a section of its own
	// (and the checks below walk no large subtree).
	maxCardChars = 800
	// minGridShare is the share of a block's text its grid holds for the
	// block to be the grid (a section: its heading, a line and the grid).
	minGridShare = 0.6
)

// FeatureGrid reports a block that is a feature grid or a section around
// one (featureGrid) on a page that tells no story: the page's sections,
// to keep whatever their link density says.
func (c *Cleaner) FeatureGrid(id int) bool {
	return c.ctx.Sections && c.gridIn(id) >= 0
}

// gridIn returns the feature grid that is id or holds most of its text
// (minGridShare) under it, or -1.
func (c *Cleaner) gridIn(id int) int {
	for cur := id; c.st.Chars[cur] > 0; {
		if c.featureGrid(cur) {
			return cur
		}
		largest := -1
		for k := c.doc.FirstChild(cur); k >= 0; k = c.doc.NextSibling(k) {
			if largest < 0 || c.st.Chars[k] > c.st.Chars[largest] {
				largest = k
			}
		}
		if largest < 0 || float64(c.st.Chars[largest]) < minGridShare*float64(c.st.Chars[id]) {
			return -1
		}
		cur = largest
	}
	return -1
}

// featureGrid reports an element whose children with text are
// minFeatureCards or more feature cards of one tag.
func (c *Cleaner) featureGrid(id int) bool {
	cards := 0
	tag := atom.Atom(0)
	for k := c.doc.FirstChild(id); k >= 0; k = c.doc.NextSibling(k) {
		if c.st.Chars[k] == 0 {
			continue
		}
		if tag == 0 {
			tag = c.doc.Tag(k)
		}
		if c.doc.Tag(k) != tag || !c.featureCard(k) {
			return false
		}
		cards++
	}
	return cards >= minFeatureCards
}

// featureCard reports a card that leads to one page (one link target,
// however many links: the card and its "Learn more"), holds a title
// (cardTitle), and a sentence of its own beside it (minCardProseLetters).
// A card holding a <time> is a story's teaser.
func (c *Cleaner) featureCard(id int) bool {
	if c.st.Hidden[id] || c.st.Chars[id] > maxCardChars {
		return false
	}
	title := c.cardTitle(id)
	if title < 0 || c.oneTarget(id) == "" {
		return false
	}
	for d := id; d <= c.doc.End(id); d++ {
		if c.doc.Tag(d) == atom.Time {
			return false
		}
	}
	return cardProse(c.doc.Elems[id], c.doc.Elems[title], minCardProseLetters) >= minCardProseLetters
}

// maxCardTitleChars bounds a card's title set in bold rather than as a
// heading (non-space characters): a name, not a sentence.
const maxCardTitleChars = 80

// cardTitle returns the card's title, or -1: its first heading with text,
// else its first text when that is set in bold (<strong>, <b>) and short
// (maxCardTitleChars), as card components title their tiles.
func (c *Cleaner) cardTitle(id int) int {
	bold := -1
	for d := id + 1; d <= c.doc.End(id); d++ {
		if c.st.Chars[d] == 0 || c.st.Hidden[d] {
			d = c.doc.End(d)
			continue
		}
		switch t := c.doc.Tag(d); {
		case dom.HeadingLevel(t) > 0:
			return d
		case bold < 0 && (t == atom.Strong || t == atom.B) && c.st.Chars[d] <= maxCardTitleChars && c.firstTextIn(id, d):
			bold = d
		}
	}
	return bold
}

// firstTextIn reports whether element d's text is the first text of id.
func (c *Cleaner) firstTextIn(id, d int) bool {
	first := true
	for a := d; a > id && first; a = int(c.doc.Parent[a]) {
		for s := c.doc.Elems[a].PrevSibling; s != nil; s = s.PrevSibling {
			if strings.TrimSpace(dom.Text(s)) != "" {
				first = false
				break
			}
		}
	}
	return first
}

// oneTarget returns the one address the links under id lead to, or ""
// when they lead to none or to several. Links into the page and a
// script's links lead nowhere else and are not counted.
func (c *Cleaner) oneTarget(id int) string {
	target := ""
	for a := id; a <= c.doc.End(id); a++ {
		if c.doc.Tag(a) != atom.A {
			continue
		}
		href := strings.TrimSpace(dom.Attr(c.doc.Elems[a], "href"))
		if !dom.LeadsAway(href) {
			continue
		}
		if target != "" && href != target {
			return ""
		}
		target = href
	}
	return target
}

// cardProse counts, up to limit, the letters of n's shown text outside
// its title and headings and outside the short links beside them (a
// "Learn more" of MaxControlLabelChars or fewer).
func cardProse(n, title *html.Node, limit int) int {
	count := 0
	for k := n.FirstChild; k != nil && count < limit; k = k.NextSibling {
		switch {
		case k.Type == html.TextNode:
			count += letters(k.Data)
		case k == title || k.Type != html.ElementNode || dom.IsNonContent(k.DataAtom) || dom.HeadingLevel(k.DataAtom) > 0 || dom.IsHidden(k):
		case k.DataAtom == atom.A && len(strings.TrimSpace(dom.Text(k))) <= MaxControlLabelChars:
		default:
			count += cardProse(k, title, limit-count)
		}
	}
	return count
}
