package clean

import (
	"slices"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html/atom"
)

// An author box closes many posts: a heading "About the author", a photo,
// a paragraph of biography. It is about the writer, not the story, and
// the same on every post of the writer's.
const (
	maxAuthorBoxChars   = 1500 // the box's text
	maxAuthorLabelChars = 40   // its opening words read for the label
)

// authorBoxLabels open an author box, in the languages of the corpora and a
// few more.
var authorBoxLabels = []string{"about the author", "about the authors", "about the writer", "about author",
	"author bio", "über den autor", "über die autorin", "à propos de l'auteur", "sobre o autor", "sobre el autor",
	"sull'autore", "об авторе", "über die autoren", "à propos de l'autrice", "à propos des auteurs", "acerca del autor",
	"sobre la autora", "sobre a autora", "l'autore", "a proposito dell'autore", "over de auteur", "over de schrijver", "over de auteurs"}

// isAuthorBox reports the first text of a block that is an author box's
// label and nothing more ("About the author", "About the Author:"); a
// sentence that opens with the words ("About the author of the report,
// …") is the story's.
func isAuthorBox(first string) bool {
	label := strings.Trim(strings.ToLower(dom.FoldSpace(first)), " :.…-–—")
	return slices.Contains(authorBoxLabels, label)
}

// AuthorBox reports a block that is an author box: no longer than
// maxAuthorBoxChars, opening with an author box's label ("About the
// author") or with a heading naming the author over a biography and
// beside the author's picture ("Written by Marie LeBaron", a paragraph
// about her). Without the picture, a story's container that opens with
// its byline as a heading would read as one.
func AuthorBox(pg *page.Page, id int) bool {
	st, doc := pg.Stats, pg.Doc
	if st.Chars[id] > maxAuthorBoxChars {
		return false
	}
	if st.Images[id] > 0 && st.Chars[id] >= minAuthorBioChars && len(doc.Elems[id].Attr) > 0 && authorBoxNames.InFold(doc.ClassIDOf(id)) {
		return true
	}
	first := firstText(doc.Elems[id], maxAuthorLabelChars)
	return isAuthorBox(first) || isAuthorHeadingLabel(first) && st.Images[id] > 0 && headedByAuthor(pg, id)
}

// authorBoxNames are class or id names of an author box: with the author's
// picture and a few lines of text, the block is one whatever its heading.
// A byline's "post-author" holds a name and no biography.
var authorBoxNames = segment.NewWordSet("about_author", "about-author", "aboutauthor", "author-bio", "author_bio", "authorbio",
	"author-box", "author_box", "authorbox", "author-info", "author_info", "authorinfo", "post-author", "post_author", "postauthor",
	"author-description", "author_description")

// InAuthorBox reports an element inside an author box (AuthorBox), a few
// levels up at most: a biography's paragraph can be the densest prose of a
// short post's page, and is not its story.
func InAuthorBox(pg *page.Page, id int) bool {
	for a, level := id, 0; a > pg.Doc.Body && level < 4; a, level = int(pg.Doc.Parent[a]), level+1 {
		if AuthorBox(pg, a) {
			return true
		}
	}
	return false
}

// authorHeadingLabels open the heading of an author box that names the
// author: "Author: Richard Darell", "Written by Marie LeBaron".
var authorHeadingLabels = []string{"author", "written by", "the author", "autor", "autorin", "geschrieben von", "auteur", "écrit par",
	"autora", "escrito por", "autore", "scritto da", "geschreven door"}

// isAuthorHeadingLabel reports a first text that is one of
// authorHeadingLabels and nothing more, the name following in a link.
func isAuthorHeadingLabel(first string) bool {
	label := strings.Trim(strings.ToLower(dom.FoldSpace(first)), " :.…-–—")
	return slices.Contains(authorHeadingLabels, label)
}

// headedByAuthor reports a block whose first text is a short heading
// (h2–h6, a name's length) followed by at least minAuthorBioChars more
// text: an author box, the author's name over a biography. A byline alone
// ("Written by Marie") is the byline's rule to drop.
func headedByAuthor(pg *page.Page, id int) bool {
	st, doc := pg.Stats, pg.Doc
	for a := id + 1; a <= doc.End(id); a++ {
		if st.Chars[a] == 0 {
			a = doc.End(a)
			continue
		}
		switch doc.Tag(a) {
		case atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
			return st.Chars[a] <= maxAuthorHeadingChars && st.Chars[id]-st.Chars[a] >= minAuthorBioChars
		}
		return false
	}
	return false
}

// maxAuthorHeadingChars bounds an author box's heading (a label and a
// name, a follow button's caption); minAuthorBioChars is the least of its
// biography.
const (
	maxAuthorHeadingChars = 100
	minAuthorBioChars     = 60
)

func authorBoxRule(c *Cleaner, id int, _ *pass) string {
	if AuthorBox(c.pg, id) {
		return "the author's box (\"About the author\", \"Written by <name>\" over a biography)"
	}
	return ""
}
