package forest

import (
	"math"
	"sort"
	"strings"
	"unicode"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// stopWords are left out of the terms (§3.1: tokenisation, stop-word
// removal, stemming). English plus the commonest function words of the
// languages of the dev corpora; words under three letters never count.
var stopWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`about above after again against all also and any are because been
	before being below between both but can could did does doing down during each few for from
	further had has have having her here hers herself him himself his how into its itself just more
	most not now off once only other our ours out over own same she should some such than that the
	their theirs them then there these they this those through too under until very was were what
	when where which while who whom why will with would you your yours said says one two new
	der die das und den dem des ein eine einer nicht mit von für auf ist les des une est pour dans
	qui que sur par pas del los las una por con para como`) {
		m[w] = true
	}
	return m
}()

// tokens calls fn with every term of s: lower-cased runs of letters and
// digits, at least three characters, not a stop word and not a number,
// stemmed.
func tokens(s string, fn func(term string)) {
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		w := strings.ToLower(s[start:end])
		start = -1
		if len(w) < 3 || stopWords[w] || isNumber(w) {
			return
		}
		fn(stem(w))
	}
	for i, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		flush(i)
	}
	flush(len(s))
}

func isNumber(w string) bool {
	for _, r := range w {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// stem strips the commonest English inflections (a light stemmer: the paper
// stems, and any consistent conflation serves the matching).
func stem(w string) string {
	n := len(w)
	switch {
	case n > 5 && strings.HasSuffix(w, "ing"):
		return w[:n-3]
	case n > 4 && strings.HasSuffix(w, "ies"):
		return w[:n-3] + "y"
	case n > 4 && strings.HasSuffix(w, "ed"):
		return w[:n-2]
	case n > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		return w[:n-1]
	}
	return w
}

// pageText holds the terms of one page's visible <body> text, per element
// (direct text only).
type pageText struct {
	ownTerms [][]string
	tf       map[string]int
}

// readTerms tokenises every element's direct text once. Text inside comment
// sections (class/id with the comment vocabulary of package segment) is left
// out unless the sample keeps comments: see the package documentation.
func readTerms(s *sample) pageText {
	doc := s.doc
	pt := pageText{ownTerms: make([][]string, doc.Len()), tf: map[string]int{}}
	root := bodyOf(doc)
	inComments := make([]bool, doc.Len())
	for id := root; id <= doc.End(root); id++ {
		inComments[id] = (id > root && inComments[doc.Parent[id]]) ||
			(isCommentSection(s, id, root) && segment.HasCommentToken(dom.ClassID(doc.Elems[id])))
		if s.stats.Hidden[id] || (inComments[id] && !s.keepComments) {
			continue
		}
		for c := doc.Elems[id].FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.TextNode {
				continue
			}
			tokens(c.Data, func(t string) {
				pt.ownTerms[id] = append(pt.ownTerms[id], t)
				pt.tf[t]++
			})
		}
	}
	return pt
}

// isCommentSection bounds what may be a comment section: less than half of
// the page's text (a wrapper whose id merely mentions comments, such as an
// archived page's <text id="…/read-comments-…">, is not one).
func isCommentSection(s *sample, id, root int) bool {
	return id > root && 2*s.stats.Chars[id] < s.stats.Chars[root]
}

// signifier is a term with its weight (tf-idf, or 1 for hint terms).
type signifier struct {
	term   string
	weight float64
}

// tfidfSignifiers picks the top-k terms of each page by tf·idf over the
// sample pages (§3.1). A term on every page has idf 0 and is never a
// signifier; with one page every term has idf 0 and nil is returned.
func tfidfSignifiers(pages []pageText, k int) [][]signifier {
	df := map[string]int{}
	for _, p := range pages {
		for t := range p.tf {
			df[t]++
		}
	}
	out := make([][]signifier, len(pages))
	n := float64(len(pages))
	for i, p := range pages {
		var sigs []signifier
		for t, f := range p.tf {
			if w := float64(f) * math.Log(n/float64(df[t])); w > 0 {
				sigs = append(sigs, signifier{t, w})
			}
		}
		out[i] = topK(sigs, k)
	}
	return out
}

// hintSignifiers are the terms of the page's title and description (or of
// the feed item given for it), each of weight 1, at most k·3 (a title and a
// description hold a few dozen terms at most).
func hintSignifiers(s *sample, k int) []signifier {
	title, desc := s.feed.Title, s.feed.Description
	if title == "" && desc == "" {
		title, desc = pageTitle(s.doc)
	}
	seen := map[string]bool{}
	var sigs []signifier
	tokens(title+" . "+desc, func(t string) {
		if !seen[t] && len(sigs) < 3*k {
			seen[t] = true
			sigs = append(sigs, signifier{t, 1})
		}
	})
	return sigs
}

// topK sorts by weight (then term, for determinism) and keeps k.
func topK(sigs []signifier, k int) []signifier {
	sort.Slice(sigs, func(i, j int) bool {
		if sigs[i].weight != sigs[j].weight {
			return sigs[i].weight > sigs[j].weight
		}
		return sigs[i].term < sigs[j].term
	})
	if len(sigs) > k {
		sigs = sigs[:k]
	}
	return sigs
}

// pageTitle reads the title and the description: og:title or <title>, and
// og:description or the description meta tag. The whole document is read,
// not only <head>: archived pages with text before <html> have all of it in
// <body>.
func pageTitle(doc *dom.Document) (title, desc string) {
	var plain, og, metaDesc, ogDesc string
	for id := 0; id < doc.Len(); id++ {
		el := doc.Elems[id]
		switch el.DataAtom {
		case atom.Title:
			if plain == "" && el.Parent != nil && el.Parent.DataAtom != atom.Svg {
				plain = dom.FoldSpace(textOf(el))
			}
		case atom.Meta:
			key := strings.ToLower(dom.Attr(el, "property") + dom.Attr(el, "name"))
			val := dom.Attr(el, "content")
			switch key {
			case "og:title":
				og = val
			case "og:description":
				ogDesc = val
			case "description":
				metaDesc = val
			}
		}
	}
	title, desc = og, ogDesc
	if title == "" {
		title = plain
	}
	if desc == "" {
		desc = metaDesc
	}
	return title, desc
}

func textOf(n *html.Node) string {
	var b strings.Builder
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.TextNode {
			b.WriteString(c.Data)
		}
	}
	return b.String()
}

func bodyOf(doc *dom.Document) int {
	if doc.Body >= 0 {
		return doc.Body
	}
	return 0
}
