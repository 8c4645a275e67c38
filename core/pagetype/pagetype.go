package pagetype

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/segment"
	"github.com/pith-reader/pith/core/thread"
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
func (pt *decider) commentRuns(ids []int) []int {
	byName := map[string][]int{}
	var names []string
	for _, r := range ids {
		ci := pt.doc.ClassIDOf(r)
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

// Decide makes the final page-type call on the segmentation, in place: it
// moves the article out of a comment section (articleOutsideComments),
// then checks an M decision against its items' metadata (checkPosts) or
// an A/AC decision against a thread around or within the article
// (checkArticle). Its decisions are traced as "pagetype".
func Decide(pg *page.Page, seg *segment.Segmentation, threads *thread.Finder) {
	pt := &decider{pg: pg, doc: pg.Doc, st: pg.Stats, trace: pg.Trace, seg: seg, threads: threads}
	pt.articleOutsideComments()
	switch seg.Type {
	case segment.TypeMultiple:
		pt.checkPosts()
	default:
		pt.checkArticle()
	}
}

// decider is the state of one page-type call.
type decider struct {
	pg      *page.Page
	doc     *dom.Document
	st      *features.Table
	trace   *segment.Trace
	seg     *segment.Segmentation
	threads *thread.Finder
}

// checkPosts keeps an M decision when most of its items carry post
// metadata or a linked heading; otherwise the page is an article (with
// comments when comment-named blocks run among the "posts").
func (pt *decider) checkPosts() {
	posts := page.Labelled(pt.seg, segment.LabelPost)
	if len(posts) == 0 {
		return
	}
	items := pt.threads.PostItems(posts)
	withMeta := 0
	for _, it := range items {
		if pt.hasPostMeta(it) || pt.hasHeadingLink(it) {
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
	comments := pt.commentRuns(posts) // sorted
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
	best := pt.pg.Densest(rest)
	pt.trace.Add("pagetype", best, float64(withMeta), fmt.Sprintf("only %d of %d items carry an author or date: an article", withMeta, len(items)))
	page.Relabel(pt.seg, segment.LabelPost, segment.LabelNoise)
	if whole := pt.storyAcross(rest); whole >= 0 {
		pt.trace.Add("pagetype", whole, float64(len(rest)), "the blocks are parts of one story: their common ancestor is the article")
		best = whole
		pt.pg.SetLabel(pt.seg, best, segment.LabelArticle, "the parts of an article SD took for posts, together")
	} else {
		pt.pg.SetLabel(pt.seg, best, segment.LabelArticle, "densest block of an article split into same-kind columns")
	}
	pt.seg.Type = segment.TypeArticle
	var kept []int
	for _, c := range comments {
		if !pt.doc.Contains(c, best) && !pt.doc.Contains(best, c) {
			kept = append(kept, c)
		}
	}
	if len(kept) > 0 {
		pt.pg.SetLabels(pt.seg, kept, segment.LabelComment, "comment-marked block of an article SD took for a discussion")
		pt.seg.Type = segment.TypeArticleWithComments
	}
}

// checkArticle turns an A or AC decision into M when the article is one
// of a thread's posts (threadAround), holds a thread of short posts
// (threadWithin), or the page declares itself a discussion.
func (pt *decider) checkArticle() {
	articles := page.Labelled(pt.seg, segment.LabelArticle)
	if len(articles) == 0 {
		return
	}
	if comments := page.Labelled(pt.seg, segment.LabelComment); len(comments) > 0 {
		if op, ok := pt.threads.Submission(comments, articles); ok {
			pt.trace.Add("pagetype", op, float64(len(comments)), "the article is the first post of the comment thread below it, signed as its comments are: a discussion")
			page.Relabel(pt.seg, segment.LabelArticle, segment.LabelPost)
			page.Relabel(pt.seg, segment.LabelComment, segment.LabelPost)
			pt.seg.Type = segment.TypeMultiple
			return
		}
	}
	items := pt.threadAround(articles[0])
	why := "the article is one of %d posts of one kind with authors/dates: a discussion"
	if len(items) == 0 {
		items = pt.threadWithin(articles[0])
		why = "the article region holds %d posts of one kind, each with an author and a date: a discussion"
	}
	if len(items) == 0 && pt.pg.Discussion {
		// The page says it is a thread or a Q&A but its posts are of
		// different kinds (a question, then answers): keep the
		// regions found and call the page what it says it is.
		pt.trace.Add("pagetype", articles[0], 0, "structured data declares a discussion (DiscussionForumPosting, QAPage)")
		page.Relabel(pt.seg, segment.LabelArticle, segment.LabelPost)
		page.Relabel(pt.seg, segment.LabelComment, segment.LabelPost)
		if answers := pt.declaredAnswers(articles[0]); len(answers) > 0 {
			pt.pg.SetLabels(pt.seg, answers, segment.LabelPost, "post: an answer the page's microdata declares (schema.org Answer)")
		}
		pt.seg.Type = segment.TypeMultiple
		return
	}
	if len(items) == 0 || pt.reviewsNotThread(items) {
		return
	}
	pt.trace.Add("pagetype", articles[0], float64(len(items)), fmt.Sprintf(why, len(items)))
	page.Relabel(pt.seg, segment.LabelArticle, segment.LabelNoise)
	page.Relabel(pt.seg, segment.LabelComment, segment.LabelNoise)
	pt.pg.SetLabels(pt.seg, items, segment.LabelPost, "post: one of the same-kind items with author or date around the densest text")
	pt.seg.Type = segment.TypeMultiple
}

// storyAcross returns the common ancestor of the blocks when it reads as
// one story: below the body, outside page chrome, with few links, the
// blocks holding a good part of its text. Else -1. A story told in rows
// (a text column beside a picture or a "popular posts" column, row after
// row) or a page builder's sections give SD one candidate per part, and
// without authors or dates on them they are one article, not posts; the
// ancestor also brings the headings and figures between the parts.
func (pt *decider) storyAcross(blocks []int) int {
	if len(blocks) < 2 {
		return -1
	}
	a := blocks[0]
	var sum int32
	for _, b := range blocks {
		a = pt.doc.LCA(a, b)
		sum += pt.st.Chars[b]
	}
	if a <= pt.doc.Body || pt.st.LinkDensity(a) > page.MaxArticleLinkDensity || pt.pg.InBoilerplate(a) {
		return -1
	}
	if float64(sum) < minStoryAcrossShare*float64(pt.st.Chars[a]) {
		return -1
	}
	return a
}

// minStoryAcrossShare is the share of their common ancestor's text the
// parts of a story hold.
const minStoryAcrossShare = 0.3

// declaredAnswers returns the answers a Q&A page's microdata declares
// (thread.DeclaredPost), outside the question's region, outermost only. A
// question with one answer has no run of same-kind posts to be found by,
// and SD may leave the answer out as a small block of its own.
func (pt *decider) declaredAnswers(question int) []int {
	var out []int
	for id := 0; id < len(pt.doc.Elems); id++ {
		if thread.DeclaredPost(pt.doc.Elems[id]) != "Answer" || pt.doc.Contains(question, id) || pt.doc.Contains(id, question) {
			continue
		}
		out = append(out, id)
		id = pt.doc.End(id)
	}
	return out
}
