package eval

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// itemMatcher follows the structures of the source into the output through
// the token alignment.
type itemMatcher struct {
	src   *textDoc
	out   outputDoc
	match []int32 // source word → output word, or -1
}

// itemResult is what became of one source structure.
type itemResult struct {
	kept, same, verbatim bool
	codeTokens, codeLost int
	missing              []string // the code tokens lost
}

func (r itemResult) addTo(v *FidelityView, k structKind) {
	c := v.kind(k)
	c.N++
	if r.kept {
		c.Kept++
	}
	if r.same {
		c.Same++
	}
	if r.verbatim {
		c.Verbatim++
	}
	v.CodeTokens += r.codeTokens
	v.CodeTokensLost += r.codeLost
}

// maxListedTokens is how many lost code tokens a LostItem lists.
const maxListedTokens = 20

func (r itemResult) explain(doc *dom.Document, src *textDoc, i int, inGold bool) LostItem {
	status := "lost"
	switch {
	case r.same:
		status = "altered"
	case r.kept:
		status = "not as structure"
	}
	text := fold(src.ownText(i))
	if len(text) > 200 {
		cut := 200
		for cut > 0 && !utf8.RuneStart(text[cut]) {
			cut--
		}
		text = text[:cut] + "…"
	}
	node, ok := doc.ID(src.items[i].node)
	if !ok {
		node = -1
	}
	return LostItem{Node: node, Kind: kindNames[src.items[i].kind], Text: text, Status: status, InGold: inGold,
		CodeTokensLost: r.missing[:min(len(r.missing), maxListedTokens)]}
}

// measure follows source item i, whose own words are words.
func (m itemMatcher) measure(i int, words []int) itemResult {
	it := m.src.items[i]
	aligned := countAligned(m.match, words)
	var r itemResult
	r.kept = aligned >= keptShare*float64(len(words))
	host, inHost := m.holder(words, it.kind)
	r.same = r.kept && inHost > 0 && float64(inHost) >= sameShare*float64(len(words))
	r.verbatim = r.same && sameText(m.src.ownText(i), m.out.ownText(host), it.pre)
	if it.kind == kindCode {
		srcTokens := codeTokens(m.src.ownText(i))
		r.codeTokens = len(srcTokens)
		var outTokens []string
		if host >= 0 {
			outTokens = codeTokens(m.out.ownText(host))
		}
		r.missing = missingTokens(srcTokens, outTokens)
		r.codeLost = len(r.missing)
	}
	return r
}

// holder is the output item of kind k that holds most of the words'
// aligned tokens, with how many it holds (-1, 0 when none).
func (m itemMatcher) holder(words []int, k structKind) (item, count int) {
	counts := map[int32]int{}
	item = -1
	for _, w := range words {
		j := m.match[w]
		if j < 0 {
			continue
		}
		o := m.out.owner[k][j]
		if o < 0 {
			continue
		}
		counts[o]++
		if c := counts[o]; c > count || c == count && int(o) < item {
			item, count = int(o), c
		}
	}
	return item, count
}

// countAligned is how many of the words have a partner (as a float, for
// the share tests).
func countAligned(match []int32, words []int) float64 {
	n := 0
	for _, w := range words {
		if match[w] >= 0 {
			n++
		}
	}
	return float64(n)
}

// sameText compares a source structure's text with an output one's: white
// space folded, or, for code with significant white space, line by line
// (line ends and trailing blanks aside).
func sameText(a, b string, pre bool) bool {
	if pre {
		return codeLines(a) == codeLines(b)
	}
	return fold(a) == fold(b)
}

// codeLines is code text with \r\n and \r as \n, non-breaking spaces as
// spaces, trailing blanks of each line and blank lines at the ends removed.
func codeLines(s string) string {
	s = strings.NewReplacer("\r\n", "\n", "\r", "\n", "\u00a0", " ").Replace(s)
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t")
	}
	return strings.Trim(strings.Join(lines, "\n"), "\n")
}

// codeTokens are the tokens of code: \w+ runs and every other character
// that is not white space (so `print('x')` is print ( ' x ' )).
func codeTokens(s string) []string {
	var toks []string
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case isWordRune(r):
			j := i + size
			for j < len(s) {
				r2, size2 := utf8.DecodeRuneInString(s[j:])
				if !isWordRune(r2) {
					break
				}
				j += size2
			}
			toks = append(toks, s[i:j])
			i = j
			continue
		case !unicode.IsSpace(r):
			toks = append(toks, s[i:i+size])
		}
		i += size
	}
	return toks
}

// missingTokens are the tokens of want (a multiset) that got lacks.
func missingTokens(want, got []string) []string {
	have := map[string]int{}
	for _, t := range got {
		have[t]++
	}
	var missing []string
	for _, t := range want {
		if have[t] > 0 {
			have[t]--
		} else {
			missing = append(missing, t)
		}
	}
	return missing
}

// isDataTable tells a table of data from one that lays the page out, as
// Mozilla Readability's _isDataTable does: role="presentation" or
// datatable="0" lay out; a summary, a caption, or thead, tfoot, colgroup,
// col or th inside make data; a table inside lays out; one row or one
// column lays out; ten rows or more than four columns, or more than ten
// cells, make data.
func isDataTable(t *html.Node) bool {
	if strings.EqualFold(strings.TrimSpace(dom.Attr(t, "role")), "presentation") ||
		strings.TrimSpace(dom.Attr(t, "datatable")) == "0" {
		return false
	}
	if strings.TrimSpace(dom.Attr(t, "summary")) != "" {
		return true
	}
	marks, nested := false, false
	rows, cols := 0, 0
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			switch c.DataAtom {
			case atom.Table:
				nested = true
				continue
			case atom.Caption:
				marks = marks || c.FirstChild != nil
			case atom.Thead, atom.Tfoot, atom.Colgroup, atom.Col, atom.Th:
				marks = true
			case atom.Tr:
				rows++
				cols = max(cols, rowWidth(c))
			}
			walk(c)
		}
	}
	walk(t)
	switch {
	case marks:
		return true
	case nested || rows == 1 || cols == 1:
		return false
	}
	return rows >= 10 || cols > 4 || rows*cols > 10
}

// rowWidth is the number of columns a row spans.
func rowWidth(tr *html.Node) int {
	w := 0
	for c := tr.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && (c.DataAtom == atom.Td || c.DataAtom == atom.Th) {
			span, err := strconv.Atoi(strings.TrimSpace(dom.Attr(c, "colspan")))
			if err != nil || span < 1 {
				span = 1
			}
			w += min(span, 1000)
		}
	}
	return w
}

// emptyElements counts the output's list items, figures and links with
// nothing in them.
func emptyElements(root *html.Node) EmptyCounts {
	var c EmptyCounts
	forEachElement(root, func(n *html.Node) {
		switch n.DataAtom {
		case atom.Li:
			if !hasWords(n, nil) && !hasMedia(n) {
				c.ListItems++
			}
		case atom.A:
			if !hasWords(n, nil) && !hasMedia(n) {
				c.Links++
			}
		case atom.Figure:
			caption := func(e *html.Node) bool { return e.DataAtom == atom.Figcaption }
			if !hasWords(n, caption) && !hasMedia(n) {
				c.Figures++
			}
		}
	})
	return c
}

// hasWords reports a letter or digit in n's text, outside the elements
// skip reports (nil: none).
func hasWords(n *html.Node, skip func(*html.Node) bool) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			for _, r := range c.Data {
				if isWordRune(r) {
					return true
				}
			}
		case html.ElementNode:
			if (skip == nil || !skip(c)) && hasWords(c, skip) {
				return true
			}
		}
	}
	return false
}

// hasMedia reports a picture, video, drawing or formula in n.
func hasMedia(n *html.Node) bool {
	found := false
	forEachElement(n, func(e *html.Node) {
		switch e.DataAtom {
		case atom.Img, atom.Picture, atom.Video, atom.Audio, atom.Iframe, atom.Svg, atom.Canvas,
			atom.Object, atom.Embed, atom.Math:
			found = true
		}
	})
	return found
}
