package core

import (
	"slices"
	"strings"

	"github.com/pith-reader/pith/core/clean"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// cardCopies are what a shop's product cards (cardsOnce, itemCards.shop),
// when the article holds them, say that their reader does not see, in
// any language:
//
//   - a price's label kept for screen readers only ("Regular price",
//     "Sale price" before the amount): the sighted reader reads it from
//     the layout;
//   - a block whose every word is for screen readers only (readOutOnly);
//   - a control drawn as a button (control: "Quick Shop");
//   - the card's name written again in the card (nameCopies), and an
//     amount written again (priceCopies): copies the stylesheet shows for
//     another layout or another state.
//
// Nil when the article does not hold a shop's cards (other cards, a
// guide's or a feed's, are a story's parts, read as they are written),
// and for a method selected by name, measured alone.
func (r *run) cardCopies(roots []int) map[*html.Node]bool {
	if !r.refine {
		return nil
	}
	d, st := r.pg.Doc, r.pg.Stats
	cards := r.cardsOnce()
	if !cards.shop() || !slices.ContainsFunc(roots, func(root int) bool { return d.Contains(root, cards.list) }) {
		return nil
	}
	out := map[*html.Node]bool{}
	d.Children(cards.list, func(card int) {
		for id := card; id <= d.End(card); id++ {
			if st.Chars[id] == 0 || st.InLink[id] || st.Links[id] > 0 {
				continue
			}
			sr := clean.ScreenReaderOnly(d.Elems[id])
			if sr && showsPrice(nextText(d.Elems[id], maxPriceLabelLook)) || !sr && r.readOutOnly(id) || control(d.Elems[id]) {
				out[d.Elems[id]] = true
				id = d.End(id)
			}
		}
		for _, id := range nameCopies(d, st, card) {
			out[d.Elems[id]] = true
		}
		for _, id := range priceCopies(d, st, card) {
			out[d.Elems[id]] = true
		}
	})
	return out
}

// readOutOnly reports a block all of whose text is kept for screen
// readers only (an empty unit price's "Unit price … per", the slash
// between them hidden from them too): the sighted reader sees nothing of
// it.
func (r *run) readOutOnly(id int) bool {
	d, st := r.pg.Doc, r.pg.Stats
	var sr int32
	for c := id + 1; c <= d.End(id); c++ {
		if clean.ScreenReaderOnly(d.Elems[c]) {
			sr += st.Chars[c]
			c = d.End(c)
		}
	}
	return sr > 0 && sr == st.Chars[id]
}

// control reports an element drawn as a button that is none (a custom
// element "quick-shop-opener" with class "button", a <div role=button>):
// a card's "Quick view", "Add to bag", in the shop's language.
func control(n *html.Node) bool {
	if strings.EqualFold(strings.TrimSpace(dom.Attr(n, "role")), "button") {
		return true
	}
	for _, c := range strings.Fields(strings.ToLower(dom.Attr(n, "class"))) {
		if c == "button" || c == "btn" {
			return true
		}
	}
	return false
}

// priceCopies are the copies of an amount in a card: elements whose own
// text is an amount the card showed before, word for word. A theme
// writes the regular and the sale price each in a block of its own, and
// its stylesheet shows one of them when the product is not on sale.
func priceCopies(d *dom.Document, st *features.Table, card int) []int {
	seen := map[string]bool{}
	var out []int
	for id := card; id <= d.End(card); id++ {
		if st.OwnChars[id] == 0 || st.Hidden[id] {
			continue
		}
		t := dom.OwnText(d.Elems[id])
		if len(t) > maxAmountChars || !showsPrice(t) {
			continue
		}
		if seen[t] {
			out = append(out, id)
		}
		seen[t] = true
	}
	return out
}

// maxAmountChars: an amount's text ("€ 1.299,00", "$19.99") is at most
// this long.
const maxAmountChars = 16

// maxPriceLabelLook: how far after a screen readers' label the amount it
// names is looked for, in bytes.
const maxPriceLabelLook = 40

// nameCopies are the copies of a card's name in the card: of its links
// and headings (the outermost) that say the same, all but one, the first
// heading (a link covering the card, hidden to the eye and named as its
// headline, goes; the heading stays), else the first. A theme writes the
// name for each layout (over the picture on a phone, under it on a
// desktop) and its stylesheet shows one.
func nameCopies(d *dom.Document, st *features.Table, card int) []int {
	byText := map[string][]int{}
	var order []string
	for id := card; id <= d.End(card); id++ {
		tag := d.Tag(id)
		if tag != atom.A && dom.HeadingLevel(tag) == 0 || st.Chars[id] == 0 || st.Hidden[id] {
			continue
		}
		t := strings.ToLower(dom.Text(d.Elems[id]))
		if byText[t] == nil {
			order = append(order, t)
		}
		byText[t] = append(byText[t], id)
		id = d.End(id)
	}
	var out []int
	for _, t := range order {
		ids := byText[t]
		if len(ids) < 2 {
			continue
		}
		keep := 0
		for i, id := range ids {
			if st.FirstHeading[id] >= 0 || dom.HeadingLevel(d.Tag(id)) > 0 {
				keep = i
				break
			}
		}
		out = append(append(out, ids[:keep]...), ids[keep+1:]...)
	}
	return out
}

// nextText is the text after n inside its parent, up to about limit
// bytes.
func nextText(n *html.Node, limit int) string {
	var b strings.Builder
	for s := n.NextSibling; s != nil && b.Len() < limit; s = s.NextSibling {
		switch s.Type {
		case html.TextNode:
			b.WriteString(s.Data)
		case html.ElementNode:
			b.WriteString(dom.LeadingText(s, limit))
		}
		b.WriteByte(' ')
	}
	return b.String()
}
