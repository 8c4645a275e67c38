package forest

import (
	"fmt"

	"github.com/pith-reader/pith/core/segment"
)

// Options tune FOREST. The zero value is the paper's setting.
type Options struct {
	// Measure ranks the structural patterns: Informativeness (FOREST,
	// default) or Coverage (the COVERAGE baseline).
	Measure Measure `json:"measure,omitempty"`
	// Signifiers is k, the tf-idf terms kept per page. Default 10 (§3.1).
	Signifiers int `json:"signifiers,omitempty"`
	// Feed is the feed item of the page, when known (single page).
	Feed FeedItem `json:"feed"`
	// KeepComments counts the text of comment sections (class/id with the
	// comment vocabulary) as page text. By default it is left out, so
	// reader comments, rich in the article's signifiers, do not pull the
	// wrapper up to the block holding article and comments (§4,
	// "Challenges"; the paper's own variant filtered "comments" paths).
	KeepComments bool `json:"keepComments,omitempty"`
}

// DefaultSignifiers is the default Options.Signifiers.
const DefaultSignifiers = 10

func (o Options) withDefaults() Options {
	if o.Measure == "" {
		o.Measure = Informativeness
	}
	if o.Signifiers <= 0 {
		o.Signifiers = DefaultSignifiers
	}
	return o
}

// Segmenter runs FOREST on one page: the page is its own only sample, its
// signifiers come from its title and description (or Options.Feed), and the
// wrapper learnt from it is applied to it. With a Wrapper learnt from other
// pages of the site (Learn), the wrapper is applied instead, and the page
// alone is the fallback when the wrapper selects nothing.
type Segmenter struct {
	Options Options
	// Wrapper is the site profile, nil for the single-page method.
	Wrapper *Wrapper
}

// Name is "forest", or "coverage" for the COVERAGE baseline.
func (s Segmenter) Name() string {
	if s.Options.Measure == Coverage {
		return "coverage"
	}
	return "forest"
}

// Segment labels the wrapper's elements as the article. A page without any
// significant pattern has no article (a result, not an error).
func (s Segmenter) Segment(in segment.Input) (segment.Segmentation, error) {
	seg := segment.Segmentation{Type: segment.TypeArticle, Confidence: 0.5}
	if ids := s.Wrapper.Apply(in); len(ids) > 0 {
		in.Trace.Add("forest.wrapper", ids[0], s.Wrapper.Relevance, fmt.Sprintf("site wrapper %s (learnt on %d pages)", s.Wrapper.Selector, s.Wrapper.Pages))
		seg.Regions = regions(in, ids, "site wrapper "+s.Wrapper.Selector)
		return seg, nil
	}
	if s.Wrapper != nil {
		in.Trace.Add("forest.wrapper", 0, 0, "site wrapper "+s.Wrapper.Selector+" selects nothing: single-page fallback")
	}
	w, err := Learn([]Sample{{Doc: in.Doc, Stats: in.Stats, Feed: s.Options.Feed}}, s.Options)
	if err != nil {
		in.Trace.Add("forest.decide", 0, 0, err.Error())
		seg.Confidence = 0
		return seg, nil
	}
	ids := w.Apply(in)
	if len(ids) == 0 {
		seg.Confidence = 0
		return seg, nil
	}
	in.Trace.Add("forest.pattern", ids[0], w.Relevance, fmt.Sprintf("best structural pattern %s (%s)", w.Selector, w.Measure))
	seg.Regions = regions(in, ids, fmt.Sprintf("best structural pattern %s, relevance %.1f", w.Selector, w.Relevance))
	return seg, nil
}

func regions(in segment.Input, ids []int, why string) []segment.Region {
	out := make([]segment.Region, len(ids))
	for i, id := range ids {
		out[i] = segment.Region{Label: segment.LabelArticle, Node: id, Density: int(in.Stats.Chars[id]),
			LinkDensity: float64(int(in.Stats.LinkDensity(id)*100+0.5)) / 100, Why: why}
	}
	return out
}
