package page

import (
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/meta"
	"golang.org/x/net/html/atom"
)

// TitledStory reports an article headed by the page's title: an h1–h3
// inside the article whose text is the title. A story, however short, is
// not a listing; a listing page's stray article ("Skip to results",
// "Release date: …") carries no such heading.
func (pg *Page) TitledStory(roots []int) bool {
	if pg.Title == "" {
		return false
	}
	for _, r := range roots {
		for id := r; id <= pg.Doc.End(r); id++ {
			switch pg.Doc.Tag(id) {
			case atom.H1, atom.H2, atom.H3:
				if pg.ReadsAsTitle(dom.Text(pg.Doc.Elems[id])) {
					return true
				}
			}
		}
	}
	return false
}

// ReadsAsTitle reports a heading's text that reads as the page's title:
// each text holds most of the other's words (Reader View's similarity,
// both ways).
func (pg *Page) ReadsAsTitle(h string) bool {
	return meta.ReadAlike(pg.Title, h)
}

// HeadedByTitle reports a heading (h1–h3) that reads as the page's title
// inside id, or in one of the two element siblings before id or before its
// parent (not counting empty spacers) when that sibling is little more
// than the heading.
func (pg *Page) HeadedByTitle(id int) bool {
	if pg.TitledStory([]int{id}) {
		return true
	}
	for n, level := id, 0; n > pg.Doc.Body && level < 2; n, level = int(pg.Doc.Parent[n]), level+1 {
		s := int(pg.Stats.PrevSibling[n])
		for k := 0; s >= 0 && k < 2; s = int(pg.Stats.PrevSibling[s]) {
			if pg.Stats.Chars[s] == 0 && pg.Stats.Images[s] == 0 {
				continue // a spacer (<br class="clear">, an empty <div>) is no block
			}
			// A heading, or a small header block around one; not a whole
			// column that has the story's headline somewhere in it.
			if pg.HeaderSized(s) && pg.TitledStory([]int{s}) {
				return true
			}
			k++
		}
	}
	return false
}

// HeaderSized reports a block holding no more text than a header around the
// page's headline: the headline, a dateline, a byline.
func (pg *Page) HeaderSized(id int) bool {
	return int(pg.Stats.Chars[id]) <= 2*len(pg.Title)+100
}

// IsMonthOrDay reports a lower-case word naming a month or a weekday in
// the features' languages (meta's date words), for the stages that read a
// date around a byline.
func IsMonthOrDay(w string) bool { return meta.IsMonthOrDay(w) }
