package thread

import (
	"sort"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
)

// A discussion's thread, assembled from the post regions the page-type
// call found. The regions are parts of posts, and not always the right
// ones: SD's candidates may be the blocks of the page's columns (a summary
// box, the posts block, "similar threads"), and a thread's first post is
// often of another kind than its replies (a question above its answers, a
// link submission above its comments). Thread
//
//  1. lifts the regions to whole items and completes them with their
//     siblings of the same kind (PostItems, AllOfKind);
//  2. looks among the blocks the items span for the run of signed blocks
//     (same kind, siblings, each with an author and a date) that holds the
//     most text: those are the posts when they hold most of the items'
//     text (signedRun);
//  3. adds the replies inside the posts: blocks of the posts' kind, or
//     signed blocks named as comments (a Q&A's comments under a post);
//  4. puts the opening post in front when it is of another kind: the
//     nearest signed block before the first post (openingPost);
//  5. leaves out activity lines ("X added the label bug"), and sets each
//     post's reply depth (setDepths); an answer its microdata declares
//     is at depth 0, however deep the answers' list sits.

// Thread returns a discussion's posts, in page order, with their depths.
func (f *Finder) Thread(regions []int) []Item {
	items := f.PostItems(regions)
	if !f.refine {
		return itemsOf(items)
	}
	items = f.AllOfKind(items)
	if run := f.signedRun(items); run != nil {
		items = run
	}
	op := f.openingPost(items)
	items = f.withReplies(items, op)
	items = f.withoutActivity(items)
	list := itemsOf(items)
	f.setDepths(list)
	if op >= 0 && list[0].Node == op {
		list[0].Depth = 0 // the opening post heads the thread
	}
	for i := range list {
		if DeclaredPost(f.doc.Elems[list[i].Node]) == "Answer" {
			list[i].Depth = 0 // an answer answers the question: no reply to a post
		}
	}
	return list
}

func itemsOf(ids []int) []Item {
	out := make([]Item, len(ids))
	for i, id := range ids {
		out[i] = Item{Node: id}
	}
	return out
}

// minPostText is the least text, outside links, of a post of a run.
const minPostText = 20

// signedRun finds, among the blocks inside the items' common ancestor,
// the group of same-kind siblings (parent, tag and class) most of which
// are signed, holding the most text outside links; it returns it when it
// holds at least half the items' text and differs from them, else nil.
func (f *Finder) signedRun(items []int) []int {
	if len(items) == 0 {
		return nil
	}
	area := items[0]
	var itemText int32
	for _, it := range items {
		area = f.doc.LCA(area, it)
		itemText += f.st.Chars[it] - f.st.LinkChars[it]
	}
	if len(items) == 1 {
		area = int(f.doc.Parent[area])
	}
	if area < 0 {
		return nil
	}
	type key struct {
		parent     int
		tag, class string
	}
	groups := map[key][]int{}
	var order []key
	for d := area + 1; d <= f.doc.End(area); d++ {
		if f.st.Hidden[d] || f.st.Chars[d]-f.st.LinkChars[d] < minPostText {
			continue
		}
		el := f.doc.Elems[d]
		k := key{int(f.doc.Parent[d]), el.Data, page.KindClass(el)}
		if groups[k] == nil {
			order = append(order, k)
		}
		groups[k] = append(groups[k], d)
	}
	// The finest signed unit holding half the text: the most numerous
	// such group (a post rather than a column of posts), then the larger.
	var best []int
	var bestText int32
	for _, k := range order {
		g := groups[k]
		if len(g) < 2 || len(g) < len(best) {
			continue
		}
		var text int32
		for _, d := range g {
			text += f.st.Chars[d] - f.st.LinkChars[d]
		}
		if 2*text < itemText || len(g) == len(best) && text <= bestText || !f.mostlySigned(g) {
			continue
		}
		best, bestText = g, text
	}
	if best == nil || sameInts(best, items) {
		return nil
	}
	f.pg.Trace.Add("posts", best[0], float64(len(best)), "the run of signed blocks of one kind holding most of the thread's text: the posts")
	return best
}

// mostlySigned reports a group two thirds of whose blocks (and at least
// two) are signed.
func (f *Finder) mostlySigned(group []int) bool {
	n := 0
	for _, d := range group {
		if f.signed(d) {
			n++
		}
	}
	return n >= 2 && 3*n >= 2*len(group)
}

// hasBody reports a signed block with words of its own besides its
// signature: a comment, not the header line of a post ("pedal-pieter
// commented on Mar 1").
func (f *Finder) hasBody(id int) bool {
	m := f.meta(id)
	if m.authorTier == noTier || m.dateTier == noTier {
		return false
	}
	own := f.st.Chars[id] - f.st.LinkChars[id]
	for _, e := range []int{m.authorEl, m.dateEl} {
		if e >= 0 && !f.st.InLink[e] {
			own -= f.st.Chars[e]
		}
	}
	return own >= 2*minPostText
}

// signed reports a block naming its author and its date.
func (f *Finder) signed(id int) bool {
	m := f.meta(id)
	return m.authorTier < noTier && m.dateTier < noTier
}

func sameInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// withReplies adds the opening post (op ≥ 0) and the replies inside the
// posts: blocks of the posts' kind nested in them (a comment tree), and
// the innermost signed blocks named as comments that hold a small part of
// their post (the comments under a question and its answers), outside
// quotations.
func (f *Finder) withReplies(items []int, op int) []int {
	kinds := map[string]bool{}
	for _, it := range items {
		kinds[f.sig(it)] = true
	}
	posts := append([]int(nil), items...)
	for _, it := range items {
		for d := it + 1; d <= f.doc.End(it); d++ {
			if kinds[f.sig(d)] && f.replyBlock(d, it) && f.signed(d) {
				posts = append(posts, d) // a reply signs itself; a block of the same class may be layout
			}
		}
	}
	if op >= 0 {
		posts = append(posts, op)
	}
	sort.Ints(posts)
	posts = dedupe(posts)
	isPost := map[int]bool{}
	for _, p := range posts {
		isPost[p] = true
	}
	var comments []int
	for _, p := range posts {
		own := f.meta(p)
		holdsOwn := func(d int) bool { // the post's own header and body, not a reply
			return own.authorEl >= 0 && f.doc.Contains(d, own.authorEl) || own.dateEl >= 0 && f.doc.Contains(d, own.dateEl)
		}
		f.ownElements([]int{p}, func(d int) bool { return isPost[d] }, func(d int) bool {
			if d != p && f.replyBlock(d, p) && 2*f.st.Chars[d] < f.st.Chars[p] && !holdsOwn(d) &&
				f.commentMarked(d) && f.hasBody(d) {
				comments = append(comments, d)
			}
			return true
		})
	}
	// Of nested comment-named blocks, the innermost signed one is the
	// comment (a list of comments is signed by its first).
	for i, c := range comments {
		if i+1 < len(comments) && f.doc.Contains(c, comments[i+1]) {
			continue
		}
		posts = append(posts, c)
	}
	sort.Ints(posts)
	return dedupe(posts)
}

// replyBlock reports a block inside a post that may be a reply: shown,
// with text of its own, outside the post's quotations.
func (f *Finder) replyBlock(d, post int) bool {
	return !f.st.Hidden[d] && f.st.Chars[d]-f.st.LinkChars[d] >= minPostText && !f.inQuote(d, post)
}

// Bounds of the search for an opening post of another kind.
const (
	maxOpeningClimb = 6
	maxOpeningGap   = 3 // blocks passed over between it and the first post
)

// openingPost finds a thread's first post when it is of another kind than
// its replies: the nearest signed block before the first item, among the
// blocks before it and before its first few ancestors. -1 when the first
// item opens the thread, or when a block of prose without a signature
// comes first (an article, with its comments).
func (f *Finder) openingPost(items []int) int {
	if len(items) == 0 {
		return -1
	}
	first := items[0]
	kind := f.sig(first)
	for n, level := first, 0; n > f.doc.Body && level < maxOpeningClimb; n, level = int(f.doc.Parent[n]), level+1 {
		passed := 0
		for s := f.st.PrevSibling[n]; s >= 0 && passed < maxOpeningGap; s = f.st.PrevSibling[s] {
			id := int(s)
			if f.st.Hidden[id] || f.st.Chars[id] == 0 {
				continue
			}
			if f.sig(id) == kind {
				if f.st.Chars[id]-f.st.LinkChars[id] >= minPostText {
					return -1 // the thread's own first post is there
				}
				continue // a line of the thread's activity
			}
			if f.signed(id) && f.st.Chars[id]-f.st.LinkChars[id] >= minPostText && !f.datedAfter(id, items) {
				if f.sameSignature(id, first) {
					return -1 // the thread's header: its starter and start date are the first post's
				}
				id = f.innermostSigned(id)
				f.pg.Trace.Add("posts", id, float64(f.st.Chars[id]), "a signed block of another kind just before the replies: the opening post")
				return id
			}
			passed++
		}
	}
	return -1
}

// datedAfter reports a block dated on a later day than every item of the
// thread: no opening post, which comes before its replies whichever way
// the thread is sorted, but the page's own header showing today's date
// (a forum's clock beside its menu) or a line of the thread's latest
// activity. Dates compare as ISO days; an item with no ISO date decides
// nothing.
func (f *Finder) datedAfter(id int, items []int) bool {
	day := leadingISO(f.meta(id).date)
	if len(day) < len("2006-01-02") {
		return false
	}
	day = day[:len("2006-01-02")]
	for _, it := range items {
		d := leadingISO(f.meta(it).date)
		if len(d) < len(day) || d[:len(day)] >= day {
			return false
		}
	}
	return true
}

// innermostSigned descends from a signed block into its child holding
// most of its text while that child is signed too: the post inside the
// list or column that holds it. It stops at a block the page names (an id:
// the post's own element, with its score and address around its text).
func (f *Finder) innermostSigned(id int) int {
	for dom.Attr(f.doc.Elems[id], "id") == "" {
		next := -1
		f.doc.Children(id, func(c int) {
			if 10*f.st.Chars[c] >= 8*f.st.Chars[id] {
				next = c
			}
		})
		if next < 0 || !f.signed(next) {
			return id
		}
		id = next
	}
	return id
}

// sameSignature reports two blocks signed by the same author on the same
// date.
func (f *Finder) sameSignature(a, b int) bool {
	ma, mb := f.meta(a), f.meta(b)
	return ma.author == mb.author && sameMoment(ma.date, mb.date)
}

// sameMoment reports two dates that name the same moment as far as the
// less precise one says: a thread header's machine date
// ("2024-07-05T17:39:35-04:00") and the first post's shown one read to the
// minute ("2024-07-05T17:39") are the same start. ISO 8601 dates compare
// by prefix, down to the minute; other text compares whole.
func sameMoment(a, b string) bool {
	if a == b {
		return true
	}
	const day, minute = len("2006-01-02"), len("2006-01-02T15:04")
	n := min(len(a), len(b), minute)
	if n < day || leadingISO(a) == "" || leadingISO(b) == "" {
		return false
	}
	return a[:n] == b[:n]
}

// maxActivityChars bounds an activity line of a thread's timeline.
const maxActivityChars = 200

// withoutActivity leaves out the items that are one short line of
// activity, their author and date inline in it ("osm-olga added the bug
// label on Mar 1"): a post sets its body apart from its header.
func (f *Finder) withoutActivity(items []int) []int {
	out := items[:0]
	for _, it := range items {
		if f.st.Chars[it] <= maxActivityChars {
			m := f.meta(it)
			if m.authorEl >= 0 && m.dateEl >= 0 {
				line := f.blockOf(m.authorEl)
				if line == f.blockOf(m.dateEl) && f.st.Chars[line] == f.st.Chars[it] {
					f.pg.Trace.Add("posts", it, float64(f.st.Chars[it]), "one line of activity, its author and date inline: no post")
					continue
				}
			}
		}
		out = append(out, it)
	}
	return out
}

// blockOf is the nearest block element at or above id.
func (f *Finder) blockOf(id int) int {
	for n := id; n >= 0; n = int(f.doc.Parent[n]) {
		if dom.IsBlock(f.doc.Tag(n)) {
			return n
		}
	}
	return id
}

// Submission reports a page whose article is the first post of the thread
// below it: a link aggregator's submission (its title, its text) above its
// comment tree. The nearest signed block before the comments holds the
// article, is signed the way most comments are (its author and its date
// in elements of the same kinds as theirs), and holds less text than the
// comments together. A story above its readers' comments is signed the
// story's way (a byline, a dateline) and is longer; it stays an article.
func (f *Finder) Submission(comments, articles []int) (op int, ok bool) {
	if len(articles) == 0 || f.st.Chars[articles[0]]-f.st.LinkChars[articles[0]] > maxSubmission {
		return -1, false
	}
	var list []Item
	for _, s := range f.SectionsOnce(comments, articles) {
		list = append(list, f.itemsOf(s)...)
	}
	if len(list) < minThreadItems {
		return -1, false
	}
	var commentText int32
	sizes := make([]int, 0, len(list))
	first := make([]int, 0, len(list))
	for _, it := range list {
		commentText += f.st.Chars[it.Node]
		sizes = append(sizes, int(f.st.Chars[it.Node]))
		first = append(first, it.Node)
	}
	sort.Ints(sizes)
	op = f.openingPost(first)
	if op < 0 || !f.doc.Contains(op, articles[0]) && !f.doc.Contains(articles[0], op) || f.st.Chars[op] >= commentText ||
		f.st.Chars[op]-f.st.LinkChars[op] > int32(max(minEssay, maxSubmissionRatio*sizes[len(sizes)/2])) {
		return -1, false // no post above the comments, or an essay, not a post among posts
	}
	m := f.meta(op)
	if m.authorEl < 0 || m.dateEl < 0 {
		return -1, false
	}
	author, date := f.sig(m.authorEl), f.sig(m.dateEl)
	a, d := 0, 0
	for _, it := range list {
		c := f.meta(it.Node)
		if c.authorEl >= 0 && c.dateEl >= 0 {
			a += b2i(f.sig(c.authorEl) == author)
			d += b2i(f.sig(c.dateEl) == date)
		}
	}
	return op, 2*a > len(list) && 2*d > len(list)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Bounds of a submission: the least number of comments that make its
// thread; its text outside links is at most maxSubmissionRatio times the
// median comment's, or minEssay characters.
const (
	minThreadItems     = 3
	maxSubmissionRatio = 4
	minEssay           = 800
	maxSubmission      = 4000 // longer is an essay, whatever its comments
)

// SectionsOnce is Sections, memoised for the page: the page-type call and
// the comments stage ask for the same sections.
func (f *Finder) SectionsOnce(comments, articles []int) []int {
	if f.sections == nil || !sameInts(f.sectionsFor, comments) {
		f.sections, f.sectionsFor = f.Sections(comments, articles), append([]int(nil), comments...)
	}
	return f.sections
}
