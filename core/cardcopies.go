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
// when the article holds them, say that their reader does not see:
//
//   - a price's label kept for screen readers only ("Regular price",
//     "Sale price" before the amount): the sighted reader reads it from
//     the layout;
//   - the card's name written again in the card (nameCopies), a copy the
//     stylesheet shows for another layout.
//
// Nil when the article does not hold a shop's cards. (Other cards, a
// guide's or a feed's, are a story's parts, read as they are written.)
func (r *run) cardCopies(roots []int) map[*html.Node]bool {
	d, st := r.pg.Doc, r.pg.Stats
	cards := r.cardsOnce()
	if !cards.shop() || !slices.ContainsFunc(roots, func(root int) bool { return d.Contains(root, cards.list) }) {
		return nil
	}
	out := map[*html.Node]bool{}
	d.Children(cards.list, func(card int) {
		for id := card; id <= d.End(card); id++ {
			if st.Chars[id] > 0 && !st.InLink[id] && st.Links[id] == 0 && clean.ScreenReaderOnly(d.Elems[id]) && showsPrice(nextText(d.Elems[id], maxPriceLabelLook)) {
				out[d.Elems[id]] = true
				id = d.End(id)
			}
		}
		for _, id := range nameCopies(d, st, card) {
			out[d.Elems[id]] = true
		}
	})
	return out
}

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
