package main

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
)

const samplePage = `<!doctype html><html><head><title>Owls at night</title></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>Owls at night</h1>
<p>Owls hunt at night with silent feathers and ears that find a mouse under the snow. ` +
	`Their wings have soft edges that break the noise of the air, so the prey hears nothing until the owl is there.</p>
<p>Most owls swallow small prey whole and later bring up pellets of bone and fur, which tell biologists what they ate. ` +
	`A barn owl can eat more than a thousand mice in a year, which makes farmers glad to have one in the barn.</p>
<p>They turn their heads far because their eyes cannot move in their sockets; the neck has twice as many bones as ours.</p>
</article>
<footer>© 2026 Birds Inc. <a href="/privacy">Privacy</a></footer>
</body></html>`

func TestHandleJSONReturnsResult(t *testing.T) {
	req, _ := json.Marshal(Request{HTML: samplePage, URL: "https://example.org/owls"})
	out := HandleJSON(string(req))
	var res core.Result
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("response is not a Result: %v\n%s", err, out)
	}
	if strings.Contains(out, `"error":`) {
		t.Fatalf("unexpected failure: %s", out)
	}
	if res.Type == "" {
		t.Errorf("no page type in %s", out)
	}
	if !strings.Contains(res.Article.Text, "silent feathers") {
		t.Errorf("article text lacks the article: %q", res.Article.Text)
	}
	if res.Stats.Elements == 0 {
		t.Errorf("stats.elements = 0")
	}
}

func TestHandleFailures(t *testing.T) {
	tests := []struct {
		name, request, kind string
	}{
		{"not json", `{"html":`, kindRequest},
		{"no html", `{"url":"https://example.org/"}`, kindRequest},
		{"wrong type", `{"html": 42}`, kindRequest},
		{"bad layout", `{"html":"<p>x</p>","layout":{"x":"no"}}`, kindRequest},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var f Failure
			out := HandleJSON(tt.request)
			if err := json.Unmarshal([]byte(out), &f); err != nil || f.Error == "" {
				t.Fatalf("want a Failure, got %s", out)
			}
			if f.Kind != tt.kind {
				t.Errorf("kind = %q, want %q (%s)", f.Kind, tt.kind, f.Error)
			}
		})
	}
}

// withExtract swaps the extraction for one test (to provoke panics and
// errors at the boundary; results always come from core.Extract).
func withExtract(t *testing.T, fn func(string, core.Options) (*core.Result, error)) {
	t.Helper()
	saved := extractFunc
	extractFunc = fn
	t.Cleanup(func() { extractFunc = saved })
}

func TestHandleRecoversPanic(t *testing.T) {
	withExtract(t, func(string, core.Options) (*core.Result, error) { panic("boom") })
	var f Failure
	out := Handle(Request{HTML: "<p>x</p>"})
	if err := json.Unmarshal([]byte(out), &f); err != nil {
		t.Fatalf("want a Failure, got %s", out)
	}
	if f.Kind != kindPanic || !strings.Contains(f.Error, "boom") {
		t.Errorf("got %+v", f)
	}
}

func TestHandleCoreError(t *testing.T) {
	withExtract(t, func(string, core.Options) (*core.Result, error) { return nil, errors.New("dom: nesting too deep") })
	var f Failure
	if err := json.Unmarshal([]byte(Handle(Request{HTML: "<p>x</p>"})), &f); err != nil {
		t.Fatal(err)
	}
	if f.Kind != kindExtract || f.Error != "dom: nesting too deep" {
		t.Errorf("got %+v", f)
	}
}

func TestRequestOverridesOptions(t *testing.T) {
	var got core.Options
	withExtract(t, func(_ string, o core.Options) (*core.Result, error) {
		got = o
		return &core.Result{Type: core.TypeArticle}, nil
	})
	HandleJSON(`{"html":"<p>x</p>","url":"https://a.example/","layout":{"x":[0],"y":[0],"w":[1],"h":[1],"visible":[true]},"options":{"url":"https://b.example/","trace":true}}`)
	if got.URL != "https://a.example/" || !got.Trace || got.Layout == nil || !got.Layout.Fits(1) {
		t.Errorf("options not merged: %+v", got)
	}
}

func TestHandleDeterministic(t *testing.T) {
	req, _ := json.Marshal(Request{HTML: samplePage, URL: "https://example.org/owls", Options: core.Options{Trace: true}})
	a, b := HandleJSON(string(req)), HandleJSON(string(req))
	if a != b {
		t.Fatal("two runs of the same request differ")
	}
}

// sitePages are two pages of one site: the same menu and footer around
// different stories.
func sitePages() []string {
	page := func(title, story string) string {
		return `<!doctype html><html><head><title>` + title + `</title></head><body>
<div class="menu"><a href="/">Home</a> <a href="/birds">Birds</a> <a href="/about">About</a></div>
<div class="story"><h1>` + title + `</h1><p>` + story + `</p><p>` + story + ` Again, in other words.</p></div>
<div class="footer">© 2026 Birds Inc. Every story on this site is written by volunteers who watch birds at dawn.</div>
</body></html>`
	}
	return []string{
		page("Owls at night", "Owls hunt at night with silent feathers and ears that find a mouse under the snow."),
		page("Herons at dawn", "Herons stand still in the shallows for an hour before the fish forget they are there."),
	}
}

func TestHandleSiteJSONReturnsProfile(t *testing.T) {
	req, _ := json.Marshal(SiteRequest{Pages: sitePages(), URLs: []string{"https://birds.example/owls", "https://birds.example/herons"}})
	out := HandleSiteJSON(string(req))
	var p core.SiteProfile
	if err := json.Unmarshal([]byte(out), &p); err != nil || strings.Contains(out, `"error":`) {
		t.Fatalf("want a profile, got %s", out)
	}
	if p.Template == nil || p.Template.K != 2 {
		t.Fatalf("profile incomplete: %s", out)
	}
	// FOREST's wrapper is learnt where the forest method is built in (not
	// in the extension's lean build).
	if hasForest := slices.Contains(core.Algorithms(), "forest"); hasForest != (p.Wrapper != nil) {
		t.Errorf("forest built in: %v, wrapper learnt: %v", hasForest, p.Wrapper != nil)
	}
	// The profile goes back in as options.site, and the answer is a Result.
	ext, _ := json.Marshal(Request{HTML: sitePages()[0], Options: core.Options{Site: &p}})
	res := HandleJSON(string(ext))
	if strings.Contains(res, `"error":`) || !strings.Contains(res, "silent feathers") {
		t.Errorf("extract with the profile: %s", res)
	}
}

func TestHandleSiteFailures(t *testing.T) {
	one, _ := json.Marshal(SiteRequest{Pages: sitePages()[:1]})
	for name, tt := range map[string]struct{ request, kind string }{
		"not json":          {`{"pages":`, kindRequest},
		"pages not strings": {`{"pages":[1,2]}`, kindRequest},
		"one page":          {string(one), kindLearn},
		"no pages":          {`{}`, kindLearn},
	} {
		var f Failure
		out := HandleSiteJSON(tt.request)
		if err := json.Unmarshal([]byte(out), &f); err != nil || f.Error == "" || f.Kind != tt.kind {
			t.Errorf("%s: want a %s Failure, got %s", name, tt.kind, out)
		}
	}
}

func TestHandleSiteRecoversPanic(t *testing.T) {
	saved := learnSiteFunc
	learnSiteFunc = func([]string, []string) (*core.SiteProfile, error) { panic("boom") }
	t.Cleanup(func() { learnSiteFunc = saved })
	var f Failure
	if err := json.Unmarshal([]byte(HandleSite(SiteRequest{Pages: sitePages()})), &f); err != nil || f.Kind != kindPanic {
		t.Errorf("want a panic Failure, got %+v (%v)", f, err)
	}
}

// TestHandleTree: a request with the page as a tree answers what the same
// page as HTML answers (apart from the input's size), and a tree wins over
// HTML when both are sent.
func TestHandleTree(t *testing.T) {
	root, err := html.Parse(strings.NewReader(samplePage))
	if err != nil {
		t.Fatal(err)
	}
	tree := dom.EncodeTree(root)
	var fromHTML, fromTree, both core.Result
	for _, c := range []struct {
		req Request
		dst *core.Result
	}{
		{Request{HTML: samplePage, URL: "https://example.org/owls"}, &fromHTML},
		{Request{Tree: tree, URL: "https://example.org/owls"}, &fromTree},
		{Request{HTML: "<p>other page</p>", Tree: tree, URL: "https://example.org/owls"}, &both},
	} {
		out := Handle(c.req)
		if strings.Contains(out, `"error":`) {
			t.Fatalf("failure: %s", out)
		}
		if err := json.Unmarshal([]byte(out), c.dst); err != nil {
			t.Fatal(err)
		}
	}
	if !strings.Contains(fromTree.Article.Text, "silent feathers") || fromTree.Article.Text != fromHTML.Article.Text ||
		fromTree.Type != fromHTML.Type || fromTree.Stats.Elements != fromHTML.Stats.Elements {
		t.Errorf("tree answer differs: %q (%s) vs %q (%s)", fromTree.Article.Text, fromTree.Type, fromHTML.Article.Text, fromHTML.Type)
	}
	if both.Article.Text != fromTree.Article.Text {
		t.Errorf("with html and tree, the tree should be used; got %q", both.Article.Text)
	}
}
