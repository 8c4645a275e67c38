package article

import (
	"fmt"
	"math"
	"strings"

	"github.com/pith-reader/pith/core/clean"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html/atom"
)

// preferProseCandidate replaces an article region made mostly of links by
// the densest candidate region (dfm ≤ T1) that reads as prose. SD picks
// the candidate closest to the root (seed 000 §3.3 step 7), which on link-
// heavy pages is a headline list above the story, or a footer. A candidate
// inside a sidebar, widget or footer is not taken: its prose is an "about
// this site" box.
func (f *finder) preferProseCandidate() {
	arts := page.Labelled(f.seg, segment.LabelArticle)
	if len(arts) != 1 {
		return
	}
	why := ""
	linkHeavy := f.st.LinkDensity(arts[0]) > page.MaxArticleLinkDensity
	// The notices are told by how the region opens: its first 400 bytes
	// or so, read once (the first 300 of them for two of the checks).
	lead := ""
	if !linkHeavy {
		lead = dom.LeadingText(f.doc.Elems[arts[0]], 400)
	}
	lead300 := lead[:min(len(lead), 300)]
	switch {
	case linkHeavy:
		why = fmt.Sprintf("article region %d is %.0f%% links", arts[0], 100*f.st.LinkDensity(arts[0]))
	case isLegalNotice(lead300):
		why = fmt.Sprintf("article region %d is the site's copyright notice", arts[0])
	case isConsentNotice(lead):
		why = fmt.Sprintf("article region %d is a cookie or consent notice", arts[0])
	case isBrowserNotice(lead300):
		why = fmt.Sprintf("article region %d is a notice about the reader's browser", arts[0])
	case f.pg.InBoilerplate(arts[0]):
		why = fmt.Sprintf("article region %d sits in a sidebar, widget, header or footer (an \"about\" box)", arts[0])
	case clean.InAuthorBox(f.pg, arts[0]):
		why = fmt.Sprintf("article region %d is the author's box", arts[0])
	default:
		return
	}
	best, bestDensity := f.densestProseRegion(arts[0], f.pg.CandidateDFM, maxReplacementLinks)
	chrome := best < 0 && f.pg.InPageChrome(arts[0])
	if chrome {
		// The region is in page chrome by its very tag: a candidate whose
		// links are the story's (stock tickers, names) may replace it.
		best, bestDensity = f.densestProseRegion(arts[0], f.pg.CandidateDFM, maxChromeReplacementLinks)
	}
	if chrome && best < 0 {
		// SD's region is page chrome (a mega-menu of plain text in the
		// site's <nav>, the firm's blurb in its <footer>) and no other
		// region passed T1: the page's text blocks differ from its title
		// (a product's description). The densest prose among them is
		// nearer the content than the menu.
		best, bestDensity = f.densestProseRegion(arts[0], math.Inf(1), maxReplacementLinks)
		if bestDensity < page.MinArticleChars {
			best = -1
		}
	}
	if best < 0 && f.st.Chars[arts[0]] <= maxAboutBoxChars {
		// No other candidate within T1: the story may be short beside a
		// long "about" box, a blog's profile widget — in a sidebar, or
		// not named as one but with a profile link among a line or two
		// of blurb, too many links for a story, and no headline above
		// it (with a headline, it is a story of many links and stays
		// whole). The densest region the page's headline heads, whatever
		// its dfm, is the story.
		if f.pg.InBoilerplate(arts[0]) || clean.InAuthorBox(f.pg, arts[0]) || linkHeavy && !f.pg.HeadedByTitle(arts[0]) {
			best, bestDensity = f.titledProseRegion(arts[0])
			if best < 0 && f.pg.CommentAncestor(arts[0]) < 0 {
				// Not even a line of text under the headline: a photo
				// post (a headline, a dateline, a picture) beside a
				// sidebar's or a footer's blurb. The post is the block
				// around its headline.
				best, bestDensity = f.titledHeaderBlock(arts[0])
			}
		}
	}
	if best < 0 {
		return
	}
	f.trace.Add("article.prose", best, float64(bestDensity), why+": the densest prose candidate outside sidebars instead")
	page.Relabel(f.seg, segment.LabelArticle, segment.LabelNoise)
	f.pg.SetLabel(f.seg, best, segment.LabelArticle, "densest prose candidate: the region SD chose was link-heavy or a legal notice")
}

// Link density limits of a region replacing the article: 0.2 in general
// (an article's replacement must read as prose), 0.5 when the article is
// inside page chrome by its tag.
const (
	maxReplacementLinks       = 0.2
	maxChromeReplacementLinks = 0.5
)

// preferTitledCandidate moves the article to the candidate the page's
// headline heads. SD takes the candidate closest to the root, its "title"
// being any heading above it (seed 000 §3.3 step 7); a side column's list
// of teasers can be closer than the story. When the chosen region carries
// no heading that reads as the page's title and another candidate (dfm
// within T1, few links, outside nav, header, footer and aside elements —
// class names are weaker than the headline: "nav-single" wraps a post)
// does, in it or just before it, that candidate is the story. "Within
// T1" is measured against the densest text outside comment sections
// (storyDFM) when the chosen region is not itself in one; when the chosen
// region is a listing of other posts' teasers (teaserListing), a slider
// denser than any short post, the headlined region need not be within T1.
func (f *finder) preferTitledCandidate() {
	arts := page.Labelled(f.seg, segment.LabelArticle)
	if len(arts) != 1 || f.pg.Title == "" || f.pg.HeadedByTitle(arts[0]) {
		return
	}
	// An article inside a comment section is articleOutsideComments's to
	// move (it marks the section's comments); against the densest text
	// outside the comments, a post under a long discussion is a candidate.
	inComments := f.pg.CommentAncestor(arts[0]) >= 0
	teasers := f.teaserListing(arts[0])
	best, bestDensity := -1, 0
	for _, r := range f.seg.Regions {
		if r.Label != segment.LabelNoise || r.LinkDensity > page.MaxArticleLinkDensity || r.Density <= bestDensity {
			continue
		}
		if !teasers && r.DFM > f.pg.CandidateDFM && (inComments || f.storyDFM(r) > f.pg.CandidateDFM) {
			continue
		}
		if f.pg.HeadedByTitle(r.Node) && !f.pg.InPageChrome(r.Node) {
			best, bestDensity = r.Node, r.Density
		}
	}
	if best < 0 {
		return
	}
	f.trace.Add("article.titled", best, float64(bestDensity), fmt.Sprintf("region %d has no heading like the page's title; this candidate has", arts[0]))
	page.Relabel(f.seg, segment.LabelArticle, segment.LabelNoise)
	f.pg.SetLabel(f.seg, best, segment.LabelArticle, "the candidate the page's headline heads")
}

// densestProseRegion returns the densest noise region other than not
// with dfm at most maxDFM, at most maxLinks of its text in links and
// outside page chrome, with its density; -1 when there is none.
func (f *finder) densestProseRegion(not int, maxDFM, maxLinks float64) (best, bestDensity int) {
	best = -1
	for _, r := range f.seg.Regions {
		if r.Label != segment.LabelNoise || r.DFM > maxDFM || r.LinkDensity > maxLinks || r.Node == not {
			continue
		}
		// The ancestor walk only for a candidate that would win.
		if r.Density > bestDensity && !f.pg.InBoilerplate(r.Node) {
			best, bestDensity = r.Node, r.Density
		}
	}
	return best, bestDensity
}

// maxAboutBoxChars bounds an "about" box (a profile, a blurb, a blogroll)
// that gives way to a short titled post: a story of many paragraphs inside
// a block named like a widget is no such box.
const maxAboutBoxChars = 2000

// minTitledPost is the least text, besides the headline, of a region
// titledProseRegion takes: a photo post's line or two; a link or two
// ("via", "more here") is a large share of so little text, hence a
// looser link limit than maxReplacementLinks.
const (
	minTitledPost      = 40
	maxTitledPostLinks = 0.4
)

// titledProseRegion returns the densest noise region other than not that
// the page's headline heads, outside page chrome and boilerplate, with at
// most maxTitledPostLinks of its text in links and at least
// minTitledPost of text besides the headline (not the headline's own
// block); -1 when there is none.
func (f *finder) titledProseRegion(not int) (best, bestDensity int) {
	best = -1
	if f.pg.Title == "" {
		return best, 0
	}
	for _, r := range f.seg.Regions {
		if r.Label != segment.LabelNoise || r.Node == not || r.LinkDensity > maxTitledPostLinks || r.Density < minTitledPost || r.Density <= bestDensity {
			continue
		}
		own := r.Density
		if f.pg.TitledStory([]int{r.Node}) {
			own -= len(f.pg.Title) // the headline's own block is no story
		}
		if own >= minTitledPost && f.pg.HeadedByTitle(r.Node) && !f.pg.InBoilerplate(r.Node) {
			best, bestDensity = r.Node, r.Density
		}
	}
	return best, bestDensity
}

// titledHeaderBlock returns the largest header-sized block (page.HeaderSized)
// around the page's headline — an h1–h3 that reads as the title, shown and
// outside <nav>, <aside> and <footer> — that does not hold not, below the
// body, with its text outside links; -1 when the page has no such
// headline or not is not in a side column beside it (inSideColumn). A photo post is such a block: its headline, its dateline or
// byline, its picture and perhaps a credit line. Growing the block while
// it stays header-sized takes the post's meta lines without reaching the
// page's other columns.
func (f *finder) titledHeaderBlock(not int) (best, bestChars int) {
	h := f.titleHeading(not)
	if h < 0 || !f.inSideColumn(not, h) {
		return -1, 0
	}
	best = -1
	for a := int(f.doc.Parent[h]); a > f.doc.Body && !f.doc.Contains(a, not) && f.pg.HeaderSized(a); a = int(f.doc.Parent[a]) {
		best = a
	}
	if best < 0 {
		// The headline alone: it heads the region not itself, or a story
		// too long for a photo post.
		return -1, 0
	}
	return best, int(f.st.Chars[best] - f.st.LinkChars[best])
}

// titleHeading returns the first h1–h3 whose text reads as the page's
// title, shown, outside not and outside <nav>, <aside> and <footer>; -1
// when there is none.
func (f *finder) titleHeading(not int) int {
	if f.pg.Title == "" {
		return -1
	}
	for id := f.doc.Body + 1; id < f.doc.Len(); id++ {
		switch f.doc.Tag(id) {
		case atom.H1, atom.H2, atom.H3:
		default:
			continue
		}
		if f.st.Hidden[id] || f.doc.Contains(not, id) || f.pg.InTags(id, atom.Nav, atom.Aside, atom.Footer) {
			continue
		}
		if f.pg.ReadsAsTitle(dom.Text(f.doc.Elems[id])) {
			return id
		}
	}
	return -1
}

// sideColumnWords open the class or id tokens of a page's side column or
// footer ("sidebar", "footer-inner", "widget_text"). A token that only
// holds the word is not one: "has-sidebar" flags the page's layout,
// "content-sidebar-wrap" wraps the story and its column, "entry-footer"
// is a post's own meta line.
var sideColumnWords = []string{"sidebar", "side-bar", "widget", "blogroll", "footer"}

// inSideColumn reports an element inside an <aside> or a <footer>, or
// inside an element with a class or id token opening with a
// sideColumnWord, that does not hold the element head: a side column is
// beside the story, not a wrapper of the whole page ("footerfix", a
// sticky footer's wrapper).
func (f *finder) inSideColumn(id, head int) bool {
	for a := id; a > f.doc.Body && !f.doc.Contains(a, head); a = int(f.doc.Parent[a]) {
		if t := f.doc.Tag(a); t == atom.Aside || t == atom.Footer {
			return true
		}
		if len(f.doc.Elems[a].Attr) == 0 {
			continue
		}
		for _, tok := range strings.Fields(strings.ToLower(f.doc.ClassIDOf(a))) {
			for _, w := range sideColumnWords {
				if strings.HasPrefix(tok, w) {
					return true
				}
			}
		}
	}
	return false
}

// storyDFM is a region's dfm (seed 000 eq. 1) against the densest region
// outside comment sections rather than the densest of all: under a short
// post, a long discussion is the densest block of the page, and against
// it the post falls beyond T1 although it is the densest of the page's
// own text.
func (f *finder) storyDFM(r segment.Region) float64 {
	if f.storyMax == 0 {
		f.storyMax = -1
		for _, q := range f.seg.Regions {
			if q.Density > f.storyMax && f.pg.CommentAncestor(q.Node) < 0 {
				f.storyMax = q.Density
			}
		}
	}
	if f.storyMax <= 0 || r.DFM <= 0 {
		return r.DFM
	}
	return max(0, 100-float64(r.Density)*100/float64(f.storyMax))
}
