//go:build !pith_lean

package core

import (
	"github.com/pith-reader/pith/core/seeker"
	"github.com/pith-reader/pith/core/segment"
)

// Content Seeker (seed 001, Louvan 2009) in the configurations of its table
// 6.16: seeker = CS+1+LBS (single phase), seeker2 = CS+LBS (two phase), and
// the other heuristics on the single-phase classifier.
func init() {
	for name, o := range map[string]seeker.Options{
		"seeker":     {},
		"seeker2":    {TwoPhase: true},
		"seeker-lbs": {Heuristic: seeker.LBS},
		"seeker-sls": {Heuristic: seeker.SLS},
		"seeker-tp":  {Heuristic: seeker.TP},
	} {
		register(name, func(Options) segment.Segmenter { return seeker.Segmenter{Options: o} })
	}
}
