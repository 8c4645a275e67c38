package train

import (
	"math"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/seeker"
)

func toySet(n int, label func(x []float64) bool) *Set {
	s := &Set{Nominal: make([]int, 3)}
	s.Nominal[2] = 3
	for i := 0; i < n; i++ {
		x := []float64{float64(i%50) / 50, float64((i*7)%13) / 13, float64(i % 3)}
		s.Add(x, label(x), 1)
	}
	return s
}

func TestFitLearnsSeparableSet(t *testing.T) {
	s := toySet(400, func(x []float64) bool { return x[0] > 0.5 })
	tree := Fit(s, Params{})
	if acc := Accuracy(tree, s); acc != 1 {
		t.Errorf("accuracy %.3f on a separable set", acc)
	}
	if tree.Feature != 0 || tree.Threshold < 0.5 || tree.Threshold >= 0.52 || tree.Size() != 3 {
		t.Errorf("tree = feature %d at %v, %d nodes; want one cut on feature 0 in [0.5, 0.52)", tree.Feature, tree.Threshold, tree.Size())
	}
}

func TestFitUsesNominalSplit(t *testing.T) {
	s := toySet(300, func(x []float64) bool { return x[2] == 1 })
	tree := Fit(s, Params{})
	if !tree.Nominal || tree.Feature != 2 || len(tree.Children) != 3 || Accuracy(tree, s) != 1 {
		t.Errorf("want a 3-way split on the nominal feature, got feature %d nominal %v", tree.Feature, tree.Nominal)
	}
}

func TestPruningRemovesNoiseSplits(t *testing.T) {
	// 5% label noise spread evenly: the grown tree chases it, the pruned
	// one is the single cut.
	s := toySet(1000, func(x []float64) bool { return x[0] > 0.5 })
	for i := 0; i < len(s.Y); i += 20 {
		s.Y[i] = !s.Y[i]
	}
	grown := Fit(s, Params{NoPrune: true})
	pruned := Fit(s, Params{})
	if pruned.Size() >= grown.Size() || pruned.Size() > 7 {
		t.Errorf("pruned %d nodes, grown %d", pruned.Size(), grown.Size())
	}
}

func TestAddErrsMatchesC45(t *testing.T) {
	tests := []struct{ n, e, want float64 }{
		{6, 0, 6 * (1 - math.Pow(0.25, 1.0/6))}, // the zero-error base case
		{100, 100, 0},                           // e + 0.5 ≥ N
		{14, 5, 1.7611},                         // normal approximation, z = 0.6745: 14·0.48294 − 5
	}
	for _, tc := range tests {
		if got := addErrs(tc.n, tc.e, 0.25); math.Abs(got-tc.want) > 1e-3 {
			t.Errorf("addErrs(%v, %v) = %.4f, want %.4f", tc.n, tc.e, got, tc.want)
		}
	}
}

func TestCutBetweenIsShortAndInside(t *testing.T) {
	for _, c := range [][2]float64{{0.12345678, 0.1234599}, {0.1, 0.9}, {3, 4}, {0, 1e-9}} {
		got := cutBetween(c[0], c[1])
		if got < c[0] || got >= c[1] {
			t.Errorf("cutBetween(%v, %v) = %v outside", c[0], c[1], got)
		}
	}
}

func TestTreeFormatRoundTrip(t *testing.T) {
	s := &Set{Nominal: make([]int, seeker.NumFeatures)}
	s.Nominal[seeker.TagName] = seeker.NumTagCategories
	for i := 0; i < 200; i++ {
		x := make([]float64, seeker.NumFeatures)
		x[seeker.StopWordRatio] = float64(i) / 200
		x[seeker.TagName] = float64(i % seeker.NumTagCategories)
		s.Add(x, i > 120 || i%seeker.NumTagCategories == 1, 1)
	}
	tree := Fit(s, Params{})
	text := tree.Format("toy")
	back, err := seeker.ParseTree(text)
	if err != nil {
		t.Fatal(err)
	}
	if back.Format("toy") != text {
		t.Errorf("round trip changed the tree:\n%s\n%s", text, back.Format("toy"))
	}
	for i, x := range s.X {
		if tree.Find(x).Share() != back.Find(x).Share() {
			t.Fatalf("instance %d classified differently after the round trip", i)
		}
	}
	if _, err := seeker.ParseTree("N 0 0.5 1 2\nL 0 1\n"); err == nil {
		t.Error("a truncated tree parsed")
	}
}

func TestCoverLabelsByGoldShingles(t *testing.T) {
	story, d, st := bridgePage(t)
	cov := Cover(d, st, "Headline\n\n"+strings.ToUpper(story[:1])+story[1:]+".")
	id := func(s string) int {
		for i, el := range d.Elems {
			if dom.Attr(el, "id") == s {
				return i
			}
		}
		return -1
	}
	mainID := id("main")
	if got := cov.Share(mainID + 1); got != 1 {
		t.Errorf("story paragraph share %.2f, want 1", got)
	}
	if got := cov.Share(mainID + 2); got != 0 {
		t.Errorf("share-bar paragraph share %.2f, want 0", got)
	}
	if got := cov.Share(id("nav")); got != 0 {
		t.Errorf("nav share %.2f, want 0", got)
	}
	if got := cov.Share(mainID); got < 0.5 || got > 0.7 {
		t.Errorf("main share %.2f, want 14/21", got)
	}
	sets := NewSets()
	sets.AddPage(d, st, story, Labels{})
	pos, _ := sets.Single.Counts()
	if pos < 2 || len(sets.Segment.X) != len(sets.Single.X) {
		t.Errorf("sets: %v content instances of %d", pos, len(sets.Single.X))
	}
}

func TestGovernedLabelsWeighTheTextEachCandidateGoverns(t *testing.T) {
	story, d, st := bridgePage(t)
	sets := NewSets()
	sets.AddPage(d, st, story, Labels{Governed: true, PageWeight: 100})
	// Words: nav 3, main 14 + 7; covered: the story's 14. Body governs
	// nothing (its text is all in nav and main), so it adds no instance;
	// nav enters as noise only, main twice (content 14/24, noise 7/24).
	if len(sets.Single.X) != 3 {
		t.Fatalf("%d single instances, want 3 (nav; main as content and as noise)", len(sets.Single.X))
	}
	pos, total := sets.Single.Counts()
	if math.Abs(total-100) > 1e-9 || math.Abs(pos-100*14.0/24) > 1e-9 {
		t.Errorf("weights: %v content of %v, want %v of 100", pos, total, 100*14.0/24)
	}
	// The segment trees keep one instance per candidate.
	if len(sets.Segment.X) != 3 {
		t.Errorf("%d segment instances, want 3 (body, nav, main)", len(sets.Segment.X))
	}
	// Append adds up.
	all := NewSets()
	all.Append(sets)
	all.Append(sets)
	if p2, t2 := all.Single.Counts(); all.Pages != 2 || len(all.Single.X) != 6 || p2 != 2*pos || t2 != 2*total {
		t.Errorf("appended: %d pages, %d instances, %v of %v", all.Pages, len(all.Single.X), p2, t2)
	}
}

// bridgePage is a story paragraph, a share line and a navigation bar: the
// page the label tests read.
func bridgePage(t *testing.T) (string, *dom.Document, *features.Table) {
	t.Helper()
	story := "the council voted on tuesday to close the old bridge for repairs until spring"
	d, err := dom.Parse(`<html><body><div id="nav"><a href="/">home</a> <a href="/n">news today</a></div>`+
		`<div id="main"><p>`+story+`</p><p>share this on social media now please</p></div></body></html>`, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return story, d, features.Compute(d, nil)
}
