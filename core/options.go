package core

import (
	"github.com/pith-reader/pith/core/density"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/forest"
	"github.com/pith-reader/pith/core/sd"
	"github.com/pith-reader/pith/core/template"
)

// Options configures Extract. The zero value is the default pipeline.
type Options struct {
	// URL of the page, used to resolve relative links and images (against
	// the page's <base href> when it has one). Empty: the address the
	// page declares (canonical link, og:url), if any.
	URL string `json:"url,omitempty"`
	// Algorithm selects the segmenter ("" = the default pipeline; see Algorithms).
	Algorithm string `json:"algorithm,omitempty"`
	// Trace records each decision in Result.Trace.
	Trace bool `json:"trace,omitempty"`
	// NoComments skips comment extraction (the reader's "hide comments").
	NoComments bool `json:"noComments,omitempty"`
	// Formats names the shapes the article and the comments are rendered
	// in: "text", "html", "markdown" (see Content). Empty means all three.
	// The text is always rendered, listed or not: the pipeline reads it and
	// the words are counted on it. Rendering is a third of an extraction
	// once the page is parsed, so a caller that needs fewer shapes says so
	// (the extension's reader view: html and text; Markdown when saving).
	Formats []string `json:"formats,omitempty"`
	// Limits bound the parse; zero fields take dom's defaults.
	Limits dom.Limits `json:"limits"`
	// TimeBudgetMS bounds the wall time of one extraction in milliseconds
	// (0: no bound). Checked between the stages (after parsing,
	// features and segmentation): past it Extract stops with ErrTimeBudget,
	// which says how far it got. A stage already running finishes first,
	// so the bound is exceeded by at most one stage.
	TimeBudgetMS int `json:"timeBudgetMs,omitempty"`
	// Layout is the optional per-element box table measured by the browser.
	Layout *dom.Layout `json:"layout,omitempty"`
	// Site is a profile learnt on other pages of the same site (seed 002's
	// template, seed 004's wrapper). The extension keeps it per site on the
	// user's machine; the site-level methods use it.
	Site *SiteProfile `json:"site,omitempty"`

	// One field per method, zero value = the method's defaults.
	SD       sd.Options       `json:"sd"`
	Density  density.Options  `json:"density"`
	Forest   forest.Options   `json:"forest"`
	Template template.Options `json:"template"`
}

// SiteProfile holds what was learnt from several pages of one site. Both
// parts are small, plain JSON.
type SiteProfile struct {
	// Wrapper is FOREST's generic wrapper (forest.Learn).
	Wrapper *forest.Wrapper `json:"wrapper,omitempty"`
	// Template is the site's tree template (template.Learn).
	Template *template.Template `json:"template,omitempty"`
}
