package thread

import (
	"net/url"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A post's controls are the forum's, whatever their label's language:
// clean.CommentChrome finds those the page marks as controls (buttons,
// role=button, links to "#" or "javascript:", classes of votes and
// shares); these rules find two more by what they do.
//
// An action link asks the forum to act on a post of this page: it leads
// to the page's own site, to an address whose last path segment or whose
// query names an action of the engines' URLs (Stack Exchange's
// "/posts/780353/edit" under "Improve this question", phpBB's
// "posting.php?mode=quote&p=…", vBulletin's "newreply.php?do=newreply",
// MyBB's "?replyto=", Mastodon's "/interact/…?type=reply", a post's
// edit history: XenForo's "/posts/N/history") or to the
// page's reply form ("#reply"). Its label is short (maxControlLabel). The
// action names are the engines' URL parameters, the same in every
// language of the forum.
//
// An action bar is a post's row of controls and counts (new Reddit's
// "86 · 4 comments · Share", Mastodon's reply, boost and favourite
// buttons each with its count, a reactions bar): a block of at most
// maxChromeChars whose every part is a control, a count ("4 comments",
// "1") or such a row, with a control and a count in it. The counts are
// what readers did with the post, not what its author wrote.

// maxControlLabel bounds the label of an action link.
const maxControlLabel = 40

// actionWords are the actions the engines' URLs name (a path's last
// segment, a query's key or value).
var actionWords = map[string]bool{
	"edit": true, "editpost": true, "editcomment": true, "reply": true, "newreply": true,
	"quote": true, "multiquote": true, "replyto": true, "report": true, "flag": true, "delete": true,
	"history": true, "revisions": true,
}

// replyFragments are the fragments of a page's reply form.
var replyFragments = map[string]bool{"reply": true, "respond": true, "quickreply": true, "qr": true}

// actionLink reports a link of element id that asks the forum to act on a
// post of this page (see above).
func (f *Finder) actionLink(id int) bool {
	el := f.doc.Elems[id]
	if el.DataAtom != atom.A || f.st.Chars[id] > maxControlLabel {
		return false
	}
	href := strings.TrimSpace(dom.Attr(el, "href"))
	if href == "" {
		return false
	}
	u, err := url.Parse(href)
	if err != nil {
		return false
	}
	if base := f.base(); base != nil {
		u = base.ResolveReference(u)
		if !strings.EqualFold(u.Host, base.Host) {
			return false // a member's link to another site
		}
	} else if u.Host != "" {
		return false
	}
	if replyFragments[strings.ToLower(u.Fragment)] {
		return true
	}
	path := strings.TrimRight(u.Path, "/")
	if actionWords[strings.ToLower(path[strings.LastIndexByte(path, '/')+1:])] {
		return true
	}
	for k, vs := range u.Query() {
		if actionWords[strings.ToLower(k)] {
			return true
		}
		for _, v := range vs {
			if actionWords[strings.ToLower(v)] {
				return true
			}
		}
	}
	return false
}

// actionBar reports an action bar (see above) at element d.
func (f *Finder) actionBar(d int) bool {
	if f.st.Chars[d] == 0 || f.st.Chars[d] > maxChromeChars || !dom.IsBlock(f.doc.Tag(d)) && f.doc.Elems[d].Namespace == "" && !strings.Contains(f.doc.Elems[d].Data, "-") {
		return false
	}
	controls, counts, ok := f.barParts(d)
	return ok && controls > 0 && counts > 0
}

// barParts counts the controls and counts under d, ok when nothing else
// is there.
func (f *Finder) barParts(d int) (controls, counts int, ok bool) {
	ok = true
	f.eachChild(d, func(n *html.Node, id int) bool {
		switch {
		case n.Type == html.TextNode:
			if t := strings.TrimSpace(n.Data); t != "" {
				ok = ok && isCount(t)
				counts++
			}
		case id < 0 || f.st.Hidden[id] || dom.NonContent(n):
		case n.DataAtom == atom.Button || f.commentChrome(id) || f.actionLink(id) || f.iconLink(id):
			controls++
		case f.st.Chars[id] == 0:
		case f.st.Chars[id] <= maxScoreChars && isCount(f.text(id)):
			counts++
		default:
			k, c, fine := f.barParts(id)
			controls, counts, ok = controls+k, counts+c, fine
		}
		return ok
	})
	return controls, counts, ok
}

// iconLink reports a link shown as an icon alone: no words, no picture
// (an <i> or <svg> a font or a style draws).
func (f *Finder) iconLink(id int) bool {
	return f.doc.Tag(id) == atom.A && f.st.Chars[id] == 0 && !f.holdsPicture(id)
}

// holdsPicture reports an <img> or <picture> under element id, shown or
// not.
func (f *Finder) holdsPicture(id int) bool {
	for d := id + 1; d <= f.doc.End(id); d++ {
		if t := f.doc.Tag(d); t == atom.Img || t == atom.Picture {
			return true
		}
	}
	return false
}

// actionLabels are the labels of an item's action links, each after a
// space: a notice in place of comments ("Read below or <a
// href="#respond">add a comment…</a>") says what it is in its link.
func (f *Finder) actionLabels(it Item, isItem func(int) bool) string {
	var b strings.Builder
	f.ownElements(it.roots(), isItem, func(d int) bool {
		if f.doc.Tag(d) == atom.A && f.commentChrome(d) && f.actionLink(d) {
			b.WriteByte(' ')
			b.WriteString(f.text(d))
		}
		return true
	})
	return b.String()
}
