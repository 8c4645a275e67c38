package pagetype

import (
	"sort"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html/atom"
)

// minThreadPosts is the number of same-kind post items that make a thread:
// a question and one answer already make a discussion.
const minThreadPosts = 3

// threadAround climbs from the article region looking for an ancestor that
// is one of several same-kind siblings carrying post metadata; it returns
// those siblings (the posts), or nil.
func (pt *decider) threadAround(article int) []int {
	for n, level := article, 0; n > pt.doc.Body && level < maxThreadClimb; n, level = int(pt.doc.Parent[n]), level+1 {
		parent := int(pt.doc.Parent[n])
		if parent < 0 {
			break
		}
		sig := page.Signature(pt.doc, n)
		if strings.HasSuffix(sig, ".") {
			continue // no class: layout columns share "div." as often as posts do
		}
		var same []int
		pt.doc.Children(parent, func(c int) {
			if page.Signature(pt.doc, c) == sig && pt.st.Chars[c]-pt.st.LinkChars[c] >= 20 && !pt.st.Hidden[c] {
				same = append(same, c)
			}
		})
		need := minThreadPosts
		if pt.pg.Discussion {
			need = 2 // the page says it is a thread: a question and an answer are enough
		}
		if len(same) < need {
			continue
		}
		if pt.holdsComments(n) || pt.dominates(n, same) {
			return nil // a layout column holding the story (and its comments), not a post
		}
		if mostlyWith(same, need, pt.hasPostMeta) {
			return same
		}
		// Same-kind siblings without authors are paragraphs or cards, not
		// posts; the posts may still be further up.
	}
	return nil
}

// mostlyWith reports whether at least need of the items, and two thirds of
// them, pass has: a thread's posts carry their metadata, a page's repeated
// paragraphs or cards mostly do not.
func mostlyWith(items []int, need int, has func(int) bool) bool {
	n := 0
	for _, c := range items {
		if has(c) {
			n++
		}
	}
	return n >= need && 3*n >= 2*len(items)
}

// threadWithin finds the posts inside the article region. SD picks the
// candidate closest to the root (seed 000 §3.3 step 7); on a board whose
// posts are short, no post is dense enough to stand out and the closest
// candidate is the wrapper of the whole thread (a guest notice above a table
// of messages), so threadAround's climb finds nothing above it. The posts
// are then a group of same-kind siblings inside it (same parent, tag and
// class: message boards often number their rows rather than class them)
// that together hold most of the region's text, each naming its author and
// its date. Both are asked for, and must be filled in, because inside one
// region much else repeats with one of them: citations with an access date,
// paragraphs each holding an empty byline slot. When the region holds
// comment regions, its repeated items are an article's comments.
func (pt *decider) threadWithin(article int) []int {
	own := pt.st.Chars[article] - pt.st.LinkChars[article]
	if own <= 0 || pt.holdsComments(article) {
		return nil
	}
	need := minThreadPosts
	if pt.pg.Discussion {
		need = 2
	}
	for _, items := range pt.coveringGroups(article, own, need) {
		if mostlyWith(items, need, pt.hasAuthorAndDate) {
			return items
		}
	}
	return nil
}

// minThreadCover is the share of the region's text (outside links) its
// posts hold together, in tenths: the rest is the board's chrome (a guest
// notice, breadcrumbs, pagination).
const minThreadCover = 6

// coveringGroups returns the groups of at least need same-kind siblings
// inside root that together hold minThreadCover tenths of its text, the
// most numerous first: the finest repeated unit covering the text is the
// single post, not a pane holding many. One pass over the subtree; the kind
// is keyed without building signature strings, and children of parents
// with fewer than need children are skipped, since most article pages come
// through here.
func (pt *decider) coveringGroups(root int, own int32, need int) [][]int {
	type key struct {
		parent     int
		tag, class string
	}
	type group struct {
		items []int
		text  int32
	}
	groups := map[key]*group{}
	var order []key
	for d := root + 1; d <= pt.doc.End(root); d++ {
		parent := int(pt.doc.Parent[d])
		text := pt.st.Chars[d] - pt.st.LinkChars[d]
		if int(pt.st.Cardinality[parent]) < need || pt.st.Hidden[d] || text < 20 {
			continue
		}
		el := pt.doc.Elems[d]
		k := key{parent, el.Data, page.KindClass(el)}
		g := groups[k]
		if g == nil {
			g = &group{}
			groups[k] = g
			order = append(order, k)
		}
		g.items = append(g.items, d)
		g.text += text
	}
	var out [][]int
	for _, k := range order {
		if g := groups[k]; len(g.items) >= need && 10*g.text >= minThreadCover*own {
			out = append(out, g.items)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return len(out[i]) > len(out[j]) })
	return out
}

// postDateWords mark the date part of a post by class/id.
var postDateWords = []string{"date", "time", "posted"}

// hasAuthorAndDate reports an item that names who wrote it and when: an
// author-marked element (class/id from postMetaWords that is not a date
// word, or itemprop=author) holding text or an avatar image, and a <time>
// or a date-marked element holding text.
func (pt *decider) hasAuthorAndDate(id int) bool {
	author, date := false, false
	for d := id + 1; d <= pt.doc.End(id) && !(author && date); d++ {
		el := pt.doc.Elems[d]
		if el.DataAtom == atom.Time {
			date = true
			continue
		}
		filled := pt.st.Chars[d] > 0 || pt.st.Images[d] > 0 || el.DataAtom == atom.Img
		if !filled {
			continue
		}
		switch dom.Attr(el, "itemprop") {
		case "author":
			author = true
		case "datePublished", "dateCreated":
			date = true
		}
		ci := pt.doc.ClassIDOf(d)
		if ci == "" {
			continue
		}
		if containsAnyWord(ci, postDateWords) {
			date = true
		} else if containsAnyWord(ci, postMetaWords) {
			author = true
		}
	}
	return author && date
}

func containsAnyWord(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// maxThreadClimb bounds how far above the article region a post item is
// looked for (forum markup nests the text deep inside each post).
const maxThreadClimb = 10

// holdsComments reports whether comment regions lie inside id: a post does
// not hold the replies to the story.
func (pt *decider) holdsComments(id int) bool {
	for _, c := range page.Labelled(pt.seg, segment.LabelComment) {
		if pt.doc.Contains(id, c) {
			return true
		}
	}
	return false
}

// dominates reports an item holding most of its group's text outside links:
// the main column among side columns, not one post among posts.
func (pt *decider) dominates(id int, group []int) bool {
	own := pt.st.Chars[id] - pt.st.LinkChars[id]
	var total int32
	for _, c := range group {
		total += pt.st.Chars[c] - pt.st.LinkChars[c]
	}
	// Layout columns come in twos and threes; a thread of many posts may
	// well open with one long post.
	return len(group) == 3 && 10*own > 7*total
}

// postMetaWords mark the author and date parts of a post by class/id.
var postMetaWords = []string{"author", "user", "username", "poster", "avatar", "byline", "date", "time", "posted", "member", "profile"}

// hasPostMeta reports whether an item carries who wrote it or when: a
// <time>, an element whose class/id names an author or date, or an avatar.
func (pt *decider) hasPostMeta(id int) bool {
	for d := id + 1; d <= pt.doc.End(id); d++ {
		el := pt.doc.Elems[d]
		if el.DataAtom == atom.Time {
			return true
		}
		ci := pt.doc.ClassIDOf(d)
		if ci == "" {
			if it := dom.Attr(el, "itemprop"); it == "author" || it == "datePublished" || it == "dateCreated" {
				return true
			}
			continue
		}
		for _, w := range postMetaWords {
			if strings.Contains(ci, w) {
				return true
			}
		}
	}
	return false
}

// hasHeadingLink reports an item titled by a linked heading: the teaser of
// a listing, which links to the post it summarises. A link to a fragment
// of the page itself is the heading's permalink anchor (the ¶ of
// documentation generators), which every section of one document has.
func (pt *decider) hasHeadingLink(id int) bool {
	if pt.st.Chars[id] > page.MaxTeaserChars {
		return false // a long section under a linked heading is no teaser
	}
	for d := id + 1; d <= pt.doc.End(id); d++ {
		if dom.HeadingLevel(pt.doc.Tag(d)) == 0 {
			continue
		}
		for a := d + 1; a <= pt.doc.End(d); a++ {
			if pt.doc.Tag(a) != atom.A {
				continue
			}
			if href := strings.TrimSpace(dom.Attr(pt.doc.Elems[a], "href")); href != "" && href[0] != '#' {
				return true
			}
		}
		return false
	}
	return false
}
