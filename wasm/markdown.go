package main

import (
	"fmt"
	"runtime/debug"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/render"
	"github.com/pith-reader/pith/core/wire"
)

// MarkdownRequest is what markdown() receives: the article's HTML as a
// Result gives it (Content.HTML, already cleaned by the core) and the
// page's URL. Its JSON form is {html, url}.
//
// The extension's reader asks the core for HTML and text only (Markdown
// costs as much again on a long article) and saves Markdown from the HTML
// it has when the user asks for it: that reads the article alone, never the
// page again.
type MarkdownRequest struct {
	HTML string `json:"html"`
	URL  string `json:"url,omitempty"`
}

// MarkdownResponse is markdown()'s answer.
type MarkdownResponse struct {
	Markdown string `json:"markdown"`
}

// HandleMarkdownJSON decodes a JSON MarkdownRequest and returns the JSON response.
func HandleMarkdownJSON(request string) string {
	var req MarkdownRequest
	if err := wire.Unmarshal([]byte(request), &req); err != nil {
		return failure(kindRequest, fmt.Errorf("wasm: bad markdown request: %w", err))
	}
	return HandleMarkdown(req)
}

// HandleMarkdown renders the HTML as Markdown with the core's writer, or
// answers a Failure. It never panics.
func HandleMarkdown(req MarkdownRequest) (response string) {
	defer func() {
		if p := recover(); p != nil {
			response = failure(kindPanic, fmt.Errorf("wasm: panic: %v\n%s", p, debug.Stack()))
		}
	}()
	md := ""
	if req.HTML != "" {
		doc, err := dom.Parse("<!DOCTYPE html><html><body>"+req.HTML+"</body></html>", dom.Limits{})
		if err != nil {
			return failure(kindExtract, err)
		}
		if doc.Body >= 0 {
			md = render.NewPart(req.URL, nil, doc.Elems[doc.Body]).Markdown()
		}
	}
	out, err := wire.Marshal(MarkdownResponse{Markdown: md})
	if err != nil {
		return failure(kindExtract, fmt.Errorf("wasm: encode markdown: %w", err))
	}
	return string(out)
}
