package dom

import (
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// The tree encoding is how a browser hands pith a page it has already
// parsed. Parsing HTML is most of an extraction's cost, and in wasm it is
// several times slower than the browser's own parser: the extension walks
// the live DOM (or a DOMParser document) in JavaScript and sends this
// encoding instead, which ParseTree turns into the same *html.Node tree
// x/net/html would build, without tokenizing (issue 6, browser speed).
//
// The encoding is a sequence of tokens separated by NUL ("\x00"); the first
// byte of a token says what it is, the rest is its payload:
//
//	h<nodes>,<attrs>  header, first: how many nodes and attributes follow
//	                  (ParseTree allocates them at once; a wrong count only
//	                  costs allocations)
//	d<name>           a doctype
//	e<name>           an HTML element starts; s<name> an SVG element, m<name>
//	                  a MathML element (name as the DOM's localName)
//	a<name>           an attribute of the element just started; the next
//	                  token is its value, whole (no kind byte)
//	c                 the current element ends
//	t<text>           a text node
//	!<text>           a comment
//
// The encoders leave out what no step of the core reads: comments, the
// text of <script> (except JSON-LD, which the metadata reads) and <style>
// elements, and the values of UnreadAttr attributes (sent empty); the
// elements and attributes themselves are sent, as Parse's lean source has
// them (see leanSource).
//
// Payloads never hold NUL (an HTML parser never leaves one in the DOM; the
// encoders turn any other into U+FFFD). Elements left open at the end are
// closed. <template> content is not sent (the numbering drops it anyway), and
// a <noscript> holds its markup as one text node, as in a browser with
// scripting on; EncodeTree and extension/shared/tree.js write this format.

// treeSep separates the tokens of the tree encoding.
const treeSep = "\x00"

// IsTree reports whether s is in the tree encoding: it starts with the
// header "h<nodes>,<attrs>" and a NUL (or the header alone: an empty tree). No HTML page does (Parse rejects
// input with NUL bytes as binary), so pages of both kinds can share a list.
func IsTree(s string) bool {
	i := 1
	if !strings.HasPrefix(s, "h") {
		return false
	}
	digits := func() bool {
		j := i
		for i < len(s) && '0' <= s[i] && s[i] <= '9' {
			i++
		}
		return i > j
	}
	if !digits() || i >= len(s) || s[i] != ',' {
		return false
	}
	i++
	return digits() && (i == len(s) || s[i] == 0)
}

// ParseTree builds a Document from the tree encoding. It applies the same
// limits as Parse: an encoding longer than MaxBytes is cut at a token,
// elements nested deeper than MaxDepth are flattened into their ancestor at
// that depth, elements past MaxElements are dropped.
func ParseTree(enc string, lim Limits) (*Document, error) {
	lim = lim.withDefaults()
	if strings.TrimSpace(enc) == "" {
		return nil, ErrEmpty
	}
	d := &Document{Bytes: len(enc), Body: -1, Head: -1}
	if len(enc) > lim.MaxBytes {
		if i := strings.LastIndex(enc[:lim.MaxBytes], treeSep); i >= 0 {
			enc = enc[:i]
		} else {
			enc = ""
		}
		d.Truncated = true
	}
	root, depthCut, elements := buildTree(enc, lim.MaxDepth)
	d.Root, d.DepthCut = root, depthCut
	if d.number(lim, elements) && contentInNoscript(root) {
		// As Parse re-parses with scripting off: the markup inside
		// <noscript> becomes the page's content.
		parseNoscript(root)
		*d = Document{Bytes: d.Bytes, Body: -1, Head: -1, Truncated: d.Truncated, DepthCut: d.DepthCut, Root: root, NoScript: true}
		d.number(lim, elements)
	}
	if d.Len() == 0 {
		return nil, ErrEmpty
	}
	return d, nil
}

// buildTree decodes the tokens into a document node.
func buildTree(enc string, maxDepth int) (root *html.Node, depthCut bool, elements int) {
	root = &html.Node{Type: html.DocumentNode}
	var nodes []html.Node
	var attrs []html.Attribute
	rest := enc
	if tok, after, _ := strings.Cut(rest, treeSep); strings.HasPrefix(tok, "h") {
		n, a, _ := strings.Cut(tok[1:], ",")
		nn, _ := strconv.Atoi(n)
		na, _ := strconv.Atoi(a)
		// The counts come from the sender: bound them by what the
		// encoding can hold (every node and attribute takes 2 bytes or more).
		nodes = make([]html.Node, 0, min(max(nn, 0), len(enc)/2+1))
		attrs = make([]html.Attribute, 0, min(max(na, 0), len(enc)/2+1))
		rest = after
	}
	newNode := func() *html.Node {
		if len(nodes) == cap(nodes) {
			nodes = make([]html.Node, 0, 64)
		}
		nodes = nodes[:len(nodes)+1]
		return &nodes[len(nodes)-1]
	}
	cur := root
	depth := 0        // element depth of cur (root = 0)
	skipped := 0      // open elements flattened away below maxDepth
	var el *html.Node // the element whose attributes come next
	attrStart := 0    // where el's attributes start in attrs
	for rest != "" {
		tok, after, _ := strings.Cut(rest, treeSep)
		rest = after
		if tok == "" {
			continue
		}
		payload := tok[1:]
		switch tok[0] {
		case 'e', 's', 'm':
			if depth >= maxDepth {
				skipped++
				depthCut = true
				el = nil
				continue
			}
			n := newNode()
			n.Type, n.Data = html.ElementNode, payload
			n.DataAtom = lookupAtom(payload)
			switch tok[0] {
			case 's':
				n.Namespace = "svg"
			case 'm':
				n.Namespace = "math"
			}
			cur.AppendChild(n)
			cur, el = n, n
			attrStart = len(attrs)
			depth++
			elements++
		case 'a':
			val, after, _ := strings.Cut(rest, treeSep)
			rest = after
			if el == nil {
				continue
			}
			if len(attrs) == cap(attrs) {
				// A new slab; the element's attributes so far move with it
				// so they stay one slice.
				grown := make([]html.Attribute, 0, max(64, 2*(len(attrs)-attrStart)))
				attrs = append(grown, attrs[attrStart:]...)
				attrStart = 0
			}
			a := html.Attribute{Key: payload, Val: val}
			if el.Namespace != "" {
				// x/net/html splits the foreign attributes xlink:href,
				// xml:lang, xmlns:xlink into a namespace and a key.
				if ns, key, ok := strings.Cut(payload, ":"); ok && (ns == "xlink" || ns == "xml" || ns == "xmlns") {
					a.Namespace, a.Key = ns, key
				}
			}
			attrs = append(attrs, a)
			el.Attr = attrs[attrStart:len(attrs):len(attrs)]
		case 'c':
			el = nil
			if skipped > 0 {
				skipped--
				continue
			}
			if cur != root {
				cur = cur.Parent
				depth--
			}
		case 't', '!', 'd':
			el = nil
			n := newNode()
			n.Data = payload
			switch tok[0] {
			case 't':
				n.Type = html.TextNode
			case '!':
				n.Type = html.CommentNode
			default:
				n.Type = html.DoctypeNode
			}
			cur.AppendChild(n)
		}
	}
	// A parser leaves one element at the top (<html>); an encoding may
	// hold several: they go under one <html>, so the numbering has a root.
	tops := 0
	for c := root.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			tops++
		}
	}
	if tops > 1 {
		top := &html.Node{Type: html.ElementNode, Data: "html", DataAtom: atom.Html}
		for c := root.FirstChild; c != nil; {
			next := c.NextSibling
			if c.Type != html.DoctypeNode {
				root.RemoveChild(c)
				top.AppendChild(c)
			}
			c = next
		}
		root.AppendChild(top)
		elements++
	}
	return root, depthCut, elements
}

// lookupAtom is the atom of an element name as x/net/html sets it: from the
// name as it stands (lower case for HTML; SVG's adjusted names such as
// "foreignObject" look up case-sensitively there too).
func lookupAtom(name string) atom.Atom { return atom.Lookup([]byte(name)) }

// parseNoscript replaces each <noscript> whose content is markup text by a
// <div> holding that markup parsed, as a browser without scripting would
// show it.
func parseNoscript(n *html.Node) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		if c.DataAtom == atom.Noscript {
			if t := c.FirstChild; t != nil && t.Type == html.TextNode && t.NextSibling == nil {
				kids, err := html.ParseFragment(strings.NewReader(t.Data), &html.Node{Type: html.ElementNode, Data: "div", DataAtom: atom.Div})
				if err == nil {
					c.RemoveChild(t)
					for _, k := range kids {
						c.AppendChild(k)
					}
				}
			}
			c.DataAtom, c.Data = atom.Div, "div"
			continue
		}
		parseNoscript(c)
	}
}

// sendsChildren reports whether an element's content is sent: not for
// <template>, <style>, and <script> other than JSON-LD.
func sendsChildren(n *html.Node) bool {
	switch {
	case n.Namespace != "":
		return true
	case n.DataAtom == atom.Template || n.DataAtom == atom.Style:
		return false
	case n.DataAtom == atom.Script:
		return keptScript(Attr(n, "type"))
	}
	return true
}

// EncodeTree writes a parsed tree in the tree encoding (the Go twin of
// extension/shared/tree.js, for tests and for tools that hold a tree).
func EncodeTree(root *html.Node) string {
	var b strings.Builder
	nodes, attrs := 0, 0
	var count func(*html.Node)
	count = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.CommentNode {
				continue
			}
			nodes++
			attrs += len(c.Attr)
			if c.Type == html.ElementNode && sendsChildren(c) {
				count(c)
			}
		}
	}
	count(root)
	b.WriteString("h" + strconv.Itoa(nodes) + "," + strconv.Itoa(attrs))
	clean := func(s string) string { return strings.ReplaceAll(s, "\x00", "\uFFFD") }
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.CommentNode {
				continue
			}
			b.WriteString(treeSep)
			switch c.Type {
			case html.ElementNode:
				switch c.Namespace {
				case "svg":
					b.WriteByte('s')
				case "math":
					b.WriteByte('m')
				default:
					b.WriteByte('e')
				}
				b.WriteString(clean(c.Data))
				for _, a := range c.Attr {
					b.WriteString(treeSep + "a")
					if a.Namespace != "" {
						b.WriteString(a.Namespace + ":")
					}
					val := a.Val
					if UnreadAttr(a.Key) {
						val = "" // as Parse's lean source has it
					}
					b.WriteString(clean(a.Key) + treeSep + clean(val))
				}
				if sendsChildren(c) {
					walk(c)
				}
				b.WriteString(treeSep + "c")
			case html.TextNode:
				b.WriteString("t" + clean(c.Data))
			case html.DoctypeNode:
				b.WriteString("d" + clean(c.Data))
			}
		}
	}
	walk(root)
	return b.String()
}
