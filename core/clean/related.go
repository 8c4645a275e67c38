package clean

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html/atom"
)

// minTrailingLinks is the least number of link-only blocks ending an
// article for them to be a "related stories" list.
const minTrailingLinks = 2

// trailingLinks finds the "related stories" that close many articles: the
// article's last text blocks (paragraphs, list items, headings) are each
// mostly link text — a headline pointing elsewhere — at least
// minTrailingLinks of them, with the short line that introduces them
// ("You may also like…", "Related:"). They are returned to be dropped. A
// story's own text, even a list of sources, has words outside its links.
func trailingLinks(c *Cleaner, root int, _ *pass) ([]int, string) {
	// The blocks are read in order keeping only the last run of mostly
	// linked ones and the block before it (intro, -1 when none): a page
	// of a million paragraphs listed them all.
	var run []int
	intro := -1
	for id := root + 1; id <= c.doc.End(root); id++ {
		if c.st.Hidden[id] {
			id = c.doc.End(id)
			continue
		}
		switch c.doc.Tag(id) {
		case atom.P, atom.Li, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Blockquote, atom.Pre, atom.Table:
			if c.st.Chars[id] > 0 {
				if c.st.Links[id] < 1 || 2*c.st.LinkChars[id] < c.st.Chars[id] {
					run, intro = run[:0], id
				} else {
					run = append(run, id)
				}
			}
			id = c.doc.End(id)
		}
	}
	n := len(run)
	if n < minTrailingLinks || intro < 0 {
		return nil, ""
	}
	out := run
	if list := c.listOf(out[0]); list != out[0] && (c.introducedByProse(list) || c.headedSection(list)) {
		return nil, "" // "For more information, see:"
	}
	out = slices.DeleteFunc(c.wholeRun(root, out), func(b int) bool { // the story's notes and references, a grid of logos
		return c.notesList(b) || c.addressList(b) || c.logoGrid(b) && !c.mostlyShareLinks(b)
	})
	if len(out) == 0 {
		return nil, ""
	}
	if c.st.Chars[intro] <= maxRelatedIntroChars && c.st.LinkChars[intro] == 0 && !c.notesList(c.doc.NextSibling(intro)) {
		out = append(out, intro)
	}
	return out, "related links at the article's end"
}

// addressList reports a list (<ul>, <ol>) of two or more items each of
// which is one link reading as a web address ("https://nodejs.org/api/
// inspector.html"): the story's sources written out, as a bibliography
// writes them. A site's own list of other stories names them by title.
func (c *Cleaner) addressList(id int) bool {
	if t := c.doc.Tag(id); t != atom.Ul && t != atom.Ol {
		return false
	}
	items := 0
	for k := c.doc.FirstChild(id); k >= 0; k = c.doc.NextSibling(k) {
		if c.st.Chars[k] == 0 {
			continue
		}
		if c.st.Links[k] != 1 || c.st.LinkChars[k] != c.st.Chars[k] || !readsAsAddress(dom.Text(c.doc.Elems[k])) {
			return false
		}
		items++
	}
	return items >= 2
}

// readsAsAddress reports a text that is a web address: http(s):// or
// www. and no space.
func readsAsAddress(t string) bool {
	t = strings.ToLower(strings.TrimSpace(t))
	return (strings.HasPrefix(t, "http://") || strings.HasPrefix(t, "https://") || strings.HasPrefix(t, "www.")) &&
		!strings.ContainsAny(t, " \t\n")
}

// notesList reports a list of the story's notes or references: named so
// (footnote, endnote, DPUB-ARIA's doc-endnotes, doc-bibliography), or
// most of its items named by an id (the target of the note's mark) and
// linking back into the page (the note's "^"); a wrapper, its one child.
func (c *Cleaner) notesList(id int) bool {
	if id < 0 || c.notes(id) {
		return id >= 0
	}
	for k := c.doc.FirstChild(id); k >= 0; k = c.doc.NextSibling(k) {
		if c.st.Chars[k] == c.st.Chars[id] && c.st.Chars[k] > 0 {
			return c.notesList(k) // a wrapper: its one child with text
		}
	}
	items, back := 0, 0
	for k := c.doc.FirstChild(id); k >= 0; k = c.doc.NextSibling(k) {
		if c.st.Chars[k] > 0 {
			items++
			if in, _ := c.links(k); in > 0 && dom.Attr(c.doc.Elems[k], "id") != "" {
				back++
			}
		}
	}
	return items > 0 && 2*back >= items
}

// listOf returns the list holding an item (li, dt, dd), or the block.
func (c *Cleaner) listOf(id int) int {
	switch c.doc.Tag(id) {
	case atom.Li, atom.Dt, atom.Dd:
		if p := int(c.doc.Parent[id]); p >= 0 {
			return p
		}
	}
	return id
}

// wholeRun lifts each block of a run closing root to the largest element
// holding it that lies wholly in the run (all its text in the run's
// blocks): a list of related links goes whole, never an item of a list
// that holds more.
func (c *Cleaner) wholeRun(root int, blocks []int) []int {
	var out []int
	for _, b := range blocks {
		for p := int(c.doc.Parent[b]); p > root && c.runChars(p, blocks) == c.st.Chars[p]; p = int(c.doc.Parent[p]) {
			b = p
		}
		if t := c.doc.Tag(b); t == atom.Li || t == atom.Dt || t == atom.Dd {
			continue // an item of a list that holds more
		}
		if len(out) == 0 || !c.doc.Contains(out[len(out)-1], b) {
			out = append(out, b)
		}
	}
	return out
}

// runChars is the text of the run's blocks inside id.
func (c *Cleaner) runChars(id int, blocks []int) int32 {
	var n int32
	for _, b := range blocks {
		if c.doc.Contains(id, b) {
			n += c.st.Chars[b]
		}
	}
	return n
}

// relatedSections finds the blocks inside an article region that open with
// a heading announcing other stories — "You may also like", "Related
// posts", a heading whose class or id says "related": teasers of other
// stories (their excerpts are prose, so the link rules do not catch them),
// which expansion may have joined to the story. Such a block holds neither
// the region the segmenter found (the story) nor half of it; when no region
// was found inside root, it holds less than half the region's text.
func relatedSections(c *Cleaner, root int, a *pass) ([]int, string) {
	var out []int
	for id := root + 1; id <= c.doc.End(root); id++ {
		if c.st.Hidden[id] {
			id = c.doc.End(id)
			continue
		}
		switch c.doc.Tag(id) {
		case atom.Div, atom.Section, atom.Article, atom.Aside, atom.Ul, atom.Ol:
		default:
			continue
		}
		if h := c.doc.FirstChild(id); h >= 0 && RelatedHeading(c.pg, h) && !c.holdsStory(id, root, a.found) {
			out = append(out, id)
			id = c.doc.End(id)
		}
	}
	return out, "a section headed as related stories"
}

// holdsStory reports whether the block id may hold the story of the region
// root: it holds (or is inside) a region the segmenter found, or, when none
// was found inside root, half the region's text.
func (c *Cleaner) holdsStory(id, root int, found []int) bool {
	inside := false
	for _, f := range found {
		if c.doc.Contains(root, f) {
			inside = true
			if c.doc.Contains(id, f) || c.doc.Contains(f, id) && 2*c.st.Chars[id] >= c.st.Chars[f] {
				return true
			}
		}
	}
	return !inside && 2*c.st.Chars[id] >= c.st.Chars[root]
}

// RelatedHeading reports a heading (h2–h6) that names related stories by
// its class or id, or by its words; or a label styled as a heading (a
// <div>, <p>, <span> or <strong> without links, "Related Posts") by its
// words alone.
func RelatedHeading(pg *page.Page, id int) bool {
	st, doc := pg.Stats, pg.Doc
	if st.Chars[id] > maxRelatedIntroChars {
		return false
	}
	switch doc.Tag(id) {
	case atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		if relatedWords.In(doc.ClassIDOf(id)) {
			return true
		}
	case atom.Div, atom.P, atom.Span, atom.Strong, atom.B:
		if st.Links[id] > 0 || st.Chars[id] < minRelatedLabelChars {
			return false
		}
	default:
		return false
	}
	t := strings.ToLower(strings.TrimRight(dom.Text(doc.Elems[id]), " .…:!"))
	return relatedPhrases[t] || hasRelatedPrefix(t)
}

// relatedPrefixes open a label of other stories that names their source
// ("More content from NBCNews.com:", "More stories from the Times").
var relatedPrefixes = []string{"more from ", "more content from ", "more stories from ", "more news from ", "more about ", "more on ",
	"mehr von ", "mehr aus ", "mehr zu ", "mehr über ", "plus d'articles ", "plus d'infos ", "plus de nouvelles ",
	"más de ", "más sobre ", "más noticias de ", "altro da ", "altre notizie ", "di più su ",
	"meer van ", "meer over ", "meer uit ", "mais de ", "mais sobre ", "mais notícias "}

// hasRelatedPrefix reports a lower-cased label opening with a
// relatedPrefix.
func hasRelatedPrefix(t string) bool {
	for _, pre := range relatedPrefixes {
		if strings.HasPrefix(t, pre) {
			return true
		}
	}
	return false
}

// labelsLinkList reports a label of other stories (RelatedHeading)
// whose next element sibling is a list of links, which it introduces.
func (c *Cleaner) labelsLinkList(id int) bool {
	next := c.doc.NextSibling(id)
	return next >= 0 && c.st.Links[next] >= 2 && c.st.LinkDensity(next) > 0.5 && RelatedHeading(c.pg, id)
}

// underRelatedLabel reports a list whose previous element sibling is a
// label of other stories (RelatedHeading): what it lists are those
// stories, not the story's references.
func (c *Cleaner) underRelatedLabel(id int) bool {
	prev := int(c.st.PrevSibling[id])
	return prev >= 0 && RelatedHeading(c.pg, prev)
}

// relatedWords name a related-stories heading in a class or id.
var relatedWords = segment.NewWordSet("related", "yarpp")

// relatedPhrases are headings that introduce other stories, in the
// languages of the corpora and a few more.
var relatedPhrases = map[string]bool{
	"related": true, "related posts": true, "related articles": true, "related stories": true, "related content": true,
	"you may also like": true, "you might also like": true, "you may be interested in": true, "you may also be interested in": true, "you might also be interested in": true, "recommended for you": true,
	"more stories": true, "more from this section": true, "read next": true, "also read": true, "read also": true,
	"você pode gostar": true, "leia também": true, "veja também": true, "posts relacionados": true,
	"te puede interesar": true, "también te puede interesar": true, "artículos relacionados": true, "noticias relacionadas": true,
	"lesen sie auch": true, "das könnte sie auch interessieren": true, "mehr zum thema": true,
	"vous aimerez aussi": true, "à lire aussi": true, "articles similaires": true, "sur le même sujet": true,
	"ti potrebbe interessare": true, "potrebbe interessarti": true, "articoli correlati": true,
	"читайте также": true, "похожие статьи": true,
	"gerelateerd": true, "gerelateerde artikelen": true, "gerelateerde berichten": true, "lees ook": true, "meer over dit onderwerp": true, "dit vind je misschien ook leuk": true,
	"ähnliche artikel": true, "verwandte artikel": true, "articles liés": true, "artigos relacionados": true, "notícias relacionadas": true, "leggi anche": true,
}

// minRelatedLabelChars is the shortest related-stories label ("Related",
// in non-space characters): a plain element shorter is not read.
const minRelatedLabelChars = 7

// maxRelatedIntroChars bounds the line introducing trailing related links.
const maxRelatedIntroChars = 40

// maxPromoChars bounds a line promoting other pages ("SEE MORE: headline");
// maxPromoLabelChars is more than the longest label and its colon.
const (
	maxPromoChars      = 200
	maxPromoLabelChars = 24
)

// promoLabels open a line that points to other pages: a label, a colon or
// nothing else, then a headline link. "Related:", "More:", "Read more:" and
// their translations are left out: corpora keep such lines as part of the
// story (a source, a companion piece), and so do readers.
var promoLabels = []string{"see more", "don't miss", "dont miss", "read next", "must read", "must see", "trending now",
	"nicht verpassen", "auf keinen fall verpassen", "ne manquez pas", "à ne pas manquer", "a ne pas manquer",
	"no te pierdas", "no se pierda", "da non perdere", "non perderti", "mis dit niet", "niet te missen",
	"não perca", "nao perca", "imperdível"}

// promoFirst holds the first letters of promoLabels; promoFold folds the
// typographic apostrophe and the no-break space.
var (
	promoFirst = func() (f [256]bool) {
		for _, l := range promoLabels {
			f[l[0]|0x20] = true // as promoLabel looks it up (an "à" leads with 0xC3)
		}
		return f
	}()
	promoFold = strings.NewReplacer("\u2019", "'", "\u00a0", " ")
)

// promoLabel returns the label a promotion line opens with ("SEE MORE:",
// "DON'T MISS"), or "". The label stands alone or ends with a colon.
func promoLabel(text string) string {
	t := strings.TrimSpace(text)
	if t == "" || !promoFirst[t[0]|0x20] {
		return "" // most blocks: no label starts with their first letter
	}
	t = promoFold.Replace(strings.ToLower(t))
	for _, l := range promoLabels {
		rest, ok := strings.CutPrefix(t, l)
		if !ok {
			continue
		}
		rest = strings.TrimSpace(rest)
		if rest == "" || rest == "…" || rest == "..." || strings.HasPrefix(rest, ":") {
			return l
		}
	}
	return ""
}

func relatedLabel(c *Cleaner, id int, _ *pass) string {
	if c.st.Chars[id] <= maxRelatedIntroChars && c.st.Links[id] == 0 && c.labelsLinkList(id) {
		return "a label of other stories over their links (\"More from …\")"
	}
	return ""
}

func promotion(c *Cleaner, id int, _ *pass) string {
	st := c.st
	chars := st.Chars[id]
	if chars <= maxPromoChars && (2*st.LinkChars[id] >= chars || chars <= MaxControlLabelChars) {
		// The labels are short: the block's first words are enough.
		if w := promoLabel(dom.LeadingText(c.doc.Elems[id], maxPromoLabelChars)); w != "" {
			return fmt.Sprintf("a promotion of other pages (%q)", w)
		}
	}
	return ""
}
