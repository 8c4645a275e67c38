package page

import "github.com/pith-reader/pith/core/segment"

// RegionFor describes an element as a region of the given label.
func (pg *Page) RegionFor(id int, l segment.Label, why string) segment.Region {
	return segment.Region{Label: l, Node: id, Density: int(pg.Stats.Chars[id]),
		LinkDensity: Round2(pg.Stats.LinkDensity(id)), Why: why}
}

// Labelled returns the elements of the regions labelled l, in region order.
func Labelled(seg *segment.Segmentation, l segment.Label) []int {
	var ids []int
	for _, r := range seg.Regions {
		if r.Label == l {
			ids = append(ids, r.Node)
		}
	}
	return ids
}

// Relabel gives the regions labelled from the label to.
func Relabel(seg *segment.Segmentation, from, to segment.Label) {
	for i := range seg.Regions {
		if seg.Regions[i].Label == from {
			seg.Regions[i].Label = to
			seg.Regions[i].Why = "relabelled by the page-type check: " + seg.Regions[i].Why
		}
	}
}

// SetLabel labels an element, adding it as a region when it is not one.
func (pg *Page) SetLabel(seg *segment.Segmentation, id int, l segment.Label, why string) {
	pg.SetLabels(seg, []int{id}, l, why)
}

// SetLabels labels elements in one pass over the regions (a thread can
// have thousands of posts).
func (pg *Page) SetLabels(seg *segment.Segmentation, ids []int, l segment.Label, why string) {
	index := make(map[int]int, len(seg.Regions))
	for i, r := range seg.Regions {
		index[r.Node] = i
	}
	for _, id := range ids {
		if i, ok := index[id]; ok {
			seg.Regions[i].Label, seg.Regions[i].Why = l, why
			continue
		}
		seg.Regions = append(seg.Regions, pg.RegionFor(id, l, why))
	}
}

// Densest returns the element of ids with the most text outside links
// (the first of equals).
func (pg *Page) Densest(ids []int) int {
	best := ids[0]
	for _, id := range ids[1:] {
		if pg.Stats.Chars[id]-pg.Stats.LinkChars[id] > pg.Stats.Chars[best]-pg.Stats.LinkChars[best] {
			best = id
		}
	}
	return best
}

// Round2 rounds to two decimals, as the wire format shows scores.
func Round2(f float64) float64 { return float64(int(f*100+0.5)) / 100 }
