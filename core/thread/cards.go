package thread

import (
	"net/url"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/render"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// What a forum adds to a post around what the member pasted, found by its
// structure:
//
// A link card is the preview a forum unfurls from a link the member
// pasted (XenForo's bbCodeBlock--unfurl, Discourse's onebox): a picture,
// the linked page's title as a link, its description, and a line that is
// only the linked site's host name ("en.m.wikipedia.org"). The member
// posted the link: the card is kept as its title's link alone; the
// description and the host line are the linked site's words. The card is
// the block around the host line that holds the title link (a link to
// the same address, its words not the host), with the wrappers around it
// that hold no other words; the host line is the template's (a <div>, a
// <header>'s link), not a member's paragraph.
//
// An attachment placeholder is the link a forum shows in place of an
// attached picture it hides from guests ("View attachment 441678",
// "Anhang anzeigen 441678"): a link to the page's own site whose address
// names an attachment ("/attachments/…", "attachment.php?attachmentid=…")
// and whose label is a few words and the attachment's number from that
// address. It shows nothing of the picture.

// maxCardChars bounds the text of a link card: a title and a description.
const maxCardChars = 600

// cardParts adds to drop (allocated when nil) the parts of an item's link
// cards but their title links, and its attachment placeholders; a heading
// around a card's title is a plain block in roles (allocated when nil):
// the title is kept as the member's link, which a heading's Markdown
// would not keep.
func (f *Finder) cardParts(it Item, isItem func(int) bool, drop idSet, roles map[*html.Node]render.QuoteRole) (idSet, map[*html.Node]render.QuoteRole) {
	mark := func(d int) {
		if drop == nil {
			drop = make(idSet, len(f.doc.Elems))
		}
		drop[d] = true
	}
	cardEnd := -1
	f.ownElements(it.roots(), isItem, func(d int) bool {
		if d <= cardEnd || d == it.Node {
			return true
		}
		if f.attachmentPlaceholder(d) {
			mark(d)
			return true
		}
		card, title := f.linkCard(d, it.Node)
		if card < 0 {
			return true
		}
		for e := card; e <= f.doc.End(card); e++ {
			if dom.HeadingLevel(f.doc.Tag(e)) > 0 && f.doc.Contains(e, title) {
				if roles == nil {
					roles = map[*html.Node]render.QuoteRole{}
				}
				roles[f.doc.Elems[e]] = render.QuotePlain
			}
			if e == title {
				e = f.doc.End(title)
				continue
			}
			if !f.doc.Contains(e, title) {
				mark(e)
				e = f.doc.End(e)
			}
		}
		cardEnd = f.doc.End(card)
		return true
	})
	return drop, roles
}

// linkCard reads element d as the host line of a link card: the card and
// its title link, or -1, -1.
func (f *Finder) linkCard(d, root int) (card, title int) {
	switch t := f.doc.Tag(d); {
	case f.st.Chars[d] == 0 || f.st.Chars[d] > 80:
		return -1, -1
	case t == atom.P || t == atom.Li || t == atom.Td || t == atom.Blockquote || t == atom.Pre:
		return -1, -1 // a member's line: the card's are the template's
	case t == atom.A:
		if p := f.doc.Parent[d]; p < 0 || f.doc.Tag(int(p)) == atom.P {
			return -1, -1
		}
	case !dom.IsBlock(t):
		return -1, -1
	}
	host := strings.ToLower(strings.TrimSpace(f.text(d)))
	if host == "" || strings.ContainsAny(host, " /") || !strings.Contains(host, ".") {
		return -1, -1
	}
	for a := int(f.doc.Parent[d]); a > root && a >= 0; a = int(f.doc.Parent[a]) {
		if f.st.Chars[a] > maxCardChars {
			break
		}
		title = f.cardTitle(a, host)
		if title < 0 {
			continue
		}
		card = a
		for p := int(f.doc.Parent[card]); p > root && f.st.Chars[p] == f.st.Chars[card]; p = int(f.doc.Parent[p]) {
			card = p
		}
		return card, title
	}
	return -1, -1
}

// cardTitle is the title link of the card a: a link with words that are
// not the host, to a page of host, every link of a leading to that page;
// -1 when none.
func (f *Finder) cardTitle(a int, host string) int {
	title, target := -1, ""
	for e := a + 1; e <= f.doc.End(a); e++ {
		if f.doc.Tag(e) != atom.A {
			continue
		}
		u, err := url.Parse(strings.TrimSpace(dom.Attr(f.doc.Elems[e], "href")))
		if err != nil || u.Host == "" {
			return -1
		}
		u.Fragment = ""
		if target == "" {
			target = u.String()
		}
		if u.String() != target || strings.TrimPrefix(strings.ToLower(u.Host), "www.") != strings.TrimPrefix(host, "www.") {
			return -1 // a link elsewhere: the member's words around the card
		}
		if title < 0 && f.st.Chars[e] > 0 && strings.ToLower(strings.TrimSpace(f.text(e))) != host {
			title = e
		}
	}
	return title
}

// titlesCard reports a heading d of item root that holds the title of a
// link card.
func (f *Finder) titlesCard(d, root int) bool {
	top := d
	for a := int(f.doc.Parent[d]); a > root && f.st.Chars[a] <= maxCardChars; a = int(f.doc.Parent[a]) {
		top = a
	}
	for e := top; e <= f.doc.End(top); e++ {
		if card, title := f.linkCard(e, root); card >= 0 && f.doc.Contains(d, title) {
			return true
		}
	}
	return false
}

// attachmentPlaceholder reads element d as an attachment placeholder
// (see above).
func (f *Finder) attachmentPlaceholder(d int) bool {
	el := f.doc.Elems[d]
	if el.DataAtom != atom.A || f.st.Chars[d] == 0 || f.st.Chars[d] > maxControlLabel {
		return false
	}
	if f.holdsPicture(d) {
		return false // the picture itself
	}
	u, err := url.Parse(strings.TrimSpace(dom.Attr(el, "href")))
	if err != nil {
		return false
	}
	if base := f.base(); base != nil {
		u = base.ResolveReference(u)
		if !strings.EqualFold(u.Host, base.Host) {
			return false
		}
	}
	addr := strings.ToLower(u.Path + "?" + u.RawQuery)
	if !strings.Contains(addr, "attach") {
		return false
	}
	words := strings.Fields(f.text(d))
	if len(words) < 2 {
		return false
	}
	n := firstNumber(words[len(words)-1])
	return len(n) >= 3 && n == words[len(words)-1] && strings.Contains(addr, n)
}
