package eval

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// FidelityInput is one page as an extractor saw it, what it chose and what
// it returned (see doc.go, "Fidelity").
type FidelityInput struct {
	// Source is the page's HTML (UTF-8), parsed again with dom.Parse and
	// its default limits, as core.Extract parses it.
	Source string
	// URL is the page's address ("" when unknown: then its canonical link
	// or og:url, as a reader would have to guess).
	URL string
	// Article are the element indices of the article regions (pre-order,
	// dom's numbering); Apart those of the regions rendered apart from the
	// article (comments, posts), left out of its scope.
	Article []int
	Apart   []int
	// ArticleHTML is the article as the extractor rendered it.
	ArticleHTML string
	// Title and Byline are the extracted title and byline: the reader
	// shows them above the article, so a structure repeating them may
	// leave it.
	Title, Byline string
	// GoldArticle and GoldTitle are the corpus's gold, when it has some:
	// the gold view counts only the structures whose words the gold
	// article holds.
	GoldArticle string
	GoldTitle   string
	// Explain lists, in PageFidelity.Lost, every structure in scope that
	// was not kept verbatim.
	Explain bool
}

// StructCounts counts one kind of structure of the chosen article: N in
// scope; Kept, their words in the output; Same, kept inside an output
// structure of the same kind; Verbatim, that structure's text identical.
// Verbatim ≤ Same ≤ Kept ≤ N.
type StructCounts struct {
	N        int `json:"n"`
	Kept     int `json:"kept"`
	Same     int `json:"same"`
	Verbatim int `json:"verbatim"`
}

func (c *StructCounts) add(o StructCounts) {
	c.N, c.Kept, c.Same, c.Verbatim = c.N+o.N, c.Kept+o.Kept, c.Same+o.Same, c.Verbatim+o.Verbatim
}

// FidelityView counts the structures of one scope (the chosen article, or
// the part of it the gold holds).
type FidelityView struct {
	Code      StructCounts `json:"code"`
	Headings  StructCounts `json:"headings"`
	ListItems StructCounts `json:"list_items"`
	Cells     StructCounts `json:"table_cells"`
	// CodeTokens are the tokens of the code in scope, CodeTokensLost those
	// missing from the output code that holds it (all of them when no
	// output code holds it).
	CodeTokens     int         `json:"code_tokens"`
	CodeTokensLost int         `json:"code_tokens_lost"`
	Images         ImageCounts `json:"images"`
}

func (v *FidelityView) kind(k structKind) *StructCounts {
	switch k {
	case kindCode:
		return &v.Code
	case kindHeading:
		return &v.Headings
	case kindListItem:
		return &v.ListItems
	}
	return &v.Cells
}

func (v *FidelityView) add(o FidelityView) {
	for k := range numKinds {
		v.kind(k).add(*o.kind(k))
	}
	v.CodeTokens += o.CodeTokens
	v.CodeTokensLost += o.CodeTokensLost
	v.Images.N += o.Images.N
	v.Images.Kept += o.Images.Kept
}

// ImageCounts: N source images in scope with a real picture, Kept of
// them found in the output.
type ImageCounts struct {
	N    int `json:"n"`
	Kept int `json:"kept"`
}

// OutputImageCounts: N images in the output, RealSrc of them whose every
// URL (src, srcset) is a real picture of the page.
type OutputImageCounts struct {
	N       int `json:"n"`
	RealSrc int `json:"real_src"`
}

// EmptyCounts are output elements with nothing in them: no word (a letter
// or digit) and no picture or other media.
type EmptyCounts struct {
	ListItems int `json:"list_items"`
	// Figures count a <figure> with no media and no words outside its
	// caption.
	Figures int `json:"figures"`
	Links   int `json:"links"`
}

func (c *EmptyCounts) add(o EmptyCounts) {
	c.ListItems, c.Figures, c.Links = c.ListItems+o.ListItems, c.Figures+o.Figures, c.Links+o.Links
}

// PageFidelity is the fidelity of one page.
type PageFidelity struct {
	Region       FidelityView      `json:"region"`
	Gold         *FidelityView     `json:"gold,omitempty"`
	OutputImages OutputImageCounts `json:"output_images"`
	Empty        EmptyCounts       `json:"empty"`
	// Lost are the structures not kept verbatim, with Explain.
	Lost []LostItem `json:"lost,omitempty"`
	// LeanAttributes: the page was cut or parsed without scripts, so image
	// attributes were read from dom's lean tree (lazy-loading attributes
	// it does not keep are not seen).
	LeanAttributes bool `json:"lean_attributes,omitempty"`
}

// LostItem is a structure of the source not kept verbatim: its kind, its
// text (cut to 200 bytes), what became of it ("altered", "not as
// structure", "lost"), and whether the gold holds it.
type LostItem struct {
	// Node is the structure's element index in dom's pre-order numbering
	// (the trace's "node"), so the step that left it out can be found.
	Node   int    `json:"node"`
	Kind   string `json:"kind"`
	Text   string `json:"text"`
	Status string `json:"status"`
	InGold bool   `json:"in_gold"`
	// CodeTokensLost are the first code tokens lost (up to 20), for code.
	CodeTokensLost []string `json:"code_tokens_lost,omitempty"`
}

// Thresholds of the item tests (see doc.go).
const (
	keptShare = 0.5 // at least this share of an item's words aligned with the output: kept
	sameShare = 0.5 // at least this share of its words in one output structure of its kind: same
	goldShare = 0.5 // at least this share of its words aligned with the gold: in the gold's scope
)

// MeasureFidelity measures one page.
func MeasureFidelity(in FidelityInput) (*PageFidelity, error) {
	doc, err := dom.Parse(in.Source, dom.Limits{})
	if err != nil {
		return nil, fmt.Errorf("eval: fidelity: %w", err)
	}
	src := sourceText(doc, in)
	out, err := outputText(in.ArticleHTML)
	if err != nil {
		return nil, fmt.Errorf("eval: fidelity: output: %w", err)
	}
	f := &PageFidelity{}
	m := itemMatcher{src: src, out: out, match: align(src.hashes, out.hashes)}
	slide(src.hashes, m.match, func(i int, j int32) int { return sameStructures(src, out.textDoc, i, int(j)) })
	var inGold []int32 // source word → gold word, or -1
	if pyStrip(in.GoldArticle) != "" {
		f.Gold = &FidelityView{}
		inGold = align(src.hashes, tokenHashes(in.GoldArticle, true))
	}
	header := pageHeader{titles: [][]uint64{tokenHashes(in.Title, true), tokenHashes(in.GoldTitle, true)},
		byline: tokenHashes(in.Byline, true)}
	var measured []measuredItem
	for i, it := range src.items {
		words := src.ownWords(i)
		if len(words) == 0 || header.repeats(src, i, words) {
			continue
		}
		gold := f.Gold != nil && countAligned(inGold, words) >= goldShare*float64(len(words))
		measured = append(measured, measuredItem{i: i, kind: it.kind, key: wordsKey(src, words), gold: gold, r: m.measure(i, words)})
	}
	poolCopies(measured)
	for _, mi := range measured {
		mi.r.addTo(&f.Region, mi.kind)
		if mi.gold {
			mi.r.addTo(f.Gold, mi.kind)
		}
		if in.Explain && !mi.r.verbatim {
			f.Lost = append(f.Lost, mi.r.explain(doc, src, mi.i, mi.gold))
		}
	}
	pics := newPagePictures(doc, in)
	f.LeanAttributes = pics.lean
	pics.measure(f, src, out, inGold)
	f.Empty = emptyElements(out.root)
	return f, nil
}

// measuredItem is a structure in scope with what became of it.
type measuredItem struct {
	i    int
	kind structKind
	key  uint64 // its words
	gold bool
	r    itemResult
}

// sameStructures counts the kinds of structure (code, heading, list
// item, table cell) that hold both source word i and output word j, or
// neither.
func sameStructures(src, out *textDoc, i, j int) int {
	n := 0
	for k := range numKinds {
		if (src.owner[k][i] >= 0) == (out.owner[k][j] >= 0) {
			n++
		}
	}
	return n
}

// wordsKey hashes a structure's words (their lower-cased hashes, in order).
func wordsKey(d *textDoc, words []int) uint64 {
	h := uint64(14695981039346656037)
	for _, w := range words {
		h = (h ^ d.hashes[w]) * 1099511628211
	}
	return h
}

// poolCopies: structures of one kind with the same words are copies (a
// section printed twice for two screen sizes, a warning said under two
// headings), and the alignments cannot tell them apart: the gold's may be
// aligned with one copy and the output's with the other. Among copies,
// the results are pooled and the best go to the copies the gold holds.
func poolCopies(items []measuredItem) {
	groups := map[[2]uint64][]int{}
	for k, mi := range items {
		key := [2]uint64{uint64(mi.kind), mi.key}
		groups[key] = append(groups[key], k)
	}
	for _, g := range groups {
		if len(g) < 2 {
			continue
		}
		results := make([]itemResult, len(g))
		for j, k := range g {
			results[j] = items[k].r
		}
		slices.SortStableFunc(results, func(a, b itemResult) int { return b.rank() - a.rank() })
		next := 0
		for _, gold := range []bool{true, false} {
			for _, k := range g {
				if items[k].gold == gold {
					items[k].r = results[next]
					next++
				}
			}
		}
	}
}

// rank orders results, best first: verbatim, same, kept, lost; then fewer
// code tokens lost.
func (r itemResult) rank() int {
	v := -r.codeLost
	for _, b := range []bool{r.kept, r.same, r.verbatim} {
		if b {
			v += 1 << 20
		}
	}
	return v
}

// pageHeader is what the reader shows above the article: the title
// (extracted and gold) and the byline, as lower-cased word hashes.
type pageHeader struct {
	titles [][]uint64
	byline []uint64
}

// maxBylineLead is how many words ("By", "Written by") may stand before
// the byline's in a structure that repeats it.
const maxBylineLead = 2

// repeats reports a structure that repeats the header: its words are a
// title's, or the byline's after at most maxBylineLead words, or, for a
// heading before the article's first words outside headings, a title's
// first or last words (the title with the site's name).
func (h pageHeader) repeats(d *textDoc, i int, words []int) bool {
	own := make([]uint64, len(words))
	for k, w := range words {
		own[k] = d.hashes[w]
	}
	if n := len(h.byline); n > 0 && len(own) >= n && len(own) <= n+maxBylineLead && slices.Equal(own[len(own)-n:], h.byline) {
		return true
	}
	leading := d.items[i].kind == kindHeading && words[0] < d.leadingHeadings()
	for _, title := range h.titles {
		switch {
		case slices.Equal(own, title):
			return true
		case leading && len(own) < len(title):
			if slices.Equal(own, title[:len(own)]) || slices.Equal(own, title[len(title)-len(own):]) {
				return true
			}
		}
	}
	return false
}

// sourceText is the text of the chosen article: the article regions'
// subtrees, without the regions rendered apart and without what the author
// hid.
func sourceText(doc *dom.Document, in FidelityInput) *textDoc {
	apart := map[*html.Node]bool{}
	for _, id := range in.Apart {
		if id >= 0 && id < doc.Len() {
			apart[doc.Elems[id]] = true
		}
	}
	d := &textDoc{}
	tb := textBuilder{doc: d, dataTable: isDataTable}
	var root *html.Node
	tb.skip = func(n *html.Node) bool { return n != root && (apart[n] || isHiddenElement(n)) }
	for _, id := range articleRoots(doc, in.Article) {
		root = doc.Elems[id]
		tb.add(root)
	}
	d.finish()
	return d
}

// articleRoots are the valid article element ids, sorted, without those
// inside another.
func articleRoots(doc *dom.Document, ids []int) []int {
	var valid []int
	for _, id := range ids {
		if id >= 0 && id < doc.Len() {
			valid = append(valid, id)
		}
	}
	slices.Sort(valid)
	var roots []int
	for _, id := range valid {
		if len(roots) == 0 || !doc.Contains(roots[len(roots)-1], id) {
			roots = append(roots, id)
		}
	}
	return roots
}

// outputDoc is the rendered article, parsed.
type outputDoc struct {
	*textDoc
	root *html.Node
}

func outputText(articleHTML string) (outputDoc, error) {
	body := &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body}
	nodes, err := html.ParseFragment(strings.NewReader(articleHTML), body)
	if err != nil {
		return outputDoc{}, err
	}
	for _, n := range nodes {
		body.AppendChild(n)
	}
	d := &textDoc{}
	tb := textBuilder{doc: d}
	tb.addChildren(body)
	d.finish()
	return outputDoc{textDoc: d, root: body}, nil
}

// isHiddenElement reports an element its author hid from readers: the
// hidden attribute (but "until-found"), aria-hidden="true", an inline
// display:none or visibility:hidden, a closed <dialog>. A tab panel is
// never hidden: a reader shows every panel.
func isHiddenElement(n *html.Node) bool {
	if n.DataAtom == atom.Dialog && !dom.HasAttr(n, "open") {
		return true
	}
	hidden := false
	for _, a := range n.Attr {
		switch a.Key {
		case "role":
			if strings.EqualFold(strings.TrimSpace(a.Val), "tabpanel") {
				return false
			}
		case "hidden":
			hidden = hidden || !strings.EqualFold(strings.TrimSpace(a.Val), "until-found")
		case "aria-hidden":
			hidden = hidden || strings.EqualFold(strings.TrimSpace(a.Val), "true")
		case "style":
			hidden = hidden || dom.StyleHides(a.Val)
		}
	}
	return hidden
}
