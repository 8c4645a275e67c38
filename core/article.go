package core

import (
	"fmt"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/sd"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html/atom"
)

// Article expansion. A density method finds the densest container of
// paragraphs, but many templates split one story over several sibling
// containers (a lead, body columns between ads, a closing section), and SD
// keeps only one (seed 000 §3.3 step 7 picks a single region). Starting from
// the chosen region, the pipeline climbs through wrapper elements and takes
// in the siblings that read like the same prose: paragraphs, sentence
// punctuation, few links, no boilerplate markers. Siblings that are not
// prose (share bars, related links, ads) stay out, so expansion adds text
// without adding the page's noise.

// A list joins the article when its items average minListItemChars and
// at most maxProseListLinks of its text is in links.
const (
	minListItemChars  = 40
	maxProseListLinks = 0.35
)

// maxExpandLevels bounds how many levels with other children expansion
// crosses above the chosen region; maxClimb bounds the climb itself.
const (
	maxExpandLevels = 4
	maxClimb        = 12
)

// expandArticle returns the article roots, in page order, grown from the
// region root.
func (p *pipeline) expandArticle(root int) []int {
	roots := []int{root}
	cur := root
	// Climbing through a wrapper costs nothing; a level with other
	// children counts toward maxExpandLevels.
	for level, steps := 0, 0; level < maxExpandLevels && steps < maxClimb; steps++ {
		parent := int(p.doc.Parent[cur])
		if parent <= p.doc.Body || parent < 0 {
			break
		}
		var before, after []int
		p.doc.Children(parent, func(c int) {
			if c == cur || !p.isProseSibling(c, root) {
				return
			}
			if c < cur {
				before = append(before, c)
			} else {
				after = append(after, c)
			}
		})
		if len(before)+len(after) > 0 {
			roots = append(append(before, roots...), after...)
			p.trace.Add("article.expand", parent, float64(len(before)+len(after)), fmt.Sprintf("%d prose siblings joined the article", len(before)+len(after)))
		} else if !p.isWrapper(parent, cur) {
			break
		}
		if !p.isWrapper(parent, cur) {
			level++
		}
		cur = parent
	}
	if len(roots) > 1 && p.coversText(roots, cur) {
		return []int{cur}
	}
	return roots
}

// isWrapper reports a parent that adds almost no text of its own around
// the child, so climbing through it changes nothing the reader sees.
func (p *pipeline) isWrapper(parent, child int) bool {
	extra := p.st.Chars[parent] - p.st.Chars[child]
	return extra <= 30+p.st.Chars[child]/10
}

// coversText reports whether the roots hold all of parent's text, so the
// parent can be rendered whole (keeping headings and figures between them).
func (p *pipeline) coversText(roots []int, parent int) bool {
	var sum int32
	for _, r := range roots {
		sum += p.st.Chars[r]
	}
	return p.st.Chars[parent]-sum <= 30
}

// isProseSibling reports a sibling block that continues the article.
func (p *pipeline) isProseSibling(id, article int) bool {
	st := p.st
	if st.Hidden[id] || p.excluded[id] || st.Chars[id] < 80 || p.mostlyRecurring(id) {
		return false
	}
	switch p.doc.Tag(id) {
	case atom.Nav, atom.Aside, atom.Footer, atom.Header, atom.Form:
		return false
	case atom.Ul, atom.Ol, atom.Dl, atom.Table:
		// Lists and tables of sentences continue the story; lists of
		// short links (menus, related stories) do not.
		items := max(1, st.Lists[id])
		return st.LinkDensity(id) <= maxProseListLinks && st.Forms[id] == 0 && st.Chars[id]/items >= minListItemChars
	}
	if st.LinkDensity(id) > 0.25 || st.Forms[id] > 0 {
		return false
	}
	ci := dom.ClassID(p.doc.Elems[id])
	if segment.HasCommentToken(ci) {
		return false
	}
	if _, noisy := segment.NoiseWord(ci); noisy {
		return false
	}
	// Prose: paragraphs, or several sentence marks per 100 characters.
	return st.Paras[id] > 0 || st.Punct[id]*100 >= st.Chars[id]
}

// maxArticleLinkDensity: an article region with more of its text in links
// is a link hub (a menu, a list of headlines) chosen for its size.
const maxArticleLinkDensity = 0.5

// preferProseCandidate replaces an article region made mostly of links by
// the densest candidate region (dfm ≤ T1) that reads as prose. SD picks
// the candidate closest to the root (seed 000 §3.3 step 7), which on link-
// heavy pages is a headline list above the story.
func (p *pipeline) preferProseCandidate() {
	arts := p.regionsLabelled(segment.LabelArticle)
	if len(arts) != 1 {
		return
	}
	why := ""
	switch {
	case p.st.LinkDensity(arts[0]) > maxArticleLinkDensity:
		why = fmt.Sprintf("article region %d is %.0f%% links", arts[0], 100*p.st.LinkDensity(arts[0]))
	case isLegalNotice(dom.LeadingText(p.doc.Elems[arts[0]], 300)):
		why = fmt.Sprintf("article region %d is the site's copyright notice", arts[0])
	default:
		return
	}
	best, bestDensity := -1, 0
	for _, r := range p.seg.Regions {
		if r.Label != segment.LabelNoise || r.DFM > p.candidateDFM() || r.LinkDensity > 0.2 || r.Node == arts[0] {
			continue
		}
		if r.Density > bestDensity {
			best, bestDensity = r.Node, r.Density
		}
	}
	if best < 0 {
		return
	}
	p.trace.Add("article.prose", best, float64(bestDensity), why+": the densest prose candidate instead")
	p.relabel(segment.LabelArticle, segment.LabelNoise)
	p.setLabel(best, segment.LabelArticle, "densest prose candidate: the region SD chose was mostly links or a legal notice")
}

// isLegalNotice reports text that opens like a site's footer notice (a
// copyright line, "all rights reserved"): dense prose to SD, never the
// story.
func isLegalNotice(lead string) bool {
	low := strings.ToLower(lead)
	return strings.Contains(low, "©") || strings.Contains(low, "copyright") || strings.Contains(low, "all rights reserved")
}

// candidateDFM is SD's T1: the largest dfm of a candidate region.
func (p *pipeline) candidateDFM() float64 {
	if p.opts.SD.T1 > 0 {
		return p.opts.SD.T1
	}
	return sd.DefaultT1
}
