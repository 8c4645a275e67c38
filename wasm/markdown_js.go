//go:build js && wasm

package main

import "github.com/hack-pad/safejs"

// markdownCallback is markdown(request) → string, request being a JSON
// string or an object {result, options}; the answer is {markdown} or a
// Failure, as a JSON string.
var markdownCallback = entryPoint("markdown", HandleMarkdownJSON, func(obj safejs.Value) (string, error) {
	var req MarkdownRequest
	if err := jsonField(obj, "result", &req.Result); err != nil {
		return "", err
	}
	if err := jsonField(obj, "options", &req.Options); err != nil {
		return "", err
	}
	return HandleMarkdown(req), nil
})
