package pagetype

import (
	"fmt"

	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/segment"
)

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
func (pt *decider) proseBefore(section int) (best, bestChars int) {
	best = -1
	for n, level := section, 0; n > 0 && n != pt.doc.Body && level < 3; n, level = int(pt.doc.Parent[n]), level+1 {
		for s := pt.st.PrevSibling[n]; s >= 0; s = pt.st.PrevSibling[s] {
			id := int(s)
			if !pt.postBlock(id) {
				continue
			}
			chars := int(pt.st.Chars[id] - pt.st.LinkChars[id])
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
		for s := pt.st.PrevSibling[n]; s >= 0; s = pt.st.PrevSibling[s] {
			id := int(s)
			if pt.postBlock(id) && pt.pg.HeadedByTitle(id) || pt.shownUnmarked(id) && pt.pg.HeaderSized(id) && pt.pg.TitledStory([]int{id}) {
				return id, int(pt.st.Chars[id] - pt.st.LinkChars[id])
			}
		}
	}
	return best, bestChars
}

// postBlock reports a block proseBefore may take for a post: shown, under
// half links, not named as comments.
func (pt *decider) postBlock(id int) bool {
	return pt.shownUnmarked(id) && pt.st.LinkDensity(id) <= 0.5 && !pt.pg.InDialog(id)
}

// shownUnmarked reports a shown block not named as comments.
func (pt *decider) shownUnmarked(id int) bool {
	return !pt.st.Hidden[id] && !segment.HasCommentToken(pt.doc.ClassIDOf(id))
}

// articleOutsideComments corrects a main region chosen inside a comment
// section. Under a short story, one long comment can be the densest block
// of the page (seed 000's max-density region); SD then calls the comment
// the article, or the page a discussion. When the chosen block sits in a
// comment-marked section and a prose block precedes that section, the
// prose block is the article and the section holds the comments.
func (pt *decider) articleOutsideComments() {
	main := -1
	if arts := page.Labelled(pt.seg, segment.LabelArticle); len(arts) > 0 {
		main = arts[0]
	} else if posts := page.Labelled(pt.seg, segment.LabelPost); len(posts) > 0 {
		main = pt.pg.Densest(posts)
	}
	if main < 0 {
		return
	}
	section := pt.pg.CommentAncestor(main)
	if section < 0 {
		return
	}
	best, bestDensity := -1, 0
	for _, r := range pt.seg.Regions {
		if r.Node >= section || pt.pg.CommentAncestor(r.Node) >= 0 || r.LinkDensity > 0.5 || r.Density < page.MinArticleChars || pt.pg.InDialog(r.Node) {
			continue
		}
		if best < 0 || r.Density > bestDensity {
			best, bestDensity = r.Node, r.Density
		}
	}
	if best < 0 && !pt.pg.Discussion && len(pt.threadAround(main)) == 0 && len(pt.threadWithin(main)) == 0 {
		// A short post makes no region of its own: look for it among the
		// blocks just before the section — unless the section is a
		// thread of posts, which the page-type check makes a discussion.
		best, bestDensity = pt.proseBefore(section)
	}
	if best < 0 {
		return
	}
	pt.trace.Add("pagetype", best, float64(bestDensity), fmt.Sprintf("the densest block is inside comment section %d: the article is the prose before it", section))
	page.Relabel(pt.seg, segment.LabelArticle, segment.LabelNoise)
	page.Relabel(pt.seg, segment.LabelPost, segment.LabelNoise)
	kind := page.Signature(pt.doc, section)
	for i, r := range pt.seg.Regions {
		// The section, and its siblings of its kind: comments set one
		// after another without a container share no section (a run of
		// "commentbody" divs, each its own comment-marked block).
		if pt.doc.Contains(section, r.Node) || pt.sameKindSibling(section, pt.pg.CommentAncestor(r.Node), kind) {
			pt.seg.Regions[i].Label = segment.LabelComment
			pt.seg.Regions[i].Why = "inside the comment section"
		}
	}
	pt.pg.SetLabel(pt.seg, best, segment.LabelArticle, "densest prose block before the comment section")
	pt.seg.Type = segment.TypeArticleWithComments
}

// sameKindSibling reports an element (≥ 0) that is a sibling of section
// with its signature kind.
func (pt *decider) sameKindSibling(section, id int, kind string) bool {
	return id >= 0 && id != section && pt.doc.Parent[id] == pt.doc.Parent[section] && page.Signature(pt.doc, id) == kind
}
