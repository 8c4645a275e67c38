package core

import (
	"slices"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/meta"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/render"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A listing's items as data. A listing (a shop's category, a catalogue, a
// front page of teasers) is read for its items: the reader lists them as
// cards (name, picture, price, short text) after the listing's
// introduction, and the saved files write them as a list. What the page
// declares in schema.org comes first (meta.DeclaredItems); else the item
// cards the kind found (itemCards), when the article holds them: each
// card's own link (ownLinks) and its headline name it, its first shown
// picture (the article's lazy-source resolution) and the price it shows
// complete it. Nothing here reads words: the signals are structure,
// links, pictures and currency signs. The article is left as it is.

// maxItems bounds the items read from one listing (Stats.ItemsCut says
// when a page had more).
const maxItems = 500

// maxPriceChars: a price is shown in an element of at most this many
// bytes of text ("ab € 1.299,00*"); a longer one is a line about prices.
const maxPriceChars = 40

// kindData fills what the reader lays out for the page's kind: a
// listing's items, a product's picture made absolute (an http(s) address
// or none).
func (r *run) kindData() {
	switch {
	case r.res.Kind == KindListing:
		r.listItems()
	case r.res.Product != nil && r.res.Product.Image != "":
		p := *r.res.Product // the declared facts are the run's; the Result gets its own copy
		p.Image = render.NewPart(r.pg.Base, nil).LinkURL(p.Image)
		r.res.Product = &p
	}
}

// listItems fills the Result's Items and, when the article shows them,
// its Intro.
func (r *run) listItems() {
	items, from, node := meta.DeclaredItems(r.pg.Doc, maxItems+1), "declared in schema.org", r.pg.Doc.Body
	part := render.NewPart(r.pg.Base, nil)
	items = resolveItems(part, items)
	if len(items) < 2 {
		items, node = r.cardItems(part)
		from = "read from the item cards"
	}
	if len(items) == 0 {
		return
	}
	if len(items) > maxItems {
		items, r.res.Stats.ItemsCut = items[:maxItems], true
	}
	r.pg.Trace.Add("items", node, float64(len(items)), "the listing's items, "+from)
	r.res.Items = items
	r.res.Intro = r.intro(items)
}

// resolveItems makes the declared items' addresses absolute, those not
// http(s) left out; an item without a name is dropped.
func resolveItems(part render.Part, items []Item) []Item {
	out := items[:0]
	for _, it := range items {
		it.URL, it.Image = part.LinkURL(it.URL), part.LinkURL(it.Image)
		if it.Name != "" {
			out = append(out, it)
		}
	}
	return out
}

// minListedItems: a list the article holds lists at least this many
// items with links of their own.
const minListedItems = 3

// cardItems reads the items from the page's item cards: the largest run
// of them when the article holds it, or there is none (a page of teasers
// read as posts), or they are a shop's products (the kind's structural
// evidence of a category, whatever the article became), else the list
// the article is (article.listing's list, a collection's grid; minCards
// items at least): the cards with a link of their own, in page order.
func (r *run) cardItems(part render.Part) ([]Item, int) {
	d := r.pg.Doc
	articles := r.articleNodes()
	holds := func(list int) bool {
		return slices.ContainsFunc(articles, func(root int) bool { return d.Contains(root, list) })
	}
	groups := map[string][]int{}
	if list := r.cardsOnce().list; list >= 0 && (len(articles) == 0 || holds(list) || r.kindFactsOfCards().shopsItems()) {
		if items := r.listedItems(part, list, groups); len(items) >= minListedItems {
			return items, list
		}
	}
	if !r.listMode {
		return nil, -1 // the article is no list: its items are no cards
	}
	for _, list := range articles {
		if items := r.listedItems(part, list, groups); len(items) >= minCards {
			return items, list
		}
	}
	return nil, -1
}

// articleNodes are the article's elements: its regions' (the stages that
// replace the article record it there) and its roots.
func (r *run) articleNodes() []int {
	nodes := slices.Clone(r.roots)
	for _, g := range r.regions[r.commentRegions:] {
		if g.Label == segment.LabelArticle && !slices.Contains(nodes, g.Node) {
			nodes = append(nodes, g.Node)
		}
	}
	return nodes
}

// listedItems reads the items of a list's cards (cardRun): those with a
// link of their own, at most one more than maxItems. Cards that are
// links and nothing else (no picture, price, headline or text beside
// the link: a menu, an archive's months) are a list of links, no items.
func (r *run) listedItems(part render.Part, list int, groups map[string][]int) []Item {
	d := r.pg.Doc
	cards := r.cardRun(list, groups)
	if c := r.measureCards(list, cards); c.images == 0 && c.priced == 0 && c.headlined == 0 && c.links >= c.chars {
		return nil
	}
	shared := sharedTargets(d, cards)
	var items []Item
	for i, href := range r.ownLinks(cards) {
		if len(items) > maxItems {
			break // one more than kept: listItems says the rest was cut
		}
		if href == "" {
			continue
		}
		if it := r.cardItem(part, cards[i], href, shared); it.Name != "" {
			items = append(items, it)
		}
	}
	return items
}

// sharedTargets are the link targets more than one card links to (a
// section's label, a shop's "compare" page).
func sharedTargets(d *dom.Document, cards []int) map[string]bool {
	seen, shared := map[string]int{}, map[string]bool{}
	for i, card := range cards {
		for id := card; id <= d.End(card); id++ {
			if d.Tag(id) != atom.A {
				continue
			}
			h := dom.Attr(d.Elems[id], "href")
			if last, ok := seen[h]; ok && last != i {
				shared[h] = true
			}
			seen[h] = i
		}
	}
	return shared
}

// namingLink is the card's link that names it (its element, and its
// target): its headline's, else the one with the most text among its
// links to pages of their own (a teaser's first own link is often its
// poster's name, a product card's a "Quick view" button beside its
// name); -1 and own when none has text.
func namingLink(d *dom.Document, card int, own string, shared map[string]bool) (int, string) {
	best, href, most := -1, own, 0
	for id := card; id <= d.End(card); id++ {
		if d.Tag(id) != atom.A {
			continue
		}
		h := dom.Attr(d.Elems[id], "href")
		if !dom.LeadsAway(h) || shared[h] {
			continue
		}
		if insideHeading(d, card, id) {
			return id, h
		}
		if n := dom.TextChars(d.Elems[id]); n > most {
			best, href, most = id, h, n
		}
	}
	return best, href
}

// insideHeading reports an element inside a heading below card.
func insideHeading(d *dom.Document, card, id int) bool {
	for p := int(d.Parent[id]); p > card; p = int(d.Parent[p]) {
		if dom.HeadingLevel(d.Tag(p)) > 0 {
			return true
		}
	}
	return false
}

// cardRun is the list's largest group of shown children of one kind
// (page.Signature) with text and links: the run of cards itemCards
// measures, and the cards the listing's items are read from. groups is
// scratch space, cleared first (itemCards asks for every element).
func (r *run) cardRun(list int, groups map[string][]int) []int {
	d, st := r.pg.Doc, r.pg.Stats
	clear(groups)
	var top []int
	d.Children(list, func(c int) {
		if st.Hidden[c] || st.Links[c] == 0 || st.Chars[c] == 0 {
			return
		}
		sig := page.Signature(d, c)
		groups[sig] = append(groups[sig], c)
		if len(groups[sig]) > len(top) {
			top = groups[sig]
		}
	})
	return top
}

// cardItem reads one card: its name (its headline, else its naming
// link's text, else its picture's alt), address, picture, shown price
// and line of prose. own is its own link (ownLinks).
func (r *run) cardItem(part render.Part, card int, own string, shared map[string]bool) Item {
	d, st := r.pg.Doc, r.pg.Stats
	link, href := namingLink(d, card, own, shared)
	it := Item{URL: part.LinkURL(href)}
	if h := st.FirstHeading[card]; h >= 0 {
		it.Name = lineText(d.Elems[h])
	} else if link >= 0 {
		it.Name = lineText(d.Elems[link])
	}
	price := -1
	for id := card; id <= d.End(card); id++ {
		el := d.Elems[id]
		// A lazy picture not yet loaded has no box (the browser's layout
		// calls it hidden); its markup says whether it is shown, as the
		// article's renderer reads it.
		hidden := st.Hidden[id] && el.DataAtom != atom.Img || el.DataAtom == atom.Img && dom.IsHidden(el)
		if hidden || el.DataAtom == atom.Del || el.DataAtom == atom.S {
			id = d.End(id) // a struck-out price is the old one
			continue
		}
		if el.DataAtom == atom.Img && it.Image == "" {
			it.Image = part.ImageURL(el)
			if it.Name == "" {
				it.Name = dom.FoldSpace(dom.Attr(el, "alt"))
			}
		}
		if price < 0 || d.Contains(price, id) && id != price {
			if t := dom.Text(el); len(t) <= maxPriceChars && showsPrice(t) {
				price = id // the innermost element showing the first price
			}
		}
	}
	if price >= 0 {
		it.Price = dom.FoldSpace(dom.Text(d.Elems[price]))
	}
	it.Name = meta.ShortText(it.Name)
	it.Text = r.cardProse(card, it.Name, it.Price)
	return it
}

// lineText is an element's text, its lines (a brand's block over the
// model's) joined by spaces.
func lineText(n *html.Node) string { return strings.Join(dom.TextLines(n, nil), " ") }

// cardProse is the card's first shown paragraph that is neither its name
// nor its price: its short text.
func (r *run) cardProse(card int, name, price string) string {
	d, st := r.pg.Doc, r.pg.Stats
	for id := card; id <= d.End(card); id++ {
		if d.Tag(id) != atom.P || st.Hidden[id] {
			continue
		}
		t := dom.FoldSpace(dom.Text(d.Elems[id]))
		if t != "" && t != name && t != price && !strings.Contains(name, t) {
			return meta.ShortText(t)
		}
	}
	return ""
}

// intro is the article before its first item, rendered from the
// article's own HTML: the part before the card (the child of the first
// two items' links' common ancestor) holding the first link to an item.
// Nil when the article links to fewer than two items (it does not show
// them), or it has no HTML.
func (r *run) intro(items []Item) *Content {
	if r.res.Article.HTML == "" {
		return nil
	}
	doc, err := dom.Parse("<!DOCTYPE html><html><body>"+r.res.Article.HTML+"</body></html>", dom.Limits{})
	if err != nil || doc.Body < 0 {
		return nil
	}
	urls := map[string]int{}
	for i, it := range items {
		if _, seen := urls[it.URL]; it.URL != "" && !seen {
			urls[it.URL] = i
		}
	}
	first, second := -1, -1
	firstItem := -1
	for id := doc.Body; id < doc.Len() && second < 0; id++ {
		if doc.Tag(id) != atom.A {
			continue
		}
		i, ok := urls[dom.Attr(doc.Elems[id], "href")]
		switch {
		case !ok:
		case first < 0:
			first, firstItem = id, i
		case i != firstItem:
			second = id
		}
	}
	if second < 0 {
		return nil
	}
	boundary := first
	for lca := doc.LCA(first, second); int(doc.Parent[boundary]) != lca; {
		boundary = int(doc.Parent[boundary])
	}
	body := doc.Elems[doc.Body]
	cutFrom(body, doc.Elems[boundary])
	c := r.formats.contentOf(render.NewPart(r.pg.Base, nil, body))
	return &c
}

// cutFrom removes n and everything after it in root's tree order: its
// following siblings and those of each of its ancestors below root; an
// ancestor left without content (the list that held the items) goes too.
func cutFrom(root, n *html.Node) {
	for at := n; at != nil && at != root; {
		parent := at.Parent
		for s := at.NextSibling; s != nil; {
			next := s.NextSibling
			parent.RemoveChild(s)
			s = next
		}
		if at == n || blank(at) {
			parent.RemoveChild(at)
		}
		at = parent
	}
}

// blank reports an element holding nothing but white space.
func blank(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.TextNode || strings.TrimSpace(c.Data) != "" {
			return false
		}
	}
	return true
}
