package page

import (
	"net/url"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/segment"
)

// Page is what every stage of the default pipeline reads about the page
// being extracted: the parsed document, its feature table, the trace, and
// the facts read from the page before any stage runs. The stages read it
// and never change its fields; what a stage decides it returns (or writes
// into the segmentation it is handed). Its unexported fields memoise
// page-wide lookups (the layout vocabulary, noise words) that several
// stages ask for.
type Page struct {
	Doc   *dom.Document
	Stats *features.Table
	// Trace receives the decisions; nil records nothing.
	Trace *segment.Trace
	// URL is the page's address ("" when unknown); Base the URL its
	// relative links resolve against (meta.Address).
	URL, Base string
	// Title is the page's headline as the reader shows it above the
	// article (meta.Metadata.Headline); "" when the page has none.
	Title string
	// Byline is the element the byline was read from, -1 when none.
	Byline int
	// Discussion: the page's structured data declares a discussion.
	Discussion bool
	// CandidateDFM is SD's T1, the largest dfm of a candidate region
	// (seed 000 §3.3 step 5).
	CandidateDFM float64

	layout map[string]bool
	// scopeVocab is the layout vocabulary of an article's root
	// (NoiseWordIn), by root.
	scopeVocab map[int]map[string]bool
	noiseWords []noiseWordMemo
	host       *string
}

// Host is the host name of the page's URL, "" when unknown.
func (pg *Page) Host() string {
	if pg.host == nil {
		h := ""
		if u, err := url.Parse(pg.URL); err == nil {
			h = u.Hostname()
		}
		pg.host = &h
	}
	return *pg.host
}
