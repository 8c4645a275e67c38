package density

import (
	"fmt"
	"math"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/segment"
)

// Variant selects the density measure.
type Variant string

// The variants. The zero value picks Hybrid when the browser's layout table
// is present and Composite otherwise.
const (
	VariantAuto      Variant = ""
	VariantText      Variant = "td"     // eq. (1)
	VariantComposite Variant = "ctd"    // eq. (2)
	VariantHybrid    Variant = "hybrid" // eq. (6), needs layout
)

// Options tune the method. The zero value is the paper's method.
type Options struct {
	// Variant of the density (see Variant). Hybrid without a layout table
	// falls back to Composite.
	Variant Variant `json:"variant,omitempty"`
	// MinNoiseChars: unmarked blocks next to the content with fewer
	// characters are not reported as noise regions. Default 20.
	MinNoiseChars int `json:"minNoiseChars,omitempty"`
}

// DefaultMinNoiseChars is the default Options.MinNoiseChars.
const DefaultMinNoiseChars = 20

// Segmenter runs content extraction via text density.
type Segmenter struct{ Options Options }

// Name is "density".
func (Segmenter) Name() string { return "density" }

// Marks of §3.5 (the authors' code): content subtrees, and the ancestors of
// content.
const (
	unmarked = iota
	markContent
	markAncestor
)

// run is the state of one page.
type run struct {
	opt     Options
	variant Variant
	doc     *dom.Document
	st      *features.Table
	trace   *segment.Trace
	root    int // <body>, or <html> when there is none

	c       counts
	dens    []float64 // the variant's density of each element
	sum     []float64 // density sum, eq. (7)
	bestSum []int32   // the element of max density sum in each subtree
	mark    []uint8
}

// Segment marks the content of the page (§3.5) and returns each outermost
// content subtree as an article region, in page order.
func (s Segmenter) Segment(in segment.Input) (segment.Segmentation, error) {
	r := &run{opt: s.Options, doc: in.Doc, st: in.Stats, trace: in.Trace, root: in.Doc.Body}
	if r.opt.MinNoiseChars <= 0 {
		r.opt.MinNoiseChars = DefaultMinNoiseChars
	}
	if r.root < 0 {
		r.root = 0
	}
	r.variant = r.opt.Variant
	layout := in.Layout
	if !layout.Fits(r.doc.Len()) {
		layout = nil
	}
	if r.variant == VariantAuto || (r.variant == VariantHybrid && layout == nil) {
		r.variant = VariantComposite
		if layout != nil {
			r.variant = VariantHybrid
		}
	}
	var vi []float64
	if r.variant == VariantHybrid {
		vi = visualImportance(layout, r.st.Hidden, r.root, r.doc.End(r.root))
	}
	r.c = r.countElements(vi)
	seg := segment.Segmentation{Type: segment.TypeArticle, Confidence: 0.5}
	if r.c.chars[r.root] == 0 {
		r.trace.Add("density.decide", r.root, 0, "no visible text")
		seg.Confidence = 0
		return seg, nil
	}
	r.computeDensities()
	threshold := r.threshold()
	r.mark = make([]uint8, r.doc.Len())
	r.markContent(r.root, threshold)
	seg.Regions = r.regions()
	return seg, nil
}

// computeDensities fills the density of every visible element, the density
// sum (eq. 7) and the max density sum of each subtree.
func (r *run) computeDensities() {
	n := r.doc.Len()
	c := r.c
	r.dens, r.sum, r.bestSum = make([]float64, n), make([]float64, n), make([]int32, n)
	ratio := c.linkChars[r.root] / math.Max(c.chars[r.root], 1)
	chars, linkChars := c.chars, c.linkChars
	if r.variant == VariantHybrid {
		chars, linkChars = c.hybridChars, c.hybridLinkChars
		ratio = linkChars[r.root] / math.Max(chars[r.root], 1e-9)
	}
	end := r.doc.End(r.root)
	for id := r.root; id <= end; id++ {
		if !c.visible[id] {
			continue
		}
		switch r.variant {
		case VariantText:
			r.dens[id] = textDensity(c.chars[id], c.tags[id])
		case VariantHybrid:
			tags := c.tags[id]
			if tags == 0 && c.chars[id] > 0 {
				tags = chars[id] / c.chars[id] // §3.4: T = HC/C when 0
			}
			r.dens[id] = compositeTextDensity(chars[id], math.Max(tags, 1e-9), linkChars[id], c.linkTags[id], ratio)
		default:
			r.dens[id] = compositeTextDensity(chars[id], c.tags[id], linkChars[id], c.linkTags[id], ratio)
		}
	}
	// Density sums: the children's densities plus the element's own text as
	// one run; a leaf's sum is its density. Then the best sum per subtree,
	// bottom-up, the element itself winning ties (it comes first).
	for id := end; id >= r.root; id-- {
		if !c.visible[id] {
			continue
		}
		r.bestSum[id] = int32(id)
		if c.children[id] == 0 {
			r.sum[id] = r.dens[id]
		} else {
			own := c.ownChars[id] - c.ownLinkChars[id]
			if r.variant == VariantText {
				r.sum[id] += own
			} else {
				r.sum[id] += textRunDensity(own, ratio)
			}
		}
		r.doc.Children(id, func(ch int) {
			if c.visible[ch] {
				r.sum[id] += r.dens[ch]
			}
		})
		r.doc.Children(id, func(ch int) {
			if b := r.bestSum[ch]; c.visible[ch] && r.sum[b] > r.sum[r.bestSum[id]] {
				r.bestSum[id] = b
			}
		})
	}
}

// threshold is §3.5: the lowest density on the path from the element of
// max density sum up to <body>.
func (r *run) threshold() float64 {
	top := int(r.bestSum[r.root])
	t := r.dens[top]
	for id := top; id >= r.root; id = int(r.doc.Parent[id]) {
		t = math.Min(t, r.dens[id])
		if id == r.root {
			break
		}
	}
	if r.trace.On() {
		r.trace.Add("density.threshold", top, t, fmt.Sprintf("max density sum %.1f (%s); threshold = min density up to <body>", r.sum[top], r.variant))
	}
	return t
}

// markContent is Algorithm 2: an element at least as dense as the threshold
// gets the max-density-sum element of its subtree marked as content, and
// its children are visited in turn.
func (r *run) markContent(id int, threshold float64) {
	if r.mark[id] == markContent || !r.c.visible[id] || r.dens[id] < threshold-1e-12 {
		return
	}
	if t := int(r.bestSum[id]); r.mark[t] != markContent {
		for k := t; k <= r.doc.End(t); k++ {
			r.mark[k] = markContent
		}
		for a := int(r.doc.Parent[t]); a >= r.root && t != r.root; a = int(r.doc.Parent[a]) {
			r.mark[a] = markAncestor
			if a == r.root {
				break
			}
		}
		if r.trace.On() {
			r.trace.Add("density.mark", t, r.sum[t], fmt.Sprintf("max density sum under %d (density %.1f ≥ threshold %.1f)", id, r.dens[id], threshold))
		}
	}
	r.doc.Children(id, func(ch int) { r.markContent(ch, threshold) })
}

// regions returns the outermost content subtrees as article regions and the
// unmarked blocks beside them as noise, in page order.
func (r *run) regions() []segment.Region {
	var out []segment.Region
	end := r.doc.End(r.root)
	for id := r.root; id <= end; {
		switch {
		case !r.c.visible[id]:
			id = r.doc.End(id) + 1
		case r.mark[id] == markContent:
			out = append(out, r.region(id, segment.LabelArticle, fmt.Sprintf("content: density %.1f, density sum %.1f", r.dens[id], r.sum[id])))
			id = r.doc.End(id) + 1
		case r.mark[id] == unmarked:
			if int(r.st.Chars[id]) >= r.opt.MinNoiseChars {
				out = append(out, r.region(id, segment.LabelNoise, fmt.Sprintf("not marked: density %.1f", r.dens[id])))
			}
			id = r.doc.End(id) + 1
		default:
			id++
		}
	}
	return out
}

func (r *run) region(id int, l segment.Label, why string) segment.Region {
	return segment.Region{Label: l, Node: id, Density: int(r.st.Chars[id]),
		LinkDensity: math.Round(r.st.LinkDensity(id)*100) / 100, Why: why}
}
