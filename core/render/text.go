package render

import (
	"strings"
	"unicode/utf8"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// textWriter builds plain text: one line per block, a blank line between
// paragraphs, white space folded inside lines (kept inside <pre>).
type textWriter struct {
	b       strings.Builder
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
// before the first word when newlines are owed. It allocates nothing.
func (w *textWriter) eachWord(s string, write func(string), flush func()) {
	if s == "" {
		return
	}
	if startsSpace(s) {
		w.space = true
	}
	first := true
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if dom.IsSpace(r) {
			i += size
			continue
		}
		j := i
		for j < len(s) {
			r, size := utf8.DecodeRuneInString(s[j:])
			if dom.IsSpace(r) {
				break
			}
			j += size
		}
		if w.pending > 0 || w.b.Len() == 0 {
			flush()
		} else if w.space || !first {
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
	r := []rune(s[max(0, len(s)-4):])
	return len(r) > 0 && dom.IsSpace(r[len(r)-1])
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
	switch a {
	case atom.Br:
		w.brk(1)
		return
	case atom.Img:
		return
	case atom.Pre:
		w.brk(2)
		w.pre++
		defer func() { w.pre--; w.brk(2) }()
	case atom.Td, atom.Th:
		w.space = true
	}
	w.brk(lines)
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		p.walkText(w, c)
	}
	w.brk(lines)
}

// blockBreak is the number of newlines around an element: 2 for
// paragraphs and headings, 1 for other blocks, 0 inline.
func blockBreak(a atom.Atom) int {
	switch a {
	case atom.Td, atom.Th:
		return 0 // cells of a row stay on one line, a space apart
	case atom.P, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6,
		atom.Blockquote, atom.Pre, atom.Table, atom.Ul, atom.Ol, atom.Figure,
		atom.Hr:
		return 2
	}
	if dom.IsBlock(a) {
		return 1
	}
	return 0
}
