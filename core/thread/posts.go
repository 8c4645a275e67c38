package thread

import (
	"sort"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"golang.org/x/net/html"
)

// PostItems lifts each post region of a discussion page to the largest
// block that holds no other post, so the author and date next to a post's
// text come with it.
func (f *Finder) PostItems(posts []int) []int {
	sort.Ints(posts)
	lca := posts[0]
	for _, x := range posts[1:] {
		lca = f.doc.LCA(lca, x)
	}
	return page.Outermost(f.doc, f.liftEach(posts, lca))
}

// liftEach lifts each of the sorted ids to its largest ancestor below
// limit that holds no other of them; a post its microdata declares whole
// (DeclaredPost) stays itself: above it are the answers' list, its
// heading ("1 Answer") and the sort controls.
func (f *Finder) liftEach(ids []int, limit int) []int {
	out := make([]int, 0, len(ids))
	for _, x := range ids {
		top := x
		if DeclaredPost(f.doc.Elems[x]) != "" {
			out = append(out, x) // a whole post already
			continue
		}
		for n := int(f.doc.Parent[x]); n > limit; n = int(f.doc.Parent[n]) {
			if f.countInside(n, ids) > 1 {
				break
			}
			top = n
		}
		out = append(out, top)
	}
	return out
}

// AllOfKind completes a discussion's posts: SD's candidates are only the
// posts dense enough to be near the densest one (dfm ≤ T1), but every
// sibling of the same kind next to them is a post too, short replies
// included.
func (f *Finder) AllOfKind(items []int) []int {
	kinds := map[string]bool{}
	parents := map[int]bool{}
	for _, it := range items {
		kinds[f.sig(it)] = true
		parents[int(f.doc.Parent[it])] = true
	}
	out := append([]int(nil), items...)
	for parent := range parents {
		if parent < 0 {
			continue // an item at the root (a tree without <html>) has no siblings
		}
		f.doc.Children(parent, func(c int) {
			if kinds[f.sig(c)] && !f.st.Hidden[c] && f.st.Chars[c]-f.st.LinkChars[c] >= 20 {
				out = append(out, c)
			}
		})
	}
	sort.Ints(out)
	return page.Outermost(f.doc, dedupe(out))
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
func (f *Finder) countInside(root int, sorted []int) int {
	lo := sort.SearchInts(sorted, root)
	hi := sort.SearchInts(sorted, f.doc.End(root)+1)
	return hi - lo
}

// postTypes are the schema.org types of one post of a discussion.
var postTypes = []string{"Answer", "Question", "Comment", "DiscussionForumPosting", "SocialMediaPosting"}

// DeclaredPost is the type of post an element's microdata declares it
// (an item, itemscope, of one of postTypes; an item that is a question's
// acceptedAnswer or suggestedAnswer is an Answer), or "".
func DeclaredPost(el *html.Node) string {
	if !dom.HasAttr(el, "itemscope") {
		return ""
	}
	if p := dom.Attr(el, "itemprop"); p == "acceptedAnswer" || p == "suggestedAnswer" {
		return "Answer"
	}
	t := strings.TrimRight(dom.Attr(el, "itemtype"), "/")
	for _, p := range postTypes {
		if strings.HasSuffix(t, "/"+p) {
			return p
		}
	}
	return ""
}
