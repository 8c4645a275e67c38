package baseline

import (
	"fmt"
	"strconv"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html/atom"
)

// Method names one baseline.
type Method string

// The baselines of the thesis's chapter 3 and table 6.17, and two floors.
const (
	Crunch   Method = "crunch"
	FE       Method = "fe"
	KFE      Method = "kfe"
	LQF      Method = "lqf"
	LP       Method = "lp"
	DSC      Method = "dsc"
	CCB      Method = "ccb"
	TCCB     Method = "tccb"
	ACCB     Method = "accb"
	Body     Method = "body"
	Semantic Method = "semantic"
)

// Methods lists every method, in the order of the package doc.
var Methods = []Method{Crunch, FE, KFE, LQF, LP, DSC, CCB, TCCB, ACCB, Body, Semantic}

// Options are the parameters; the zero value means the defaults of the
// parameter table in doc.go.
type Options struct {
	// LinkQuota is LQF's threshold t (share of link text). Default 0.5.
	LinkQuota float64 `json:"linkQuota,omitempty"`
	// PageletLinks is LP's k (links that split a pagelet). Default 7.
	PageletLinks int `json:"pageletLinks,omitempty"`
	// CrunchLinkRatio is Crunch's link-cell threshold. Default 0.5.
	CrunchLinkRatio float64 `json:"crunchLinkRatio,omitempty"`
	// DSCWindow is DSC's window radius in tokens. Default 20.
	DSCWindow int `json:"dscWindow,omitempty"`
	// DSCSlope is the share of the page's average slope under which a
	// window is a low-slope (content) section. Default 0.5.
	DSCSlope float64 `json:"dscSlope,omitempty"`
	// BlurRadius is CCB's r (characters for CCB/ACCB, tokens for TCCB).
	// Default 40 for CCB and ACCB, 25 for TCCB (table 6.17).
	BlurRadius int `json:"blurRadius,omitempty"`
	// BlurThreshold is the content-code ratio a blurred entry needs to be
	// content. Default 0.5.
	BlurThreshold float64 `json:"blurThreshold,omitempty"`
	// KFEMinPurity is the text purity a block needs to enter K-FE's
	// clustering. Default 0.5.
	KFEMinPurity float64 `json:"kfeMinPurity,omitempty"`
}

func (o Options) withDefaults(m Method) Options {
	if o.LinkQuota <= 0 {
		o.LinkQuota = 0.5
	}
	if o.PageletLinks <= 0 {
		o.PageletLinks = 7
	}
	if o.CrunchLinkRatio <= 0 {
		o.CrunchLinkRatio = 0.5
	}
	if o.DSCWindow <= 0 {
		o.DSCWindow = 20
	}
	if o.DSCSlope <= 0 {
		o.DSCSlope = 0.5
	}
	if o.BlurRadius <= 0 {
		o.BlurRadius = 40
		if m == TCCB {
			o.BlurRadius = 25
		}
	}
	if o.BlurThreshold <= 0 {
		o.BlurThreshold = 0.5
	}
	if o.KFEMinPurity <= 0 {
		o.KFEMinPurity = 0.5
	}
	return o
}

// Segmenter runs one baseline.
type Segmenter struct {
	Method  Method
	Options Options
	// Label is the registered name when it differs from Method (lqf-25).
	Label string
}

// Name is the method's name.
func (s Segmenter) Name() string {
	if s.Label != "" {
		return s.Label
	}
	return string(s.Method)
}

// LQFNamed is LQF at a threshold given in percent, named lqf-NN.
func LQFNamed(percent int) Segmenter {
	return Segmenter{Method: LQF, Options: Options{LinkQuota: float64(percent) / 100}, Label: "lqf-" + strconv.Itoa(percent)}
}

// run is the state of one page.
type run struct {
	opt    Options
	doc    *dom.Document
	st     *features.Table
	trace  *segment.Trace
	inline []int32 // text outside block children (see inlineStats)
	inLink []int32 // the part of inline inside links
}

// Segment implements segment.Segmenter: the article regions of the method.
func (s Segmenter) Segment(in segment.Input) (segment.Segmentation, error) {
	out := segment.Segmentation{Type: segment.TypeArticle, Confidence: 0.5}
	if in.Doc.Body < 0 {
		return out, nil
	}
	r := &run{opt: s.Options.withDefaults(s.Method), doc: in.Doc, st: in.Stats, trace: in.Trace}
	var nodes []int
	switch s.Method {
	case Crunch:
		nodes = r.crunch()
	case FE:
		nodes = r.featureExtractor(false)
	case KFE:
		nodes = r.featureExtractor(true)
	case LQF:
		nodes = r.linkQuotaFilter()
	case LP:
		nodes = r.largestPagelet()
	case DSC:
		nodes = r.slopeCurve()
	case CCB, TCCB, ACCB:
		nodes = r.blur(s.Method)
	case Body:
		nodes = []int{in.Doc.Body}
	case Semantic:
		nodes = r.semantic()
	default:
		return out, fmt.Errorf("baseline: unknown method %q", s.Method)
	}
	why := s.Name() + " selection"
	for _, id := range nodes {
		out.Regions = append(out.Regions, segment.Region{Label: segment.LabelArticle, Node: id,
			Density: int(in.Stats.Chars[id]), LinkDensity: round2(in.Stats.LinkDensity(id)), Why: why})
	}
	return out, nil
}

// semantic is the <article> with the most text, else the <main> (or
// role=main) with the most text, else <body>.
func (r *run) semantic() []int {
	best := func(match func(id int) bool) int {
		b := -1
		for id := r.doc.Body; id <= r.doc.End(r.doc.Body); id++ {
			if !r.st.Hidden[id] && match(id) && r.st.Chars[id] > 0 && (b < 0 || r.st.Chars[id] > r.st.Chars[b]) {
				b = id
			}
		}
		return b
	}
	if a := best(func(id int) bool { return r.doc.Tag(id) == atom.Article }); a >= 0 {
		return []int{a}
	}
	if m := best(func(id int) bool {
		return r.doc.Tag(id) == atom.Main || dom.Attr(r.doc.Elems[id], "role") == "main"
	}); m >= 0 {
		return []int{m}
	}
	return []int{r.doc.Body}
}

func round2(f float64) float64 { return float64(int(f*100+0.5)) / 100 }
