package template

import (
	"errors"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
)

// ErrNoSamples is returned by Learn without pages.
var ErrNoSamples = errors.New("template: no sample pages")

// Sample is one page of the site given to Learn.
type Sample struct {
	Doc   *dom.Document
	Stats *features.Table
}

// Template is the site profile: the tree regular expression learnt over K
// pages, rooted at <body>, with page supports and feature supports.
type Template struct {
	// K is the number of sample pages.
	K    int   `json:"k"`
	Root *Node `json:"root"`
}

// NodeSupport is PS/K (§2.1 step 3).
func (t *Template) NodeSupport(n *Node) float64 {
	if t == nil || t.K == 0 {
		return 0
	}
	return float64(n.Support) / float64(t.K)
}

// NoiseConfidence of a feature at a node is PS(feature)/PS(node) (§2.1 step
// 3); 0 for a feature the node never had (new content).
func (n *Node) NoiseConfidence(feature string) float64 {
	if n == nil || n.Support == 0 || n.Features == nil {
		return 0
	}
	return float64(n.Features[feature]) / float64(n.Support)
}

// Learn builds the template from the first page's structure and generalises
// it over the others (§2.1 steps 1–4): each page's children sequences are
// aligned with the template's; unmatched template nodes become optional,
// new page nodes are inserted as optional, a one-for-one mismatch between
// two aligned nodes becomes a disjunction, repeated siblings a STAR.
// Features are then kept only at nodes whose node support exceeds
// opt.MinNodeSupport.
func Learn(samples []Sample, opt Options) (*Template, error) {
	opt = opt.withDefaults()
	if len(samples) == 0 {
		return nil, ErrNoSamples
	}
	t := &Template{K: len(samples), Root: &Node{Label: "body"}}
	for i, s := range samples {
		root := s.Doc.Body
		if root < 0 {
			root = 0
		}
		l := &learner{page: i, doc: s.Doc, st: s.Stats, seen: map[*Node]bool{},
			feats: map[*Node]map[string]bool{}, fresh: map[*Node]bool{}}
		l.mergeNode(t.Root, pageTree(s.Doc, s.Stats, root))
		l.commit()
	}
	prune(t, t.Root, opt.MinNodeSupport)
	return t, nil
}

// learner merges one page into the template.
type learner struct {
	page  int
	doc   *dom.Document
	st    *features.Table
	seen  map[*Node]bool
	feats map[*Node]map[string]bool
	// fresh marks nodes created from this page: their children are not
	// optional, whatever earlier pages had.
	fresh map[*Node]bool
}

// commit adds the page's supports: once per page per node and feature.
func (l *learner) commit() {
	for n := range l.seen {
		n.Support++
	}
	for n, fs := range l.feats {
		if n.Features == nil {
			n.Features = map[string]int{}
		}
		for f := range fs {
			n.Features[f]++
		}
	}
}

func (l *learner) mergeNode(tn *Node, pn *pageNode) {
	l.seen[tn] = true
	if fs, _ := featuresOf(l.doc, l.st, pn.id); len(fs) > 0 {
		set := l.feats[tn]
		if set == nil {
			set = map[string]bool{}
			l.feats[tn] = set
		}
		for _, f := range fs {
			set[f] = true
		}
	}
	l.mergeChildren(tn, pn.children)
}

// mergeChildren aligns tn's children with the page's runs and generalises.
func (l *learner) mergeChildren(tn *Node, children []*pageNode) {
	rs := runsOf(children)
	pairs := align(tn.Children, rs)
	optional := l.page > 0 && !l.fresh[tn]
	out := make([]*Node, 0, len(tn.Children)+len(rs))
	prevT, prevR := -1, -1
	for k := 0; k <= len(pairs); k++ {
		ti, ri := len(tn.Children), len(rs)
		if k < len(pairs) {
			ti, ri = pairs[k][0], pairs[k][1]
		}
		tgap, rgap := tn.Children[prevT+1:ti], rs[prevR+1:ri]
		if optional && len(tgap) == 1 && len(rgap) == 1 && tgap[0].Op != Star && !rgap[0].isList() {
			out = append(out, l.disjunction(tgap[0], rgap[0]))
		} else {
			for _, g := range tgap {
				if g.Op == One {
					g.Op = Optional
				}
				out = append(out, g)
			}
			for _, r := range rgap {
				out = append(out, l.newNode(r, optional))
			}
		}
		if k < len(pairs) {
			l.mergeRun(tn.Children[ti], rs[ri])
			out = append(out, tn.Children[ti])
		}
		prevT, prevR = ti, ri
	}
	tn.Children = out
}

// disjunction turns a template node and a page run that sit at the same
// place between two aligned nodes into E|F.
func (l *learner) disjunction(tn *Node, r run) *Node {
	alt := tn
	if tn.Op != Alt {
		alt = &Node{Op: Alt, Children: []*Node{tn}, Support: tn.Support}
		if tn.Op == Optional {
			tn.Op = One
		}
	}
	l.seen[alt] = true
	alt.Children = append(alt.Children, l.newNode(r, false))
	return alt
}

// newNode inserts a page run the template did not have.
func (l *learner) newNode(r run, optional bool) *Node {
	n := &Node{Label: r.label}
	switch {
	case r.isList():
		n.Op = Star
	case optional:
		n.Op = Optional
	}
	l.fresh[n] = true
	for _, pn := range r.nodes {
		l.mergeNode(n, pn)
	}
	return n
}

// mergeRun merges the page nodes of a run into the template node aligned
// with it; a repeated run makes it a STAR.
func (l *learner) mergeRun(tn *Node, r run) {
	if tn.Op == Alt {
		l.seen[tn] = true
		tn = alternative(tn, r.label)
	}
	if r.isList() {
		tn.Op = Star
	}
	for _, pn := range r.nodes {
		l.mergeNode(tn, pn)
	}
}

// alternative is the child of an Alt node with the label (align only pairs
// an Alt node with a label one of its children has).
func alternative(alt *Node, label string) *Node {
	for _, c := range alt.Children {
		if c.Label == label {
			return c
		}
	}
	return alt.Children[0]
}

// compatible reports whether a template node can match a run of the label.
func compatible(tn *Node, label string) bool {
	if tn.Op == Alt {
		for _, c := range tn.Children {
			if c.Label == label {
				return true
			}
		}
		return false
	}
	return tn.Label == label
}

// maxAlignCells bounds the alignment table; longer child lists (flattened
// pages with thousands of siblings) are aligned greedily.
const maxAlignCells = 1 << 20

// align is the longest common subsequence of template children and page
// runs under compatible, as index pairs in increasing order.
func align(ts []*Node, rs []run) [][2]int {
	m, n := len(ts), len(rs)
	if m == 0 || n == 0 {
		return nil
	}
	if m*n > maxAlignCells {
		return alignGreedy(ts, rs)
	}
	// lcs[i][j]: LCS of ts[i:] and rs[j:].
	w := n + 1
	lcs := make([]int32, (m+1)*w)
	for i := m - 1; i >= 0; i-- {
		for j := n - 1; j >= 0; j-- {
			switch {
			case compatible(ts[i], rs[j].label):
				lcs[i*w+j] = lcs[(i+1)*w+j+1] + 1
			case lcs[(i+1)*w+j] >= lcs[i*w+j+1]:
				lcs[i*w+j] = lcs[(i+1)*w+j]
			default:
				lcs[i*w+j] = lcs[i*w+j+1]
			}
		}
	}
	var pairs [][2]int
	for i, j := 0, 0; i < m && j < n; {
		switch {
		case compatible(ts[i], rs[j].label):
			pairs = append(pairs, [2]int{i, j})
			i, j = i+1, j+1
		case lcs[(i+1)*w+j] >= lcs[i*w+j+1]:
			i++
		default:
			j++
		}
	}
	return pairs
}

// alignGreedy pairs each run with the next compatible template node.
func alignGreedy(ts []*Node, rs []run) [][2]int {
	var pairs [][2]int
	i := 0
	for j := 0; j < len(rs) && i < len(ts); j++ {
		for k := i; k < len(ts) && k < i+32; k++ {
			if compatible(ts[k], rs[j].label) {
				pairs = append(pairs, [2]int{k, j})
				i = k + 1
				break
			}
		}
	}
	return pairs
}

// prune drops the features of nodes whose node support does not exceed the
// threshold (§2.1 step 4).
func prune(t *Template, n *Node, minSupport float64) {
	if t.NodeSupport(n) <= minSupport {
		n.Features = nil
	}
	for _, c := range n.Children {
		prune(t, c, minSupport)
	}
}
