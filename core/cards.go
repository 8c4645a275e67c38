package core

import (
	"fmt"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html/atom"
)

// itemCards is the page's largest run of item cards: siblings of one kind
// (page.Signature), each a link to a page of its own, as a shop's
// category, a front page or a results page shows its items. It is the
// structural evidence of a listing, whatever the page's language; the
// listing stage (article.Listing) only fires when no prose article was
// found, where a shop's category often has one (its buying guide, its FAQ)
// below the products.
type itemCards struct {
	list   int // the cards' parent, -1 when none
	cards  int // cards with a link of their own (distinct targets)
	images int // of them, cards with a picture
	priced int // of them, cards showing a price
	// headlined: of them, cards headed by a linked headline of their own
	// (a heading of at least minHeadlineWords words, in or around a link,
	// no other card's): a story's or a post's teaser.
	headlined int
	chars     int32
	links     int32 // chars in links
	// share is the cards' share of the body's text.
	share float64
}

// String is the trace's account of the cards.
func (c itemCards) String() string {
	return fmt.Sprintf("the largest run of item cards: %d cards, %d with a picture, %d with a price, %d headlined, %d chars (%d in links, %.2f of the body's)", c.cards, c.images, c.priced, c.headlined, c.chars, c.links, c.share)
}

// Thresholds of itemCards.
const (
	// minCards: a run of cards has at least this many items.
	minCards = 6
	// minDistinctCards: at least this share of the items link to pages
	// of their own (a menu's or a pager's items repeat the same few
	// targets less; a list of a card's sizes links nowhere).
	minDistinctCards = 0.8
	// minHeadlineWords: a headline has this many words at least (a
	// poster's name, a "Reply" heading, a date have fewer).
	minHeadlineWords = 3
)

// itemCards finds the largest run of cards outside the page's chrome
// (nav, header, footer, aside): the element whose children of one kind
// include the most with a link to a distinct page; a shop's products
// before any larger run of other cards (itemCards.beats).
func (r *run) itemCards() itemCards {
	d, st := r.pg.Doc, r.pg.Stats
	best := itemCards{list: -1}
	body := d.Body
	if body < 0 {
		return best
	}
	chrome := make([]bool, d.Len())
	groups := map[string][]int{}
	for id := body; id <= d.End(body); id++ {
		if par := d.Parent[id]; par >= 0 && chrome[par] {
			chrome[id] = true
		}
		switch d.Tag(id) {
		case atom.Nav, atom.Header, atom.Footer, atom.Aside:
			chrome[id] = true
		}
		if chrome[id] || st.Hidden[id] || st.Cardinality[id] < minCards || st.Links[id] < minCards {
			continue
		}
		top := r.cardRun(id, groups)
		if len(top) < minCards || len(top) <= best.cards && best.shop() {
			continue // neither a larger run nor a shop's can it be
		}
		if c := r.measureCards(id, top); c.cards >= minCards && c.beats(best) {
			best = c
		}
	}
	if bc := st.Chars[body]; bc > 0 {
		best.share = float64(best.chars) / float64(bc)
	}
	return best
}

// measureCards counts the cards among items linking to a page no other
// item links to (ownLinks), with their pictures and prices.
func (r *run) measureCards(list int, items []int) itemCards {
	d, st := r.pg.Doc, r.pg.Stats
	c := itemCards{list: list}
	hrefs := r.ownLinks(items)
	headlines := map[string]int{}
	heads := make([]string, len(items))
	for i, it := range items {
		if h := st.FirstHeading[it]; h >= 0 && (st.InLink[h] || st.Links[h] > 0) {
			if t := dom.Text(d.Elems[h]); strings.Count(t, " ")+1 >= minHeadlineWords {
				heads[i] = t
				headlines[t]++
			}
		}
	}
	for i, it := range items {
		if hrefs[i] == "" {
			continue
		}
		if heads[i] != "" && headlines[heads[i]] == 1 {
			c.headlined++
		}
		c.cards++
		c.chars += st.Chars[it]
		c.links += st.LinkChars[it]
		if st.Images[it] > 0 {
			c.images++
		}
		if showsPrice(dom.Text(d.Elems[it])) {
			c.priced++
		}
	}
	if float64(c.cards) < minDistinctCards*float64(len(items)) {
		c.cards = 0
	}
	return c
}

// ownLinks returns each item's own link: the first of its links whose
// target no other item links to ("" when none). A teaser's first link is
// often its section's label ("North America", "Europe"), shared with
// other teasers; its headline's link is its own. A menu's items or a
// pager's link to pages of their own too, a list of a card's sizes
// nowhere.
func (r *run) ownLinks(items []int) []string {
	d := r.pg.Doc
	type target struct{ items, last int } // items linking to it; the last of them, from 1
	targets := map[string]*target{}
	links := make([][]string, len(items))
	for i, it := range items {
		for id := it; id <= d.End(it); id++ {
			if d.Tag(id) != atom.A {
				continue
			}
			h := dom.Attr(d.Elems[id], "href")
			if !dom.LeadsAway(h) {
				continue
			}
			t := targets[h]
			if t == nil {
				t = &target{}
				targets[h] = t
			}
			if t.last != i+1 { // each item counts a target once
				t.items, t.last = t.items+1, i+1
				links[i] = append(links[i], h)
			}
		}
	}
	own := make([]string, len(items))
	for i, hs := range links {
		for _, h := range hs {
			if targets[h].items == 1 {
				own[i] = h
				break
			}
		}
	}
	return own
}

// shop reports a run of a shop's product cards (kindFacts.shopsItems).
func (c itemCards) shop() bool { return c.list >= 0 && kindFacts{cards: c}.shopsItems() }

// beats reports whether run c is the page's cards rather than best: a
// shop's products win over a larger run of other cards (a category's
// tiles of subcategories above its products, each a picture and a name
// but no price); else the larger run wins.
func (c itemCards) beats(best itemCards) bool {
	if cs, bs := c.shop(), best.shop(); cs != bs {
		return cs
	}
	return c.cards > best.cards
}

// showsPrice reports text with an amount beside a currency sign or code.
func showsPrice(s string) bool {
	for _, cur := range []string{"$", "€", "£", "¥", "₹", "EUR", "USD", "GBP", "CHF", "kr", "zł", "R$"} {
		for i := strings.Index(s, cur); i >= 0; {
			if digitNear(s, i, i+len(cur)) {
				return true
			}
			j := strings.Index(s[i+len(cur):], cur)
			if j < 0 {
				break
			}
			i += len(cur) + j
		}
	}
	return false
}

// digitNear reports a digit just before s[from:to] or just after it,
// spaces (plain or no-break) allowed between.
func digitNear(s string, from, to int) bool {
	after := strings.TrimLeft(s[to:], " \u00a0\u202f")
	before := strings.TrimRight(s[:from], " \u00a0\u202f")
	return after != "" && after[0] >= '0' && after[0] <= '9' || before != "" && before[len(before)-1] >= '0' && before[len(before)-1] <= '9'
}
