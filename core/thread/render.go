package thread

import (
	"strings"

	"github.com/pith-reader/pith/core/clean"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/render"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// maxCommentLinkDensity: an item with more of its text in links is chrome.
const maxCommentLinkDensity = 0.6

// Render renders comments or posts. Nested items are left out of
// their parent's text (they are items of their own).
func (f *Finder) Render(list []Item) []Comment {
	isItem := map[*html.Node]bool{}
	for _, it := range list {
		isItem[f.doc.Elems[it.Node]] = true
	}
	out := make([]Comment, 0, len(list))
	for _, it := range list {
		root := f.doc.Elems[it.Node]
		ids := page.NewIDWalk(f.doc, it.Node)
		skip := func(n *html.Node) bool {
			if n != root && isItem[n] || clean.CommentChrome(n) {
				return true
			}
			id, ok := ids.ID(n)
			return ok && f.st.Hidden[id]
		}
		if f.st.LinkDensity(it.Node) > maxCommentLinkDensity && f.st.Chars[it.Node]-f.st.LinkChars[it.Node] < 50 {
			continue // a row of profile or share links, not a comment
		}
		part := render.NewPart(f.pg.Base, skip, root)
		text := strings.TrimSpace(part.Text())
		if text == "" || isCommentBoilerplate(root, text) {
			continue
		}
		author, authorEl := f.findAuthor(it.Node, isItem)
		author = trimSays(author)
		date, dateEl := f.findDate(it.Node, isItem)
		// The HTML is the body the reader shows under its own author and
		// date line; the text keeps them (it is what a reader of the page
		// sees, and what the corpora's gold holds).
		c := Comment{Author: author, Date: date, Text: text, Depth: it.Depth, Node: it.Node}
		if f.html {
			c.HTML = render.NewPart(f.pg.Base, func(n *html.Node) bool {
				return (n == authorEl || n == dateEl) && n != root || skip(n)
			}, root).HTML()
		}
		out = append(out, c)
	}
	return out
}

// commentNotices are what comment sections say when they hold no comment of
// a reader: moderation policies, invitations, empty-thread notices.
var commentNotices = []string{
	"no comments yet", "verify your comment", "previewing your comment", "this is only a preview",
	"if your comment does not appear", "comments our editors find", "follow this conversation", "be the first to", "comments are subject to", "comments are moderated",
	"comment policy", "guidelines:", "community guidelines", "represents the opinions of",
	"leave a comment", "leave a reply", "post a comment", "add a comment", "comments (0)",
	"0 comments", "you must be logged in", "log in to comment", "sign in to comment",
	"comments are closed", "join the conversation", "your comment could not be posted",
	"the letters and numbers you entered", "sign in or create your", "open for comments",
	"we require civility", "comments feed for this post", "have made it easy to comment",
	"subject to approval", "privacy policy", "loading comments", "has been deleted", "by clicking and submitting",
}

// maxNoticeLead is how far into a long block a notice phrase marks it as
// the comment system's own text.
const maxNoticeLead = 80

// isCommentBoilerplate reports a trackback or pingback (a link from another
// site, not a reader's words) or a short notice of the comment system.
func isCommentBoilerplate(n *html.Node, text string) bool {
	ci := dom.ClassID(n)
	if strings.Contains(ci, "trackback") || strings.Contains(ci, "pingback") {
		return true
	}
	if len(text) > 600 {
		// A long block is a comment unless it opens with a notice: a
		// moderation policy, a "Published on … - Leave a Comment" line.
		return hasCommentNotice(strings.ToLower(text[:maxNoticeLead]))
	}
	low := strings.ToLower(text)
	if strings.Count(text, "[...]")+strings.Count(text, "[…]") >= 2 || strings.Contains(low, "trackback") {
		return true // a pingback's quoted excerpt, "[...] words [...]"
	}
	return hasCommentNotice(low)
}

// hasCommentNotice reports lower-cased text holding one of commentNotices.
func hasCommentNotice(low string) bool {
	for _, s := range commentNotices {
		if strings.Contains(low, s) {
			return true
		}
	}
	return false
}

// trimSays drops the "says:" / "wrote:" that comment templates print after
// the author's name.
func trimSays(author string) string {
	low := strings.ToLower(author)
	for _, tail := range []string{" says:", " said:", " wrote:", " writes:", " says", ":"} {
		if strings.HasSuffix(low, tail) {
			return strings.TrimSpace(author[:len(author)-len(tail)])
		}
	}
	return author
}

// findAuthor looks inside a comment or post (not inside nested items) for
// its author: an element marked author/user/name, or <cite>.
func (f *Finder) findAuthor(id int, isItem map[*html.Node]bool) (string, *html.Node) {
	return f.findInItem(id, isItem, func(el *html.Node) bool {
		if el.DataAtom == atom.Cite {
			return true
		}
		ci := dom.ClassID(el)
		for _, w := range []string{"author", "user", "username", "nick", "poster", "fn", "name"} {
			for _, tok := range strings.Fields(ci) {
				if tok == w || strings.Contains(tok, w) && w != "fn" && w != "name" {
					return true
				}
			}
		}
		return dom.Attr(el, "itemprop") == "author" || dom.Attr(el, "rel") == "author"
	})
}

// findDate looks for a comment's or post's date: <time>, or an element
// marked date/time.
func (f *Finder) findDate(id int, isItem map[*html.Node]bool) (string, *html.Node) {
	if d, el := f.findInItem(id, isItem, func(el *html.Node) bool { return el.DataAtom == atom.Time }); d != "" {
		return d, el
	}
	return f.findInItem(id, isItem, func(el *html.Node) bool {
		ci := dom.ClassID(el)
		return strings.Contains(ci, "date") || strings.Contains(ci, "time")
	})
}

// findInItem returns the short text (or datetime) of the first element of
// the item matching ok, not descending into nested items, and the element.
func (f *Finder) findInItem(id int, isItem map[*html.Node]bool, ok func(*html.Node) bool) (string, *html.Node) {
	for d := id + 1; d <= f.doc.End(id); d++ {
		el := f.doc.Elems[d]
		if isItem[el] {
			d = f.doc.End(d)
			continue
		}
		if f.st.Hidden[d] || !ok(el) {
			continue
		}
		if el.DataAtom == atom.Time {
			if v := dom.Attr(el, "datetime"); v != "" {
				return v, el
			}
		}
		if t := dom.Text(el); t != "" && len(t) <= 80 {
			return t, el
		}
	}
	return "", nil
}

// MinText is the least text (non-space characters) real comments
// hold together; the corpora's own rule for "article with comments".
const MinText = 100

// TextSize counts the non-space characters of the items' text.
func TextSize(items []Comment) int {
	n := 0
	for _, c := range items {
		for _, r := range c.Text {
			if !dom.IsSpace(r) {
				n++
			}
		}
	}
	return n
}

// Comment is one reader comment or one post of a discussion.
type Comment struct {
	Author string `json:"author,omitempty"`
	Date   string `json:"date,omitempty"`
	Text   string `json:"text"`
	HTML   string `json:"html"`
	// Depth is the reply depth: 0 for a top-level comment, 1 for a reply, …
	Depth int `json:"depth"`
	// Node is the element index of the comment's block on the page.
	Node int `json:"node"`
}
