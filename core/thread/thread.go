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
	// html: render each item's HTML besides its text.
	html bool
}

// New prepares the comments and posts of a page. defaultPipeline turns on
// the default pipeline's own steps; html renders each item's HTML.
func New(pg *page.Page, defaultPipeline, html bool) *Finder {
	return &Finder{pg: pg, doc: pg.Doc, st: pg.Stats, refine: defaultPipeline, html: html}
}

// Item is one comment or post: its root element and reply depth.
type Item struct {
	Node  int
	Depth int
}
