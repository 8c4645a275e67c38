package site

import (
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/segment"
	"github.com/pith-reader/pith/core/template"
)

// maxSiteNoiseShare is the most of the article the site template may
// remove before it is judged not to fit the page.
const maxSiteNoiseShare = 0.5

// Furniture runs the site's template on the page and returns the sections
// it marks as recurring (empty when none).
func Furniture(pg *page.Page, in segment.Input, opts template.Options, tmpl *template.Template) page.Overlap {
	s, err := template.Segmenter{Options: opts, Template: tmpl}.Segment(in)
	if err != nil {
		return page.Overlap{}
	}
	var noise []int
	for _, r := range s.Regions {
		if r.Label == segment.LabelNoise {
			noise = append(noise, r.Node)
		}
	}
	if len(noise) == 0 {
		return page.Overlap{}
	}
	pg.Trace.Add("site", 0, float64(len(noise)), "site template: sections recurring on the site's pages are noise")
	return pg.Overlap(page.Outermost(pg.Doc, noise))
}

// recurringText is how much of id's text lies in recurring sections.
func recurringText(pg *page.Page, recurring page.Overlap, id int) int32 {
	var gone int32
	for d := id; d <= pg.Doc.End(id); d++ {
		if recurring.Inside(d) {
			gone += pg.Stats.Chars[d]
			d = pg.Doc.End(d)
		}
	}
	return gone
}

// Mostly reports a block whose text is mostly site furniture.
func Mostly(pg *page.Page, recurring page.Overlap, id int) bool {
	return !recurring.Empty() && float64(recurringText(pg, recurring, id)) > maxSiteNoiseShare*float64(pg.Stats.Chars[id])
}

// Fit runs before the article grows. When the article region the
// segmenter chose is mostly site furniture, the densest region that is not
// takes its place (a long standing panel can outweigh a short story); when
// there is none, the template does not fit this page and is dropped. It
// returns the article regions to grow from and the furniture that stays.
func Fit(pg *page.Page, seg *segment.Segmentation, roots []int, recurring page.Overlap) ([]int, page.Overlap) {
	if recurring.Empty() || len(roots) == 0 {
		return roots, recurring
	}
	var total, gone int32
	for _, r := range roots {
		total += pg.Stats.Chars[r]
		gone += recurringText(pg, recurring, r)
	}
	if total == 0 || float64(gone) <= maxSiteNoiseShare*float64(total) {
		return roots, recurring
	}
	best, bestDensity := -1, 0
	for _, r := range seg.Regions {
		if r.Density < page.MinArticleChars || r.LinkDensity > page.MaxArticleLinkDensity || Mostly(pg, recurring, r.Node) || r.Density <= bestDensity {
			continue
		}
		best, bestDensity = r.Node, r.Density
	}
	if best < 0 {
		pg.Trace.Add("site", roots[0], float64(gone)/float64(total), "the site template would remove most of the article: it does not fit this page")
		return roots, page.Overlap{}
	}
	pg.Trace.Add("site", best, float64(bestDensity), "the chosen region recurs on the site's pages: the densest region that does not is the article")
	page.Relabel(seg, segment.LabelArticle, segment.LabelNoise)
	pg.SetLabel(seg, best, segment.LabelArticle, "densest region that is not site furniture (site profile)")
	return []int{best}, recurring
}
