package article

import (
	"slices"
	"strings"

	"github.com/pith-reader/pith/core/clean"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/segment"
	"github.com/pith-reader/pith/core/site"
	"golang.org/x/net/html/atom"
)

// A list joins the article when its items average minListItemChars and
// at most maxProseListLinks of its text is in links.
const (
	minListItemChars  = 40
	maxProseListLinks = 0.35
)

// isProseSibling reports a sibling block that continues the article; cur
// is the sibling on the way up from the article region.
func (f *finder) isProseSibling(id, article, cur int) bool {
	st := f.st
	if st.Hidden[id] || f.ctx.Excluded[id] || st.Chars[id] < 80 || site.Mostly(f.pg, f.ctx.Recurring, id) {
		return false
	}
	switch f.doc.Tag(id) {
	case atom.Header:
		// The main content's own header (a landing page's hero: its h1
		// and standfirst) opens the article; any other is chrome.
		return f.ctx.Clean != nil && f.ctx.Clean.HeroHeader(id)
	case atom.Nav, atom.Aside, atom.Footer, atom.Form:
		return false
	}
	if f.ctx.Clean != nil && f.ctx.Clean.FeatureGrid(id) && st.Forms[id] == 0 {
		// A landing page's grid of feature cards: one of its sections;
		// not teasers closed by "Read more", however they are laid out.
		return !f.teaserRun(id)
	}
	switch f.doc.Tag(id) {
	case atom.Ul, atom.Ol, atom.Dl, atom.Table:
		// Lists and tables of sentences continue the story; lists of
		// short links (menus, related stories) do not.
		items := max(1, st.Lists[id])
		return st.LinkDensity(id) <= maxProseListLinks && st.Forms[id] == 0 && st.Chars[id]/items >= minListItemChars
	}
	if f.sameSection(id, cur) && st.Forms[id] == 0 && !segment.HasCommentToken(f.doc.ClassIDOf(id)) {
		return true
	}
	if st.LinkDensity(id) > 0.25 || st.Forms[id] > 0 {
		return false
	}
	ci := f.doc.ClassIDOf(id)
	if segment.HasCommentToken(ci) || f.opensWithRelated(id) {
		return false
	}
	// A sibling named exactly like the block that holds the story is
	// another part of it (a body split into chunks between ads), whatever
	// its class says ("grid-layout--adrail" reads as an ad to the noise
	// words).
	if w, noisy := f.pg.NoiseWord(id); noisy && (ci == "" || ci != f.doc.ClassIDOf(cur)) && !f.titledLead(id, cur) &&
		!(w == "header" && f.ctx.Clean != nil && f.ctx.Clean.HeroHeader(id)) {
		return false
	}
	// Prose: paragraphs, or several sentence marks per 100 characters —
	// but not teasers of other pages or the author's box, which read as
	// prose too (their checks read text, so they come last).
	if st.Paras[id] == 0 && st.Punct[id]*100 < st.Chars[id] {
		return false
	}
	return !f.teaserRun(id) && !clean.AuthorBox(f.pg, id)
}

// sameSection reports a sibling that is another section of the document
// cur's section belongs to: the same element with the same class, each
// opened by a heading of the same level (AsciiDoc's div.sect1 and Sphinx's
// section.section, one per h2). Such a section continues the story
// however many links its lists hold (a progress report's list of
// patches, each a link).
func (f *finder) sameSection(id, cur int) bool {
	class := dom.Attr(f.doc.Elems[cur], "class")
	if class == "" || f.doc.Tag(id) != f.doc.Tag(cur) || dom.Attr(f.doc.Elems[id], "class") != class {
		return false
	}
	level := f.openingHeading(cur)
	return level > 0 && f.openingHeading(id) == level
}

// joinsSections reports siblings joined that are sections of cur's
// document (sameSection).
func (f *finder) joinsSections(before, after []int, cur int) bool {
	same := func(id int) bool { return f.sameSection(id, cur) }
	return slices.ContainsFunc(before, same) || slices.ContainsFunc(after, same)
}

// openingHeading is the level of the heading that opens id (its first
// child element), or 0.
func (f *finder) openingHeading(id int) int {
	if k := f.doc.FirstChild(id); k >= 0 {
		return dom.HeadingLevel(f.doc.Tag(k))
	}
	return 0
}

// opensWithRelated reports a block whose first element, or the first
// element of that, and so on a few levels down, is a heading announcing
// other stories ("Related Posts"): teasers with excerpts read as prose.
func (f *finder) opensWithRelated(id int) bool {
	for h, level := f.doc.FirstChild(id), 0; h >= 0 && level < 3; h, level = f.doc.FirstChild(h), level+1 {
		if clean.RelatedHeading(f.pg, h) {
			return true
		}
	}
	return false
}

// teaserRun reports a block of teasers of other pages: at least
// minTeaserRun links reading "Read more" (or "Continue reading", "More"),
// or excerpts cut with a blog engine's "[...]", each closing an excerpt.
// Their excerpts read as prose and their links are a small share of the
// text, so neither the link density nor the paragraphs tell them from
// more of the story.
func (f *finder) teaserRun(id int) bool {
	// The excerpts' marks, counted in the text nodes in place.
	cuts := 0
	dom.EachContentText(f.doc.Elems[id], func(s string) {
		cuts += strings.Count(s, "[...]") + strings.Count(s, "[…]")
	})
	if cuts >= minTeaserRun {
		return true
	}
	return f.readMoreLinks(id, minTeaserRun) >= minTeaserRun
}

// readMoreLinks counts the links reading "Read more" (isReadMore) inside
// id, stopping at limit.
func (f *finder) readMoreLinks(id, limit int) int {
	n := 0
	for a := id + 1; a <= f.doc.End(id) && n < limit; a++ {
		if f.doc.Tag(a) != atom.A {
			continue
		}
		if f.st.Chars[a] <= clean.MaxControlLabelChars && isReadMore(dom.Text(f.doc.Elems[a])) {
			n++
		}
		a = f.doc.End(a)
	}
	return n
}

// teaserListing reports a region that is all teasers of other pages (a
// slider or a column of excerpts): at least minTeaserListing "Read more"
// links and no more than a teaser's text (page.MaxTeaserChars) per link. A
// story with a "Read more" link or two to its sources is not one.
func (f *finder) teaserListing(id int) bool {
	n := f.readMoreLinks(id, int(f.st.Chars[id])/page.MaxTeaserChars+minTeaserListing)
	return n >= minTeaserListing && int(f.st.Chars[id]) <= n*page.MaxTeaserChars
}

// minTeaserListing is the least number of "Read more" links of a
// teaserListing.
const minTeaserListing = 3

// minTeaserRun is the least number of "Read more" links of a teaserRun:
// one may close a story's own excerpt or point to its source.
const minTeaserRun = 2

// isReadMore reports a link's text that invites to read another page in
// full ("Read more...", "Continue reading »").
func isReadMore(text string) bool {
	t := strings.ToLower(strings.TrimRight(strings.TrimSpace(text), ".…»›>→ \u00a0"))
	return t == "read more" || t == "continue reading" || t == "more" || t == "read the rest" || t == "read full story"
}

// titledLead reports a block before the story that holds the page's
// headline and paragraphs under it (a documentation page's
// "layout__header" with the title and the opening paragraphs): whatever
// its class says, that is the story's head, not the site's.
func (f *finder) titledLead(id, cur int) bool {
	return id < cur && f.st.Paras[id] > 0 && f.pg.TitledStory([]int{id})
}
