package thread

import (
	"strings"
	"unicode"

	"github.com/pith-reader/pith/core/clean"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/render"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// maxCommentLinkDensity: an item with more of its text in links is chrome.
const maxCommentLinkDensity = 0.6

// Render renders comments: each comment's text as the page shows it
// (author and date lines included: what a reader of the page sees, and
// what the corpora's gold holds), its HTML and Markdown without them and
// without the thread's chrome (chromeSlots), and its metadata. Nested
// items are left out of their parent (they are items of their own).
func (f *Finder) Render(list []Item) []Comment {
	out, _ := f.render(list, false)
	return out
}

// RenderPosts renders a discussion's posts: as Render, but each post's text
// is its author, its date and its body, without the thread's chrome.
// teasers reports a list of posts' teasers (see Finder.teasers), whose
// texts stay as the page shows them.
func (f *Finder) RenderPosts(list []Item) (posts []Comment, teasers bool) {
	return f.render(list, true)
}

func (f *Finder) render(list []Item, posts bool) ([]Comment, bool) {
	items := make(idSet, len(f.doc.Elems)) // every item's elements
	for _, it := range list {
		for _, r := range it.roots() {
			items[r] = true
		}
	}
	isItem := items.has
	metas := make([]postMeta, len(list))
	for i, it := range list {
		metas[i] = f.readMeta(it.roots(), isItem)
	}
	headed := posts && !f.teasers(list, metas)
	// A list of posts' teasers (a blog's front page) shows each item as
	// the page does, its title and dateline in their places; a
	// discussion's posts are headed by their author and date.
	f.agreeOnAuthors(list, metas, isItem)
	chrome := f.quoteTails(f.chromeSlots(list, isItem), list, isItem)
	out := make([]Comment, 0, len(list))
	for i, it := range list {
		roots := make([]*html.Node, 0, 1+len(it.More))
		for _, r := range it.roots() {
			roots = append(roots, f.doc.Elems[r])
		}
		ids := page.NewIDWalk(f.doc, it.roots()...)
		own := func(n *html.Node) bool {
			for _, r := range roots {
				if n == r {
					return true
				}
			}
			return false
		}
		skip := func(n *html.Node) bool {
			id, ok := ids.ID(n)
			if !ok {
				return clean.CommentChrome(n)
			}
			return !own(n) && items.has(id) || f.commentChrome(id) || f.st.Hidden[id]
		}
		var chars, links int32
		for _, r := range it.roots() {
			chars, links = chars+f.st.Chars[r], links+f.st.LinkChars[r]
		}
		if float64(links) > maxCommentLinkDensity*float64(chars) && chars-links < 50 {
			continue // a row of profile or share links, not a comment
		}
		text := strings.TrimSpace(render.NewPartAt(f.base(), skip, roots...).Text())
		m := metas[i]
		chrome = f.postParts(chrome, it, isItem, m)
		roles, drop := f.quoteRoles(it, isItem, m, chrome, f.bodyQuote(it, isItem, m, chrome))
		drop, roles = f.cardParts(it, isItem, drop, roles)
		drop = f.previews(it, isItem, chrome, drop, roles)
		body := f.body(ids, roots, skip, chrome, m, roles, drop)
		check := text
		if posts {
			check = body.Text() // a post's footer ("comments (0)") is the forum's
			if t := imageLines(check, ""); hasLetter(t) {
				check = t // a post of one pasted image keeps its address
			}
		}
		if strings.TrimSpace(check) == "" || isCommentBoilerplate(roots[0], check+f.actionLabels(it, isItem)) {
			continue
		}
		c := Comment{Author: m.author, Date: m.date, Depth: it.Depth, Node: it.Node,
			Score: m.score, Number: m.number, Accepted: m.accepted, Permalink: m.permalink}
		if m.dateText != "" && m.dateText != m.date {
			c.DateText = m.dateText
		}
		if c.Date == "" && c.DateText != "" {
			c.Date = YearlessDate(c.DateText, f.published) // "Jul 24" under a story of 2012-07-20
		}
		if c.Date == "" {
			c.Date = c.DateText
		}
		if headed {
			c.Text = postText(c, check)
		} else {
			c.Text = text
		}
		if f.html {
			c.HTML = body.HTML()
		}
		if f.markdown {
			c.Markdown = itemMarkdown(body)
			if posts {
				c.Markdown = imageLines(c.Markdown, "![](%s)")
			}
		}
		out = append(out, c)
	}
	return out, posts && !headed
}

// teasers reports items most of which are titled by a heading linking
// elsewhere: teasers of a listing, not posts of a discussion (whose
// heading, if any, names its author).
func (f *Finder) teasers(list []Item, metas []postMeta) bool {
	n := 0
	for i, it := range list {
		if f.linkedHeading(it.Node, metas[i]) {
			n++
		}
	}
	return 2*n > len(list)
}

// linkedHeading reports an item whose first heading links to another
// page, the author's name and the date aside (a forum sets them in a
// heading, the date linking to the post). The title of a link card the
// forum unfurled in a post (cards.go) titles no teaser.
func (f *Finder) linkedHeading(id int, m postMeta) bool {
	for d := id + 1; d <= f.doc.End(id); d++ {
		if dom.HeadingLevel(f.doc.Tag(d)) == 0 || m.authorEl >= 0 && f.doc.Contains(d, m.authorEl) || m.dateEl >= 0 && f.doc.Contains(d, m.dateEl) {
			continue
		}
		if f.titlesCard(d, id) {
			return false
		}
		linked, named := false, false
		for a := d + 1; a <= f.doc.End(d); a++ {
			if f.doc.Tag(a) != atom.A {
				continue
			}
			href := strings.TrimSpace(dom.Attr(f.doc.Elems[a], "href"))
			linked = linked || href != "" && href[0] != '#'
			named = named || m.author != "" && nameText(f.text(a)) == m.author
		}
		if named {
			continue
		}
		return linked
	}
	return false
}

// idOf is the element index of n in the item being walked, -1 when none.
func (f *Finder) idOf(ids *page.IDWalk, n *html.Node) int {
	if id, ok := ids.ID(n); ok {
		return id
	}
	return -1
}

// body is an item without the thread's chrome and its author, date and
// number elements (the reader shows them in its own line); when that leaves no
// words (a thread of one-line posts looks all chrome), the item without
// its author and date.
//
// Its quotations are written as quotes headed by their attribution
// (roles, drop: quoteRoles).
func (f *Finder) body(ids *page.IDWalk, roots []*html.Node, skip render.Filter, chrome idSet, m postMeta, roles map[*html.Node]render.QuoteRole, drop idSet) render.Part {
	var quotes func(*html.Node) render.QuoteRole
	if roles != nil {
		quotes = func(n *html.Node) render.QuoteRole { return roles[n] }
	}
	introFrom, introTo := f.beforeAuthor(f.idOf(ids, roots[0]), m)
	// left reports an element the body leaves out: skipped, the post's
	// header, dropped, and the thread's chrome when withChrome.
	left := func(n *html.Node, withChrome bool) bool {
		if skip(n) {
			return true
		}
		id := f.idOf(ids, n)
		return id >= 0 && (id == m.authorEl || id == m.dateEl || id == m.numberEl || id == m.scoreEl || id == m.profileEl || id >= introFrom && id < introTo) ||
			withChrome && chrome.has(id) || drop.has(id)
	}
	part := render.NewPartAt(f.base(), func(n *html.Node) bool { return left(n, true) }, roots...)
	part.Quotes = quotes
	if hasLetter(part.Text()) {
		return part
	}
	part = render.NewPartAt(f.base(), func(n *html.Node) bool { return left(n, false) }, roots...)
	part.Quotes = quotes
	return part
}

// beforeAuthor is the part of an item's <header> that comes before the
// author, as the element range [from, to) (empty when the author is in
// no header of the item). A post's header introduces it by its author (HTML's
// <header>: introductory content of its section); what a thread sets in
// it ahead of the author is the thread's, not the post's: the opening
// post's card repeating the thread's title, a "Jump to latest" tool, the
// thread's statistics ("1.9K views · 11 replies · last post by …").
func (f *Finder) beforeAuthor(root int, m postMeta) (from, to int) {
	if m.authorEl < 0 || root < 0 {
		return 0, 0
	}
	for n := m.authorEl; n > root; n = int(f.doc.Parent[n]) {
		if p := int(f.doc.Parent[n]); p > root && f.doc.Tag(p) == atom.Header {
			return p + 1, n
		}
	}
	return 0, 0
}

// itemMarkdown is the Markdown of an item's body: its elements one after
// the other (not parts apart), and a list item's content without the
// bullet (the comment's <li> is no list of one).
func itemMarkdown(body render.Part) string {
	var parts []string
	for _, r := range body.Roots {
		one := body
		one.Roots = []*html.Node{r}
		md := strings.TrimSpace(one.Markdown())
		if r.DataAtom == atom.Li {
			md = unlist(md)
		}
		if md != "" {
			parts = append(parts, md)
		}
	}
	md := strings.Join(parts, "\n\n")
	// A rule that opens or closes a post is the template's line between
	// posts, not the member's.
	for strings.HasSuffix(md, "\n\n---") {
		md = strings.TrimSpace(strings.TrimSuffix(md, "---"))
	}
	for strings.HasPrefix(md, "---\n\n") {
		md = strings.TrimSpace(strings.TrimPrefix(md, "---"))
	}
	return md
}

// unlist takes the bullet off Markdown that is one list item: "- text" and
// its lines indented under it.
func unlist(md string) string {
	if !strings.HasPrefix(md, "- ") {
		return md
	}
	lines := strings.Split(md[2:], "\n")
	for i, l := range lines {
		lines[i] = strings.TrimPrefix(l, "  ")
	}
	return strings.TrimSpace(strings.Join(lines, "\n"))
}

// postText is a post's text: its author, its date as shown, and its body.
func postText(c Comment, body string) string {
	var b strings.Builder
	for _, line := range []string{c.Author, firstNonEmpty(c.DateText, c.Date)} {
		if line != "" {
			b.WriteString(line + "\n")
		}
	}
	if b.Len() > 0 {
		b.WriteString("\n")
	}
	b.WriteString(strings.TrimSpace(body))
	return strings.TrimSpace(b.String())
}

func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
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

// noticesByByte files commentNotices by their first byte.
var noticesByByte = func() (t [256][]string) {
	for _, s := range commentNotices {
		t[s[0]] = append(t[s[0]], s)
	}
	return t
}()

// hasCommentNotice reports lower-cased text holding one of commentNotices,
// in one pass over it (every comment's text is asked; a strings.Contains
// per notice read it thirty-odd times).
func hasCommentNotice(low string) bool {
	for i := 0; i < len(low); i++ {
		for _, s := range noticesByByte[low[i]] {
			if strings.HasPrefix(low[i:], s) {
				return true
			}
		}
	}
	return false
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
	// Author is the name shown for the writer, alone (no role, badge or
	// counter).
	Author string `json:"author,omitempty"`
	// Date is ISO 8601 ("2024-05-18T08:42:10+01:00", "2013-01-14T07:52")
	// when the page gives the date for machines or shows a whole date;
	// else the date as shown ("2 years ago").
	Date string `json:"date,omitempty"`
	// DateText is the date as the page shows it, when it differs from Date.
	DateText string `json:"dateText,omitempty"`
	// Text is the comment as the page shows it; a post's is its author,
	// date and body.
	Text string `json:"text"`
	// HTML and Markdown are the body alone: no author or date line, no
	// profile, signature or controls.
	HTML     string `json:"html"`
	Markdown string `json:"markdown,omitempty"`
	// Depth is the reply depth: 0 for a top-level comment, 1 for a reply, …
	Depth int `json:"depth"`
	// Score is the score or vote count the page shows ("42", "1.2k").
	Score string `json:"score,omitempty"`
	// Number is the post's number in the thread ("#12"), 0 when not shown.
	Number int `json:"number,omitempty"`
	// Accepted marks a question's accepted answer.
	Accepted bool `json:"accepted,omitempty"`
	// Permalink is the address of the comment or post itself.
	Permalink string `json:"permalink,omitempty"`
	// Node is the element index of the comment's block on the page.
	Node int `json:"node"`
}
