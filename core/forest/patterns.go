package forest

import (
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"golang.org/x/net/html"
)

// sample is one page of the site being learnt.
type sample struct {
	doc   *dom.Document
	stats *features.Table
	feed  FeedItem
	text  pageText
	sigs  []signifier
	// keepComments: comment sections count as page text (Options).
	keepComments bool
}

// maxSignifiers bounds the signifiers of one page (they are a bit set).
const maxSignifiers = 64

// elementCounts are the signifier statistics of every element's subtree.
type elementCounts struct {
	// x: signifier occurrences, n: all terms (x + y of §3.3).
	x, n []float64
	// present: the set of distinct signifiers in the subtree (bit i =
	// sigs[i]).
	present []uint64
	// significant: the element's own text holds a signifier (§3.2: a
	// significant node; its tag path is a significant terminal path).
	significant []bool
}

func countSignifiers(s *sample) elementCounts {
	n := s.doc.Len()
	c := elementCounts{x: make([]float64, n), n: make([]float64, n), present: make([]uint64, n), significant: make([]bool, n)}
	index := make(map[string]int, len(s.sigs))
	for i, sg := range s.sigs {
		index[sg.term] = i
	}
	root := bodyOf(s.doc)
	for id := s.doc.End(root); id >= root; id-- {
		for _, t := range s.text.ownTerms[id] {
			c.n[id]++
			if i, ok := index[t]; ok {
				c.x[id]++
				c.present[id] |= 1 << uint(i)
				c.significant[id] = true
			}
		}
		if id == root {
			break
		}
		p := s.doc.Parent[id]
		c.x[p] += c.x[id]
		c.n[p] += c.n[id]
		c.present[p] |= c.present[id]
	}
	return c
}

// jeffreyDensity is eq. (2): the lower end of the ≈70% confidence interval
// of the signifier density with Jeffrey's add-half estimator, floored at 0.
func jeffreyDensity(x, y float64) float64 {
	n := x + y
	if n <= 0 {
		return 0
	}
	return math.Max(0, (x+0.5-math.Sqrt((x+0.5)*(y+0.5)/n))/(n+1))
}

// unexpectedness is eq. (3) in nats: U = (x+y)·ln(X+Y) − x·ln X − y·ln Y,
// with 0·ln 0 = 0.
func unexpectedness(x, y, bigX, bigY float64) float64 {
	xlog := func(a, b float64) float64 {
		if a == 0 || b <= 0 {
			return 0
		}
		return a * math.Log(b)
	}
	return xlog(x+y, bigX+bigY) - xlog(x, bigX) - xlog(y, bigY)
}

// Attr is one attribute of an element type, its value in tolerant form.
type Attr struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// typedAttrs are the attributes an element type is built from, in this
// order.
var typedAttrs = []string{"id", "class", "itemprop", "role"}

// tolerantForm is §3.2's tolerant form of an attribute value: its first
// token, cut at the first digit ("post wrapper-02" → "post", "wrapper-02 x"
// → "wrapper-").
func tolerantForm(v string) string {
	f := strings.Fields(v)
	if len(f) == 0 {
		return ""
	}
	t := f[0]
	if i := strings.IndexFunc(t, func(r rune) bool { return r >= '0' && r <= '9' }); i >= 0 {
		t = t[:i]
	}
	return t
}

// elementType is Definition 2: the tag and its attributes in tolerant form,
// or, for an element without such attributes, the tag and its position
// (dfs: the pre-order index).
type elementType struct {
	tag        string
	attrs      []Attr
	byPosition bool
}

func typeOf(el *html.Node) elementType {
	t := elementType{tag: el.Data}
	for _, k := range typedAttrs {
		if v := tolerantForm(dom.Attr(el, k)); v != "" {
			t.attrs = append(t.attrs, Attr{k, v})
		}
	}
	t.byPosition = len(t.attrs) == 0
	return t
}

// patternKey names a structural pattern (Definition 3: element type and
// level).
func patternKey(t elementType, level, dfs int) string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(level))
	b.WriteString(" ")
	b.WriteString(t.tag)
	for _, a := range t.attrs {
		b.WriteString("[" + a.Key + "=" + a.Value + "]")
	}
	if t.byPosition {
		b.WriteString("[dfs=" + strconv.Itoa(dfs) + "]")
	}
	return b.String()
}

// pattern is one structural pattern with its statistics over the samples.
type pattern struct {
	key   string
	typ   elementType
	level int
	// paths is p: the significant terminal paths it occurs on.
	paths int
	// measure is Σ_k of the per-page measure (I = J×U, or Cov), each page
	// counting its best element of the pattern.
	measure float64
	dfs     []int
}

// relevance is eq. (5) (or eq. 7 with Cov): Σ_k measure × p × level.
func (p *pattern) relevance() float64 { return p.measure * float64(p.paths) * float64(p.level) }

// Measure names the per-element score of the ranking.
type Measure string

// The measures.
const (
	// Informativeness is FOREST: I = J × U (eq. 4).
	Informativeness Measure = "informativeness"
	// Coverage is the COVERAGE baseline (eq. 6).
	Coverage Measure = "coverage"
)

// collectPatterns adds one sample's structural patterns to the table.
func collectPatterns(s *sample, measure Measure, table map[string]*pattern) {
	c := countSignifiers(s)
	doc := s.doc
	root := bodyOf(doc)
	// pathCount[e]: significant terminal paths through e.
	pathCount := make([]int, doc.Len())
	for id := root; id <= doc.End(root); id++ {
		if !c.significant[id] {
			continue
		}
		for a := id; a >= 0; a = int(doc.Parent[a]) {
			pathCount[a]++
		}
	}
	bigX := c.x[root]
	bigY := c.n[root] - bigX
	var totalWeight, maxWeight float64
	for _, sg := range s.sigs {
		maxWeight = math.Max(maxWeight, sg.weight)
	}
	best := map[string]float64{}
	for id := 0; id < doc.Len(); id++ {
		if pathCount[id] == 0 {
			continue
		}
		t := typeOf(doc.Elems[id])
		level := int(doc.Depth[id])
		key := patternKey(t, level, id)
		p := table[key]
		if p == nil {
			p = &pattern{key: key, typ: t, level: level}
			table[key] = p
		}
		p.paths += pathCount[id]
		p.dfs = appendUnique(p.dfs, id)
		var m float64
		if measure == Coverage {
			totalWeight = 0
			for i, sg := range s.sigs {
				if c.present[id]&(1<<uint(i)) != 0 {
					totalWeight += sg.weight / maxWeight
				}
			}
			m = totalWeight / float64(len(s.sigs))
		} else {
			x, y := c.x[id], c.n[id]-c.x[id]
			m = jeffreyDensity(x, y) * unexpectedness(x, y, bigX, bigY)
		}
		if old, ok := best[key]; !ok || m > old {
			best[key] = m
		}
	}
	for key, m := range best {
		table[key].measure += m
	}
}

func appendUnique(s []int, v int) []int {
	for _, x := range s {
		if x == v {
			return s
		}
	}
	return append(s, v)
}

// rank sorts the patterns by relevance, best first (ties: shallower level,
// then key, for determinism).
func rank(table map[string]*pattern) []*pattern {
	out := make([]*pattern, 0, len(table))
	for _, p := range table {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool {
		ri, rj := out[i].relevance(), out[j].relevance()
		if ri != rj {
			return ri > rj
		}
		if out[i].level != out[j].level {
			return out[i].level < out[j].level
		}
		return out[i].key < out[j].key
	})
	return out
}
