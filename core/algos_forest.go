//go:build !pith_lean

package core

import (
	"github.com/pith-reader/pith/core/forest"
	"github.com/pith-reader/pith/core/segment"
)

// forest and coverage: FOREST and its COVERAGE baseline (seed 004). With a
// site profile (Options.Site.Wrapper, learnt by forest.Learn on other pages
// of the site) the wrapper selects the article; without one, the signifiers
// come from the page's own title, description and frequent terms.
func init() {
	learnWrapper = func(fs []forest.Sample) (*forest.Wrapper, error) { return forest.Learn(fs, forest.Options{}) }
	register("forest", func(o Options) segment.Segmenter {
		return forest.Segmenter{Options: o.Forest, Wrapper: o.siteWrapper()}
	})
	register("coverage", func(o Options) segment.Segmenter {
		opt := o.Forest
		opt.Measure = forest.Coverage
		return forest.Segmenter{Options: opt, Wrapper: o.siteWrapper()}
	})
}

func (o Options) siteWrapper() *forest.Wrapper {
	if o.Site == nil {
		return nil
	}
	return o.Site.Wrapper
}
