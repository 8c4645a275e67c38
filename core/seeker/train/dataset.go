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
	for _, id := range seeker.Candidates(doc, st, l.MinChars) {
		x := append([]float64(nil), vec.Row(id)...)
		content := cov.Share(id) >= l.Most
		w := 1.0
		if content {
			w = l.PositiveWeight
		}
		s.Single.Add(x, content, w)
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
