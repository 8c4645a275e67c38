package thread

import (
	"strconv"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"golang.org/x/net/html/atom"
)

// The forum's parts of a post. Around what a member wrote, a thread sets
// the same parts in every post: a profile column (name, role, "Joined",
// "Posts: 4032"), a header (date, "#12"), a signature, a row of controls
// ("Reply with quote", "Top"), a reactions bar, an "edited" notice. They
// are the forum's, not the post's, and they show themselves by repeating:
// in the same place of the post (its slot: the last steps of the path from
// the post's root, with their classes) the thread shows
//
//   - the same text in several posts (the role, profile and signature of
//     a member who posts twice, the controls of every post);
//   - or, in most posts, only a line (a date, a number, a name);
//   - or lines that open alike ("Last edited: …", "Reactions: …");
//   - or a signature, as the slot's class says.
//
// What a slot holds in one post it holds in all: a signature repeated by
// one member marks the signatures of the others. Quotes are never the
// forum's. chromeSlots finds those slots; the post's body is what remains.

// Bounds of the chrome search.
const (
	maxChromeChars  = 400 // longer blocks are what someone wrote
	maxLineChars    = 80  // a line of a header
	maxTemplateLine = 120 // a notice that opens like its kind
	slotSteps       = 3   // the steps of a path that name a slot
)

// slotKey names the place of an element in its item: the last slotSteps
// steps from the item's root (tag and first class), and the element's
// rank among the item's elements in that place.
func (f *Finder) slotKey(root, id int) string {
	var b strings.Builder
	for n, steps := id, 0; n != root && n >= 0 && steps < slotSteps; n, steps = int(f.doc.Parent[n]), steps+1 {
		b.WriteString(page.Signature(f.doc, n))
		b.WriteByte('<')
	}
	return b.String()
}

// slotOccurrence is the text one item shows in a slot.
type slotOccurrence struct {
	item    int
	text    string
	ids     []int // the elements (one per item and rank)
	heading bool  // a heading or holding one: a title, chrome only if repeated
}

// chromeSlots returns the elements of the items that are the forum's
// parts, by the rules above.
func (f *Finder) chromeSlots(list []Item, isItem func(int) bool) map[int]bool {
	if len(list) < 2 {
		return nil
	}
	slots := map[string][]slotOccurrence{}
	var order []string
	for i, it := range list {
		rank := map[string]int{}
		f.ownElements(it.roots(), isItem, func(d int) bool {
			if d == it.Node || f.st.Chars[d] == 0 || f.st.Chars[d] > maxChromeChars {
				return true
			}
			if f.inQuote(d, it.Node) || f.inParagraph(d, it.Node) {
				return true // quotes are the post's; a paragraph's parts are its words
			}
			k := f.slotKey(it.Node, d)
			rank[k]++
			k += strconv.Itoa(rank[k])
			if slots[k] == nil {
				order = append(order, k)
			}
			slots[k] = append(slots[k], slotOccurrence{item: i, text: dom.Text(f.doc.Elems[d]), ids: []int{d}, heading: f.hasHeading(d) || f.inHeading(d)})
			return true
		})
	}
	chrome := map[int]bool{}
	for _, k := range order {
		occ := slots[k]
		if !isChromeSlot(k, occ, len(list)) {
			continue
		}
		for _, o := range occ {
			for _, id := range o.ids {
				chrome[id] = true
			}
		}
	}
	return chrome
}

// isChromeSlot applies the rules to the texts of one slot.
func isChromeSlot(key string, occ []slotOccurrence, items int) bool {
	n := len(occ)
	if n < 2 {
		return false
	}
	if strings.Contains(strings.ToLower(key[:strings.IndexByte(key, '<')]), "signature") {
		return true
	}
	seen := map[string]int{}
	short, template := !occ[0].heading, true
	first := labelOf(occ[0].text)
	for _, o := range occ {
		seen[o.text]++
		short = short && len(o.text) <= maxLineChars
		template = template && len(o.text) <= maxTemplateLine && first != "" && labelOf(o.text) == first
	}
	repeated := 0
	for _, o := range occ {
		if seen[o.text] > 1 {
			repeated++
		}
	}
	switch {
	case repeated >= 2 && 3*repeated >= n:
		return true
	case short && items >= 3 && 3*n >= 2*items:
		return true
	case template && (strings.HasSuffix(first, ":") || n >= 3):
		return true
	}
	return false
}

// hasHeading reports a heading, or an element holding one.
func (f *Finder) hasHeading(id int) bool {
	for d := id; d <= f.doc.End(id); d++ {
		if dom.HeadingLevel(f.doc.Tag(d)) > 0 {
			return true
		}
	}
	return false
}

// labelOf is how a line opens when it opens like a notice: its first word
// with its colon ("Reactions:"), or its first two words ("Last edited").
func labelOf(s string) string {
	words := strings.Fields(s)
	switch {
	case len(words) > 1 && strings.HasSuffix(words[0], ":"):
		return words[0]
	case len(words) > 2 && strings.HasSuffix(words[1], ":"):
		return words[0] + " " + words[1]
	case len(words) > 3:
		return words[0] + " " + words[1]
	}
	return ""
}

// inQuote reports an element inside a quotation of the item (a quote of an
// earlier post stays in the post).
func (f *Finder) inQuote(id, root int) bool {
	for n := id; n > root; n = int(f.doc.Parent[n]) {
		if t := f.doc.Tag(n); t == atom.Blockquote || t == atom.Q {
			return true
		}
	}
	return false
}

// agreeOnLinks keeps the authors read from a mere link (tierLink) only
// where the thread agrees on their slot: a profile link sits in the same
// place in each post, a link that happens to hold a few words ("permalink",
// a linked phrase of the body) does not.
func (f *Finder) agreeOnLinks(list []Item, metas []postMeta) {
	count := map[string]int{}
	keys := make([]string, len(metas))
	linked := 0
	for i := range metas {
		if metas[i].authorTier != tierLink {
			continue
		}
		linked++
		keys[i] = f.slotKey(list[i].Node, metas[i].authorEl)
		count[keys[i]]++
	}
	if linked < 2 {
		return
	}
	for i := range metas {
		if metas[i].authorTier == tierLink && 2*count[keys[i]] <= linked || count[keys[i]] < 2 && metas[i].authorTier == tierLink {
			metas[i].author, metas[i].authorEl, metas[i].authorTier = "", -1, noTier
		}
	}
}

// agreeOnAuthorKind reads again the author of an item whose author element
// is of another kind (tag and class) than most items': the opening post of
// another kind holds a link before its author ("Jump to latest") where the
// replies show only the author's; the element of the replies' kind in it
// names the author.
func (f *Finder) agreeOnAuthorKind(list []Item, metas []postMeta, isItem func(int) bool) {
	count := map[string]int{}
	found, best := 0, ""
	for i := range metas {
		if e := metas[i].authorEl; e >= 0 {
			found++
			k := page.Signature(f.doc, e)
			if count[k]++; best == "" || count[k] > count[best] {
				best = k
			}
		}
	}
	if found < 3 || 2*count[best] <= found || strings.HasSuffix(best, ".") {
		return
	}
	for i, it := range list {
		if e := metas[i].authorEl; e >= 0 && page.Signature(f.doc, e) == best || metas[i].authorTier < tierLink {
			continue
		}
		f.ownElements(it.roots(), isItem, func(d int) bool {
			if page.Signature(f.doc, d) == best {
				if n := nameText(dom.Text(f.doc.Elems[d])); n != "" {
					metas[i].author, metas[i].authorEl, metas[i].authorTier = n, d, tierSlot
					return false
				}
			}
			return true
		})
	}
}

// fillSlots completes the authors and dates the items did not say plainly:
// when most items that have one read it from one slot, an item without
// one shows it in the same slot (a name without a profile link, "Yesterday
// 19:40:12").
func (f *Finder) fillSlots(list []Item, metas []postMeta, isItem func(int) bool) {
	f.fillSlot(list, metas, isItem, true, func(m *postMeta) int { return m.authorEl }, func(m *postMeta, d int) {
		if n := nameText(dom.Text(f.doc.Elems[d])); n != "" {
			m.author, m.authorEl, m.authorTier = n, d, tierSlot
		}
	})
	f.fillSlot(list, metas, isItem, false, func(m *postMeta) int { return m.dateEl }, func(m *postMeta, d int) {
		if t := dom.Text(f.doc.Elems[d]); t != "" && len(t) <= maxShownDate {
			iso, part := dateInLine(t)
			t = firstNonEmpty(part, t)
			m.date, m.dateText, m.dateEl, m.dateTier = firstNonEmpty(iso, t), t, d, tierSlot
		}
	})
}

// fillSlot fills one field: el reads where an item's field was found
// (-1: not found), set fills it from an element. The slot is the found
// element's own, or its parent's (a name is a link in a slot that holds
// the name unlinked when the member left no address).
func (f *Finder) fillSlot(list []Item, metas []postMeta, isItem func(int) bool, parent bool, el func(*postMeta) int, set func(*postMeta, int)) {
	count := map[string]int{}
	found := 0
	best := ""
	for i := range metas {
		e := el(&metas[i])
		if e < 0 {
			continue
		}
		found++
		if parent && e != list[i].Node {
			e = int(f.doc.Parent[e])
		}
		k := f.slotKey(list[i].Node, e)
		if count[k]++; best == "" || count[k] > count[best] {
			best = k
		}
	}
	if found < 2 || found == len(metas) || 2*count[best] < found {
		return
	}
	for i, it := range list {
		if el(&metas[i]) >= 0 {
			continue
		}
		f.ownElements(it.roots(), isItem, func(d int) bool {
			if d != it.Node && f.slotKey(it.Node, d) == best && f.st.Chars[d] > 0 {
				set(&metas[i], d)
				return false
			}
			return true
		})
	}
}
