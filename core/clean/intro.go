package clean

import (
	"strings"
	"unicode"
	"unicode/utf8"

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

// introducedByProse reports a block whose previous sibling — a text, or
// an element that is no heading — ends with a sentence introducing it;
// a block with all of its parent's text has its parent's introduction.
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

// introBefore reads the nearest sibling with text before id: found, and
// whether it introduces id.
func (c *Cleaner) introBefore(id int) (intro, found bool) {
	for s := c.doc.Elems[id].PrevSibling; s != nil; s = s.PrevSibling {
		switch {
		case s.Type == html.TextNode:
			if strings.TrimSpace(s.Data) == "" {
				continue
			}
			return isIntroSentence(s.Data), true
		case s.Type != html.ElementNode || dom.IsNonContent(s.DataAtom):
			continue
		}
		sid, ok := c.doc.ID(s)
		if !ok || c.st.Hidden[sid] || c.st.Chars[sid] == 0 {
			continue // a spacer, an anchor
		}
		if dom.HeadingLevel(s.DataAtom) > 0 || RelatedHeading(c.pg, sid) || c.st.LinkChars[sid] == c.st.Chars[sid] {
			return false, true
		}
		return isIntroSentence(trailingText(s, maxIntroTail)), true
	}
	return false, false
}

// isIntroSentence reports a text whose last sentence ends with a colon and
// reads as prose (see minIntroWords).
func isIntroSentence(t string) bool {
	t = strings.TrimSpace(t)
	if !strings.HasSuffix(t, ":") && !strings.HasSuffix(t, "：") {
		return false
	}
	if i := strings.LastIndexAny(t, ".!?"); i >= 0 {
		t = t[i+1:]
	}
	words, lower := 0, 0
	for _, w := range strings.Fields(t) {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsLetter(r) {
			continue
		}
		words++
		if unicode.IsLower(r) {
			lower++
		}
	}
	return words >= minIntroWords && lower >= minIntroLowerWords && promoLabel(t) == ""
}

// trailingText is the last text of n, up to about limit bytes, blocks a
// space apart.
func trailingText(n *html.Node, limit int) string {
	var parts []string
	size := 0
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.LastChild; c != nil && size < limit; c = c.PrevSibling {
			switch {
			case c.Type == html.TextNode:
				parts = append(parts, c.Data)
				size += len(c.Data)
			case c.Type == html.ElementNode && !dom.IsNonContent(c.DataAtom) && c.DataAtom != atom.Br:
				walk(c)
			}
		}
	}
	walk(n)
	var b strings.Builder
	for i := len(parts) - 1; i >= 0; i-- {
		b.WriteString(parts[i])
	}
	return strings.TrimSpace(b.String())
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
	for !isList(c.doc.Tag(id)) {
		next := -1
		c.doc.Children(id, func(k int) {
			if c.st.Chars[k] == c.st.Chars[id] {
				next = k
			}
		})
		if next < 0 {
			return false
		}
		id = next
	}
	return true
}
