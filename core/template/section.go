package template

import (
	"fmt"
	"math"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html/atom"
)

// Options tune the method. The zero value is the paper's setting.
type Options struct {
	// MinNodeSupport: features are kept at template nodes whose node
	// support exceeds it. Default 0.2 (§2.1 step 4, "say, 20%").
	MinNodeSupport float64 `json:"minNodeSupport,omitempty"`
	// MinImportance: a section less important is noise. Default 0.25 (§3,
	// "say, 25%").
	MinImportance float64 `json:"minImportance,omitempty"`
	// AreaRatio is Cond1's share of the page area (of the page's text
	// without layout). Default 0.15 (§2.2.2, "say 15%").
	AreaRatio float64 `json:"areaRatio,omitempty"`
}

// Defaults.
const (
	DefaultMinNodeSupport = 0.2
	DefaultMinImportance  = 0.25
	DefaultAreaRatio      = 0.15
)

func (o Options) withDefaults() Options {
	if o.MinNodeSupport <= 0 {
		o.MinNodeSupport = DefaultMinNodeSupport
	}
	if o.MinImportance <= 0 {
		o.MinImportance = DefaultMinImportance
	}
	if o.AreaRatio <= 0 {
		o.AreaRatio = DefaultAreaRatio
	}
	return o
}

// Segmenter sections a page and labels each section by its importance.
// With a Template learnt on two pages or more of the site, importance is
// 1 − the section's template noise confidence (§2.2.3). Without one (a
// single page), the page is its own template (k = 1): sectioning still uses
// its repeated structures (STAR) and Cond1–3, and importance falls back to
// the page-level content feature the method also names, the share of the
// section's text outside links.
type Segmenter struct {
	Options  Options
	Template *Template
}

// Name is "template".
func (Segmenter) Name() string { return "template" }

// section is one group of elements with one importance: a single subtree,
// the items of a STAR list, or the children between two separators.
type section struct {
	roots []int
	why   string
}

// run is the state of one page.
type sectioning struct {
	opt    Options
	doc    *dom.Document
	st     *features.Table
	layout *dom.Layout
	m      *matching
	root   int
	// starBelow: some strict descendant is the item of a STAR list.
	starBelow []bool
	out       []section
}

// Segment returns the sections as article (important) and noise regions,
// in page order.
func (s Segmenter) Segment(in segment.Input) (segment.Segmentation, error) {
	opt := s.Options.withDefaults()
	root := in.Doc.Body
	if root < 0 {
		root = 0
	}
	t := s.Template
	site := t != nil && t.K >= 2
	if !site {
		var err error
		if t, err = Learn([]Sample{{Doc: in.Doc, Stats: in.Stats}}, opt); err != nil {
			return segment.Segmentation{}, err
		}
	}
	layout := in.Layout
	if !layout.Fits(in.Doc.Len()) {
		layout = nil
	}
	sc := &sectioning{opt: opt, doc: in.Doc, st: in.Stats, layout: layout, root: root,
		m: match(t, in.Doc, in.Stats, root)}
	sc.markStarBelow()
	sc.visit(root)

	seg := segment.Segmentation{Type: segment.TypeArticle, Confidence: 0.5}
	for _, sec := range sc.out {
		importance, ok := sc.importance(sec, site)
		if !ok {
			continue
		}
		label := segment.LabelArticle
		if importance < opt.MinImportance {
			label = segment.LabelNoise
		}
		why := fmt.Sprintf("%s; importance %.2f", sec.why, importance)
		for _, r := range sec.roots {
			in.Trace.Add("template.section", r, importance, why)
			seg.Regions = append(seg.Regions, segment.Region{Label: label, Node: r, Density: int(in.Stats.Chars[r]),
				LinkDensity: math.Round(in.Stats.LinkDensity(r)*100) / 100, Why: why})
		}
	}
	return seg, nil
}

// importance is 1 − noise confidence (site template), or the share of text
// outside links (single page). ok is false for a section without content.
func (sc *sectioning) importance(sec section, site bool) (float64, bool) {
	if site {
		nc, _, ok := sc.m.sectionNoise(sc.doc, sec.roots)
		return 1 - nc, ok
	}
	var chars, links float64
	for _, r := range sec.roots {
		chars += float64(sc.st.Chars[r])
		links += float64(sc.st.LinkChars[r])
	}
	if chars == 0 {
		return 0, false
	}
	return 1 - links/chars, true
}

func (sc *sectioning) markStarBelow() {
	sc.starBelow = make([]bool, sc.doc.Len())
	for id := sc.doc.End(sc.root); id > sc.root; id-- {
		if sc.starBelow[id] || sc.m.starTop[id] == int32(id) {
			sc.starBelow[sc.doc.Parent[id]] = true
		}
	}
}

// visit is §2.2.2 top-down: lists (STAR items) are sections; an element
// satisfying Cond1 and Cond2, or holding a list, is split into its
// children; one satisfying Cond3 into the runs between its separators;
// anything else is a section. An element with direct text of its own is
// never split (its text would be lost).
func (sc *sectioning) visit(id int) {
	kids := sc.visibleChildren(id)
	descend := sc.st.OwnChars[id] == 0 && len(kids) > 0 &&
		((sc.cond1(id) && sc.cond2(kids)) || sc.starBelow[id])
	switch {
	case descend:
		for i := 0; i < len(kids); {
			c := kids[i]
			if sc.m.starTop[c] != int32(c) {
				sc.visit(c)
				i++
				continue
			}
			j := i + 1
			for j < len(kids) && sc.m.starTop[kids[j]] == int32(kids[j]) && sc.m.node[kids[j]] == sc.m.node[c] {
				j++
			}
			sc.out = append(sc.out, section{roots: kids[i:j], why: fmt.Sprintf("list of %d (STAR %s)", j-i, sc.m.node[c].Label)})
			i = j
		}
	case sc.st.OwnChars[id] == 0 && hasSeparator(sc.doc, kids):
		var group []int
		flush := func() {
			if len(group) > 0 {
				sc.out = append(sc.out, section{roots: group, why: "between separators (Cond3)"})
				group = nil
			}
		}
		for _, c := range kids {
			if isSeparator(sc.doc.Tag(c)) {
				flush()
				continue
			}
			group = append(group, c)
		}
		flush()
	default:
		sc.out = append(sc.out, section{roots: []int{id}, why: "block"})
	}
}

func (sc *sectioning) visibleChildren(id int) []int {
	var kids []int
	sc.doc.Children(id, func(c int) {
		if !sc.st.Hidden[c] {
			kids = append(kids, c)
		}
	})
	return kids
}

// cond1: the element covers more than AreaRatio of the page (its text,
// without layout).
func (sc *sectioning) cond1(id int) bool {
	if l := sc.layout; l != nil {
		page := float64(l.PageWidth) * float64(l.PageHeight)
		if page <= 0 {
			page = float64(l.W[sc.root]) * float64(l.H[sc.root])
		}
		return page > 0 && float64(l.W[id])*float64(l.H[id]) > sc.opt.AreaRatio*page
	}
	total := float64(sc.st.Chars[sc.root])
	return total > 0 && float64(sc.st.Chars[id]) > sc.opt.AreaRatio*total
}

// cond2: a child with a sectioning tag satisfies Cond1.
func (sc *sectioning) cond2(kids []int) bool {
	for _, c := range kids {
		if isSectioning(sc.doc.Tag(c)) && sc.cond1(c) {
			return true
		}
	}
	return false
}

func isSectioning(a atom.Atom) bool {
	switch a {
	case atom.Div, atom.Table, atom.Tbody, atom.Tr, atom.Td, atom.Section, atom.Article,
		atom.Main, atom.Aside, atom.Nav, atom.Header, atom.Footer, atom.Ul, atom.Ol,
		atom.Form, atom.Center, atom.Dl, atom.Frameset, atom.Frame:
		return true
	}
	return false
}

// Cond3's section separators.
func isSeparator(a atom.Atom) bool { return a == atom.Hr || a == atom.Frameset }

func hasSeparator(doc *dom.Document, kids []int) bool {
	for _, c := range kids {
		if isSeparator(doc.Tag(c)) {
			return true
		}
	}
	return false
}
