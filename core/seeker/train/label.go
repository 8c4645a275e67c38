package train

import (
	"hash/fnv"
	"strings"
	"unicode"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"golang.org/x/net/html"
)

// ShingleSize is the length in words of the shingles used to match a node's
// text against the gold article (the 4-word shingles of the article F1).
const ShingleSize = 4

// Coverage tells, for every element, how many words of its visible text
// there are and how many of them lie in a shingle of the gold article.
type Coverage struct {
	Words   []int32
	Covered []int32
}

// Share is the part of the element's words that are in the gold article;
// -1 for an element without words.
func (c *Coverage) Share(id int) float64 {
	if c.Words[id] == 0 {
		return -1
	}
	return float64(c.Covered[id]) / float64(c.Words[id])
}

// Cover matches the page's visible text against the gold text: the page's
// words are read in document order (hidden and non-content elements
// skipped, as in package features), every run of ShingleSize consecutive
// words whose shingle occurs in the gold marks its words covered, and the
// counts are summed over each subtree.
func Cover(doc *dom.Document, st *features.Table, gold string) *Coverage {
	goldSet := map[uint64]bool{}
	for _, h := range shingles(words(gold)) {
		goldSet[h] = true
	}
	var toks []string
	var owner []int32
	var walk func(n *html.Node, id int)
	walk = func(n *html.Node, id int) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch c.Type {
			case html.TextNode:
				for _, w := range words(c.Data) {
					toks = append(toks, w)
					owner = append(owner, int32(id))
				}
			case html.ElementNode:
				cid, ok := doc.ID(c)
				if ok && !st.Hidden[cid] {
					walk(c, cid)
				}
			}
		}
	}
	for c := doc.Root.FirstChild; c != nil; c = c.NextSibling {
		if id, ok := doc.ID(c); ok && !st.Hidden[id] {
			walk(c, id)
		}
	}
	covered := make([]bool, len(toks))
	for i, h := range shingles(toks) {
		if goldSet[h] {
			for k := i; k < i+ShingleSize && k < len(toks); k++ {
				covered[k] = true
			}
		}
	}
	n := doc.Len()
	cov := &Coverage{Words: make([]int32, n), Covered: make([]int32, n)}
	for i, o := range owner {
		cov.Words[o]++
		if covered[i] {
			cov.Covered[o]++
		}
	}
	for id := n - 1; id > 0; id-- {
		p := doc.Parent[id]
		cov.Words[p] += cov.Words[id]
		cov.Covered[p] += cov.Covered[id]
	}
	return cov
}

// words splits text into lower-cased runs of letters and digits.
func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// shingles hashes every run of ShingleSize words; a text shorter than that
// is one shingle.
func shingles(ws []string) []uint64 {
	if len(ws) == 0 {
		return nil
	}
	n := len(ws) - ShingleSize + 1
	if n < 1 {
		n = 1
	}
	out := make([]uint64, n)
	for i := range out {
		h := fnv.New64a()
		for k := i; k < i+ShingleSize && k < len(ws); k++ {
			h.Write([]byte(ws[k]))
			h.Write([]byte{0})
		}
		out[i] = h.Sum64()
	}
	return out
}
