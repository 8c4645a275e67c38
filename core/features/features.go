// Package features computes, in one pass over a parsed page, the per-element
// statistics every segmentation method reads: the characteristics of the
// SD-tree (seed 000 §3.1–3.2) and the DOM features of Content Seeker (seed
// 001 §4.1.5).
//
// Statistics live in slices indexed by element id (dom's pre-order index),
// never in node attributes or maps. Subtree totals are built bottom-up by a
// single backwards loop over ids: in pre-order every child has a larger id
// than its parent, so visiting ids from last to first and adding each into
// its parent completes every subtree before it is read.
//
// What counts as text: text nodes outside non-content elements (script,
// style, …) and outside hidden elements (display:none, visibility:hidden,
// hidden, aria-hidden; or, with a browser Layout, whatever the browser says
// is not visible). Density is counted in non-white-space characters, so
// indentation does not inflate it.
package features

import (
	"unicode"
	"unicode/utf8"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Table holds the statistics of one document. Slices are indexed by element
// id. "Own" values count only the element's direct text children; the others
// are subtree totals (the element included).
type Table struct {
	Doc *dom.Document

	// Hidden: the element or an ancestor is invisible or non-content.
	Hidden []bool
	// InLink: the element is an <a href> or inside one.
	InLink []bool

	OwnChars []int32 // non-space characters of direct text children
	Chars    []int32 // seed 000 "density": characters in the subtree
	// LinkChars: characters inside links (seed 001 linkToTextRatio numerator).
	LinkChars []int32
	Words     []int32
	StopWords []int32 // words in any of the stop lists (seed 001 stopWordRatio)
	// Punct counts sentence punctuation (. , ; : ! ?), a cheap prose signal.
	Punct []int32
	// LongestText: longest single text node in the subtree (seed 001 stringMax).
	LongestText []int32

	Tags    []int32 // elements in the subtree, the element excluded
	Links   []int32 // <a href>
	Paras   []int32 // <p>
	Images  []int32 // <img>, <picture>
	Forms   []int32 // <form>
	Inputs  []int32 // <input>, <button>, <textarea>, <select> (seed 001 interactionNum)
	Options []int32 // <option>
	Tables  []int32 // <table>
	Divs    []int32 // <div>
	Lists   []int32 // <li>

	// Cardinality: number of child elements (seed 000 §3.1).
	Cardinality []int32
	// Height: DOM height of the subtree (seed 001 domHeight): 0 for a leaf.
	Height []int32
	// PrevSibling: the previous element sibling, -1 when none.
	PrevSibling []int32
	// FirstHeading: first visible h1–h6 in the subtree, -1 when none.
	FirstHeading []int32
	// AncestorTitle: the heading of the nearest ancestor-or-self that holds
	// one (seed 000 "ancestor title"), -1 when none.
	AncestorTitle []int32
}

// Compute builds the table for doc. layout may be nil; when it fits the
// document its visibility replaces the markup guesses.
func Compute(doc *dom.Document, layout *dom.Layout) *Table {
	n := doc.Len()
	t := &Table{Doc: doc}
	i32 := func() []int32 { return make([]int32, n) }
	t.Hidden = make([]bool, n)
	t.InLink = make([]bool, n)
	t.OwnChars, t.Chars, t.LinkChars, t.Words, t.StopWords = i32(), i32(), i32(), i32(), i32()
	t.Punct, t.LongestText = i32(), i32()
	t.Tags, t.Links, t.Paras, t.Images, t.Forms = i32(), i32(), i32(), i32(), i32()
	t.Inputs, t.Options, t.Tables, t.Divs, t.Lists = i32(), i32(), i32(), i32(), i32()
	t.Cardinality, t.Height, t.PrevSibling = i32(), i32(), i32()
	t.FirstHeading, t.AncestorTitle = i32(), i32()
	useLayout := layout.Fits(n)
	for i := range t.PrevSibling {
		t.PrevSibling[i] = -1
	}

	for id := 0; id < n; id++ {
		t.visitTopDown(id, useLayout, layout)
	}
	for id := n - 1; id >= 0; id-- {
		t.addToParent(id)
	}
	for id := 0; id < n; id++ {
		t.AncestorTitle[id] = t.FirstHeading[id]
		if t.AncestorTitle[id] < 0 && id > 0 {
			t.AncestorTitle[id] = t.AncestorTitle[doc.Parent[id]]
		}
	}
	return t
}

// visitTopDown sets the inherited flags and the element's own counts; its
// parent has already been visited.
func (t *Table) visitTopDown(id int, useLayout bool, layout *dom.Layout) {
	doc := t.Doc
	el := doc.Elems[id]
	p := int(doc.Parent[id])
	hidden := dom.NonContent(el) || dom.IsHidden(el)
	if useLayout && !layout.Visible[id] && el.DataAtom != atom.Html && el.DataAtom != atom.Body {
		hidden = true
	}
	inLink := el.DataAtom == atom.A && dom.HasAttr(el, "href")
	if p >= 0 {
		hidden = hidden || t.Hidden[p]
		inLink = inLink || t.InLink[p]
	}
	t.Hidden[id], t.InLink[id] = hidden, inLink
	t.FirstHeading[id] = -1
	t.countTag(id, el.DataAtom, hidden)

	// Child element ids follow from the pre-order: the first child is id+1,
	// each next one starts after the previous one's subtree.
	prev := int32(-1)
	cid := id + 1
	for c := el.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.ElementNode:
			t.PrevSibling[cid] = prev
			prev = int32(cid)
			cid = doc.End(cid) + 1
			t.Cardinality[id]++
		case html.TextNode:
			if !hidden {
				t.countText(id, c.Data)
			}
		}
	}
}

// countTag records the element itself in its own counters.
func (t *Table) countTag(id int, a atom.Atom, hidden bool) {
	if hidden {
		return
	}
	var c *[]int32
	switch a {
	case atom.A:
		if dom.HasAttr(t.Doc.Elems[id], "href") {
			c = &t.Links
		}
	case atom.P:
		c = &t.Paras
	case atom.Img, atom.Picture:
		c = &t.Images
	case atom.Form:
		c = &t.Forms
	case atom.Input, atom.Button, atom.Textarea, atom.Select:
		c = &t.Inputs
	case atom.Option:
		c = &t.Options
	case atom.Table:
		c = &t.Tables
	case atom.Div:
		c = &t.Divs
	case atom.Li:
		c = &t.Lists
	}
	if c != nil {
		(*c)[id]++
	}
	if dom.HeadingLevel(a) > 0 {
		t.FirstHeading[id] = int32(id)
	}
}

// countText adds one text node's counts to its element.
func (t *Table) countText(id int, s string) {
	// Leading white space counts nothing: skipped in a tight loop, which
	// is all there is to the indentation between tags, most text nodes.
	for len(s) > 0 && s[0] < utf8.RuneSelf && asciiClass[s[0]] == asciiSpaceClass {
		s = s[1:]
	}
	if s == "" {
		return
	}
	var chars, words, stops, punct int32
	var word [24]byte
	wl := 0
	inWord := false
	endWord := func() {
		if inWord && wl > 0 && wl <= len(word) && isStopWord(word[:wl]) {
			stops++
		}
		inWord, wl = false, 0
	}
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			// ASCII, by a table: the bulk of the text of most pages.
			i++
			switch asciiClass[c] {
			case asciiSpaceClass:
				endWord()
				continue
			case asciiUpper:
				c += 'a' - 'A'
				fallthrough
			case asciiWord:
				chars++
				if !inWord {
					inWord = true
					words++
				}
				if wl < len(word) {
					word[wl] = c
				}
				wl++
				continue
			case asciiPunct:
				punct++
			}
			chars++
			endWord()
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		if dom.IsSpace(r) {
			endWord()
			continue
		}
		chars++
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			if !inWord {
				inWord = true
				words++
			}
			// Non-ASCII words are looked up by their bytes, lower-cased
			// only in the ASCII range; the stop lists hold them as written.
			if wl+size <= len(word) {
				copy(word[wl:], s[i-size:i])
			}
			wl += size
			continue
		}
		endWord()
		if r == '。' || r == '、' || r == '，' {
			punct++
		}
	}
	endWord()
	t.OwnChars[id] += chars
	t.Words[id] += words
	t.StopWords[id] += stops
	t.Punct[id] += punct
	if t.InLink[id] {
		t.LinkChars[id] += chars
	}
	if chars > t.LongestText[id] {
		t.LongestText[id] = chars
	}
}

// addToParent completes id's subtree totals into its parent.
func (t *Table) addToParent(id int) {
	t.Chars[id] += t.OwnChars[id]
	p := int(t.Doc.Parent[id])
	if p < 0 {
		return
	}
	t.Chars[p] += t.Chars[id]
	t.LinkChars[p] += t.LinkChars[id]
	t.Words[p] += t.Words[id]
	t.StopWords[p] += t.StopWords[id]
	t.Punct[p] += t.Punct[id]
	t.Tags[p] += t.Tags[id] + 1
	t.Links[p] += t.Links[id]
	t.Paras[p] += t.Paras[id]
	t.Images[p] += t.Images[id]
	t.Forms[p] += t.Forms[id]
	t.Inputs[p] += t.Inputs[id]
	t.Options[p] += t.Options[id]
	t.Tables[p] += t.Tables[id]
	t.Divs[p] += t.Divs[id]
	t.Lists[p] += t.Lists[id]
	if t.LongestText[id] > t.LongestText[p] {
		t.LongestText[p] = t.LongestText[id]
	}
	if t.Height[id]+1 > t.Height[p] {
		t.Height[p] = t.Height[id] + 1
	}
	if fh := t.FirstHeading[id]; fh >= 0 && (t.FirstHeading[p] < 0 || fh < t.FirstHeading[p]) {
		t.FirstHeading[p] = fh
	}
}

// LinkDensity is the share of the subtree's characters inside links.
func (t *Table) LinkDensity(id int) float64 {
	if t.Chars[id] == 0 {
		return 0
	}
	return float64(t.LinkChars[id]) / float64(t.Chars[id])
}

// StopWordRatio is the share of words that are stop words (seed 001).
func (t *Table) StopWordRatio(id int) float64 {
	if t.Words[id] == 0 {
		return 0
	}
	return float64(t.StopWords[id]) / float64(t.Words[id])
}

// TitleDiff is seed 000 eq. (2): |level(ancestor title) − level(node)|, or
// -1 when the node has no ancestor title.
func (t *Table) TitleDiff(id int) int {
	at := t.AncestorTitle[id]
	if at < 0 {
		return -1
	}
	d := int(t.Doc.Depth[at]) - int(t.Doc.Depth[id])
	if d < 0 {
		d = -d
	}
	return d
}

// HeaderAround reports a heading right before the element or opening it
// (seed 001 headerAround): its previous sibling or its first child is h1–h6.
func (t *Table) HeaderAround(id int) bool {
	doc := t.Doc
	if ps := t.PrevSibling[id]; ps >= 0 && dom.HeadingLevel(doc.Tag(int(ps))) > 0 {
		return true
	}
	if fc := doc.FirstChild(id); fc >= 0 && dom.HeadingLevel(doc.Tag(fc)) > 0 {
		return true
	}
	return false
}

// The classes of ASCII bytes for countText.
const (
	asciiOther      = iota // ends a word
	asciiSpaceClass        // white space: ends a word, not counted
	asciiWord              // lower-case letter or digit
	asciiUpper             // upper-case letter
	asciiPunct             // sentence punctuation: ends a word, counted
)

var asciiClass = func() (t [utf8.RuneSelf]uint8) {
	for c := 0; c < utf8.RuneSelf; c++ {
		switch {
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			t[c] = asciiWord
		case c >= 'A' && c <= 'Z':
			t[c] = asciiUpper
		case c == '.' || c == ',' || c == ';' || c == ':' || c == '!' || c == '?':
			t[c] = asciiPunct
		case dom.IsSpace(rune(c)):
			t[c] = asciiSpaceClass
		}
	}
	return t
}()
