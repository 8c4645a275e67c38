package article

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/pith-reader/pith/core/clean"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Article expansion. A density method finds the densest container of
// paragraphs, but many templates split one story over several sibling
// containers (a lead, body columns between ads, a closing section), and SD
// keeps only one (seed 000 §3.3 step 7 picks a single region). Starting from
// the chosen region, the pipeline climbs through wrapper elements and takes
// in the siblings that read like the same prose: paragraphs, sentence
// punctuation, few links, no boilerplate markers. Siblings that are not
// prose (share bars, related links, ads) stay out, so expansion adds text
// without adding the page's noise.

// maxExpandLevels bounds how many levels with other children expansion
// crosses above the chosen region; maxClimb bounds the climb itself.
const (
	maxExpandLevels = 4
	maxClimb        = 12
)

// expandArticle returns the article roots, in page order, grown from the
// region root.
func (f *finder) expandArticle(root int) []int {
	roots := []int{root}
	cur := root
	// Climbing through a wrapper costs nothing; a level with other
	// children counts toward maxExpandLevels.
	for level, steps := 0, 0; level < maxExpandLevels && steps < maxClimb; steps++ {
		parent := int(f.doc.Parent[cur])
		if parent <= f.doc.Body || parent < 0 || f.closedComposition(cur, root) {
			break
		}
		var before, after []int
		commentsAfter := false
		f.doc.Children(parent, func(c int) {
			if c > cur && segment.HasCommentToken(f.doc.ClassIDOf(c)) && !f.headingSlugSection(c) {
				// The comments start here ("One Response to …", the
				// comment list): what comes after them (the comment
				// policy, the form's notes) is theirs. (Before the
				// story, a block so named is a comment count or a
				// link to the comments.)
				commentsAfter = true
				return
			}
			if c == cur || commentsAfter || !f.isProseSibling(c, root, cur) {
				return
			}
			if c < cur {
				before = append(before, c)
			} else {
				after = append(after, c)
			}
		})
		if len(before)+len(after) > 0 {
			prose := len(before) + len(after)
			if f.joinsSections(before, after, cur) {
				// Sections of one document joined: the story's own
				// section is whole too, its heading with it.
				roots = []int{cur}
			}
			before, after = f.fillGaps(parent, cur, before, after)
			roots = append(append(before, roots...), after...)
			f.trace.Add("article.expand", parent, float64(prose), fmt.Sprintf("%d prose siblings and %d blocks between them joined the article", prose, len(before)+len(after)-prose))
		}
		loose := f.looseProse(parent, roots)
		if len(before)+len(after) == 0 && !loose && !f.isWrapper(parent, cur) {
			break
		}
		if loose {
			// Text written straight into the parent, between <br>s (a
			// blog engine's post body: the opening paragraphs before
			// the list SD chose), is the story's: the parent is.
			f.trace.Add("article.loose", parent, 0, "the parent holds prose of its own, outside any element: the story's container")
			roots = []int{parent}
		}
		if !f.isWrapper(parent, cur) {
			level++
		}
		cur = parent
	}
	if g := f.galleryAround(root, cur); g >= 0 && f.storyAround(roots, root, g) {
		f.trace.Add("article.gallery", g, 0, "the densest region is the captions of a gallery set in the story: the story's paragraphs around it are the article")
		out := roots[:0:0]
		for _, r := range roots {
			if !f.doc.Contains(g, r) {
				out = append(out, r)
			}
		}
		return out
	}
	if extra := f.candidateBlocks(root, cur, roots); len(extra) > 0 {
		f.trace.Add("article.candidates", cur, float64(len(extra)), fmt.Sprintf("%d blocks holding SD candidates (dfm ≤ T1) beside the article joined it", len(extra)))
		roots = append(roots, extra...)
		sort.Ints(roots)
	}
	if len(roots) > 1 && f.coversText(roots, cur) {
		return []int{cur}
	}
	if a := f.storyElement(roots); a >= 0 {
		f.trace.Add("article.element", a, 0, "the joined blocks are most of an <article> element: the page marks it as one composition, whole")
		return []int{a}
	}
	return roots
}

// minStoryElementShare is the share of an <article> element's text the
// joined blocks must hold for the element to be taken whole.
const minStoryElementShare = 0.6

// storyElement returns the <article> element whose children the roots
// are, when they hold most of its text, or -1. The page marks the element
// as one self-contained composition (HTML's own word, in any language):
// the blocks between and around the joined ones (a guide's opening lines,
// a one-line paragraph that is mostly a link, its table of contents)
// are its too; the clean-up still takes out its breadcrumbs and share
// bars.
func (f *finder) storyElement(roots []int) int {
	if len(roots) < 2 {
		return -1
	}
	parent := int(f.doc.Parent[roots[0]])
	if parent < 0 || f.doc.Tag(parent) != atom.Article {
		return -1
	}
	var sum int32
	for _, r := range roots {
		if int(f.doc.Parent[r]) != parent {
			return -1
		}
		sum += f.st.Chars[r]
	}
	if float64(sum) < minStoryElementShare*float64(f.st.Chars[parent]) {
		return -1
	}
	return parent
}

// minLooseProse is the least text (non-space characters) written straight into
// an element, outside its child elements, that is prose of its own.
const minLooseProse = 80

// looseProse reports a parent with prose written straight into it (at
// least minLooseProse bytes in its own text nodes, with a sentence's end)
// and little else besides the roots: its other blocks hold no more text
// than its own.
func (f *finder) looseProse(parent int, roots []int) bool {
	own := int(f.st.OwnChars[parent])
	if own < minLooseProse || !f.ownSentence(parent) {
		return false
	}
	other := int(f.st.Chars[parent]) - own
	for _, r := range roots {
		if f.doc.Contains(parent, r) {
			other -= int(f.st.Chars[r])
		}
	}
	return other <= own
}

// ownSentence reports a sentence's end (".", "!", "?") in the text
// written straight into id, outside its child elements.
func (f *finder) ownSentence(id int) bool {
	for c := f.doc.Elems[id].FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.TextNode && strings.ContainsAny(c.Data, ".!?") {
			return true
		}
	}
	return false
}

// maxCandidateBlockLinks is the link density above which a block holding
// an SD candidate stays out of the article (a link list around a dense
// teaser).
const maxCandidateBlockLinks = 0.5

// candidateBlocks returns blocks holding SD's other candidates (regions
// within T1 of the densest, seed 000 §3.3 step 5) beside the article: for
// each candidate inside top (the element expansion climbed to), the child
// of its common ancestor with the region root that holds it. SD keeps one
// region, but a page's other parts that dense and that close to the
// title, in the same container, are more of it (a course page's schedule
// below its description). Link lists and boilerplate stay out.
func (f *finder) candidateBlocks(root, top int, roots []int) []int {
	var out []int
	for _, r := range f.seg.Regions {
		if r.Label != segment.LabelNoise || r.DFM > f.pg.CandidateDFM || !f.doc.Contains(top, r.Node) || f.doc.Contains(r.Node, root) {
			continue
		}
		a := f.doc.LCA(root, r.Node)
		c := r.Node
		for c >= 0 && int(f.doc.Parent[c]) != a {
			c = int(f.doc.Parent[c])
		}
		if c < 0 {
			continue // not under a (separate trees)
		}
		if slices.ContainsFunc(roots, func(x int) bool { return f.doc.Contains(x, c) || f.doc.Contains(c, x) }) || slices.Contains(out, c) {
			continue
		}
		if f.st.Hidden[c] || f.ctx.Excluded[c] || f.st.LinkDensity(c) > maxCandidateBlockLinks || f.ctx.Clean.Boilerplate(c) != "" {
			continue
		}
		out = append(out, c)
	}
	return out
}

// galleryAround returns the outermost element between the region root and
// top (excluded) whose class/id names a gallery, or -1. A slideshow of
// fifty captioned photos set in a story is denser than the story and wins
// the max-density region; its captions are about other news.
func (f *finder) galleryAround(root, top int) int {
	g := -1
	for a := root; a >= 0 && a != top; a = int(f.doc.Parent[a]) {
		if clean.GalleryWords.In(f.doc.ClassIDOf(a)) {
			g = a
		}
	}
	return g
}

// minStoryAroundGallery is the prose (characters) the joined siblings must
// hold for the gallery to be set aside: without a story around it, the
// gallery is the page.
const minStoryAroundGallery = 1000

// storyAround reports whether the roots other than root hold a story, and
// the gallery g outweighs it: a gallery smaller than the story around it
// did not win the densest region by its captions (a product page whose
// every feature block is a "feature-gallery" is one story).
func (f *finder) storyAround(roots []int, root, g int) bool {
	var n int32
	for _, r := range roots {
		if r != root {
			n += f.st.Chars[r] - f.st.LinkChars[r]
		}
	}
	return n >= minStoryAroundGallery && f.st.Chars[g] >= n
}

// fillGaps adds to the joined siblings the children of parent that lie
// between two of them (or between one and cur) and are not boilerplate:
// the headings, short lists, figures and captions of the story, too short
// or too plain to pass as prose themselves. Without them a story told in
// sections loses every subheading. Blocks before the first and after the
// last joined sibling stay out: that is where datelines, share bars and
// "more stories" sit.
func (f *finder) fillGaps(parent, cur int, before, after []int) ([]int, []int) {
	first, last := cur, cur
	if len(before) > 0 {
		first = before[0]
	}
	if len(after) > 0 {
		last = after[len(after)-1]
	}
	joined := make(map[int]bool, len(before)+len(after))
	for _, c := range before {
		joined[c] = true
	}
	for _, c := range after {
		joined[c] = true
	}
	var b, a []int
	f.doc.Children(parent, func(c int) {
		if c < first || c > last || c == cur {
			return
		}
		if !joined[c] && !f.isGapBlock(c) {
			return
		}
		if c < cur {
			b = append(b, c)
		} else {
			a = append(a, c)
		}
	})
	return b, a
}

// headingSlugSection reports an element whose id is its first heading's
// text made a slug ("Respond to review comments" in
// section#respond-to-review-comments): a document's section, named after
// its title, whatever words the title holds.
func (f *finder) headingSlugSection(id int) bool {
	key := dom.Attr(f.doc.Elems[id], "id")
	if key == "" {
		return false
	}
	for h := id; h <= f.doc.End(id); h++ {
		switch f.doc.Tag(h) {
		case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
			return slug(dom.Text(f.doc.Elems[h])) == strings.ToLower(key)
		}
	}
	return false
}

// slug lowers a text and joins its words with hyphens, as documentation
// generators name sections.
func slug(text string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), "-")
}

// isGapBlock reports a block between two parts of the story that belongs
// to it: visible, with text or an image, not the comments, and nothing the
// article filter would drop.
func (f *finder) isGapBlock(id int) bool {
	st := f.st
	if st.Hidden[id] || f.ctx.Excluded[id] || st.Chars[id] == 0 && st.Images[id] == 0 && f.doc.Tag(id) != atom.Img {
		return false
	}
	switch f.doc.Tag(id) {
	case atom.Form, atom.Script, atom.Style, atom.Br, atom.Hr:
		return false
	}
	if st.Forms[id] > 0 || st.LinkDensity(id) > maxGapLinkDensity || f.opensWithRelated(id) {
		return false
	}
	return f.ctx.Clean.Boilerplate(id) == ""
}

// maxGapLinkDensity: a block between two parts of the story with more of
// its text in links is a "read also" box. Looser than a prose sibling's
// limit: a subheading or a caption may be one link.
const maxGapLinkDensity = 0.5

// isWrapper reports a parent that adds almost no text of its own around
// the child, so climbing through it changes nothing the reader sees.
func (f *finder) isWrapper(parent, child int) bool {
	extra := f.st.Chars[parent] - f.st.Chars[child]
	return extra <= 30+f.st.Chars[child]/10
}

// coversText reports whether the roots hold all of parent's text, so the
// parent can be rendered whole (keeping headings and figures between them).
func (f *finder) coversText(roots []int, parent int) bool {
	var sum int32
	for _, r := range roots {
		sum += f.st.Chars[r]
	}
	return f.st.Chars[parent]-sum <= 30
}

// closedComposition reports an <article> element around the region
// (not the region itself) that stands alone among its siblings: HTML
// marks it as a self-contained composition, so the prose beside it is
// another's (a shop's warranty and its sales team beside the product's
// description), not more of it. Among sibling <article>s (a feed of
// posts, a grid of guides) the region is one item of a list, and the
// climb goes on to the list.
func (f *finder) closedComposition(cur, root int) bool {
	if cur == root || f.doc.Tag(cur) != atom.Article {
		return false
	}
	alone := true
	f.doc.Children(int(f.doc.Parent[cur]), func(c int) {
		alone = alone && (c == cur || f.doc.Tag(c) != atom.Article)
	})
	return alone
}
