package article

import (
	"slices"

	"github.com/pith-reader/pith/core/clean"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/segment"
)

// Context is what article expansion knows besides the page: what the
// earlier stages decided.
type Context struct {
	// Excluded are the comment sections, rendered as the comments.
	Excluded map[int]bool
	// Recurring are the sections the site profile marks as furniture.
	Recurring page.Overlap
	// Clean is the article's clean-up: expansion joins no block it would
	// leave out.
	Clean *clean.Cleaner
}

// finder is the state of one of the article stages on a page.
type finder struct {
	pg    *page.Page
	doc   *dom.Document
	st    *features.Table
	trace *segment.Trace
	seg   *segment.Segmentation
	ctx   Context
	// storyMax is the density of the densest region outside comment
	// sections (storyDFM): 0 until computed, -1 when there is none.
	storyMax int
}

func newFinder(pg *page.Page, seg *segment.Segmentation, ctx Context) *finder {
	return &finder{pg: pg, doc: pg.Doc, st: pg.Stats, trace: pg.Trace, seg: seg, ctx: ctx}
}

// Choose checks the article region the segmenter chose, in place: the
// candidate the page's headline heads replaces a region without it
// (preferTitledCandidate, trace "article.titled"), and the densest prose
// candidate replaces a region that is links, a notice or a sidebar's box
// (preferProseCandidate, "article.prose").
func Choose(pg *page.Page, seg *segment.Segmentation) {
	f := newFinder(pg, seg, Context{})
	f.preferTitledCandidate()
	f.preferProseCandidate()
}

// Expand returns the article roots, in page order, grown from the region
// root the segmenter chose (trace "article.expand", "article.loose",
// "article.gallery", "article.candidates").
func Expand(pg *page.Page, seg *segment.Segmentation, ctx Context, root int) []int {
	return newFinder(pg, seg, ctx).expandArticle(root)
}

// Listing returns the list container of a page whose article is no prose
// story, or -1; article is the text the pipeline chose as the article,
// roots its elements (nil for the cleaned-body fallback).
func Listing(pg *page.Page, article string, roots []int) int {
	return newFinder(pg, nil, Context{}).listing(article, roots)
}

// ListArticle returns the article's root when the chosen article is
// itself a list of items and no story (its items then kept), or -1.
func ListArticle(pg *page.Page, article string, roots []int) int {
	return newFinder(pg, nil, Context{}).listArticle(article, roots)
}

// ListWithIntro returns the roots to render for a listing: the list, after
// the article the pipeline had chosen when that article is prose set
// before the list (its introduction), else the list alone.
func ListWithIntro(pg *page.Page, list int, article []int) []int {
	return newFinder(pg, nil, Context{}).listWithIntro(list, article)
}

// Fragment reports an article text that is a fragment of a page of small
// sections, outside the excluded comment sections (see maxFragmentChars).
func Fragment(pg *page.Page, excluded map[int]bool, text string) bool {
	return newFinder(pg, nil, Context{Excluded: excluded}).fragmentOfPage(text)
}

// Headed reports an article the page's headline heads (one of its roots):
// a story, however short (a photo post, a news brief), not a scrap of a
// page of sections.
func Headed(pg *page.Page, roots []int) bool {
	return slices.ContainsFunc(roots, pg.HeadedByTitle)
}

// ProseShare is the share of a text in lines that read as prose
// (paragraphs of sentences, see proseChars): near 1 for a story, lower
// for a page of headings, claims and item names.
func ProseShare(text string) float64 {
	if len(text) == 0 {
		return 0
	}
	return float64(proseChars(text)) / float64(len(text))
}
