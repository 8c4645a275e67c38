package clean

import (
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
)

// minRepeatChars is the text (non-space characters) a section needs for
// a second copy of it to be dropped. Responsive templates print a story's
// sections twice, one copy for small screens, and sliders clone their
// panels; a reader shows each section once. The renderers visit blocks in
// page order, parents first, so the first copy kept is the one shown, and
// a copy is met at its top: the largest element that repeats an earlier
// kept one. A copy inside a block left out never counts. Only a whole
// section goes — at least minCopyBlocks blocks of text, outside every
// protected context (a list, a table, a quote, code): a sentence or a step
// the text says twice (the same setup step under two platforms' tabs, a
// code listing shown again) is the story's, and so is a paragraph of lorem
// ipsum.
const (
	minRepeatChars = 80
	minCopyBlocks  = 2 // blocks of text a section holds
)

// copyTop reports an element that may be the top of a copy: a shorter
// text than its parent's (an element with all of its parent's text is
// met, as its parent was, one level up).
func (c *Cleaner) copyTop(id int) bool {
	p := int(c.doc.Parent[id])
	return p < 0 || c.st.Chars[p] != c.st.Chars[id]
}

// textBlocks reports whether id holds at least two blocks of text:
// paragraphs and list items, or a heading over one.
func (c *Cleaner) textBlocks(id int) bool {
	blocks := c.st.Paras[id] + c.st.Lists[id]
	if h := c.st.FirstHeading[id]; h >= 0 && int(h) >= id {
		blocks++
	}
	return blocks >= minCopyBlocks
}

// maxBetweenCopies is the text (a share of the copy's) that may stand
// between two copies: a template prints its variants one after the other
// (at most a "Show more" between them); a document that says a thing
// twice says it sections apart (the same warning under two headings).
const maxBetweenCopies = 0.1

// adjacent reports whether the earlier block first and id have little
// text between them (maxBetweenCopies).
// The copies left out so far do not count (a template's third variant
// follows the second).
func (c *Cleaner) adjacent(first, id int, a *pass) bool {
	limit := int32(maxBetweenCopies * float64(c.st.Chars[id]))
	var between int32
	k := 0
	for e := c.doc.End(first) + 1; e < id; e++ {
		for k < len(a.copies) && a.copies[k] < e {
			k++
		}
		if k < len(a.copies) && a.copies[k] == e {
			e = c.doc.End(e)
			continue
		}
		if !c.doc.Contains(e, id) {
			if between += c.st.OwnChars[e]; between > limit {
				return false
			}
		}
	}
	return true
}

// responsive reports a copy or its twin marked by its class, or an
// ancestor's below the two's common one, as shown on some screen sizes
// only or hidden by the style sheet (responsiveClass).
func (c *Cleaner) responsive(first, id int) bool {
	top := c.doc.LCA(first, id)
	for _, x := range [2]int{first, id} {
		for e := x; e > top; e = int(c.doc.Parent[e]) {
			if responsiveClass(dom.Attr(c.doc.Elems[e], "class")) {
				return true
			}
		}
	}
	return false
}

// responsiveClass reports a class attribute with a token that shows or
// hides an element by screen size, as the CSS frameworks name them:
// Bootstrap's hidden, d-none, d-lg-none, d-md-block, hidden-xs, visible-lg;
// Foundation's hide-for-small, show-for-large; Tailwind's hidden,
// md:hidden; builders' elementor-hidden-mobile, Framer's hidden-1rq27kw;
// and mobile-only, desktop-only, sr-only.
func responsiveClass(class string) bool {
	class = " " + strings.ToLower(class) + " "
	for _, mark := range [...]string{" hidden ", " hidden-", "-hidden-", " visible-", "-only ", " hide-for-", " show-for-",
		" d-none", " d-sm-", " d-md-", " d-lg-", " d-xl-", ":hidden "} {
		if strings.Contains(class, mark) {
			return true
		}
	}
	return false
}

// copyOf reports whether block id, with the same text as the earlier block
// first, sits in a copy of first's section: their parents differ, neither
// holds the other, and the parents' texts are the same. The blocks of a
// copy the renderers cannot leave out whole (it is the region the
// segmenter found, or on the way down to it) go one by one.
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

// repeatedBlock: copies have the same size, so most sections are never
// hashed; thousands of blocks of one size cost one hash each.
func repeatedBlock(c *Cleaner, id int, a *pass) string {
	if c.st.Chars[id] < minRepeatChars || !c.copyTop(id) {
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
	} else if !c.doc.Contains(f, id) && (c.adjacent(f, id, a) || c.responsive(f, id)) && (c.textBlocks(id) || c.copyOf(id, f)) {
		a.copies = append(a.copies, id)
		return "repeats a section of the article word for word (a copy for another screen size)"
	}
	return ""
}

// hashed reports a text hash among the blocks kept so far.
func (a *pass) hashed(h uint64) bool { _, ok := a.byHash[h]; return ok }
