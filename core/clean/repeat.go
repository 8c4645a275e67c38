package clean

import (
	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
)

// minRepeatChars is the text of its own (non-space characters) a block
// needs for a second copy of it to be dropped. Responsive templates print
// a story's sections twice, one copy for small screens, and tabs or
// sliders clone their panels; a reader shows each paragraph once. The
// renderers visit blocks in page order, so the first copy kept is the one
// shown; a copy inside a block left out never counts. Short lines (a
// "Share" label, a heading repeated as a caption) may repeat, and so may a
// paragraph whose section is not a copy of the first one's section: a
// text that says a thing twice (or a test page of lorem ipsum) is no
// template's copy.
const minRepeatChars = 80

// copyOf reports whether block id, with the same text as the earlier block
// first, sits in a copy of first's section: their parents differ, neither
// holds the other, and the parents' texts are the same.
func (c *Cleaner) copyOf(id, first int) bool {
	a, b := int(c.doc.Parent[id]), int(c.doc.Parent[first])
	if a == b || a < 0 || b < 0 || c.doc.Contains(b, id) || c.doc.Contains(a, first) {
		return false
	}
	return c.st.Chars[a] == c.st.Chars[b] && textHash(c.doc.Elems[a]) == textHash(c.doc.Elems[b])
}

// textHash is a 64-bit FNV-1a hash of the text under n without its white
// space, so two copies of a block that differ in indentation agree.
func textHash(n *html.Node) uint64 {
	h := uint64(14695981039346656037)
	dom.EachContentText(n, func(s string) {
		for i := 0; i < len(s); i++ {
			if b := s[i]; !dom.IsASCIISpace(b) {
				h = (h ^ uint64(b)) * 1099511628211
			}
		}
	})
	return h
}

// repeatedBlock: copies have the same size, so most paragraphs are never
// hashed; thousands of paragraphs of one size cost one hash each.
func repeatedBlock(c *Cleaner, id int, a *pass) string {
	if c.st.OwnChars[id] < minRepeatChars {
		return ""
	}
	if a.firstOfSize == nil {
		a.firstOfSize, a.byHash = map[int32]int{}, map[uint64]int{}
	}
	size := c.st.Chars[id]
	first, ok := a.firstOfSize[size]
	if !ok {
		a.firstOfSize[size] = id
		return ""
	}
	if first >= 0 {
		// The size repeats: its first block joins the hashed ones.
		if h := textHash(c.doc.Elems[first]); !a.hashed(h) {
			a.byHash[h] = first
		}
		a.firstOfSize[size] = -1
	}
	h := textHash(c.doc.Elems[id])
	if f, ok := a.byHash[h]; !ok {
		a.byHash[h] = id
	} else if c.copyOf(id, f) {
		return "repeats a block of the article word for word, in a copy of its section (one for another screen size)"
	}
	return ""
}

// hashed reports a text hash among the blocks kept so far.
func (a *pass) hashed(h uint64) bool { _, ok := a.byHash[h]; return ok }
