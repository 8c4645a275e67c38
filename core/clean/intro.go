package clean

import (
	"strings"
	"unicode"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A list the article's prose introduces ("For more information, see:",
// "Redis implements the following data types:", "Weitere Informationen
// finden Sie hier:") is content, however many links it holds: the sentence
// promises it. The colon is the introduction's mark in every language of
// the features; a sentence is told from a label ("Related:", "Similar
// Posts:", "Popular Projects:") by its words: a label is one or two words
// or title case, a sentence has lower-case words (German capitalises its
// nouns, not its verbs and articles).
const (
	minIntroWords      = 3 // words of the introducing sentence
	minIntroLowerWords = 2 // of them starting lower case
	maxIntroTail       = 200
)

// introducedByProse reports a block whose previous sibling (no heading)
// ends with a sentence introducing it; a block with all of its parent's
// text has its parent's introduction.
func (c *Cleaner) introducedByProse(id int) bool {
	for {
		if intro, found := c.introBefore(id); found {
			return intro
		}
		p := int(c.doc.Parent[id])
		if p < 0 || c.st.Chars[p] != c.st.Chars[id] {
			return false
		}
		id = p
	}
}

// introBefore reads the text just before id (a text beside it, else its
// nearest element sibling with text): found, and whether it introduces id. A heading, a related label or a
// link introduces nothing.
func (c *Cleaner) introBefore(id int) (intro, found bool) {
	for s := c.doc.Elems[id].PrevSibling; s != nil; s = s.PrevSibling {
		switch s.Type {
		case html.TextNode:
			if strings.TrimSpace(s.Data) != "" {
				return isIntroSentence(s.Data), true // "…a longer read:<br><ol>"
			}
		case html.ElementNode:
			p, ok := c.doc.ID(s)
			if !ok || c.st.Chars[p] == 0 {
				continue // a line break, a spacer, an anchor, a hidden block
			}
			if dom.HeadingLevel(c.doc.Tag(p)) > 0 || c.st.LinkChars[p] == c.st.Chars[p] || RelatedHeading(c.pg, p) {
				return false, true
			}
			return isIntroSentence(dom.Text(s)), true
		}
	}
	return false, false
}

// isIntroSentence reports a text whose last sentence ends with a colon and
// reads as prose: minIntroWords words, minIntroLowerWords of them starting
// lower case, no promotion's label.
func isIntroSentence(t string) bool {
	t = strings.TrimSpace(t)
	if !strings.HasSuffix(t, ":") && !strings.HasSuffix(t, "：") {
		return false
	}
	words, lower := 0, 0
	for _, w := range strings.Fields(t) {
		r := []rune(w)[0]
		if strings.ContainsAny(w, ".!?") && w != strings.TrimRight(w, ".!?") {
			words, lower = 0, 0 // a sentence ends: the last one counts
			continue
		}
		if unicode.IsLetter(r) {
			words++
			if unicode.IsLower(r) {
				lower++
			}
		}
	}
	return words >= minIntroWords && lower >= minIntroLowerWords && promoLabel(t[max(0, len(t)-maxIntroTail):]) == ""
}

// isList reports the elements of a list and of a table.
func isList(a atom.Atom) bool {
	switch a {
	case atom.Ul, atom.Ol, atom.Menu, atom.Dl, atom.Table:
		return true
	}
	return false
}

// listLike reports a list or a table, or a wrapper whose text is all in
// one: each level down, one child holds all of the text.
func (c *Cleaner) listLike(id int) bool {
	return c.wrapped(id, func(b int) bool { return isList(c.doc.Tag(b)) })
}

// wrapped reports a block that is, or wraps, one for which is holds: each
// level down, the child that holds all of the text.
func (c *Cleaner) wrapped(id int, is func(b int) bool) bool {
	for id >= 0 && !is(id) {
		k := c.doc.FirstChild(id)
		for k >= 0 && c.st.Chars[k] != c.st.Chars[id] {
			k = c.doc.NextSibling(k)
		}
		id = k
	}
	return id >= 0
}

// headedSection reports a list that is a section of the article: its
// nearest sibling before it with text (its parent's, when it holds all of
// its parent's text) is a section heading (h2–h6: an <h1> heads the page)
// that announces no other stories (RelatedHeading), and another heading
// of the same level heads prose (sectionedBy); a box set beside the text
// (isLandmarkBox, sideBox) between the heading and the list does not
// count. A heading may sit alone in a wrapper (MediaWiki's "mw-heading").
// So "See also", "Sources", "External links" closing an article written in
// sections stay; a lone heading over a list ("You might like:", "Posted on
// this day, other years:") is the site's box, not a section.
func (c *Cleaner) headedSection(id int) bool { return c.headedBy(id, c.sectionedBy) }

// headedBy is headedSection with the test that the article is written in
// sections at the heading's level (sectioned) given.
func (c *Cleaner) headedBy(id int, sectioned func(b int, tag atom.Atom) bool) bool {
	for {
		for s := c.doc.Elems[id].PrevSibling; s != nil; s = s.PrevSibling {
			if s.Type == html.TextNode && strings.TrimSpace(s.Data) != "" {
				return false
			}
			h, ok := c.doc.ID(s)
			if s.Type != html.ElementNode || !ok || c.st.Chars[h] == 0 {
				continue
			}
			if hd := c.soleHeading(h); hd >= 0 { // a heading, or a wrapper holding one alone
				return dom.HeadingLevel(c.doc.Tag(hd)) > 1 && !RelatedHeading(c.pg, hd) && sectioned(h, c.doc.Tag(hd))
			}
			if !c.isLandmarkBox(h) && !c.sideBox(h, id) {
				return false
			}
		}
		p := int(c.doc.Parent[id])
		if p < 0 || c.st.Chars[p] != c.st.Chars[id] {
			return false
		}
		id = p
	}
}

// sectionedBy reports a heading block b (a heading of level tag, or a
// wrapper holding one alone) with another such block among its siblings,
// before or after it, that heads prose (a paragraph follows it before the
// next heading of that level): the article is written in sections at that
// level.
func (c *Cleaner) sectionedBy(b int, tag atom.Atom) bool {
	p := int(c.doc.Parent[b])
	if p < 0 {
		return false
	}
	other := false // under a heading of the level other than b
	for k := c.doc.FirstChild(p); k >= 0; k = c.doc.NextSibling(k) {
		if hd := c.soleHeading(k); hd >= 0 && c.doc.Tag(hd) == tag {
			other = k != b
			continue
		}
		if other && c.st.Paras[k] > 0 {
			return true
		}
	}
	return false
}

// headedCards reports a grid of cards that is a section of the article:
// a block whose every part with text is one link holding its own heading
// (a documentation page's "Social login" providers, each card titled
// "Apple", "GitHub", …), right under a section heading (h2–h6) that
// announces no other stories, in an article written in sections at that
// level or above (sectionedAtOrAbove). The cards' headings are the
// section's structure; a grid of other stories sits under a heading of
// its own ("More stories", RelatedHeading) or under none.
func (c *Cleaner) headedCards(id int) bool {
	return c.wrapped(id, c.cardGrid) && c.headedBy(id, c.sectionedAtOrAbove)
}

// cardGrid reports a block of two or more parts with text, each all link
// text and holding a heading.
func (c *Cleaner) cardGrid(id int) bool {
	cards := 0
	for k := c.doc.FirstChild(id); k >= 0; k = c.doc.NextSibling(k) {
		if c.st.Chars[k] == 0 {
			continue
		}
		if c.st.LinkChars[k] != c.st.Chars[k] || !c.holdsHeading(k) {
			return false
		}
		cards++
	}
	return cards >= 2
}

// holdsHeading reports a heading with text inside id.
func (c *Cleaner) holdsHeading(id int) bool {
	for d := id + 1; d <= c.doc.End(id); d++ {
		if dom.HeadingLevel(c.doc.Tag(d)) > 0 && c.st.Chars[d] > 0 {
			return true
		}
	}
	return false
}

// sectionedAtOrAbove is sectionedBy for a heading of level tag or a
// higher one (a smaller number): an <h3> over a grid of cards sits in an
// article whose <h2> sections hold its prose.
func (c *Cleaner) sectionedAtOrAbove(b int, tag atom.Atom) bool {
	p := int(c.doc.Parent[b])
	if p < 0 {
		return false
	}
	level, under := dom.HeadingLevel(tag), false
	for k := c.doc.FirstChild(p); k >= 0; k = c.doc.NextSibling(k) {
		if hd := c.soleHeading(k); hd >= 0 {
			under = k != b && dom.HeadingLevel(c.doc.Tag(hd)) <= level
			continue
		}
		if under && c.st.Paras[k] > 0 {
			return true
		}
	}
	return false
}

// sideBox reports a block between a heading and its list that is neither
// prose nor a heading and holds less text than the list: a box set beside
// it ("Wikimedia Commons has media related to …", a portal's icon).
func (c *Cleaner) sideBox(b, list int) bool {
	t := c.doc.Tag(b)
	return t != atom.P && dom.HeadingLevel(t) == 0 && c.st.Paras[b] == 0 && c.st.Chars[b] < c.st.Chars[list]
}

// isLandmarkBox reports an element set beside the text: an <aside>, a
// <nav>, or an ARIA navigation or complementary landmark (a portal box
// floated beside a "See also" list).
func (c *Cleaner) isLandmarkBox(id int) bool {
	switch c.doc.Tag(id) {
	case atom.Aside, atom.Nav:
		return true
	}
	switch strings.ToLower(dom.Attr(c.doc.Elems[id], "role")) {
	case "navigation", "complementary":
		return true
	}
	return false
}
