package eval

import (
	"fmt"
	"sort"
	"strings"
)

// FidelityReport sums the fidelity of a corpus's pages (see doc.go,
// "Fidelity"): every share is pooled over the structures of all pages.
type FidelityReport struct {
	// Pages were measured; Unmeasured were extracted without error but
	// could not be measured.
	Pages      int `json:"pages"`
	Unmeasured int `json:"unmeasured,omitempty"`
	// Region counts the structures inside the chosen article; Gold, over
	// the GoldPages with gold article text, those the gold also holds.
	Region       FidelityView      `json:"region"`
	GoldPages    int               `json:"gold_pages,omitempty"`
	Gold         *FidelityView     `json:"gold,omitempty"`
	OutputImages OutputImageCounts `json:"output_images"`
	Empty        EmptyCounts       `json:"empty"`
	// Worst lists, for each counter, the pages where it is highest.
	Worst []WorstPages `json:"worst,omitempty"`
}

// WorstPages are the pages where one counter is highest (gold view where
// the page has gold).
type WorstPages struct {
	Counter string      `json:"counter"`
	Pages   []PageCount `json:"pages"`
}

// PageCount is a counter on one page: Count of Of (Of 0 when the counter
// has no total, as for empty elements).
type PageCount struct {
	ID    string `json:"id"`
	Count int    `json:"count"`
	Of    int    `json:"of,omitempty"`
}

// worstPerCounter is how many pages each Worst list holds.
const worstPerCounter = 5

// fidelityCounters are the counters the Worst lists rank pages by.
var fidelityCounters = []struct {
	name  string
	count func(v FidelityView, f *PageFidelity) (count, of int)
}{
	{"code_tokens_lost", func(v FidelityView, _ *PageFidelity) (int, int) { return v.CodeTokensLost, v.CodeTokens }},
	{"code_not_as_code", func(v FidelityView, _ *PageFidelity) (int, int) { return v.Code.N - v.Code.Same, v.Code.N }},
	{"headings_lost", func(v FidelityView, _ *PageFidelity) (int, int) { return v.Headings.N - v.Headings.Kept, v.Headings.N }},
	{"headings_not_as_headings", func(v FidelityView, _ *PageFidelity) (int, int) {
		return v.Headings.Kept - v.Headings.Same, v.Headings.N
	}},
	{"list_items_lost", func(v FidelityView, _ *PageFidelity) (int, int) {
		return v.ListItems.N - v.ListItems.Kept, v.ListItems.N
	}},
	{"table_cells_lost", func(v FidelityView, _ *PageFidelity) (int, int) { return v.Cells.N - v.Cells.Kept, v.Cells.N }},
	{"table_cells_not_as_cells", func(v FidelityView, _ *PageFidelity) (int, int) { return v.Cells.Kept - v.Cells.Same, v.Cells.N }},
	{"images_lost", func(v FidelityView, _ *PageFidelity) (int, int) { return v.Images.N - v.Images.Kept, v.Images.N }},
	{"images_wrong_src", func(_ FidelityView, f *PageFidelity) (int, int) {
		return f.OutputImages.N - f.OutputImages.RealSrc, f.OutputImages.N
	}},
	{"empty_list_items", func(_ FidelityView, f *PageFidelity) (int, int) { return f.Empty.ListItems, 0 }},
	{"empty_figures", func(_ FidelityView, f *PageFidelity) (int, int) { return f.Empty.Figures, 0 }},
	{"empty_links", func(_ FidelityView, f *PageFidelity) (int, int) { return f.Empty.Links, 0 }},
}

// fidelity sums the pages' fidelity, nil when no prediction carries one.
func (s *scoring) fidelity() *FidelityReport {
	r := &FidelityReport{}
	type measured struct {
		id string
		f  *PageFidelity
	}
	var pages []measured
	for _, g := range s.corpus.Golds {
		p, ok := s.byID[g.ID]
		switch {
		case !ok:
		case p.Fidelity != nil:
			pages = append(pages, measured{g.ID, p.Fidelity})
		case p.Error == "":
			r.Unmeasured++
		}
	}
	if len(pages) == 0 {
		return nil
	}
	for _, pg := range pages {
		f := pg.f
		r.Pages++
		r.Region.add(f.Region)
		if f.Gold != nil {
			if r.Gold == nil {
				r.Gold = &FidelityView{}
			}
			r.GoldPages++
			r.Gold.add(*f.Gold)
		}
		r.OutputImages.N += f.OutputImages.N
		r.OutputImages.RealSrc += f.OutputImages.RealSrc
		r.Empty.add(f.Empty)
	}
	for _, c := range fidelityCounters {
		var ranked []PageCount
		for _, pg := range pages {
			v := pg.f.Region
			if pg.f.Gold != nil {
				v = *pg.f.Gold
			}
			if n, of := c.count(v, pg.f); n > 0 {
				ranked = append(ranked, PageCount{ID: pg.id, Count: n, Of: of})
			}
		}
		sort.SliceStable(ranked, func(i, j int) bool { return ranked[i].Count > ranked[j].Count })
		if len(ranked) > 0 {
			r.Worst = append(r.Worst, WorstPages{Counter: c.name, Pages: ranked[:min(len(ranked), worstPerCounter)]})
		}
	}
	return r
}

// Lines are the report in words, one line per view: the gold view first
// when there is one, then the chosen-region view.
func (r *FidelityReport) Lines(corpus string) []string {
	var lines []string
	if r.Gold != nil {
		lines = append(lines, fmt.Sprintf("%s fidelity[gold, %d pages] %s", corpus, r.GoldPages, r.viewLine(*r.Gold)))
	}
	lines = append(lines, fmt.Sprintf("%s fidelity[region, %d pages] %s", corpus, r.Pages, r.viewLine(r.Region)))
	return lines
}

// viewLine is one view: for each kind its count in scope, the share kept
// and the share kept as the same structure; code tokens lost; images kept
// and the share of output images with a real source; empty elements.
func (r *FidelityReport) viewLine(v FidelityView) string {
	var parts []string
	for _, k := range []struct {
		name string
		c    StructCounts
	}{{"headings", v.Headings}, {"list_items", v.ListItems}, {"table_cells", v.Cells}, {"code", v.Code}} {
		parts = append(parts, fmt.Sprintf("%s %d kept=%s same=%s", k.name, k.c.N, share(k.c.Kept, k.c.N), share(k.c.Same, k.c.N)))
	}
	parts[len(parts)-1] += fmt.Sprintf(" tokens_lost=%d/%d", v.CodeTokensLost, v.CodeTokens)
	parts = append(parts, fmt.Sprintf("images %d kept=%s out=%d real_src=%s", v.Images.N, share(v.Images.Kept, v.Images.N),
		r.OutputImages.N, share(r.OutputImages.RealSrc, r.OutputImages.N)))
	parts = append(parts, fmt.Sprintf("empty li=%d figure=%d a=%d", r.Empty.ListItems, r.Empty.Figures, r.Empty.Links))
	return strings.Join(parts, " | ")
}

// share is num/den with three decimals, "-" when den is 0.
func share(num, den int) string {
	if den == 0 {
		return "-"
	}
	return fmt.Sprintf("%.3f", float64(num)/float64(den))
}
