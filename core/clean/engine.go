package clean

import (
	"slices"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/render"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Context is what the clean-up of one extraction knows besides the page:
// what the earlier stages decided.
type Context struct {
	// Default: the default pipeline runs (not a method selected by name).
	Default bool
	// Type is the page type the page-type stage settled on.
	Type segment.PageType
	// Excluded are the comment sections, rendered as the comments.
	Excluded map[int]bool
	// Recurring are the sections the site profile marks as the site's
	// furniture (empty without a profile).
	Recurring page.Overlap
	// Sections: the page is a responsive template (width=device-width)
	// that tells no story (no publication date, no declared byline, no
	// schema.org story type), as landing pages are: its grids of cards
	// are its sections (FeatureGrid).
	Sections bool
}

// Cleaner asks the clean-up rules (rules.go) about the elements of one
// page's article.
type Cleaner struct {
	pg  *page.Page
	doc *dom.Document
	st  *features.Table
	ctx Context
	// ruleSet are the rules that run on this page, in order.
	ruleSet
	// protect enforces the rules' scopes (protectScopes).
	protect bool
	// dataTables memoises isDataTable.
	dataTables map[int]bool
	// paragraphClasses memoises storyParagraphClass.
	paragraphClasses map[paragraphClass]bool
	// first memoises firstHeader.
	first *int
}

// New prepares the clean-up of a page's article.
func New(pg *page.Page, ctx Context) *Cleaner {
	c := &Cleaner{pg: pg, doc: pg.Doc, st: pg.Stats, ctx: ctx, protect: protectScopes}
	c.ruleSet = tableSets[c.kind()]
	return c
}

// newCleaner prepares a clean-up with the given tables (the tests leave
// rules out).
func newCleaner(pg *page.Page, ctx Context, table, noiseMap []Rule) *Cleaner {
	c := &Cleaner{pg: pg, doc: pg.Doc, st: pg.Stats, ctx: ctx, protect: protectScopes}
	c.ruleSet = selectRules(table, noiseMap, c.kind())
	return c
}

// ruleSet are the rules that run on one kind of page, in table order.
type ruleSet struct {
	sweeps, blocks, noiseMap []*Rule
}

// The kinds of page, as far as the rules' Pages go.
const (
	byMethod   = iota // a method selected by name
	anArticle         // the default pipeline on an article (A, AC)
	discussion        // the default pipeline on a discussion (M)
)

// kind returns the page's kind.
func (c *Cleaner) kind() int {
	switch {
	case !c.ctx.Default:
		return byMethod
	case c.ctx.Type == segment.TypeMultiple:
		return discussion
	}
	return anArticle
}

// tableSets are the rule sets of each kind of page, chosen once.
var tableSets = [...]ruleSet{
	byMethod:   selectRules(rules, noiseMapRules, byMethod),
	anArticle:  selectRules(rules, noiseMapRules, anArticle),
	discussion: selectRules(rules, noiseMapRules, discussion),
}

// selectRules returns the rules of the tables that run on a kind of page.
func selectRules(table, noiseMap []Rule, kind int) ruleSet {
	var set ruleSet
	for i := range table {
		r := &table[i]
		if !runsOn(r.Pages, kind) {
			continue
		}
		if r.sweep != nil {
			set.sweeps = append(set.sweeps, r)
		} else {
			set.blocks = append(set.blocks, r)
		}
	}
	for i := range noiseMap {
		if r := &noiseMap[i]; runsOn(r.Pages, kind) {
			set.noiseMap = append(set.noiseMap, r)
		}
	}
	return set
}

// runsOn reports whether rules for pages run on a kind of page.
func runsOn(pages Pages, kind int) bool {
	switch pages {
	case DefaultPipeline:
		return kind != byMethod
	case ArticlePages:
		return kind == anArticle
	case DiscussionPages:
		return kind == discussion
	}
	return true
}

// single reports an article page of the default pipeline: one story, whose
// byline and title the reader shows above it (a post's author stays with
// the post).
func (c *Cleaner) single() bool { return c.kind() == anArticle }

// pass is the state of one article's clean-up: the listing flag, the
// regions the segmenter found, and what the repeated-block rule has seen.
type pass struct {
	listing bool
	found   []int
	// roots are the roots rendered (nil outside a rendering).
	roots []int
	// isRoot marks the roots rendered and the path from them down to the
	// regions found (nil outside a rendering): the protected contexts
	// open below them; scopes are scope's, built on first use.
	isRoot map[int]bool
	scopes []Scope
	// Text blocks kept so far (minRepeatChars): the first of each size,
	// and, once a size repeats, every such block by the hash of its text.
	firstOfSize map[int32]int
	byHash      map[uint64]int
	// copies are the copies the repeated-block rule left out, in order.
	copies []int
}

// Boilerplate says why an element inside or beside the article is not
// content, or "": the block rules, as the article's rendering asks them
// (but the repeated-block rule, which answers in rendering order).
// Article expansion asks it about the blocks it would join.
func (c *Cleaner) Boilerplate(id int) string {
	why, _ := c.judge(id, &pass{}, false)
	return why
}

// judge asks the block rules about id in order; the first reason wins,
// and is returned with its rule.
func (c *Cleaner) judge(id int, a *pass, rendering bool) (string, *Rule) {
	tag := c.doc.Tag(id)
	// The contexts around id, read once for all the rules (allowed).
	var scope Scope
	if c.protect {
		scope = a.scope(c, id)
	}
	for _, r := range c.blocks {
		if r.rendering && !rendering || a.listing && r.NotListing || r.Tags != nil && !slices.Contains(r.Tags, tag) || scope&^r.Scope != 0 {
			continue
		}
		if why := r.block(c, id, a); why != "" {
			return why, r
		}
	}
	return "", nil
}

// rootOf returns the root rendered that holds id, or -1 (outside a
// rendering, or id outside every root).
func (a *pass) rootOf(d *dom.Document, id int) int {
	for _, r := range a.roots {
		if d.Contains(r, id) {
			return r
		}
	}
	return -1
}

// traceDrop records that rule r leaves id out, the step naming the rule
// ("clean.share-or-tag-links").
func (c *Cleaner) traceDrop(r *Rule, id int, why string) {
	if c.pg.Trace.On() {
		c.pg.Trace.Add("clean."+r.Name, id, 0, why)
	}
}

// Filter is the clean-up inside the article: what a region found by
// density still holds that a reader does not want — navigation, share
// bars, related-link lists, newsletter boxes, the comment section — is
// left out. The roots themselves are never filtered, nor the path from
// them down to the regions the segmenter found (found). listing: the
// article is a listing's item list.
func (c *Cleaner) Filter(roots, found []int, listing bool) render.Filter {
	isRoot := map[int]bool{}
	for _, r := range roots {
		isRoot[r] = true
	}
	// A root grown around the chosen region may reach it through an
	// element the filter would drop (an <aside> or a "sidebar" class
	// wrapping the story in a template's layout): the region is what the
	// density method found, so the path down to it stays. The region
	// itself is judged like any block: when expansion joined the story to
	// it, a region that is a link list (a shop grid SD preferred to a short
	// story) still goes.
	for _, f := range found {
		for a := int(c.doc.Parent[f]); a >= 0 && !isRoot[a]; a = int(c.doc.Parent[a]) {
			isRoot[a] = true
		}
	}
	// The three renderers ask about the same elements: decide each once.
	const unknown, keep, drop = 0, 1, 2
	memo := make([]uint8, c.doc.Len())
	a := &pass{listing: listing, found: found, roots: roots, isRoot: isRoot}
	for _, root := range roots {
		for _, r := range c.sweeps {
			if listing && r.NotListing {
				continue
			}
			ids, why := r.sweep(c, root, a)
			for _, id := range ids {
				if c.allowed(r, id, a) {
					c.traceDrop(r, id, why)
					memo[id] = drop
				}
			}
		}
	}
	ids := page.NewIDWalk(c.doc, roots...)
	return func(n *html.Node) bool {
		id, ok := ids.ID(n)
		if !ok || isRoot[id] {
			return false
		}
		if memo[id] == unknown {
			memo[id] = keep
			if why, r := c.judge(id, a, true); why != "" {
				c.traceDrop(r, id, why)
				memo[id] = drop
			}
		}
		return memo[id] == drop
	}
}

// firstText is the first text of n that is not white space, up to limit
// bytes (or "" when it is longer: no label is).
func firstText(n *html.Node, limit int) string {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			if t := strings.TrimSpace(c.Data); t != "" {
				if len(t) > limit {
					return ""
				}
				return t
			}
		case c.Type == html.ElementNode && !dom.IsNonContent(c.DataAtom):
			if t := firstText(c, limit); t != "" {
				return t
			}
		}
	}
	return ""
}

// The rules of what the earlier stages decided.

func inCommentSection(c *Cleaner, id int, _ *pass) string {
	if c.ctx.Excluded[id] {
		return "comment section, rendered separately"
	}
	return ""
}

func hidden(c *Cleaner, id int, _ *pass) string {
	if c.st.Hidden[id] {
		return "hidden"
	}
	return ""
}

func recurring(c *Cleaner, id int, _ *pass) string {
	if c.ctx.Recurring.Inside(id) {
		return "recurs on the site's other pages (site profile)"
	}
	return ""
}

// chromeTag: the page's navigation, header, footer and asides; not the
// story's notes set in an <aside> (docutils' footnotes, DPUB-ARIA's
// doc-footnote, doc-endnotes), nor a section's <header> (sectionHeader).
func chromeTag(c *Cleaner, id int, _ *pass) string {
	if c.doc.Tag(id) == atom.Aside && c.notes(id) || c.doc.Tag(id) == atom.Header && (c.sectionHeader(id) || c.storyHeader(id) || c.headerOfSection(id) || c.HeroHeader(id)) {
		return "" // the story's notes; a section's or the story's <header> around its heading
	}
	return "navigation or aside element"
}

// sectionHeader reports a <header> that holds nothing but a heading and
// heads a section with text of its own (its parent holds more): a
// section's header, not the page's, nor the title of a box left empty (a
// "Trending" box its script never filled).
func (c *Cleaner) sectionHeader(id int) bool {
	p := int(c.doc.Parent[id])
	return c.headingOnly(id) && p >= 0 && c.st.Chars[p] > c.st.Chars[id]
}

// sectioningAncestor is the nearest <article>, <section>, <aside>, <nav>,
// <header> or <footer> around id, or -1 up to the body: the element whose
// header or footer id would be (HTML's sectioning content).
func (c *Cleaner) sectioningAncestor(id int) int {
	for a := int(c.doc.Parent[id]); a > c.doc.Body; a = int(c.doc.Parent[a]) {
		switch c.doc.Tag(a) {
		case atom.Article, atom.Section, atom.Aside, atom.Nav, atom.Header, atom.Footer:
			return a
		}
	}
	return -1
}

// headerOfSection reports the <header> of a <section> that heads it with
// a section heading (h2–h6) and a line or two, the section holding more
// than its header: WAI-ARIA maps a <header> inside <section> to no
// banner, so it is the section's opening ("Use the Tech You Love" over a
// grid of frameworks on a landing page), not the page's chrome. A header
// holding an <h1> heads the page or the story (a news site's hero with
// its kicker and headline), and one holding controls (a search box, a
// cart's button) or set in a <section> around most of the page (an app's
// layout) is the site's banner: they stay chrome.
func (c *Cleaner) headerOfSection(id int) bool {
	s := c.sectioningAncestor(id)
	if s < 0 || c.doc.Tag(s) != atom.Section || c.st.Chars[s] <= c.st.Chars[id] ||
		2*c.st.Chars[s] > c.st.Chars[c.doc.Body] || c.st.Inputs[id] > 0 || c.st.Forms[id] > 0 {
		return false
	}
	section := false
	for d := id + 1; d <= c.doc.End(id); d++ {
		switch l := dom.HeadingLevel(c.doc.Tag(d)); {
		case l == 1:
			return false
		case l > 1 && c.st.Chars[d] > 0 && !c.st.Hidden[d]:
			section = true
		}
	}
	return section
}

// storyHeader reports the <header> of an <article> element that holds the
// story's title and, under it, a standfirst set as a heading (an <h2>
// summing up the story): HTML's header of its nearest sectioning element,
// not the page's banner (WAI-ARIA maps only a <header> outside <article>
// and <section> to the banner). The title, byline and date in it are left
// out by their own rules; the standfirst is the story's. A header without
// such a heading (a kicker, a credit, a date) stays out.
func (c *Cleaner) storyHeader(id int) bool {
	if a := c.sectioningAncestor(id); a < 0 || c.doc.Tag(a) != atom.Article {
		return false
	}
	title := false
	for h := id + 1; h <= c.doc.End(id); h++ {
		switch l := dom.HeadingLevel(c.doc.Tag(h)); {
		case l == 0 || c.st.Hidden[h] || c.st.Chars[h] == 0:
		case c.pg.ReadsAsTitle(dom.Text(c.doc.Elems[h])):
			title = true
		case title && l > 1:
			return true // a standfirst under the title
		}
	}
	return false
}

// HeroHeader reports the <header> of the page's main content that opens
// it with the page's <h1> and a standfirst paragraph under it (a landing
// page's hero: "Build fast. Run any code fearlessly." and a line on the
// product). HTML-AAM maps a <header> inside <main> (or <article>,
// <section>) to no banner: it heads that content, not the site. The
// site's banner is kept out: one marked role=banner, one holding a <nav>,
// a form or a field, and the page's first <header> (the template's top
// bar, even when it sits inside <main>). A block of <main> its class
// names "header" (a builder's div.header.on-premise around the h1) is
// asked the same, but the first-header test: the template's top bar
// is a <header>, or stands outside <main>. The title in it is left out
// by its own rule; the standfirst is the page's.
func (c *Cleaner) HeroHeader(id int) bool {
	n := c.doc.Elems[id]
	if strings.EqualFold(dom.Attr(n, "role"), "banner") || c.st.Inputs[id] > 0 || c.st.Forms[id] > 0 || !c.inMain(id) {
		return false
	}
	if n.DataAtom == atom.Header && id == c.firstHeader() {
		return false
	}
	h1 := false
	for d := id + 1; d <= c.doc.End(id); d++ {
		switch c.doc.Tag(d) {
		case atom.Nav:
			return false
		case atom.H1:
			h1 = h1 || c.st.Chars[d] > 0 && !c.st.Hidden[d]
		case atom.P:
			if h1 && c.st.Chars[d] > 0 && !c.st.Hidden[d] && !c.st.InLink[d] {
				return true // a standfirst under the h1
			}
		}
	}
	return false
}

// firstHeader is the page's first <header> element, -1 when it has none;
// found once.
func (c *Cleaner) firstHeader() int {
	if c.first == nil {
		first := slices.IndexFunc(c.doc.Elems, func(e *html.Node) bool { return e.DataAtom == atom.Header })
		c.first = &first
	}
	return *c.first
}

// inMain reports an element inside <main> (or role=main) with no other
// sectioning element between them: content HTML-AAM does not map to the
// page's landmarks of chrome.
func (c *Cleaner) inMain(id int) bool {
	for a := int(c.doc.Parent[id]); a > c.doc.Body; a = int(c.doc.Parent[a]) {
		switch c.doc.Tag(a) {
		case atom.Main:
			return true
		case atom.Article, atom.Section, atom.Aside, atom.Nav, atom.Header, atom.Footer:
			return false
		}
		if strings.EqualFold(dom.Attr(c.doc.Elems[a], "role"), "main") {
			return true
		}
	}
	return false
}

// noteWords name the story's notes by class or role.
var noteWords = segment.NewWordSet("footnote", "endnote", "doc-note", "doc-endnote", "doc-biblio")

// notes reports an element holding the story's notes.
func (c *Cleaner) notes(id int) bool {
	n := c.doc.Elems[id]
	return noteWords.InFold(dom.Attr(n, "class")) || noteWords.InFold(dom.Attr(n, "role"))
}
