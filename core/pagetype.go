package core

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html/atom"
)

// The final page-type call. SD (seed 000 §3.3 step 7) decides Multiple areas
// from the geometry of its candidate regions alone: candidates on one level
// or sharing a class. Two things fool it on real pages: an article whose
// body is split into same-class columns looks like posts, and a thread whose
// first post is long looks like an article with replies. What tells them
// apart is what a post carries and a paragraph does not: who wrote it and
// when. The pipeline therefore checks the items themselves:
//
//   - an M decision stands only when most of its items carry post metadata
//     (an author, a date, an avatar, a <time>) or a linked heading (the
//     teasers of a listing); otherwise the page is an article;
//   - an A or AC decision becomes M when the article region sits inside
//     one of at least minThreadPosts sibling items of one kind (same tag and
//     class) that carry post metadata: the "article" is the first post;
//   - or when the article region holds such items, each naming its author
//     and its date, covering most of its text: the "article" is the
//     wrapper of a thread of short posts.

// commentRuns returns the blocks among ids named as comments alike but for
// numbers ("format_text comment-body-848954"), in runs of at least
// minCommentRun, in page order.
func (p *pipeline) commentRuns(ids []int) []int {
	byName := map[string][]int{}
	var names []string
	for _, r := range ids {
		ci := p.doc.ClassIDOf(r)
		if !segment.HasCommentToken(ci) {
			continue
		}
		name := strings.Map(func(c rune) rune {
			if '0' <= c && c <= '9' {
				return -1
			}
			return c
		}, ci)
		if byName[name] == nil {
			names = append(names, name)
		}
		byName[name] = append(byName[name], r)
	}
	var out []int
	for _, n := range names {
		if len(byName[n]) >= minCommentRun {
			out = append(out, byName[n]...)
		}
	}
	sort.Ints(out)
	return out
}

// minCommentRun is the least number of comment-named blocks that make the
// comments of an article SD took for a discussion.
const minCommentRun = 3

// minThreadPosts is the number of same-kind post items that make a thread:
// a question and one answer already make a discussion.
const minThreadPosts = 3

// refinePageType adjusts the segmentation's type and labels in place.
func (p *pipeline) refinePageType() {
	p.preferTitledCandidate()
	p.preferProseCandidate()
	p.articleOutsideComments()
	switch p.seg.Type {
	case segment.TypeMultiple:
		posts := page.Labelled(&p.seg, segment.LabelPost)
		if len(posts) == 0 {
			return
		}
		items := p.threads.PostItems(posts)
		withMeta := 0
		for _, it := range items {
			if p.hasPostMeta(it) || p.hasHeadingLink(it) {
				withMeta++
			}
		}
		if 2*withMeta >= len(items) {
			return
		}
		// Blocks named as comments among the "posts" (SD calls a page a
		// discussion when its comments share the article's markup, a
		// theme's "format_text" on both) are the article's comments when
		// at least minCommentRun of them are named alike but for numbers
		// ("comment-body-848954"): sections whose ids are headings' slugs
		// ("#commentary", "#explicit-in-reply-to-headers" in
		// documentation) are named each its own way. The article is the
		// densest of the other blocks.
		comments := p.commentRuns(posts) // sorted
		rest := slices.DeleteFunc(slices.Clone(posts), func(r int) bool {
			_, isComment := slices.BinarySearch(comments, r)
			return isComment
		})
		if len(rest) == 0 {
			// Every block is a comment: the densest stands for the article
			// (the story is too short to be a region), the others stay
			// comments.
			rest = posts
		}
		best := p.pg.Densest(rest)
		p.trace.Add("pagetype", best, float64(withMeta), fmt.Sprintf("only %d of %d items carry an author or date: an article", withMeta, len(items)))
		page.Relabel(&p.seg, segment.LabelPost, segment.LabelNoise)
		if whole := p.storyAcross(rest); whole >= 0 {
			p.trace.Add("pagetype", whole, float64(len(rest)), "the blocks are parts of one story: their common ancestor is the article")
			best = whole
			p.pg.SetLabel(&p.seg, best, segment.LabelArticle, "the parts of an article SD took for posts, together")
		} else {
			p.pg.SetLabel(&p.seg, best, segment.LabelArticle, "densest block of an article split into same-kind columns")
		}
		p.seg.Type = segment.TypeArticle
		var kept []int
		for _, c := range comments {
			if !p.doc.Contains(c, best) && !p.doc.Contains(best, c) {
				kept = append(kept, c)
			}
		}
		if len(kept) > 0 {
			p.pg.SetLabels(&p.seg, kept, segment.LabelComment, "comment-marked block of an article SD took for a discussion")
			p.seg.Type = segment.TypeArticleWithComments
		}
	default:
		articles := page.Labelled(&p.seg, segment.LabelArticle)
		if len(articles) == 0 {
			return
		}
		items := p.threadAround(articles[0])
		why := "the article is one of %d posts of one kind with authors/dates: a discussion"
		if len(items) == 0 {
			items = p.threadWithin(articles[0])
			why = "the article region holds %d posts of one kind, each with an author and a date: a discussion"
		}
		if len(items) == 0 && p.pg.Discussion {
			// The page says it is a thread or a Q&A but its posts are of
			// different kinds (a question, then answers): keep the
			// regions found and call the page what it says it is.
			p.trace.Add("pagetype", articles[0], 0, "structured data declares a discussion (DiscussionForumPosting, QAPage)")
			page.Relabel(&p.seg, segment.LabelArticle, segment.LabelPost)
			page.Relabel(&p.seg, segment.LabelComment, segment.LabelPost)
			p.seg.Type = segment.TypeMultiple
			return
		}
		if len(items) == 0 {
			return
		}
		p.trace.Add("pagetype", articles[0], float64(len(items)), fmt.Sprintf(why, len(items)))
		page.Relabel(&p.seg, segment.LabelArticle, segment.LabelNoise)
		page.Relabel(&p.seg, segment.LabelComment, segment.LabelNoise)
		p.pg.SetLabels(&p.seg, items, segment.LabelPost, "post: one of the same-kind items with author or date around the densest text")
		p.seg.Type = segment.TypeMultiple
	}
}

// storyAcross returns the common ancestor of the blocks when it reads as
// one story: below the body, outside page chrome, with few links, the
// blocks holding a good part of its text. Else -1. A story told in rows
// (a text column beside a picture or a "popular posts" column, row after
// row) or a page builder's sections give SD one candidate per part, and
// without authors or dates on them they are one article, not posts; the
// ancestor also brings the headings and figures between the parts.
func (p *pipeline) storyAcross(blocks []int) int {
	if len(blocks) < 2 {
		return -1
	}
	a := blocks[0]
	var sum int32
	for _, b := range blocks {
		a = p.doc.LCA(a, b)
		sum += p.st.Chars[b]
	}
	if a <= p.doc.Body || p.st.LinkDensity(a) > page.MaxArticleLinkDensity || p.pg.InBoilerplate(a) {
		return -1
	}
	if float64(sum) < minStoryAcrossShare*float64(p.st.Chars[a]) {
		return -1
	}
	return a
}

// minStoryAcrossShare is the share of their common ancestor's text the
// parts of a story hold.
const minStoryAcrossShare = 0.3

// minShortPost is the least non-link text of a post found by proseBefore.
const minShortPost = 80

// proseBefore finds a short post above a comment section: among the
// element siblings before the section and before each of its first few
// ancestors, the one with the most text outside links (at least
// minShortPost, links under half its text). Blogs put the post, its meta
// line and its comments in one container; a post of a few lines is too
// small to be a region of SD's, and its comments are the densest block.
// A post too short even for that (a headline, a photo, a line) is the
// nearest sibling the page's headline heads, at the same level: before
// climbing to the level of the page's other columns.
func (p *pipeline) proseBefore(section int) (best, bestChars int) {
	best = -1
	for n, level := section, 0; n > 0 && n != p.doc.Body && level < 3; n, level = int(p.doc.Parent[n]), level+1 {
		for s := p.st.PrevSibling[n]; s >= 0; s = p.st.PrevSibling[s] {
			id := int(s)
			if !p.postBlock(id) {
				continue
			}
			chars := int(p.st.Chars[id] - p.st.LinkChars[id])
			if chars >= minShortPost && chars > bestChars {
				best, bestChars = id, chars
			}
		}
		if best >= 0 {
			return best, bestChars
		}
		// No prose at this level: the nearest block the headline heads.
		// A photo post's block may be all links, its headline a permalink
		// and its picture linked to the full size: a block holding the
		// headline and no more text than a header is taken whatever its
		// links.
		for s := p.st.PrevSibling[n]; s >= 0; s = p.st.PrevSibling[s] {
			id := int(s)
			if p.postBlock(id) && p.pg.HeadedByTitle(id) || p.shownUnmarked(id) && p.pg.HeaderSized(id) && p.pg.TitledStory([]int{id}) {
				return id, int(p.st.Chars[id] - p.st.LinkChars[id])
			}
		}
	}
	return best, bestChars
}

// postBlock reports a block proseBefore may take for a post: shown, under
// half links, not named as comments.
func (p *pipeline) postBlock(id int) bool {
	return p.shownUnmarked(id) && p.st.LinkDensity(id) <= 0.5
}

// shownUnmarked reports a shown block not named as comments.
func (p *pipeline) shownUnmarked(id int) bool {
	return !p.st.Hidden[id] && !segment.HasCommentToken(p.doc.ClassIDOf(id))
}

// articleOutsideComments corrects a main region chosen inside a comment
// section. Under a short story, one long comment can be the densest block
// of the page (seed 000's max-density region); SD then calls the comment
// the article, or the page a discussion. When the chosen block sits in a
// comment-marked section and a prose block precedes that section, the
// prose block is the article and the section holds the comments.
func (p *pipeline) articleOutsideComments() {
	main := -1
	if arts := page.Labelled(&p.seg, segment.LabelArticle); len(arts) > 0 {
		main = arts[0]
	} else if posts := page.Labelled(&p.seg, segment.LabelPost); len(posts) > 0 {
		main = p.pg.Densest(posts)
	}
	if main < 0 {
		return
	}
	section := p.pg.CommentAncestor(main)
	if section < 0 {
		return
	}
	best, bestDensity := -1, 0
	for _, r := range p.seg.Regions {
		if r.Node >= section || p.pg.CommentAncestor(r.Node) >= 0 || r.LinkDensity > 0.5 || r.Density < page.MinArticleChars {
			continue
		}
		if best < 0 || r.Density > bestDensity {
			best, bestDensity = r.Node, r.Density
		}
	}
	if best < 0 && !p.pg.Discussion && len(p.threadAround(main)) == 0 && len(p.threadWithin(main)) == 0 {
		// A short post makes no region of its own: look for it among the
		// blocks just before the section — unless the section is a
		// thread of posts, which the page-type check makes a discussion.
		best, bestDensity = p.proseBefore(section)
	}
	if best < 0 {
		return
	}
	p.trace.Add("pagetype", best, float64(bestDensity), fmt.Sprintf("the densest block is inside comment section %d: the article is the prose before it", section))
	page.Relabel(&p.seg, segment.LabelArticle, segment.LabelNoise)
	page.Relabel(&p.seg, segment.LabelPost, segment.LabelNoise)
	kind := page.Signature(p.doc, section)
	for i, r := range p.seg.Regions {
		// The section, and its siblings of its kind: comments set one
		// after another without a container share no section (a run of
		// "commentbody" divs, each its own comment-marked block).
		if p.doc.Contains(section, r.Node) || p.sameKindSibling(section, p.pg.CommentAncestor(r.Node), kind) {
			p.seg.Regions[i].Label = segment.LabelComment
			p.seg.Regions[i].Why = "inside the comment section"
		}
	}
	p.pg.SetLabel(&p.seg, best, segment.LabelArticle, "densest prose block before the comment section")
	p.seg.Type = segment.TypeArticleWithComments
}

// sameKindSibling reports an element (≥ 0) that is a sibling of section
// with its signature kind.
func (p *pipeline) sameKindSibling(section, id int, kind string) bool {
	return id >= 0 && id != section && p.doc.Parent[id] == p.doc.Parent[section] && page.Signature(p.doc, id) == kind
}

// threadAround climbs from the article region looking for an ancestor that
// is one of several same-kind siblings carrying post metadata; it returns
// those siblings (the posts), or nil.
func (p *pipeline) threadAround(article int) []int {
	for n, level := article, 0; n > p.doc.Body && level < maxThreadClimb; n, level = int(p.doc.Parent[n]), level+1 {
		parent := int(p.doc.Parent[n])
		if parent < 0 {
			break
		}
		sig := page.Signature(p.doc, n)
		if strings.HasSuffix(sig, ".") {
			continue // no class: layout columns share "div." as often as posts do
		}
		var same []int
		p.doc.Children(parent, func(c int) {
			if page.Signature(p.doc, c) == sig && p.st.Chars[c]-p.st.LinkChars[c] >= 20 && !p.st.Hidden[c] {
				same = append(same, c)
			}
		})
		need := minThreadPosts
		if p.pg.Discussion {
			need = 2 // the page says it is a thread: a question and an answer are enough
		}
		if len(same) < need {
			continue
		}
		if p.holdsComments(n) || p.dominates(n, same) {
			return nil // a layout column holding the story (and its comments), not a post
		}
		if mostlyWith(same, need, p.hasPostMeta) {
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
func (p *pipeline) threadWithin(article int) []int {
	own := p.st.Chars[article] - p.st.LinkChars[article]
	if own <= 0 || p.holdsComments(article) {
		return nil
	}
	need := minThreadPosts
	if p.pg.Discussion {
		need = 2
	}
	for _, items := range p.coveringGroups(article, own, need) {
		if mostlyWith(items, need, p.hasAuthorAndDate) {
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
func (p *pipeline) coveringGroups(root int, own int32, need int) [][]int {
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
	for d := root + 1; d <= p.doc.End(root); d++ {
		parent := int(p.doc.Parent[d])
		text := p.st.Chars[d] - p.st.LinkChars[d]
		if int(p.st.Cardinality[parent]) < need || p.st.Hidden[d] || text < 20 {
			continue
		}
		el := p.doc.Elems[d]
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
func (p *pipeline) hasAuthorAndDate(id int) bool {
	author, date := false, false
	for d := id + 1; d <= p.doc.End(id) && !(author && date); d++ {
		el := p.doc.Elems[d]
		if el.DataAtom == atom.Time {
			date = true
			continue
		}
		filled := p.st.Chars[d] > 0 || p.st.Images[d] > 0 || el.DataAtom == atom.Img
		if !filled {
			continue
		}
		switch dom.Attr(el, "itemprop") {
		case "author":
			author = true
		case "datePublished", "dateCreated":
			date = true
		}
		ci := p.doc.ClassIDOf(d)
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
func (p *pipeline) holdsComments(id int) bool {
	for _, c := range page.Labelled(&p.seg, segment.LabelComment) {
		if p.doc.Contains(id, c) {
			return true
		}
	}
	return false
}

// dominates reports an item holding most of its group's text outside links:
// the main column among side columns, not one post among posts.
func (p *pipeline) dominates(id int, group []int) bool {
	own := p.st.Chars[id] - p.st.LinkChars[id]
	var total int32
	for _, c := range group {
		total += p.st.Chars[c] - p.st.LinkChars[c]
	}
	// Layout columns come in twos and threes; a thread of many posts may
	// well open with one long post.
	return len(group) == 3 && 10*own > 7*total
}

// postMetaWords mark the author and date parts of a post by class/id.
var postMetaWords = []string{"author", "user", "username", "poster", "avatar", "byline", "date", "time", "posted", "member", "profile"}

// hasPostMeta reports whether an item carries who wrote it or when: a
// <time>, an element whose class/id names an author or date, or an avatar.
func (p *pipeline) hasPostMeta(id int) bool {
	for d := id + 1; d <= p.doc.End(id); d++ {
		el := p.doc.Elems[d]
		if el.DataAtom == atom.Time {
			return true
		}
		ci := p.doc.ClassIDOf(d)
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
func (p *pipeline) hasHeadingLink(id int) bool {
	if p.st.Chars[id] > page.MaxTeaserChars {
		return false // a long section under a linked heading is no teaser
	}
	for d := id + 1; d <= p.doc.End(id); d++ {
		if dom.HeadingLevel(p.doc.Tag(d)) == 0 {
			continue
		}
		for a := d + 1; a <= p.doc.End(d); a++ {
			if p.doc.Tag(a) != atom.A {
				continue
			}
			if href := strings.TrimSpace(dom.Attr(p.doc.Elems[a], "href")); href != "" && href[0] != '#' {
				return true
			}
		}
		return false
	}
	return false
}
