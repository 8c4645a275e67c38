package thread

import (
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/page"
)

// Finder finds and reads the comments and the posts of one page.
type Finder struct {
	pg  *page.Page
	doc *dom.Document
	st  *features.Table
	// refine: the default pipeline runs, with its own steps on top of
	// the segmenter's regions (comment widgets, comments of one kind).
	refine bool
	// html, markdown: render each item's HTML, Markdown besides its text.
	html, markdown bool
	// sections memoises the comment sections of sectionsFor (the comment
	// regions they were lifted from); metas the metadata of blocks (meta).
	sections, sectionsFor []int
	metas                 map[int]postMeta
}

// New prepares the comments and posts of a page. defaultPipeline turns on
// the default pipeline's own steps; html and markdown render each item's
// HTML and Markdown.
func New(pg *page.Page, defaultPipeline, html, markdown bool) *Finder {
	return &Finder{pg: pg, doc: pg.Doc, st: pg.Stats, refine: defaultPipeline, html: html, markdown: markdown}
}

// Item is one comment or post: its root element, the elements after it
// that belong to it (a <dt> and its <dd>s), and its reply depth.
type Item struct {
	Node  int
	More  []int
	Depth int
}

// roots are the item's elements in page order.
func (it Item) roots() []int {
	if len(it.More) == 0 {
		return []int{it.Node}
	}
	return append([]int{it.Node}, it.More...)
}
