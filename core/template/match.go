package template

import (
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
)

// matching is a test page matched with the template (§2.2.1): the template
// node of each element (nil for content the template never saw) and each
// element's own noise confidence and weight.
type matching struct {
	node []*Node
	// starTop is, for an element inside a list, the element that is the
	// item of the uppermost STAR node above it (itself included), else -1.
	starTop []int32
	// noise is the element's own noise confidence, weight the characters
	// its features stand for.
	noise, weight []float64
}

// match aligns the page's element tree with the template as Learn does,
// without changing the template.
func match(t *Template, doc *dom.Document, st *features.Table, root int) *matching {
	n := doc.Len()
	m := &matching{node: make([]*Node, n), starTop: make([]int32, n), noise: make([]float64, n), weight: make([]float64, n)}
	var matchNode func(tn *Node, pn *pageNode)
	matchNode = func(tn *Node, pn *pageNode) {
		m.node[pn.id] = tn
		rs := runsOf(pn.children)
		for _, p := range align(tn.Children, rs) {
			c := tn.Children[p[0]]
			for _, item := range rs[p[1]].nodes {
				if c.Op == Alt {
					matchNode(alternative(c, rs[p[1]].label), item)
				} else {
					matchNode(c, item)
				}
			}
		}
	}
	if t != nil && t.Root != nil {
		matchNode(t.Root, pageTree(doc, st, root))
	}
	for id := 0; id < n; id++ {
		m.starTop[id] = -1
		if p := int(doc.Parent[id]); p >= 0 && m.starTop[p] >= 0 {
			m.starTop[id] = m.starTop[p]
		} else if m.node[id] != nil && m.node[id].Op == Star {
			m.starTop[id] = int32(id)
		}
		if st.Hidden[id] {
			continue
		}
		feats, w := featuresOf(doc, st, id)
		m.weight[id] = w
		for _, f := range feats {
			if nc := m.node[id].NoiseConfidence(f); nc > m.noise[id] {
				m.noise[id] = nc
			}
		}
	}
	return m
}

// sectionNoise is §2.2.3: the weighted average of the noise confidences of
// the elements of the given subtrees, weighted by their size; ok is false
// when they hold no content at all.
func (m *matching) sectionNoise(doc *dom.Document, roots []int) (nc, weight float64, ok bool) {
	var sum float64
	for _, r := range roots {
		for id := r; id <= doc.End(r); id++ {
			sum += m.noise[id] * m.weight[id]
			weight += m.weight[id]
		}
	}
	if weight == 0 {
		return 0, 0, false
	}
	return sum / weight, weight, true
}
