package train

import (
	"math"

	"github.com/pith-reader/pith/core/seeker"
)

// prune replaces subtrees by leaves where the pessimistic error estimate of
// the leaf is not worse than the subtree's (C4.5 subtree replacement), and
// returns the estimate of what is left.
func prune(t *seeker.Tree, cf float64) float64 {
	leafErr := errors(t) + addErrs(t.Total, errors(t), cf)
	if t.Leaf() {
		return leafErr
	}
	sub := 0.0
	for _, c := range t.Children {
		if c.Total > 0 {
			sub += prune(c, cf)
		}
	}
	if leafErr <= sub+0.1 {
		t.Feature, t.Children, t.Threshold, t.Nominal = -1, nil, 0, false
		return leafErr
	}
	return sub
}

// errors is the weight a leaf at t misclassifies (the minority class).
func errors(t *seeker.Tree) float64 { return math.Min(t.Pos, t.Total-t.Pos) }

// addErrs is the extra errors of the upper confidence limit of the error
// rate e/N at confidence cf (WEKA's Stats.addErrs, after C4.5).
func addErrs(n, e, cf float64) float64 {
	if n <= 0 {
		return 0
	}
	if e < 1 {
		base := n * (1 - math.Pow(cf, 1/n))
		if e == 0 {
			return base
		}
		return base + e*(addErrs(n, 1, cf)-base)
	}
	if e+0.5 >= n {
		return math.Max(n-e, 0)
	}
	z := math.Sqrt2 * math.Erfinv(2*(1-cf)-1)
	f := (e + 0.5) / n
	r := (f + z*z/(2*n) + z*math.Sqrt(f/n-f*f/n+z*z/(4*n*n))) / (1 + z*z/n)
	return r*n - e
}
