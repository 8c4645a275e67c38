package core

import (
	"fmt"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/render"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// articleFilter is the clean-up inside the article region: what a region
// found by density still holds that a reader does not want — navigation,
// share bars, related-link lists, newsletter boxes, the comment section —
// is left out. The region roots themselves are never filtered.
func (p *pipeline) articleFilter(roots []int) render.Filter {
	isRoot := map[int]bool{}
	for _, r := range roots {
		isRoot[r] = true
	}
	// The three renderers ask about the same elements: decide each once.
	const unknown, keep, drop = 0, 1, 2
	memo := make([]uint8, p.doc.Len())
	return func(n *html.Node) bool {
		id, ok := p.doc.ID(n)
		if !ok || isRoot[id] {
			return false
		}
		if memo[id] == unknown {
			memo[id] = keep
			if why := p.boilerplate(id); why != "" {
				p.trace.Add("clean", id, 0, why)
				memo[id] = drop
			}
		}
		return memo[id] == drop
	}
}

// boilerplate says why an element inside the article is not content, or "".
func (p *pipeline) boilerplate(id int) string {
	st := p.st
	if p.excluded[id] {
		return "comment section, rendered separately"
	}
	if st.Hidden[id] {
		return "hidden"
	}
	switch p.doc.Tag(id) {
	case atom.Nav, atom.Aside, atom.Footer, atom.Header:
		return "navigation or aside element"
	case atom.Div, atom.Section, atom.Ul, atom.Ol, atom.Table, atom.P, atom.Span, atom.Figure:
	default:
		return ""
	}
	chars := st.Chars[id]
	ld := st.LinkDensity(id)
	if w, ok := segment.NoiseWord(dom.ClassID(p.doc.Elems[id])); ok {
		// A long block of prose is content even with an unlucky class name.
		if !(st.Paras[id] >= 3 && ld < 0.2 && chars > 400) {
			return fmt.Sprintf("noise keyword %q in class/id", w)
		}
	}
	if st.Links[id] >= 2 && ld > 0.5 && st.Paras[id] < 2 {
		return fmt.Sprintf("link list (link density %.2f)", ld)
	}
	return ""
}
