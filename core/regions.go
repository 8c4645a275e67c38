package core

import (
	"sort"
	"strconv"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/segment"
)

// finishRegions merges the segmenter's regions with the pipeline's own,
// adds the CSS paths and sorts them in page order.
func (r *run) finishRegions(extra []segment.Region) []segment.Region {
	out := make([]segment.Region, 0, len(r.seg.Regions)+len(extra))
	relabelled := map[int]bool{}
	var content []int
	for _, reg := range extra {
		relabelled[reg.Node] = true
		if reg.Label != segment.LabelNoise {
			content = append(content, reg.Node)
		}
	}
	for _, reg := range r.seg.Regions {
		if reg.Label != segment.LabelNoise && reg.Label != segment.LabelArticle {
			content = append(content, reg.Node)
		}
	}
	shown := r.pg.Overlap(content)
	for _, reg := range r.seg.Regions {
		if relabelled[reg.Node] {
			continue
		}
		if r.refine && reg.Label == segment.LabelNoise && shown.Any(reg.Node) {
			continue // a block inside what is shown, or around it, is not noise
		}
		if r.refine && reg.Label == segment.LabelArticle {
			continue // replaced by the expanded article roots
		}
		out = append(out, reg)
	}
	out = append(out, extra...)
	if r.refine {
		out = append(out, r.boilerplateRegions(out)...)
	}
	for i := range out {
		out[i].Path = cssPath(r.pg.Doc, out[i].Node)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Node < out[j].Node })
	return out
}

// articleRegions describes the rendered article roots, grown from the
// segmenter's article regions.
func (r *run) articleRegions(found, roots []int) []segment.Region {
	out := make([]segment.Region, 0, len(roots))
	for _, root := range roots {
		why := "article region (" + r.regionWhy(found, root) + ")"
		out = append(out, r.pg.RegionFor(root, segment.LabelArticle, why))
	}
	return out
}

// regionWhy is the segmenter's reason for a region, or how the pipeline
// reached it.
func (r *run) regionWhy(found []int, id int) string {
	for _, reg := range r.seg.Regions {
		if reg.Node == id && reg.Label == segment.LabelArticle {
			return reg.Why
		}
	}
	for _, f := range found {
		if r.pg.Doc.Contains(id, f) {
			return "grown from the densest region over prose siblings and wrappers"
		}
	}
	return "prose sibling of the densest region"
}

// maxNoiseRegions bounds the boilerplate blocks reported for the noise map.
const maxNoiseRegions = 200

// boilerplateRegions finds the page's boilerplate blocks for the noise map:
// navigation, headers, footers, asides, link lists and blocks whose class
// names them, outside the article and the comments. Density methods see
// little of them (their text is mostly links), yet they are what a reader
// wants painted. Only the outermost such blocks are reported.
func (r *run) boilerplateRegions(kept []segment.Region) []segment.Region {
	content := make([]int, 0, len(kept))
	known := map[int]bool{}
	for _, reg := range kept {
		known[reg.Node] = true
		if reg.Label != segment.LabelNoise {
			content = append(content, reg.Node)
		}
	}
	shown := r.pg.Overlap(content)
	var out []segment.Region
	for id := r.pg.Doc.Body + 1; id > 0 && id < r.pg.Doc.Len() && len(out) < maxNoiseRegions; id++ {
		if r.pg.Stats.Hidden[id] || r.pg.Stats.Chars[id] == 0 || shown.Any(id) {
			continue
		}
		why := r.clean.NoiseMap(id)
		if why == "" {
			continue
		}
		if !known[id] {
			out = append(out, r.pg.RegionFor(id, segment.LabelNoise, why))
		}
		id = r.pg.Doc.End(id) // outermost only
	}
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
