// Package dom parses HTML once with golang.org/x/net/html and numbers its
// elements in pre-order, the numbering every other package and the browser
// share.
//
// Element ids (ID) are the pre-order index of the element among all elements
// of the document, <html> being 0. It is the order of the live page's
// document.querySelectorAll('*'), so a region found here can be outlined on
// the real page and per-element boxes measured by the browser (Layout) can be
// joined to the tree. A subtree is a contiguous id range [id, End(id)], which
// makes descendant tests and bottom-up passes plain loops over slices.
//
// The tree itself stays an *html.Node tree (goquery and the renderer work on
// it); statistics and scores live in tables indexed by ID in other packages,
// never in attributes.
//
// Input is cut at documented limits (see Limits) and the cuts are reported in
// the Document, never a panic: x/net/html refuses nesting deeper than 512
// open elements, so deeper input is flattened first.
package dom

import (
	"errors"
	"fmt"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Errors returned by Parse. They are wrapped with %w where more is said.
var (
	ErrEmpty  = errors.New("dom: empty input")
	ErrBinary = errors.New("dom: input is binary data, not HTML")
	ErrParse  = errors.New("dom: cannot parse")
)

// Limits bound the work Parse does. The zero value means the defaults.
type Limits struct {
	// MaxBytes: input beyond it is cut (at a tag boundary when one is near).
	// Default 16 MiB: larger than 99.9% of real pages, and parsed in ~0.5 s.
	MaxBytes int
	// MaxDepth: elements nested deeper are flattened into their ancestor at
	// this depth (their text is kept). Default 400, under x/net/html's 512.
	MaxDepth int
	// MaxElements: elements after this many (in document order) are dropped.
	// Default 1 000 000.
	MaxElements int
}

// Defaults for Limits.
const (
	DefaultMaxBytes    = 16 << 20
	DefaultMaxDepth    = 400
	DefaultMaxElements = 1_000_000
)

func (l Limits) withDefaults() Limits {
	if l.MaxBytes <= 0 {
		l.MaxBytes = DefaultMaxBytes
	}
	if l.MaxDepth <= 0 || l.MaxDepth > DefaultMaxDepth {
		l.MaxDepth = DefaultMaxDepth
	}
	if l.MaxElements <= 0 {
		l.MaxElements = DefaultMaxElements
	}
	return l
}

// Document is a parsed page with its elements numbered in pre-order.
type Document struct {
	// Root is the document node of the x/net/html tree.
	Root *html.Node
	// Elems[id] is the element with that id.
	Elems []*html.Node
	// Parent[id] is the parent element's id, -1 for <html>.
	Parent []int32
	// Depth[id] is the number of element ancestors (seed 000's "distance from
	// root", dfr): 0 for <html>.
	Depth []int32
	// end[id] is the id of the last element in id's subtree.
	end []int32
	// childIndex[id] is the 1-based position among element siblings.
	childIndex []int32
	ids        map[*html.Node]int32
	// classIDs caches ClassIDOf; hasClassID marks the entries filled.
	classIDs   []string
	hasClassID []bool

	// Body and Head are the ids of <body> and <head>, -1 when absent.
	Body, Head int

	// NoScript is set when the page's content was only in <noscript>
	// (server-rendered fallbacks of script-built pages) and the page was
	// parsed with scripting off, as a browser without JavaScript would.
	// Element ids then differ from a scripted browser's.
	NoScript bool

	// What was cut to stay within Limits.
	Bytes       int
	Truncated   bool
	DepthCut    bool
	ElementsCut bool
}

// Len is the number of elements.
func (d *Document) Len() int { return len(d.Elems) }

// End is the id of the last element in the subtree of id, so the subtree is
// the id range [id, End(id)].
func (d *Document) End(id int) int { return int(d.end[id]) }

// Contains reports whether b is a (non-strict) descendant of a.
func (d *Document) Contains(a, b int) bool { return b >= a && b <= int(d.end[a]) }

// ID returns the id of an element node. The node-to-id map is built on the
// first call: the renderers find ids with IDNear and most pages never need
// the map (building it was a few percent of an extraction, issue 6).
func (d *Document) ID(n *html.Node) (int, bool) {
	if d.ids == nil {
		d.ids = make(map[*html.Node]int32, len(d.Elems))
		for id, el := range d.Elems {
			d.ids[el] = int32(id)
		}
	}
	id, ok := d.ids[n]
	return int(id), ok
}

// maxNearHops bounds IDNear's walk over the elements following near.
const maxNearHops = 8

// IDNear is ID for a walk in document order that last asked for the
// element near (or -1): the next element asked for is then one of near's
// first children or one of the elements after near's subtree (the walk
// skips hidden elements without asking), or one of near's ancestors asked
// again once its children are done (the text renderer asks about a block
// both before and after its contents). Any other node is looked up with
// ID: a single miss builds the map of every element, which on a 10 MB
// article was a tenth of the wasm's time (issue 24).
func (d *Document) IDNear(n *html.Node, near int) (int, bool) {
	if near >= 0 && near < len(d.Elems) {
		if d.Elems[near] == n {
			return near, true
		}
		// near's children, then the elements after its subtree.
		for _, x := range [2]int{near + 1, int(d.end[near]) + 1} {
			for hop := 0; hop < maxNearHops && x < len(d.Elems); hop++ {
				if d.Elems[x] == n {
					return x, true
				}
				x = int(d.end[x]) + 1
			}
		}
		// near's ancestors.
		for a, hop := int(d.Parent[near]), 0; a >= 0 && hop < maxNearHops; a, hop = int(d.Parent[a]), hop+1 {
			if d.Elems[a] == n {
				return a, true
			}
		}
	}
	return d.ID(n)
}

// Tag is the element's atom (0 for unknown tags; see Elems[id].Data).
func (d *Document) Tag(id int) atom.Atom { return d.Elems[id].DataAtom }

// Children calls fn for each child element of id, in order.
func (d *Document) Children(id int, fn func(child int)) {
	for c := id + 1; c <= int(d.end[id]); c = int(d.end[c]) + 1 {
		fn(c)
	}
}

// NextSibling is the next element sibling of id, or -1.
func (d *Document) NextSibling(id int) int {
	if n := int(d.end[id]) + 1; n < len(d.Elems) && d.Parent[n] == d.Parent[id] {
		return n
	}
	return -1
}

// FirstChild is the first child element of id, or -1.
func (d *Document) FirstChild(id int) int {
	if id+1 <= int(d.end[id]) {
		return id + 1
	}
	return -1
}

// LCA is the lowest common ancestor of two elements.
func (d *Document) LCA(a, b int) int {
	for a != b {
		if a > b {
			a = int(d.Parent[a])
		} else {
			b = int(d.Parent[b])
		}
		if a < 0 || b < 0 {
			return 0
		}
	}
	return a
}

// Parse parses UTF-8 HTML (decode other charsets first, see package charset).
func Parse(src string, lim Limits) (*Document, error) {
	lim = lim.withDefaults()
	if strings.TrimSpace(src) == "" {
		return nil, ErrEmpty
	}
	if looksBinary(src) {
		return nil, ErrBinary
	}
	d := &Document{Bytes: len(src), Body: -1, Head: -1}
	if len(src) > lim.MaxBytes {
		src = cutAtTag(src, lim.MaxBytes)
		d.Truncated = true
	}
	// The tree is built from the page without its script and style bodies
	// (see leanSource); the scripting-off parse below reads src itself.
	lean := leanSource(src)
	root, err := html.Parse(strings.NewReader(lean))
	if err != nil {
		// x/net/html gives up past 512 open elements: flatten and retry,
		// tighter the second time (misnested formatting tags can keep the
		// open-element stack deeper than our tag count).
		for _, depth := range []int{lim.MaxDepth, lim.MaxDepth / 4} {
			root, err = html.Parse(strings.NewReader(flattenDeep(lean, depth)))
			if err == nil {
				d.DepthCut = true
				break
			}
		}
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrParse, err)
		}
	}
	d.Root = root
	// number measures the markup inside <noscript> as it goes; only a page
	// with much of it is checked further and, when the story is only there,
	// parsed again with scripting off.
	// A page has about one element per 250 bytes (scripts and styles
	// included; measured on the corpora).
	hint := len(src) / bytesPerElement
	if d.number(lim, hint) && contentInNoscript(root) {
		if r2, err2 := html.ParseWithOptions(strings.NewReader(src), html.ParseOptionEnableScripting(false)); err2 == nil {
			unwrapNoscript(r2)
			*d = Document{Bytes: d.Bytes, Body: -1, Head: -1, Truncated: d.Truncated, DepthCut: d.DepthCut, Root: r2, NoScript: true}
			d.number(lim, hint)
		}
	}
	if d.Len() == 0 {
		return nil, ErrEmpty
	}
	return d, nil
}

// appendDoubling is append doubling a full slice's capacity where append
// adds a quarter: a page far denser than bytesPerElement (a million <p>
// in 11 MB, 23 times the hint) grew the tables and the walk's stack
// through five times their size.
func appendDoubling[T any](s []T, v T) []T {
	if len(s) == cap(s) {
		ns := make([]T, len(s), 2*cap(s)+1)
		copy(ns, s)
		s = ns
	}
	return append(s, v)
}

// bytesPerElement is the HTML source per element of a typical page, for
// sizing the tables before numbering.
const bytesPerElement = 250

// number assigns pre-order ids and fills the structural tables. Template
// contents are dropped (the browser's querySelectorAll does not see them) and
// elements beyond MaxElements are detached. It reports whether the page's
// <noscript> elements hold enough markup for contentInNoscript to matter.
func (d *Document) number(lim Limits, sizeHint int) (muchNoscript bool) {
	noscript := 0
	// Sized once from the input: growing the tables step by step was a
	// tenth of pith's own work on large pages (issue 6).
	sizeHint = min(max(sizeHint, 64), lim.MaxElements)
	d.Elems = make([]*html.Node, 0, sizeHint)
	d.Parent = make([]int32, 0, sizeHint)
	d.Depth = make([]int32, 0, sizeHint)
	type frame struct {
		n      *html.Node
		parent int32
		depth  int32
	}
	var stack []frame
	// Push children in reverse so they pop in document order.
	pushChildren := func(n *html.Node, parent, depth int32) {
		for c := n.LastChild; c != nil; c = c.PrevSibling {
			if c.Type == html.ElementNode {
				stack = appendDoubling(stack, frame{c, parent, depth})
			}
		}
	}
	pushChildren(d.Root, -1, 0)
	for len(stack) > 0 {
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if len(d.Elems) >= lim.MaxElements {
			f.n.Parent.RemoveChild(f.n)
			d.ElementsCut = true
			continue
		}
		id := int32(len(d.Elems))
		d.Elems = appendDoubling(d.Elems, f.n)
		d.Parent = appendDoubling(d.Parent, f.parent)
		d.Depth = appendDoubling(d.Depth, f.depth)
		switch f.n.DataAtom {
		case atom.Body:
			if d.Body < 0 {
				d.Body = int(id)
			}
		case atom.Head:
			if d.Head < 0 {
				d.Head = int(id)
			}
		case atom.Noscript:
			if c := f.n.FirstChild; c != nil && c.Type == html.TextNode {
				noscript += len(c.Data)
			}
		case atom.Template:
			for c := f.n.FirstChild; c != nil; {
				next := c.NextSibling
				f.n.RemoveChild(c)
				c = next
			}
		}
		pushChildren(f.n, id, f.depth+1)
	}
	// Subtree ends: walking ids backwards, a node's subtree ends where its
	// last descendant's does.
	d.end = make([]int32, len(d.Elems))
	for i := range d.end {
		d.end[i] = int32(i)
	}
	for i := len(d.Elems) - 1; i > 0; i-- {
		p := d.Parent[i]
		if d.end[i] > d.end[p] {
			d.end[p] = d.end[i]
		}
	}
	d.childIndex = make([]int32, len(d.Elems))
	for id := range d.Elems {
		k := int32(0)
		d.Children(id, func(c int) {
			k++
			d.childIndex[c] = k
		})
	}
	if len(d.childIndex) > 0 {
		d.childIndex[0] = 1
	}
	return noscript/2 > minNoscriptMarkup
}

// ClassIDOf is ClassID of element id, computed once: the pipeline's rules
// ask for the class and id of the same elements again and again.
func (d *Document) ClassIDOf(id int) string {
	if d.hasClassID == nil {
		d.classIDs = make([]string, len(d.Elems))
		d.hasClassID = make([]bool, len(d.Elems))
	}
	if !d.hasClassID[id] {
		d.classIDs[id] = ClassID(d.Elems[id])
		d.hasClassID[id] = true
	}
	return d.classIDs[id]
}

// ChildIndex is the 1-based position of id among its element siblings (the
// n of :nth-child(n)).
func (d *Document) ChildIndex(id int) int { return int(d.childIndex[id]) }

// minNoscriptMarkup is the least text (markup halved) inside <noscript> for
// the page's content to be taken from there.
const minNoscriptMarkup = 1000

// contentInNoscript reports a page whose <noscript> blocks hold more text
// (as markup) than the rest of the body: the story is only there.
func contentInNoscript(root *html.Node) bool {
	var inside, outside int
	var walk func(n *html.Node, skip bool)
	walk = func(n *html.Node, skip bool) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				if !skip {
					outside += len(strings.TrimSpace(c.Data))
				}
			case html.ElementNode:
				switch c.DataAtom {
				case atom.Noscript:
					if c.FirstChild != nil && c.FirstChild.Type == html.TextNode && strings.Contains(c.FirstChild.Data, "<") {
						inside += len(c.FirstChild.Data)
					}
				case atom.Script, atom.Style, atom.Template, atom.Head:
				default:
					walk(c, skip)
				}
			}
		}
	}
	walk(root, false)
	// Markup is about half tags: halve it before comparing with text.
	return inside/2 > minNoscriptMarkup && inside/2 > outside
}

// unwrapNoscript turns the <noscript> elements of a scripting-off parse
// into <div>s: their content is now the page's content, and every later
// step treats <noscript> as non-content.
func unwrapNoscript(n *html.Node) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		if c.DataAtom == atom.Noscript {
			c.DataAtom, c.Data = atom.Div, "div"
		}
		unwrapNoscript(c)
	}
}

// looksBinary reports input that is not text: NUL bytes or a high share of
// control characters in the first 4 KiB. Real HTML has neither.
func looksBinary(s string) bool {
	if len(s) > 4096 {
		s = s[:4096]
	}
	ctrl := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == 0 {
			return true
		}
		if c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f' {
			ctrl++
		}
	}
	return ctrl*10 > len(s)
}

// cutAtTag cuts s to at most n bytes, preferring to end just before a '<'
// in the last 64 KiB so no tag is split.
func cutAtTag(s string, n int) string {
	s = s[:n]
	floor := n - 64<<10
	if floor < 0 {
		floor = 0
	}
	if i := strings.LastIndexByte(s[floor:], '<'); i >= 0 {
		return s[:floor+i]
	}
	return s
}
