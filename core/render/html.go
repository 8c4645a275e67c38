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

// Allows reports whether the sanitiser lets the element tag through (attr
// "") or keeps the attribute attr on it: the HTML renderer's allow-list,
// with MathML's inside a formula. Tests hold other outputs to it.
func Allows(tag, attr string) bool {
	attrs, ok := allowed[atom.Lookup([]byte(tag))]
	if !ok {
		attrs, ok = mathElements[tag]
	}
	if !ok || attr == "" {
		return ok
	}
	for _, k := range attrs {
		if k == attr {
			return true
		}
	}
	return false
}

// HTML renders the part as sanitised HTML.
func (p Part) HTML() string {
	var b builder
	for _, r := range p.Roots {
		p.walkHTML(&b, r, false)
	}
	return b.String()
}

// walkHTML writes n; pre is set inside <pre>, <listing> and <textarea>,
// whose white space is text.
func (p Part) walkHTML(b *builder, n *html.Node, pre bool) {
	switch n.Type {
	case html.TextNode:
		text := n.Data
		if !pre {
			text = trimAtBlocks(n)
		}
		b.WriteString(html.EscapeString(text))
		return
	case html.ElementNode:
		if p.skip(n) {
			return
		}
	case html.DocumentNode:
	default:
		return
	}
	if isMath(n) {
		p.writeMathElement(b, n)
		return
	}
	role := p.quoteRole(n)
	if role == QuoteCite {
		p.citeHTML(b, n, pre)
		return
	}
	attrs, keep := allowed[n.DataAtom]
	tag := n.Data
	switch {
	case n.Type != html.ElementNode:
		keep = false
	case isPreTag(n.DataAtom):
		keep, tag = true, "pre" // <xmp>, <listing>, <plaintext>: code, shown as such
	case n.DataAtom == atom.A && !p.shows(n):
		keep = false // no empty link: its white space stays
	case n.DataAtom == atom.Figure && !p.holdsPicture(n):
		keep = false // a figure whose picture is gone: its caption is a paragraph
	case n.DataAtom == atom.Figcaption && n.Parent != nil && n.Parent.DataAtom == atom.Figure && !p.holdsPicture(n.Parent):
		tag = "p"
	case role == QuotePlain && (n.DataAtom == atom.Blockquote || dom.HeadingLevel(n.DataAtom) > 0):
		tag = "div" // a container, not a quote or a heading
	case role == QuoteBlock:
		attrs, keep, tag = nil, true, "blockquote"
	}
	if keep {
		if n.DataAtom == atom.Img {
			p.writeImg(b, n)
			return
		}
		b.WriteByte('<')
		b.WriteString(tag)
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
	pre = pre || n.DataAtom == atom.Pre || isPreTag(n.DataAtom) || n.DataAtom == atom.Textarea
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		p.walkHTML(b, c, pre)
	}
	if keep {
		b.WriteString("</")
		b.WriteString(tag)
		b.WriteByte('>')
	}
}

// citeHTML writes a quote's attribution as a paragraph holding a <cite>.
func (p Part) citeHTML(b *builder, n *html.Node, pre bool) {
	b.WriteString("<p><cite>")
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if p.citeGap(c) {
			b.WriteByte(' ')
		}
		p.walkHTML(b, c, pre)
	}
	b.WriteString("</cite></p>")
}

// isPreTag reports the obsolete elements of preformatted text, which a
// browser shows as <pre> (their markup is text: <xmp><b></xmp> shows "<b>").
func isPreTag(a atom.Atom) bool { return a == atom.Xmp || a == atom.Listing || a == atom.Plaintext }

// holdsPicture reports a figure (or any element) with a picture shown in
// it: an image with a source, or a formula.
// Memoised, so a figure's children are asked once, in page order.
func (p Part) holdsPicture(n *html.Node) bool {
	if v, ok := p.pictured[n]; ok {
		return v
	}
	v := false
	for c := n.FirstChild; c != nil && !v; c = c.NextSibling {
		if c.Type == html.ElementNode && !p.skip(c) {
			v = c.DataAtom == atom.Img && p.imageURL(c) != "" || isMath(c) || p.holdsPicture(c)
		}
	}
	if p.pictured != nil {
		p.pictured[n] = v
	}
	return v
}

func (p Part) writeImg(b *builder, n *html.Node) {
	src := p.imageURL(n)
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

func writeAttr(b *builder, k, v string) {
	b.WriteByte(' ')
	b.WriteString(k)
	b.WriteString(`="`)
	b.WriteString(html.EscapeString(v))
	b.WriteByte('"')
}

// White space that stands against a block is never shown (CSS collapses
// it), and the lean parse leaves most of it out before x/net/html sees it
// (dom's spaces.go), while a tree from the browser keeps it all: a run
// becomes no node, or no longer ends the text it would have joined (white
// space after </body> joins the body's last text). The HTML renderer
// leaves out all white space at a text node's edge against a block, a
// superset of what the parse drops, so both paths give the same HTML byte
// for byte.

// trimAtBlocks is n's text without the white space at an edge that stands
// against a block: the nearest shown neighbour on that side is a block, or
// there is none and the parent is one (blockSide). Comments, white space and the
// elements never shown in the body (script, style, link, meta) are looked
// through.
func trimAtBlocks(n *html.Node) string {
	s := n.Data
	if s == "" || !isSpace(s[0]) && !isSpace(s[len(s)-1]) {
		return s
	}
	if isSpace(s[0]) && blockSide(n, false) {
		s = strings.TrimLeft(s, spaceChars)
	}
	if s != "" && isSpace(s[len(s)-1]) && blockSide(n, true) {
		s = strings.TrimRight(s, spaceChars)
	}
	return s
}

// spaceChars is the HTML tokenizer's white space.
const spaceChars = " \t\n\f\r"

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

// blockSide reports whether the side of n (after it if next) ends at a
// block: its nearest shown sibling there is one, or it has none and its
// parent is one (or the document), or is inline and its side ends at a
// block.
func blockSide(n *html.Node, next bool) bool {
	step := func(s *html.Node) *html.Node {
		if next {
			return s.NextSibling
		}
		return s.PrevSibling
	}
	for s := step(n); s != nil; s = step(s) {
		switch s.Type {
		case html.TextNode:
			if strings.Trim(s.Data, spaceChars) != "" {
				return false
			}
		case html.ElementNode:
			switch s.DataAtom {
			case atom.Script, atom.Style, atom.Link, atom.Meta:
			default:
				return s.Namespace == "" && shownBlock(s.DataAtom)
			}
		}
	}
	// No shown sibling on that side: the parent's edge. An inline parent
	// ends where its own side does ("<p>x <b>y </b></p>"; an end tag
	// closes the inline elements left open in a block, so the white space
	// before "</p>" may sit in one).
	p := n.Parent
	switch {
	case p == nil || p.Type == html.DocumentNode:
		return true
	case p.Type != html.ElementNode || p.Namespace != "":
		return false
	case shownBlock(p.DataAtom):
		return true
	}
	return blockSide(p, next)
}

// shownBlock is a block the browser lays out apart from the text around
// it (dom.IsBlock but <br>, which sits in a line).
func shownBlock(a atom.Atom) bool { return a != atom.Br && dom.IsBlock(a) }
