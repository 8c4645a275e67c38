package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/mdfile"
)

// markdown() answers the file core/mdfile writes for the Result it gets,
// byte for byte: the extension saves what pith extract -format md writes.
func TestHandleMarkdownIsMdfiles(t *testing.T) {
	res, err := core.Extract(samplePage, core.Options{URL: "https://example.org/owls"})
	if err != nil {
		t.Fatal(err)
	}
	res.Comments = []core.Comment{{Author: "<b>x</b>", Text: "&lt;img src=x onerror='alert(1)'> `y`", Depth: 1}}
	opts := mdfile.Options{URL: "https://example.org/owls?x", SavedAt: "2026-01-02T03:04:05Z"}
	// The Result as extract() answered it, read back from its JSON.
	resJSON := HandleJSON(mustJSON(t, Request{HTML: samplePage, URL: "https://example.org/owls"}))
	var sent map[string]any
	if err := json.Unmarshal([]byte(resJSON), &sent); err != nil {
		t.Fatal(err)
	}
	sent["comments"] = []any{map[string]any{"author": "<b>x</b>", "text": "&lt;img src=x onerror='alert(1)'> `y`", "depth": 1}}
	out := HandleMarkdownJSON(mustJSON(t, map[string]any{"result": sent, "options": opts}))
	var file MarkdownFile
	if err := json.Unmarshal([]byte(out), &file); err != nil || file.Markdown == "" {
		t.Fatalf("not a MarkdownFile: %s", out)
	}
	if want := mdfile.Markdown(res, opts); file.Markdown != want {
		t.Errorf("markdown() =\n%s\nwant\n%s", file.Markdown, want)
	}
	// The one comment, depth 1, is the comments' first: written at their first level.
	if !strings.Contains(file.Markdown, "\n> **&lt;b>x&lt;/b>**") || !strings.Contains(file.Markdown, "saved: \"2026-01-02T03:04:05Z\"") {
		t.Errorf("unexpected file:\n%s", file.Markdown)
	}
	var f Failure
	if err := json.Unmarshal([]byte(HandleMarkdownJSON(`{"result": 1}`)), &f); err != nil || f.Kind != kindRequest {
		t.Errorf("a bad request: %+v %v", f, err)
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
