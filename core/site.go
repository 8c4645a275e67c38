package core

import (
	"errors"
	"fmt"
	"net/url"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/forest"
	"github.com/pith-reader/pith/core/template"
)

// Bounds of LearnSite: what one learning may cost.
const (
	// MaxSitePages is the number of pages a profile is learnt from; with
	// more, the last MaxSitePages are used (callers append the newest).
	MaxSitePages = 5
	// MaxSitePageBytes is where each page is cut (at a tag boundary).
	MaxSitePageBytes = 2 << 20
)

// Errors of LearnSite.
var (
	// ErrSiteTooFewPages: a profile needs two usable pages of the site.
	ErrSiteTooFewPages = errors.New("core: a site profile needs at least 2 pages")
	// ErrSiteURLs: urls, when given, must pair with pages and share a host.
	ErrSiteURLs = errors.New("core: site page urls")
	// ErrSiteNothingLearnt: neither FOREST nor the template found a pattern.
	ErrSiteNothingLearnt = errors.New("core: nothing learnt from the site's pages")
)

// LearnSite learns a site profile from several pages of one site: FOREST's
// generic wrapper (seed 004) and the site's tree template (seed 002). urls,
// when not nil, are the pages' addresses (one per page, same host); a page
// is HTML or a tree encoding (dom.IsTree); pages that cannot be parsed are
// skipped. A part that cannot be learnt is left
// nil; the error says why when neither could. Extract uses the profile
// through Options.Site. It never panics.
func LearnSite(pages []string, urls []string) (p *SiteProfile, err error) {
	defer func() {
		if r := recover(); r != nil {
			p, err = nil, fmt.Errorf("%w: learn site: %v", ErrInternal, r)
		}
	}()
	if err := checkSiteURLs(pages, urls); err != nil {
		return nil, err
	}
	if len(pages) > MaxSitePages {
		pages = pages[len(pages)-MaxSitePages:]
	}
	var fs []forest.Sample
	var ts []template.Sample
	var parseErr error
	for _, src := range pages {
		parse := dom.Parse
		if dom.IsTree(src) {
			parse = dom.ParseTree // the extension keeps the pages it captured as trees
		}
		doc, err := parse(src, dom.Limits{MaxBytes: MaxSitePageBytes})
		if err != nil {
			parseErr = err
			continue
		}
		st := features.Compute(doc, nil)
		fs = append(fs, forest.Sample{Doc: doc, Stats: st})
		ts = append(ts, template.Sample{Doc: doc, Stats: st})
	}
	if len(fs) < 2 {
		if parseErr != nil {
			return nil, fmt.Errorf("%w (%d usable of %d): %w", ErrSiteTooFewPages, len(fs), len(pages), parseErr)
		}
		return nil, fmt.Errorf("%w (got %d)", ErrSiteTooFewPages, len(fs))
	}
	wrapper, wErr := learnWrapper(fs)
	tmpl, tErr := template.Learn(ts, template.Options{})
	if wErr != nil && tErr != nil {
		return nil, fmt.Errorf("%w: %w; %w", ErrSiteNothingLearnt, wErr, tErr)
	}
	return &SiteProfile{Wrapper: wrapper, Template: tmpl}, nil
}

// checkSiteURLs accepts nil urls, or one absolute URL per page, all on one
// host (a profile belongs to one site).
func checkSiteURLs(pages, urls []string) error {
	if urls == nil {
		return nil
	}
	if len(urls) != len(pages) {
		return fmt.Errorf("%w: %d urls for %d pages", ErrSiteURLs, len(urls), len(pages))
	}
	host := ""
	for i, raw := range urls {
		u, err := url.Parse(raw)
		if err != nil || u.Host == "" {
			return fmt.Errorf("%w: %q is not an absolute url", ErrSiteURLs, raw)
		}
		if i == 0 {
			host = u.Host
		} else if u.Host != host {
			return fmt.Errorf("%w: %s and %s are different sites", ErrSiteURLs, host, u.Host)
		}
	}
	return nil
}

// learnWrapper learns a profile's FOREST wrapper. Only the forest and
// coverage methods use it (the default pipeline reads the template), so
// the lean build (pith_lean, the extension's wasm) leaves FOREST out and
// learns the template alone; algos_forest.go sets the real learner.
var learnWrapper = func([]forest.Sample) (*forest.Wrapper, error) { return nil, errNoWrapper }

var errNoWrapper = errors.New("FOREST is not in this build (pith_lean)")
