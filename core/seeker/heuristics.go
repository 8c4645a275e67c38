package seeker

import (
	"math"
	"regexp"
	"sort"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// inlineChars is the text an element holds outside its block-level
// children: its own text and that of inline descendants (a, em, span…).
// An element "contains #text" in the sense of §4.2.1 when it is positive.
func (r *run) inlineChars(id int) int {
	if r.inline == nil {
		n := r.doc.Len()
		r.inline = make([]int32, n)
		copy(r.inline, r.st.OwnChars)
		for c := n - 1; c > 0; c-- {
			if !dom.IsBlock(r.doc.Tag(c)) && !r.st.Hidden[c] {
				r.inline[r.doc.Parent[c]] += r.inline[c]
			}
		}
	}
	return int(r.inline[id])
}

// block is one block of string (§4.2.1): the children of parent that hold
// text, and the parent's own inline text.
type block struct {
	parent   int
	children []int
	inline   int
	size     int
}

// blockAt collects the block of string under parent: its inline text plus
// the text of every block-level child that itself holds text; children
// without text of their own (scripts, ad slots, wrappers) are skipped.
func (r *run) blockAt(parent int) block {
	b := block{parent: parent, inline: r.inlineChars(parent)}
	b.size = b.inline
	r.doc.Children(parent, func(c int) {
		if !dom.IsBlock(r.doc.Tag(c)) || r.st.Hidden[c] {
			return
		}
		if r.inlineChars(c) > 0 {
			b.children = append(b.children, c)
			b.size += int(r.st.Chars[c])
		}
	})
	return b
}

// largestBlock is the largest block of string in the subtree of root.
func (r *run) largestBlock(root int) block {
	best := block{parent: root}
	for id := root; id <= r.doc.End(root); id++ {
		if r.st.Hidden[id] || !dom.IsBlock(r.doc.Tag(id)) && id != root {
			continue
		}
		if int(r.st.Chars[id]) <= best.size {
			id = r.doc.End(id) // nothing below can be larger
			continue
		}
		if b := r.blockAt(id); b.size > best.size {
			best = b
		}
	}
	return best
}

// byLargestBlock keeps, of several content nodes, the one with the largest
// block of string (§4.2.1, last paragraph).
func (r *run) byLargestBlock(content []int) int {
	best, size := content[0], -1
	for _, id := range content {
		if b := r.largestBlock(id); b.size > size {
			best, size = id, b.size
		}
	}
	r.trace.Add("seeker.lbs", best, float64(size), "content node with the largest block of string")
	return best
}

// lbs returns the elements of the largest block of string under root: the
// block's parent when it holds inline text of its own (a plain #text
// sibling cannot be addressed alone), else its text-holding children.
func (r *run) lbs(root int) []int {
	b := r.largestBlock(root)
	if b.size == 0 {
		return []int{root}
	}
	if len(b.children) == 0 || b.inline*10 >= b.size {
		return []int{b.parent}
	}
	return b.children
}

// slsString is one entry of the string array of §4.2.2: a text node's
// length and the block element it belongs to (-1 for the empty entry
// pushed at a structural tag).
type slsString struct {
	length float64
	owner  int
}

// sls keeps the strings of root whose smoothed length (eq. 4.2, radius r)
// exceeds the standard deviation of the lengths, and returns the block
// elements holding them.
func (r *run) sls(root int) []int {
	var arr []slsString
	var walk func(n *html.Node, owner int)
	walk = func(n *html.Node, owner int) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				if t := dom.FoldSpace(c.Data); t != "" {
					arr = append(arr, slsString{float64(len(t)), owner})
				}
			case html.ElementNode:
				id, ok := r.doc.ID(c)
				if !ok || r.st.Hidden[id] {
					continue
				}
				o := owner
				if dom.IsBlock(c.DataAtom) {
					o = id
				}
				if isSLSBreak(c.DataAtom) {
					arr = append(arr, slsString{0, -1})
				}
				walk(c, o)
			}
		}
	}
	walk(r.doc.Elems[root], root)
	if len(arr) == 0 {
		return []int{root}
	}
	var sum, sq, nStr float64
	for _, s := range arr {
		if s.owner >= 0 {
			sum += s.length
			sq += s.length * s.length
			nStr++
		}
	}
	mean := sum / nStr
	sd := math.Sqrt(math.Max(sq/nStr-mean*mean, 0))
	rad := r.opt.SLSRadius
	var out []int
	for k, s := range arr {
		if s.owner < 0 {
			continue
		}
		e := 0.0
		for i := k - rad; i <= k+rad; i++ {
			if i >= 0 && i < len(arr) {
				e += arr[i].length
			}
		}
		e /= float64(2*rad + 1)
		if e > sd && (len(out) == 0 || !r.doc.Contains(out[len(out)-1], s.owner)) {
			out = append(out, s.owner)
		}
	}
	if len(out) == 0 {
		return []int{root}
	}
	return outermost(r.doc, out)
}

// isSLSBreak lists the tags that push an empty entry (§4.2.2).
func isSLSBreak(a atom.Atom) bool {
	switch a {
	case atom.Div, atom.Tr, atom.Td, atom.Table, atom.Ul, atom.Li, atom.Ol,
		atom.Section, atom.Article, atom.Aside, atom.Nav, atom.Header, atom.Footer:
		return true
	}
	return false
}

// outermost sorts ids and drops those inside another.
func outermost(doc *dom.Document, ids []int) []int {
	sort.Ints(ids)
	var out []int
	for _, id := range ids {
		if len(out) > 0 && (out[len(out)-1] == id || doc.Contains(out[len(out)-1], id)) {
			continue
		}
		out = append(out, id)
	}
	return out
}

// digits are removed from ids before tables are compared (post ids differ
// by a number: post_123, post_124).
var digits = regexp.MustCompile(`[0-9]+`)

// tablePattern finds, for each content node, its nearest table (itself or
// an ancestor), groups the tables by the attributes forum posts share
// (§4.2.3: class, width, cellspacing, cellpadding, border, align and the id
// without digits), and returns the tables of the largest group of at least
// two.
func (r *run) tablePattern(content []int) []int {
	type group struct {
		tables []int
		chars  int
	}
	groups := map[string]*group{}
	var keys []string
	// Tables anywhere in the content nodes count: a forum's posts are
	// usually all inside one content node.
	for _, c := range content {
		for id := c; id <= r.doc.End(c); id++ {
			if r.doc.Tag(id) != atom.Table || r.st.Hidden[id] || r.st.Chars[id] == 0 {
				continue
			}
			sig := r.tableSignature(id)
			g, ok := groups[sig]
			if !ok {
				g = &group{}
				groups[sig] = g
				keys = append(keys, sig)
			}
			g.tables = append(g.tables, id)
			g.chars += int(r.st.Chars[id])
		}
	}
	var best *group
	for _, k := range keys { // first-seen order: deterministic
		g := groups[k]
		g.tables = outermost(r.doc, g.tables)
		if len(g.tables) >= 2 && (best == nil || g.chars > best.chars) {
			best = g
		}
	}
	if best == nil {
		return nil
	}
	return best.tables
}

func (r *run) tableSignature(id int) string {
	el := r.doc.Elems[id]
	var b strings.Builder
	for _, k := range []string{"class", "width", "cellspacing", "cellpadding", "border", "align"} {
		b.WriteString(k + "=" + dom.Attr(el, k) + ";")
	}
	b.WriteString("id=" + digits.ReplaceAllString(dom.Attr(el, "id"), "#"))
	return b.String()
}
