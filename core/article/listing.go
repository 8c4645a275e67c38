package article

import (
	"slices"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html/atom"
)

// A listing is a page whose content is a list of items rather than prose:
// a shop's category page (product cards), a news front page (headlines and
// standfirsts), a catalogue of courses. SD finds no dense region there —
// every item is mostly a link — and the article it keeps is a stray
// sentence, while what a reader (and the corpora's gold) wants is the list.
// listing finds that list: the element whose repeated children of one kind
// hold the most text.

// Listing thresholds.
const (
	// minListItems: a list has at least this many items of one kind.
	minListItems = 5
	// minItemChars: an item averages at least this much text (a product's
	// name and price); a menu's entries (one or two words each) do not.
	minItemChars = 20
	// minListChars: the items together hold at least this much text.
	minListChars = 500
	// minListShare: the items hold at least this share of the body's text
	// (a side column of related links does not).
	minListShare = 0.25
	// listOverArticle: the items hold this many times the article's text;
	// and the article is short (maxListingArticleChars), so a real story
	// beside a big grid of related stories keeps its place.
	listOverArticle        = 3
	maxListingArticleChars = 1500
	// maxListingProse: an article with this much prose (paragraphs of
	// sentences, see proseChars) is a story, however short, and stays.
	maxListingProse = 250
	// introListOver, minIntroListShare: an article with more prose than
	// that is the list's introduction only when it comes before the list
	// and the items hold this many times its text and this share of the
	// body's.
	introListOver     = 8
	minIntroListShare = 0.5
	// minIntroItemChars: the items of a list with an introduction are
	// described (a course, a product with its blurb), not bare headlines,
	minIntroItemChars = 150
	// maxIntroItemLinks: and each is one card (a link or two), not a
	// section of headlines.
	maxIntroItemLinks = 3
)

// listing returns the list container of a page without an article, or -1.
// article is the text the pipeline chose as the article, roots its
// elements (nil for the cleaned-body fallback).
func (f *finder) listing(article string, roots []int) int {
	body := f.doc.Body
	articleChars := int32(len(article))
	if body < 0 || articleChars > maxListingArticleChars {
		return -1 // checked first: the text scans below are for short articles only
	}
	prose := proseChars(article)
	if isConsentNotice(article) {
		prose = 0 // a consent panel's sentences are not a story
	}
	if slices.ContainsFunc(roots, f.pg.HeadedByTitle) {
		return -1 // a story the page's headline heads, however short
	}
	// An article of a paragraph or two may be the introduction of the
	// list ("Certificate programs: award-winning faculty…" above the
	// courses): the list then has to outweigh it by far.
	overArticle, minShare := float64(listOverArticle), minListShare
	if prose > maxListingProse {
		overArticle, minShare = introListOver, minIntroListShare
	}
	bodyChars := f.st.Chars[body]
	best, bestChars, bestItems := f.largestList()
	if best < 0 || bestChars < minListChars || float64(bestChars) < minShare*float64(bodyChars) ||
		float64(bestChars) < overArticle*float64(articleChars) {
		return -1
	}
	if segment.HasCommentToken(f.doc.ClassIDOf(best)) {
		return -1 // a comment thread is not a listing; the comment steps own it
	}
	if f.st.LinkDensity(best) >= minHeadlineListLinks && sentenceLines(article) >= minStorySentences {
		// Bare headlines of other pages (a "watch more" column of
		// videos) beside a few sentences: the sentences are the story,
		// however short; a listing's text is its own.
		return -1
	}
	if prose > maxListingProse && (int(bestChars)/bestItems < minIntroItemChars || int(f.st.Links[best]) > maxIntroItemLinks*bestItems ||
		len(f.listWithIntro(best, roots)) == 1) {
		// Prose that is no introduction: a post among others (a blog's
		// stream), or a story beside a column of headlines.
		return -1
	}
	return best
}

// largestList returns the element of the body, outside page chrome, whose
// children of one kind (at least minListItems of them, averaging
// minItemChars) hold the most text, with that text and the number of
// items; -1 when there is none.
func (f *finder) largestList() (best int, bestChars int32, bestItems int) {
	best, top := f.largestListIn(f.doc.Body, minListChars)
	return best, top.chars, top.items
}

// largestListIn is largestList inside scope, for lists holding at least
// minChars, with its items' group. One pass over the elements; children
// are grouped only for elements with at least minListItems of them.
func (f *finder) largestListIn(scope int, minChars int32) (best int, items listGroup) {
	// chrome marks elements inside navigation, header, footer, asides and
	// blocks named as page chrome (listChrome).
	chrome := make([]bool, f.doc.Len())
	best = -1
	sums := map[string]*listGroup{}
	for id := scope; id <= f.doc.End(scope); id++ {
		if par := f.doc.Parent[id]; id != scope && par >= 0 && chrome[par] {
			chrome[id] = true
		}
		switch f.doc.Tag(id) {
		case atom.Nav, atom.Header, atom.Footer, atom.Aside:
			chrome[id] = true
		default:
			if id != f.doc.Body && len(f.doc.Elems[id].Attr) > 0 && listChrome.In(f.doc.ClassIDOf(id)) {
				chrome[id] = true // a sidebar, a widget, a "related" box
			}
		}
		if chrome[id] || f.st.Hidden[id] || f.st.Cardinality[id] < minListItems || f.st.Chars[id] < minChars {
			continue
		}
		clear(sums)
		var top *listGroup
		f.doc.Children(id, func(c int) {
			if f.st.Hidden[c] || f.st.Chars[c] < 10 {
				return
			}
			sig := page.Signature(f.doc, c)
			g := sums[sig]
			if g == nil {
				g = &listGroup{}
				sums[sig] = g
			}
			g.items++
			g.chars += f.st.Chars[c]
			if f.st.Links[c] > 0 {
				g.linked++
			}
			if top == nil || g.chars > top.chars {
				top = g
			}
		})
		if top == nil || top.items < minListItems || top.chars < int32(minItemChars*top.items) {
			continue
		}
		if top.chars > items.chars {
			best, items = id, *top
		}
	}
	return best, items
}

// listGroup counts one kind of child of a candidate list.
type listGroup struct {
	items int
	chars int32
	// linked counts the items holding a link.
	linked int
}

// A list with at least minHeadlineListLinks of its text in links is bare
// headlines; an article of at least minStorySentences sentence lines
// (sentenceLines) beside it is a story.
const (
	minHeadlineListLinks = 0.9
	minStorySentences    = 2
)

// sentenceLines counts the lines of text of at least 40 bytes that end a
// sentence: a short story's paragraphs, where a listing's stray lines are
// names, prices and labels.
func sentenceLines(text string) int {
	n := 0
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		if len(line) >= 40 && strings.ContainsAny(line[len(line)-1:], ".!?") {
			n++
		}
	}
	return n
}

// proseChars is the text of the lines (blocks) of text that read as prose:
// at least 100 bytes with a sentence end inside or at the end. A listing's
// lines are names, prices and headlines; a story's are paragraphs.
func proseChars(text string) int {
	n := 0
	for line := range strings.Lines(text) {
		line = strings.TrimSpace(line)
		if len(line) < 100 {
			continue
		}
		if strings.Contains(line, ". ") || strings.Contains(line, "? ") || strings.Contains(line, "! ") ||
			strings.HasSuffix(line, ".") || strings.Contains(line, "。") {
			n += len(line)
		}
	}
	return n
}

// listChrome are class/id words of a page's side column, whose lists
// (popular posts, categories, blogrolls) are not the page's list. Narrower
// than segment's noise words, which also name a shop's "search-results"
// grid or a front page's "promo" cards: the listing itself. The body's
// own classes (page-level flags such as "has-sidebar") are not read.
var listChrome = segment.NewWordSet("sidebar", "side-bar", "widget", "blogroll")

// listWithIntro returns the roots to render for a listing: the list, after
// the article the pipeline had chosen when that article is prose set
// before the list (its introduction), else the list alone.
func (f *finder) listWithIntro(list int, article []int) []int {
	var intro []int
	for _, r := range article {
		if r >= list || f.doc.Contains(r, list) || proseChars(dom.Text(f.doc.Elems[r])) == 0 {
			// Inside or after the list, or no prose (a stray line): no
			// introduction.
			return append(f.leadItems(list), list)
		}
		intro = append(intro, r)
	}
	return append(append(intro, f.leadItems(list)...), list)
}

// leadItems are the list's items set before it, outside it: a feed's
// featured story (and its sponsored one) above the container of the
// others, a shop's highlighted product above its grid. Each is a
// preceding sibling of the list named as an item of the list (its class
// holds the block name the list's first item opens its class with, and
// most of the items carry: the "story" of "story story--featured"),
// whatever it says and in whatever language. They read before the list, as on the page.
func (f *finder) leadItems(list int) []int {
	par := f.doc.Parent[list]
	if par < 0 {
		return nil
	}
	block, items, named := "", 0, 0
	f.doc.Children(list, func(c int) {
		if f.st.Hidden[c] || f.st.Chars[c] == 0 {
			return
		}
		items++
		fields := strings.Fields(dom.Attr(f.doc.Elems[c], "class"))
		if items == 1 && len(fields) > 0 {
			block = fields[0]
		}
		if block != "" && slices.Contains(fields, block) {
			named++
		}
	})
	if block == "" || items < minListItems || 2*named < items {
		return nil // the items carry no common name: nothing names a lead item
	}
	var lead []int
	f.doc.Children(int(par), func(c int) {
		if c < list && !f.st.Hidden[c] && f.st.Chars[c] > 0 && slices.Contains(strings.Fields(dom.Attr(f.doc.Elems[c], "class")), block) {
			lead = append(lead, c)
		}
	})
	return lead
}

// minOwnListShare: a list that is the article holds at least this share
// of the article root's text (a story with a list of tips in it does not).
const minOwnListShare = 0.6

// listArticle returns the article's root when the article is itself a
// list of items (a front page's or a ranking's entries, which SD found
// dense enough) and no story: one root whose children of one kind hold
// most of its text, each with a link (to the item's own page), with
// little prose around them. Rendered as a story, its short, link-rich
// items fall to the clean-up (link lists, noise words) one by one; as a
// listing's items they stay. -1 otherwise.
func (f *finder) listArticle(article string, roots []int) int {
	if len(roots) != 1 || len(article) > maxListingArticleChars || proseChars(article) > maxListingProse ||
		f.pg.HeadedByTitle(roots[0]) {
		return -1
	}
	root := roots[0]
	if segment.HasCommentToken(f.doc.ClassIDOf(root)) {
		return -1
	}
	list, items := f.largestListIn(root, 0)
	if list < 0 || float64(items.chars) < minOwnListShare*float64(f.st.Chars[root]) || items.linked < items.items {
		// No list, a list among other text, or items that are not
		// entries linking to pages of their own (a short story's
		// paragraphs are children of one kind too).
		return -1
	}
	return root
}
