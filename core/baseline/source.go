package baseline

import (
	"math"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// stream is the page read as its source is by DSC and CCB: a sequence of
// entries, code (markup) or content (text), each content entry knowing the
// element whose own text it is (-1 for text that is not shown).
type stream struct {
	content []bool
	owner   []int32
}

func (s *stream) add(content bool, owner int, times int) {
	for i := 0; i < times; i++ {
		s.content = append(s.content, content)
		s.owner = append(s.owner, int32(owner))
	}
}

// streamMode says how the source is cut into entries.
type streamMode int

const (
	tokens   streamMode = iota // a tag is one entry, a word is one entry (DSC, TCCB)
	chars                      // every character is an entry (CCB)
	charsNoA                   // as chars, but <a> markup is not code (ACCB)
)

// buildStream serialises the document in source order. The markup of a tag
// counts as its length in characters (name, attributes, brackets); the
// text of scripts, styles and hidden elements is code.
func (r *run) buildStream(mode streamMode) *stream {
	s := &stream{}
	var walk func(n *html.Node, owner int, shown bool)
	walk = func(n *html.Node, owner int, shown bool) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				r.addText(s, mode, c.Data, owner, shown)
			case html.ElementNode:
				id, ok := r.doc.ID(c)
				if !ok {
					continue
				}
				vis := shown && !r.st.Hidden[id]
				if mode == charsNoA && c.DataAtom == atom.A {
					walk(c, id, vis)
					continue
				}
				r.addTag(s, mode, c, true)
				walk(c, id, vis)
				if !isVoid(c.DataAtom) {
					r.addTag(s, mode, c, false)
				}
			}
		}
	}
	walk(r.doc.Root, -1, true)
	return s
}

func (r *run) addTag(s *stream, mode streamMode, el *html.Node, start bool) {
	if mode == tokens {
		s.add(false, -1, 1)
		return
	}
	n := len(el.Data) + 3
	if start {
		n = len(el.Data) + 2
		for _, a := range el.Attr {
			n += len(a.Key) + len(a.Val) + 4
		}
	}
	s.add(false, -1, n)
}

func (r *run) addText(s *stream, mode streamMode, text string, owner int, shown bool) {
	if !shown || owner < 0 {
		if mode == tokens {
			if strings.TrimSpace(text) != "" {
				s.add(false, -1, 1)
			}
			return
		}
		s.add(false, -1, len(text))
		return
	}
	if mode == tokens {
		s.add(true, owner, len(strings.Fields(text)))
		return
	}
	s.add(true, owner, len(dom.FoldSpace(text)))
}

func isVoid(a atom.Atom) bool {
	switch a {
	case atom.Area, atom.Base, atom.Br, atom.Col, atom.Embed, atom.Hr, atom.Img,
		atom.Input, atom.Link, atom.Meta, atom.Source, atom.Track, atom.Wbr:
		return true
	}
	return false
}

// keepMajority turns per-entry decisions into per-element ones: an
// element's own text is kept when most of its entries are.
func (r *run) keepMajority(s *stream, kept func(i int) bool) []bool {
	n := r.doc.Len()
	yes := make([]int32, n)
	all := make([]int32, n)
	for i, o := range s.owner {
		if o < 0 || !s.content[i] {
			continue
		}
		all[o]++
		if kept(i) {
			yes[o]++
		}
	}
	keep := make([]bool, n)
	for id := range keep {
		keep[id] = all[id] > 0 && 2*yes[id] >= all[id]
	}
	return keep
}

// slopeCurve is DSC (§3.5): over the token sequence the cumulative count of
// tags rises steeply in markup and slowly in text; a word is content when
// the slope in the window of DSCWindow tokens around it is below DSCSlope
// times the page's average slope.
func (r *run) slopeCurve() []int {
	s := r.buildStream(tokens)
	n := len(s.content)
	if n == 0 {
		return nil
	}
	prefix := make([]int32, n+1) // tags before entry i
	for i, c := range s.content {
		prefix[i+1] = prefix[i]
		if !c {
			prefix[i+1]++
		}
	}
	avg := float64(prefix[n]) / float64(n)
	w := r.opt.DSCWindow
	keep := r.keepMajority(s, func(i int) bool {
		lo, hi := max(0, i-w), min(n, i+w+1)
		slope := float64(prefix[hi]-prefix[lo]) / float64(hi-lo)
		return slope < r.opt.DSCSlope*avg
	})
	return r.cover(keep)
}

// blur is Content Code Blurring (§3.6): the content code vector (1 for
// content, 0 for code) is blurred with a Gaussian of radius BlurRadius; an
// entry is content when its blurred value reaches BlurThreshold. CCB works
// on characters, TCCB on tokens (a tag or a word), ACCB on characters with
// the markup of links not counted as code.
func (r *run) blur(m Method) []int {
	mode := chars
	switch m {
	case TCCB:
		mode = tokens
	case ACCB:
		mode = charsNoA
	}
	s := r.buildStream(mode)
	v := make([]float32, len(s.content))
	for i, c := range s.content {
		if c {
			v[i] = 1
		}
	}
	b := gaussianBlur(v, r.opt.BlurRadius)
	keep := r.keepMajority(s, func(i int) bool { return float64(b[i]) >= r.opt.BlurThreshold })
	return r.cover(keep)
}

// gaussianBlur is one pass of a Gaussian filter (σ = radius/2, cut at the
// radius), normalised by the weights inside the vector.
func gaussianBlur(v []float32, radius int) []float32 {
	w := make([]float64, radius+1)
	sigma := float64(radius) / 2
	if sigma <= 0 {
		sigma = 1
	}
	for k := range w {
		w[k] = math.Exp(-float64(k*k) / (2 * sigma * sigma))
	}
	out := make([]float32, len(v))
	for i := range v {
		var sum, norm float64
		for k := -radius; k <= radius; k++ {
			j := i + k
			if j < 0 || j >= len(v) {
				continue
			}
			wk := w[abs(k)]
			sum += wk * float64(v[j])
			norm += wk
		}
		out[i] = float32(sum / norm)
	}
	return out
}

func abs(k int) int {
	if k < 0 {
		return -k
	}
	return k
}
