package core

import (
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/sd"
)

// Options configures Extract. The zero value is the default pipeline.
type Options struct {
	// URL of the page, used to resolve relative links and images.
	URL string `json:"url,omitempty"`
	// Algorithm selects the segmenter ("" = the default pipeline; see Algorithms).
	Algorithm string `json:"algorithm,omitempty"`
	// Trace records each decision in Result.Trace.
	Trace bool `json:"trace,omitempty"`
	// NoComments skips comment extraction (the reader's "hide comments").
	NoComments bool `json:"noComments,omitempty"`
	// Limits bound the parse; zero fields take dom's defaults.
	Limits dom.Limits `json:"limits"`
	// Layout is the optional per-element box table measured by the browser.
	Layout *dom.Layout `json:"layout,omitempty"`
	// SD tunes the SD algorithm (seed 000).
	SD sd.Options `json:"sd"`
}
