package peers

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// blockAtoms are the elements whose content starts and ends on its own line.
var blockAtoms = map[atom.Atom]bool{
	atom.Address: true, atom.Article: true, atom.Aside: true, atom.Blockquote: true,
	atom.Dd: true, atom.Details: true, atom.Dialog: true, atom.Div: true, atom.Dl: true,
	atom.Dt: true, atom.Fieldset: true, atom.Figcaption: true, atom.Figure: true,
	atom.Footer: true, atom.Form: true, atom.H1: true, atom.H2: true, atom.H3: true,
	atom.H4: true, atom.H5: true, atom.H6: true, atom.Header: true, atom.Hr: true,
	atom.Li: true, atom.Main: true, atom.Nav: true, atom.Ol: true, atom.P: true,
	atom.Pre: true, atom.Section: true, atom.Summary: true, atom.Table: true,
	atom.Tbody: true, atom.Thead: true, atom.Tfoot: true, atom.Tr: true, atom.Ul: true,
	atom.Caption: true, atom.Body: true, atom.Html: true,
}

// cellAtoms are separated from their neighbours by a tab.
var cellAtoms = map[atom.Atom]bool{atom.Td: true, atom.Th: true}

// skippedAtoms never contribute text.
var skippedAtoms = map[atom.Atom]bool{
	atom.Script: true, atom.Style: true, atom.Noscript: true, atom.Template: true,
	atom.Head: true, atom.Iframe: true, atom.Svg: true, atom.Math: false,
}

// BlockText returns the text of n with a line break around every block element
// and at every <br>, whitespace inside lines folded, empty lines dropped.
func BlockText(n *html.Node) string {
	if n == nil {
		return ""
	}
	var w blockWriter
	w.walk(n)
	w.breakLine()
	return strings.Join(w.lines, "\n")
}

type blockWriter struct {
	lines []string
	cur   strings.Builder
	pre   int
}

func (w *blockWriter) breakLine() {
	line := strings.Join(strings.Fields(w.cur.String()), " ")
	if line != "" {
		w.lines = append(w.lines, line)
	}
	w.cur.Reset()
}

func (w *blockWriter) walk(n *html.Node) {
	switch n.Type {
	case html.TextNode:
		if w.pre > 0 {
			parts := strings.Split(n.Data, "\n")
			for i, p := range parts {
				if i > 0 {
					w.breakLine()
				}
				w.cur.WriteString(p)
			}
			return
		}
		w.cur.WriteString(n.Data)
		return
	case html.ElementNode:
		if skippedAtoms[n.DataAtom] {
			return
		}
		if n.DataAtom == atom.Br {
			w.breakLine()
			return
		}
	case html.CommentNode, html.DoctypeNode:
		return
	}
	block := n.Type == html.ElementNode && blockAtoms[n.DataAtom]
	if block {
		w.breakLine()
	}
	if n.DataAtom == atom.Pre {
		w.pre++
	}
	if cellAtoms[n.DataAtom] {
		w.cur.WriteString("\t")
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		w.walk(c)
	}
	if cellAtoms[n.DataAtom] {
		w.cur.WriteString("\t")
	}
	if n.DataAtom == atom.Pre {
		w.pre--
	}
	if block {
		w.breakLine()
	}
}
