package clean

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
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
		if !bylineFillers[low] && !page.IsMonthOrDay(low) && !isDigits(w) && !zone {
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

// maxBylineLabelChars bounds a byline's label ("Written by:",
// "Geschrieben von:"), in non-space characters.
const maxBylineLabelChars = 16

// bylineLabels are the words before a byline's name, in the features'
// languages (en, de, fr, es, it, nl, pt).
var bylineLabels = map[string]bool{
	"by": true, "written by": true, "posted by": true, "words by": true,
	"von": true, "geschrieben von": true, "veröffentlicht von": true, "autor": true, "autorin": true,
	"par": true, "écrit par": true, "publié par": true, "auteur": true,
	"por": true, "escrito por": true, "publicado por": true,
	"di": true, "da": true, "scritto da": true, "pubblicato da": true, "autore": true,
	"door": true, "geschreven door": true, "gepost door": true, "auteur:": true,
	"postado por": true,
}

// isBylineLabel reports text that is only the word before a byline's name
// ("By", "Written by:", "Von", "Par"), the name being elsewhere or
// missing.
func isBylineLabel(text string) bool {
	return bylineLabels[strings.ToLower(strings.Trim(dom.FoldSpace(text), " :,"))]
}

// bylineFillers are the words a byline line sets around the name and the
// date, in the features' languages (en, de, fr, es, it, nl, pt): "Posted
// by … on …", "Veröffentlicht von … am … um … Uhr", "Publié par … le …",
// "Publicado por … el … a las …", "Pubblicato da … il … alle …",
// "Geplaatst door … op … om …", "Publicado por … em … às …".
var bylineFillers = map[string]bool{}

func init() {
	for _, w := range strings.Fields("by posted written published updated on at am pm st nd rd th and the of comment comments no " +
		"von veröffentlicht aktualisiert geschrieben am um uhr und der den kommentar kommentare keine " +
		"par publié mis à jour écrit le la à h et commentaire commentaires aucun " +
		"por publicado actualizado escrito el de del a las y comentario comentarios sin " +
		"da di pubblicato aggiornato scritto il alle ore e commento commenti nessun " +
		"door geplaatst gepubliceerd bijgewerkt geschreven op om en reactie reacties geen " +
		"em às atualizado comentário comentários sem") {
		bylineFillers[w] = true
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
// a section of the story, and so does an <h1> that only reads like it but
// stands below the story's first paragraphs ("The wrong questions" under
// "All the Wrong Questions"): the reader shows the title above the story,
// so only a heading above it repeats the title.
func titleHeading(c *Cleaner, id int, a *pass) string {
	if c.pg.Title == "" {
		return ""
	}
	h := dom.Text(c.doc.Elems[id])
	if titlePart(dom.FoldSpace(h), dom.FoldSpace(c.pg.Title)) ||
		c.doc.Tag(id) == atom.H1 && c.pg.ReadsAsTitle(h) && !c.belowStoryText(id, a) {
		return "heading repeats the title, shown above the article"
	}
	return ""
}

// maxTextAboveTitle is the text outside links that may stand before the
// title's heading inside the article (a kicker, a date line, a short
// standfirst); more is the story's own prose.
const maxTextAboveTitle = 400

// belowStoryText reports an element with more than maxTextAboveTitle
// characters outside links before it: in its earlier siblings and in its
// ancestors' earlier siblings, up to the rendered root (or the body when
// the pass renders nothing).
func (c *Cleaner) belowStoryText(id int, a *pass) bool {
	var before int32
	for n := id; n > c.doc.Body && !a.isRoot[n]; n = int(c.doc.Parent[n]) {
		for s := int(c.st.PrevSibling[n]); s >= 0; s = int(c.st.PrevSibling[s]) {
			if c.st.Hidden[s] {
				continue
			}
			if before += c.st.Chars[s] - c.st.LinkChars[s]; before > maxTextAboveTitle {
				return true
			}
		}
	}
	return false
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
