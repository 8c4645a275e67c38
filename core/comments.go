package core

import (
	"sort"
	"strings"

	"github.com/pith-reader/pith/core/clean"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/render"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// commentSections lifts each comment region to its section: the outermost
// ancestor marked as comments (class/id) that does not hold an article
// region. Nested sections are merged into the outer one.
func (p *pipeline) commentSections(comments, articles []int) []int {
	holdsArticle := func(id int) bool {
		for _, a := range articles {
			if p.doc.Contains(id, a) {
				return true
			}
		}
		return false
	}
	var roots []int
	for _, c := range comments {
		root := c
		for n := int(p.doc.Parent[c]); n > 0 && n != p.doc.Body; n = int(p.doc.Parent[n]) {
			if holdsArticle(n) {
				break
			}
			if segment.HasCommentToken(p.doc.ClassIDOf(n)) {
				root = n
			}
		}
		if p.refine && p.inCommentWidget(c) {
			p.trace.Add("comments.widget", root, 0, "comments in a side widget (most recommended, recent comments): not this page's discussion")
			continue
		}
		roots = append(roots, root)
	}
	roots = page.Outermost(p.doc, roots)
	if p.refine {
		roots = p.sameKindSections(roots, holdsArticle)
	}
	return roots
}

// sameKindSections completes a run of comment sections: when two or more
// sections are siblings of one kind (signature: tag and first class, and
// comment-marked), every visible comment-marked sibling of that kind is a
// comment too, however short (a sibling of the same first class without a
// comment mark, a theme's "format_text" story body, is not). SD's comment regions need 100 characters (seed 000's AC
// rule), so one-line replies between longer comments of the same list
// would be lost.
func (p *pipeline) sameKindSections(roots []int, holdsArticle func(int) bool) []int {
	type run struct {
		parent int
		sig    string
	}
	count := map[run]int{}
	have := map[int]bool{}
	for _, r := range roots {
		have[r] = true
		if par := int(p.doc.Parent[r]); par >= 0 {
			count[run{par, page.Signature(p.doc, r)}]++
		}
	}
	var more []int
	for k, n := range count {
		if n < 2 || !segment.HasCommentToken(k.sig) {
			continue
		}
		p.doc.Children(k.parent, func(c int) {
			if have[c] || p.st.Hidden[c] || p.st.Chars[c] == 0 || page.Signature(p.doc, c) != k.sig || holdsArticle(c) || p.isCommentWidget(c) ||
				!segment.HasCommentToken(p.doc.ClassIDOf(c)) {
				return
			}
			more = append(more, c)
		})
	}
	if len(more) == 0 {
		return roots
	}
	sort.Ints(more)
	p.trace.Add("comments.same-kind", more[0], float64(len(more)), "short comments of the same kind as the comment sections around them")
	return page.Outermost(p.doc, append(roots, more...))
}

// inCommentWidget reports a comment section inside such a widget: the
// section or an ancestor below <body> is named as one.
func (p *pipeline) inCommentWidget(id int) bool {
	for n := id; n > 0 && n != p.doc.Body; n = int(p.doc.Parent[n]) {
		if p.isCommentWidget(n) {
			return true
		}
	}
	return false
}

// isCommentWidget reports an element named as such a widget.
func (p *pipeline) isCommentWidget(id int) bool {
	return len(p.doc.Elems[id].Attr) > 0 && segment.IsCommentWidget(p.doc.ClassIDOf(id))
}

// item is one comment or post: its root element and reply depth.
type item struct {
	node  int
	depth int
}

// splitItems splits comment sections into single comments: the most
// repeated element signature (tag and class) among the comment-marked
// blocks of a section is the comment; comments inside comments are replies.
func (p *pipeline) splitItems(sections []int) []Comment {
	var all []item
	for _, s := range sections {
		all = append(all, p.itemsOf(s)...)
	}
	return p.renderItems(all)
}

func (p *pipeline) itemsOf(section int) []item {
	best := p.commentSignature(section)
	if best == "" {
		return []item{{node: section}}
	}
	var items []item
	var open []int // enclosing items, for reply depth
	for id := section + 1; id <= p.doc.End(section); id++ {
		if p.isCommentWidget(id) {
			id = p.doc.End(id) // other stories' comments, listed in the section
			continue
		}
		if p.itemSig(id) != best || p.st.Hidden[id] || p.st.Chars[id] == 0 {
			continue
		}
		for len(open) > 0 && !p.doc.Contains(open[len(open)-1], id) {
			open = open[:len(open)-1]
		}
		items = append(items, item{node: id, depth: len(open)})
		open = append(open, id)
	}
	return items
}

// itemSig is the signature (tag and class) of an element that may be a
// comment: comment-marked by class/id, or a list item or <article>.
func (p *pipeline) itemSig(id int) string {
	el := p.doc.Elems[id]
	if !segment.HasCommentToken(p.doc.ClassIDOf(id)) && el.DataAtom != atom.Li && el.DataAtom != atom.Article {
		return ""
	}
	return page.Signature(p.doc, id)
}

// commentSignature picks the element kind that is one comment: among the
// kinds repeated in the section, the one whose outermost occurrences cover
// the most of the section's text (a comment's number or author line repeats
// as often as the comment but covers little); among kinds covering nearly
// as much, the more numerous (single comments rather than a wrapper).
func (p *pipeline) commentSignature(section int) string {
	type kind struct {
		count, first int
		cover        int32
		lastTop      int // last outermost occurrence, to skip nested ones
	}
	kinds := map[string]*kind{}
	var order []string
	for id := section + 1; id <= p.doc.End(section); id++ {
		if p.st.Hidden[id] || p.st.Chars[id] == 0 {
			continue
		}
		if p.isCommentWidget(id) {
			id = p.doc.End(id)
			continue
		}
		sig := p.itemSig(id)
		if sig == "" {
			continue
		}
		k := kinds[sig]
		if k == nil {
			k = &kind{first: id, lastTop: -1}
			kinds[sig] = k
			order = append(order, sig)
		}
		k.count++
		if k.lastTop < 0 || !p.doc.Contains(k.lastTop, id) {
			k.cover += p.st.Chars[id]
			k.lastTop = id
		}
	}
	var maxCover int32
	for _, sig := range order {
		if k := kinds[sig]; k.count >= 2 && k.cover > maxCover {
			maxCover = k.cover
		}
	}
	best := ""
	for _, sig := range order {
		k := kinds[sig]
		if k.count < 2 || 10*k.cover < 9*maxCover {
			continue
		}
		if best == "" || k.count > kinds[best].count {
			best = sig
		}
	}
	// A section with one comment repeats only its chrome (a header line,
	// a count): a kind covering under minKindCover of the section's text
	// is not the comment; the kind that covers most of it, once, is.
	if sec := p.st.Chars[section]; best == "" || 10*kinds[best].cover < minKindCover*sec {
		one := ""
		for _, sig := range order {
			if k := kinds[sig]; 2*k.cover >= sec && (one == "" || k.cover > kinds[one].cover) {
				one = sig
			}
		}
		if one != "" {
			best = one
		}
	}
	return best
}

// minKindCover is, in tenths, the least share of a comment section's text
// the chosen comment kind covers.
const minKindCover = 3

// postItems lifts each post region of a discussion page to the largest
// block that holds no other post, so the author and date next to a post's
// text come with it.
func (p *pipeline) postItems(posts []int) []int {
	sort.Ints(posts)
	lca := posts[0]
	for _, x := range posts[1:] {
		lca = p.doc.LCA(lca, x)
	}
	items := make([]int, 0, len(posts))
	for _, x := range posts {
		top := x
		for n := int(p.doc.Parent[x]); n > lca; n = int(p.doc.Parent[n]) {
			if p.countInside(n, posts) > 1 {
				break
			}
			top = n
		}
		items = append(items, top)
	}
	return page.Outermost(p.doc, items)
}

// allOfKind completes a discussion's posts: SD's candidates are only the
// posts dense enough to be near the densest one (dfm ≤ T1), but every
// sibling of the same kind next to them is a post too, short replies
// included.
func (p *pipeline) allOfKind(items []int) []int {
	kinds := map[string]bool{}
	parents := map[int]bool{}
	for _, it := range items {
		kinds[page.Signature(p.doc, it)] = true
		parents[int(p.doc.Parent[it])] = true
	}
	out := append([]int(nil), items...)
	for parent := range parents {
		if parent < 0 {
			continue // an item at the root (a tree without <html>) has no siblings
		}
		p.doc.Children(parent, func(c int) {
			if kinds[page.Signature(p.doc, c)] && !p.st.Hidden[c] && p.st.Chars[c]-p.st.LinkChars[c] >= 20 {
				out = append(out, c)
			}
		})
	}
	sort.Ints(out)
	return page.Outermost(p.doc, dedupe(out))
}

// dedupe drops repeated ids from a sorted slice.
func dedupe(sorted []int) []int {
	out := sorted[:0]
	for i, x := range sorted {
		if i == 0 || x != sorted[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// countInside counts the sorted ids inside root's subtree (a contiguous id
// range, so two binary searches).
func (p *pipeline) countInside(root int, sorted []int) int {
	lo := sort.SearchInts(sorted, root)
	hi := sort.SearchInts(sorted, p.doc.End(root)+1)
	return hi - lo
}

// maxCommentLinkDensity: an item with more of its text in links is chrome.
const maxCommentLinkDensity = 0.6

// renderItems renders comments or posts. Nested items are left out of
// their parent's text (they are items of their own).
func (p *pipeline) renderItems(list []item) []Comment {
	isItem := map[*html.Node]bool{}
	for _, it := range list {
		isItem[p.doc.Elems[it.node]] = true
	}
	out := make([]Comment, 0, len(list))
	for _, it := range list {
		root := p.doc.Elems[it.node]
		ids := page.NewIDWalk(p.doc, it.node)
		skip := func(n *html.Node) bool {
			if n != root && isItem[n] || clean.CommentChrome(n) {
				return true
			}
			id, ok := ids.ID(n)
			return ok && p.st.Hidden[id]
		}
		if p.st.LinkDensity(it.node) > maxCommentLinkDensity && p.st.Chars[it.node]-p.st.LinkChars[it.node] < 50 {
			continue // a row of profile or share links, not a comment
		}
		part := render.NewPart(p.base, skip, root)
		text := strings.TrimSpace(part.Text())
		if text == "" || isCommentBoilerplate(root, text) {
			continue
		}
		author, authorEl := p.findAuthor(it.node, isItem)
		author = trimSays(author)
		date, dateEl := p.findDate(it.node, isItem)
		// The HTML is the body the reader shows under its own author and
		// date line; the text keeps them (it is what a reader of the page
		// sees, and what the corpora's gold holds).
		c := Comment{Author: author, Date: date, Text: text, Depth: it.depth, Node: it.node}
		if p.formats.html {
			c.HTML = render.NewPart(p.base, func(n *html.Node) bool {
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
func (p *pipeline) findAuthor(id int, isItem map[*html.Node]bool) (string, *html.Node) {
	return p.findInItem(id, isItem, func(el *html.Node) bool {
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
func (p *pipeline) findDate(id int, isItem map[*html.Node]bool) (string, *html.Node) {
	if d, el := p.findInItem(id, isItem, func(el *html.Node) bool { return el.DataAtom == atom.Time }); d != "" {
		return d, el
	}
	return p.findInItem(id, isItem, func(el *html.Node) bool {
		ci := dom.ClassID(el)
		return strings.Contains(ci, "date") || strings.Contains(ci, "time")
	})
}

// findInItem returns the short text (or datetime) of the first element of
// the item matching ok, not descending into nested items, and the element.
func (p *pipeline) findInItem(id int, isItem map[*html.Node]bool, ok func(*html.Node) bool) (string, *html.Node) {
	for d := id + 1; d <= p.doc.End(id); d++ {
		el := p.doc.Elems[d]
		if isItem[el] {
			d = p.doc.End(d)
			continue
		}
		if p.st.Hidden[d] || !ok(el) {
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
