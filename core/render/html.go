package render

import (
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// allowed maps each kept tag to the attributes it may keep. Tags not listed
// are unwrapped: their children are rendered, the tag is not.
var allowed = map[atom.Atom][]string{
	atom.P: nil, atom.Br: nil, atom.Hr: nil,
	atom.H1: nil, atom.H2: nil, atom.H3: nil, atom.H4: nil, atom.H5: nil, atom.H6: nil,
	atom.Ul: nil, atom.Ol: {"start"}, atom.Li: nil, atom.Dl: nil, atom.Dt: nil, atom.Dd: nil,
	atom.Blockquote: nil, atom.Pre: nil, atom.Code: nil, atom.Kbd: nil, atom.Samp: nil,
	atom.Em: nil, atom.Strong: nil, atom.B: nil, atom.I: nil, atom.U: nil, atom.S: nil,
	atom.Sub: nil, atom.Sup: nil, atom.Mark: nil, atom.Small: nil, atom.Del: nil,
	atom.Ins: nil, atom.Q: nil, atom.Cite: nil, atom.Abbr: {"title"},
	atom.Time: {"datetime"}, atom.A: {"href", "title"},
	atom.Img:    {"src", "alt", "title", "width", "height"},
	atom.Figure: nil, atom.Figcaption: nil, atom.Table: nil, atom.Caption: nil,
	atom.Thead: nil, atom.Tbody: nil, atom.Tfoot: nil, atom.Tr: nil,
	atom.Th: {"colspan", "rowspan", "scope"}, atom.Td: {"colspan", "rowspan"},
	atom.Details: nil, atom.Summary: nil, atom.Div: nil, atom.Section: nil,
	atom.Article: nil, atom.Span: nil,
}

// HTML renders the part as sanitised HTML.
func (p Part) HTML() string {
	var b strings.Builder
	for _, r := range p.Roots {
		p.walkHTML(&b, r)
	}
	return b.String()
}

func (p Part) walkHTML(b *strings.Builder, n *html.Node) {
	switch n.Type {
	case html.TextNode:
		b.WriteString(html.EscapeString(n.Data))
		return
	case html.ElementNode:
		if p.skip(n) {
			return
		}
	case html.DocumentNode:
	default:
		return
	}
	if n.DataAtom == atom.Math {
		writeMathHTML(b, n)
		return
	}
	attrs, keep := allowed[n.DataAtom]
	if n.Type != html.ElementNode {
		keep = false
	}
	if keep {
		if n.DataAtom == atom.Img {
			p.writeImg(b, n)
			return
		}
		b.WriteByte('<')
		b.WriteString(n.Data)
		for _, k := range attrs {
			v := dom.Attr(n, k)
			if v == "" {
				continue
			}
			if k == "href" {
				if v = p.resolve(v, false); v == "" {
					continue
				}
			}
			writeAttr(b, k, v)
		}
		b.WriteByte('>')
		if n.DataAtom == atom.Br || n.DataAtom == atom.Hr {
			return
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		p.walkHTML(b, c)
	}
	if keep {
		b.WriteString("</")
		b.WriteString(n.Data)
		b.WriteByte('>')
	}
}

func (p Part) writeImg(b *strings.Builder, n *html.Node) {
	src := p.resolve(imageSource(n), true)
	if src == "" {
		return
	}
	b.WriteString("<img")
	writeAttr(b, "src", src)
	for _, k := range []string{"alt", "title", "width", "height"} {
		if v := dom.Attr(n, k); v != "" {
			writeAttr(b, k, v)
		}
	}
	b.WriteByte('>')
}

func writeAttr(b *strings.Builder, k, v string) {
	b.WriteByte(' ')
	b.WriteString(k)
	b.WriteString(`="`)
	b.WriteString(html.EscapeString(v))
	b.WriteByte('"')
}
