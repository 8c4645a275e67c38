package core

import (
	"slices"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/meta"
	"github.com/pith-reader/pith/core/page"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A product page declares the thing it sells (schema.org Product in
// JSON-LD or microdata) and shows it as one block: its name as the page's
// headline, its price and options, its description and details. SD's
// densest block there is often elsewhere — a long FAQ or buying guide
// written for search engines under the product, or one paragraph of the
// description — and the product's own block is what a reader wants. The
// page marks that block twice over: its headline (an h1 reading as the
// declared name or the page's title) and its description (the element
// with itemprop="description", or the one showing the declared
// description's first sentence). The smallest element holding both is
// the product's block; the rest of the page (recommendations, the shop's
// footer) lies outside it.

// Product block thresholds.
const (
	// minDescriptionSentence: a sentence of the declared description
	// this long (bytes) identifies the element showing it.
	minDescriptionSentence = 40
	// maxProductBlockShare: a block holding more than this share of the
	// body's text is the page, not the product's block.
	maxProductBlockShare = 0.9
	// maxDescriptionBlock: an element showing the description's sentence
	// holds at most this many times its length (the rest of the
	// description, a heading), else it is a block around it.
	maxDescriptionBlock = 40
)

// isProductPage: the page declares one product (decideKind's product
// test) and no story, and its article is neither a listing nor a
// discussion.
func (r *run) isProductPage() bool {
	return r.refine && r.product != nil && len(r.posts) == 0 && !r.listMode &&
		r.schema.Count(productTypes...) < minListingProducts && !r.schema.Has(storyTypes...)
}

// productArticle makes the product's block the article when the page
// shows one: in place of an article elsewhere (an FAQ, a buying guide), or
// around an article that holds the product's description but not its
// headline and buy box (name, price, rating), which sit beside the
// description in the block.
func (r *run) productArticle() {
	head, desc := r.productHeadline(), r.productDescription()
	if desc < 0 && len(r.roots) > 0 {
		desc = r.roots[0]
	}
	block := r.productBlock(head, desc)
	if block < 0 || r.inArticle(head) && r.inArticle(desc) {
		return
	}
	roots, why := []int{block}, "product page: the smallest block holding the product's headline and its description"
	if r.inArticle(desc) {
		roots = page.Outermost(r.pg.Doc, append(slices.Clone(r.roots), block))
		why = "product page: the article holds the product's description, not its headline: grown to the block holding both"
	}
	c := r.content(roots...)
	if c.Words == 0 {
		return
	}
	r.takeArticle("article.product", block, c, why)
	r.roots = roots // the block, or the article grown by it
}

// productBlock is the smallest element holding the product's headline and
// its description, -1 when the page shows either not or the block is
// most of the page.
func (r *run) productBlock(head, desc int) int {
	if head < 0 || desc < 0 {
		return -1
	}
	d := r.pg.Doc
	block := d.LCA(head, desc)
	if block <= d.Body || float64(r.pg.Stats.Chars[block]) > maxProductBlockShare*float64(r.pg.Stats.Chars[d.Body]) {
		return -1
	}
	return block
}

// inArticle reports an element inside one of the article's roots.
func (r *run) inArticle(id int) bool {
	for _, root := range r.roots {
		if r.pg.Doc.Contains(root, id) {
			return true
		}
	}
	return false
}

// productHeadline is the first visible h1 (or ARIA level-1 heading) that reads as the declared
// product's name or the page's title; else the page's only visible h1
// (a shop names the product in its h1 and its <title> or JSON-LD name in
// words of its own, for search engines: "… – Idée cadeau déco" beside
// the h1's "Diffuseur à flamme"); -1 when there is neither.
func (r *run) productHeadline() int {
	d := r.pg.Doc
	only, visible := -1, 0
	for id := d.Body; id >= 0 && id <= d.End(d.Body); id++ {
		if !isTopHeading(d.Elems[id]) || r.pg.Stats.Hidden[id] {
			continue
		}
		h := dom.Text(d.Elems[id])
		if r.pg.ReadsAsTitle(h) || meta.ReadAlike(r.product.Name, h) {
			return id
		}
		if strings.TrimSpace(h) != "" {
			only, visible = id, visible+1
		}
	}
	if visible == 1 {
		return only
	}
	return -1
}

// isTopHeading reports an h1 or an element ARIA marks as a heading of
// level 1 (a store that names the product in a styled <div
// role="heading" aria-level="1">).
func isTopHeading(el *html.Node) bool {
	return el.DataAtom == atom.H1 || dom.Attr(el, "role") == "heading" && strings.TrimSpace(dom.Attr(el, "aria-level")) == "1"
}

// productDescription is the visible element showing the product's
// description: the first with itemprop="description" that holds text, else
// the first whose text holds a sentence of the declared description; -1
// when the page shows none.
func (r *run) productDescription() int {
	d, st := r.pg.Doc, r.pg.Stats
	for id := d.Body; id >= 0 && id <= d.End(d.Body); id++ {
		if !st.Hidden[id] && st.Chars[id] >= minDescriptionSentence && strings.Contains(dom.Attr(d.Elems[id], "itemprop"), "description") &&
			r.inProductItem(id) {
			return id
		}
	}
	s := descriptionSentence(r.product.Description)
	if s == "" {
		return -1
	}
	return r.deepestShowing(s)
}

// deepestShowing is the deepest visible element whose text holds s (a
// paragraph of the description, however long the rest of it), -1 when
// none does. Elements far longer than s are passed over without reading
// their text: an ancestor of the description's block is not it.
func (r *run) deepestShowing(s string) int {
	d, st := r.pg.Doc, r.pg.Stats
	best := -1
	for id := d.Body; id >= 0 && id <= d.End(d.Body); id++ {
		if best >= 0 && id > d.End(best) {
			break
		}
		if st.Hidden[id] || int(st.Chars[id]) < len(s)/2 {
			id = d.End(id)
			continue
		}
		if int(st.Chars[id]) <= maxDescriptionBlock*len(s) && strings.Contains(dom.FoldSpace(dom.Text(d.Elems[id])), s) {
			best = id
		}
	}
	return best
}

// inProductItem reports an element whose nearest microdata item (the
// closest itemscope around it) is a product, or that is in no item (a
// shop that marks the description alone, its Product in JSON-LD): the
// description of the site's Organization or of a review is not the
// product's.
func (r *run) inProductItem(id int) bool {
	d := r.pg.Doc
	for p := int(d.Parent[id]); p >= 0; p = int(d.Parent[p]) {
		if el := d.Elems[p]; dom.HasAttr(el, "itemscope") {
			t := dom.Attr(el, "itemtype")
			return slices.Contains(productTypes, t[strings.LastIndexByte(t, '/')+1:])
		}
	}
	return true
}

// descriptionSentence is the first sentence of a declared description at
// least minDescriptionSentence long, "" when there is none.
func descriptionSentence(desc string) string {
	for len(desc) > 0 {
		end := strings.Index(desc, ". ")
		s := desc
		if end >= 0 {
			s, desc = desc[:end+1], desc[end+2:]
		} else {
			desc = ""
		}
		if s = strings.TrimSpace(s); len(s) >= minDescriptionSentence {
			return s
		}
	}
	return ""
}
