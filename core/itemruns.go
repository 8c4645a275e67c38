package core

import (
	"cmp"
	"net/url"
	"slices"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/render"
	"golang.org/x/net/html/atom"
)

// A listing's cards as a run: the siblings of one kind the items are
// read from (cardRun, by class, as the kind weighs them), joined by
// those of the same shape and cleared of the cards of another shape
// (shapedRun), without the list's pager (pagerCard); or, when no
// siblings make a run, the page's <article> elements (articleCards).

// cardRun is the list's largest group of shown children of one kind
// (page.Signature) with text and links: the run of cards itemCards
// measures, and the cards the listing's items are read from (shapedRun
// refines them). groups is scratch space, cleared first (itemCards asks
// for every element).
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

// shapedRun is the run of a list's item cards by their shape (cardShape)
// rather than their class: the class run (cardRun), joined by its
// siblings of another class (a shop's products each with a class of its
// own slug, a site's atomic classes) that have the run's most common
// shape, no more links than its cards and none to a page they link to
// (not a box of other links: a "most read" list repeating the stories);
// and when that shape is headed and holds shapeMajority of the run, left
// by its cards that hold no heading (a quotation between the items, a
// banner, a pager) or an <h1> (the page's own title: the list's
// introduction, in a section like the items'). A lead story's larger
// heading (an <h2> over <h3>s) stays. In page order.
func (r *run) shapedRun(list int, groups map[string][]int) []int {
	d, st := r.pg.Doc, r.pg.Stats
	cards := r.cardRun(list, groups)
	counts, common := map[shape]int{}, shape{}
	in, links := map[int]bool{}, int32(0)
	for _, c := range cards {
		s := cardShape(d, st.Hidden, c)
		if counts[s]++; counts[s] > counts[common] {
			common = s
		}
		in[c], links = true, max(links, st.Links[c])
	}
	targets := linkTargets(d, cards)
	headed := common.rank > 0 && float64(counts[common]) >= shapeMajority*float64(len(cards))
	var out []int
	d.Children(list, func(c int) {
		if st.Hidden[c] || st.Links[c] == 0 || st.Chars[c] == 0 {
			return
		}
		s := cardShape(d, st.Hidden, c)
		switch {
		case !in[c] && (s != common || st.Links[c] > links || linksTo(d, c, targets)):
		case in[c] && headed && s != common && s.rank <= 1:
		default:
			out = append(out, c)
		}
	})
	return out
}

// shapeMajority: a list's cards are of one shape when this share of them
// are (shapedRun).
const shapeMajority = 0.75

// shape is what a card shows, whatever its classes (cardShape).
type shape struct {
	tag     string
	picture bool
	rank    int // its top heading's, 0 when none
}

// cardShape is card c's shape: its tag, whether it shows a picture
// (holdsPicture) and the rank of its top shown heading (topHeading). The
// cards of one list share it; a list's introduction or a quotation
// between its items do not.
func cardShape(d *dom.Document, hidden []bool, c int) shape {
	s := shape{tag: d.Elems[c].Data, picture: holdsPicture(d, c)}
	if h := topHeading(d, hidden, c); h >= 0 {
		s.rank = dom.HeadingLevel(d.Tag(h))
	}
	return s
}

// linkTargets are the targets of the links inside cards.
func linkTargets(d *dom.Document, cards []int) map[string]bool {
	targets := map[string]bool{}
	for _, c := range cards {
		for id := c; id <= d.End(c); id++ {
			if d.Tag(id) == atom.A {
				targets[dom.Attr(d.Elems[id], "href")] = true
			}
		}
	}
	return targets
}

// linksTo reports a link inside c to one of targets.
func linksTo(d *dom.Document, c int, targets map[string]bool) bool {
	for id := c; id <= d.End(c); id++ {
		if d.Tag(id) == atom.A && targets[dom.Attr(d.Elems[id], "href")] {
			return true
		}
	}
	return false
}

// pagerCard reports a list's last card that is its pager, no item: a
// "more" control ("Load more", "Weitere laden") holding one link and no
// picture or heading, the link marked rel=next or prev, or leading to
// another page of the list (pageOf). card spans card to end.
func (r *run) pagerCard(part render.Part, card, end int) bool {
	d, st := r.pg.Doc, r.pg.Stats
	if st.Links[card] != 1 || holdsPicture(d, card) || topHeading(d, st.Hidden, card) >= 0 {
		return false
	}
	for id := card; id <= end; id++ {
		if d.Tag(id) != atom.A {
			continue
		}
		el := d.Elems[id]
		for rel := range strings.FieldsSeq(strings.ToLower(dom.Attr(el, "rel"))) {
			if rel == "next" || rel == "prev" {
				return true
			}
		}
		return pageOf(cmp.Or(r.res.URL, r.pg.URL), part.LinkURL(dom.Attr(el, "href")))
	}
	return false
}

// pageOf reports a link to another page of the list at address page: on
// its host, its path with a last segment of digits, alone or after one
// segment more ("/page/2/", "/seite/3", "/2"), or its path and query with
// parameters of digits changed or added ("?page=2", "?offset=20"). The
// page may be a numbered page itself ("/page/2/" links "/page/3/").
func pageOf(page, link string) bool {
	p, err := url.Parse(page)
	if err != nil || link == "" || link == page {
		return false
	}
	l, err := url.Parse(link)
	if err != nil || l.Host != p.Host {
		return false
	}
	if l.Path == p.Path {
		return numbersChanged(p.Query(), l.Query())
	}
	pages := listPaths(p.Path)
	pages = append(pages, strings.Trim(p.Path, "/"))
	for _, lp := range listPaths(l.Path) {
		if slices.Contains(pages, lp) {
			return true
		}
	}
	return false
}

// listPaths are the paths of the list a numbered page's path belongs to:
// without its last segment of digits, and without the segment before it
// too ("a/page/2": "a/page", "a"); none when the last is no number.
func listPaths(path string) []string {
	segs := strings.Split(strings.Trim(path, "/"), "/")
	n := len(segs)
	if n == 0 || !digits(segs[n-1]) {
		return nil
	}
	out := []string{strings.Join(segs[:n-1], "/")}
	if n >= 2 {
		out = append(out, strings.Join(segs[:n-2], "/"))
	}
	return out
}

// numbersChanged reports a query whose parameters differ from the
// page's only in numbers: each changed or added one a number, one at
// least.
func numbersChanged(page, link url.Values) bool {
	changed := false
	for k, v := range link {
		if slices.Equal(v, page[k]) {
			continue
		}
		if len(v) != 1 || !digits(v[0]) {
			return false
		}
		changed = true
	}
	for k := range page {
		if _, ok := link[k]; !ok {
			return false
		}
	}
	return changed
}

// digits reports a non-empty text of ASCII digits.
func digits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// articleCards reads the items of a list whose cards are no siblings
// but <article> elements, the HTML element of a self-contained
// composition (a post, a teaser, a product's card), in boxes of their
// own (a blog's featured post, then its latest two, each row in its own
// layout box): the shown <article>s inside root, out of the page's
// chrome and holding no other, whose top heading holds a link or is in
// one; of those leading to the same page (a layout's copy for another
// screen) the first.
func (r *run) articleCards(part render.Part, root int) []Item {
	d, st := r.pg.Doc, r.pg.Stats
	var cards, ends []int
	var hrefs []string
	for id := root; id <= d.End(root); id++ {
		switch t := d.Tag(id); {
		case st.Hidden[id] || t == atom.Nav || t == atom.Header || t == atom.Footer || t == atom.Aside:
			id = d.End(id)
			continue
		case t != atom.Article || st.Links[id] == 0:
			continue
		}
		if href := headingLink(d, id, topHeading(d, st.Hidden, id)); href != "" && !slices.Contains(hrefs, href) && !holdsTag(d, id, atom.Article) {
			cards, ends, hrefs = append(cards, id), append(ends, d.End(id)), append(hrefs, href)
		}
		id = d.End(id)
	}
	if len(cards) < minListedItems {
		return nil
	}
	shared, counts := sharedTargets(d, cards, ends), countsOf(d, cards, ends)
	var items []Item
	for i, c := range cards {
		if len(items) > maxItems {
			break // one more than kept: listItems says the rest was cut
		}
		if it := r.cardItem(part, c, ends[i], hrefs[i], shared, counts); it.Name != "" {
			items = append(items, it)
		}
	}
	return items
}

// headingLink is the target of the link to a page in card's heading h,
// else of the link around it (a card's title whose link wraps the
// heading); no poster's (posterLink). "" when none, or h is -1.
func headingLink(d *dom.Document, card, h int) string {
	if h < 0 {
		return ""
	}
	leads := func(id int) string {
		if href := dom.Attr(d.Elems[id], "href"); d.Tag(id) == atom.A && dom.LeadsAway(href) && !toPart(href) && !posterLink(d, card, id) {
			return href
		}
		return ""
	}
	for id := h; id <= d.End(h); id++ {
		if href := leads(id); href != "" {
			return href
		}
	}
	for at := int(d.Parent[h]); at > card; at = int(d.Parent[at]) {
		if href := leads(at); href != "" {
			return href
		}
	}
	return ""
}

// holdsTag reports an element of tag a inside id (not id itself).
func holdsTag(d *dom.Document, id int, a atom.Atom) bool {
	for j := id + 1; j <= d.End(id); j++ {
		if d.Tag(j) == a {
			return true
		}
	}
	return false
}
