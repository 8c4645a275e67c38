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
func (p *pipeline) finishRegions(extra []segment.Region) []segment.Region {
	out := make([]segment.Region, 0, len(p.seg.Regions)+len(extra))
	relabelled := map[int]bool{}
	var content []int
	for _, r := range extra {
		relabelled[r.Node] = true
		if r.Label != segment.LabelNoise {
			content = append(content, r.Node)
		}
	}
	for _, r := range p.seg.Regions {
		if r.Label != segment.LabelNoise && r.Label != segment.LabelArticle {
			content = append(content, r.Node)
		}
	}
	shown := p.pg.Overlap(content)
	for _, r := range p.seg.Regions {
		if relabelled[r.Node] {
			continue
		}
		if p.refine && r.Label == segment.LabelNoise && shown.Any(r.Node) {
			continue // a block inside what is shown, or around it, is not noise
		}
		if p.refine && r.Label == segment.LabelArticle {
			continue // replaced by the expanded article roots
		}
		out = append(out, r)
	}
	out = append(out, extra...)
	if p.refine {
		out = append(out, p.boilerplateRegions(out)...)
	}
	for i := range out {
		out[i].Path = cssPath(p.doc, out[i].Node)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Node < out[j].Node })
	return out
}

// articleRegions describes the rendered article roots, grown from the
// segmenter's article regions.
func (p *pipeline) articleRegions(found, roots []int) []segment.Region {
	out := make([]segment.Region, 0, len(roots))
	for _, r := range roots {
		why := "article region (" + p.regionWhy(found, r) + ")"
		out = append(out, p.pg.RegionFor(r, segment.LabelArticle, why))
	}
	return out
}

// regionWhy is the segmenter's reason for a region, or how the pipeline
// reached it.
func (p *pipeline) regionWhy(found []int, id int) string {
	for _, r := range p.seg.Regions {
		if r.Node == id && r.Label == segment.LabelArticle {
			return r.Why
		}
	}
	for _, f := range found {
		if p.doc.Contains(id, f) {
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
func (p *pipeline) boilerplateRegions(kept []segment.Region) []segment.Region {
	content := make([]int, 0, len(kept))
	known := map[int]bool{}
	for _, r := range kept {
		known[r.Node] = true
		if r.Label != segment.LabelNoise {
			content = append(content, r.Node)
		}
	}
	shown := p.pg.Overlap(content)
	var out []segment.Region
	for id := p.doc.Body + 1; id > 0 && id < p.doc.Len() && len(out) < maxNoiseRegions; id++ {
		if p.st.Hidden[id] || p.st.Chars[id] == 0 || shown.Any(id) {
			continue
		}
		why := p.cleaner().NoiseMap(id)
		if why == "" {
			continue
		}
		if !known[id] {
			out = append(out, p.pg.RegionFor(id, segment.LabelNoise, why))
		}
		id = p.doc.End(id) // outermost only
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
