package core

import (
	"sort"
	"strconv"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/segment"
)

// regionFor describes an element as a region of the given label.
func (p *pipeline) regionFor(id int, l segment.Label, why string) segment.Region {
	return segment.Region{Label: l, Node: id, Density: int(p.st.Chars[id]),
		LinkDensity: round2(p.st.LinkDensity(id)), Why: why}
}

// finishRegions merges the segmenter's regions with the pipeline's own,
// adds the CSS paths and sorts them in page order.
func (p *pipeline) finishRegions(extra []segment.Region) []segment.Region {
	out := make([]segment.Region, 0, len(p.seg.Regions)+len(extra))
	relabelled := map[int]bool{}
	for _, r := range extra {
		relabelled[r.Node] = true
	}
	for _, r := range p.seg.Regions {
		if !relabelled[r.Node] {
			out = append(out, r)
		}
	}
	out = append(out, extra...)
	for i := range out {
		out[i].Path = cssPath(p.doc, out[i].Node)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Node < out[j].Node })
	return out
}

// cssPath is a selector for the element: from the nearest ancestor with a
// plain id, then tag:nth-child steps.
func cssPath(doc *dom.Document, id int) string {
	var steps []string
	for n := id; n >= 0; n = int(doc.Parent[n]) {
		el := doc.Elems[n]
		if v := dom.Attr(el, "id"); isIdent(v) {
			steps = append(steps, "#"+v)
			break
		}
		if n == 0 {
			steps = append(steps, "html")
			break
		}
		steps = append(steps, el.Data+":nth-child("+strconv.Itoa(doc.ChildIndex(n))+")")
	}
	for i, j := 0, len(steps)-1; i < j; i, j = i+1, j-1 {
		steps[i], steps[j] = steps[j], steps[i]
	}
	return strings.Join(steps, " > ")
}

// isIdent accepts ids usable in a selector without escaping.
func isIdent(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' || s[0] == '-' {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}
