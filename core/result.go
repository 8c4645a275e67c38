package core

import (
	"github.com/pith-reader/pith/core/meta"
	"github.com/pith-reader/pith/core/segment"
	"github.com/pith-reader/pith/core/thread"
)

// PageType is the kind of page, after seed 000 (SD algorithm) §3.3 step 7.
type PageType = segment.PageType

// The three page types. Their string values are the wire format ("A", "AC", "M").
const (
	TypeArticle             = segment.TypeArticle
	TypeArticleWithComments = segment.TypeArticleWithComments
	TypeMultiple            = segment.TypeMultiple
)

// Result is everything one extraction found. It is plain data: its JSON form is
// the wire format between the wasm core and the extension, and the CLI's json
// output. It holds no parse-tree pointers.
type Result struct {
	URL string `json:"url,omitempty"`

	// Type is the page type; TypeConfidence in [0,1] says how sure the decision is.
	Type           PageType `json:"type"`
	TypeConfidence float64  `json:"typeConfidence"`
	// Kind is what the page is for (article, documentation, product,
	// listing, discussion, page), from its schema.org types and structure.
	Kind PageKind `json:"kind,omitempty"`

	// Metadata, best effort, from JSON-LD, OpenGraph, <meta>, <time> and the page.
	Title     string `json:"title,omitempty"`
	Byline    string `json:"byline,omitempty"`
	Published string `json:"published,omitempty"`
	Language  string `json:"lang,omitempty"`
	SiteName  string `json:"siteName,omitempty"`
	Image     string `json:"image,omitempty"`
	Excerpt   string `json:"excerpt,omitempty"`

	// Product is what a product page (Kind product) declares about the
	// thing it sells: name, brand, price, availability, rating, from its
	// schema.org Product; nil on other pages.
	Product *Product `json:"product,omitempty"`

	// Items are a listing's items (Kind listing) in page order: declared
	// in schema.org, else read from its item cards; nil on other pages.
	Items []Item `json:"items,omitempty"`
	// Intro is a listing's article before its items (its introduction),
	// when the article shows them: a reader shows it, then the Items, in
	// place of the article. Nil when the article does not show the items
	// (it is read whole, before them) or the page lists none.
	Intro *Content `json:"intro,omitempty"`
	// ItemsView says the Items look right enough to be the page's main
	// view: a reader opens the listing as its items then, else as its
	// article with the items a switch away (itemsView in items.go).
	ItemsView bool `json:"itemsView,omitempty"`

	// Article is the main content. Empty when no article was found (not an error).
	Article Content `json:"article"`
	// Comments are the reader comments under the article, in page order.
	Comments []Comment `json:"comments"`
	// Posts are the posts of a discussion page (Type M), in page order.
	Posts []Comment `json:"posts"`

	// Regions are the labelled parts of the page (article, comment, post, noise),
	// addressed by element index so the browser can outline them on the live page.
	Regions []Region `json:"regions"`

	// Trace lists the decisions taken, when Options.Trace is set.
	Trace []segment.Step `json:"trace,omitempty"`

	// Stats describes the input and anything cut to stay within limits.
	Stats Stats `json:"stats"`
}

// Content is one extracted part in the three shapes the product needs.
type Content struct {
	// HTML is sanitised: an allow-list of tags and attributes, no scripts, no
	// event handlers, no javascript: URLs; relative URLs are made absolute.
	HTML     string `json:"html"`
	Text     string `json:"text"`
	Markdown string `json:"markdown"`
	Words    int    `json:"words"`
}

// Product is a product page's declared facts (schema.org Product and Offer).
type Product = meta.Product

// Item is one of a listing's items: name, address, picture, price, short
// text, rating.
type Item = meta.Item

// Comment is one reader comment or one post of a discussion.
type Comment = thread.Comment

// Region is a labelled block of the page.
type Region = segment.Region

// Stats describes the input as read.
type Stats struct {
	Bytes    int `json:"bytes"`
	Elements int `json:"elements"`
	// Truncated is set when the input was longer than Limits.MaxBytes and was cut.
	Truncated bool `json:"truncated,omitempty"`
	// DepthCut is set when nesting deeper than Limits.MaxDepth was flattened.
	DepthCut bool `json:"depthCut,omitempty"`
	// ElementsCut is set when elements past Limits.MaxElements were dropped.
	ElementsCut bool `json:"elementsCut,omitempty"`
	// ItemsCut is set when a listing had more than maxItems items: the
	// first of them are in Items.
	ItemsCut bool `json:"itemsCut,omitempty"`
	// Algorithm names the segmenter that produced the regions.
	Algorithm string `json:"algorithm"`
}

// RegionNodes returns the elements (pre-order indices) of the regions
// with one of the labels, in order: the article's roots, the parts
// rendered apart from it (comments, posts).
func (r *Result) RegionNodes(labels ...segment.Label) []int {
	var nodes []int
	for _, g := range r.Regions {
		for _, l := range labels {
			if g.Label == l {
				nodes = append(nodes, g.Node)
				break
			}
		}
	}
	return nodes
}
