package thread

import (
	"golang.org/x/net/html"
	"net/url"

	"github.com/pith-reader/pith/core/clean"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/render"
	"github.com/pith-reader/pith/core/segment"
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
	// items memoises the comments of a section (itemsOf).
	items map[int][]Item
	// sigs, texts and chromeEls memoise page.Signature, dom.Text and
	// clean.CommentChrome by element id: the elements of a comment are
	// asked about by readMeta, chromeSlots, agreeOnAuthors, the item
	// kinds and each rendering of the item, and a page of 17 537
	// comments spent most of its time building the same strings again
	// (issue 24). The tree does not change once parsed.
	sigs      []string
	texts     []string
	textOK    []bool
	chromeEls []int8
	// classFacts memoises what an element's class and id say (commentMarked,
	// isCommentWidget): finding the comment kind of a section asks it of
	// every element of the section several times.
	classFacts []uint8
	// baseURL is the page's base address parsed once for the renderings
	// (base); baseRead marks it read.
	baseURL  *url.URL
	baseRead bool
	// fragBase is fragmentBase of the base, read once (fragRead).
	fragBase string
	fragRead bool
	// published is the page's own date (ISO 8601, SetPageDate): a date a
	// post shows without its year is dated from it (YearlessDate).
	published string
}

// SetPageDate gives the page's published date (schema.org datePublished,
// article:published_time, the byline's date: meta.Metadata.Published),
// which dates the comments shown without a year.
func (f *Finder) SetPageDate(iso string) { f.published = iso }

// base is the page's base address, parsed once (render.ParseBase).
func (f *Finder) base() *url.URL {
	if !f.baseRead {
		f.baseURL, f.baseRead = render.ParseBase(f.pg.Base), true
	}
	return f.baseURL
}

// sig is page.Signature of element id, memoised.
func (f *Finder) sig(id int) string {
	if f.sigs == nil {
		f.sigs = make([]string, len(f.doc.Elems))
	}
	if f.sigs[id] == "" { // a signature always holds its '.'
		f.sigs[id] = page.Signature(f.doc, id)
	}
	return f.sigs[id]
}

// text is dom.Text of element id, memoised for short elements (a line, a
// name, a date: what is asked about again); a long one's text is built
// each time rather than kept.
func (f *Finder) text(id int) string {
	if f.st.Chars[id] > maxChromeChars {
		return dom.Text(f.doc.Elems[id])
	}
	if f.texts == nil {
		f.texts, f.textOK = make([]string, len(f.doc.Elems)), make([]bool, len(f.doc.Elems))
	}
	if !f.textOK[id] {
		f.texts[id], f.textOK[id] = dom.Text(f.doc.Elems[id]), true
	}
	return f.texts[id]
}

// Bits of classFacts.
const (
	factsRead uint8 = 1 << iota
	factMarked
	factWidget
)

// classFactsOf reads an element's class facts once.
func (f *Finder) classFactsOf(id int) uint8 {
	if f.classFacts == nil {
		f.classFacts = make([]uint8, len(f.doc.Elems))
	}
	if f.classFacts[id] == 0 {
		v, ci := factsRead, f.doc.ClassIDOf(id)
		if segment.HasCommentToken(ci) {
			v |= factMarked
		}
		if len(f.doc.Elems[id].Attr) > 0 && segment.IsCommentWidget(ci) {
			v |= factWidget
		}
		f.classFacts[id] = v
	}
	return f.classFacts[id]
}

// commentMarked reports an element whose class or id names comments
// (segment.HasCommentToken).
func (f *Finder) commentMarked(id int) bool { return f.classFactsOf(id)&factMarked != 0 }

// commentChrome is clean.CommentChrome of element id, or an action link
// (controls.go), memoised.
func (f *Finder) commentChrome(id int) bool {
	if f.chromeEls == nil {
		f.chromeEls = make([]int8, len(f.doc.Elems))
	}
	if f.chromeEls[id] == 0 {
		f.chromeEls[id] = 1
		if clean.CommentChrome(f.doc.Elems[id]) || f.actionLink(id) {
			f.chromeEls[id] = 2
		}
	}
	return f.chromeEls[id] == 2
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

// eachChild calls fn with each child node of element d in order, and its
// element id (-1 for a text or other node), until fn returns false.
func (f *Finder) eachChild(d int, fn func(n *html.Node, id int) bool) {
	c := f.doc.FirstChild(d)
	for n := f.doc.Elems[d].FirstChild; n != nil; n = n.NextSibling {
		id := -1
		if n.Type == html.ElementNode {
			if c >= 0 && f.doc.Elems[c] == n {
				id = c
			} else if found, ok := f.doc.ID(n); ok {
				id = found
			}
			if id >= 0 {
				c = f.doc.NextSibling(id)
			}
		}
		if !fn(n, id) {
			return
		}
	}
}
