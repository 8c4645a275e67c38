package thread

import (
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/render"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// maxCiteChars bounds the text of a quote's attribution: a name, a
// verb, a date and a link ("Rhubarb Ron wrote: ↑ Mon Oct 02, 2023 8:48
// pm").
const maxCiteChars = 160

// citeWords mark an attribution by its class or id: the <cite> of phpBB,
// MyBB and FluxBB is an element, XenForo's bbCodeBlock-title, vBulletin's
// bbcode_postedby, Invision's ipsQuote_citation and Discourse's title are
// classes.
var citeWords = segment.NewWordSet("cite", "citation", "title", "attribution", "postedby", "author", "header")

// quoteAuthorAttrs are the attributes in which the engines name a quote's
// author on its box (XenForo data-quote, Discourse data-username,
// Invision data-ipsquote-username, …).
var quoteAuthorAttrs = []string{"data-quote", "data-username", "data-author", "data-ipsquote-username", "data-user"}

// quoteRoles reads the quotations of a post as a reader sees them (issue
// 21: "quotes of earlier posts stay quotes inside the post"): every
// forum's quote box, a <blockquote> or an element classed as a quote
// that leaves words of the post outside it, is written as a quote
// (render.QuoteBlock), the box's inner <blockquote> that holds all of
// its quoted text as a plain block, and the attribution that opens it
// ("Ann said:", "Originally Posted by Ann") as a line of its own
// (render.QuoteCite), without its avatar and icons (drop). body is the
// quote holding the whole post (bodyQuote), a plain block. nil when the
// post quotes nothing.
func (f *Finder) quoteRoles(it Item, isItem func(int) bool, m postMeta, chrome idSet, body int) (roles map[*html.Node]render.QuoteRole, drop idSet) {
	set := func(d int, r render.QuoteRole) {
		if roles == nil {
			roles = map[*html.Node]render.QuoteRole{}
		}
		roles[f.doc.Elems[d]] = r
	}
	if body >= 0 {
		set(body, render.QuotePlain)
	}
	type box struct{ id, cite int }
	var open []box // the quote boxes around the element walked
	cited := map[int]bool{}
	f.ownElements(it.roots(), isItem, func(d int) bool {
		for len(open) > 0 && !f.doc.Contains(open[len(open)-1].id, d) {
			open = open[:len(open)-1]
		}
		if d == body || f.st.Hidden[d] || chrome.has(d) || f.commentChrome(d) || f.isSignature(d) {
			return true
		}
		tag := f.doc.Tag(d)
		if tag == atom.Cite && f.quoting(d, it.Node) && !f.inQuote(d, it.Node) && len(open) == 0 {
			set(d, render.QuoteCite) // "<cite>Ann wrote:</cite><blockquote>…" with no box around both
			f.dropDecoration(d, &drop)
			return true
		}
		if tag != atom.Blockquote && !f.quoteClassed(d) {
			return true
		}
		cite := f.attribution(d)
		if cite >= 0 && cited[cite] {
			cite = -1 // the box's inner box (vBulletin's quote_container)
		}
		if len(open) > 0 && cite < 0 {
			outer := open[len(open)-1]
			if tag == atom.Blockquote && f.holdsQuoted(outer.id, outer.cite, d) {
				set(d, render.QuotePlain) // FluxBB's quotebox > cite + blockquote
			}
			return true
		}
		if tag != atom.Blockquote && (cite < 0 || f.lettersOutside(it, isItem, d, m, chrome, 1) == 0) {
			return true // a post's body classed for quoting it (js-selectToQuote), a control
		}
		set(d, render.QuoteBlock)
		if cite >= 0 {
			cited[cite] = true
			set(cite, render.QuoteCite)
			f.dropDecoration(cite, &drop)
		}
		open = append(open, box{d, cite})
		return true
	})
	return roles, drop
}

// quoteClassed reports a block whose class names it a quote (XenForo's
// bbCodeBlock--quote, Invision's ipsQuote, vBulletin's bbcode_quote,
// FluxBB's quotebox, MyBB's mycode_quote, Discourse's quote), holding
// words not all in links: not a control ("Quote", "Reply with quote")
// nor a script's hook (js-selectToQuote on XenForo's post body).
func (f *Finder) quoteClassed(d int) bool {
	el := f.doc.Elems[d]
	if !dom.IsBlock(el.DataAtom) || el.DataAtom == atom.Li || el.DataAtom == atom.Ul || el.DataAtom == atom.Ol || f.st.Chars[d] <= f.st.LinkChars[d] {
		return false
	}
	for _, tok := range strings.Fields(dom.Attr(el, "class")) {
		if !strings.HasPrefix(tok, "js-") && strings.Contains(strings.ToLower(tok), "quote") {
			return true
		}
	}
	return false
}

// attribution is the line that opens quote box q by naming whom it quotes,
// -1 when none: the first part of q holding words (an element holding
// less than all of q's text, no loose words before it), short, followed
// by the quoted words, and marked as one: a <cite>, a class of citeWords,
// the author named on the box (quoteAuthorAttrs), or a last word closed by
// a colon ("Ann said:", "Ann schrieb:", "Ann a écrit :", "@ann said in
// Topic:").
func (f *Finder) attribution(q int) int {
	e := f.firstPart(q, q)
	if e < 0 || f.st.Chars[e] > maxCiteChars {
		return -1
	}
	switch f.doc.Tag(e) {
	case atom.Blockquote, atom.Q, atom.Pre, atom.Code, atom.Ul, atom.Ol, atom.Table:
		return -1
	case atom.Cite:
		return e
	}
	if citeWords.InFold(f.doc.ClassIDOf(e)) {
		return e
	}
	text := strings.TrimSpace(f.text(e))
	if strings.HasSuffix(text, ":") || strings.HasSuffix(text, "：") {
		return e
	}
	for _, k := range quoteAuthorAttrs {
		if v := strings.TrimSpace(dom.Attr(f.doc.Elems[q], k)); v != "" && strings.Contains(text, v) {
			return e
		}
	}
	return -1
}

// firstPart is the first element under d holding words but not all of
// q's, -1 when words outside any element come first or there is none.
func (f *Finder) firstPart(q, d int) int {
	part := -1
	f.eachChild(d, func(n *html.Node, id int) bool {
		switch {
		case n.Type == html.TextNode:
			return !hasLetter(n.Data) // words outside any element: no part first
		case id < 0 || f.st.Hidden[id] || f.st.Chars[id] == 0 || dom.NonContent(n):
			return true
		case f.st.Chars[id] >= f.st.Chars[q]:
			part = f.firstPart(q, id) // a wrapper of the whole quote
		default:
			part = id
		}
		return false
	})
	return part
}

// holdsQuoted reports an inner quote d of box q holding all of q's words
// but its attribution cite.
func (f *Finder) holdsQuoted(q, cite, d int) bool {
	rest := f.st.Chars[q]
	if cite >= 0 {
		rest -= f.st.Chars[cite]
	}
	return f.st.Chars[d] >= rest
}

// dropDecoration adds to drop (allocated when nil) the pictures of an
// attribution line: the quoted member's avatar, the quote icon, the
// "view post" arrow.
func (f *Finder) dropDecoration(cite int, drop *idSet) {
	for d := cite + 1; d <= f.doc.End(cite); d++ {
		if t := f.doc.Tag(d); t == atom.Img || t == atom.Picture || t == atom.Svg {
			if *drop == nil {
				*drop = make(idSet, len(f.doc.Elems))
			}
			(*drop)[d] = true
		}
	}
}
