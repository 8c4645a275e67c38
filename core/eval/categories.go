package eval

import (
	"fmt"
	"hash/fnv"
	"net/url"
	"sort"
	"strings"
)

// CategoryScore is the article shingle score over the pages of one gold
// category (web2026's article, documentation, product, …): the whole-corpus
// figure hides that pith can be strong on news and weak on shops.
type CategoryScore struct {
	Category string  `json:"category"`
	Article  PRScore `json:"article"`
}

// categories scores the article text per gold category, in name order;
// nil when the corpus has no categories.
func (s *scoring) categories() []CategoryScore {
	by := map[string][]TextPair{}
	for _, g := range s.corpus.Golds {
		if g.Category != "" && g.Article != "" {
			by[g.Category] = append(by[g.Category], TextPair{g.Article, s.byID[g.ID].Article})
		}
	}
	if len(by) == 0 {
		return nil
	}
	names := make([]string, 0, len(by))
	for n := range by {
		names = append(names, n)
	}
	sort.Strings(names)
	out := make([]CategoryScore, len(names))
	for i, n := range names {
		out[i] = CategoryScore{n, ShingleScore(by[n])}
	}
	return out
}

// categoryKinds is the page kind each gold category calls for: a
// collection (a shop's category) and a listing are both lists of items, a
// service page is a page of sections.
var categoryKinds = map[string]string{"article": "article", "blog": "article", "documentation": "documentation",
	"product": "product", "listing": "listing", "collection": "listing", "forum": "discussion", "service": "page"}

// kinds scores the predicted page kinds against the gold categories'
// (confusion keyed "gold->predicted"); nil without categories.
func (s *scoring) kinds() *TypeScore {
	conf := map[string]int{}
	right, n := 0, 0
	for _, g := range s.corpus.Golds {
		want, ok := categoryKinds[g.Category]
		if !ok {
			continue
		}
		got := s.byID[g.ID].Kind
		if got == "" {
			got = "-"
		}
		n++
		if got == want {
			right++
		}
		conf[want+"->"+got]++
	}
	if n == 0 {
		return nil
	}
	return &TypeScore{Accuracy: pyRound(ratio(right, n), 4), Pages: n, Confusion: conf}
}

// CategoryLine is the per-category article F1 as one line ("" without
// categories).
func (r Report) CategoryLine() string {
	if len(r.Categories) == 0 {
		return ""
	}
	parts := make([]string, len(r.Categories))
	for i, c := range r.Categories {
		parts[i] = fmt.Sprintf("%s(%d)=%.4f", c.Category, c.Article.Pages, c.Article.F1)
	}
	line := r.Corpus + " categories article_f1 " + strings.Join(parts, " ")
	if r.Kind != nil {
		keys := make([]string, 0, len(r.Kind.Confusion))
		for k := range r.Kind.Confusion {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		conf := make([]string, len(keys))
		for i, k := range keys {
			conf[i] = fmt.Sprintf("%s:%d", k, r.Kind.Confusion[k])
		}
		line += fmt.Sprintf("\n%s kind_acc=%.4f %s", r.Corpus, r.Kind.Accuracy, strings.Join(conf, " "))
	}
	return line
}

// SiteOf is the site a gold page belongs to: its "site" field, else its
// URL's host without "www.", else its id (a page of its own).
func SiteOf(g Gold) string {
	if g.Site != "" {
		return g.Site
	}
	if u, err := url.Parse(g.URL); err == nil && u.Host != "" {
		return strings.TrimPrefix(strings.ToLower(u.Host), "www.")
	}
	return g.ID
}

// SiteHalf is the half ("a" or "b") of a site split a page falls in:
// FNV-1a of its site, odd or even. All pages of one site land in the same
// half, so rules chosen by looking at one half are measured on sites they
// never saw in the other.
func SiteHalf(g Gold) string {
	h := fnv.New32a()
	h.Write([]byte(SiteOf(g)))
	if h.Sum32()%2 == 0 {
		return "a"
	}
	return "b"
}

// SiteHalfOf is a copy of c holding only the pages of one site half.
func SiteHalfOf(c *Corpus, half string) *Corpus {
	sub := *c
	sub.Golds = nil
	for _, g := range c.Golds {
		if SiteHalf(g) == half {
			sub.Golds = append(sub.Golds, g)
		}
	}
	return &sub
}
