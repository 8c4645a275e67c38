package main

import (
	"fmt"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/mdfile"
	"github.com/pith-reader/pith/core/wire"
)

// MarkdownRequest is what markdown() receives: a Result as extract()
// answered it (with the article's Markdown: options.formats includes
// "markdown") and the file's options. Its JSON form is {result, options}.
type MarkdownRequest struct {
	Result  core.Result    `json:"result"`
	Options mdfile.Options `json:"options"`
}

// MarkdownFile is markdown()'s answer: the Markdown file (core/mdfile), so
// the extension saves and copies what pith extract -format md writes, by
// the same code.
type MarkdownFile struct {
	Markdown string `json:"markdown"`
}

// HandleMarkdownJSON decodes a JSON MarkdownRequest and returns the JSON
// response.
func HandleMarkdownJSON(request string) string {
	var req MarkdownRequest
	if err := wire.Unmarshal([]byte(request), &req); err != nil {
		return failure(kindRequest, fmt.Errorf("wasm: bad markdown request: %w", err))
	}
	return HandleMarkdown(req)
}

// HandleMarkdown writes the Markdown file of a Result as a MarkdownFile in
// JSON, or a Failure. It never panics.
func HandleMarkdown(req MarkdownRequest) (response string) {
	defer panicFailure(&response)
	out, err := wire.Marshal(MarkdownFile{Markdown: mdfile.Markdown(&req.Result, req.Options)})
	if err != nil {
		return failure(kindExtract, fmt.Errorf("wasm: encode markdown: %w", err))
	}
	return string(out)
}
