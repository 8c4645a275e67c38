package thread

import (
	"slices"

	"github.com/pith-reader/pith/core/clean"
	"github.com/pith-reader/pith/core/render"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// previews adds to drop (allocated when needed) the blocks of one post
// that say its text again: a preview cut off before the full text beside
// it ("… (more)", "Continue reading": Quora's answers, a collapsed post
// written twice), or a second copy of a block for another screen size
// (clean.PreviewCopies). The post is compared with itself only: a quote
// of an earlier post repeats that post's words and stays, and so does a
// quote inside the post (its quote boxes are fixed), a block the forum
// leaves out (chrome, drop) is not read.
func (f *Finder) previews(it Item, isItem func(int) bool, chrome, drop idSet, roles map[*html.Node]render.QuoteRole) idSet {
	roots := it.roots()
	out := func(id int) bool {
		return isItem(id) && !slices.Contains(roots, id) || f.st.Hidden[id] || f.commentChrome(id) || chrome.has(id) || drop.has(id)
	}
	fixed := func(id int) bool {
		n := f.doc.Elems[id]
		role := roles[n]
		return n.DataAtom == atom.Blockquote || role == render.QuoteBlock || role == render.QuoteCite
	}
	for _, r := range roots {
		for _, cp := range clean.PreviewCopies(f.doc, f.st, r, out, fixed, clean.AnyCopies) {
			id := cp.Gone
			if drop == nil {
				drop = make(idSet, len(f.doc.Elems))
			}
			drop[id] = true
			f.pg.Trace.Add("posts.preview", id, float64(f.st.Chars[id]), "a post's text said again beside it, cut short or whole (a preview before its full text, a copy for another screen size): shown once")
		}
	}
	return drop
}
