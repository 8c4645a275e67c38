package eval

import (
	"sort"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// structKind is a kind of structure the fidelity evaluation follows from
// the source into the output.
type structKind uint8

const (
	kindCode structKind = iota
	kindHeading
	kindListItem
	kindCell
	numKinds
)

// kindNames are the JSON keys and report words of the kinds.
var kindNames = [numKinds]string{"code", "headings", "list_items", "table_cells"}

// textItem is one structure: its element and the byte range of its text in
// the document's text.
type textItem struct {
	kind       structKind
	node       *html.Node
	start, end int
	// pre: white space is text (pre, xmp, listing, plaintext).
	pre bool
}

// textDoc is the text of a tree as a reader sees it, blocks a line apart,
// with the structures it holds and its \w+ tokens.
type textDoc struct {
	text  []byte
	items []textItem
	// words are the token byte ranges; hashes their lower-cased hashes.
	words  [][2]int
	hashes []uint64
	// owner[k][w] is the innermost item of kind k holding word w, or -1.
	owner [numKinds][]int32
	// images are the <img> elements met, in document order; noscripts the
	// <noscript> elements (their markup is text in a scripted parse);
	// imageAt and noscriptAt their offsets in the text.
	images, noscripts   []*html.Node
	imageAt, noscriptAt []int
}

// textBuilder walks a tree into a textDoc.
type textBuilder struct {
	doc *textDoc
	// skip leaves an element out with its subtree (nil: nothing).
	skip func(*html.Node) bool
	// dataTable says whether a table's cells are structures (nil: all).
	dataTable func(*html.Node) bool
	// codeDepth is the number of open code items; tables the data-ness of
	// the open tables, innermost last.
	codeDepth int
	tables    []bool
}

// add walks n (an element, or a document or fragment root) into the text.
func (tb *textBuilder) add(n *html.Node) {
	switch n.Type {
	case html.TextNode:
		tb.doc.text = append(tb.doc.text, n.Data...)
		return
	case html.ElementNode:
	case html.DocumentNode:
		tb.addChildren(n)
		return
	default:
		return
	}
	if tb.skip != nil && tb.skip(n) {
		return
	}
	switch {
	case n.DataAtom == atom.Noscript:
		tb.doc.noscripts = append(tb.doc.noscripts, n)
		tb.doc.noscriptAt = append(tb.doc.noscriptAt, len(tb.doc.text))
		return
	case n.DataAtom == atom.Img:
		tb.doc.images = append(tb.doc.images, n)
		tb.doc.imageAt = append(tb.doc.imageAt, len(tb.doc.text))
		return
	case isUnread(n.DataAtom):
		return
	}
	block := isBlockTag(n.DataAtom)
	if block {
		tb.doc.text = append(tb.doc.text, '\n')
	}
	kind, isItem := tb.itemKind(n)
	idx := len(tb.doc.items)
	if isItem {
		tb.doc.items = append(tb.doc.items, textItem{kind: kind, node: n, start: len(tb.doc.text), pre: isPreTag(n.DataAtom)})
		if kind == kindCode {
			tb.codeDepth++
		}
	}
	if n.DataAtom == atom.Table {
		tb.tables = append(tb.tables, tb.dataTable == nil || tb.dataTable(n))
	}
	tb.addChildren(n)
	if n.DataAtom == atom.Table {
		tb.tables = tb.tables[:len(tb.tables)-1]
	}
	if isItem {
		tb.doc.items[idx].end = len(tb.doc.text)
		if kind == kindCode {
			tb.codeDepth--
		}
	}
	if block {
		tb.doc.text = append(tb.doc.text, '\n')
	}
}

func (tb *textBuilder) addChildren(n *html.Node) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		tb.add(c)
	}
}

// itemKind says whether element n starts a structure, and of which kind.
// Code is the outermost pre, xmp, listing, plaintext or code; cells are
// td and th of data tables.
func (tb *textBuilder) itemKind(n *html.Node) (structKind, bool) {
	switch n.DataAtom {
	case atom.Pre, atom.Xmp, atom.Listing, atom.Plaintext, atom.Code:
		return kindCode, tb.codeDepth == 0
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		return kindHeading, true
	case atom.Li:
		return kindListItem, true
	case atom.Td, atom.Th:
		return kindCell, len(tb.tables) > 0 && tb.tables[len(tb.tables)-1]
	}
	return 0, false
}

func isPreTag(a atom.Atom) bool {
	return a == atom.Pre || a == atom.Xmp || a == atom.Listing || a == atom.Plaintext
}

// isUnread reports elements whose content a reader never reads as text:
// scripts, styles, form controls that hold values, embedded documents and
// drawings. Buttons are read: an accordion's question is often one.
func isUnread(a atom.Atom) bool {
	switch a {
	case atom.Script, atom.Style, atom.Template, atom.Head, atom.Title, atom.Meta, atom.Link,
		atom.Iframe, atom.Object, atom.Embed, atom.Svg, atom.Canvas, atom.Select, atom.Option,
		atom.Datalist, atom.Textarea, atom.Input, atom.Annotation, atom.AnnotationXml,
		atom.Audio, atom.Video, atom.Track:
		return true
	}
	return false
}

// isBlockTag reports elements that start a new line of text.
func isBlockTag(a atom.Atom) bool {
	switch a {
	case atom.Address, atom.Article, atom.Aside, atom.Blockquote, atom.Body, atom.Br, atom.Caption,
		atom.Center, atom.Dd, atom.Details, atom.Dialog, atom.Div, atom.Dl, atom.Dt, atom.Fieldset,
		atom.Figcaption, atom.Figure, atom.Footer, atom.Form, atom.H1, atom.H2, atom.H3, atom.H4,
		atom.H5, atom.H6, atom.Header, atom.Hgroup, atom.Hr, atom.Html, atom.Legend, atom.Li,
		atom.Listing, atom.Main, atom.Menu, atom.Nav, atom.Ol, atom.P, atom.Plaintext, atom.Pre,
		atom.Section, atom.Summary, atom.Table, atom.Tbody, atom.Td, atom.Tfoot, atom.Th,
		atom.Thead, atom.Tr, atom.Ul, atom.Xmp:
		return true
	}
	return false
}

// finish tokenizes the text and fills the owner tables.
func (d *textDoc) finish() {
	text := string(d.text)
	scanWords(text, func(start, end int) {
		d.words = append(d.words, [2]int{start, end})
		d.hashes = append(d.hashes, hashToken(text[start:end], true))
	})
	for k := range d.owner {
		d.owner[k] = make([]int32, len(d.words))
		for w := range d.owner[k] {
			d.owner[k][w] = -1
		}
	}
	// Items are in pre-order: an inner item comes after its outer one and
	// overwrites it.
	for i, it := range d.items {
		lo, hi := d.wordRange(it.start, it.end)
		for w := lo; w < hi; w++ {
			d.owner[it.kind][w] = int32(i)
		}
	}
}

// wordRange is the range of word indices whose words lie in [start, end).
func (d *textDoc) wordRange(start, end int) (lo, hi int) {
	lo = sort.Search(len(d.words), func(w int) bool { return d.words[w][0] >= start })
	hi = sort.Search(len(d.words), func(w int) bool { return d.words[w][0] >= end })
	return lo, hi
}

// ownWords are the word indices of item i that no inner item of its kind
// holds (a list item's words without its sub-list's).
func (d *textDoc) ownWords(i int) []int {
	it := d.items[i]
	lo, hi := d.wordRange(it.start, it.end)
	var out []int
	for w := lo; w < hi; w++ {
		if d.owner[it.kind][w] == int32(i) {
			out = append(out, w)
		}
	}
	return out
}

// ownText is item i's text without the text of inner items of its kind.
func (d *textDoc) ownText(i int) string {
	it := d.items[i]
	var b strings.Builder
	at := it.start
	for j := i + 1; j < len(d.items) && d.items[j].start < it.end; j++ {
		in := d.items[j]
		if in.kind != it.kind || in.start < at {
			continue
		}
		b.Write(d.text[at:in.start])
		at = in.end
	}
	b.Write(d.text[at:it.end])
	return b.String()
}

// Images have no words: one is in the gold's scope when the words beside
// it are (imageContext words before or after it, all but one aligned with
// the gold).
const imageContext = 4

// amidGold reports whether the text at offset stands amid words the gold
// holds: on one side of it, imageContext words (fewer at the ends of the
// text, at least one) with at most one not aligned with the gold.
func (d *textDoc) amidGold(offset int, inGold []int32) bool {
	at, _ := d.wordRange(offset, offset)
	for _, side := range [][2]int{{max(0, at-imageContext), at}, {at, min(len(d.words), at+imageContext)}} {
		n, aligned := side[1]-side[0], 0
		for w := side[0]; w < side[1]; w++ {
			if inGold[w] >= 0 {
				aligned++
			}
		}
		if n > 0 && aligned >= n-1 && aligned > 0 {
			return true
		}
	}
	return false
}

// leadingHeadings is the index of the first word no heading holds: the
// words before it are the headings that open the text.
func (d *textDoc) leadingHeadings() int {
	for w, o := range d.owner[kindHeading] {
		if o < 0 {
			return w
		}
	}
	return len(d.words)
}
