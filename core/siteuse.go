package core

import (
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/segment"
	"github.com/pith-reader/pith/core/template"
)

// Using a site profile in the default pipeline. A block that recurs on the
// site's other pages (seed 002: a template section of low importance) is
// furniture however much it reads like prose: an "about us" panel, a
// standing promotion, the masthead. The profile may only take such blocks
// away, never choose the article; and if it would take away most of what
// the article holds, it does not fit this page (a home page, a forum page
// of the same site) and is ignored.

// maxSiteNoiseShare is the most of the article the site template may
// remove before it is judged not to fit the page.
const maxSiteNoiseShare = 0.5

// siteNoise runs the site's template on the page and keeps the sections it
// marks as recurring; it reports whether any were found.
func (p *pipeline) siteNoise(in segment.Input) bool {
	if !p.refine || p.opts.Site == nil || p.opts.Site.Template == nil {
		return false
	}
	s, err := template.Segmenter{Options: p.opts.Template, Template: p.opts.Site.Template}.Segment(in)
	if err != nil {
		return false
	}
	var noise []int
	for _, r := range s.Regions {
		if r.Label == segment.LabelNoise {
			noise = append(noise, r.Node)
		}
	}
	if len(noise) == 0 {
		return false
	}
	p.recurring = p.pg.Overlap(page.Outermost(p.doc, noise))
	p.trace.Add("site", 0, float64(len(noise)), "site template: sections recurring on the site's pages are noise")
	return true
}

// isRecurring reports an element inside a section the site template marks
// as recurring.
func (p *pipeline) isRecurring(id int) bool {
	return !p.recurring.Empty() && p.recurring.Inside(id)
}

// recurringText is how much of id's text lies in recurring sections.
func (p *pipeline) recurringText(id int) int32 {
	var gone int32
	for d := id; d <= p.doc.End(id); d++ {
		if p.isRecurring(d) {
			gone += p.st.Chars[d]
			d = p.doc.End(d)
		}
	}
	return gone
}

// mostlyRecurring reports a block whose text is mostly site furniture.
func (p *pipeline) mostlyRecurring(id int) bool {
	return !p.recurring.Empty() && float64(p.recurringText(id)) > maxSiteNoiseShare*float64(p.st.Chars[id])
}

// checkSiteFit runs before the article grows. When the article region the
// segmenter chose is mostly site furniture, the densest region that is not
// takes its place (a long standing panel can outweigh a short story); when
// there is none, the template does not fit this page and is dropped.
// It returns the article regions to grow from.
func (p *pipeline) checkSiteFit(roots []int) []int {
	if p.recurring.Empty() || len(roots) == 0 {
		return roots
	}
	var total, gone int32
	for _, r := range roots {
		total += p.st.Chars[r]
		gone += p.recurringText(r)
	}
	if total == 0 || float64(gone) <= maxSiteNoiseShare*float64(total) {
		return roots
	}
	best, bestDensity := -1, 0
	for _, r := range p.seg.Regions {
		if r.Density < page.MinArticleChars || r.LinkDensity > page.MaxArticleLinkDensity || p.mostlyRecurring(r.Node) || r.Density <= bestDensity {
			continue
		}
		best, bestDensity = r.Node, r.Density
	}
	if best < 0 {
		p.trace.Add("site", roots[0], float64(gone)/float64(total), "the site template would remove most of the article: it does not fit this page")
		p.recurring = page.Overlap{}
		return roots
	}
	p.trace.Add("site", best, float64(bestDensity), "the chosen region recurs on the site's pages: the densest region that does not is the article")
	page.Relabel(&p.seg, segment.LabelArticle, segment.LabelNoise)
	p.pg.SetLabel(&p.seg, best, segment.LabelArticle, "densest region that is not site furniture (site profile)")
	return []int{best}
}
