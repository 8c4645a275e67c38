package seeker

import (
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Feature indexes a column of a feature vector (§4.1.5, in the thesis's
// order, stringMax last as in its feature-selection tables).
type Feature int

// The features of §4.1.5. All are in [0,1] except TagName, a category.
const (
	InnerTxtLength Feature = iota
	InnerHTMLLength
	ImgNum
	InteractionNum
	FormNum
	OptionNum
	TableNum
	ParaNum
	LinkNum
	DivNum
	CenterX
	CenterY
	Width
	Height
	LinkToTextRatio
	StopWordRatio
	TagName
	DomHeight
	HeaderAround
	StringMax
	// Beyond §4.1.5 (see doc.go): what the thesis's pages did not need and
	// ours do — comment sections, boilerplate class names, prose density.
	CommentMarked
	NoiseMarked
	StopWordDensity
	PunctDensity
	ParentTxtShare
	GovernedTxtShare
	GovernedTxtLength
	GovernedLinkRatio
	GovernedStopDensity
	NumFeatures
)

// FeatureNames are the column names, as the model file lists them.
var FeatureNames = [NumFeatures]string{
	"innerTxtLength", "innerHtmlLength", "imgNum", "interactionNum", "formNum",
	"optionNum", "tableNum", "paraNum", "linkNum", "divNum", "centerX",
	"centerY", "width", "height", "linkToTextRatio", "stopWordRatio", "tagName",
	"domHeight", "headerAround", "stringMax", "commentMarked", "noiseMarked",
	"stopWordDensity", "punctDensity", "parentTxtShare", "governedTxtShare",
	"governedTxtLength", "governedLinkRatio", "governedStopDensity",
}

// tagCategories is the value set of the nominal feature tagName; any other
// tag is category 0 ("other").
var tagCategories = []atom.Atom{0, atom.Div, atom.Td, atom.Table, atom.Tr,
	atom.Tbody, atom.Ul, atom.Ol, atom.Li, atom.Span, atom.Section,
	atom.Article, atom.Main, atom.Aside, atom.Header, atom.Footer, atom.Nav,
	atom.Form, atom.Body, atom.Blockquote, atom.Center, atom.Dl, atom.Font}

// NumTagCategories is the number of values of the tagName feature.
var NumTagCategories = len(tagCategories)

// TagCategory is the tagName value of an element's tag.
func TagCategory(a atom.Atom) int {
	for i, t := range tagCategories {
		if i > 0 && t == a {
			return i
		}
	}
	return 0
}

// Vectors holds the feature vector of every element of a page, computed in
// one pass: Row(id) is the vector of element id.
type Vectors struct {
	data []float64
}

// Row is the feature vector of element id.
func (v *Vectors) Row(id int) []float64 {
	return v.data[id*int(NumFeatures) : (id+1)*int(NumFeatures)]
}

// extra holds the per-element counts the features table does not keep.
type extra struct {
	innerHTML  []int32 // markup + text bytes inside the element (§4.1.5 innerHtmlLength)
	tableParts []int32 // table, tr and td elements (§4.1.5 tableNum)
	before     []int32 // visible characters before the element in pre-order
	heading    []bool  // h1–h5 among parent, siblings or children (§4.1.5 headerAround)
	comment    []bool  // a comment keyword in the class/id of the element or an ancestor
	gov        governedText
}

// governedText counts, for each candidate (Candidates with
// DefaultMinChars), the text it governs: its subtree's text outside any
// descendant candidate — the text whose content probability the selection
// step takes from the candidate's leaf.
type governedText struct {
	chars, links, words, stops []int32
}

func computeGoverned(doc *dom.Document, st *features.Table) governedText {
	n := doc.Len()
	g := governedText{chars: make([]int32, n), links: make([]int32, n), words: make([]int32, n), stops: make([]int32, n)}
	isCand := make([]bool, n)
	for _, id := range Candidates(doc, st, DefaultMinChars) {
		isCand[id] = true
		g.chars[id], g.links[id], g.words[id], g.stops[id] = st.Chars[id], st.LinkChars[id], st.Words[id], st.StopWords[id]
		for a := int(doc.Parent[id]); a >= 0; a = int(doc.Parent[a]) {
			if isCand[a] {
				g.chars[a] -= st.Chars[id]
				g.links[a] -= st.LinkChars[id]
				g.words[a] -= st.Words[id]
				g.stops[a] -= st.StopWords[id]
				break
			}
		}
	}
	return g
}

// Compute builds the feature vectors of every element. layout may be nil:
// then centerX/centerY/width/height fall back to the text-order proxies of
// doc.go.
func Compute(doc *dom.Document, st *features.Table, layout *dom.Layout) *Vectors {
	n := doc.Len()
	ex := computeExtra(doc, st)
	v := &Vectors{data: make([]float64, n*int(NumFeatures))}
	ref := doc.Body
	if ref < 0 {
		ref = 0
	}
	useLayout := layout.Fits(n)
	for id := 0; id < n; id++ {
		r := v.Row(id)
		r[InnerTxtLength] = share(st.Chars[id], st.Chars[ref])
		r[InnerHTMLLength] = share(ex.innerHTML[id], ex.innerHTML[0])
		r[ImgNum] = share(st.Images[id], st.Images[ref])
		r[InteractionNum] = share(st.Inputs[id], st.Inputs[ref])
		r[FormNum] = share(st.Forms[id], st.Forms[ref])
		r[OptionNum] = share(st.Options[id], st.Options[ref])
		r[TableNum] = share(ex.tableParts[id], ex.tableParts[ref])
		r[ParaNum] = share(st.Paras[id], st.Paras[ref])
		r[LinkNum] = share(st.Links[id], st.Links[ref])
		r[DivNum] = share(st.Divs[id], st.Divs[ref])
		if useLayout {
			visualBox(r, layout, id)
		} else {
			textBox(r, st, ex, id, ref)
		}
		ltr := st.LinkDensity(id)
		r[LinkToTextRatio] = ltr
		// Eq. 4.1, swr = nbSw × (inTxtLen − ancTxtLen)/inTxtLen, with nbSw
		// normalised by the document's stop words like the other counts.
		r[StopWordRatio] = share(st.StopWords[id], st.StopWords[ref]) * (1 - ltr)
		r[TagName] = float64(TagCategory(doc.Tag(id)))
		r[DomHeight] = share(st.Height[id], st.Height[ref])
		if ex.heading[id] {
			r[HeaderAround] = 1
		}
		r[StringMax] = share(st.LongestText[id], st.LongestText[ref])
		if ex.comment[id] {
			r[CommentMarked] = 1
		}
		if _, ok := segment.NoiseWord(dom.ClassID(doc.Elems[id])); ok {
			r[NoiseMarked] = 1
		}
		r[StopWordDensity] = st.StopWordRatio(id)
		if st.Words[id] > 0 {
			r[PunctDensity] = clamp01(float64(st.Punct[id]) / float64(st.Words[id]))
		}
		if p := doc.Parent[id]; p >= 0 {
			r[ParentTxtShare] = share(st.Chars[id], st.Chars[p])
		}
		g := &ex.gov
		r[GovernedTxtShare] = share(g.chars[id], st.Chars[id])
		r[GovernedTxtLength] = share(g.chars[id], st.Chars[ref])
		r[GovernedLinkRatio] = share(g.links[id], g.chars[id])
		r[GovernedStopDensity] = share(g.stops[id], g.words[id])
	}
	return v
}

// share is a/b clamped to [0,1], 0 when b is 0.
func share(a, b int32) float64 {
	if b <= 0 || a <= 0 {
		return 0
	}
	if a >= b {
		return 1
	}
	return float64(a) / float64(b)
}

// visualBox fills the visual features from the browser's boxes, relative to
// the page size.
func visualBox(r []float64, l *dom.Layout, id int) {
	pw, ph := float64(l.PageWidth), float64(l.PageHeight)
	if pw <= 0 || ph <= 0 {
		r[CenterX], r[Width] = 0.5, 1
		return
	}
	x, y, w, h := float64(l.X[id]), float64(l.Y[id]), float64(l.W[id]), float64(l.H[id])
	r[CenterX] = clamp01((x + w/2) / pw)
	r[CenterY] = clamp01((y + h/2) / ph)
	r[Width] = clamp01(w / pw)
	r[Height] = clamp01(h / ph)
}

// textBox fills the visual features without layout: the page is seen as
// one column of text, so the vertical position and height of an element are
// where its text starts and how much of the page's text it holds; the
// horizontal ones are unknown and take the values of a full-width block.
func textBox(r []float64, st *features.Table, ex *extra, id, ref int) {
	total := float64(st.Chars[ref])
	r[CenterX], r[Width] = 0.5, 1
	if total <= 0 {
		return
	}
	start := float64(ex.before[id] - ex.before[ref])
	r[CenterY] = clamp01((start + float64(st.Chars[id])/2) / total)
	r[Height] = clamp01(float64(st.Chars[id]) / total)
}

func clamp01(f float64) float64 {
	switch {
	case f < 0:
		return 0
	case f > 1:
		return 1
	}
	return f
}

// computeExtra counts what package features does not: inner HTML length,
// table parts, the text before each element and the headings around it.
// The inner HTML is that of the tree dom builds, which leaves out script
// and style bodies and the values of attributes nothing reads (dom's lean
// parse, the browser's tree encoding): what a page's scripts weigh no
// longer counts as markup (the models were trained with it; on the dev
// corpora the shingle F1 of seeker moved by at most 0.007, of seeker2 by
// at most 0.027).
func computeExtra(doc *dom.Document, st *features.Table) *extra {
	n := doc.Len()
	ex := &extra{innerHTML: make([]int32, n), tableParts: make([]int32, n),
		before: make([]int32, n), heading: make([]bool, n), comment: make([]bool, n)}
	outer := make([]int32, n) // the element's own start and end tags
	var seen int32
	for id := 0; id < n; id++ {
		el := doc.Elems[id]
		ex.before[id] = seen
		seen += st.OwnChars[id]
		tag := int32(2*len(el.Data) + 5)
		for _, a := range el.Attr {
			tag += int32(len(a.Key) + len(a.Val) + 4)
		}
		outer[id] = tag
		for c := el.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.TextNode || c.Type == html.CommentNode {
				ex.innerHTML[id] += int32(len(c.Data))
			}
		}
		switch doc.Tag(id) {
		case atom.Table, atom.Tr, atom.Td:
			ex.tableParts[id]++
		}
		ex.comment[id] = segment.HasCommentToken(dom.ClassID(el))
		if p := doc.Parent[id]; p >= 0 && ex.comment[p] {
			ex.comment[id] = true
		}
		if isHeader(doc.Tag(id)) {
			markHeading(doc, ex.heading, id)
		}
	}
	ex.gov = computeGoverned(doc, st)
	for id := n - 1; id > 0; id-- {
		p := doc.Parent[id]
		ex.innerHTML[p] += ex.innerHTML[id] + outer[id]
		ex.tableParts[p] += ex.tableParts[id]
	}
	return ex
}

// isHeader reports h1–h5, the header elements of §4.1.5 headerAround.
func isHeader(a atom.Atom) bool {
	l := dom.HeadingLevel(a)
	return l >= 1 && l <= 5
}

// markHeading marks the elements a heading is "around": its parent, its
// siblings and its children (§4.1.5 headerAround checks parent, siblings
// and children of a node).
func markHeading(doc *dom.Document, heading []bool, h int) {
	p := int(doc.Parent[h])
	doc.Children(h, func(c int) { heading[c] = true })
	if p < 0 {
		return
	}
	heading[p] = true
	doc.Children(p, func(s int) {
		if s != h {
			heading[s] = true
		}
	})
}
