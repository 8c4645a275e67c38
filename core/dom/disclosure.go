package dom

import (
	"slices"
	"strings"

	"golang.org/x/net/html"
)

// OpenDisclosurePanels shows the closed panels of the page's accordions
// that open (an element id the caller keeps: the panels inside the
// article) and returns how many it opened. The WAI-ARIA Authoring
// Practices' accordion (and disclosure) pattern names its panel from the
// trigger: a button that shows the section's title (Disclosure: inside or
// around a heading) carries aria-expanded and aria-controls="PANEL-ID".
// While it is collapsed the page hides the panel (the hidden attribute,
// aria-hidden, an inline display:none or visibility:hidden), but the
// panel is the section's body: a course's description under its title, a
// FAQ's answer. A reader shows it, as it shows every panel of a tab set
// (IsHidden). The markup is the same in every language.
//
// Only the panel's own hiding is removed, and only for a trigger that
// heads a section: a menu's button (aria-controls="menu", no heading)
// opens the site's navigation, which stays hidden.
func (d *Document) OpenDisclosurePanels(opens func(id int) bool) int {
	panels := map[string]bool{}
	for _, el := range d.Elems {
		if !HasAttr(el, "aria-expanded") || !Disclosure(el) {
			continue
		}
		for _, id := range strings.Fields(Attr(el, "aria-controls")) {
			panels[id] = true
		}
	}
	if len(panels) == 0 {
		return 0
	}
	n := 0
	for id, el := range d.Elems {
		if name := Attr(el, "id"); name != "" && panels[name] && IsHidden(el) && opens(id) && unhide(el) {
			n++
		}
	}
	return n
}

// unhide removes what hides el (the hidden attribute, aria-hidden="true",
// an inline style that hides it) and reports whether el shows now.
func unhide(el *html.Node) bool {
	kept := el.Attr[:0:0]
	for _, a := range el.Attr {
		switch {
		case a.Namespace != "":
		case a.Key == "hidden", a.Key == "aria-hidden" && strings.EqualFold(strings.TrimSpace(a.Val), "true"):
			continue
		case a.Key == "style" && StyleHides(a.Val):
			continue
		}
		kept = append(kept, a)
	}
	el.Attr = kept
	return !IsHidden(el)
}

// minHeadedPanels: an accordion built without ARIA shows at least this
// many headed panels; one hidden block after one heading is no pattern.
const minHeadedPanels = 2

// OpenHeadedPanels shows the closed panels of accordions built without
// ARIA and returns the ids it opened. Such an accordion is a run of
// sections, each a heading (the question, the script's toggle inside it)
// whose next sibling is the section's body hidden by an inline style
// until the heading is clicked: a FAQ's answers. A reader shows the
// bodies, as it shows panels named by aria-controls
// (OpenDisclosurePanels). Only panels inside (the caller's test: the
// article) are opened, only when there are minHeadedPanels of them, and
// only their inline style is removed: the markup says nothing of
// language.
func (d *Document) OpenHeadedPanels(inside func(id int) bool) []int {
	var panels []int
	for id, el := range d.Elems {
		if HeadingLevel(el.DataAtom) < 2 {
			continue
		}
		p := d.NextSibling(id)
		if p < 0 || !StyleHides(Attr(d.Elems[p], "style")) || TextChars(d.Elems[p]) == 0 || !inside(p) {
			continue
		}
		panels = append(panels, p)
	}
	if len(panels) < minHeadedPanels {
		return nil
	}
	opened := panels[:0]
	for _, p := range panels {
		if unhide(d.Elems[p]) {
			opened = append(opened, p)
		}
	}
	return opened
}

// OpenTabPanes shows the hidden panes of tab sets built without ARIA and
// returns the ids it opened. Such a tab set is a run of sibling panes of
// one tag and one class, each with an inline display the page's script
// sets: the chosen pane's shown, the others' none (a product's overview,
// its specifications, its reviews). A reader shows every pane, as it
// shows every role="tabpanel" (IsHidden). Only the sets with a pane the
// caller's test holds (the article: a pane inside it, or one holding a
// part of it) are opened.
func (d *Document) OpenTabPanes(holds func(pane int) bool) []int {
	var opened []int
	for parent := range d.Elems {
		var panes []int
		shown, class := 0, ""
		ok := true
		d.Children(parent, func(c int) {
			el := d.Elems[c]
			style := Attr(el, "style")
			if !ok || !strings.Contains(style, "display") {
				return
			}
			cl := Attr(el, "class")
			if cl == "" || class != "" && (cl != class || el.DataAtom != d.Elems[panes[0]].DataAtom) {
				ok = false
				return
			}
			class = cl
			panes = append(panes, c)
			if !StyleHides(style) {
				shown++
			}
		})
		if !ok || len(panes) < 2 || shown == 0 || shown == len(panes) || !slices.ContainsFunc(panes, holds) {
			continue
		}
		for _, p := range panes {
			if el := d.Elems[p]; StyleHides(Attr(el, "style")) && TextChars(el) > 0 && unhide(el) {
				opened = append(opened, p)
			}
		}
	}
	return opened
}
