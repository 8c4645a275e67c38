package core

import (
	"cmp"
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
	case r.res.Kind == KindListing || r.topicList():
		r.listItems()
	case r.res.Product != nil && r.res.Product.Image != "":
		p := *r.res.Product // the declared facts are the run's; the Result gets its own copy
		p.Image = render.NewPart(r.pg.Base, nil).LinkURL(p.Image)
		r.res.Product = &p
	}
}

// topicList reports a discussion page that lists discussions rather than
// holding one (a forum's or a subreddit's list of topics: a row each, its
// title's link, its poster, its replies): a page of many areas (M) whose
// areas gave no posts, with a run of item cards (cardsOnce). Its topics
// are a listing's items; a thread's posts are no cards.
func (r *run) topicList() bool {
	return r.res.Kind == KindDiscussion && r.res.Type == TypeMultiple && len(r.res.Posts) == 0 && r.cardsOnce().list >= 0
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
	view, why := itemsView(items, node == r.pg.Doc.Body, r.res.URL)
	r.pg.Trace.Add("items.view", node, float64(len(items)), why)
	r.res.ItemsView = view
}

// itemsView is the gate of the reader's default view: the items look
// like the page's items, not a misread (a column of dates, of posters,
// of tags, the same badge on every card), when there are minListedItems
// at least and
//   - half of their names at least are distinct, no name is that of more
//     than a quarter of them (two at least: a product in two colours), and
//     itemsViewShare of them are no date, time or count (countWords);
//   - itemsViewShare of them lead to pages of their own, distinct, not
//     the page itself;
//   - they are declared in schema.org, or half of them at least show a
//     picture, a price or a line of text beside the name (cardProse).
//
// A list of bare names and links (a ranking of headlines, a news
// aggregator's titles whose facts are links: points, poster, comments)
// is what the article shows too, with the facts the items lack: the
// reader opens the article there, the items one click away. why is the
// trace's account of the decision. page is the page's own address.
func itemsView(items []Item, declared bool, page string) (ok bool, why string) {
	n := len(items)
	if n < minListedItems {
		return false, "too few items"
	}
	page, _, _ = strings.Cut(page, "#")
	names, urls := map[string]int{}, map[string]bool{}
	named, linked, shown, most := 0, 0, 0, 0
	counts := countWords{cards: n, seen: map[string]int{}}
	for _, it := range items {
		if w, ok := meta.CountText(it.Name); ok {
			counts.seen[w]++
		}
	}
	for _, it := range items {
		k := strings.ToLower(it.Name)
		names[k]++
		most = max(most, names[k])
		if !counts.noName(it.Name) {
			named++
		}
		if u, _, _ := strings.Cut(it.URL, "#"); u != "" && u != page && !urls[u] {
			urls[u] = true
			linked++
		}
		if it.Image != "" || it.Price != "" || it.Text != "" {
			shown++
		}
	}
	enough := func(k int) bool { return float64(k) >= itemsViewShare*float64(n) }
	switch {
	case 2*len(names) < n || most > 2 && 4*most > n:
		return false, "the names repeat: a badge or a label, not the items'"
	case !enough(named):
		return false, "the names are dates, times or counts"
	case !enough(linked):
		return false, "the items lead to no pages of their own"
	case !declared && 2*shown < n:
		return false, "bare names and links (no picture, price or text): the article shows them with their facts"
	}
	return true, "the items look right: the reader opens them"
}

// itemsViewShare is the share of the items that must have a name and a
// page of their own for the items to be the page's view.
const itemsViewShare = 0.8

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

// maxCardLinks: the links of a small list's card (innerCards): its
// picture's, its name's, a few colours', its basket's.
const maxCardLinks = 8

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
	if list := r.innerCards(articles, groups); list >= 0 {
		if items := r.listedItems(part, list, groups); len(items) >= minListedItems {
			return items, list
		}
	}
	for _, root := range articles {
		if items := r.articleCards(part, root); len(items) >= minListedItems {
			return items, root
		}
	}
	return nil, -1
}

// innerCards is the largest run of cards inside the article's elements
// when the article is a list whose items sit deeper than its roots'
// children (a small shop's five products in a tab of its page, fewer
// than the kind's minCards): the element whose children of one kind
// (cardRun) include the most cards with a link of their own
// (measureCards), minListedItems at least, with a picture or a price on
// half of them at least and maxCardLinks links a card at most (the
// page's sections and menus hold more), outside the page's chrome; -1
// when none.
func (r *run) innerCards(articles []int, groups map[string][]int) int {
	d, st := r.pg.Doc, r.pg.Stats
	best, most := -1, 0
	for _, root := range articles {
		for id := root; id <= d.End(root); id++ {
			switch d.Tag(id) {
			case atom.Nav, atom.Header, atom.Footer, atom.Aside:
				id = d.End(id) // the page's chrome, as itemCards leaves it
				continue
			}
			if st.Hidden[id] {
				id = d.End(id)
				continue
			}
			if st.Cardinality[id] < minListedItems || st.Links[id] < minListedItems {
				continue
			}
			c := r.measureCards(id, r.cardRun(id, groups))
			if c.cards >= minListedItems && c.cards > most && 2*max(c.images, c.priced) >= c.cards && st.Links[id] <= maxCardLinks*int32(c.cards) {
				best, most = id, c.cards
			}
		}
	}
	return best
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

// listedItems reads the items of a list's cards (shapedRun): those with a
// link of their own, at most one more than maxItems. Cards that are
// links and nothing else (no picture, price, headline or text beside
// the link: a menu, an archive's months) are a list of links, no items.
// A table's rows that come in pairs (rowPairs) are one item each.
func (r *run) listedItems(part render.Part, list int, groups map[string][]int) []Item {
	d := r.pg.Doc
	cards := r.shapedRun(list, groups)
	if c := r.measureCards(list, cards); c.images == 0 && c.priced == 0 && c.headlined == 0 && c.links >= c.chars {
		return nil
	}
	ends := make([]int, len(cards))
	for i, c := range cards {
		ends[i] = d.End(c)
	}
	if firsts, pairEnds := r.rowPairs(list); len(firsts) >= minListedItems {
		cards, ends = firsts, pairEnds
	}
	shared, counts := sharedTargets(d, cards, ends), countsOf(d, cards, ends)
	var items []Item
	for i, href := range r.ownLinks(cards) {
		if len(items) > maxItems {
			break // one more than kept: listItems says the rest was cut
		}
		if href == "" {
			continue
		}
		if i == len(cards)-1 && r.pagerCard(part, cards[i], ends[i]) {
			break
		}
		if it := r.cardItem(part, cards[i], ends[i], href, shared, counts); it.Name != "" {
			items = append(items, it)
		}
	}
	return items
}

// rowPairs finds a table whose rows come in pairs: a row naming the item
// (its title's link) and a row of its facts below it (score, poster, age,
// the link to its discussion) with no picture, the two of different
// kinds (page.Signature) alternating through the table, a last odd row
// (a "more" link) aside. The pairs' first rows and the ends of their
// second rows; none when the list is no such table.
func (r *run) rowPairs(list int) (firsts, ends []int) {
	d, st := r.pg.Doc, r.pg.Stats
	var rows []int
	var sigs []string
	d.Children(list, func(c int) {
		if d.Tag(c) == atom.Tr && !st.Hidden[c] && st.Links[c] > 0 && st.Chars[c] > 0 {
			rows, sigs = append(rows, c), append(sigs, page.Signature(d, c))
		}
	})
	if len(rows) < 2*minListedItems || sigs[0] == sigs[1] {
		return nil, nil
	}
	for k := 0; k+1 < len(rows) && sigs[k] == sigs[0] && sigs[k+1] == sigs[1]; k += 2 {
		if holdsPicture(d, rows[k+1]) {
			return nil, nil
		}
		firsts, ends = append(firsts, rows[k]), append(ends, d.End(rows[k+1]))
	}
	if len(rows)-2*len(firsts) > 1 {
		return nil, nil // the rows do not pair through the table
	}
	return firsts, ends
}

// holdsPicture reports an <img> inside id that its markup does not hide.
func holdsPicture(d *dom.Document, id int) bool {
	for j := id; j <= d.End(id); j++ {
		if d.Tag(j) == atom.Img && !dom.IsHidden(d.Elems[j]) {
			return true
		}
	}
	return false
}

// sharedTargets are the link targets more than one card links to (a
// section's label, a shop's "compare" page); card i spans cards[i] to
// ends[i].
func sharedTargets(d *dom.Document, cards, ends []int) map[string]bool {
	seen, shared := map[string]int{}, map[string]bool{}
	for i, card := range cards {
		for id := card; id <= ends[i]; id++ {
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

// countWords tells a count from a title in a count's form ("1917", "12
// Monkeys": meta.CountText) among a list's cards: a count's word recurs
// on half of the cards at least ("45 comments", "3 comments", "56"
// alone), a title's does not. Nothing here knows a counting noun in any
// language: the list's repetition says it.
type countWords struct {
	cards int            // the list's cards; 0: every text of a count's form is a count
	seen  map[string]int // cards showing a text of a count's form, by its word
}

// noName reports a text that names no item: a date or a time
// (meta.DateText), or a count by the list's repetition.
func (c countWords) noName(s string) bool {
	if meta.DateText(s) {
		return true
	}
	w, ok := meta.CountText(s)
	return ok && (c.cards == 0 || 2*c.seen[w] >= c.cards)
}

// countsOf counts, for each word, the cards (cards[i] to ends[i]) whose
// links or headings show a text of a count's form with it.
func countsOf(d *dom.Document, cards, ends []int) countWords {
	c := countWords{cards: len(cards), seen: map[string]int{}}
	words := map[string]bool{}
	for i, card := range cards {
		clear(words)
		for id := card; id <= ends[i]; id++ {
			if d.Tag(id) != atom.A && dom.HeadingLevel(d.Tag(id)) == 0 {
				continue
			}
			if w, ok := meta.CountText(dom.Text(d.Elems[id])); ok && !words[w] {
				words[w] = true
				c.seen[w]++
			}
		}
	}
	return c
}

// countLabelled reports a link whose text t, a number, its label calls a
// count: an aria-label or title holding t's number among more words
// ("45" labelled "45 comments", "2,494,719 User Reviews").
func countLabelled(el *html.Node, t string) bool {
	if _, ok := meta.CountText(t); !ok {
		return false
	}
	num := strings.Fields(t)[0]
	for _, k := range []string{"aria-label", "title"} {
		if l := dom.FoldSpace(dom.Attr(el, k)); len(strings.Fields(l)) > len(strings.Fields(t)) && strings.Contains(l, num) {
			return true
		}
	}
	return false
}

// cardName names a card and gives the item's address: a card's heading
// (topHeading) holding a link names it, the link's target its page
// (though other cards link it too: the story again in a "most read"
// box); else the item's page is the target of the card's first link
// around a picture, else of its link with the most text; the name is the
// card's heading when it comes before that link, else the text of the
// link to the item's page with the most text (linkName), else the alt of
// the picture linking to it, else the text of the card's link with the
// most text, unless a link to the card's own page shows nothing (a link
// over the card, its picture not loaded: what other links say is not its
// name). Links that cannot lead to the item are no candidates: to a part
// of a page (a fragment: the item's reviews, "#app_reviews_hash"),
// shared by several cards, to a poster (rel=author, an author's or
// user's link), in the card's row of labels (inLabelRow: its tags, its
// genres), or whose text is a date, a time or a count (countWords,
// countLabelled: "vor 3 Minuten", "213 avis" on every card; not "1917",
// a film's title). Only the card's first row (card to d.End(card)) names
// it. own is the card's own link (ownLinks), the address when no
// candidate is left.
func (r *run) cardName(card int, own string, shared map[string]bool, counts countWords) (name, href string) {
	d, st := r.pg.Doc, r.pg.Stats
	type link struct {
		id    int
		href  string
		chars int // the name's characters, 0 when its text names nothing
	}
	var links []link
	pictured := -1 // the first link around a picture, in links
	for id := card; id <= d.End(card); id++ {
		el := d.Elems[id]
		if el.DataAtom != atom.A {
			continue
		}
		h := dom.Attr(el, "href")
		if !dom.LeadsAway(h) || shared[h] || toPart(h) || posterLink(d, card, id) || r.inLabelRow(card, id, shared) {
			continue
		}
		n := dom.TextChars(el)
		if t := dom.FoldSpace(dom.Text(el)); n > 0 && (counts.noName(t) || countLabelled(el, t)) {
			n = 0 // it may lead to the item's page, its text does not name it
		}
		if pictured < 0 && holdsPicture(d, id) {
			pictured = len(links)
		}
		links = append(links, link{id, h, n})
	}
	best := func(target string) int { // the link with the most name, to target ("" any)
		k := -1
		for i, l := range links {
			if (target == "" || l.href == target) && l.chars > 0 && (k < 0 || l.chars > links[k].chars) {
				k = i
			}
		}
		return k
	}
	h := topHeading(d, st.Hidden, card)
	var title string
	if h >= 0 {
		if title = nameText(d.Elems[h]); counts.noName(title) {
			title = ""
		}
	}
	if title != "" {
		// The heading's link is the item's, though another card links it
		// too (the story again in a "most read" box).
		if href := headingLink(d, card, h); href != "" {
			return title, href
		}
	}
	page := ""
	if pictured >= 0 {
		page = links[pictured].href
	} else if k := best(""); k >= 0 {
		page = links[k].href
	} else if len(links) > 0 {
		page = links[0].href // none names it: its first link leads to it (its age, its count)
	}
	named := -1 // the element naming the card
	if k := best(page); page != "" && k >= 0 {
		named = links[k].id
	}
	if title != "" && (named < 0 || h < named || d.Contains(named, h)) {
		return title, cmp.Or(page, own)
	}
	if named >= 0 {
		return linkName(d, named, counts), page
	}
	if pictured >= 0 {
		if alt := firstAlt(d, links[pictured].id); alt != "" {
			return alt, page
		}
	}
	if best(own) < 0 && slices.ContainsFunc(links, func(l link) bool { return l.href == own }) {
		return "", own // its own link shows no name: the others' text (its tags, its seller) is none
	}
	if k := best(""); k >= 0 {
		return nameText(d.Elems[links[k].id]), links[k].href
	}
	return "", cmp.Or(page, own)
}

// inLabelRow reports a link in a card's row of labels (its tags, genres,
// categories): a parent or grandparent of the link, inside the card,
// holding minLabelRow links at least and no text outside them but their
// separators, each link of at most maxLabelWords words, one of them at
// least to a page other cards link to as well (a label the listing's
// cards share). A row of labels says what the item is filed under, not
// its name; its links lead to the label's page, not the item's.
func (r *run) inLabelRow(card, link int, shared map[string]bool) bool {
	d, st := r.pg.Doc, r.pg.Stats
	for at, k := int(d.Parent[link]), 0; at > card && k < 2; at, k = int(d.Parent[at]), k+1 {
		if st.Links[at] < minLabelRow {
			continue
		}
		if st.Chars[at]-st.LinkChars[at] > maxLabelSeparator*st.Links[at] {
			return false // text of its own: no row of labels
		}
		common := false
		for id := at; id <= d.End(at); id++ {
			if d.Tag(id) != atom.A {
				continue
			}
			if st.Words[id] > maxLabelWords {
				return false
			}
			common = common || shared[dom.Attr(d.Elems[id], "href")]
		}
		return common
	}
	return false
}

// A card's row of labels (inLabelRow) holds minLabelRow links at least,
// each of maxLabelWords words at most ("Choose Your Own Adventure"), and
// between them at most maxLabelSeparator characters a link ("•", " | ").
const (
	minLabelRow       = 3
	maxLabelWords     = 4
	maxLabelSeparator = 2
)

// topHeading is the card's heading of the highest rank (an <h3> title
// over the <h4> of its source's name), the first of equals; -1 when it
// has none shown.
func topHeading(d *dom.Document, hidden []bool, card int) int {
	best, rank := -1, 7
	for id := card; id <= d.End(card); id++ {
		if l := dom.HeadingLevel(d.Tag(id)); l > 0 && l < rank && !hidden[id] {
			best, rank = id, l
		}
	}
	return best
}

// linkName is the name a link to the item's page gives: its text, or,
// when it wraps the card's prose as well (a paragraph: the whole card is
// the link), the alt of its picture, else its first line.
func linkName(d *dom.Document, link int, counts countWords) string {
	prose := false
	for id := link; id <= d.End(link) && !prose; id++ {
		prose = d.Tag(id) == atom.P
	}
	if !prose {
		return nameText(d.Elems[link])
	}
	if alt := firstAlt(d, link); alt != "" {
		return alt
	}
	for _, line := range dom.TextLines(d.Elems[link], nil) {
		if !counts.noName(line) {
			return line
		}
	}
	return ""
}

// firstAlt is the first picture's alternative text inside id, its white
// space folded; "" when no picture there has one.
func firstAlt(d *dom.Document, id int) string {
	for j := id; j <= d.End(id); j++ {
		if d.Tag(j) == atom.Img {
			if alt := dom.FoldSpace(dom.Attr(d.Elems[j], "alt")); alt != "" {
				return alt
			}
		}
	}
	return ""
}

// toPart reports a link to a part of a page (a fragment: "#reviews", an
// empty "#"), not to a page of its own; a route after the '#' ("#/p/3",
// "#!/p/3") is a page.
func toPart(href string) bool {
	i := strings.IndexByte(href, '#')
	return i >= 0 && !strings.HasPrefix(href[i+1:], "/") && !strings.HasPrefix(href[i+1:], "!")
}

// posterLink reports a link to a card's poster rather than to its item:
// marked rel=author or itemprop author/creator, or an author's or user's
// link by its or its parent's class or id (the keyword rule of the
// seeds' clean-up, on names in the page's code, not its words).
func posterLink(d *dom.Document, card, id int) bool {
	el := d.Elems[id]
	if strings.Contains(" "+strings.ToLower(dom.Attr(el, "rel"))+" ", " author ") {
		return true
	}
	for at, k := id, 0; at > card; at, k = int(d.Parent[at]), k+1 {
		e := d.Elems[at]
		if p := strings.ToLower(dom.Attr(e, "itemprop")); p == "author" || p == "creator" {
			return true
		}
		if c := dom.ClassID(e); k < 2 && (strings.Contains(c, "author") || strings.Contains(c, "user")) {
			return true
		}
	}
	return false
}

// cardItem reads one card, from card to end: its name and address
// (cardName), its first shown picture (the first alt of its pictures the
// name when nothing else names it), the price it shows and its line of prose. own is its
// own link (ownLinks).
func (r *run) cardItem(part render.Part, card, end int, own string, shared map[string]bool, counts countWords) Item {
	d, st := r.pg.Doc, r.pg.Stats
	name, href := r.cardName(card, own, shared, counts)
	it := Item{Name: name, URL: part.LinkURL(href)}
	price := -1
	for id := card; id <= end; id++ {
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
		}
		if el.DataAtom == atom.Img && it.Name == "" {
			it.Name = dom.FoldSpace(dom.Attr(el, "alt")) // a poster's avatar is often without one
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
	it.Text = r.cardProse(card, end, it.Name, it.Price, it.Image == "" && it.Price == "")
	return it
}

// nameText is an element's text as a name: where two of its elements
// meet with no white space between (a brand's element beside the
// model's, which the page's style lays out as lines), and where a <br>
// or a block breaks it, a space; text running on from an element into
// the next text node ("<b>Wo</b>rd") stays one word.
func nameText(n *html.Node) string {
	var b strings.Builder
	writeName(&b, n)
	return dom.FoldSpace(b.String())
}

// writeName writes n's children's text for nameText.
func writeName(b *strings.Builder, n *html.Node) {
	afterElement := false
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			b.WriteString(c.Data)
			afterElement = false
		case html.ElementNode:
			if dom.NonContent(c) {
				continue
			}
			if afterElement || c.DataAtom == atom.Br || dom.IsBlock(c.DataAtom) {
				b.WriteByte(' ')
			}
			writeName(b, c)
			if dom.IsBlock(c.DataAtom) {
				b.WriteByte(' ')
			}
			afterElement = true
		}
	}
}

// cardProse is the card's short text: its first shown paragraph that is
// neither its name nor its price, else, on a bare card (no paragraph,
// picture or price), its first line of facts (cardLine: a paper's
// authors, a story's summary in a <div>) of minLineWords words at least
// and showing no price, which the reader shows under the name as the
// article would. A card with a picture or a price is shown by them; its
// other lines are mostly badges ("Top Rated", "Just In").
func (r *run) cardProse(card, end int, name, price string, bare bool) string {
	d, st := r.pg.Doc, r.pg.Stats
	other := func(t string) bool { return t != "" && t != name && t != price && !strings.Contains(name, t) }
	paragraphs := false
	for id := card; id <= end; id++ {
		if d.Tag(id) != atom.P || st.Hidden[id] {
			continue
		}
		paragraphs = true
		if t := dom.FoldSpace(dom.Text(d.Elems[id])); other(t) {
			return meta.ShortText(t)
		}
	}
	if paragraphs || !bare {
		return ""
	}
	for id := card; id <= end; id++ {
		if t := r.cardLine(card, id); other(t) && !strings.Contains(t, name) && len(strings.Fields(t)) >= minLineWords && !showsPrice(t) {
			return meta.ShortText(t)
		}
	}
	return ""
}

// minLineWords: a card's line of facts has this many words at least (a
// rank, a badge, a count, a date, a lone label have fewer).
const minLineWords = 3

// cardLine is the text of id when it is a line of the card's facts: a
// shown block with no block inside it, no heading, holding no link and in
// none (the name's, a poster's, a tag's), in no control (a button, a
// form, role=button: "add to the basket"); "" otherwise.
func (r *run) cardLine(card, id int) string {
	d, st := r.pg.Doc, r.pg.Stats
	a := d.Tag(id)
	if !dom.IsBlock(a) || dom.HeadingLevel(a) > 0 || st.Hidden[id] || st.InLink[id] || st.Links[id] > 0 || st.Chars[id] == 0 {
		return ""
	}
	for j := id + 1; j <= d.End(id); j++ {
		if t := d.Tag(j); dom.IsBlock(t) && t != atom.Br {
			return ""
		}
	}
	for at := id; at >= card; at = int(d.Parent[at]) {
		switch d.Tag(at) {
		case atom.Button, atom.Form, atom.Label, atom.Select:
			return ""
		}
		if dom.Attr(d.Elems[at], "role") == "button" {
			return ""
		}
	}
	return dom.FoldSpace(dom.Text(d.Elems[id]))
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
