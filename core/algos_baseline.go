//go:build !pith_lean

package core

import (
	"github.com/pith-reader/pith/core/baseline"
	"github.com/pith-reader/pith/core/segment"
)

// The baselines of seed 001's chapter 3 and table 6.17 (crunch, fe, kfe,
// lqf, lp, dsc, ccb, tccb, accb) and the two floors (body, semantic); LQF
// also at the thesis's other thresholds as lqf-25 and lqf-75.
func init() {
	for _, m := range baseline.Methods {
		register(string(m), func(Options) segment.Segmenter { return baseline.Segmenter{Method: m} })
	}
	for _, pct := range []int{25, 75} {
		register(baseline.LQFNamed(pct).Name(), func(Options) segment.Segmenter { return baseline.LQFNamed(pct) })
	}
}
