package render

import (
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// MathML. A formula written in MathML is part of the text it sits in (a
// derivation, the equation a paragraph refers to); dropping it leaves
// sentences with holes ("there are two solutions to and they are"). The
// text and Markdown show its tokens a space apart, the HTML keeps the
// MathML itself, which browsers draw, through an allow-list of its
// presentation elements. <annotation> (the TeX or content-MathML source of
// the same formula) is left out: it repeats the formula in another
// notation. A formula hidden for screen readers only (display:none) is
// hidden like any element.

// mathElements are the presentation MathML elements kept in the HTML, each
// with the attributes it may keep. Others are unwrapped.
var mathElements = map[string][]string{
	"math": {"display"}, "mi": {"mathvariant"}, "mn": nil, "mo": nil, "ms": nil,
	"mtext": nil, "mspace": nil, "mrow": nil, "mfrac": nil, "msqrt": nil,
	"mroot": nil, "msub": nil, "msup": nil, "msubsup": nil, "munder": nil,
	"mover": nil, "munderover": nil, "mtable": nil, "mtr": nil, "mtd": nil,
	"mstyle": nil, "mpadded": nil, "mphantom": nil, "menclose": {"notation"},
	"mmultiscripts": nil, "mprescripts": nil, "none": nil, "semantics": nil,
}

// isMathSource reports the annotation elements of a formula.
func isMathSource(n *html.Node) bool {
	return n.Type == html.ElementNode && (n.Data == "annotation" || n.Data == "annotation-xml")
}

// isMath reports a formula's <math> element.
func isMath(n *html.Node) bool { return n.DataAtom == atom.Math && n.Namespace == "math" }

// isMathBlock reports a display formula (a line of its own).
func isMathBlock(n *html.Node) bool {
	for _, a := range n.Attr {
		if a.Key == "display" {
			return strings.EqualFold(a.Val, "block")
		}
	}
	return false
}

// inFormula reports whether element c of a formula is rendered: a MathML
// element, or an HTML one (text inside <mtext>) that is not skipped. SVG
// and any other namespace are dropped with their content, as everywhere,
// and the formula's source annotations are left out.
func (p Part) inFormula(c *html.Node) bool {
	switch c.Namespace {
	case "math":
		return !isMathSource(c) && !dom.IsHidden(c)
	case "":
		return !p.skip(c)
	}
	return false
}

// mathText is the formula's tokens, a space apart.
func (p Part) mathText(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode:
				if t := strings.TrimSpace(c.Data); t != "" {
					if b.Len() > 0 {
						b.WriteByte(' ')
					}
					b.WriteString(t)
				}
			case c.Type == html.ElementNode && p.inFormula(c):
				walk(c)
			}
		}
	}
	walk(n)
	return b.String()
}

// writeMathHTML writes the formula's presentation MathML: the elements of
// mathElements in the MathML namespace, with their attributes; other
// elements rendered (inFormula) are unwrapped.
func (p Part) writeMathHTML(b *builder, n *html.Node) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			b.WriteString(html.EscapeString(c.Data))
		case c.Type == html.ElementNode && p.inFormula(c):
			p.writeMathElement(b, c)
		}
	}
}

func (p Part) writeMathElement(b *builder, n *html.Node) {
	attrs, keep := mathElements[n.Data]
	keep = keep && n.Namespace == "math"
	if keep {
		b.WriteByte('<')
		b.WriteString(n.Data)
		for _, a := range n.Attr {
			for _, k := range attrs {
				if a.Key == k && a.Namespace == "" {
					writeAttr(b, k, a.Val)
				}
			}
		}
		b.WriteByte('>')
	}
	p.writeMathHTML(b, n)
	if keep {
		b.WriteString("</")
		b.WriteString(n.Data)
		b.WriteByte('>')
	}
}
