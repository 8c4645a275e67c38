package template

import (
	"hash/fnv"
	"strconv"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Op is a template node's operator.
type Op string

// The operators of the tree regular expression.
const (
	One      Op = ""  // exactly once
	Star     Op = "*" // repeated similar structure (zero or more)
	Optional Op = "?" // absent on some pages
	Alt      Op = "|" // one of the children (each child is an alternative)
)

// Node is one node of the template: a tree regular expression over the
// pages' element trees. Plain data, JSON-serialisable.
type Node struct {
	// Label is the tag and the tolerant class ("div.story-"); "" for an
	// Alt node.
	Label    string  `json:"l,omitempty"`
	Op       Op      `json:"op,omitempty"`
	Children []*Node `json:"c,omitempty"`
	// Support is the page support PS: the number of sample pages with an
	// element matched to the node.
	Support int `json:"ps,omitempty"`
	// Features maps each content feature (a hash of a text, a link target
	// or an image source, see featuresOf) to its page support. Kept only at
	// nodes whose node support passes Options.MinNodeSupport.
	Features map[string]int `json:"f,omitempty"`
}

// pageNode is an element of a page as the template sees it.
type pageNode struct {
	id       int
	label    string
	children []*pageNode
	// shape is the sequence of its block children's labels, runs
	// collapsed: siblings form a list only when their shapes agree.
	shape string
}

// pageTree builds the visible element tree under root.
func pageTree(doc *dom.Document, st *features.Table, root int) *pageNode {
	var build func(id int) *pageNode
	build = func(id int) *pageNode {
		n := &pageNode{id: id, label: labelOf(doc.Elems[id])}
		var shape []string
		doc.Children(id, func(c int) {
			if st.Hidden[c] {
				return
			}
			n.children = append(n.children, build(c))
			if dom.IsBlock(doc.Tag(c)) && (len(shape) == 0 || shape[len(shape)-1] != n.children[len(n.children)-1].label) {
				shape = append(shape, n.children[len(n.children)-1].label)
			}
		})
		n.shape = strings.Join(shape, " ")
		return n
	}
	return build(root)
}

// labelOf is the tag and the tolerant form of the class: the first class
// token cut at its first digit, so "item-3 odd" and "item-12 even" agree.
func labelOf(el *html.Node) string {
	class := strings.Fields(dom.Attr(el, "class"))
	if len(class) == 0 {
		return el.Data
	}
	c := class[0]
	if i := strings.IndexAny(c, "0123456789"); i >= 0 {
		c = c[:i]
	}
	return el.Data + "." + c
}

// runs groups consecutive siblings of one label: the page-side unit of the
// alignment.
type run struct {
	label string
	nodes []*pageNode
}

// isList reports a run that is a list of similar items, a STAR: two nodes
// or more, most of them of the same shape. Two <div>s side by side
// are a list only when they hold the same kind of blocks; paragraphs, list
// items and table rows usually do.
func (r run) isList() bool {
	if len(r.nodes) < 2 {
		return false
	}
	count := map[string]int{}
	for _, n := range r.nodes {
		count[n.shape]++
		if 2*count[n.shape] > len(r.nodes) {
			return true
		}
	}
	return false
}

func runsOf(children []*pageNode) []run {
	var out []run
	for _, c := range children {
		if k := len(out) - 1; k >= 0 && out[k].label == c.label {
			out[k].nodes = append(out[k].nodes, c)
			continue
		}
		out = append(out, run{label: c.label, nodes: []*pageNode{c}})
	}
	return out
}

// featuresOf lists an element's own content features (§2.1 step 2): its
// direct text, the target of a link, the source of an image. Each is a short
// hash with a kind prefix; weight is the characters the features stand for
// (an image counts as imageWeight characters).
func featuresOf(doc *dom.Document, st *features.Table, id int) (feats []string, weight float64) {
	el := doc.Elems[id]
	if st.OwnChars[id] > 0 {
		feats = append(feats, "t"+hash(dom.OwnText(el)))
		weight += float64(st.OwnChars[id])
	}
	switch el.DataAtom {
	case atom.A:
		if h := dom.Attr(el, "href"); h != "" {
			feats = append(feats, "a"+hash(h))
		}
	case atom.Img:
		src := dom.Attr(el, "src")
		if src == "" {
			src = dom.Attr(el, "data-src")
		}
		if src != "" {
			feats = append(feats, "i"+hash(src))
			weight += imageWeight
		}
	}
	return feats, weight
}

// imageWeight is the characters an image counts for in a section's noise
// confidence.
const imageWeight = 50

// hash is 32 bits of FNV-1a in base 36: short enough to keep the template
// small, wide enough for the few thousand features of a site.
func hash(s string) string {
	h := fnv.New32a()
	h.Write([]byte(s))
	return strconv.FormatUint(uint64(h.Sum32()), 36)
}
