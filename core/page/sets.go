package page

import (
	"sort"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
)

// Overlap answers "does this element contain, or lie inside, one of a set
// of elements?" in constant time, for pages with thousands of regions.
// The zero Overlap is the empty set.
type Overlap struct {
	inside  []int32 // > 0: inside (or equal to) one of the set
	holding []bool  // an ancestor of one of the set
}

// Overlap builds the Overlap of a set of elements.
func (pg *Page) Overlap(ids []int) Overlap {
	n := pg.Doc.Len()
	o := Overlap{inside: make([]int32, n+1), holding: make([]bool, n)}
	for _, c := range ids {
		o.inside[c]++ // a difference array over the subtree's id range
		o.inside[pg.Doc.End(c)+1]--
		for a := int(pg.Doc.Parent[c]); a >= 0 && !o.holding[a]; a = int(pg.Doc.Parent[a]) {
			o.holding[a] = true
		}
	}
	for i := 1; i <= n; i++ {
		o.inside[i] += o.inside[i-1]
	}
	return o
}

// Any reports an element inside (or equal to) one of the set, or holding one.
func (o Overlap) Any(id int) bool { return o.inside[id] > 0 || o.holding[id] }

// Inside reports an element inside (or equal to) one of the set.
func (o Overlap) Inside(id int) bool { return o.inside != nil && o.inside[id] > 0 }

// Empty reports the empty set.
func (o Overlap) Empty() bool { return o.inside == nil }

// Outermost sorts ids and drops those inside another.
func Outermost(doc *dom.Document, ids []int) []int {
	sort.Ints(ids)
	var out []int
	for _, id := range ids {
		if len(out) > 0 && doc.Contains(out[len(out)-1], id) {
			continue
		}
		out = append(out, id)
	}
	return out
}

// IDWalk finds the ids of the elements a renderer asks its filter about:
// the walk goes in document order from its roots (dom.IDNear), each
// rendering starting over at a root, so the document's node-to-id map is
// rarely needed.
type IDWalk struct {
	doc   *dom.Document
	roots []int
	last  int
}

// NewIDWalk starts a walk from the roots.
func NewIDWalk(doc *dom.Document, roots ...int) *IDWalk {
	return &IDWalk{doc: doc, roots: roots, last: -1}
}

// ID returns the id of element n, asked in document order.
func (w *IDWalk) ID(n *html.Node) (int, bool) {
	if w.last < 0 || w.doc.Elems[w.last] != n {
		for _, r := range w.roots {
			if w.doc.Elems[r] == n {
				w.last = r
				return r, true
			}
		}
	}
	id, ok := w.doc.IDNear(n, w.last)
	if ok {
		w.last = id
	}
	return id, ok
}
