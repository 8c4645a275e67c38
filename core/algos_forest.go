package core

import (
	"fmt"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/forest"
	"github.com/pith-reader/pith/core/segment"
)

// forest and coverage: FOREST and its COVERAGE baseline (seed 004) on a
// single page, signifiers from the page's title and description. Options
// has no field for them yet: they run with their defaults. The site-level
// method (a wrapper learnt on other pages of the site) is reached through
// ExtractWithWrapper.
func init() {
	register("forest", func(Options) segment.Segmenter { return forest.Segmenter{} })
	register("coverage", func(Options) segment.Segmenter {
		return forest.Segmenter{Options: forest.Options{Measure: forest.Coverage}}
	})
}

// ExtractWithWrapper is Extract with a FOREST site profile: the generic
// wrapper learnt by forest.Learn on other pages of the site selects the
// article; when it selects nothing on this page, single-page FOREST does.
// opts.Algorithm is ignored. (Until Options carries the site profile; see
// forest's package documentation.)
func ExtractWithWrapper(src string, opts Options, w *forest.Wrapper) (*Result, error) {
	return extractWith(src, opts, forest.Segmenter{Wrapper: w})
}

// extractWith is Extract with a segmenter given by the caller instead of
// one looked up by name.
func extractWith(src string, opts Options, seg segment.Segmenter) (res *Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("%w: %v", ErrInternal, r)
		}
	}()
	doc, err := dom.Parse(src, opts.Limits)
	if err != nil {
		return nil, err
	}
	st := features.Compute(doc, opts.Layout)
	var trace *segment.Trace
	if opts.Trace {
		trace = &segment.Trace{}
	}
	layout := opts.Layout
	if !layout.Fits(doc.Len()) {
		layout = nil
	}
	s, err := seg.Segment(segment.Input{Doc: doc, Stats: st, Layout: layout, URL: opts.URL, Trace: trace})
	if err != nil {
		return nil, fmt.Errorf("core: %s: %w", seg.Name(), err)
	}
	p := &pipeline{doc: doc, st: st, opts: opts, seg: s, trace: trace}
	res = p.assemble()
	res.Stats = Stats{Bytes: doc.Bytes, Elements: doc.Len(), Truncated: doc.Truncated,
		DepthCut: doc.DepthCut, ElementsCut: doc.ElementsCut, Algorithm: seg.Name()}
	if trace != nil {
		res.Trace = trace.Steps
	}
	return res, nil
}
