package train

import (
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/seeker"
)

// Labels are the rules that turn gold text into node labels (the thesis
// labelled nodes by hand, §6.3; we derive them from the gold article).
type Labels struct {
	// Most: a node is main content when at least this share of its words
	// lies in shingles of the gold article. Default 0.5 (a majority).
	Most float64
	// Uniform: a node is a uniform segment when its content share is at
	// least Uniform or at most 1−Uniform. Default 0.8.
	Uniform float64
	// PositiveWeight is the weight of a main-content instance (§6.5
	// cost-sensitive learning: CFN with CFP = 1). Default 1.
	PositiveWeight float64
	// MinChars is the candidates' least text (seeker.Options.MinChars).
	MinChars int
	// Governed labels the single-phase set by what the selection step uses
	// the tree for: a candidate's leaf share becomes the content
	// probability of the text it governs (its words outside any
	// descendant candidate). Each candidate then enters twice, as content
	// with weight PageWeight × governed words / page words × covered share
	// (× PositiveWeight) and as noise with the rest, so a leaf's share
	// estimates the covered part of the text reaching it.
	Governed bool
	// PageWeight is the total weight of one page's text under Governed.
	// Default 100.
	PageWeight float64
}

func (l Labels) withDefaults() Labels {
	if l.Most <= 0 {
		l.Most = 0.5
	}
	if l.Uniform <= 0.5 {
		l.Uniform = 0.8
	}
	if l.PositiveWeight <= 0 {
		l.PositiveWeight = 1
	}
	if l.MinChars <= 0 {
		l.MinChars = seeker.DefaultMinChars
	}
	if l.PageWeight <= 0 {
		l.PageWeight = 100
	}
	return l
}

// Sets are the three training sets of table 6.3–6.5: single phase (main
// content or not), segment (good segment or not) and two-phase content
// (main content or not, among good segments).
type Sets struct {
	Single, Segment, Content Set
	Pages                    int
}

// NewSets returns empty sets with the feature kinds filled in.
func NewSets() *Sets {
	s := &Sets{}
	for _, set := range []*Set{&s.Single, &s.Segment, &s.Content} {
		set.Nominal = make([]int, seeker.NumFeatures)
		set.Nominal[seeker.TagName] = seeker.NumTagCategories
	}
	return s
}

// AddPage adds the candidates of one page, labelled against its gold
// article text.
func (s *Sets) AddPage(doc *dom.Document, st *features.Table, gold string, l Labels) {
	l = l.withDefaults()
	cov := Cover(doc, st, gold)
	vec := seeker.Compute(doc, st, nil)
	s.Pages++
	cands := seeker.Candidates(doc, st, l.MinChars)
	var gov *Coverage
	if l.Governed {
		gov = governed(doc, cov, cands)
	}
	for _, id := range cands {
		x := append([]float64(nil), vec.Row(id)...)
		content := cov.Share(id) >= l.Most
		w := 1.0
		if content {
			w = l.PositiveWeight
		}
		if gov == nil {
			s.Single.Add(x, content, w)
		} else if words := gov.Words[id]; words > 0 && cov.Words[doc.Body] > 0 {
			pw := l.PageWeight * float64(words) / float64(cov.Words[doc.Body])
			share := gov.Share(id)
			if share > 0 {
				s.Single.Add(x, true, pw*share*l.PositiveWeight)
			}
			if share < 1 {
				s.Single.Add(x, false, pw*(1-share))
			}
		}
		good := goodSegment(doc, cov, id, l.Uniform)
		s.Segment.Add(x, good, 1)
		if good {
			s.Content.Add(x, content, w)
		}
	}
}

// goodSegment: the node is uniform (mostly content or mostly noise) and its
// parent is not uniform the same way — the coarsest uniform unit, the
// granularity the thesis's annotators chose (§4.1.1, fig. 6.3).
func goodSegment(doc *dom.Document, cov *Coverage, id int, uniform float64) bool {
	side := uniformSide(cov.Share(id), uniform)
	if side == 0 {
		return false
	}
	if id == doc.Body || doc.Parent[id] < 0 {
		return true
	}
	return uniformSide(cov.Share(int(doc.Parent[id])), uniform) != side
}

// uniformSide is +1 for mostly content, -1 for mostly noise, 0 for mixed.
func uniformSide(share, uniform float64) int {
	switch {
	case share < 0:
		return -1
	case share >= uniform:
		return 1
	case share <= 1-uniform:
		return -1
	}
	return 0
}

// Append adds the instances of o (same features) to s.
func (s *Set) Append(o *Set) {
	s.X = append(s.X, o.X...)
	s.Y = append(s.Y, o.Y...)
	s.W = append(s.W, o.W...)
}

// Append adds the instances and pages of o to s.
func (s *Sets) Append(o *Sets) {
	s.Single.Append(&o.Single)
	s.Segment.Append(&o.Segment)
	s.Content.Append(&o.Content)
	s.Pages += o.Pages
}

// governed is the coverage of the text each candidate governs: its words
// that lie in no descendant candidate, whose content probability the
// selection step takes from the candidate's leaf (seeker.run.classify).
// Entries of non-candidates are zero.
func governed(doc *dom.Document, cov *Coverage, cands []int) *Coverage {
	n := doc.Len()
	g := &Coverage{Words: make([]int32, n), Covered: make([]int32, n)}
	isCand := make([]bool, n)
	for _, id := range cands {
		isCand[id] = true
		g.Words[id], g.Covered[id] = cov.Words[id], cov.Covered[id]
	}
	for _, id := range cands {
		for a := int(doc.Parent[id]); a >= 0; a = int(doc.Parent[a]) {
			if isCand[a] {
				g.Words[a] -= cov.Words[id]
				g.Covered[a] -= cov.Covered[id]
				break
			}
		}
	}
	return g
}
