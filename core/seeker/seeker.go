package seeker

import (
	_ "embed"
	"fmt"
	"sort"
	"sync/atomic"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html/atom"
)

// Heuristic is the step after classification (§4.2).
type Heuristic string

// The heuristics of §4.2 and the plain configuration of table 6.16.
const (
	Plain Heuristic = "plain" // the content nodes as they are (CS+plain)
	LBS   Heuristic = "lbs"   // largest block of string, §4.2.1
	SLS   Heuristic = "sls"   // string length smoothing, §4.2.2
	TP    Heuristic = "tp"    // table pattern, §4.2.3
)

// Options configure Content Seeker. The zero value is CS+1+LBS, the
// thesis's best single-phase configuration.
type Options struct {
	// TwoPhase runs segment classification, then content classification on
	// the good segments (§4.1.4); otherwise one classifier decides both.
	TwoPhase bool `json:"twoPhase,omitempty"`
	// Heuristic applied to the content nodes. Default LBS.
	Heuristic Heuristic `json:"heuristic,omitempty"`
	// MinChars is the least visible text of a candidate segment. Default 10.
	MinChars int `json:"minChars,omitempty"`
	// Delta is the fallback when no node is classified content (§6.6.2,
	// Δ = 0.2): nodes whose leaf holds at least this share of content
	// weight are taken instead.
	Delta float64 `json:"delta,omitempty"`
	// SLSRadius is r of eq. 4.2. Default 2.
	SLSRadius int `json:"slsRadius,omitempty"`
	// Threshold is t of the selection step: a subtree's mass is the sum
	// over its text of (p − t) × characters. Default 0.3.
	Threshold float64 `json:"threshold,omitempty"`
	// Smoothing is m of the m-estimate that smooths leaf shares along the
	// tree path (Tree.Prob), in the trees' weight units; negative for
	// none. Default 20 (a fifth of a page's weight in training).
	Smoothing float64 `json:"smoothing,omitempty"`
	// MinArticle is the least text (characters) of the selected subtree:
	// when the best one holds less, the selection is repeated with t
	// halved. Default 200.
	MinArticle int `json:"minArticle,omitempty"`
	// NoTrim keeps the selected subtree whole instead of dropping its
	// children of negative mass.
	NoTrim bool `json:"noTrim,omitempty"`
	// HeadingGap is the most text (characters) allowed between the
	// selected subtree and the h1–h3 heading before it that is then added
	// to the article; negative for no heading. Default 100.
	HeadingGap int `json:"headingGap,omitempty"`
	// Models replaces the embedded models (training and tests).
	Models *Models `json:"-"`
}

// Defaults.
const (
	DefaultMinChars   = 10
	DefaultDelta      = 0.2
	DefaultSLSRadius  = 2
	DefaultThreshold  = 0.3
	DefaultSmoothing  = 20
	DefaultHeadingGap = 100
	DefaultMinArticle = 200
)

func (o Options) withDefaults() Options {
	if o.Heuristic == "" {
		o.Heuristic = Plain
	}
	if o.MinChars <= 0 {
		o.MinChars = DefaultMinChars
	}
	if o.Delta <= 0 {
		o.Delta = DefaultDelta
	}
	if o.SLSRadius <= 0 {
		o.SLSRadius = DefaultSLSRadius
	}
	if o.Threshold <= 0 || o.Threshold >= 1 {
		o.Threshold = DefaultThreshold
	}
	switch {
	case o.Smoothing == 0:
		o.Smoothing = DefaultSmoothing
	case o.Smoothing < 0:
		o.Smoothing = 0
	}
	if o.MinArticle <= 0 {
		o.MinArticle = DefaultMinArticle
	}
	if o.HeadingGap == 0 {
		o.HeadingGap = DefaultHeadingGap
	}
	return o
}

// Models are the trained trees: Single for the single-phase
// configuration, Segment and Content for the two-phase one.
type Models struct {
	Single, Segment, Content *Tree
}

//go:embed model_single.txt
var modelSingle string

//go:embed model_segment.txt
var modelSegment string

//go:embed model_content.txt
var modelContent string

// embedded are the models built into the binary, parsed once.
var embedded, embeddedErr = func() (*Models, error) {
	var m Models
	var err error
	if m.Single, err = ParseTree(modelSingle); err != nil {
		return nil, fmt.Errorf("model_single.txt: %w", err)
	}
	if m.Segment, err = ParseTree(modelSegment); err != nil {
		return nil, fmt.Errorf("model_segment.txt: %w", err)
	}
	if m.Content, err = ParseTree(modelContent); err != nil {
		return nil, fmt.Errorf("model_content.txt: %w", err)
	}
	return &m, nil
}()

// Segmenter runs Content Seeker.
type Segmenter struct{ Options Options }

// Name is "seeker" (single phase) or "seeker2" (two phase), with the
// heuristic appended when it is not LBS.
func (s Segmenter) Name() string {
	o := s.Options.withDefaults()
	name := "seeker"
	if o.TwoPhase {
		name = "seeker2"
	}
	if o.Heuristic != Plain {
		name += "-" + string(o.Heuristic)
	}
	return name
}

// Segment implements segment.Segmenter.
func (s Segmenter) Segment(in segment.Input) (segment.Segmentation, error) {
	o := s.Options.withDefaults()
	models := o.Models
	if models == nil {
		models = override.Load()
	}
	if models == nil {
		if embeddedErr != nil {
			return segment.Segmentation{}, embeddedErr
		}
		models = embedded
	}
	vec := Compute(in.Doc, in.Stats, in.Layout)
	r := &run{opt: o, doc: in.Doc, st: in.Stats, vec: vec, models: models, trace: in.Trace}
	content := r.classify()
	out := segment.Segmentation{Type: segment.TypeArticle}
	if len(content) == 0 {
		r.trace.Add("seeker.empty", 0, 0, "no candidate segment")
		return out, nil
	}
	var nodes []int
	var why string
	heading := -1
	switch o.Heuristic {
	case Plain:
		best := r.byMass(content)
		nodes, why = []int{best}, "classified main content"
		if !o.NoTrim && r.mass != nil {
			if nodes = r.trim(best, nil); len(nodes) != 1 || nodes[0] != best {
				why = "classified main content, children of negative mass left out"
			}
		}
		if o.HeadingGap >= 0 {
			heading = r.heading(best, o.HeadingGap)
		}
	case SLS:
		nodes, why = r.sls(r.byLargestBlock(content)), "string kept by length smoothing (SLS)"
	case TP:
		nodes, why = r.tablePattern(content), "table sharing the forum-post pattern (TP)"
		if len(nodes) == 0 {
			nodes, why = r.lbs(r.byLargestBlock(content)), "largest block of string (LBS; no table pattern)"
		}
	default:
		nodes, why = r.lbs(r.byMass(content)), "largest block of string (LBS)"
	}
	if heading >= 0 {
		r.trace.Add("seeker.heading", heading, 0, "the heading just before the article")
		nodes = append(nodes, heading)
	}
	sort.Ints(nodes)
	out.Confidence = 0.5
	for _, id := range nodes {
		w := why
		if id == heading {
			w = "heading of the article"
		}
		out.Regions = append(out.Regions, segment.Region{Label: segment.LabelArticle, Node: id,
			Density: int(in.Stats.Chars[id]), LinkDensity: round2(in.Stats.LinkDensity(id)), Why: w})
	}
	return out, nil
}

// run is the state of one page.
type run struct {
	opt    Options
	doc    *dom.Document
	st     *features.Table
	vec    *Vectors
	models *Models
	trace  *segment.Trace
	inline []int32 // see inlineChars
	// prob: the content share of the leaf reached by the element's nearest
	// candidate ancestor-or-self.
	prob []float64
	// mass: the subtree sums of (prob − Threshold) × own characters, set
	// by byMass.
	mass []float64
}

// Candidates are the segments of §4.1.1: visible structural elements of the
// body (block-level, list and table elements, and the HTML5 sectioning
// elements) holding at least minChars characters of text, in page order.
func Candidates(doc *dom.Document, st *features.Table, minChars int) []int {
	if doc.Body < 0 {
		return nil
	}
	var out []int
	for id := doc.Body; id <= doc.End(doc.Body); id++ {
		if st.Hidden[id] || int(st.Chars[id]) < minChars || !isStructural(doc.Tag(id)) {
			continue
		}
		out = append(out, id)
	}
	return out
}

// isStructural lists the tags that define sections (§4.1.1: div, span, ul,
// ol, li, table, tr, td; we add the HTML5 sectioning elements and tbody).
func isStructural(a atom.Atom) bool {
	switch a {
	case atom.Body, atom.Div, atom.Span, atom.Ul, atom.Ol, atom.Li, atom.Table,
		atom.Tbody, atom.Tr, atom.Td, atom.Th, atom.Section, atom.Article,
		atom.Main, atom.Aside, atom.Header, atom.Footer, atom.Nav, atom.Form,
		atom.Blockquote, atom.Center, atom.Dl, atom.Font, atom.Figure:
		return true
	}
	return false
}

// classify classifies the candidates (§4.1.2–4.1.4) and returns the
// outermost ones classified main content. It also fills prob: every
// element takes the content share of its nearest classified ancestor.
func (r *run) classify() []int {
	cands := Candidates(r.doc, r.st, r.opt.MinChars)
	if r.opt.TwoPhase {
		cands = r.goodSegments(cands)
	}
	if len(cands) == 0 {
		return nil
	}
	n := r.doc.Len()
	share := make([]float64, len(cands))
	r.prob = make([]float64, n)
	isCand := make([]bool, n)
	for i, id := range cands {
		share[i] = r.contentShare(id)
		r.prob[id] = share[i]
		isCand[id] = true
	}
	for id := r.doc.Body + 1; id < n; id++ {
		if !isCand[id] {
			r.prob[id] = r.prob[r.doc.Parent[id]]
		}
	}
	pick := func(min float64) []int {
		var out []int
		for i, id := range cands {
			if share[i] >= min && (len(out) == 0 || !r.doc.Contains(out[len(out)-1], id)) {
				out = append(out, id)
			}
		}
		return out
	}
	content := pick(0.5)
	if len(content) == 0 {
		content = pick(r.opt.Delta)
		r.trace.Add("seeker.fallback", 0, r.opt.Delta, "no node classified content: taking leaves with content share ≥ Δ")
	}
	if len(content) == 0 {
		best := 0
		for i := range cands {
			if share[i] > share[best] {
				best = i
			}
		}
		content = []int{cands[best]}
	}
	for _, id := range content {
		r.trace.Add("seeker.classify", id, 0, "classified main content")
	}
	return content
}

// goodSegments keeps the candidates the segment tree calls good segments
// (§4.1.1, first phase); <body> always stays so every element has one.
func (r *run) goodSegments(cands []int) []int {
	out := cands[:0:0]
	for _, id := range cands {
		if id == r.doc.Body || r.models.Segment.Find(r.vec.Row(id)).Share() >= 0.5 {
			out = append(out, id)
		}
	}
	return out
}

// byMass returns the candidate whose subtree holds the most expected
// content: the sum over its text of (prob − t) × characters, each text
// weighed by the classification of the nearest candidate around it (t =
// 0.5 would be expected content minus expected noise; a lower t favours
// recall). When the best subtree holds less than MinArticle characters
// (the article was classified noise and some stray bit of page won), the
// selection is repeated with t halved, as the thesis falls back to Δ when
// nothing is classified content. The content nodes are a fallback when no
// subtree has a positive sum.
func (r *run) byMass(content []int) int {
	n := r.doc.Len()
	mass := make([]float64, n)
	best, bestMass := -1, 0.0
	for t := r.opt.Threshold; ; t /= 2 {
		clear(mass)
		for id := r.doc.Body; id < n; id++ {
			if id >= 0 && !r.st.Hidden[id] {
				mass[id] = float64(r.st.OwnChars[id]) * (r.prob[id] - t)
			}
		}
		for id := n - 1; id > r.doc.Body; id-- {
			mass[r.doc.Parent[id]] += mass[id]
		}
		best, bestMass = -1, 0.0
		for id := r.doc.Body; id < n; id++ {
			if isStructural(r.doc.Tag(id)) && mass[id] > bestMass {
				best, bestMass = id, mass[id]
			}
		}
		if best >= 0 && int(r.st.Chars[best]) >= r.opt.MinArticle || t < 0.01 {
			break
		}
		r.trace.Add("seeker.retry", best, t/2, "best subtree under MinArticle characters: threshold halved")
	}
	r.mass = mass
	if best < 0 {
		return r.byLargestBlock(content)
	}
	r.trace.Add("seeker.mass", best, bestMass, "subtree with the most expected content")
	return best
}

// contentShare is the content probability of the node: the share of the
// leaf it reaches, smoothed along the path (Tree.Prob).
func (r *run) contentShare(id int) float64 {
	if r.opt.TwoPhase {
		return r.models.Content.Prob(r.vec.Row(id), r.opt.Smoothing)
	}
	return r.models.Single.Prob(r.vec.Row(id), r.opt.Smoothing)
}

func round2(f float64) float64 { return float64(int(f*100+0.5)) / 100 }

// override replaces the embedded models when set (UseModels).
var override atomic.Pointer[Models]

// UseModels makes every Segmenter without Options.Models use m instead of
// the embedded models; nil restores them. It is for scoring freshly trained
// trees through the whole pipeline (`pith train -cv`), not for serving.
func UseModels(m *Models) { override.Store(m) }

// EmbeddedModels returns the models built into the binary.
func EmbeddedModels() (*Models, error) { return embedded, embeddedErr }

// heading is the heading that titles the article at node: the nearest
// visible h1–h3 before it in document order, outside it, with at most
// maxGap characters of other text between the two; -1 when there is none
// or node holds an h1–h3 of its own at its start.
func (r *run) heading(node, maxGap int) int {
	lvl := func(id int) bool {
		l := dom.HeadingLevel(r.doc.Tag(id))
		return l >= 1 && l <= 3
	}
	seen := 0
	for id := node; id <= r.doc.End(node) && seen <= maxGap; id++ {
		if lvl(id) && r.st.Chars[id] > 0 && !r.st.Hidden[id] {
			return -1
		}
		seen += int(r.st.OwnChars[id])
	}
	gap := 0
	for id := node - 1; id > r.doc.Body; id-- {
		if r.doc.Contains(id, node) || r.st.Hidden[id] {
			continue
		}
		if lvl(id) && r.st.Chars[id] > 0 {
			return id
		}
		if gap += int(r.st.OwnChars[id]); gap > maxGap {
			return -1
		}
	}
	return -1
}

// trim returns the parts of node's subtree to keep: node itself when no
// child has negative mass or node has text of its own (inline text, which
// cannot be kept without node), else its children trimmed the same way,
// those of negative mass left out.
func (r *run) trim(node int, out []int) []int {
	neg := false
	r.doc.Children(node, func(c int) {
		if r.st.Chars[c] > 0 && r.mass[c] < 0 {
			neg = true
		}
	})
	if !neg || r.inlineChars(node) > 0 {
		return append(out, node)
	}
	r.doc.Children(node, func(c int) {
		if r.st.Chars[c] > 0 && !r.st.Hidden[c] && r.mass[c] >= 0 {
			out = r.trim(c, out)
		}
	})
	return out
}
