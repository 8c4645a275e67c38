package thread

import (
	"strconv"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
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
	return string(f.appendSlotKey(nil, root, id))
}

// appendSlotKey appends slotKey(root, id) to b without its rank.
func (f *Finder) appendSlotKey(b []byte, root, id int) []byte {
	for n, steps := id, 0; n != root && n >= 0 && steps < slotSteps; n, steps = int(f.doc.Parent[n]), steps+1 {
		b = append(b, f.sig(n)...)
		b = append(b, '<')
	}
	return b
}

// idSet is a set of element ids, one flag per element of the page: the
// renderers ask it of every element of every comment, where a map lookup
// per element was a tenth of the thread's time in wasm on a page of
// 17 537 comments.
type idSet []bool

// has reports whether id, which may be -1 (no element), is in the set.
func (s idSet) has(id int) bool { return id >= 0 && id < len(s) && s[id] }

// chromeSlots returns the elements of the items that are the forum's
// parts, by the rules above.
func (f *Finder) chromeSlots(list []Item, isItem func(int) bool) idSet {
	if len(list) < 2 {
		return nil
	}
	// The keys are built in one buffer and looked up without copying it
	// (a page of 17 537 comments made two strings per element): a key
	// is copied once, when first seen. base numbers the keys without
	// their rank; ranks counts them in the item being read.
	var (
		buf            []byte
		base           = map[string]int{}
		ranks, touched []int
		slots          = map[string]int{} // key → index in occs and order
		occs           [][]int32          // the elements in each slot
		order          []string
	)
	for _, it := range list {
		for _, b := range touched {
			ranks[b] = 0
		}
		touched = touched[:0]
		f.ownElements(it.roots(), isItem, func(d int) bool {
			if d == it.Node || f.st.Chars[d] == 0 || f.st.Chars[d] > maxChromeChars {
				return true
			}
			if f.quoting(d, it.Node) || f.inParagraph(d, it.Node) {
				return true // quotes (and the line citing a quote's author) are the post's; a paragraph's parts are its words
			}
			buf = f.appendSlotKey(buf[:0], it.Node, d)
			b, ok := base[string(buf)]
			if !ok {
				b = len(ranks)
				base[string(buf)] = b
				ranks = append(ranks, 0)
			}
			if ranks[b] == 0 {
				touched = append(touched, b)
			}
			ranks[b]++
			buf = strconv.AppendInt(buf, int64(ranks[b]), 10)
			k, ok := slots[string(buf)]
			if !ok {
				k = len(occs)
				key := string(buf)
				slots[key] = k
				order = append(order, key)
				occs = append(occs, nil)
			}
			occs[k] = append(occs[k], int32(d))
			return true
		})
	}
	chrome := make(idSet, len(f.doc.Elems))
	for k, key := range order {
		occ := occs[k]
		if !f.isChromeSlot(key, occ, len(list)) {
			continue
		}
		for _, d := range occ {
			chrome[d] = true
		}
	}
	return chrome
}

// isChromeSlot applies the rules to the texts of one slot, the elements
// occ of the items in it (an element's id, not a record of its text: a
// page of 17 537 comments made 38 MB of records). The first occurrence
// being a heading or in one (a title) makes the slot chrome only if its
// text repeats.
func (f *Finder) isChromeSlot(key string, occ []int32, items int) bool {
	n := len(occ)
	if n < 2 {
		return false
	}
	if strings.Contains(strings.ToLower(key[:strings.IndexByte(key, '<')]), "signature") {
		return true
	}
	text := func(d int32) string { return f.text(int(d)) } // memoised: every slot element is short
	first0 := int(occ[0])
	short, template := !(f.hasHeading(first0) || f.inHeading(first0)), true
	first := labelOf(text(occ[0]))
	for _, d := range occ {
		t := text(d)
		short = short && len(t) <= maxLineChars
		template = template && len(t) <= maxTemplateLine && first != "" && labelOf(t) == first
	}
	switch {
	case short && items >= 3 && 3*n >= 2*items:
		return true
	case template && (strings.HasSuffix(first, ":") || n >= 3):
		return true
	}
	// The texts shown in more than one post, counted only when the
	// cheaper rules above did not decide.
	seen := make(map[string]int, n)
	for _, d := range occ {
		seen[text(d)]++
	}
	repeated := 0
	for _, d := range occ {
		if seen[text(d)] > 1 {
			repeated++
		}
	}
	return repeated >= 2 && 3*repeated >= n
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
	var words [4]string // the first four are all it looks at
	n := 0
	for w := range strings.FieldsSeq(s) {
		words[n] = w
		if n++; n == len(words) {
			break
		}
	}
	switch {
	case n > 1 && strings.HasSuffix(words[0], ":"):
		return words[0]
	case n > 2 && strings.HasSuffix(words[1], ":"):
		return words[0] + " " + words[1]
	case n > 3:
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

// majority is the most frequent of the non-empty keys, how often it comes,
// and how many keys are not empty.
func majority(keys []string) (best string, n, found int) {
	count := map[string]int{}
	for _, k := range keys {
		if k == "" {
			continue
		}
		found++
		if count[k]++; count[k] > n {
			best, n = k, count[k]
		}
	}
	return best, n, found
}

// keyed returns the first element of the item (not its root) whose slot
// (bySlot) or kind is key, and whose text passes ok; -1 when none.
func (f *Finder) keyed(it Item, isItem func(int) bool, key string, bySlot bool, ok func(int) bool) int {
	found := -1
	f.ownElements(it.roots(), isItem, func(d int) bool {
		k := f.sig(d)
		if bySlot {
			k = f.slotKey(it.Node, d)
		}
		if d != it.Node && k == key && f.st.Chars[d] > 0 && ok(d) {
			found = d
			return false
		}
		return true
	})
	return found
}

// agreeOnAuthors reconciles the authors with the thread, in three steps:
//
//   - an author read from a mere link (tierLink) stays only where the
//     thread agrees on its slot: a profile link sits in the same place in
//     each post, a link that happens to hold a few words ("permalink", a
//     linked phrase of the body) does not;
//   - an author element of another kind (tag and class) than most items'
//     is read again from the element of the common kind in the item: the
//     opening post of another kind holds a link before its author ("Jump
//     to latest") where the replies show only the author's;
//   - an item without an author shows it in the slot most others show
//     theirs in (a name without a profile link), and likewise a date
//     ("Yesterday 19:40:12").
func (f *Finder) agreeOnAuthors(list []Item, metas []postMeta, isItem func(int) bool) {
	keys := make([]string, len(metas))
	for i, m := range metas {
		if m.authorTier == tierLink {
			keys[i] = f.slotKey(list[i].Node, m.authorEl)
		}
	}
	if best, n, found := majority(keys); found >= 2 {
		for i := range metas {
			if keys[i] != "" && (keys[i] != best || 2*n <= found || n < 2) {
				metas[i].author, metas[i].authorEl, metas[i].authorTier = "", -1, noTier
			}
		}
	}
	name := func(i int) func(int) bool {
		return func(d int) bool {
			n := nameText(f.text(d))
			if n != "" {
				metas[i].author, metas[i].authorEl, metas[i].authorTier = n, d, tierSlot
			}
			return n != ""
		}
	}
	for i, m := range metas {
		keys[i] = ""
		if m.authorEl >= 0 {
			keys[i] = f.sig(m.authorEl)
		}
	}
	if best, n, found := majority(keys); found >= 3 && 2*n > found && !strings.HasSuffix(best, ".") {
		for i, it := range list {
			if keys[i] != best && metas[i].authorTier >= tierLink {
				f.keyed(it, isItem, best, false, name(i))
			}
		}
	}
	f.fillSlot(list, metas, isItem, true, func(m *postMeta) int { return m.authorEl }, name)
	f.fillSlot(list, metas, isItem, false, func(m *postMeta) int { return m.dateEl }, func(i int) func(int) bool {
		return func(d int) bool {
			t := f.text(d)
			if t == "" || len(t) > maxShownDate {
				return false
			}
			iso, part := dateInLine(t)
			t = firstNonEmpty(part, t)
			metas[i].date, metas[i].dateText, metas[i].dateEl, metas[i].dateTier = firstNonEmpty(iso, t), t, d, tierSlot
			return true
		}
	})
}

// fillSlot fills one field: el reads where an item's field was found
// (-1: not found), set(i) fills item i's from an element. The slot is the
// found element's own, or its parent's (a name is a link in a slot that
// holds the name unlinked when the member left no address).
func (f *Finder) fillSlot(list []Item, metas []postMeta, isItem func(int) bool, parent bool, el func(*postMeta) int, set func(int) func(int) bool) {
	keys := make([]string, len(metas))
	for i := range metas {
		if e := el(&metas[i]); e >= 0 {
			if parent && e != list[i].Node {
				e = int(f.doc.Parent[e])
			}
			keys[i] = f.slotKey(list[i].Node, e)
		}
	}
	best, n, found := majority(keys)
	if found < 2 || found == len(metas) || 2*n < found {
		return
	}
	for i, it := range list {
		if keys[i] == "" {
			f.keyed(it, isItem, best, true, set(i))
		}
	}
}

// maxQuoteTail bounds the text of a quote's tail: a control's label.
const maxQuoteTail = 40

// quoteTails adds to chrome (allocated when nil) the tails of the thread's
// quotes that are the forum's: the last block of a quote, set apart by a
// class, short, and the same in two quotes or more (XenForo's "Click to
// expand…" under every long quote, in the forum's language). What a
// member quotes ends differently from quote to quote; the attribution
// ("Ann said:") opens a quote, it does not close it.
func (f *Finder) quoteTails(chrome idSet, list []Item, isItem func(int) bool) idSet {
	tails := map[string][]int{}
	var order []string
	for _, it := range list {
		f.ownElements(it.roots(), isItem, func(d int) bool {
			if f.doc.Tag(d) != atom.Blockquote {
				return true
			}
			last := -1
			f.doc.Children(d, func(c int) {
				if f.st.Chars[c] > 0 {
					last = c
				}
			})
			if last < 0 || f.doc.Elems[last].LastChild == nil || !dom.IsBlock(f.doc.Tag(last)) || dom.Attr(f.doc.Elems[last], "class") == "" || f.st.Chars[last] > maxQuoteTail || trailingText(f.doc.Elems[d]) {
				return true
			}
			t := f.text(last)
			if _, ok := tails[t]; !ok {
				order = append(order, t)
			}
			tails[t] = append(tails[t], last)
			return true
		})
	}
	for _, t := range order {
		if len(tails[t]) < 2 {
			continue
		}
		if chrome == nil {
			chrome = make(idSet, len(f.doc.Elems))
		}
		for _, d := range tails[t] {
			chrome[d] = true
		}
	}
	return chrome
}

// trailingText reports a quote whose last words are loose text after its
// last element: the quote then ends with what was quoted.
func trailingText(n *html.Node) bool {
	for c := n.LastChild; c != nil; c = c.PrevSibling {
		switch c.Type {
		case html.ElementNode:
			return false
		case html.TextNode:
			if strings.TrimSpace(c.Data) != "" {
				return true
			}
		}
	}
	return false
}
