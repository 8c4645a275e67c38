package density

import (
	"math"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html/atom"
)

// counts are the per-element statistics of §3.2 over the visible elements of
// <body>, indexed by element id. Hidden and non-content elements (script,
// style, …) are left out, as CETD removes them before counting.
type counts struct {
	visible []bool
	// chars (C), tags (T: visible descendants, the element excluded), link
	// chars (LC) and link tags (LT).
	chars, tags, linkChars, linkTags []float64
	// ownChars and ownLinkChars count only the element's direct text.
	ownChars, ownLinkChars []float64
	// hybridChars (HC, eq. 5) and hybridLinkChars weight each element's
	// direct text by its visual importance; nil without layout.
	hybridChars, hybridLinkChars []float64
	// children is the number of visible child elements.
	children []int32
}

// countElements fills the tables bottom-up (children have larger ids than
// their parent in pre-order, so a backwards loop completes every subtree
// before its parent reads it). vi, when not nil, is the visual importance of
// each element.
func (r *run) countElements(vi []float64) counts {
	n := r.doc.Len()
	f := func() []float64 { return make([]float64, n) }
	c := counts{visible: make([]bool, n), chars: f(), tags: f(), linkChars: f(), linkTags: f(),
		ownChars: f(), ownLinkChars: f(), children: make([]int32, n)}
	if vi != nil {
		c.hybridChars, c.hybridLinkChars = f(), f()
	}
	st := r.st
	childLinkChars := f()
	for id := r.root; id <= r.doc.End(r.root); id++ {
		c.visible[id] = !st.Hidden[id] || id == r.root
	}
	for id := r.doc.End(r.root); id >= r.root; id-- {
		if !c.visible[id] {
			continue
		}
		c.chars[id] = float64(st.Chars[id])
		c.linkChars[id] = float64(st.LinkChars[id])
		c.ownChars[id] = float64(st.OwnChars[id])
		c.ownLinkChars[id] = c.linkChars[id] - childLinkChars[id]
		link := isLink(r, id)
		if link {
			// CETD: an anchor's link tags are all its tags.
			c.linkTags[id] = c.tags[id]
		}
		if vi != nil {
			c.hybridChars[id] += vi[id] * c.ownChars[id]
			c.hybridLinkChars[id] += vi[id] * c.ownLinkChars[id]
		}
		if id == r.root {
			break
		}
		p := int(r.doc.Parent[id])
		c.children[p]++
		c.tags[p] += c.tags[id] + 1
		c.linkTags[p] += c.linkTags[id]
		if link || isAllLinks(c, id) {
			c.linkTags[p]++
		}
		childLinkChars[p] += c.linkChars[id]
		if vi != nil {
			c.hybridChars[p] += c.hybridChars[id]
			c.hybridLinkChars[p] += c.hybridLinkChars[id]
		}
	}
	return c
}

// isLink reports the tags CETD counts as hyperlinks: <a href>, and <button>
// and <select> (which features already treats as non-content).
func isLink(r *run, id int) bool {
	el := r.doc.Elems[id]
	return el.DataAtom == atom.A && dom.HasAttr(el, "href")
}

// isAllLinks reports a block made of links only (a <li> holding an <a>): CETD
// counts it as one more link tag of its parent.
func isAllLinks(c counts, id int) bool {
	return c.linkTags[id] != 0 && c.linkTags[id] == c.tags[id] && c.linkChars[id] == c.chars[id]
}

// minLogLog floors the denominator ln ln(…) of eq. (2) and of the density
// sum's text term at its value for one link character (ln ln(1+e)): without
// the floor a page without any link divides by ln ln e = 0.
var minLogLog = math.Log(math.Log(1 + math.E))

// textDensity is eq. (1): TD = C / T, T taken as 1 when 0.
func textDensity(chars, tags float64) float64 {
	if chars <= 0 {
		return 0
	}
	return chars / math.Max(tags, 1)
}

// compositeTextDensity is eq. (2), in the form of the authors' code:
//
//	CTD = C/T · ln(C/LC · T/LT) / ln ln(C·LC/¬LC + (LCb/Cb)·C + e)
//
// with T, LC, LT and ¬LC (non-link characters) taken as 1 when 0. A negative
// value (a subtree with more link characters × link tags than characters ×
// tags, i.e. a menu) is clamped to 0.
func compositeTextDensity(chars, tags, linkChars, linkTags, bodyLinkRatio float64) float64 {
	if chars <= 0 {
		return 0
	}
	nonLink := math.Max(chars-linkChars, 1)
	tags, linkChars, linkTags = math.Max(tags, 1), math.Max(linkChars, 1), math.Max(linkTags, 1)
	num := math.Log(chars / linkChars * tags / linkTags)
	den := math.Max(math.Log(math.Log(chars*linkChars/nonLink+bodyLinkRatio*chars+math.E)), minLogLog)
	v := chars / tags * num / den
	if v < 0 || math.IsNaN(v) {
		return 0
	}
	return v
}

// textRunDensity is the density the authors' code gives a run of direct text
// of L characters inside an element when summing densities (eq. 7): a
// pseudo-node with one tag and no link, L·ln L / ln ln(ratio·L + e).
func textRunDensity(length, bodyLinkRatio float64) float64 {
	if length <= 1 {
		return 0
	}
	den := math.Max(math.Log(math.Log(bodyLinkRatio*length+math.E)), minLogLog)
	return length * math.Log(length) / den
}

// visualImportance is §3.3: the widest visible element's horizontal extent
// [xL1, xL2] is mapped onto [−1, +1] of a normal distribution, μ = (xL1 +
// xL2)/2 and σ = (xL2 − xL1)/2, and an element spanning [x1, x2] gets the
// probability mass over its span, eq. (4): Φ((x2−μ)/σ) − Φ((x1−μ)/σ). A
// full-width block gets 0.68, a centred column half as wide 0.38, a side
// column of a quarter of the width at the edge 0.15.
func visualImportance(l *dom.Layout, hidden []bool, lo, hi int) []float64 {
	widest, wmax := -1, float32(0)
	for id := lo; id <= hi; id++ {
		if !hidden[id] && l.Visible[id] && l.W[id] > wmax {
			widest, wmax = id, l.W[id]
		}
	}
	vi := make([]float64, len(l.X))
	if widest < 0 {
		for i := range vi {
			vi[i] = 1
		}
		return vi
	}
	x1, x2 := float64(l.X[widest]), float64(l.X[widest]+l.W[widest])
	mu, sigma := (x1+x2)/2, (x2-x1)/2
	cdf := func(x float64) float64 { return 0.5 * (1 + math.Erf((x-mu)/(sigma*math.Sqrt2))) }
	for id := lo; id <= hi; id++ {
		if hidden[id] || !l.Visible[id] || l.W[id] <= 0 {
			continue
		}
		vi[id] = cdf(float64(l.X[id]+l.W[id])) - cdf(float64(l.X[id]))
	}
	return vi
}
