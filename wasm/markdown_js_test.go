//go:build js && wasm

package main

import (
	"encoding/json"
	"testing"

	"github.com/hack-pad/safejs"
)

// markdown() takes {result, options} as an object or a JSON string alike.
func TestMarkdownCallback(t *testing.T) {
	res := extractCallback(safejs.Undefined(), []safejs.Value{jsObject(t, map[string]any{"html": samplePage, "url": "https://example.org/owls"})}).(string)
	var result map[string]any
	if err := json.Unmarshal([]byte(res), &result); err != nil {
		t.Fatal(err)
	}
	opts := map[string]any{"savedAt": "2026-01-02T03:04:05Z", "noComments": true}
	a := markdownCallback(safejs.Undefined(), []safejs.Value{jsObject(t, map[string]any{"result": result, "options": opts})})
	s, _ := json.Marshal(map[string]any{"result": result, "options": opts})
	str, _ := safejs.ValueOf(string(s))
	b := markdownCallback(safejs.Undefined(), []safejs.Value{str})
	var file MarkdownFile
	if err := json.Unmarshal([]byte(a.(string)), &file); err != nil || file.Markdown == "" {
		t.Fatalf("not a MarkdownFile: %v", a)
	}
	if a != b {
		t.Errorf("object and string requests differ:\n%v\n%v", a, b)
	}
}
