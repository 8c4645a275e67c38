package baseline

import (
	"sort"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html/atom"
)

// linkQuotaFilter is LQF (§3.3, algorithm 3.3): every block element whose
// own text (outside nested blocks) is more than LinkQuota link text loses
// that text; the rest of the body is the content.
func (r *run) linkQuotaFilter() []int {
	r.inlineStats()
	n := r.doc.Len()
	removed := make([]bool, n) // per block element: its text is deleted
	for id := r.doc.Body; id <= r.doc.End(r.doc.Body); id++ {
		if dom.IsBlock(r.doc.Tag(id)) && r.inline[id] > 0 &&
			float64(r.inLink[id]) > r.opt.LinkQuota*float64(r.inline[id]) {
			removed[id] = true
			r.trace.Add("lqf.remove", id, float64(r.inLink[id])/float64(r.inline[id]), "link quota above threshold")
		}
	}
	keep := make([]bool, n)
	for id := r.doc.Body; id <= r.doc.End(r.doc.Body); id++ {
		keep[id] = !removed[r.nearestBlock(id)]
	}
	return r.cover(keep)
}

// adHosts are the ad-server address fragments of Crunch's ad remover.
var adHosts = []string{"doubleclick.", "googlesyndication.", "googleadservices.",
	"adservice.", "adserver", "/ads/", "ads.", "adnxs.", "advertising.",
	"taboola.", "outbrain.", "criteo.", "amazon-adsystem.", "pagead"}

func isAdLink(href string) bool {
	h := strings.ToLower(href)
	for _, a := range adHosts {
		if strings.Contains(h, a) {
			return true
		}
	}
	return false
}

// crunch is Crunch's filter chain (§3.1, algorithm 3.1) with every filter
// on: ad links and the blocks that hold nothing else are removed, table
// cells and lists whose link-to-text ratio is above CrunchLinkRatio are
// removed, and text links are removed (their text is not content; Crunch
// appends them at the bottom, which we leave out).
func (r *run) crunch() []int {
	n := r.doc.Len()
	removed := make([]bool, n)
	for id := r.doc.Body; id <= r.doc.End(r.doc.Body); id++ {
		if id > r.doc.Body && removed[r.doc.Parent[id]] {
			removed[id] = true
			continue
		}
		el := r.doc.Elems[id]
		switch r.doc.Tag(id) {
		case atom.A, atom.Img, atom.Iframe, atom.Script:
			src := dom.Attr(el, "href") + " " + dom.Attr(el, "src")
			if isAdLink(src) {
				removed[id] = true
				if p := int(r.doc.Parent[id]); p > r.doc.Body && r.st.Chars[p] == r.st.Chars[id] {
					removed[p] = true // an ad slot: nothing but the ad
				}
			}
		case atom.Td, atom.Ul, atom.Ol:
			if r.st.Chars[id] > 0 && r.st.LinkDensity(id) > r.opt.CrunchLinkRatio {
				removed[id] = true
				r.trace.Add("crunch.linkcell", id, r.st.LinkDensity(id), "link cell or list")
			}
		}
	}
	keep := make([]bool, n)
	for id := r.doc.Body; id <= r.doc.End(r.doc.Body); id++ {
		keep[id] = !removed[id] && !r.st.InLink[id]
	}
	return r.cover(keep)
}

// largestPagelet is LP (§3.4, algorithm 3.4): starting from <body>, a node
// whose children include one with at least PageletLinks links is split
// into its children; a node that is not split is a pagelet. The pagelet
// with the most visible text is the content.
func (r *run) largestPagelet() []int {
	k := int32(r.opt.PageletLinks)
	queue := []int{r.doc.Body}
	best := r.doc.Body
	bestChars := int32(-1)
	for len(queue) > 0 {
		id := queue[0]
		queue = queue[1:]
		split := false
		r.doc.Children(id, func(c int) {
			if r.st.Links[c] >= k {
				split = true
			}
		})
		if split {
			r.doc.Children(id, func(c int) {
				if !r.st.Hidden[c] {
					queue = append(queue, c)
				}
			})
			continue
		}
		if r.st.Chars[id] > bestChars {
			best, bestChars = id, r.st.Chars[id]
		}
	}
	r.trace.Add("lp.pagelet", best, float64(bestChars), "largest pagelet")
	return []int{best}
}

// feBlockTags are the block-defining tags of Feature Extractor (§3.2,
// algorithm 3.2: table, tr, hr, ul), with div added after tr for pages laid
// out with div (hr has no descendants and never splits).
var feBlockTags = []atom.Atom{atom.Table, atom.Tr, atom.Div, atom.Ul}

// featureExtractor is FE (§3.2): the body is split into blocks by the
// block-defining tags in turn; each block's text purity is its share of
// words among all its features (words, links, images, form controls,
// scripts and embedded objects). FE returns the purest block (ties to the
// larger); K-FE clusters the blocks of at least KFEMinPurity with 2-means
// on purity and returns the blocks of the purer cluster.
func (r *run) featureExtractor(kMeans bool) []int {
	blocks := []int{r.doc.Body}
	for _, t := range feBlockTags {
		var next []int
		for _, b := range blocks {
			var sub []int
			for id := b + 1; id <= r.doc.End(b); id++ {
				if r.doc.Tag(id) == t && !r.st.Hidden[id] {
					sub = append(sub, id)
				}
			}
			if len(sub) == 0 {
				next = append(next, b)
			} else {
				next = append(next, sub...)
			}
		}
		blocks = dedupe(next)
	}
	purity := make([]float64, len(blocks))
	for i, b := range blocks {
		purity[i] = r.textPurity(b)
	}
	if !kMeans {
		best := -1
		for i, b := range blocks {
			if purity[i] > 0 && (best < 0 || purity[i] > purity[best] ||
				purity[i] == purity[best] && r.st.Chars[b] > r.st.Chars[blocks[best]]) {
				best = i
			}
		}
		if best < 0 {
			return nil
		}
		return []int{blocks[best]}
	}
	var cand []int
	var vals []float64
	for i, b := range blocks {
		if purity[i] >= r.opt.KFEMinPurity {
			cand = append(cand, b)
			vals = append(vals, purity[i])
		}
	}
	keep := twoMeansUpper(vals)
	var out []int
	for i, b := range cand {
		if keep[i] {
			out = append(out, b)
		}
	}
	return outermost(r.doc, out)
}

// textPurity is the share of the block's features that are words of text
// outside links.
func (r *run) textPurity(b int) float64 {
	words := float64(r.st.Words[b])
	linkWords := words * r.st.LinkDensity(b)
	text := words - linkWords
	other := float64(r.st.Links[b] + r.st.Images[b] + r.st.Inputs[b] + r.st.Forms[b])
	for id := b; id <= r.doc.End(b); id++ {
		switch r.doc.Tag(id) {
		case atom.Script, atom.Iframe, atom.Object, atom.Embed, atom.Applet:
			other++
		}
	}
	if text+other <= 0 {
		return 0
	}
	return text / (text + other)
}

// twoMeansUpper splits values into two clusters (1-D k-means, k = 2,
// started at the minimum and maximum) and marks those of the upper one.
func twoMeansUpper(vals []float64) []bool {
	keep := make([]bool, len(vals))
	if len(vals) == 0 {
		return keep
	}
	lo, hi := vals[0], vals[0]
	for _, v := range vals {
		lo, hi = min(lo, v), max(hi, v)
	}
	for iter := 0; iter < 50; iter++ {
		var sl, sh, nl, nh float64
		for _, v := range vals {
			if v-lo <= hi-v {
				sl, nl = sl+v, nl+1
			} else {
				sh, nh = sh+v, nh+1
			}
		}
		nlo, nhi := lo, hi
		if nl > 0 {
			nlo = sl / nl
		}
		if nh > 0 {
			nhi = sh / nh
		}
		if nlo == lo && nhi == hi {
			break
		}
		lo, hi = nlo, nhi
	}
	for i, v := range vals {
		keep[i] = hi-v < v-lo || lo == hi
	}
	return keep
}

// dedupe drops repeated ids, keeping the first.
func dedupe(ids []int) []int {
	seen := map[int]bool{}
	out := ids[:0:0]
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// outermost keeps, in page order, the ids not inside another.
func outermost(doc *dom.Document, ids []int) []int {
	sorted := append([]int(nil), ids...)
	sort.Ints(sorted)
	var out []int
	for _, id := range sorted {
		if len(out) > 0 && (out[len(out)-1] == id || doc.Contains(out[len(out)-1], id)) {
			continue
		}
		out = append(out, id)
	}
	return out
}
