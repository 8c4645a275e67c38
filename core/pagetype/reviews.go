package pagetype

import (
	"fmt"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/segment"
)

// Customer reviews under a product are signed and dated like a thread's
// posts, and a review can be the densest block of a shop's page; but they
// are not a discussion. A thread's posts answer its first post, which is
// a post of the same kind; reviews each rate the item the page is about,
// which is no review. What marks a review and no post is its rating: an
// element the page names a rating or its stars (class or id, "a-star-5
// review-rating", "stars"), or schema.org's reviewRating/ratingValue in
// microdata. Such items are the comments of the page, and the article is
// the prose before them.

// ratingTokens are the class/id segments naming a rating.
var ratingTokens = []string{"rating", "stars", "star"}

// rated reports an item holding a rating: microdata's reviewRating or
// ratingValue, or an element whose class or id has a rating segment.
func (pt *decider) rated(id int) bool {
	for d := id; d <= pt.doc.End(id); d++ {
		el := pt.doc.Elems[d]
		if p := dom.Attr(el, "itemprop"); p == "reviewRating" || p == "ratingValue" {
			return true
		}
		if ci := pt.doc.ClassIDOf(d); ci != "" && hasAnySegment(strings.ToLower(ci), ratingTokens) {
			return true
		}
	}
	return false
}

// hasAnySegment reports a field of s with one of segs among its parts
// split at hyphens and underscores ("review-rating" has "rating").
func hasAnySegment(s string, segs []string) bool {
	for _, f := range strings.Fields(s) {
		for _, seg := range segs {
			if segment.HasSegment(f, seg) {
				return true
			}
		}
	}
	return false
}

// reviewsNotThread makes rated items found as a thread's posts the
// comments of the prose before them (proseBefore over their common
// parent): an article with comments. It reports whether it did; with no
// prose before them it leaves the page as it was decided, and reports
// true all the same (reviews never make a discussion).
func (pt *decider) reviewsNotThread(items []int) bool {
	if !mostlyWith(items, minThreadPosts, pt.rated) {
		return false
	}
	section := int(pt.doc.Parent[items[0]])
	best, chars := pt.proseBefore(section)
	if best < 0 {
		pt.trace.Add("pagetype", section, float64(len(items)), fmt.Sprintf("%d rated items are reviews of the page's item, not a discussion", len(items)))
		return true
	}
	pt.trace.Add("pagetype", best, float64(chars), fmt.Sprintf("%d rated items are reviews of the page's item: its comments; the article is the prose before them", len(items)))
	page.Relabel(pt.seg, segment.LabelArticle, segment.LabelNoise)
	page.Relabel(pt.seg, segment.LabelComment, segment.LabelNoise)
	pt.pg.SetLabels(pt.seg, items, segment.LabelComment, "a review of the page's item (it carries a rating)")
	pt.pg.SetLabel(pt.seg, best, segment.LabelArticle, "densest prose block before the reviews")
	pt.seg.Type = segment.TypeArticleWithComments
	return true
}
