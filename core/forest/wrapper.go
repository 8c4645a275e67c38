package forest

import (
	"errors"
	"fmt"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/segment"
)

// Errors of Learn.
var (
	ErrNoSamples = errors.New("forest: no sample pages")
	ErrNoPattern = errors.New("forest: no significant structural pattern")
)

// FeedItem is the title and description of the feed item that links to a
// page: the second source of signifiers (§3.1).
type FeedItem struct {
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
}

// Sample is one page of a site given to Learn.
type Sample struct {
	Doc   *dom.Document
	Stats *features.Table
	// Feed, when not empty, gives the page's signifiers instead of its
	// title and description (single page) — with several pages tf-idf is
	// used and Feed only for a page tf-idf finds no signifier on.
	Feed FeedItem
}

// Wrapper is FOREST's generic wrapper (§3.4), the site profile: the best
// structural pattern as a CSS selector the browser can run as well. It is
// plain data, JSON-serialisable and small.
type Wrapper struct {
	// Selector finds the elements of the pattern: the element type at its
	// level ("html > * > * > div[class^="story"]").
	Selector string `json:"selector"`
	Tag      string `json:"tag"`
	Level    int    `json:"level"`
	Attrs    []Attr `json:"attrs,omitempty"`
	// ByPosition: the element type has no attribute and is identified by
	// its pre-order positions (dfs) in the samples, listed in DFS; the
	// selector then matches more than the pattern and DFS picks.
	ByPosition bool  `json:"byPosition,omitempty"`
	DFS        []int `json:"dfs,omitempty"`
	// Relevance is eq. (5) (or eq. 7 for Coverage) of the pattern.
	Relevance float64 `json:"relevance"`
	Measure   Measure `json:"measure"`
	// Pages is the number of sample pages it was learnt from.
	Pages int `json:"pages"`
}

// Learn infers the generic wrapper of a site from sample pages (Algorithm
// 1). With two pages or more the signifiers of each page are its top-k
// tf-idf terms over the samples; with one page, the terms of its title and
// description (or feed item) followed by its k most frequent terms.
func Learn(samples []Sample, opt Options) (*Wrapper, error) {
	opt = opt.withDefaults()
	if len(samples) == 0 {
		return nil, ErrNoSamples
	}
	ss := make([]*sample, len(samples))
	texts := make([]pageText, len(samples))
	for i, in := range samples {
		ss[i] = &sample{doc: in.Doc, stats: in.Stats, feed: in.Feed, keepComments: opt.KeepComments}
		ss[i].text = readTerms(ss[i])
		texts[i] = ss[i].text
	}
	var byTFIDF [][]signifier
	if len(ss) >= 2 {
		byTFIDF = tfidfSignifiers(texts, opt.Signifiers)
	}
	table := map[string]*pattern{}
	for i, s := range ss {
		if byTFIDF != nil && len(byTFIDF[i]) > 0 {
			s.sigs = byTFIDF[i]
		} else {
			s.sigs = mergeSignifiers(hintSignifiers(s, opt.Signifiers), topTermsOf(s.text, opt.Signifiers))
		}
		if len(s.sigs) > maxSignifiers {
			s.sigs = s.sigs[:maxSignifiers]
		}
		if len(s.sigs) == 0 {
			continue
		}
		collectPatterns(s, opt.Measure, table)
	}
	ranked := rank(table)
	if len(ranked) == 0 || ranked[0].relevance() <= 0 {
		return nil, ErrNoPattern
	}
	best := ranked[0]
	w := &Wrapper{Tag: best.typ.tag, Level: best.level, Attrs: best.typ.attrs, ByPosition: best.typ.byPosition,
		DFS: best.dfs, Relevance: best.relevance(), Measure: opt.Measure, Pages: len(samples)}
	w.Selector = w.selector()
	return w, nil
}

// mergeSignifiers is a followed by the terms of b it lacks, weight 1.
func mergeSignifiers(a, b []signifier) []signifier {
	seen := map[string]bool{}
	for _, s := range a {
		seen[s.term] = true
	}
	for _, s := range b {
		if !seen[s.term] {
			a = append(a, signifier{s.term, 1})
		}
	}
	return a
}

// topTermsOf is a lone page's tf-idf: its most frequent terms.
func topTermsOf(t pageText, k int) []signifier {
	sigs := make([]signifier, 0, len(t.tf))
	for term, f := range t.tf {
		sigs = append(sigs, signifier{term, float64(f)})
	}
	return topK(sigs, k)
}

// selector writes the pattern as CSS: the level as a chain of child
// combinators from <html>, the tolerant attribute values as prefixes.
func (w *Wrapper) selector() string {
	var b strings.Builder
	b.WriteString("html")
	for i := 1; i < w.Level; i++ {
		b.WriteString(" > *")
	}
	if w.Level == 0 {
		return b.String()
	}
	b.WriteString(" > ")
	b.WriteString(cssTag(w.Tag))
	for _, a := range w.Attrs {
		fmt.Fprintf(&b, `[%s^="%s"]`, a.Key, cssString(a.Value))
	}
	return b.String()
}

func cssTag(t string) string {
	for _, r := range t {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return "*"
		}
	}
	if t == "" {
		return "*"
	}
	return t
}

func cssString(v string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", " ").Replace(v)
}

// Apply runs the wrapper on a page and returns the elements it selects, in
// page order, outermost only. A position-typed pattern keeps the matches at
// a learnt position, else the match nearest to one.
func (w *Wrapper) Apply(in segment.Input) []int {
	if w == nil || w.Selector == "" {
		return nil
	}
	var ids []int
	for _, n := range selectAll(in.Doc.Root, w.Selector) {
		if id, ok := in.Doc.ID(n); ok && !in.Stats.Hidden[id] {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	if w.ByPosition {
		return []int{nearestPosition(ids, w.DFS)}
	}
	out := ids[:0:0]
	for _, id := range ids {
		if len(out) == 0 || !in.Doc.Contains(out[len(out)-1], id) {
			out = append(out, id)
		}
	}
	return out
}

// nearestPosition is the id at, or else nearest to, one of the positions.
func nearestPosition(ids, positions []int) int {
	best, bestDist := ids[0], -1
	for _, id := range ids {
		for _, p := range positions {
			d := id - p
			if d < 0 {
				d = -d
			}
			if bestDist < 0 || d < bestDist {
				best, bestDist = id, d
			}
		}
	}
	return best
}
