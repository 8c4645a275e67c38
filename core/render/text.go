package render

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// textWriter builds plain text: one line per block, a blank line between
// paragraphs, white space folded inside lines (kept inside <pre>).
type textWriter struct {
	b       builder
	pending int  // newlines owed before the next text
	space   bool // a space is owed before the next text
	pre     int
}

func (w *textWriter) brk(n int) {
	if n == 0 {
		return
	}
	if w.b.Len() > 0 && n > w.pending {
		w.pending = n
	}
	w.space = false
}

func (w *textWriter) text(s string) {
	if w.pre > 0 {
		w.flush()
		w.b.WriteString(s)
		return
	}
	w.eachWord(s, func(word string) { w.b.WriteString(word) }, w.flush)
}

// eachWord writes the words of s with single spaces between them (and
// before them, when s or the text before it ended in space), calling flush
// before the first word when newlines are owed; write gets runs of words
// that are already single-spaced. It allocates nothing, and
// reads ASCII a byte at a time: most text on the web is ASCII and this loop
// runs over every character the renderers write.
func (w *textWriter) eachWord(s string, write func(string), flush func()) {
	if s == "" {
		return
	}
	if startsSpace(s) {
		w.space = true
	}
	first := true
	for i := 0; i < len(s); {
		if n := spaceAt(s, i); n > 0 {
			i += n
			continue
		}
		// s[i:j] is a run of words already separated by single ASCII
		// spaces: it is written as it stands, in one piece.
		j := i + 1
		for j < len(s) {
			c := s[j]
			if c == ' ' && j+1 < len(s) && s[j+1] != ' ' && spaceAt(s, j+1) == 0 {
				j += 2
				continue
			}
			if c < utf8.RuneSelf {
				if asciiSpace[c] {
					break
				}
			} else if spaceAt(s, j) > 0 {
				break
			}
			j++
		}
		if w.pending > 0 || w.b.Len() == 0 {
			flush()
		} else if (w.space || !first) && !w.afterSpace() {
			w.b.WriteByte(' ')
		}
		write(s[i:j])
		w.space, first = false, false
		i = j
	}
	if first {
		w.space = true // only white space
		return
	}
	w.space = endsSpace(s)
}

// spaceAt returns the byte length of the white space (dom.IsSpace) starting
// at s[i], or 0. Inside a multi-byte character (a continuation byte) it
// answers 0, so a scan may step one byte at a time.
func spaceAt(s string, i int) int {
	c := s[i]
	if c < utf8.RuneSelf {
		if asciiSpace[c] {
			return 1
		}
		return 0
	}
	if c != 0xc2 && c != 0xe1 && c != 0xe2 && c != 0xe3 && c != 0xef {
		return 0 // no non-ASCII space starts with another lead byte
	}
	r, size := utf8.DecodeRuneInString(s[i:])
	if dom.IsSpace(r) {
		return size
	}
	return 0
}

var asciiSpace = [utf8.RuneSelf]bool{' ': true, '\t': true, '\n': true, '\r': true, '\f': true, '\v': true}

// CountWords counts the white-space separated words of s, as eachWord
// splits them, without allocating.
func CountWords(s string) int {
	n, in := 0, false
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			// ASCII read here, not through spaceAt: this runs over the
			// whole article's text (10 MB for a 10 MB article), and a call
			// per byte was most of its time in wasm.
			if asciiSpace[c] {
				in = false
			} else if !in {
				n++
				in = true
			}
			i++
			continue
		}
		if k := spaceAt(s, i); k > 0 {
			in = false
			i += k
			continue
		}
		if !in {
			n++
			in = true
		}
		i++
	}
	return n
}

// afterSpace reports output ending in a space (a list marker "- "): the
// space owed before the next word is there already, whether or not the
// source had white space at the start of the item.
func (w *textWriter) afterSpace() bool {
	s := w.b.String() // no copy
	return s != "" && s[len(s)-1] == ' '
}

func (w *textWriter) flush() {
	for ; w.pending > 0; w.pending-- {
		w.b.WriteByte('\n')
	}
	w.space = false
}

func startsSpace(s string) bool {
	for _, r := range s {
		return dom.IsSpace(r)
	}
	return false
}

func endsSpace(s string) bool {
	if s == "" {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s)
	return dom.IsSpace(r)
}

// Text renders the part as plain text.
func (p Part) Text() string {
	w := &textWriter{}
	for i, r := range p.Roots {
		if i > 0 {
			w.brk(2)
		}
		p.walkText(w, r)
	}
	return w.b.String()
}

func (p Part) walkText(w *textWriter, n *html.Node) {
	switch n.Type {
	case html.TextNode:
		w.text(n.Data)
		return
	case html.ElementNode:
		if p.skip(n) {
			return
		}
	case html.DocumentNode:
	default:
		return
	}
	a := n.DataAtom
	lines := blockBreak(a)
	switch p.quoteRole(n) {
	case QuoteCite:
		lines = max(lines, 1)
	case QuoteBlock:
		lines = 2
	}
	switch a {
	case atom.Br:
		w.brk(1)
		return
	case atom.Img:
		return
	case atom.Math:
		if isMathBlock(n) {
			w.brk(2)
			defer w.brk(2)
		}
		w.text(" " + p.mathText(n) + " ")
		return
	case atom.Pre, atom.Xmp, atom.Listing, atom.Plaintext:
		w.brk(2)
		w.pre++
		defer func() { w.pre--; w.brk(2) }()
	case atom.Td, atom.Th:
		w.space = true
	}
	w.brk(lines)
	if a == atom.Li {
		w.text(itemNumber(n))
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if w.pre == 0 && (p.fieldAfterField(c) || p.citeGap(c)) && w.b.Len() > 0 {
			w.space = true
		}
		p.walkText(w, c)
	}
	w.brk(lines)
}

// itemNumber is the number a list item's author wrote on it (<li
// value="3">: "3. "), or "": steps numbered by hand in the markup are
// part of the text ("step 3"); the numbers a list counts by itself are
// the list's styling.
func itemNumber(n *html.Node) string {
	v := strings.TrimSpace(dom.Attr(n, "value"))
	if v == "" || len(v) > 4 {
		return ""
	}
	for _, r := range v {
		if r < '0' || r > '9' {
			return ""
		}
	}
	return v + ". "
}

// blockBreak is the number of newlines around an element: 2 for
// paragraphs and headings, 1 for other blocks, 0 inline.
func blockBreak(a atom.Atom) int {
	switch a {
	case atom.Td, atom.Th:
		return 0 // cells of a row stay on one line, a space apart
	case atom.Legend, atom.Label:
		// A fieldset's caption is a block in every browser; a label
		// rendered at all is an item of its own (linkingLabel: a
		// variant's swatch), the next one's name not run into it.
		return 1
	case atom.P, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6,
		atom.Blockquote, atom.Pre, atom.Xmp, atom.Listing, atom.Plaintext, atom.Table, atom.Ul, atom.Ol, atom.Figure,
		atom.Hr:
		return 2
	}
	if dom.IsBlock(a) {
		return 1
	}
	return 0
}

// fieldAfterField reports a short <span> right after another shown one,
// no text between them: fields of one row (a year, a length, a rating; a
// name and its type), which the page's style sets apart. Run together they would
// make one word ("19942h 22mR"). The same for a short link right after
// another: a row of tags or filters set apart as pills ("FPSShooter"
// otherwise). Long spans (a caption and its credit) and
// a first letter set apart (a drop cap) are not fields; scripts written
// without spaces (Chinese, Japanese, Thai) get none; inside <pre> spans
// are a highlighter's tokens, their spaces written out.
func (p Part) fieldAfterField(c *html.Node) bool {
	prev := c.PrevSibling
	for prev != nil && prev.Type == html.ElementNode && p.skip(prev) {
		prev = prev.PrevSibling // a hidden separator ("·" for screens only) is not shown between them
	}
	if c.Type != html.ElementNode || prev == nil || prev.Type != html.ElementNode || c.DataAtom != prev.DataAtom || c.DataAtom != atom.Span && c.DataAtom != atom.A {
		return false
	}
	a, b := strings.TrimSpace(dom.Text(prev)), strings.TrimSpace(dom.Text(c))
	na, nb := utf8.RuneCountInString(a), utf8.RuneCountInString(b)
	if na < 2 || nb < 1 {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(a)
	first, _ := utf8.DecodeRuneInString(b)
	if na > maxFieldRunes || nb > maxFieldRunes {
		// In a heading or a link a longer span is a field when the next
		// opens with a capital after a letter or digit: a product card's
		// brand and its name ("HOKA" "Clifton 10 Road-Running Shoes"),
		// never the two halves of one word. A caption's text and its
		// credit ("…in 2014." "Credit" "Jane Doe") run together as the
		// page's own text has them.
		return headingOrLink(c.Parent) && wordRune(last) && unicode.IsUpper(first) && !unbroken(first)
	}
	return wordRune(last) && wordRune(first)
}

// headingOrLink reports a heading (<h1>–<h6> or role="heading") or a
// link.
func headingOrLink(n *html.Node) bool {
	return n != nil && n.Type == html.ElementNode &&
		(dom.HeadingLevel(n.DataAtom) > 0 || n.DataAtom == atom.A || strings.EqualFold(dom.Attr(n, "role"), "heading"))
}

// wordRune reports a letter or digit of a script written with spaces
// between words: where two fields meet as letters or digits they would
// run into one word ("19942h"); a mark between them ("19" ".99", "(" "3.2M")
// already parts them, or joins them as written.
func wordRune(r rune) bool {
	return (unicode.IsLetter(r) || unicode.IsDigit(r)) && !unbroken(r)
}

// maxFieldRunes is the longest text of a field in a row of spans.
const maxFieldRunes = 24

// unbroken reports a letter of a script written without spaces between
// words.
func unbroken(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul, unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar)
}

// builder is a strings.Builder whose buffer doubles when it is full:
// WriteString alone grows a large one by a quarter, and a 10 MB article's
// text and HTML went through five times their size in copies (each wasm
// runtime starts from nothing; Grow doubles).
type builder struct{ strings.Builder }

func (b *builder) WriteString(s string) (int, error) {
	if b.Len()+len(s) > b.Cap() {
		b.Grow(len(s))
	}
	return b.Builder.WriteString(s)
}

func (b *builder) WriteByte(c byte) error {
	if b.Len() == b.Cap() {
		b.Grow(1)
	}
	return b.Builder.WriteByte(c)
}
