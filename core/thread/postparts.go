package thread

import (
	"fmt"
	"strings"

	"github.com/pith-reader/pith/core/clean"
	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// The parts a forum sets under a post that need not repeat to be told
// apart (chromeSlots finds those that repeat): one post in a thread may
// be the only one edited, one member the only one with a signature. Each
// is found by its place and its markup, in any language.
//
// An edit notice says the post was changed: "Last edited: May 18, 2024"
// (XenForo), "Last edited by Ann on Mon Oct 02, 2023 8:51 pm" (phpBB),
// "Edited June 19, 2024 by ColdJ" (Invision), "Zuletzt bearbeitet von …",
// "Modifié le …":
//
//   - it is the forum's own block: the template gives it a class or an id,
//     where what a member wrote (paragraphs, line breaks) carries none;
//   - it is short (maxSignatureChars) and holds a date: a machine date
//     (<time datetime>, a date attribute), a whole date, or a time of day;
//     no block in it lacks one (a paragraph of the body is none);
//   - that date is not the post's own (the notice holds neither the
//     post's date nor its author, number or profile);
//   - it follows the body: at least minPostText letters of the post come
//     before it, its header (author, date, profile) and chrome aside.
//
// A signature is the member's line under every post they write, which the
// template declares by its class, id, data-role or component
// ("signature", "postsignature", "message-signature", "memberSignature",
// "post/signature"): at most maxChromeChars, it follows the body as a
// notice does, and holds none of the post's header.
//
// Quotes are the post's (a quoted post's date line and signature stay in
// its quote); code, lists and tables are what a member wrote.

// A header line is the line that holds the post's author or its date
// and, besides them, at most maxLineWords words: "asked <date>",
// "Post by <author> »", "Publié le <date>". The reader shows the author
// and the date in its own line; what the line says around them goes with
// them.

// maxLineWords bounds the words of a header line besides its author,
// date, number and profile.
const maxLineWords = 3

// postParts adds to chrome (allocated when nil) the header lines, the edit
// notices and the signatures of one item, whose metadata is m, and
// returns it.
func (f *Finder) postParts(chrome idSet, it Item, isItem func(int) bool, m postMeta) idSet {
	root := it.Node
	mark := func(d int) {
		if chrome == nil {
			chrome = make(idSet, len(f.doc.Elems))
		}
		chrome[d] = true
	}
	for _, e := range []int{m.authorEl, m.dateEl} {
		if line := f.headerLine(e, root, m); line >= 0 {
			mark(line)
		}
	}
	f.scoreVariants(m.scoreEl, mark)
	f.authorLinks(it, isItem, m, mark)
	barEnd := -1
	f.ownElements(it.roots(), isItem, func(d int) bool {
		if d == root || d <= barEnd || f.quoting(d, root) {
			return true
		}
		switch {
		case f.isTagList(d):
			mark(d)
		case f.actionBar(d):
			mark(d)
			barEnd = f.doc.End(d)
		}
		return true
	})
	f.ownElements(it.roots(), isItem, func(d int) bool {
		if d == root || chrome.has(d) {
			return true
		}
		// underBody counts the letters before d: asked of the candidates
		// only.
		notice := f.isEditNotice(d, m)
		if (notice || f.isSignature(d)) && f.underBody(d, root, m) {
			if notice {
				mark(f.noticeLine(d))
			} else {
				mark(d)
			}
		}
		return true
	})
	return chrome
}

// scoreVariants marks the siblings of the score element that show the
// score another way: of the same kind (the first word of their class), a
// count each (isCount: old Reddit's "dislikes" and "likes" scores, which
// the page shows instead of the score once the reader has voted).
func (f *Finder) scoreVariants(score int, mark func(int)) {
	if score < 0 || f.doc.Parent[score] < 0 {
		return
	}
	kind, _, _ := strings.Cut(strings.TrimSpace(dom.Attr(f.doc.Elems[score], "class")), " ")
	if kind == "" {
		return
	}
	f.doc.Children(int(f.doc.Parent[score]), func(c int) {
		k, _, _ := strings.Cut(strings.TrimSpace(dom.Attr(f.doc.Elems[c], "class")), " ")
		if c != score && k == kind && f.st.Chars[c] <= maxScoreChars && isCount(f.text(c)) {
			mark(c)
		}
	})
}

// isCount reports a number alone or with one word after it ("56", "41
// points").
func isCount(s string) bool {
	words := strings.Fields(s)
	return len(words) > 0 && len(words) <= 2 && firstNumber(words[0]) == words[0]
}

// headerLine is the nearest block around element e (the post's author or
// date) below the item's root when it is a header line, else -1.
func (f *Finder) headerLine(e, root int, m postMeta) int {
	return f.lineAround(e, root, m, e)
}

// lineAround is headerLine of element e, with besides the post's own
// header elements the element also (the author's other link) out of the
// line's count of words.
func (f *Finder) lineAround(e, root int, m postMeta, also int) int {
	if e < 0 || e == root || f.quoting(e, root) {
		return -1
	}
	line := e
	for line != root && !dom.IsBlock(f.doc.Tag(line)) {
		line = int(f.doc.Parent[line])
	}
	if line == root || line == e || f.st.Chars[line] > maxSignatureChars {
		return -1
	}
	header := map[*html.Node]bool{}
	for _, x := range []int{m.authorEl, m.dateEl, m.numberEl, m.profileEl, also} {
		if x >= 0 {
			header[f.doc.Elems[x]] = true
		}
	}
	// The line's controls and counts ("[–]", "41 points", "(2 children)"),
	// the links it sets apart by separators ("hide | past | favorite")
	// and the separators are no words of it either.
	rest := dom.TextExcept(f.doc.Elems[line], func(n *html.Node) bool {
		return header[n] || clean.CommentChrome(n) || n.DataAtom == atom.Button || separatedLink(n) ||
			n.FirstChild != nil && n.FirstChild == n.LastChild && n.FirstChild.Type == html.TextNode && len(n.FirstChild.Data) <= maxScoreChars && isCount(n.FirstChild.Data)
	})
	words := 0
	for w := range strings.FieldsSeq(rest) {
		if !hasLetter(w) {
			continue
		}
		if words++; words > maxLineWords {
			return -1
		}
	}
	return line
}

// separatedLink reports a link with a short label (maxControlLabel) that
// a separator adjoins, text of no letter or digit beside it ("|", "·"):
// one of a row of the forum's links in a post's header line — Hacker
// News' submission line, "212 points by tidewatcher on July 18, 2024 |
// hide | past | favorite | 5 comments", whose links act on the post or
// lead to pages about it. A link of the member's own sentence stands
// among words.
func separatedLink(n *html.Node) bool {
	if n.DataAtom != atom.A || len(dom.Text(n)) > maxControlLabel {
		return false
	}
	for _, s := range []*html.Node{n.PrevSibling, n.NextSibling} {
		if s == nil || s.Type != html.TextNode {
			continue
		}
		if t := strings.TrimSpace(s.Data); t != "" && !hasLetter(t) {
			return true
		}
	}
	return false
}

// isEditNotice applies the rules of a notice's own markup to element d.
func (f *Finder) isEditNotice(d int, m postMeta) bool {
	el := f.doc.Elems[d]
	if !dom.IsBlock(el.DataAtom) || f.st.Chars[d] == 0 || f.st.Chars[d] > maxSignatureChars || f.st.Hidden[d] {
		return false
	}
	if dom.Attr(el, "class") == "" && dom.Attr(el, "id") == "" {
		return false
	}
	switch el.DataAtom {
	case atom.Pre, atom.Code, atom.Table, atom.Ul, atom.Ol, atom.Dl, atom.Blockquote:
		return false
	}
	return f.holdsDate(d) && !f.holdsUndated(d)
}

// noticeLine is the part of an edit notice d that is the forum's: the
// child holding its date and the whole of its first line, when a line
// break follows it and then more than maxLineWords words (Invision sets
// the member's reason for the edit on a line under its "Edited … by …"),
// else the whole notice.
func (f *Finder) noticeLine(d int) int {
	for c := f.doc.FirstChild(d); c >= 0; c = f.doc.NextSibling(c) {
		if !f.holdsDate(c) {
			if f.st.Chars[c] > 0 {
				return d // words of the line outside the child
			}
			continue
		}
		for n := f.doc.Elems[c].PrevSibling; n != nil; n = n.PrevSibling {
			if n.Type == html.TextNode && strings.TrimSpace(n.Data) != "" {
				return d
			}
		}
		next := f.doc.Elems[c].NextSibling
		for next != nil && next.Type == html.TextNode && strings.TrimSpace(next.Data) == "" {
			next = next.NextSibling
		}
		if next == nil || next.DataAtom != atom.Br {
			return d
		}
		words := 0
		for n := next.NextSibling; n != nil; n = n.NextSibling {
			switch n.Type {
			case html.TextNode:
				words += len(strings.Fields(n.Data))
			case html.ElementNode:
				words += len(strings.Fields(dom.Text(n)))
			}
		}
		if words > maxLineWords {
			return c
		}
		return d
	}
	return d
}

// isSignature reports a block its markup declares a signature.
func (f *Finder) isSignature(d int) bool {
	el := f.doc.Elems[d]
	if !dom.IsBlock(el.DataAtom) || f.st.Chars[d] == 0 || f.st.Chars[d] > maxChromeChars || f.st.Hidden[d] {
		return false
	}
	for _, key := range []string{"class", "id", "data-role", "component"} {
		if v := dom.Attr(el, key); v != "" && strings.Contains(strings.ToLower(v), "signature") {
			return true
		}
	}
	return false
}

// underBody reports a part d of the item at root that comes after the
// post's body: it holds none of the post's header (author, date, number,
// profile) and is in none, it quotes nothing, and minPostText letters of
// the post come before it.
func (f *Finder) underBody(d, root int, m postMeta) bool {
	for _, e := range []int{m.dateEl, m.authorEl, m.numberEl, m.profileEl} {
		if e >= 0 && (f.doc.Contains(d, e) || f.doc.Contains(e, d)) {
			return false
		}
	}
	return !f.quoting(d, root) && f.lettersBefore(root, d, m) >= minPostText
}

// holdsDate reports an element holding a date outside its quotes: a
// machine date, a whole date in its text, or a time of day.
func (f *Finder) holdsDate(d int) bool {
	for e := d; e <= f.doc.End(d); e++ {
		if f.quoting(e, d) {
			e = f.doc.End(e)
			continue
		}
		if machineValue(f.doc.Elems[e]) != "" {
			return true
		}
	}
	t := dom.TextExcept(f.doc.Elems[d], func(n *html.Node) bool { return n.DataAtom == atom.Blockquote || n.DataAtom == atom.Q })
	if iso, _ := dateInLine(t); iso != "" {
		return true
	}
	return hasClockTime(t)
}

// holdsUndated reports a block inside d with text and no date of its own:
// a paragraph of the body, which a notice is not made of.
func (f *Finder) holdsUndated(d int) bool {
	for e := d + 1; e <= f.doc.End(d); e++ {
		if dom.IsBlock(f.doc.Tag(e)) && f.st.Chars[e] > 0 && !f.holdsDate(e) {
			return true
		}
	}
	return false
}

// hasClockTime reports a time of day in s: one or two digits, a colon and
// two digits ("8:51", "19:41:50"), no digit on either side.
func hasClockTime(s string) bool {
	digit := func(i int) bool { return i >= 0 && i < len(s) && s[i] >= '0' && s[i] <= '9' }
	for i := 0; i < len(s); i++ {
		if s[i] != ':' || !digit(i-1) || !digit(i+1) || !digit(i+2) || digit(i+3) {
			continue
		}
		if h := i - 1; !digit(h-1) || !digit(h-2) {
			return true
		}
	}
	return false
}

// lettersBefore counts the letters of the item at root that come before
// element d, leaving out the post's header (the elements holding its
// author, date, number or profile), its chrome and what is hidden.
func (f *Finder) lettersBefore(root, d int, m postMeta) int {
	header := []int{m.dateEl, m.authorEl, m.numberEl, m.profileEl}
	n := 0
	for e := root; e < d; e++ {
		if e != root && !f.doc.Contains(e, d) && (f.holdsAny(e, header) || f.st.Hidden[e] || f.commentChrome(e)) {
			e = f.doc.End(e) // a subtree left out whole
			continue
		}
		if dom.NonContent(f.doc.Elems[e]) {
			e = f.doc.End(e)
			continue
		}
		// e's own text: all of it, or, on the path to d, what comes
		// before the child that leads to d.
		onPath := f.doc.Contains(e, d)
		for c := f.doc.Elems[e].FirstChild; c != nil; c = c.NextSibling {
			if onPath && c.Type == html.ElementNode && f.leadsTo(c, d) {
				break
			}
			if c.Type == html.TextNode {
				n += clean.Letters(c.Data)
			}
		}
	}
	return n
}

// leadsTo reports whether node c is element d or one of its ancestors.
func (f *Finder) leadsTo(c *html.Node, d int) bool {
	for n := f.doc.Elems[d]; n != nil; n = n.Parent {
		if n == c {
			return true
		}
	}
	return false
}

// authorLinks marks the other links of an item to its author's page that
// show no words but the author's name: the avatar beside the name (a
// picture of the author, not of the post).
func (f *Finder) authorLinks(it Item, isItem func(int) bool, m postMeta, mark func(int)) {
	href := f.authorHref(m.authorEl)
	if href == "" {
		return
	}
	root := it.Node
	f.ownElements(it.roots(), isItem, func(d int) bool {
		el := f.doc.Elems[d]
		if el.DataAtom != atom.A || d == m.authorEl || f.doc.Contains(d, m.authorEl) || f.doc.Contains(m.authorEl, d) || f.quoting(d, root) {
			return true
		}
		if strings.TrimSpace(dom.Attr(el, "href")) != href {
			return true
		}
		if t := f.text(d); t == "" || nameText(t) == m.author {
			mark(d)
			if line := f.lineAround(d, root, m, d); line >= 0 && !f.doc.Contains(line, m.authorEl) {
				mark(line) // "Post by <a>Ann</a> »"
			}
		}
		return true
	})
}

// authorHref is the address the author element links to: its own, the
// first link in it, or the link around it; "" when none.
func (f *Finder) authorHref(a int) string {
	if a < 0 {
		return ""
	}
	for d := a; d <= f.doc.End(a); d++ {
		if f.doc.Tag(d) == atom.A {
			return strings.TrimSpace(dom.Attr(f.doc.Elems[d], "href"))
		}
	}
	for n := int(f.doc.Parent[a]); n >= 0; n = int(f.doc.Parent[n]) {
		if f.doc.Tag(n) == atom.A {
			return strings.TrimSpace(dom.Attr(f.doc.Elems[n], "href"))
		}
		if dom.IsBlock(f.doc.Tag(n)) {
			break
		}
	}
	return ""
}

// imageExts are the endings of an image file's address.
var imageExts = []string{".jpg", ".jpeg", ".png", ".gif", ".webp", ".avif"}

// imageLines rewrites the lines of a post's text that are only the
// address of an image file: a forum that embeds the image a member
// pasted (GameFAQs, many boards) shows the picture there, not the address.
// A line becomes image (a format with one %s: the Markdown image), or
// nothing when image is "".
func imageLines(text, image string) string {
	if !strings.Contains(text, "://") {
		return text
	}
	lines := strings.Split(text, "\n")
	out := lines[:0]
	for _, l := range lines {
		u := strings.ReplaceAll(strings.TrimSpace(l), `\_`, "_") // Markdown escapes
		if !isImageAddress(u) {
			out = append(out, l)
			continue
		}
		if image != "" {
			out = append(out, fmt.Sprintf(image, u))
		}
	}
	return strings.Join(out, "\n")
}

// isImageAddress reports a web address (no spaces) whose path ends as an
// image file's.
func isImageAddress(s string) bool {
	if !strings.HasPrefix(s, "https://") && !strings.HasPrefix(s, "http://") || strings.ContainsAny(s, " \t<>()[]") {
		return false
	}
	path, _, _ := strings.Cut(s, "?")
	path, _, _ = strings.Cut(path, "#")
	path = strings.ToLower(path)
	for _, e := range imageExts {
		if strings.HasSuffix(path, e) {
			return true
		}
	}
	return false
}

// bodyQuote is the quote (<blockquote>) that holds the whole of an item's
// body, -1 when none. A post quotes an earlier one to answer it, with
// words of its own outside the quote; a quote with none outside it, its
// header, chrome and nested items aside, is the container the template
// sets the post's text in (vBulletin's "postcontent"), written as a block.
func (f *Finder) bodyQuote(it Item, isItem func(int) bool, m postMeta, chrome idSet) int {
	quote := -1
	f.ownElements(it.roots(), isItem, func(d int) bool {
		if f.doc.Tag(d) != atom.Blockquote || f.st.Hidden[d] || chrome.has(d) || f.isSignature(d) || f.inQuote(int(f.doc.Parent[d]), it.Node) {
			return true // a signature set in a quote is the forum's
		}
		if quote >= 0 {
			quote = -2 // two quotes: the post quotes
			return false
		}
		quote = d
		return true
	})
	if quote < 0 || f.st.Chars[quote] < minPostText {
		return -1
	}
	if f.lettersOutside(it, isItem, quote, m, chrome, minPostText) >= minPostText {
		return -1
	}
	return quote
}

// lettersOutside counts the letters of an item's words outside the
// element quote (its header, chrome, hidden and non-content elements not
// counted), up to at most enough.
func (f *Finder) lettersOutside(it Item, isItem func(int) bool, quote int, m postMeta, chrome idSet, enough int) int {
	header := []int{m.dateEl, m.authorEl, m.numberEl, m.scoreEl, m.profileEl}
	outside := 0
	f.ownElements(it.roots(), isItem, func(d int) bool {
		if f.countedOut(d, it.Node, quote, header, chrome) {
			return true
		}
		for c := f.doc.Elems[d].FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.TextNode {
				outside += clean.Letters(c.Data)
			}
		}
		return outside < enough
	})
	return outside
}

// countedOut reports an element whose own text is not the post's words
// outside its body quote: inside the quote, or inside its header, chrome,
// a hidden or non-content element.
func (f *Finder) countedOut(d, root, quote int, header []int, chrome idSet) bool {
	for n := d; n > root; n = int(f.doc.Parent[n]) {
		if n == quote {
			return true
		}
		if !f.doc.Contains(n, quote) && (chrome.has(n) || f.st.Hidden[n] || f.commentChrome(n) || dom.NonContent(f.doc.Elems[n]) || f.holdsAny(n, header)) {
			return true
		}
	}
	return false
}

// holdsAny reports an element that is or holds one of els (-1: none).
func (f *Finder) holdsAny(d int, els []int) bool {
	for _, e := range els {
		if e >= 0 && f.doc.Contains(d, e) {
			return true
		}
	}
	return false
}

// isTagList reports a block of the post's tags (microformats rel-tag: the
// linked page is a tag of this one): all its text in links, and every link
// in it a tag. They say what the post is filed under, not what it says.
func (f *Finder) isTagList(d int) bool {
	if !dom.IsBlock(f.doc.Tag(d)) || f.st.Chars[d] == 0 || f.st.Chars[d] != f.st.LinkChars[d] {
		return false
	}
	tags := 0
	for e := d + 1; e <= f.doc.End(d); e++ {
		if f.doc.Tag(e) != atom.A {
			continue
		}
		if !hasToken(strings.ToLower(dom.Attr(f.doc.Elems[e], "rel")), "tag") {
			return false
		}
		tags++
	}
	return tags > 0
}
