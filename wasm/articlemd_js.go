//go:build js && wasm

package main

import "github.com/hack-pad/safejs"

// articleMarkdownCallback is articleMarkdown(request) → string, request
// being a JSON string or an object {html, url} (read as strings directly).
// It answers {markdown} or a Failure, as a JSON string.
var articleMarkdownCallback = entryPoint("articleMarkdown", HandleArticleMarkdownJSON, func(obj safejs.Value) (string, error) {
	var req ArticleMarkdownRequest
	var err error
	if req.HTML, err = stringField(obj, "html"); err != nil {
		return "", err
	}
	if req.URL, err = stringField(obj, "url"); err != nil {
		return "", err
	}
	return HandleArticleMarkdown(req), nil
})
