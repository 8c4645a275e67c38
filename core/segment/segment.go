// Package segment is the vocabulary every segmentation method shares: region
// labels, page types, the Segmenter interface and the decision trace.
//
// Each algorithm package (sd, seeker, density, forest, template, baseline)
// implements Segmenter over the same parsed document and feature table, so the
// methods can be run, compared and combined by the core pipeline and by
// `pith eval -algo NAME`.
package segment

import (
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
)

// Label is what a region is.
type Label string

// The region labels.
const (
	LabelArticle Label = "article"
	LabelComment Label = "comment"
	LabelPost    Label = "post"
	LabelNoise   Label = "noise"
)

// PageType is the kind of page (seed 000 §3.3 step 7): an article, an article
// with reader comments, or multiple areas (forum thread, Q&A, list of posts).
type PageType string

// The page types; the string values are the wire format and the corpus labels.
const (
	TypeArticle             PageType = "A"
	TypeArticleWithComments PageType = "AC"
	TypeMultiple            PageType = "M"
)

// Region is one labelled block of the page, addressed by its element index.
type Region struct {
	Label Label `json:"kind"`
	// Node is the pre-order element index (html = 0), the same numbering the
	// browser's document.querySelectorAll('*') gives.
	Node int `json:"node"`
	// Path is a CSS selector that finds the element on the page.
	Path string `json:"path,omitempty"`
	// Density is the region's text size in characters (seed 000 §3.1).
	Density int `json:"density"`
	// LinkDensity is the share of the region's text inside links.
	LinkDensity float64 `json:"linkDensity"`
	// DFM is the distance from the max-density region (seed 000 eq. 1).
	DFM float64 `json:"dfm"`
	// Why says in words why the region got its label.
	Why string `json:"why,omitempty"`
}

// Segmentation is what a Segmenter returns.
type Segmentation struct {
	Type PageType
	// Confidence of the page type, in [0,1].
	Confidence float64
	// Regions in page order. Article and comment regions are what the core
	// renders; noise regions are reported for the noise map.
	Regions []Region
	// MinorComments are the elements of comment regions too short together
	// to make the page an Article with Comments (seed 000's AC rule): a
	// reply or two. Their text is still no part of the article.
	MinorComments []int
}

// Input is what every segmenter receives: one parsed page and its statistics.
type Input struct {
	Doc   *dom.Document
	Stats *features.Table
	// Layout is the browser's box table, nil when absent or not matching
	// the document (see dom.Layout.Fits).
	Layout *dom.Layout
	// URL of the page, "" when unknown.
	URL string
	// Trace, when not nil, receives the decisions taken.
	Trace *Trace
}

// Segmenter is one segmentation method.
type Segmenter interface {
	// Name is the short name used by -algo.
	Name() string
	Segment(in Input) (Segmentation, error)
}

// Step is one recorded decision of a segmenter or of the pipeline.
type Step struct {
	Step   string  `json:"step"`
	Node   int     `json:"node"`
	Reason string  `json:"reason"`
	Score  float64 `json:"score,omitempty"`
}

// Trace collects decisions. A nil *Trace records nothing, so callers need not
// check whether tracing is on.
type Trace struct {
	Steps []Step
}

// Add records one decision.
func (t *Trace) Add(step string, node int, score float64, reason string) {
	if t == nil {
		return
	}
	t.Steps = append(t.Steps, Step{Step: step, Node: node, Reason: reason, Score: score})
}

// On reports whether decisions are being recorded (to skip building reasons).
func (t *Trace) On() bool { return t != nil }
