package thread

import (
	"strconv"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html/atom"
)

// Reply depth. Threads show who answers whom in one of three ways:
//
//   - by nesting: a reply sits inside its parent (WordPress's ol.children,
//     Reddit's div.child, a custom element inside another, a Q&A's
//     comments inside their post): depth is the number of items around
//     it; or its list sits in a block beside its parent (Drupal's
//     div.indented): a reply lies inside one list more than its parent,
//     and depth is the number of the item's ancestors that hold items as
//     children, less the top level's.
//   - by a stated level: aria-level, a depth attribute, a "depth-2" class
//     (a flat list of rows styled by level).
//   - by indentation: each row opens with a spacer as wide as its depth
//     (Hacker News' table rows, old message boards).

// setDepths sets the reply depth of items listed in page order: by their
// nesting in each other, else by the lists that hold them, else by their
// stated level or indentation.
func (f *Finder) setDepths(list []Item) {
	if len(list) == 0 {
		return
	}
	counts := make([]int, len(list))
	var open []int // enclosing items
	for i, it := range list {
		for len(open) > 0 && !f.doc.Contains(open[len(open)-1], it.Node) {
			open = open[:len(open)-1]
		}
		counts[i] = len(open)
		open = append(open, it.Node)
	}
	if f.setRelative(list, counts) {
		return
	}
	holders := map[int]bool{}
	for _, it := range list {
		holders[int(f.doc.Parent[it.Node])] = true
	}
	for i, it := range list {
		counts[i] = 0
		for n := int(f.doc.Parent[it.Node]); n >= 0; n = int(f.doc.Parent[n]) {
			if holders[n] {
				counts[i]++
			}
		}
	}
	if f.setRelative(list, counts) {
		return
	}
	widths := false
	for i, it := range list {
		var w bool
		counts[i], w = f.statedLevel(it.Node)
		widths = widths || w
	}
	if widths {
		step := 0
		for _, w := range counts {
			if w > 0 && (step == 0 || w < step) {
				step = w
			}
		}
		for i := range counts {
			if step > 0 {
				counts[i] /= step
			}
		}
	}
	f.setRelative(list, counts)
}

// setRelative sets each depth to its count less the smallest; it reports
// false (and sets 0) when all counts are equal.
func (f *Finder) setRelative(list []Item, counts []int) bool {
	lo, hi := counts[0], counts[0]
	for _, c := range counts {
		lo, hi = min(lo, c), max(hi, c)
	}
	for i := range list {
		list[i].Depth = counts[i] - lo
	}
	return hi > lo
}

// maxIndentLookahead bounds the elements of an item searched for its
// stated level or indentation (they open the item).
const maxIndentLookahead = 12

// statedLevel reads the level an item states (aria-level, depth,
// data-depth, data-level, indent, a "depth-N"/"level-N" class), or the
// width of the spacer that indents it (widths true).
func (f *Finder) statedLevel(id int) (level int, widths bool) {
	for _, tok := range strings.Fields(strings.ToLower(dom.Attr(f.doc.Elems[id], "class"))) {
		if i := strings.LastIndexAny(tok, "-_"); i > 0 && (tok[:i] == "depth" || tok[:i] == "level") {
			if n, err := strconv.Atoi(tok[i+1:]); err == nil {
				return n, false
			}
		}
	}
	end := min(f.doc.End(id), id+maxIndentLookahead)
	for d := id; d <= end; d++ {
		el := f.doc.Elems[d]
		for _, key := range []string{"aria-level", "depth", "data-depth", "data-level", "indent"} {
			if n, err := strconv.Atoi(dom.Attr(el, key)); err == nil {
				return n, false
			}
		}
		if el.DataAtom == atom.Img && dom.Attr(el, "alt") == "" && f.st.Chars[id] > 0 {
			if h, _ := strconv.Atoi(dom.Attr(el, "height")); h <= 1 {
				if w, err := strconv.Atoi(dom.Attr(el, "width")); err == nil {
					return w, true
				}
			}
		}
	}
	return 0, false
}
