package clean

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html/atom"
)

// maxBylineLineChars bounds a line around the byline ("Posted by NAME on
// July 18, 2012 at 11:00 AM EDT").
const maxBylineLineChars = 120

// bylineLine reports a block holding the byline and otherwise only the
// words around one and a date: with the name gone (the reader shows it
// above the article) such a line would read "by on June 29, 2012".
func (c *Cleaner) bylineLine(id int) bool {
	name := dom.FoldSpace(dom.Text(c.doc.Elems[c.pg.Byline]))
	line := dom.FoldSpace(dom.Text(c.doc.Elems[id]))
	before, after, found := strings.Cut(line, name)
	if name == "" || !found {
		return false
	}
	for _, w := range strings.FieldsFunc(before+" "+after, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		low := strings.ToLower(w)
		zone := len(w) <= 4 && strings.ToUpper(w) == w && !isDigits(w) // EDT, GMT
		if !bylineFillers[low] && !monthsAndDays[low] && !isDigits(w) && !zone {
			return false
		}
	}
	return true
}

// labelsByline reports an element just before the byline the reader shows
// above the article, in the same block (their common ancestor is id's
// parent or grandparent): where a "By" before the name would stand alone.
func (c *Cleaner) labelsByline(id int) bool {
	b := c.pg.Byline
	if b <= id || c.doc.Contains(id, b) {
		return false
	}
	lca := c.doc.LCA(id, b)
	parent := int(c.doc.Parent[id])
	return lca == parent || parent >= 0 && lca == int(c.doc.Parent[parent])
}

// maxBylineLabelChars bounds a byline's label ("Written by:").
const maxBylineLabelChars = 11

// isBylineLabel reports text that is only the word before a byline's name
// ("By", "Written by:"), the name being elsewhere or missing.
func isBylineLabel(text string) bool {
	switch strings.ToLower(strings.Trim(dom.FoldSpace(text), " :,")) {
	case "by", "written by", "posted by", "words by":
		return true
	}
	return false
}

// bylineFillers are the words a byline line sets around the name and the
// date.
var bylineFillers = map[string]bool{
	"by": true, "posted": true, "written": true, "published": true, "updated": true, "on": true, "at": true,
	"am": true, "pm": true, "st": true, "nd": true, "rd": true, "th": true, "and": true, "the": true, "of": true,
	"comment": true, "comments": true, "no": true,
}

// monthsAndDays are English month and weekday names and their short forms.
var monthsAndDays = map[string]bool{}

func init() {
	for _, w := range strings.Fields("january february march april may june july august september october november december " +
		"jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun") {
		monthsAndDays[w] = true
	}
}

// isDigits reports a non-empty string of ASCII digits.
func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

func bylineElement(c *Cleaner, id int, _ *pass) string {
	if id == c.pg.Byline && c.st.Chars[id] < 100 {
		return "the byline, shown above the article"
	}
	return ""
}

func bylineLineRule(c *Cleaner, id int, _ *pass) string {
	if c.pg.Byline > id && c.st.Chars[id] < maxBylineLineChars && c.doc.Contains(id, c.pg.Byline) && c.bylineLine(id) {
		return "the byline's line (\"by … on <date>\"), shown above the article"
	}
	return ""
}

func bylineLabel(c *Cleaner, id int, _ *pass) string {
	if c.st.Chars[id] <= maxBylineLabelChars && c.labelsByline(id) && isBylineLabel(dom.Text(c.doc.Elems[id])) {
		return "the byline's label (\"By\", \"Written by\"); the byline is shown above the article"
	}
	return ""
}

// titleHeading: the <h1> or <h2> that repeats the title the reader shows:
// its very words, or the headline part of a title that holds the site's
// name too (titlePart), or, for an <h1>, words like them (ReadsAsTitle).
// An <h2> that only reads like the title ("Benefits of X" under "X") heads
// a section of the story.
func titleHeading(c *Cleaner, id int, _ *pass) string {
	if c.pg.Title == "" {
		return ""
	}
	h := dom.Text(c.doc.Elems[id])
	if titlePart(dom.FoldSpace(h), dom.FoldSpace(c.pg.Title)) || c.doc.Tag(id) == atom.H1 && c.pg.ReadsAsTitle(h) {
		return "heading repeats the title, shown above the article"
	}
	return ""
}

// titlePart reports a heading that is the title, or the part of it before
// or after a separator ("Friday Facts #282 - 0.17 in sight" of "Friday
// Facts #282 - 0.17 in sight | Factorio"), in any letter case.
func titlePart(h, title string) bool {
	h, title = strings.ToLower(h), strings.ToLower(title)
	switch {
	case h == "":
		return false
	case h == title:
		return true
	case strings.HasPrefix(title, h):
		return startsWithSeparator(title[len(h):])
	case strings.HasSuffix(title, h):
		return endsWithSeparator(title[:len(title)-len(h)])
	}
	return false
}

// titlePartSeparators stand between a title's headline and the site's name.
const titlePartSeparators = "|-–—·:»•/"

func startsWithSeparator(s string) bool {
	s = strings.TrimLeft(s, " ")
	return s != "" && strings.ContainsRune(titlePartSeparators, []rune(s)[0])
}

func endsWithSeparator(s string) bool {
	s = strings.TrimRight(s, " ")
	r := []rune(s)
	return len(r) > 0 && strings.ContainsRune(titlePartSeparators, r[len(r)-1])
}

func metadataLine(c *Cleaner, id int, _ *pass) string {
	if w, ok := segment.MetaLineWord(c.doc.ClassIDOf(id)); ok && c.st.Chars[id] < 200 {
		return fmt.Sprintf("metadata line (%q), shown above the article", w)
	}
	return ""
}
