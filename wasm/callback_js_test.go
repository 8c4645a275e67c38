//go:build js && wasm

package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hack-pad/safejs"
	"github.com/pith-reader/pith/core"
)

func jsObject(t *testing.T, fields map[string]any) safejs.Value {
	t.Helper()
	v, err := safejs.ValueOf(fields)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestCallbackObjectRequest(t *testing.T) {
	layout := map[string]any{"x": []any{0}, "y": []any{0}, "w": []any{800}, "h": []any{600}, "visible": []any{true}, "pageWidth": 800, "pageHeight": 600}
	req := jsObject(t, map[string]any{"html": samplePage, "url": "https://example.org/owls", "layout": layout, "options": map[string]any{"trace": true}})
	out, ok := extractCallback(safejs.Undefined(), []safejs.Value{req}).(string)
	if !ok {
		t.Fatal("extract did not return a string")
	}
	var res core.Result
	if err := json.Unmarshal([]byte(out), &res); err != nil || strings.Contains(out, `"error":`) {
		t.Fatalf("want a Result, got %s", out)
	}
	if !strings.Contains(res.Article.Text, "silent feathers") || len(res.Trace) == 0 {
		t.Errorf("object request lost a field: trace=%d text=%q", len(res.Trace), res.Article.Text)
	}
	if res.URL != "" && res.URL != "https://example.org/owls" {
		t.Errorf("url = %q", res.URL)
	}
}

func TestCallbackStringRequestEqualsObjectRequest(t *testing.T) {
	s, _ := json.Marshal(Request{HTML: samplePage, URL: "https://example.org/owls"})
	str, _ := safejs.ValueOf(string(s))
	a := extractCallback(safejs.Undefined(), []safejs.Value{str})
	b := extractCallback(safejs.Undefined(), []safejs.Value{jsObject(t, map[string]any{"html": samplePage, "url": "https://example.org/owls"})})
	if a != b {
		t.Error("the string and the object form of one request answer differently")
	}
}

func TestCallbackBadArguments(t *testing.T) {
	num, _ := safejs.ValueOf(42)
	for name, args := range map[string][]safejs.Value{
		"none":              nil,
		"number":            {num},
		"two":               {num, num},
		"html not a string": {jsObject(t, map[string]any{"html": 42})},
	} {
		out, _ := extractCallback(safejs.Undefined(), args).(string)
		var f Failure
		if err := json.Unmarshal([]byte(out), &f); err != nil || f.Kind != kindRequest {
			t.Errorf("%s: want a request Failure, got %s", name, out)
		}
	}
}

func TestCallbackSurvivesPanic(t *testing.T) {
	withExtract(t, func(string, core.Options) (*core.Result, error) { panic("boom") })
	out, _ := extractCallback(safejs.Undefined(), []safejs.Value{jsObject(t, map[string]any{"html": "<p>x</p>"})}).(string)
	if !strings.Contains(out, `"kind":"panic"`) {
		t.Fatalf("want a panic Failure, got %s", out)
	}
	// The runtime is still alive: a second call answers too.
	extractFunc = core.Extract
	out, _ = extractCallback(safejs.Undefined(), []safejs.Value{jsObject(t, map[string]any{"html": samplePage})}).(string)
	if strings.Contains(out, `"error":`) {
		t.Fatalf("second call failed: %s", out)
	}
}

func TestLearnSiteCallbackObjectEqualsString(t *testing.T) {
	pages := sitePages()
	s, _ := json.Marshal(SiteRequest{Pages: pages})
	str, _ := safejs.ValueOf(string(s))
	a, _ := learnSiteCallback(safejs.Undefined(), []safejs.Value{str}).(string)
	b, _ := learnSiteCallback(safejs.Undefined(), []safejs.Value{jsObject(t, map[string]any{"pages": []any{pages[0], pages[1]}})}).(string)
	if a != b || strings.Contains(a, `"error":`) || !strings.Contains(a, `"template"`) {
		t.Errorf("string and object requests: %s / %s", a, b)
	}
}

func TestLearnSiteCallbackBadArguments(t *testing.T) {
	num, _ := safejs.ValueOf(42)
	for name, args := range map[string][]safejs.Value{
		"none":            nil,
		"number":          {num},
		"pages not array": {jsObject(t, map[string]any{"pages": 42})},
		"page not string": {jsObject(t, map[string]any{"pages": []any{"<p>x</p>", 42}})},
	} {
		out, _ := learnSiteCallback(safejs.Undefined(), args).(string)
		var f Failure
		if err := json.Unmarshal([]byte(out), &f); err != nil || f.Kind != kindRequest {
			t.Errorf("%s: want a request Failure, got %s", name, out)
		}
	}
}

func TestLearnSiteCallbackSurvivesPanic(t *testing.T) {
	saved := learnSiteFunc
	learnSiteFunc = func([]string, []string) (*core.SiteProfile, error) { panic("boom") }
	out, _ := learnSiteCallback(safejs.Undefined(), []safejs.Value{jsObject(t, map[string]any{"pages": []any{"a", "b"}})}).(string)
	learnSiteFunc = saved
	if !strings.Contains(out, `"kind":"panic"`) {
		t.Fatalf("want a panic Failure, got %s", out)
	}
	out, _ = learnSiteCallback(safejs.Undefined(), []safejs.Value{jsObject(t, map[string]any{"pages": []any{sitePages()[0], sitePages()[1]}})}).(string)
	if strings.Contains(out, `"error":`) {
		t.Fatalf("second call failed: %s", out)
	}
}
