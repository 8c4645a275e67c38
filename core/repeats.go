package core

import (
	"slices"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
)

// repeats are the elements inside the article's roots that say again what
// the article says elsewhere, by the page's own accessibility markup
// (WAI-ARIA 1.2), in every language:
//
//   - an element whose accessible name is another element's text
//     (aria-labelledby, §6.7) and whose own text is that same text: a
//     card's covering link (a feed's "stretched" link over the whole
//     card) repeats the card's headline, which the card shows anyway;
//   - a popup (aria-haspopup, §6.7) its trigger has closed
//     (aria-expanded="false"), named by the trigger's aria-controls: a
//     profile's hover card, a menu. It shows on demand, over the page,
//     and repeats what the trigger's neighbours say (the author's name
//     again); an accordion's panel is a disclosure, not a popup, and is
//     opened instead (dom.OpenDisclosurePanels).
//
// The labelling element must be inside the roots and outside the
// labelled one, so the text dropped is still read once. Nil when the
// page has neither. The page's references (ariaRefsOf) are read once per
// page; each rendering only checks them against its roots.
func repeats(d *dom.Document, refs *ariaRefs, roots []int) map[*html.Node]bool {
	if len(refs.labelled) == 0 && len(refs.triggers) == 0 {
		return nil
	}
	inRoots := func(id int) bool {
		return slices.ContainsFunc(roots, func(r int) bool { return d.Contains(r, id) })
	}
	out := map[*html.Node]bool{}
	for _, id := range refs.labelled {
		if !inRoots(id) {
			continue
		}
		var names []string
		ok := true
		for _, ref := range strings.Fields(dom.Attr(d.Elems[id], "aria-labelledby")) {
			l, found := refs.byName[ref]
			if !found || d.Contains(id, l) || d.Contains(l, id) || !inRoots(l) {
				ok = false
				break
			}
			names = append(names, dom.Text(d.Elems[l]))
		}
		if text := dom.Text(d.Elems[id]); ok && text != "" && text == dom.FoldSpace(strings.Join(names, " ")) {
			out[d.Elems[id]] = true
		}
	}
	for _, id := range refs.triggers {
		for _, ref := range strings.Fields(dom.Attr(d.Elems[id], "aria-controls")) {
			if p, found := refs.byName[ref]; found && !d.Contains(p, id) && inRoots(p) {
				out[d.Elems[p]] = true
			}
		}
	}
	return out
}

// ariaRefs are a page's elements that name others by id (repeats):
// those labelled by another element, the closed popups' triggers, and the
// elements by id (the first of each).
type ariaRefs struct {
	labelled, triggers []int
	byName             map[string]int
}

// ariaRefsOf reads the page's references in one pass over its elements
// (ids only when some element refers to one).
func ariaRefsOf(d *dom.Document) *ariaRefs {
	refs := &ariaRefs{}
	for id, el := range d.Elems {
		if dom.Attr(el, "aria-labelledby") != "" {
			refs.labelled = append(refs.labelled, id)
		}
		if p := strings.ToLower(strings.TrimSpace(dom.Attr(el, "aria-haspopup"))); p != "" && p != "false" &&
			strings.EqualFold(strings.TrimSpace(dom.Attr(el, "aria-expanded")), "false") && dom.Attr(el, "aria-controls") != "" {
			refs.triggers = append(refs.triggers, id)
		}
	}
	if len(refs.labelled) == 0 && len(refs.triggers) == 0 {
		return refs
	}
	refs.byName = map[string]int{}
	for id, el := range d.Elems {
		if name := dom.Attr(el, "id"); name != "" {
			if _, dup := refs.byName[name]; !dup {
				refs.byName[name] = id
			}
		}
	}
	return refs
}
