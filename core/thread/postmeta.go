package thread

import (
	"net/url"
	"strconv"
	"strings"
	"unicode"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// What a comment or post says about itself besides its text: who wrote it,
// when, its score, its number in the thread, its address, and whether it
// is a question's accepted answer. Each is read from the markup that says
// it most plainly, in this order of trust:
//
//	author: an author attribute on the item (data-author); schema.org
//	  (itemprop=author, its itemprop=name); microformats (p-author, h-card,
//	  vcard and their p-name, fn); rel=author; an element named as the
//	  author (class/id), or <cite>, or a heading naming the writer
//	  ("<a>Ann</a> says:", a name beside its date); the first link whose
//	  text is a name and that is no link to the item itself; the name
//	  beside the date in a signature line ("Posted by: Sue | 22 March 2014
//	  at 07:15", "by Kate on November 29, 2010 at 8:03 am": signature.go).
//	date: machine dates (<time datetime>, <data value>, <meta content>,
//	  abbr/title in the microformat way); a date in an attribute (a Unix
//	  timestamp, an ISO string or a shown date in title, data-*time*,
//	  datetime); an element named as the date (class/id) — its text, made
//	  ISO when it is a whole date; any short element whose text is a whole
//	  date; a date in a signature line, or in the loose text that heads
//	  the item.
//
// The card of the item's editor (schema.org editor) is read for neither:
// its name and date are the edit's. Within one level of trust the first
// in the page wins. The date as shown
// is what people read: a machine date that shows nothing (a <meta>, a
// <time> whose text is its ISO string) takes its shown text from an
// element of the same day beside it (shownDate). What the thread shows in
// one slot on most items (Finder.fillSlots) fills the items that
// have none.

// postMeta is what readMeta found in one item.
type postMeta struct {
	author, date, dateText, score, permalink string
	number                                   int
	accepted                                 bool
	// authorEl, dateEl, numberEl, scoreEl are the elements read (-1:
	// none); the item's body leaves them out. authorTier, dateTier: how
	// they were found (lower is more trusted).
	authorEl, dateEl, numberEl, scoreEl int
	// profileEl is the author's card the item declares (isProfile; -1:
	// none): the forum's, left out of the body with the author.
	profileEl int
	// dateLinked: the date element links to the item (its permalink).
	dateLinked           bool
	authorTier, dateTier int
}

// Tiers of trust for authors and dates (see above); noTier: not found.
const (
	tierAttr = iota
	tierSchema
	tierMicroformat
	tierMarked
	tierLink
	tierSignature
	tierSlot
	noTier
)

// ownElements calls fn for the elements of the item's roots in page order,
// passing over nested items; fn returns false to stop.
func (f *Finder) ownElements(roots []int, isItem func(int) bool, fn func(id int) bool) {
	for _, r := range roots {
		for d := r; d <= f.doc.End(r); d++ {
			if d != r && isItem(d) {
				d = f.doc.End(d)
				continue
			}
			if !fn(d) {
				return
			}
		}
	}
}

// meta is readMeta of one block read whole (nested items included),
// memoised: the page-type call and the thread's assembly ask about the
// same blocks.
func (f *Finder) meta(id int) postMeta {
	if m, ok := f.metas[id]; ok {
		return m
	}
	if f.metas == nil {
		f.metas = map[int]postMeta{}
	}
	m := f.readMeta([]int{id}, func(int) bool { return false })
	f.metas[id] = m
	return m
}

// readMeta reads an item's metadata; roots are its elements (one, or a
// <dt> and its <dd>s).
func (f *Finder) readMeta(roots []int, isItem func(int) bool) postMeta {
	m := postMeta{authorEl: -1, dateEl: -1, numberEl: -1, scoreEl: -1, profileEl: -1, authorTier: noTier, dateTier: noTier}
	root := f.doc.Elems[roots[0]]
	for _, key := range []string{"data-author", "author", "data-username"} {
		if a := nameText(dom.Attr(root, key)); a != "" {
			m.author, m.authorTier = a, tierAttr
			break
		}
	}
	for _, key := range []string{"score", "data-score"} {
		if s := firstNumber(dom.Attr(root, key)); s != "" {
			m.score = s
			break
		}
	}
	if p := dom.Attr(root, "permalink"); p != "" {
		m.permalink = f.absolute(p)
	} else if p := dom.Attr(root, "data-permalink"); p != "" {
		m.permalink = f.absolute(p)
	}
	m.accepted = dom.Attr(root, "itemprop") == "acceptedAnswer" || hasToken(dom.Attr(root, "class"), "accepted")
	idKey := itemKey(root)
	var lines []int // short blocks, for signature lines
	editors, editorEnd := f.editorCards(roots, isItem), -1
	f.ownElements(roots, isItem, func(d int) bool {
		el := f.doc.Elems[d]
		if f.quoting(d, roots[0]) {
			return true // a quoted post's author and date are not this one's
		}
		if editors.has(d) {
			editorEnd = f.doc.End(d)
		}
		if d <= editorEnd {
			return true // the editor's name and the date of the edit are not the post's
		}
		if m.profileEl < 0 && f.isProfile(d, roots[0]) {
			m.profileEl = d
		}
		f.authorCandidate(&m, d, el, idKey)
		if m.authorTier > tierMarked && d != roots[0] && dom.HeadingLevel(el.DataAtom) > 0 {
			f.headingAuthor(&m, d)
		}
		f.dateCandidate(&m, d, el, roots[0], idKey)
		if m.score == "" {
			if m.score = scoreOf(el); m.score != "" && f.st.Chars[d] <= maxScoreChars {
				m.scoreEl = d
			}
		}
		if m.number == 0 {
			if n := postNumber(el); n > 0 && f.inShortBlock(d) && !f.inParagraph(d, roots[0]) {
				m.number, m.numberEl = n, d
				if m.permalink == "" && el.DataAtom == atom.A {
					m.permalink = f.absolute(dom.Attr(el, "href"))
				}
			}
		}
		if c := f.st.Chars[d]; c > 0 && c <= maxSignatureChars && dom.IsBlock(el.DataAtom) && len(lines) < 8 {
			lines = append(lines, d)
		}
		return true
	})
	if m.dateTier > tierSignature || m.authorTier > tierSignature {
		signed := false
		for i, l := range lines {
			if i+1 < len(lines) && f.doc.Contains(l, lines[i+1]) {
				// A short comment's whole body is a short block too: its
				// own lines sign it, not the text around them.
				continue
			}
			if signed = f.signatureLine(&m, f.text(l), l); signed {
				break
			}
		}
		if !signed && len(roots) == 1 {
			f.signatureLine(&m, f.headText(roots[0]), -1)
		}
	}
	if m.permalink == "" && m.dateEl >= 0 {
		m.permalink = f.absolute(f.linkAround(m.dateEl, roots[0]))
	}
	if m.authorTier > tierAttr && m.author != "" && m.author == strings.TrimSpace(m.dateText) {
		// The link read as a name is the date ("1 year, 7 months ago"
		// linking to the post's activity): no author.
		m.author, m.authorEl, m.authorTier = "", -1, noTier
	}
	return m
}

// editorCards are the cards in an item that name who edited it, as
// schema.org says (itemprop=editor: "the person who edited the
// CreativeWork"; Stack Exchange's "edited Sep 3, 2024 at 9:40" card): the
// largest block around the editor that names no author. nil when none.
func (f *Finder) editorCards(roots []int, isItem func(int) bool) idSet {
	var cards idSet
	f.ownElements(roots, isItem, func(d int) bool {
		if dom.Attr(f.doc.Elems[d], "itemprop") != "editor" {
			return true
		}
		card := -1
		for n := int(f.doc.Parent[d]); n > roots[0] && !f.namesAuthor(n); n = int(f.doc.Parent[n]) {
			card = n
		}
		if card >= 0 {
			if cards == nil {
				cards = make(idSet, len(f.doc.Elems))
			}
			cards[card] = true
		}
		return true
	})
	return cards
}

// namesAuthor reports an element holding one that says it is the author
// (itemprop=author).
func (f *Finder) namesAuthor(id int) bool {
	for d := id; d <= f.doc.End(id); d++ {
		if dom.Attr(f.doc.Elems[d], "itemprop") == "author" {
			return true
		}
	}
	return false
}

// isProfile reports the author's card of an item: an element in it (not
// the item itself) that the markup declares as the author — a schema.org
// item of type Person or one the post names its author or creator
// (microdata), or a microformats author card (p-author h-card) — and that
// holds less than half the item's text. A forum declares the whole profile
// column so (name, avatar, role, "Discussion starter", "Joined"), not only
// the name; what it holds is the member's, not the post's, even where it
// is not repeated from post to post (the role of a member who posts once).
func (f *Finder) isProfile(d, root int) bool {
	if d == root || 2*f.st.Chars[d] >= f.st.Chars[root] || f.st.Chars[d] > maxChromeChars {
		return false
	}
	el := f.doc.Elems[d]
	declared := false
	if dom.HasAttr(el, "itemscope") {
		prop := dom.Attr(el, "itemprop")
		typ := strings.TrimRight(dom.Attr(el, "itemtype"), "/")
		declared = strings.HasSuffix(typ, "/Person") || strings.Contains(prop, "author") || strings.Contains(prop, "creator")
	} else {
		class := dom.Attr(el, "class")
		declared = hasToken(class, "p-author") && hasToken(class, "h-card")
	}
	return declared
}

// authorCandidate takes el for the item's author when it says so more
// plainly than what was found before.
func (f *Finder) authorCandidate(m *postMeta, d int, el *html.Node, idKey string) {
	tier := noTier
	switch {
	case strings.Contains(dom.Attr(el, "itemprop"), "author"):
		tier = tierSchema
	case len(el.Attr) == 0 && el.DataAtom != atom.Cite:
		return
	case hasToken(dom.Attr(el, "class"), "p-author"), hasToken(dom.Attr(el, "class"), "h-card"), hasToken(dom.Attr(el, "class"), "vcard"):
		tier = tierMicroformat
	case dom.Attr(el, "rel") == "author", el.DataAtom == atom.Cite, isAuthorMarked(f.doc.ClassIDOf(d)):
		tier = tierMarked
	case el.DataAtom == atom.A:
		tier = tierLink
	}
	if m.authorTier == tierAttr && (m.authorEl < 0 || f.doc.Contains(m.authorEl, d)) && f.st.Chars[d] <= maxNameChars && f.doc.Tag(d) != atom.Meta {
		if nameText(f.text(d)) == m.author {
			// Where the item shows the author its root names: the
			// innermost such element (the name's link, not the line
			// around it, which in another post holds a badge beside
			// the name: "Discussion starter").
			m.authorEl = d
		}
	}
	if tier >= m.authorTier || f.st.Chars[d] > maxSignatureChars {
		return // a block of text named after its author is no name
	}
	name := f.personName(d)
	if tier == tierLink && (name == "" || linksToItem(dom.Attr(el, "href"), idKey) || !f.inShortBlock(d) || f.inHeading(d) || f.commentChrome(d)) {
		return
	}
	if tier == tierSchema && el.DataAtom == atom.Meta {
		name = nameText(dom.Attr(el, "content"))
	}
	if tier == tierMarked && m.authorTier == tierLink && f.memberPage(m.authorEl, d) {
		return
	}
	if name != "" {
		m.author, m.authorEl, m.authorTier = name, d, tier
	}
}

// memberPage reports a link d after the author's link a that leads to
// another page of the same member, not to who they are: under the
// author's address (Slashdot's "Journal", "//slashdot.org/~mcgrew/journal/"
// after "//slashdot.org/~mcgrew") or, where the author's link stays on
// one site, to another site (their "Homepage"). A forum marks both as the
// user's (class "user_journal_display"), which would read their label as
// a name.
func (f *Finder) memberPage(a, d int) bool {
	if a < 0 || f.doc.Tag(a) != atom.A || f.doc.Tag(d) != atom.A {
		return false
	}
	au, err1 := url.Parse(strings.TrimSpace(dom.Attr(f.doc.Elems[a], "href")))
	du, err2 := url.Parse(strings.TrimSpace(dom.Attr(f.doc.Elems[d], "href")))
	if err1 != nil || err2 != nil || au.Path == "" && au.Host == "" {
		return false
	}
	if base := f.base(); base != nil {
		au, du = base.ResolveReference(au), base.ResolveReference(du)
	}
	if du.Host != "" && !strings.EqualFold(du.Host, au.Host) {
		return true
	}
	ap, dp := strings.TrimRight(au.Path, "/"), strings.TrimRight(du.Path, "/")
	return ap != "" && strings.HasPrefix(dp, ap+"/")
}

// authorWords name an author's element by class or id; notAuthorWords
// name the parts around it (a role, a picture, figures, a date) that
// share those words ("userTitle", "user-info", "author_statistics").
var (
	authorWords    = []string{"author", "user", "nick", "poster", "member", "byline", "commenter", "name", "fn"}
	notAuthorWords = []string{"title", "rank", "role", "group", "badge", "avatar", "photo", "pic", "stat", "extra", "info", "detail", "time", "date", "flair", "banner", "status", "count", "action", "list", "bio", "signature"}
)

// isAuthorMarked reports a lower-cased "class id" string with a token
// naming an author and not a part around it.
func isAuthorMarked(ci string) bool {
	if !containsAny(ci, authorWords) {
		return false
	}
	for _, tok := range strings.Fields(ci) {
		if !containsAny(tok, notAuthorWords) && (containsAny(tok, authorWords[:len(authorWords)-2]) || tok == "fn" || tok == "name" ||
			strings.HasSuffix(tok, "-name") || strings.HasSuffix(tok, "_name")) {
			return true
		}
	}
	return false
}

func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// personName reads a name from an author element: a name marked inside it
// (itemprop/property name, p-name, fn), else the element's own text when
// it is a link, else its first link, strong or heading holding a name,
// else its text when short enough to be one.
func (f *Finder) personName(id int) string {
	end := f.doc.End(id)
	for d := id + 1; d <= end; d++ {
		el := f.doc.Elems[d]
		p := dom.Attr(el, "itemprop") + " " + dom.Attr(el, "property")
		if strings.HasSuffix(strings.TrimSpace(p), "name") || hasToken(dom.Attr(el, "class"), "p-name") || hasToken(dom.Attr(el, "class"), "fn") {
			if el.DataAtom == atom.Meta {
				return markedName(dom.Attr(el, "content"))
			}
			return markedName(f.text(d))
		}
	}
	root := f.doc.Elems[id]
	if root.DataAtom == atom.A {
		return nameText(f.text(id))
	}
	for d := id + 1; d <= end; d++ {
		switch f.doc.Tag(d) {
		case atom.A, atom.Strong, atom.B, atom.H2, atom.H3, atom.H4, atom.H5:
			if n := nameText(f.text(d)); n != "" {
				return n
			}
		}
	}
	if f.st.Chars[id] > maxNameChars {
		return ""
	}
	return nameText(f.text(id))
}

// maxNameChars bounds a name; maxNameWords its words.
const (
	maxNameChars = 60
	maxNameWords = 6
)

// nameText is s as a person's name ("Ann says:" → "Ann"), or "" when it
// cannot be one: empty, too long, a date, a time of day, a number or a
// mention.
func nameText(s string) string {
	s = trimByAndCounter(trimSays(dom.FoldSpace(s)))
	if s == "" || len(s) > maxNameChars || strings.Count(s, " ") >= maxNameWords || s[0] == '#' || s[0] == '@' ||
		strings.Contains(s, "://") || strings.HasPrefix(s, "www.") {
		return ""
	}
	letters := false
	for _, r := range s {
		if unicode.IsLetter(r) {
			letters = true
			break
		}
	}
	if !letters || TextDate(s) != "" || MachineDate(s) != "" || hasClockTime(s) {
		return "" // a date, or a line holding a time of day ("Jul 11, 2013 #10 2013-07-11T21:20")
	}
	return s
}

// markedName is s as the name a page marks as one (itemprop=name, p-name,
// fn): a handle of digits alone ("131359") is a name there, though
// unmarked digits are a counter.
func markedName(s string) string {
	if n := nameText(s); n != "" {
		return n
	}
	s = trimSays(dom.FoldSpace(s))
	if s == "" || len(s) > maxNameChars || strings.ContainsRune(s, ' ') || TextDate(s) != "" || MachineDate(s) != "" {
		return ""
	}
	for _, r := range s {
		if !unicode.IsDigit(r) {
			return ""
		}
	}
	return s
}

// itemKey is the part of an item's id attribute that names it (the
// digits of "comment-5511", "tree_64636363"): its permalinks hold it.
func itemKey(el *html.Node) string {
	best := ""
	for part := range strings.FieldsFuncSeq(dom.Attr(el, "id"), func(r rune) bool { return r == '-' || r == '_' }) {
		digits := 0
		for i := 0; i < len(part); i++ {
			if part[i] >= '0' && part[i] <= '9' {
				digits++
			}
		}
		if digits >= 4 && len(part) > len(best) {
			best = part
		}
	}
	return best
}

// linksToItem reports a link to the item itself (a permalink, a subject
// line), which names no author.
func linksToItem(href, key string) bool {
	return href == "" || href[0] == '#' || key != "" && strings.Contains(href, key)
}

// dateCandidate takes el for the item's date when it says so more plainly
// than what was found before (root and key: the item's root and key, for
// a date linking to it).
func (f *Finder) dateCandidate(m *postMeta, d int, el *html.Node, root int, key string) {
	linked := func() bool { return f.linksHere(d, root, key) }
	if m.dateTier < tierSchema {
		return
	}
	if m.dateTier == tierSchema {
		if m.dateLinked || machineValue(el) == "" || !linked() {
			f.shownDate(m, d, el)
			return
		}
		// Of two machine dates, the one linking to the post is the
		// post's: the first may be the thread's ("last post by X,
		// <time>") in a header the opening post holds.
		m.dateTier = tierSchema + 1
	}
	shown := func() string {
		if f.st.Chars[d] > 0 && f.st.Chars[d] <= maxShownDate {
			return f.shownText(d)
		}
		if p := int(f.doc.Parent[d]); el.DataAtom == atom.Meta && p >= 0 && f.st.Chars[p] > 0 && f.st.Chars[p] <= maxShownDate {
			// Microdata marks a shown date with a <meta> beside it, in
			// the element that shows it: "<a><span>Jul 5, 2024 at 7:30
			// PM</span><meta itemprop=datePublished …></a>".
			if _, part := dateInLine(f.text(p)); part != "" {
				return part
			}
		}
		return ""
	}
	take := func(iso, text string, tier int) {
		if tier < m.dateTier {
			if _, part := dateInLine(text); part != "" {
				text = part // the date of "by X » date"
			}
			if !humanDate(text) && humanDate(m.dateText) && sameDay(iso, m.date) {
				// A machine date of the day shown before it: the
				// shown date stays what the post shows.
				m.date, m.dateTier = iso, tier
				return
			}
			m.date, m.dateText, m.dateEl, m.dateTier = iso, text, d, tier
			m.dateLinked = tier == tierSchema && linked()
		}
	}
	if len(el.Attr) > 0 {
		// Machine dates, then dates in attributes.
		if v := machineValue(el); v != "" {
			if iso := firstNonEmpty(MachineDate(v), TextDate(v)); iso != "" {
				take(iso, shown(), tierSchema)
				return
			}
		}
		if m.dateTier <= tierMicroformat {
			return
		}
		for _, a := range el.Attr {
			if dateAttr(a.Key) && (!tooltipAttr(a.Key) || f.mayShowDate(d)) {
				if iso := firstNonEmpty(MachineDate(a.Val), TextDate(a.Val)); iso != "" {
					take(iso, shown(), tierMicroformat)
					return
				}
			}
		}
	}
	if m.dateTier <= tierMarked || f.st.Hidden[d] {
		return
	}
	t := shown()
	if t == "" {
		return
	}
	if ci := f.doc.ClassIDOf(d); containsAny(ci, []string{"date", "time", "posted"}) && !containsAny(ci, []string{"update", "edit"}) {
		iso, part := dateInLine(t)
		take(iso, firstNonEmpty(part, t), tierMarked)
	} else if m.dateTier > tierLink {
		if iso := TextDate(t); iso != "" {
			take(iso, t, tierLink)
		}
	}
}

// shownDate gives a post whose machine date nothing shows (a <meta
// itemprop=datePublished>, a hidden <time> whose text is the ISO string)
// the date as shown by a later element of the same day: a <time> or an
// element whose date attribute says that day, with a short text. The
// shown element is the post's date element (left out of its body).
func (f *Finder) shownDate(m *postMeta, d int, el *html.Node) {
	if humanDate(m.dateText) || len(el.Attr) == 0 || f.st.Hidden[d] {
		return
	}
	v := machineValue(el)
	if v == "" {
		for _, a := range el.Attr {
			if dateAttr(a.Key) {
				v = a.Val
				break
			}
		}
	}
	iso := firstNonEmpty(MachineDate(v), TextDate(v))
	if iso == "" || !sameDay(iso, m.date) || f.st.Chars[d] == 0 || f.st.Chars[d] > maxShownDate {
		return
	}
	if t := f.shownText(d); humanDate(t) {
		m.dateText, m.dateEl = strings.TrimSpace(t), d
	}
}

// shownText is the text of a date element; of a <time> that holds the
// date in two forms, one for wide screens and one for narrow ones ("<time><span>June
// 14, 2024</span><span>1 yr</span></time>", the style shows one of them),
// the part that is a whole date.
func (f *Finder) shownText(d int) string {
	t := f.text(d)
	if f.doc.Tag(d) != atom.Time || TextDate(t) != "" {
		return t
	}
	for c := d + 1; c <= f.doc.End(d); c++ {
		if ct := f.text(c); TextDate(ct) != "" {
			return ct
		}
	}
	return t
}

// humanDate reports a date as people read it: some text, not an ISO
// string or a timestamp.
func humanDate(t string) bool {
	t = strings.TrimSpace(t)
	return t != "" && MachineDate(t) == ""
}

// sameDay reports two ISO dates of the same day (as written, zones aside).
func sameDay(a, b string) bool {
	return len(a) >= 10 && len(b) >= 10 && a[:10] == b[:10]
}

// linksHere reports an element inside a link to the item itself (below
// root): a fragment of the page, or an address holding the item's key.
func (f *Finder) linksHere(id, root int, key string) bool {
	href, ok := f.linkAbove(id, root)
	return ok && href != "" && linksToItem(href, key)
}

// linkAbove is the address of the nearest link around an element (below
// root); ok is false when no link holds it.
func (f *Finder) linkAbove(id, root int) (href string, ok bool) {
	for n := id; n >= root && n >= 0; n = int(f.doc.Parent[n]) {
		if f.doc.Tag(n) == atom.A {
			return dom.Attr(f.doc.Elems[n], "href"), true
		}
	}
	return "", false
}

// linkAround is the address of the link around an element (below root) or
// of the first link inside it: a post's date links to the post.
func (f *Finder) linkAround(id, root int) string {
	if href, ok := f.linkAbove(id, root); ok {
		return href
	}
	for d := id + 1; d <= f.doc.End(id); d++ {
		if f.doc.Tag(d) == atom.A {
			return dom.Attr(f.doc.Elems[d], "href")
		}
	}
	return ""
}

// quoting reports an element of a quotation inside the item: in a
// blockquote or q, or the <cite> that credits the blockquote after it.
func (f *Finder) quoting(id, root int) bool {
	if f.inQuote(id, root) {
		return true
	}
	if f.doc.Tag(id) != atom.Cite {
		return false
	}
	next := f.doc.NextSibling(id)
	for next >= 0 && f.doc.Tag(next) == atom.Br {
		next = f.doc.NextSibling(next) // "<cite>…</cite><br><blockquote>"
	}
	return next >= 0 && f.doc.Tag(next) == atom.Blockquote
}

// inHeading reports an element inside a heading (a linked title).
func (f *Finder) inHeading(id int) bool {
	for n := id; n >= 0; n = int(f.doc.Parent[n]) {
		if dom.HeadingLevel(f.doc.Tag(n)) > 0 {
			return true
		}
		if dom.IsBlock(f.doc.Tag(n)) {
			return false
		}
	}
	return false
}

// inParagraph reports an element inside a <p> of the item (a "#421" in a
// sentence refers to something else than the post's number).
func (f *Finder) inParagraph(id, root int) bool {
	for n := id; n > root; n = int(f.doc.Parent[n]) {
		if f.doc.Tag(n) == atom.P {
			return true
		}
	}
	return false
}

// inShortBlock reports an element whose nearest block (itself or an
// ancestor) is short: a header or signature line, not a paragraph of the
// body, where links are the writer's own.
func (f *Finder) inShortBlock(id int) bool {
	for n := id; n >= 0; n = int(f.doc.Parent[n]) {
		if dom.IsBlock(f.doc.Tag(n)) {
			return f.st.Chars[n] <= maxSignatureChars
		}
	}
	return false
}

// maxShownDate bounds the text of an element shown as a date.
const maxShownDate = 60

// machineValue is the machine-readable date an element holds: <time
// datetime>, <data value>, <meta itemprop=date… content>, a microformat
// date's title ("dt-published", "published").
func machineValue(el *html.Node) string {
	switch el.DataAtom {
	case atom.Time:
		return dom.Attr(el, "datetime")
	case atom.Data:
		return dom.Attr(el, "value")
	case atom.Meta:
		if strings.HasPrefix(dom.Attr(el, "itemprop"), "date") && !strings.Contains(dom.Attr(el, "itemprop"), "Modified") {
			return dom.Attr(el, "content")
		}
	case atom.Abbr:
		if c := dom.Attr(el, "class"); hasToken(c, "published") || hasToken(c, "dt-published") {
			return dom.Attr(el, "title")
		}
	}
	if strings.HasPrefix(dom.Attr(el, "itemprop"), "date") && !strings.Contains(dom.Attr(el, "itemprop"), "Modified") {
		return firstNonEmpty(dom.Attr(el, "datetime"), dom.Attr(el, "content"))
	}
	return ""
}

// dateAttr reports an attribute that may hold a post's date.
func dateAttr(key string) bool {
	switch key {
	case "datetime", "title", "ts", "created", "created-timestamp", "data-tippy-content":
		return true
	}
	return strings.HasPrefix(key, "data-") && (strings.Contains(key, "time") || strings.Contains(key, "date"))
}

// tooltipAttr reports an attribute whose value the browser shows as the
// element's tooltip (title, and Tippy's data-tippy-content): a date in it
// is the element's own only when the element shows a date too, another
// way, or shows no word (mayShowDate).
func tooltipAttr(key string) bool {
	return key == "title" || key == "data-tippy-content"
}

// mayShowDate reports an element whose text may be a date as shown: it
// holds a number ("on July 18, 2024", "vor 3 Stunden", "1y", "#4") or no
// letter at all (an icon). A link of words alone says where it leads, and
// its tooltip is about that: Slashdot's "Journal" link beside a
// commenter's name holds the date of the member's last journal entry in
// its title, which is not the comment's date.
func (f *Finder) mayShowDate(d int) bool {
	t := f.text(d)
	return !hasLetter(t) || strings.IndexFunc(t, unicode.IsDigit) >= 0
}

// dateInLine finds a whole date in a line, alone or between separators
// ("by X » Tue Aug 27, 2019 1:47 am"): its ISO form and its text.
func dateInLine(t string) (iso, part string) {
	if iso = TextDate(t); iso != "" {
		return iso, t
	}
	for _, p := range signatureParts(t) {
		if iso = TextDate(p); iso != "" {
			return iso, strings.TrimSpace(p)
		}
	}
	iso, part, _ = dateInWords(t)
	return iso, part
}

// signatureParts splits a signature line at its separators.
func signatureParts(t string) []string {
	return strings.FieldsFunc(t, func(r rune) bool { return strings.ContainsRune("|·•»–—", r) })
}

// scoreOf reads an item's score where it shows one: itemprop=upvoteCount,
// or an element named as a score, points or vote count (not one of the
// "likes"/"dislikes" variants a page keeps for after the reader's vote).
func scoreOf(el *html.Node) string {
	if dom.Attr(el, "itemprop") == "upvoteCount" {
		return firstNumber(firstNonEmpty(dom.Attr(el, "content"), dom.Attr(el, "data-value"), dom.Text(el)))
	}
	c := strings.ToLower(dom.Attr(el, "class"))
	if c == "" || hasToken(c, "likes") || hasToken(c, "dislikes") || !containsAny(c, []string{"score", "vote-count", "votecount", "points"}) {
		return ""
	}
	return firstNumber(dom.Text(el))
}

// maxScoreChars bounds the text of an element shown as a score ("1.2k
// points"), which the body leaves out; a longer one is more than the score.
const maxScoreChars = 24

// firstNumber is the first number in s as written ("212", "1.2k", "12,094").
func firstNumber(s string) string {
	start := strings.IndexFunc(s, func(r rune) bool { return r >= '0' && r <= '9' })
	if start < 0 || len(s)-start > 64 {
		return ""
	}
	end := start
	for end < len(s) && (s[end] >= '0' && s[end] <= '9' || (s[end] == '.' || s[end] == ',') && end+1 < len(s) && s[end+1] >= '0' && s[end+1] <= '9') {
		end++
	}
	if end < len(s) && strings.ContainsRune("kKM", rune(s[end])) {
		end++
	}
	if start > 0 && s[start-1] == '-' {
		start--
	}
	return s[start:end]
}

// maxPostNumber bounds a post's number in its thread (a longer "#…" is the
// id of a comment in the site's database).
const maxPostNumber = 99999

// postNumber reads a post's number: an element whose whole text is "#12",
// or itemprop=position.
func postNumber(el *html.Node) int {
	var s string
	if dom.Attr(el, "itemprop") == "position" {
		s = dom.Text(el)
	} else if el.FirstChild != nil && el.FirstChild == el.LastChild && el.FirstChild.Type == html.TextNode {
		t := strings.TrimSpace(el.FirstChild.Data)
		if len(t) < 2 || t[0] != '#' {
			return 0
		}
		s = t[1:]
	}
	if !allDigits(s) {
		return 0
	}
	n, err := strconv.Atoi(s)
	if err != nil || n > maxPostNumber {
		return 0
	}
	return n
}

// absolute resolves a link against the page's base, parsed once (base).
// A link to a fragment of the page ("#comment-5": the permalink of every
// comment of many blogs) in characters that need no escaping is the
// base's resolution of one such fragment with this one in its place
// (fragmentBase), not a parse and a resolution each.
func (f *Finder) absolute(href string) string {
	href = strings.TrimSpace(href)
	base := f.base()
	if href == "" || base == nil {
		return href
	}
	if plainFragment(href) {
		if !f.fragRead {
			f.fragBase, f.fragRead = fragmentBase(base), true
		}
		if f.fragBase != "" {
			return f.fragBase + href
		}
	}
	u, err := base.Parse(href)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return ""
	}
	return u.String()
}

// plainFragment reports a link to a fragment of the page whose name is
// letters, digits, '-' and '_': net/url writes it as it is.
func plainFragment(href string) bool {
	if len(href) < 2 || href[0] != '#' {
		return false
	}
	for i := 1; i < len(href); i++ {
		if c := href[i]; !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// fragmentBase is what a link to a plain fragment resolves to before its
// '#' (the base without its own fragment, its path cleaned as net/url
// cleans it), or "" when the base is not http(s): absolute then takes
// the long way.
func fragmentBase(base *url.URL) string {
	u, err := base.Parse("#x")
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return ""
	}
	s, ok := strings.CutSuffix(u.String(), "#x")
	if !ok {
		return ""
	}
	return s
}

// hasToken reports whether a space-separated attribute holds tok (in any
// letter case).
func hasToken(attr, tok string) bool {
	for i := 0; i+len(tok) <= len(attr); {
		j := i + len(tok)
		if strings.EqualFold(attr[i:j], tok) && (j == len(attr) || attr[j] == ' ') {
			return true
		}
		k := strings.IndexByte(attr[i:], ' ')
		if k < 0 {
			return false
		}
		i += k + 1
	}
	return false
}

func firstNonEmpty(vals ...string) string {
	for _, v := range vals {
		if v != "" {
			return v
		}
	}
	return ""
}

// trimSays drops what comment templates print after the author's name,
// which a colon or an ellipsis ends: the verb, in lower case, of "Ann
// says:", "Ann schreibt:", "Anonym hat gesagt…", "Anne a écrit :" (the
// first word is kept: a user name may be in lower case).
func trimSays(author string) string {
	author = strings.TrimSpace(author)
	t := strings.TrimSpace(strings.TrimRight(strings.TrimSuffix(author, "…"), ".:"))
	if t == author || len(author)-len(t) == 1 && author[len(author)-1] == '.' {
		return author // no colon, no ellipsis ("J. Smith Jr.")
	}
	words := strings.Fields(t)
	n := len(words)
	for n > 1 && unicode.IsLower([]rune(words[n-1])[0]) {
		n--
	}
	return strings.Join(words[:n], " ")
}
