package clean

import (
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A listing's filter and sort panel (its facets: size, colour, price,
// "sort by") is a form for choosing which items the page shows, not the
// items. It is groups of choice controls — checkboxes and radio buttons,
// each group a <fieldset>, an ARIA group or radiogroup, or a list — with
// short headings over them; its labels are not rendered (render drops a
// control's label), so what it leaves in the article is its headings and
// its legends, often machine names a script reads ("sortBy",
// "canonicalColour"). Known by structure in any language: several groups
// of such controls, no picture (a product card's colour swatches sit
// beside its picture), and little text of its own outside the controls'
// labels, legends and buttons.

// Bounds of a facet panel.
const (
	// minFacetChoices is the fewest checkboxes, radio buttons and selects
	// of a panel; minFacetGroups the fewest groups they fall in (one
	// group of radio buttons is a card's choice of variant, or a poll).
	minFacetChoices = 6
	minFacetGroups  = 2
	// maxFacetTextPerGroup bounds the characters of the panel's own text
	// (outside labels, legends, options and buttons) per group: a
	// facet's heading; maxFacetTextBase the panel's heading and count.
	maxFacetTextPerGroup = 30
	maxFacetTextBase     = 40
)

// facetPanel answers for a listing's filter and sort panel.
func facetPanel(c *Cleaner, id int, a *pass) string {
	if !a.listing || c.st.Inputs[id] < minFacetChoices || c.st.Images[id] > 0 {
		return ""
	}
	choices, groups, own := 0, map[*html.Node]bool{}, 0
	el := c.doc.Elems[id]
	var walk func(n *html.Node, group *html.Node, labelled bool)
	walk = func(n *html.Node, group *html.Node, labelled bool) {
		for k := n.FirstChild; k != nil; k = k.NextSibling {
			switch k.Type {
			case html.TextNode:
				if !labelled {
					own += len(strings.TrimSpace(k.Data))
				}
			case html.ElementNode:
				switch k.DataAtom {
				case atom.Input:
					if t := strings.ToLower(dom.Attr(k, "type")); t == "checkbox" || t == "radio" {
						choices++
						if group != nil {
							groups[group] = true
						}
					}
					continue
				case atom.Select:
					choices++
					groups[k] = true
					continue
				case atom.Script, atom.Style, atom.Template:
					continue
				}
				g := group
				if k.DataAtom == atom.Fieldset || k.DataAtom == atom.Ul || k.DataAtom == atom.Ol {
					g = k
				} else if r := dom.Attr(k, "role"); r == "group" || r == "radiogroup" {
					g = k
				}
				walk(k, g, labelled || k.DataAtom == atom.Label || k.DataAtom == atom.Legend || k.DataAtom == atom.Button)
			}
		}
	}
	walk(el, nil, false)
	if choices < minFacetChoices || len(groups) < minFacetGroups || own > maxFacetTextBase+maxFacetTextPerGroup*len(groups) {
		return ""
	}
	return "a listing's filter and sort panel: groups of choice controls and their headings"
}
