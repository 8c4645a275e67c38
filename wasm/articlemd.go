package main

import (
	"fmt"

	"github.com/pith-reader/pith/core/mdfile"
	"github.com/pith-reader/pith/core/wire"
)

// ArticleMarkdownRequest is what articleMarkdown() receives: the article's HTML as a
// Result gives it (Content.HTML, already cleaned by the core) and the
// page's URL. Its JSON form is {html, url}.
//
// The extension's reader asks the core for HTML and text only (Markdown
// costs as much again on a long article); when the user saves, the
// article's Markdown is made from the HTML the job has — the article alone,
// never the page again — and markdown() writes the file.
type ArticleMarkdownRequest struct {
	HTML string `json:"html"`
	URL  string `json:"url,omitempty"`
}

// ArticleMarkdown is articleMarkdown()'s answer.
type ArticleMarkdown struct {
	Markdown string `json:"markdown"`
}

// HandleArticleMarkdownJSON decodes a JSON ArticleMarkdownRequest and returns the JSON response.
func HandleArticleMarkdownJSON(request string) string {
	var req ArticleMarkdownRequest
	if err := wire.Unmarshal([]byte(request), &req); err != nil {
		return failure(kindRequest, fmt.Errorf("wasm: bad articleMarkdown request: %w", err))
	}
	return HandleArticleMarkdown(req)
}

// HandleMarkdown renders the HTML as Markdown with the core's writer, or
// answers a Failure. It never panics.
func HandleArticleMarkdown(req ArticleMarkdownRequest) (response string) {
	defer panicFailure(&response)
	md, err := mdfile.HTMLMarkdown(req.HTML, req.URL)
	if err != nil {
		return failure(kindExtract, err)
	}
	out, err := wire.Marshal(ArticleMarkdown{Markdown: md})
	if err != nil {
		return failure(kindExtract, fmt.Errorf("wasm: encode article markdown: %w", err))
	}
	return string(out)
}
