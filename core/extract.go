package core

import (
	"errors"
	"fmt"
	"time"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/meta"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/sd"
	"github.com/pith-reader/pith/core/segment"
)

// ErrInternal reports a bug caught at the API boundary: Extract never
// panics, whatever the input.
var ErrInternal = errors.New("core: internal error")

// ErrUnknownAlgorithm is returned for an Options.Algorithm not in Algorithms.
var ErrUnknownAlgorithm = errors.New("core: unknown algorithm")

// ErrUnknownFormat is returned for an Options.Formats entry other than
// "text", "html" and "markdown".
var ErrUnknownFormat = errors.New("core: unknown format")

// ErrTimeBudget is returned when an extraction runs past
// Options.TimeBudgetMS; the error names the last stage done.
var ErrTimeBudget = errors.New("core: time budget exceeded")

// budget checks Options.TimeBudgetMS between the stages of Extract.
type budget struct {
	start time.Time
	limit time.Duration
}

// check returns ErrTimeBudget, wrapped with the stage just done, once the
// budget is spent.
func (b budget) check(stage string) error {
	if b.limit <= 0 {
		return nil
	}
	if spent := time.Since(b.start); spent > b.limit {
		return fmt.Errorf("%w: %v spent of %v, after %s", ErrTimeBudget, spent.Round(time.Millisecond), b.limit, stage)
	}
	return nil
}

// Extract finds the page type, the article, the comments (or the posts of a
// discussion) and the page's regions. src must be UTF-8 (the native edge
// decodes other charsets with package charset; the browser hands in
// strings). Input past the limits in opts.Limits is cut and reported in
// Result.Stats. "No article found" is a Result with an empty Article, not
// an error.
func Extract(src string, opts Options) (*Result, error) {
	return extract(func() (*dom.Document, error) { return dom.Parse(src, opts.Limits) }, opts)
}

// ExtractTree is Extract for a page the browser has already parsed, sent in
// dom's tree encoding (see dom.ParseTree): the same result as Extract on
// the page's HTML, without the cost of parsing it again.
func ExtractTree(enc string, opts Options) (*Result, error) {
	return extract(func() (*dom.Document, error) { return dom.ParseTree(enc, opts.Limits) }, opts)
}

func extract(parse func() (*dom.Document, error), opts Options) (res *Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("%w: %v", ErrInternal, r)
		}
	}()
	clock := budget{start: time.Now(), limit: time.Duration(opts.TimeBudgetMS) * time.Millisecond}
	seg, err := segmenterFor(opts)
	if err != nil {
		return nil, err
	}
	shapes, err := formatsOf(opts.Formats)
	if err != nil {
		return nil, err
	}
	doc, err := parse()
	if err != nil {
		return nil, err
	}
	if err := clock.check("parsing"); err != nil {
		return nil, err
	}
	var base string
	opts.URL, base = meta.Address(doc, opts.URL)
	st := features.Compute(doc, opts.Layout)
	if err := clock.check("features"); err != nil {
		return nil, err
	}
	var trace *segment.Trace
	if opts.Trace {
		trace = &segment.Trace{}
	}
	if opts.Algorithm == "" && !opts.Layout.Fits(doc.Len()) && revealsContent(doc, st) {
		// The story is in blocks hidden by inline style until the page's
		// scripts show them: with no browser layout to say otherwise, show
		// them.
		n := doc.RevealStyleHidden()
		trace.Add("page.reveal", doc.Body, float64(n), "almost all text is in style-hidden blocks shown by scripts: shown")
		st = features.Compute(doc, opts.Layout)
	}
	if opts.Algorithm == "" && !opts.Layout.Fits(doc.Len()) {
		if main := hiddenMain(doc, st); main >= 0 {
			// The page's main landmark waits for a script to show its
			// content (an app that checks access, then shows the grid);
			// the header and footer around it show, so the body test
			// above does not see it. Only the landmark's large hidden
			// blocks are shown: menus and dialogs elsewhere, and the
			// short notices the script leaves closed, stay as they are.
			n := doc.RevealStyleHiddenIn(main, minHiddenForReveal)
			trace.Add("page.reveal-main", main, float64(n), "the main landmark shows almost nothing and hides its content in style-hidden blocks: shown")
			st = features.Compute(doc, opts.Layout)
		}
	}
	layout := opts.Layout
	if !layout.Fits(doc.Len()) {
		layout = nil
	}
	s, err := seg.Segment(segment.Input{Doc: doc, Stats: st, Layout: layout, URL: opts.URL, Trace: trace})
	if err != nil {
		return nil, fmt.Errorf("core: %s: %w", seg.Name(), err)
	}
	if err := clock.check("segmentation"); err != nil {
		return nil, err
	}
	md := meta.Read(doc, st.Hidden, opts.URL)
	pg := &page.Page{Doc: doc, Stats: st, Trace: trace, URL: opts.URL, Base: base,
		Title: md.Headline, Byline: md.BylineNode, Discussion: md.Discussion, CandidateDFM: candidateDFM(opts)}
	r := newRun(pg, opts, s, shapes, md)
	r.input = segment.Input{Doc: doc, Stats: st, Layout: layout, URL: opts.URL}
	res = r.assemble()
	res.Stats = Stats{Bytes: doc.Bytes, Elements: doc.Len(), Truncated: doc.Truncated,
		DepthCut: doc.DepthCut, ElementsCut: doc.ElementsCut, ItemsCut: res.Stats.ItemsCut, Algorithm: seg.Name()}
	if r.refine {
		res.Stats.Algorithm = "default (" + seg.Name() + " + pipeline)"
	}
	if trace != nil {
		res.Trace = trace.Steps
	}
	return res, nil
}

// Thresholds of revealsContent.
const (
	maxVisibleForReveal = 300 // the page shows at most this much text
	minHiddenForReveal  = 500 // and hides at least this much
	revealRatio         = 5   // and at least this many times more
)

// revealsContent reports a page whose visible text is a few words while
// blocks hidden by inline style (display:none until a script runs) hold
// the content: a server-rendered product page that reveals itself on load.
func revealsContent(doc *dom.Document, st *features.Table) bool {
	if doc.Body < 0 {
		return false
	}
	visible := int(st.Chars[doc.Body])
	if visible > maxVisibleForReveal {
		return false
	}
	all := dom.TextChars(doc.Elems[doc.Body])
	return all >= minHiddenForReveal && all >= revealRatio*max(visible, 1)
}

// hiddenMain is the page's main landmark (see page.MainLandmark) when it
// shows at most a few words while blocks hidden by inline style inside
// it, each of some length, hold its content (the same thresholds as
// revealsContent, over the landmark instead of the body), else -1. A
// landmark that shows its content keeps its closed blocks closed.
func hiddenMain(doc *dom.Document, st *features.Table) int {
	if doc.Body < 0 {
		return -1
	}
	main := (&page.Page{Doc: doc, Stats: st}).MainLandmark()
	if main < 0 {
		return -1
	}
	visible := int(st.Chars[main])
	if visible > maxVisibleForReveal {
		return -1
	}
	hidden := doc.StyleHiddenText(main, minHiddenForReveal)
	if hidden < minHiddenForReveal || hidden < revealRatio*max(visible, 1) {
		return -1
	}
	return main
}

// candidateDFM is SD's T1: the largest dfm of a candidate region.
func candidateDFM(opts Options) float64 {
	if opts.SD.T1 > 0 {
		return opts.SD.T1
	}
	return sd.DefaultT1
}
