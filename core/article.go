package core

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/pith-reader/pith/core/clean"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Article expansion. A density method finds the densest container of
// paragraphs, but many templates split one story over several sibling
// containers (a lead, body columns between ads, a closing section), and SD
// keeps only one (seed 000 §3.3 step 7 picks a single region). Starting from
// the chosen region, the pipeline climbs through wrapper elements and takes
// in the siblings that read like the same prose: paragraphs, sentence
// punctuation, few links, no boilerplate markers. Siblings that are not
// prose (share bars, related links, ads) stay out, so expansion adds text
// without adding the page's noise.

// A list joins the article when its items average minListItemChars and
// at most maxProseListLinks of its text is in links.
const (
	minListItemChars  = 40
	maxProseListLinks = 0.35
)

// maxExpandLevels bounds how many levels with other children expansion
// crosses above the chosen region; maxClimb bounds the climb itself.
const (
	maxExpandLevels = 4
	maxClimb        = 12
)

// expandArticle returns the article roots, in page order, grown from the
// region root.
func (p *pipeline) expandArticle(root int) []int {
	roots := []int{root}
	cur := root
	// Climbing through a wrapper costs nothing; a level with other
	// children counts toward maxExpandLevels.
	for level, steps := 0, 0; level < maxExpandLevels && steps < maxClimb; steps++ {
		parent := int(p.doc.Parent[cur])
		if parent <= p.doc.Body || parent < 0 {
			break
		}
		var before, after []int
		commentsAfter := false
		p.doc.Children(parent, func(c int) {
			if c > cur && segment.HasCommentToken(p.doc.ClassIDOf(c)) && !p.headingSlugSection(c) {
				// The comments start here ("One Response to …", the
				// comment list): what comes after them (the comment
				// policy, the form's notes) is theirs. (Before the
				// story, a block so named is a comment count or a
				// link to the comments.)
				commentsAfter = true
				return
			}
			if c == cur || commentsAfter || !p.isProseSibling(c, root, cur) {
				return
			}
			if c < cur {
				before = append(before, c)
			} else {
				after = append(after, c)
			}
		})
		if len(before)+len(after) > 0 {
			prose := len(before) + len(after)
			before, after = p.fillGaps(parent, cur, before, after)
			roots = append(append(before, roots...), after...)
			p.trace.Add("article.expand", parent, float64(prose), fmt.Sprintf("%d prose siblings and %d blocks between them joined the article", prose, len(before)+len(after)-prose))
		}
		loose := p.looseProse(parent, roots)
		if len(before)+len(after) == 0 && !loose && !p.isWrapper(parent, cur) {
			break
		}
		if loose {
			// Text written straight into the parent, between <br>s (a
			// blog engine's post body: the opening paragraphs before
			// the list SD chose), is the story's: the parent is.
			p.trace.Add("article.loose", parent, 0, "the parent holds prose of its own, outside any element: the story's container")
			roots = []int{parent}
		}
		if !p.isWrapper(parent, cur) {
			level++
		}
		cur = parent
	}
	if g := p.galleryAround(root, cur); g >= 0 && p.storyAround(roots, root, g) {
		p.trace.Add("article.gallery", g, 0, "the densest region is the captions of a gallery set in the story: the story's paragraphs around it are the article")
		out := roots[:0:0]
		for _, r := range roots {
			if !p.doc.Contains(g, r) {
				out = append(out, r)
			}
		}
		return out
	}
	if extra := p.candidateBlocks(root, cur, roots); len(extra) > 0 {
		p.trace.Add("article.candidates", cur, float64(len(extra)), fmt.Sprintf("%d blocks holding SD candidates (dfm ≤ T1) beside the article joined it", len(extra)))
		roots = append(roots, extra...)
		sort.Ints(roots)
	}
	if len(roots) > 1 && p.coversText(roots, cur) {
		return []int{cur}
	}
	return roots
}

// minLooseProse is the least text (non-space characters) written straight into
// an element, outside its child elements, that is prose of its own.
const minLooseProse = 80

// looseProse reports a parent with prose written straight into it (at
// least minLooseProse bytes in its own text nodes, with a sentence's end)
// and little else besides the roots: its other blocks hold no more text
// than its own.
func (p *pipeline) looseProse(parent int, roots []int) bool {
	own := int(p.st.OwnChars[parent])
	if own < minLooseProse || !p.ownSentence(parent) {
		return false
	}
	other := int(p.st.Chars[parent]) - own
	for _, r := range roots {
		if p.doc.Contains(parent, r) {
			other -= int(p.st.Chars[r])
		}
	}
	return other <= own
}

// ownSentence reports a sentence's end (".", "!", "?") in the text
// written straight into id, outside its child elements.
func (p *pipeline) ownSentence(id int) bool {
	for c := p.doc.Elems[id].FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.TextNode && strings.ContainsAny(c.Data, ".!?") {
			return true
		}
	}
	return false
}

// maxCandidateBlockLinks is the link density above which a block holding
// an SD candidate stays out of the article (a link list around a dense
// teaser).
const maxCandidateBlockLinks = 0.5

// candidateBlocks returns blocks holding SD's other candidates (regions
// within T1 of the densest, seed 000 §3.3 step 5) beside the article: for
// each candidate inside top (the element expansion climbed to), the child
// of its common ancestor with the region root that holds it. SD keeps one
// region, but a page's other parts that dense and that close to the
// title, in the same container, are more of it (a course page's schedule
// below its description). Link lists and boilerplate stay out.
func (p *pipeline) candidateBlocks(root, top int, roots []int) []int {
	var out []int
	for _, r := range p.seg.Regions {
		if r.Label != segment.LabelNoise || r.DFM > p.pg.CandidateDFM || !p.doc.Contains(top, r.Node) || p.doc.Contains(r.Node, root) {
			continue
		}
		a := p.doc.LCA(root, r.Node)
		c := r.Node
		for c >= 0 && int(p.doc.Parent[c]) != a {
			c = int(p.doc.Parent[c])
		}
		if c < 0 {
			continue // not under a (separate trees)
		}
		if slices.ContainsFunc(roots, func(x int) bool { return p.doc.Contains(x, c) || p.doc.Contains(c, x) }) || slices.Contains(out, c) {
			continue
		}
		if p.st.Hidden[c] || p.excluded[c] || p.st.LinkDensity(c) > maxCandidateBlockLinks || p.cleaner().Boilerplate(c) != "" {
			continue
		}
		out = append(out, c)
	}
	return out
}

// galleryAround returns the outermost element between the region root and
// top (excluded) whose class/id names a gallery, or -1. A slideshow of
// fifty captioned photos set in a story is denser than the story and wins
// the max-density region; its captions are about other news.
func (p *pipeline) galleryAround(root, top int) int {
	g := -1
	for a := root; a >= 0 && a != top; a = int(p.doc.Parent[a]) {
		if clean.GalleryWords.In(p.doc.ClassIDOf(a)) {
			g = a
		}
	}
	return g
}

// minStoryAroundGallery is the prose (characters) the joined siblings must
// hold for the gallery to be set aside: without a story around it, the
// gallery is the page.
const minStoryAroundGallery = 1000

// storyAround reports whether the roots other than root hold a story, and
// the gallery g outweighs it: a gallery smaller than the story around it
// did not win the densest region by its captions (a product page whose
// every feature block is a "feature-gallery" is one story).
func (p *pipeline) storyAround(roots []int, root, g int) bool {
	var n int32
	for _, r := range roots {
		if r != root {
			n += p.st.Chars[r] - p.st.LinkChars[r]
		}
	}
	return n >= minStoryAroundGallery && p.st.Chars[g] >= n
}

// fillGaps adds to the joined siblings the children of parent that lie
// between two of them (or between one and cur) and are not boilerplate:
// the headings, short lists, figures and captions of the story, too short
// or too plain to pass as prose themselves. Without them a story told in
// sections loses every subheading. Blocks before the first and after the
// last joined sibling stay out: that is where datelines, share bars and
// "more stories" sit.
func (p *pipeline) fillGaps(parent, cur int, before, after []int) ([]int, []int) {
	first, last := cur, cur
	if len(before) > 0 {
		first = before[0]
	}
	if len(after) > 0 {
		last = after[len(after)-1]
	}
	joined := make(map[int]bool, len(before)+len(after))
	for _, c := range before {
		joined[c] = true
	}
	for _, c := range after {
		joined[c] = true
	}
	var b, a []int
	p.doc.Children(parent, func(c int) {
		if c < first || c > last || c == cur {
			return
		}
		if !joined[c] && !p.isGapBlock(c) {
			return
		}
		if c < cur {
			b = append(b, c)
		} else {
			a = append(a, c)
		}
	})
	return b, a
}

// headingSlugSection reports an element whose id is its first heading's
// text made a slug ("Respond to review comments" in
// section#respond-to-review-comments): a document's section, named after
// its title, whatever words the title holds.
func (p *pipeline) headingSlugSection(id int) bool {
	key := dom.Attr(p.doc.Elems[id], "id")
	if key == "" {
		return false
	}
	for h := id; h <= p.doc.End(id); h++ {
		switch p.doc.Tag(h) {
		case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
			return slug(dom.Text(p.doc.Elems[h])) == strings.ToLower(key)
		}
	}
	return false
}

// slug lowers a text and joins its words with hyphens, as documentation
// generators name sections.
func slug(text string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), "-")
}

// isGapBlock reports a block between two parts of the story that belongs
// to it: visible, with text or an image, not the comments, and nothing the
// article filter would drop.
func (p *pipeline) isGapBlock(id int) bool {
	st := p.st
	if st.Hidden[id] || p.excluded[id] || st.Chars[id] == 0 && st.Images[id] == 0 && p.doc.Tag(id) != atom.Img {
		return false
	}
	switch p.doc.Tag(id) {
	case atom.Form, atom.Script, atom.Style, atom.Br, atom.Hr:
		return false
	}
	if st.Forms[id] > 0 || st.LinkDensity(id) > maxGapLinkDensity || p.opensWithRelated(id) {
		return false
	}
	return p.cleaner().Boilerplate(id) == ""
}

// maxGapLinkDensity: a block between two parts of the story with more of
// its text in links is a "read also" box. Looser than a prose sibling's
// limit: a subheading or a caption may be one link.
const maxGapLinkDensity = 0.5

// isWrapper reports a parent that adds almost no text of its own around
// the child, so climbing through it changes nothing the reader sees.
func (p *pipeline) isWrapper(parent, child int) bool {
	extra := p.st.Chars[parent] - p.st.Chars[child]
	return extra <= 30+p.st.Chars[child]/10
}

// coversText reports whether the roots hold all of parent's text, so the
// parent can be rendered whole (keeping headings and figures between them).
func (p *pipeline) coversText(roots []int, parent int) bool {
	var sum int32
	for _, r := range roots {
		sum += p.st.Chars[r]
	}
	return p.st.Chars[parent]-sum <= 30
}

// isProseSibling reports a sibling block that continues the article; cur
// is the sibling on the way up from the article region.
func (p *pipeline) isProseSibling(id, article, cur int) bool {
	st := p.st
	if st.Hidden[id] || p.excluded[id] || st.Chars[id] < 80 || p.mostlyRecurring(id) {
		return false
	}
	switch p.doc.Tag(id) {
	case atom.Nav, atom.Aside, atom.Footer, atom.Header, atom.Form:
		return false
	case atom.Ul, atom.Ol, atom.Dl, atom.Table:
		// Lists and tables of sentences continue the story; lists of
		// short links (menus, related stories) do not.
		items := max(1, st.Lists[id])
		return st.LinkDensity(id) <= maxProseListLinks && st.Forms[id] == 0 && st.Chars[id]/items >= minListItemChars
	}
	if st.LinkDensity(id) > 0.25 || st.Forms[id] > 0 {
		return false
	}
	ci := p.doc.ClassIDOf(id)
	if segment.HasCommentToken(ci) || p.opensWithRelated(id) {
		return false
	}
	// A sibling named exactly like the block that holds the story is
	// another part of it (a body split into chunks between ads), whatever
	// its class says ("grid-layout--adrail" reads as an ad to the noise
	// words).
	if _, noisy := p.pg.NoiseWord(id); noisy && (ci == "" || ci != p.doc.ClassIDOf(cur)) {
		return false
	}
	// Prose: paragraphs, or several sentence marks per 100 characters —
	// but not teasers of other pages or the author's box, which read as
	// prose too (their checks read text, so they come last).
	if st.Paras[id] == 0 && st.Punct[id]*100 < st.Chars[id] {
		return false
	}
	return !p.teaserRun(id) && !clean.AuthorBox(p.pg, id)
}

// opensWithRelated reports a block whose first element, or the first
// element of that, and so on a few levels down, is a heading announcing
// other stories ("Related Posts"): teasers with excerpts read as prose.
func (p *pipeline) opensWithRelated(id int) bool {
	for h, level := p.doc.FirstChild(id), 0; h >= 0 && level < 3; h, level = p.doc.FirstChild(h), level+1 {
		if clean.RelatedHeading(p.pg, h) {
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
func (p *pipeline) teaserRun(id int) bool {
	// The excerpts' marks, counted in the text nodes in place.
	cuts := 0
	dom.EachContentText(p.doc.Elems[id], func(s string) {
		cuts += strings.Count(s, "[...]") + strings.Count(s, "[…]")
	})
	if cuts >= minTeaserRun {
		return true
	}
	return p.readMoreLinks(id, minTeaserRun) >= minTeaserRun
}

// readMoreLinks counts the links reading "Read more" (isReadMore) inside
// id, stopping at limit.
func (p *pipeline) readMoreLinks(id, limit int) int {
	n := 0
	for a := id + 1; a <= p.doc.End(id) && n < limit; a++ {
		if p.doc.Tag(a) != atom.A {
			continue
		}
		if p.st.Chars[a] <= clean.MaxControlLabelChars && isReadMore(dom.Text(p.doc.Elems[a])) {
			n++
		}
		a = p.doc.End(a)
	}
	return n
}

// teaserListing reports a region that is all teasers of other pages (a
// slider or a column of excerpts): at least minTeaserListing "Read more"
// links and no more than a teaser's text (page.MaxTeaserChars) per link. A
// story with a "Read more" link or two to its sources is not one.
func (p *pipeline) teaserListing(id int) bool {
	n := p.readMoreLinks(id, int(p.st.Chars[id])/page.MaxTeaserChars+minTeaserListing)
	return n >= minTeaserListing && int(p.st.Chars[id]) <= n*page.MaxTeaserChars
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

// preferProseCandidate replaces an article region made mostly of links by
// the densest candidate region (dfm ≤ T1) that reads as prose. SD picks
// the candidate closest to the root (seed 000 §3.3 step 7), which on link-
// heavy pages is a headline list above the story, or a footer. A candidate
// inside a sidebar, widget or footer is not taken: its prose is an "about
// this site" box.
func (p *pipeline) preferProseCandidate() {
	arts := page.Labelled(&p.seg, segment.LabelArticle)
	if len(arts) != 1 {
		return
	}
	why := ""
	linkHeavy := p.st.LinkDensity(arts[0]) > page.MaxArticleLinkDensity
	// The notices are told by how the region opens: its first 400 bytes
	// or so, read once (the first 300 of them for two of the checks).
	lead := ""
	if !linkHeavy {
		lead = dom.LeadingText(p.doc.Elems[arts[0]], 400)
	}
	lead300 := lead[:min(len(lead), 300)]
	switch {
	case linkHeavy:
		why = fmt.Sprintf("article region %d is %.0f%% links", arts[0], 100*p.st.LinkDensity(arts[0]))
	case isLegalNotice(lead300):
		why = fmt.Sprintf("article region %d is the site's copyright notice", arts[0])
	case isConsentNotice(lead):
		why = fmt.Sprintf("article region %d is a cookie or consent notice", arts[0])
	case isBrowserNotice(lead300):
		why = fmt.Sprintf("article region %d is a notice about the reader's browser", arts[0])
	case p.pg.InBoilerplate(arts[0]):
		why = fmt.Sprintf("article region %d sits in a sidebar, widget, header or footer (an \"about\" box)", arts[0])
	case clean.InAuthorBox(p.pg, arts[0]):
		why = fmt.Sprintf("article region %d is the author's box", arts[0])
	default:
		return
	}
	best, bestDensity := p.densestProseRegion(arts[0], p.pg.CandidateDFM, maxReplacementLinks)
	chrome := best < 0 && p.pg.InPageChrome(arts[0])
	if chrome {
		// The region is in page chrome by its very tag: a candidate whose
		// links are the story's (stock tickers, names) may replace it.
		best, bestDensity = p.densestProseRegion(arts[0], p.pg.CandidateDFM, maxChromeReplacementLinks)
	}
	if chrome && best < 0 {
		// SD's region is page chrome (a mega-menu of plain text in the
		// site's <nav>, the firm's blurb in its <footer>) and no other
		// region passed T1: the page's text blocks differ from its title
		// (a product's description). The densest prose among them is
		// nearer the content than the menu.
		best, bestDensity = p.densestProseRegion(arts[0], math.Inf(1), maxReplacementLinks)
		if bestDensity < page.MinArticleChars {
			best = -1
		}
	}
	if best < 0 && p.st.Chars[arts[0]] <= maxAboutBoxChars {
		// No other candidate within T1: the story may be short beside a
		// long "about" box, a blog's profile widget — in a sidebar, or
		// not named as one but with a profile link among a line or two
		// of blurb, too many links for a story, and no headline above
		// it (with a headline, it is a story of many links and stays
		// whole). The densest region the page's headline heads, whatever
		// its dfm, is the story.
		if p.pg.InBoilerplate(arts[0]) || clean.InAuthorBox(p.pg, arts[0]) || linkHeavy && !p.pg.HeadedByTitle(arts[0]) {
			best, bestDensity = p.titledProseRegion(arts[0])
			if best < 0 && p.pg.CommentAncestor(arts[0]) < 0 {
				// Not even a line of text under the headline: a photo
				// post (a headline, a dateline, a picture) beside a
				// sidebar's or a footer's blurb. The post is the block
				// around its headline.
				best, bestDensity = p.titledHeaderBlock(arts[0])
			}
		}
	}
	if best < 0 {
		return
	}
	p.trace.Add("article.prose", best, float64(bestDensity), why+": the densest prose candidate outside sidebars instead")
	page.Relabel(&p.seg, segment.LabelArticle, segment.LabelNoise)
	p.pg.SetLabel(&p.seg, best, segment.LabelArticle, "densest prose candidate: the region SD chose was link-heavy or a legal notice")
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
func (p *pipeline) preferTitledCandidate() {
	arts := page.Labelled(&p.seg, segment.LabelArticle)
	if len(arts) != 1 || p.pg.Title == "" || p.pg.HeadedByTitle(arts[0]) {
		return
	}
	// An article inside a comment section is articleOutsideComments's to
	// move (it marks the section's comments); against the densest text
	// outside the comments, a post under a long discussion is a candidate.
	inComments := p.pg.CommentAncestor(arts[0]) >= 0
	teasers := p.teaserListing(arts[0])
	best, bestDensity := -1, 0
	for _, r := range p.seg.Regions {
		if r.Label != segment.LabelNoise || r.LinkDensity > page.MaxArticleLinkDensity || r.Density <= bestDensity {
			continue
		}
		if !teasers && r.DFM > p.pg.CandidateDFM && (inComments || p.storyDFM(r) > p.pg.CandidateDFM) {
			continue
		}
		if p.pg.HeadedByTitle(r.Node) && !p.pg.InPageChrome(r.Node) {
			best, bestDensity = r.Node, r.Density
		}
	}
	if best < 0 {
		return
	}
	p.trace.Add("article.titled", best, float64(bestDensity), fmt.Sprintf("region %d has no heading like the page's title; this candidate has", arts[0]))
	page.Relabel(&p.seg, segment.LabelArticle, segment.LabelNoise)
	p.pg.SetLabel(&p.seg, best, segment.LabelArticle, "the candidate the page's headline heads")
}

// densestProseRegion returns the densest noise region other than not
// with dfm at most maxDFM, at most maxLinks of its text in links and
// outside page chrome, with its density; -1 when there is none.
func (p *pipeline) densestProseRegion(not int, maxDFM, maxLinks float64) (best, bestDensity int) {
	best = -1
	for _, r := range p.seg.Regions {
		if r.Label != segment.LabelNoise || r.DFM > maxDFM || r.LinkDensity > maxLinks || r.Node == not {
			continue
		}
		// The ancestor walk only for a candidate that would win.
		if r.Density > bestDensity && !p.pg.InBoilerplate(r.Node) {
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
func (p *pipeline) titledProseRegion(not int) (best, bestDensity int) {
	best = -1
	if p.pg.Title == "" {
		return best, 0
	}
	for _, r := range p.seg.Regions {
		if r.Label != segment.LabelNoise || r.Node == not || r.LinkDensity > maxTitledPostLinks || r.Density < minTitledPost || r.Density <= bestDensity {
			continue
		}
		own := r.Density
		if p.pg.TitledStory([]int{r.Node}) {
			own -= len(p.pg.Title) // the headline's own block is no story
		}
		if own >= minTitledPost && p.pg.HeadedByTitle(r.Node) && !p.pg.InBoilerplate(r.Node) {
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
func (p *pipeline) titledHeaderBlock(not int) (best, bestChars int) {
	h := p.titleHeading(not)
	if h < 0 || !p.inSideColumn(not, h) {
		return -1, 0
	}
	best = -1
	for a := int(p.doc.Parent[h]); a > p.doc.Body && !p.doc.Contains(a, not) && p.pg.HeaderSized(a); a = int(p.doc.Parent[a]) {
		best = a
	}
	if best < 0 {
		// The headline alone: it heads the region not itself, or a story
		// too long for a photo post.
		return -1, 0
	}
	return best, int(p.st.Chars[best] - p.st.LinkChars[best])
}

// titleHeading returns the first h1–h3 whose text reads as the page's
// title, shown, outside not and outside <nav>, <aside> and <footer>; -1
// when there is none.
func (p *pipeline) titleHeading(not int) int {
	if p.pg.Title == "" {
		return -1
	}
	for id := p.doc.Body + 1; id < p.doc.Len(); id++ {
		switch p.doc.Tag(id) {
		case atom.H1, atom.H2, atom.H3:
		default:
			continue
		}
		if p.st.Hidden[id] || p.doc.Contains(not, id) || p.pg.InTags(id, atom.Nav, atom.Aside, atom.Footer) {
			continue
		}
		if p.pg.ReadsAsTitle(dom.Text(p.doc.Elems[id])) {
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
func (p *pipeline) inSideColumn(id, head int) bool {
	for a := id; a > p.doc.Body && !p.doc.Contains(a, head); a = int(p.doc.Parent[a]) {
		if t := p.doc.Tag(a); t == atom.Aside || t == atom.Footer {
			return true
		}
		if len(p.doc.Elems[a].Attr) == 0 {
			continue
		}
		for _, tok := range strings.Fields(strings.ToLower(p.doc.ClassIDOf(a))) {
			for _, w := range sideColumnWords {
				if strings.HasPrefix(tok, w) {
					return true
				}
			}
		}
	}
	return false
}

// isConsentNotice reports text about the site's cookies and the reader's
// consent (a consent banner's preferences panel): prose to SD, never the
// story or the page's list.
func isConsentNotice(lead string) bool {
	low := strings.ToLower(lead)
	if !strings.Contains(low, "cookie") && !strings.Contains(low, "personal information") && !strings.Contains(low, "personal data") {
		return false
	}
	for _, w := range []string{"consent", "preferences", "you agree", "if you agree", "accept", "opt out", "opt-out"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// isBrowserNotice reports text about the reader's browser ("best viewed in
// an up-to-date browser", "please enable JavaScript", "your browser is not
// supported"): a notice the site shows to old or script-less browsers,
// hidden by its style sheet, never the story.
func isBrowserNotice(lead string) bool {
	low := strings.ToLower(lead)
	if !strings.Contains(low, "browser") {
		return false
	}
	for _, w := range []string{"upgrade", "up-to-date", "update your", "enable javascript", "javascript is disabled",
		"javascript enabled", "style sheets", "best viewed", "not supported", "outdated", "unsupported"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// isLegalNotice reports text that opens like a site's footer notice (a
// copyright line, "all rights reserved"): dense prose to SD, never the
// story.
func isLegalNotice(lead string) bool {
	low := strings.ToLower(lead)
	return strings.Contains(low, "©") || strings.Contains(low, "copyright") || strings.Contains(low, "all rights reserved")
}

// storyDFM is a region's dfm (seed 000 eq. 1) against the densest region
// outside comment sections rather than the densest of all: under a short
// post, a long discussion is the densest block of the page, and against
// it the post falls beyond T1 although it is the densest of the page's
// own text.
func (p *pipeline) storyDFM(r segment.Region) float64 {
	if p.storyMax == 0 {
		p.storyMax = -1
		for _, q := range p.seg.Regions {
			if q.Density > p.storyMax && p.pg.CommentAncestor(q.Node) < 0 {
				p.storyMax = q.Density
			}
		}
	}
	if p.storyMax <= 0 || r.DFM <= 0 {
		return r.DFM
	}
	return max(0, 100-float64(r.Density)*100/float64(p.storyMax))
}
