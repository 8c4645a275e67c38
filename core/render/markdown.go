package render

import (
	"strconv"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// mdWriter writes CommonMark: block prefixes (quotes, list indents) are
// kept on a stack and written at the start of every line.
type mdWriter struct {
	textWriter
	prefix []string
	lists  []int // per open list: next ordinal, or -1 for bullets
	// lineStart is set where text would open a block: the start of a
	// line, or of a list item's content.
	lineStart bool
}

func (w *mdWriter) linePrefix() string { return strings.Join(w.prefix, "") }

// flushMD writes the owed newlines and the prefix (list indentation) of
// the line it starts.
func (w *mdWriter) flushMD() {
	if w.b.Len() == 0 {
		w.lineStart = true
	} else if w.pending > 0 {
		for ; w.pending > 0; w.pending-- {
			w.b.WriteByte('\n')
			if w.pending > 1 {
				w.b.WriteString(strings.TrimRight(w.linePrefix(), " "))
			}
		}
		w.b.WriteString(w.linePrefix())
		w.lineStart = true
	}
	w.pending = 0
}

func (w *mdWriter) write(s string) {
	w.flushMD()
	w.b.WriteString(s)
	w.space = false
	w.lineStart = false
}

// inline writes an inline construct (link, code, emphasis, image), with the
// space the text before it owes.
func (w *mdWriter) inline(s string) {
	if w.pending == 0 && w.space && w.b.Len() > 0 && !w.afterSpace() {
		w.b.WriteByte(' ')
	}
	w.write(s)
}

// words writes text with Markdown's specials escaped (escaping adds no white
// space, so the whole text is escaped once, not word by word).
func (w *mdWriter) words(s string) {
	w.eachWord(escapeMD(s), func(run string) {
		if w.lineStart {
			run = escapeLineStart(run)
			w.lineStart = false
		}
		w.b.WriteString(run)
	}, w.flushMD)
}

// Markdown renders the part as Markdown.
func (p Part) Markdown() string {
	w := &mdWriter{}
	for i, r := range p.Roots {
		if i > 0 {
			w.brk(2)
			w.write("---")
			w.brk(2)
		}
		p.walkMD(w, r)
	}
	return w.b.String()
}

func (p Part) walkMD(w *mdWriter, n *html.Node) {
	switch n.Type {
	case html.TextNode:
		if w.pre > 0 {
			w.write(strings.ReplaceAll(normalizeNewlines(n.Data), "\n", "\n"+w.linePrefix()))
			return
		}
		w.words(n.Data)
		return
	case html.ElementNode:
		if p.skip(n) {
			return
		}
	case html.DocumentNode:
		p.mdChildren(w, n)
		return
	default:
		return
	}
	switch p.quoteRole(n) {
	case QuoteCite:
		p.mdCite(w, n)
		return
	case QuoteBlock:
		p.mdQuote(w, n)
		return
	case QuotePlain:
		if n.DataAtom == atom.Blockquote || dom.HeadingLevel(n.DataAtom) > 0 {
			p.mdBlock(w, n, 2)
			return
		}
	}
	switch a := n.DataAtom; a {
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		// What the HTML keeps of it: a heading all of whose text is
		// left out (a post's header of author and date) is none.
		if t := dom.TextExcept(n, p.skip); t != "" {
			w.brk(2)
			w.write(strings.Repeat("#", dom.HeadingLevel(a)) + " ")
			w.words(t)
			w.brk(2)
		}
	case atom.Br:
		w.write("  ")
		w.brk(1)
	case atom.Hr:
		w.brk(2)
		w.write("---")
		w.brk(2)
	case atom.Img:
		if src := p.imageURL(n); src != "" {
			w.inline("![" + escapeMD(dom.FoldSpace(dom.Attr(n, "alt"))) + "](" + mdDestination(src) + ")")
		}
	case atom.Math:
		block := isMathBlock(n)
		if block {
			w.brk(2)
		}
		w.words(" " + p.mathText(n) + " ")
		if block {
			w.brk(2)
		}
	case atom.A:
		p.mdLink(w, n)
	case atom.Strong, atom.B:
		p.mdWrap(w, n, "**")
	case atom.Em, atom.I:
		p.mdWrap(w, n, "_")
	case atom.Code, atom.Kbd, atom.Samp:
		if w.pre > 0 {
			p.mdChildren(w, n)
			return
		}
		if t := dom.Text(n); t != "" {
			w.inline(codeSpan(t))
		}
	case atom.Pre, atom.Xmp, atom.Listing, atom.Plaintext:
		p.mdCode(w, n)
	case atom.Blockquote:
		p.mdQuote(w, n)
	case atom.Ul, atom.Ol:
		p.mdList(w, n, a == atom.Ol)
	case atom.Li:
		p.mdItem(w, n)
	case atom.Table:
		p.mdTable(w, n)
	default:
		p.mdBlock(w, n, blockBreak(a))
	}
}

// mdQuote writes n as a quote: rendered on its own, then every line
// quoted: quotes nest and hold lists and code without the writer tracking
// them.
func (p Part) mdQuote(w *mdWriter, n *html.Node) {
	inner := &mdWriter{}
	p.mdChildren(inner, n)
	body := strings.Trim(inner.b.String(), "\n")
	if body == "" {
		return
	}
	lines := strings.Split(body, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight("> "+l, " ")
	}
	w.brk(2)
	w.write(strings.Join(lines, "\n"+w.linePrefix()))
	w.brk(2)
}

// mdCite writes a quote's attribution as a paragraph of its own,
// emphasised when it is one line ("_[Ann said:](…)_").
func (p Part) mdCite(w *mdWriter, n *html.Node) {
	inner := &mdWriter{}
	p.mdChildren(inner, n)
	line := strings.TrimSpace(inner.b.String())
	if line == "" {
		return
	}
	if !strings.ContainsAny(line, "\n_*") && !strings.HasSuffix(line, "\\") {
		line = "_" + line + "_"
	}
	w.brk(2)
	w.write(line)
	w.brk(2)
}

// mdBlock writes n's children as a block, with lines line breaks before
// and after it.
func (p Part) mdBlock(w *mdWriter, n *html.Node, lines int) {
	w.brk(lines)
	p.mdChildren(w, n)
	w.brk(lines)
}

func (p Part) mdChildren(w *mdWriter, n *html.Node) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if w.pre == 0 && (p.fieldAfterField(c) || p.citeGap(c)) && w.b.Len() > 0 {
			w.space = true // the text's rule: a row's fields apart
		}
		p.walkMD(w, c)
	}
}

func (p Part) mdWrap(w *mdWriter, n *html.Node, mark string) {
	t := dom.Text(n)
	if t == "" {
		return
	}
	if startsSpace(firstText(n)) {
		w.space = true
	}
	w.inline(mark + escapeMD(t) + mark)
}

func firstText(n *html.Node) string {
	for c := n.FirstChild; c != nil; c = c.FirstChild {
		if c.Type == html.TextNode {
			return c.Data
		}
	}
	return ""
}

func (p Part) mdLink(w *mdWriter, n *html.Node) {
	href := p.resolve(dom.Attr(n, "href"), false)
	if href == "" || strings.HasPrefix(href, "#") {
		p.mdChildren(w, n)
		return
	}
	t := dom.Text(n)
	if t == "" {
		p.mdChildren(w, n) // an image link: keep the image
		return
	}
	if startsSpace(firstText(n)) {
		w.space = true
	}
	label := escapeMD(t)
	if label == "x" || label == "X" {
		// "[x](…)" opening a list item reads as a task box to GFM
		// renderers (a live <input>): the letter as a character reference.
		label = "&#" + strconv.Itoa(int(label[0])) + ";"
	}
	w.inline("[" + label + "](" + mdDestination(href) + ")")
}

// mdCode writes a <pre> as a fenced code block: its text verbatim (as
// rendered inside <pre>: line breaks kept, elements' text only), fenced by
// more backticks than any run in it, every line carrying the prefix of the
// list or quote the block is in.
func (p Part) mdCode(w *mdWriter, n *html.Node) {
	inner := &mdWriter{}
	inner.pre = 1
	p.mdChildren(inner, n)
	code := strings.TrimRight(normalizeNewlines(inner.b.String()), "\n")
	fence := codeFence(code)
	w.brk(2)
	w.write(fence)
	w.brk(1)
	w.flushMD()
	w.b.WriteString(strings.ReplaceAll(code, "\n", "\n"+w.linePrefix()))
	w.brk(1)
	w.write(fence)
	w.brk(2)
}

func (p Part) mdList(w *mdWriter, n *html.Node, ordered bool) {
	w.brk(2)
	next := -1
	if ordered {
		next = 1
		if s, err := strconv.Atoi(dom.Attr(n, "start")); err == nil {
			next = s
		}
	}
	w.lists = append(w.lists, next)
	p.mdChildren(w, n)
	w.lists = w.lists[:len(w.lists)-1]
	w.brk(2)
}

func (p Part) mdItem(w *mdWriter, n *html.Node) {
	marker := "- "
	if k := len(w.lists) - 1; k >= 0 && w.lists[k] >= 0 {
		marker = strconv.Itoa(w.lists[k]) + ". "
		w.lists[k]++
	}
	w.brk(1)
	w.write(marker)
	w.lineStart = true
	w.prefix = append(w.prefix, strings.Repeat(" ", len(marker)))
	p.mdChildren(w, n)
	w.prefix = w.prefix[:len(w.prefix)-1]
	w.brk(1)
}

// mdTable writes a GitHub-flavoured table; the first row is the header.
// A layout table (layoutTable) is written as its cells' contents, one
// after the other.
func (p Part) mdTable(w *mdWriter, n *html.Node) {
	if cells := layoutCells(n); cells != nil {
		for _, td := range cells {
			if !p.skip(td) {
				p.mdBlock(w, td, 2)
			}
		}
		return
	}
	var rows [][]string
	var walk func(*html.Node)
	walk = func(x *html.Node) {
		for c := x.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode || p.skip(c) {
				continue
			}
			switch c.DataAtom {
			case atom.Tr:
				var row []string
				for td := c.FirstChild; td != nil; td = td.NextSibling {
					if td.Type == html.ElementNode && (td.DataAtom == atom.Td || td.DataAtom == atom.Th) {
						row = append(row, strings.ReplaceAll(escapeMD(dom.TextExcept(td, p.skip)), "|", `\|`))
					}
				}
				rows = append(rows, row)
			case atom.Table:
			default:
				walk(c)
			}
		}
	}
	walk(n)
	if len(rows) == 0 {
		return
	}
	cols := 0
	for _, r := range rows {
		cols = max(cols, len(r))
	}
	w.brk(2)
	for i, r := range rows {
		for len(r) < cols {
			r = append(r, "")
		}
		w.write("| " + strings.Join(r, " | ") + " |")
		w.brk(1)
		if i == 0 {
			w.write("|" + strings.Repeat(" --- |", cols))
			w.brk(1)
		}
	}
	w.brk(2)
}

// layoutCells returns the cells of a layout table, nil for a table of
// data. A table of one row whose cells hold blocks (a division, a
// paragraph, a list, another table) lays content out side by side, as
// Hacker News sets each comment beside its indent and vote arrows: a
// Markdown table would put the whole comment on one line.
func layoutCells(table *html.Node) []*html.Node {
	var row *html.Node
	var find func(*html.Node) bool
	find = func(x *html.Node) bool { // the table's own rows, not a nested table's
		for c := x.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c.Type != html.ElementNode || c.DataAtom == atom.Table:
			case c.DataAtom == atom.Tr:
				if row != nil {
					return false
				}
				row = c
			case c.DataAtom == atom.Thead || c.DataAtom == atom.Tbody || c.DataAtom == atom.Tfoot:
				if !find(c) {
					return false
				}
			}
		}
		return true
	}
	if !find(table) || row == nil {
		return nil
	}
	var cells []*html.Node
	blocks := false
	for td := row.FirstChild; td != nil; td = td.NextSibling {
		if td.Type != html.ElementNode || td.DataAtom != atom.Td && td.DataAtom != atom.Th {
			continue
		}
		cells = append(cells, td)
		blocks = blocks || holdsBlock(td)
	}
	if !blocks {
		return nil
	}
	return cells
}

// holdsBlock reports an element holding a block element.
func holdsBlock(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && (dom.IsBlock(c.DataAtom) || holdsBlock(c)) {
			return true
		}
	}
	return false
}
