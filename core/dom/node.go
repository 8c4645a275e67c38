package dom

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Attr returns the value of the attribute key ("" when absent).
func Attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key && a.Namespace == "" {
			return a.Val
		}
	}
	return ""
}

// LeadsAway reports a link address that leads to another page: not
// empty, not a fragment of this one, not a script's (a control's).
func LeadsAway(href string) bool {
	return href != "" && href[0] != '#' && !strings.HasPrefix(href, "javascript:")
}

// HasAttr reports whether the attribute is present.
func HasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key && a.Namespace == "" {
			return true
		}
	}
	return false
}

// ClassID is the lower-cased class and id of n, joined by a space: the string
// the keyword rules of the seeds scan.
func ClassID(n *html.Node) string {
	var class, id string
	for _, a := range n.Attr {
		switch a.Key {
		case "class":
			class = a.Val
		case "id":
			id = a.Val
		}
	}
	switch {
	case class == "" && id == "":
		return ""
	case id == "":
		return strings.ToLower(class) // no copy when already lower case
	case class == "":
		return strings.ToLower(id)
	}
	return strings.ToLower(class + " " + id)
}

// IsNonContent reports elements whose text is never page content: scripts,
// styles, templates and the like. A MathML formula is content (its tokens
// are the formula's text); its <annotation> is not: it repeats the formula
// in TeX or content MathML.
func IsNonContent(a atom.Atom) bool {
	switch a {
	case atom.Script, atom.Style, atom.Noscript, atom.Template, atom.Head,
		atom.Title, atom.Meta, atom.Link, atom.Iframe, atom.Object, atom.Embed,
		atom.Svg, atom.Canvas, atom.Select, atom.Textarea, atom.Button,
		atom.Annotation, atom.AnnotationXml:
		return true
	}
	return false
}

// NonContent reports an element whose text is never page content
// (IsNonContent), but a button that opens a section (Disclosure): its
// text is the section's title.
func NonContent(n *html.Node) bool {
	return IsNonContent(n.DataAtom) && !(n.DataAtom == atom.Button && Disclosure(n))
}

// Disclosure reports a button that shows a section's title and opens its
// body: the WAI-ARIA accordion's trigger, inside or around a heading
// ("<h3><button>Question</button></h3>"). Other buttons are controls (a
// menu's "Open Furniture Menu" too, though it expands).
func Disclosure(n *html.Node) bool {
	if n.Parent != nil && HeadingLevel(n.Parent.DataAtom) > 0 {
		return true
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && HeadingLevel(c.DataAtom) > 0 {
			return true
		}
	}
	return false
}

// IsHidden reports an element the author hid (seed 000 §3.3 step 2: nodes
// whose style implies invisibility are ignored): display:none,
// visibility:hidden, the hidden attribute, aria-hidden="true", and
// <input type=hidden>. With a browser layout table the live visibility wins
// (see features).
//
// Modal dialogs count as hidden too: a closed <dialog> is display:none in
// every browser, and an element marked aria-modal="true" is a window laid
// over the page (a cookie-consent preference centre, a sign-in box) that
// holds none of the page's own content. A consent centre's legal text can
// outweigh a thread of short posts and be taken for the article.
//
// A tab set's panels (role="tabpanel") are never hidden: the page shows one
// at a time, a reader all of them.
func IsHidden(n *html.Node) bool {
	if n.DataAtom == atom.Dialog && !HasAttr(n, "open") {
		return true
	}
	hidden := false
	for _, a := range n.Attr {
		switch a.Key {
		case "hidden":
			hidden = true
		case "aria-hidden", "aria-modal":
			if strings.EqualFold(strings.TrimSpace(a.Val), "true") {
				hidden = true
			}
		case "style":
			if StyleHides(a.Val) {
				hidden = true
			}
		case "type":
			if n.DataAtom == atom.Input && strings.EqualFold(a.Val, "hidden") {
				return true
			}
		case "role":
			if strings.EqualFold(a.Val, "tabpanel") {
				// The panels of a tab set are hidden but the one shown;
				// a reader shows them all (a FAQ's sections, a product's
				// specifications).
				return false
			}
			if strings.EqualFold(strings.TrimSpace(a.Val), "tooltip") && !HasAttr(n, "aria-describedby") && !HasAttr(n, "aria-labelledby") {
				// WAI-ARIA's tooltip: a popup shown while the control
				// it describes has the pointer or the focus ("Star
				// Sellers have …" beside a badge, a delivery
				// estimate's fine print), not part of the text around
				// it. An element pointing at its own description
				// (aria-describedby) is the control, whatever role it
				// claims (Medium wraps its visible author links so).
				hidden = true
			}
		}
	}
	return hidden
}

// StyleHides reports an inline style with display:none or visibility:hidden.
func StyleHides(style string) bool {
	if !strings.Contains(style, "none") && !strings.Contains(style, "hidden") {
		return false
	}
	hides := false
	StyleDecls(style, func(k, v string) bool {
		v = strings.ToLower(v)
		hides = (k == "display" && v == "none") || (k == "visibility" && v == "hidden")
		return !hides
	})
	return hides
}

// StyleDecls calls fn with each declaration of an inline style, in order:
// the property lower-cased, the value trimmed and without "!important".
// It stops when fn returns false. The one reader of inline styles for the
// questions several stages ask of them (hidden, one pixel, clipped away).
func StyleDecls(style string, fn func(prop, value string) bool) {
	for style != "" {
		var decl string
		decl, style, _ = strings.Cut(style, ";")
		k, v, ok := strings.Cut(decl, ":")
		if !ok {
			continue
		}
		k = strings.ToLower(strings.TrimSpace(k))
		v = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "!important"))
		if !fn(k, v) {
			return
		}
	}
}

// IsBlock reports tags that break the flow of text (for rendering plain text
// and for deciding whether a div acts as a paragraph).
func IsBlock(a atom.Atom) bool {
	switch a {
	case atom.Address, atom.Article, atom.Aside, atom.Blockquote, atom.Body, atom.Dd,
		atom.Details, atom.Dialog, atom.Div, atom.Dl, atom.Dt, atom.Fieldset,
		atom.Figcaption, atom.Figure, atom.Footer, atom.Form, atom.H1, atom.H2,
		atom.H3, atom.H4, atom.H5, atom.H6, atom.Header, atom.Hgroup, atom.Hr,
		atom.Li, atom.Main, atom.Nav, atom.Ol, atom.P, atom.Pre, atom.Section,
		atom.Summary, atom.Table, atom.Tbody, atom.Td, atom.Tfoot, atom.Th,
		atom.Thead, atom.Tr, atom.Ul, atom.Caption, atom.Center, atom.Html,
		atom.Br, atom.Menu:
		return true
	}
	return false
}

// HeadingLevel is 1–6 for <h1>–<h6>, else 0.
func HeadingLevel(a atom.Atom) int {
	switch a {
	case atom.H1:
		return 1
	case atom.H2:
		return 2
	case atom.H3:
		return 3
	case atom.H4:
		return 4
	case atom.H5:
		return 5
	case atom.H6:
		return 6
	}
	return 0
}

// Text is the text content of n with runs of white space folded to one
// space, skipping non-content elements; blocks are a space apart, as they
// read, whether or not the source has white space between them (the parse
// leaves out white space between blocks, dom's spaces). Use it for short
// texts (titles, authors); renderers build longer texts themselves.
func Text(n *html.Node) string { return TextExcept(n, nil) }

// TextExcept is Text leaving out, besides the non-content elements, the
// elements below n that skip reports (nil: none).
func TextExcept(n *html.Node, skip func(*html.Node) bool) string {
	if n.Type == html.ElementNode && n.FirstChild != nil && n.FirstChild == n.LastChild &&
		n.FirstChild.Type == html.TextNode && !NonContent(n) {
		// An element holding one text (a paragraph, a link, a name, a
		// date: most elements asked about) is that text folded; the
		// spaces a block adds around it fold away. Nothing is copied
		// when the text has nothing to fold.
		return FoldSpace(n.FirstChild.Data)
	}
	// The text is folded as it is written, into a buffer on the stack
	// for a short one: the string is then the only allocation, where a
	// builder grew step by step and FoldSpace copied it once more (the
	// comment threads ask for the text of every short element of every
	// comment, issue 24).
	var stack [256]byte
	var st foldState
	out := foldSubtree(stack[:0], &st, n, n, skip)
	if !st.invalid {
		return string(out)
	}
	// Bytes that are not UTF-8 may pair up across two texts into a
	// character: fold the whole text as FoldSpace reads it.
	var b strings.Builder
	writeText(&b, n, n, skip, nil)
	return FoldSpace(b.String())
}

// foldState is what folding a text carries from one text node to the
// next (foldSubtree).
type foldState struct {
	// space: white space since the last character kept, after some text.
	space bool
	// invalid: a byte that is not UTF-8 was read; TextExcept folds the
	// text again whole.
	invalid bool
}

// foldSubtree appends the text of n as TextExcept gives it to out:
// FoldSpace of what writeText writes, folded as it goes. The buffer is
// passed and returned, not kept in st, so that a caller's buffer on the
// stack stays there.
func foldSubtree(out []byte, st *foldState, root, n *html.Node, skip func(*html.Node) bool) []byte {
	switch n.Type {
	case html.TextNode:
		return foldText(out, st, n.Data)
	case html.ElementNode:
		if NonContent(n) || skip != nil && n != root && skip(n) {
			return out
		}
		if n.DataAtom == atom.Br || IsBlock(n.DataAtom) {
			st.space = len(out) > 0
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		out = foldSubtree(out, st, root, c, skip)
	}
	if n.Type == html.ElementNode && IsBlock(n.DataAtom) {
		st.space = len(out) > 0
	}
	return out
}

// foldText appends s folded: FoldSpace's loop, carried over from one
// text to the next.
func foldText(out []byte, st *foldState, s string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if asciiSpace(c) {
				st.space = len(out) > 0
				i++
				continue
			}
			// A run of ASCII that is not white space, appended at once.
			j := i + 1
			for j < len(s) && s[j] < utf8.RuneSelf && !asciiSpace(s[j]) {
				j++
			}
			out = foldWord(out, st, s[i:j])
			i = j
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			st.invalid = true
		}
		if isSpace(r) {
			st.space = len(out) > 0
		} else {
			out = foldWord(out, st, s[i:i+size])
		}
		i += size
	}
	return out
}

// foldWord appends characters that are not white space, after one space
// if white space came before them.
func foldWord(out []byte, st *foldState, s string) []byte {
	if st.space {
		out = append(out, ' ')
		st.space = false
	}
	return append(out, s...)
}

// TextLines is TextExcept cut into lines where a <br> or a block breaks
// the text (a byline box's name over its author's role), each line folded,
// the empty ones left out.
func TextLines(n *html.Node, skip func(*html.Node) bool) []string {
	var b strings.Builder
	var lines []string
	writeText(&b, n, n, skip, &lines)
	endLine(&b, &lines)
	return lines
}

// writeText writes the text of n, below root, into b for TextExcept and
// TextLines: where a <br> or a block breaks it, a space when lines is nil,
// else the line so far is ended (endLine).
func writeText(b *strings.Builder, root, n *html.Node, skip func(*html.Node) bool, lines *[]string) {
	switch n.Type {
	case html.TextNode:
		b.WriteString(n.Data)
		return
	case html.ElementNode:
		if NonContent(n) || skip != nil && n != root && skip(n) {
			return
		}
		if n.DataAtom == atom.Br || IsBlock(n.DataAtom) {
			breakText(b, lines)
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		writeText(b, root, c, skip, lines)
	}
	if n.Type == html.ElementNode && IsBlock(n.DataAtom) {
		breakText(b, lines)
	}
}

// breakText marks a break in the text: a space for TextExcept (lines nil),
// the end of a line for TextLines.
func breakText(b *strings.Builder, lines *[]string) {
	if lines == nil {
		b.WriteByte(' ')
	} else {
		endLine(b, lines)
	}
}

// endLine appends the text written into b, folded, to lines unless it is
// empty, and empties b.
func endLine(b *strings.Builder, lines *[]string) {
	if l := FoldSpace(b.String()); l != "" {
		*lines = append(*lines, l)
	}
	b.Reset()
}

// FoldSpace folds runs of white space (including non-breaking spaces) into
// one space and trims the ends.
func FoldSpace(s string) string {
	if isFolded(s) {
		return s // the common case: nothing to fold, nothing to copy
	}
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for i := 0; i < len(s); {
		size, white := 1, false
		if c := s[i]; c < utf8.RuneSelf {
			white = asciiSpace(c)
		} else {
			var r rune
			r, size = utf8.DecodeRuneInString(s[i:])
			white = isSpace(r)
		}
		if white {
			space = b.Len() > 0
		} else {
			if space {
				b.WriteByte(' ')
				space = false
			}
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// isFolded reports a string FoldSpace would return unchanged: no white
// space at either end, and only single ASCII spaces inside.
func isFolded(s string) bool {
	prevSpace := true // no space at the start
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ' ' {
			if prevSpace {
				return false
			}
			prevSpace = true
			continue
		}
		if c < utf8.RuneSelf && asciiSpace(c) || c == 0xc2 || c == 0xe2 || c == 0xe3 || c == 0xef {
			return false // other white space, or a lead byte of a non-ASCII one: take the slow path
		}
		prevSpace = false
	}
	return !prevSpace || s == ""
}

// IsASCIISpace reports the ASCII white space bytes (as strings.Fields).
func IsASCIISpace(c byte) bool { return asciiSpace(c) }

func asciiSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

func isSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\r', '\f', '\v', 0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff, 0x200b:
		return true
	}
	return r >= 0x2000 && r <= 0x200a // en quad … hair space
}

// IsSpace reports white space as FoldSpace sees it.
func IsSpace(r rune) bool { return isSpace(r) }

// TextChars counts the non-space bytes of the text under n, hidden or not,
// leaving out script, style and other non-content elements.
func TextChars(n *html.Node) int {
	total := 0
	EachContentText(n, func(s string) {
		for i := 0; i < len(s); i++ {
			if !asciiSpace(s[i]) {
				total++
			}
		}
	})
	return total
}

// EachContentText calls fn with every text node under n, in order, hidden
// or not, leaving out script, style and other non-content elements.
func EachContentText(n *html.Node, fn func(string)) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			fn(c.Data)
		case html.ElementNode:
			if !NonContent(c) {
				EachContentText(c, fn)
			}
		}
	}
}

// RevealStyleHidden removes the inline style of every outermost element
// whose style hides it (display:none, visibility:hidden), so it counts as
// visible, and returns how many it changed. An element hidden inside one
// of them stays hidden: the script that shows the page's blocks leaves
// their own closed parts closed (a tooltip's text, a popover, a menu's
// drop-down), as the page's visitor sees it. Other ways of hiding (the
// hidden attribute, aria-hidden, closed dialogs) stay.
func (d *Document) RevealStyleHidden() int {
	return d.revealStyleHidden(0, len(d.Elems)-1, 0, true)
}

// RevealStyleHiddenIn is RevealStyleHidden within root's subtree, for the
// outermost style-hidden blocks holding at least minChars characters of
// text: the content a script shows there, not the short alternatives it
// leaves closed beside it (an "access denied" notice, a password form, a
// "not found" message), nor the layers it opens over the page on demand
// (Layer: a dialog, a menu, a tooltip).
func (d *Document) RevealStyleHiddenIn(root, minChars int) int {
	return d.revealStyleHidden(root, d.End(root), minChars, false)
}

// revealStyleHidden drops the hiding inline style of the blocks
// eachStyleHidden finds and returns how many it showed.
func (d *Document) revealStyleHidden(from, to, minChars int, layers bool) int {
	n := 0
	d.eachStyleHidden(from, to, minChars, layers, func(el *html.Node, i int) {
		el.Attr = append(el.Attr[:i:i], el.Attr[i+1:]...)
		n++
	})
	return n
}

// StyleHiddenText is the text (in TextChars) of the blocks
// RevealStyleHiddenIn(root, minChars) would show.
func (d *Document) StyleHiddenText(root, minChars int) int {
	total := 0
	d.eachStyleHidden(root, d.End(root), minChars, false, func(el *html.Node, _ int) { total += TextChars(el) })
	return total
}

// eachStyleHidden calls fn with each outermost element of ids from..to
// whose inline style (its i-th attribute) hides it and whose text is at
// least minChars, layers too when asked, after which fn may change the
// element's attributes.
func (d *Document) eachStyleHidden(from, to, minChars int, layers bool, fn func(el *html.Node, i int)) {
	for id := from; id <= to; id++ {
		el := d.Elems[id]
		for i, a := range el.Attr {
			if a.Key == "style" && a.Namespace == "" && StyleHides(a.Val) {
				if (layers || !Layer(el)) && (minChars == 0 || TextChars(el) >= minChars) {
					fn(el, i)
				}
				id = d.End(id) // its descendants stay as they are
				break
			}
		}
	}
}

// OwnText is the text of n's own text children (not its elements'),
// white space folded: a block's words beside its inner elements.
func OwnText(n *html.Node) string {
	var b strings.Builder
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.TextNode {
			b.WriteString(c.Data)
			b.WriteByte(' ')
		}
	}
	return FoldSpace(b.String())
}

// Layer reports an element a script opens over the page on demand: a
// <dialog>, or an element whose ARIA role is dialog, alertdialog, menu or
// tooltip (WAI-ARIA 1.2 §5.4): a newsletter's sign-up box, a size guide,
// an account menu, never the page's content.
func Layer(n *html.Node) bool {
	if n.DataAtom == atom.Dialog {
		return true
	}
	switch strings.ToLower(strings.TrimSpace(Attr(n, "role"))) {
	case "dialog", "alertdialog", "menu", "tooltip":
		return true
	}
	return false
}

// LeadingText is the first limit bytes or so of an element's text, white
// space folded, blocks a space apart (as Text): what a block opens with
// ("X said:", "© 2026 …"), read without walking the whole subtree.
func LeadingText(n *html.Node, limit int) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil && b.Len() < limit; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode:
				b.WriteString(c.Data)
			case c.Type == html.ElementNode && !NonContent(c):
				block := IsBlock(c.DataAtom)
				if block {
					b.WriteByte(' ')
				}
				walk(c)
				if block {
					b.WriteByte(' ')
				}
			}
		}
	}
	walk(n)
	return FoldSpace(b.String())
}

// ReadOnlyForm reports a form with text and without a field to fill in or
// a button (hidden inputs aside): a wrapper a page's editor put around
// what someone wrote (old Reddit wraps every post's body in one), not a
// control. The renderer shows it, and the comment clean-up keeps it.
func ReadOnlyForm(n *html.Node) bool {
	text := false
	var walk func(*html.Node) bool
	walk = func(n *html.Node) bool {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				text = text || strings.TrimSpace(c.Data) != ""
			case html.ElementNode:
				switch c.DataAtom {
				case atom.Textarea, atom.Select, atom.Button:
					return false
				case atom.Input:
					if !strings.EqualFold(Attr(c, "type"), "hidden") {
						return false
					}
				case atom.Script, atom.Style:
					continue
				}
				if !walk(c) {
					return false
				}
			}
		}
		return true
	}
	return walk(n) && text
}
