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
// page has neither.
func repeats(d *dom.Document, roots []int) map[*html.Node]bool {
	var labelled, triggers []int
	for id, el := range d.Elems {
		if dom.Attr(el, "aria-labelledby") != "" {
			labelled = append(labelled, id)
		}
		if p := strings.ToLower(strings.TrimSpace(dom.Attr(el, "aria-haspopup"))); p != "" && p != "false" &&
			strings.EqualFold(strings.TrimSpace(dom.Attr(el, "aria-expanded")), "false") && dom.Attr(el, "aria-controls") != "" {
			triggers = append(triggers, id)
		}
	}
	if len(labelled) == 0 && len(triggers) == 0 {
		return nil
	}
	inRoots := func(id int) bool {
		return slices.ContainsFunc(roots, func(r int) bool { return d.Contains(r, id) })
	}
	byName := map[string]int{}
	for id, el := range d.Elems {
		if name := dom.Attr(el, "id"); name != "" {
			if _, dup := byName[name]; !dup {
				byName[name] = id
			}
		}
	}
	out := map[*html.Node]bool{}
	for _, id := range labelled {
		if !inRoots(id) {
			continue
		}
		var names []string
		ok := true
		for _, ref := range strings.Fields(dom.Attr(d.Elems[id], "aria-labelledby")) {
			l, found := byName[ref]
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
	for _, id := range triggers {
		for _, ref := range strings.Fields(dom.Attr(d.Elems[id], "aria-controls")) {
			if p, found := byName[ref]; found && !d.Contains(p, id) && inRoots(p) {
				out[d.Elems[p]] = true
			}
		}
	}
	return out
}
