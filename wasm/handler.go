// Command wasm is the thin JavaScript shell over the extraction core: compiled
// with GOOS=js GOARCH=wasm it exposes extract() and learnSite() to the
// extension and to web/
// (see main_js.go); built natively it reads one request as JSON on stdin and
// writes the response on stdout (see main_other.go), which the parity test and
// debugging use.
//
// Everything that is not JavaScript glue lives in this file, free of build
// tags, so it is unit-tested natively: a request in, a JSON string out, and
// no panic ever leaves Handle.
package main

import (
	"errors"
	"fmt"
	"runtime/debug"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/wire"
)

// Request is what extract() receives: the captured page and the options.
// Its JSON form is {html, tree, url, layout, options}.
type Request struct {
	HTML string `json:"html"`
	// Tree is the page as the browser parsed it, in dom's tree encoding
	// (extension/shared/tree.js writes it); when set, it is used instead of
	// HTML and the page is not parsed again.
	Tree string `json:"tree,omitempty"`
	// URL of the page; it overrides Options.URL when set.
	URL string `json:"url,omitempty"`
	// Layout is the browser's per-element box table; it overrides
	// Options.Layout when set.
	Layout *dom.Layout `json:"layout,omitempty"`
	// LayoutPacked is the layout as the extension's capture packs it (see
	// layout.go); it is used when Layout is not set.
	LayoutPacked string `json:"layoutPacked,omitempty"`
	// Options are core.Options in their JSON form.
	Options core.Options `json:"options"`
}

// Failure is the response when no Result could be made. A response is either
// a core.Result or a Failure; a Failure is recognised by its "error" field,
// which a Result never has.
type Failure struct {
	Error string `json:"error"`
	// Kind is "request" (the request could not be read), "extract" (the core
	// returned an error), "learn" (no site profile could be learnt) or
	// "panic" (a bug, caught at the boundary).
	Kind string `json:"kind"`
	// Code names the failures the extension tells the user about in its
	// own words: "binary" (the page is binary data), "time-budget" (the
	// extraction ran past Options.TimeBudgetMS), "empty" (nothing to
	// read). Empty for the others.
	Code string `json:"code,omitempty"`
}

// The kinds of Failure.
const (
	kindRequest = "request"
	kindExtract = "extract"
	kindLearn   = "learn"
	kindPanic   = "panic"
)

var errNoHTML = errors.New("wasm: request has no html and no tree")

// extractFunc and extractTreeFunc are the extractions the handler runs:
// core.Extract for HTML, core.ExtractTree for a tree.
var (
	extractFunc     = core.Extract
	extractTreeFunc = core.ExtractTree
)

// panicFailure, deferred by a handler, turns a panic in the core into a
// Failure of kind "panic" as the handler's response, so the Go runtime that
// serves the page stays alive.
func panicFailure(response *string) {
	if p := recover(); p != nil {
		*response = failure(kindPanic, fmt.Errorf("wasm: panic: %v\n%s", p, debug.Stack()))
	}
}

// HandleJSON decodes a JSON request and returns the JSON response.
func HandleJSON(request string) string {
	var req Request
	if err := wire.Unmarshal([]byte(request), &req); err != nil {
		return failure(kindRequest, fmt.Errorf("wasm: bad request: %w", err))
	}
	return Handle(req)
}

// Handle runs one extraction and returns the Result as JSON, or a Failure as
// JSON. It never panics: a panic in the core becomes a Failure of kind
// "panic", so the Go runtime that serves the page stays alive.
func Handle(req Request) (response string) {
	defer panicFailure(&response)
	if req.HTML == "" && req.Tree == "" {
		return failure(kindRequest, errNoHTML)
	}
	opts := req.Options
	if req.URL != "" {
		opts.URL = req.URL
	}
	if req.Layout != nil {
		opts.Layout = req.Layout
	} else if req.LayoutPacked != "" {
		l, err := parsePackedLayout(req.LayoutPacked)
		if err != nil {
			return failure(kindRequest, err)
		}
		opts.Layout = l
	}
	extract, src := extractFunc, req.HTML
	if req.Tree != "" {
		if treeLooksBinary(req.Tree) {
			return failure(kindExtract, dom.ErrBinary)
		}
		extract, src = extractTreeFunc, req.Tree
	}
	res, err := extract(src, opts)
	if err != nil {
		return failure(kindExtract, err)
	}
	out, err := wire.MarshalString(res)
	if err != nil {
		return failure(kindExtract, fmt.Errorf("wasm: encode result: %w", err))
	}
	return out
}

func failure(kind string, err error) string {
	out, mErr := wire.Marshal(Failure{Error: err.Error(), Kind: kind, Code: failureCode(err)})
	if mErr != nil { // cannot happen for two strings; keep the boundary total
		return `{"error":"wasm: cannot encode failure","kind":"panic"}`
	}
	return string(out)
}

// SiteRequest is what learnSite() receives: several pages of one site, the
// newest last, and optionally their URLs. Its JSON form is {pages, urls}.
type SiteRequest struct {
	Pages []string `json:"pages"`
	URLs  []string `json:"urls,omitempty"`
}

// learnSiteFunc is the learning the handler runs; it is core.LearnSite.
var learnSiteFunc = core.LearnSite

// HandleSiteJSON decodes a JSON SiteRequest and returns the JSON response.
func HandleSiteJSON(request string) string {
	var req SiteRequest
	if err := wire.Unmarshal([]byte(request), &req); err != nil {
		return failure(kindRequest, fmt.Errorf("wasm: bad learnSite request: %w", err))
	}
	return HandleSite(req)
}

// HandleSite learns a site profile and returns it as JSON ({wrapper,
// template}, the form Options.site takes), or a Failure. It never panics.
func HandleSite(req SiteRequest) (response string) {
	defer panicFailure(&response)
	if len(req.URLs) == 0 {
		req.URLs = nil
	}
	profile, err := learnSiteFunc(req.Pages, req.URLs)
	if err != nil {
		return failure(kindLearn, err)
	}
	out, err := wire.Marshal(profile)
	if err != nil {
		return failure(kindLearn, fmt.Errorf("wasm: encode site profile: %w", err))
	}
	return string(out)
}

// failureCode is Failure.Code for err.
func failureCode(err error) string {
	switch {
	case errors.Is(err, dom.ErrBinary):
		return "binary"
	case errors.Is(err, core.ErrTimeBudget):
		return "time-budget"
	case errors.Is(err, dom.ErrEmpty):
		return "empty"
	}
	return ""
}
