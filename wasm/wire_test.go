package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/wire"
	"golang.org/x/net/html"
)

// The handler reads requests and writes responses with core/wire instead of
// encoding/json (which the wasm no longer links, see core/wire). These tests
// check that nothing changes on the wire: requests as the extension and the
// web page build them read into the same Go values, and responses are
// encoding/json's bytes.

// layoutJSON is a layout table as JSON.stringify writes what
// extension/content/capture.js measures: fractional CSS pixels, negative
// offsets, zero boxes.
const layoutJSON = `{"x":[0,8,8.5,-120.33333587646484,1234.5677490234375,0],"y":[0,0,64.796875,1e-7,105.33333587646484,23456.5],` +
	`"w":[1280,1264,600.1666870117188,0,3.4e+38,1],"h":[23456,40,18.5,0,0,0],"visible":[true,true,true,false,true,false],` +
	`"pageWidth":1280,"pageHeight":23456.5}`

// extensionRequests are requests of the shapes extension/background/main.js
// (reader, save, the reader's Markdown), web/app.js and the tests send,
// with JSON.stringify's spelling: absent members left out, never null
// except where a value is null.
func extensionRequests(t *testing.T) map[string]string {
	t.Helper()
	root, err := html.Parse(strings.NewReader(samplePage))
	if err != nil {
		t.Fatal(err)
	}
	tree, _ := json.Marshal(dom.EncodeTree(root))
	page, _ := json.Marshal(samplePage)
	var profile core.SiteProfile
	if err := json.Unmarshal([]byte(HandleSite(SiteRequest{Pages: sitePages()})), &profile); err != nil || profile.Template == nil {
		t.Fatalf("no profile learnt: %v", err)
	}
	site, _ := json.Marshal(profile)
	url := `"https://example.org/owls?a=1&b=<2>"`
	return map[string]string{
		"reader":           fmt.Sprintf(`{"tree":%s,"url":%s,"layout":%s,"options":{"timeBudgetMs":10000,"formats":["html","text"]}}`, tree, url, layoutJSON),
		"reader with site": fmt.Sprintf(`{"tree":%s,"url":%s,"layout":%s,"options":{"timeBudgetMs":10000,"site":%s,"formats":["html","text"]}}`, tree, url, layoutJSON, site),
		"save":             fmt.Sprintf(`{"tree":%s,"url":%s,"layout":%s,"options":{"timeBudgetMs":10000}}`, tree, url, layoutJSON),
		"markdown":         fmt.Sprintf(`{"tree":%s,"url":%s,"layout":%s,"options":{"timeBudgetMs":10000,"site":%s,"formats":["markdown"]}}`, tree, url, layoutJSON, site),
		"web page":         fmt.Sprintf(`{"tree":%s,"url":%s,"layout":%s,"options":{"trace":true}}`, tree, url, layoutJSON),
		"html":             fmt.Sprintf(`{"html":%s,"url":%s,"options":{"trace":true,"noComments":true}}`, page, url),
		"no layout":        fmt.Sprintf(`{"html":%s,"layout":null,"options":null}`, page),
		"spelled loosely":  fmt.Sprintf(`{"HTML":%s,"Url":%s,"OPTIONS":{"TimeBudgetMS":60000,"Formats":["text"],"Limits":{"maxbytes":100000,"MaxDepth":50}},"version":"1","extra":{"a":[1,{"b":null}]}}`, page, url),
		"all options":      fmt.Sprintf(`{"html":%s,"options":{"url":"u","algorithm":"sd","trace":false,"noComments":false,"formats":[],"limits":{"MaxBytes":1,"MaxDepth":2,"MaxElements":3},"timeBudgetMs":0,"layout":%s,"site":{"wrapper":null,"template":null},"sd":{"t1":0.5,"t2":3},"density":{"variant":"td"},"forest":{"measure":"coverage","feed":{"title":"t"}},"template":{"minNodeSupport":0.25}}}`, page, layoutJSON),
		"duplicates":       fmt.Sprintf(`{"html":"a","html":%s,"options":{"formats":["text","html"],"formats":["html"],"limits":{"MaxBytes":1},"limits":{"MaxDepth":2}}}`, page),
		"escapes":          `{"html":"<p>\u00e9\ud83e\udd89 \u2028 \ud800 \"q\" \\ \/</p>\n\t","url":"\u0068ttps://x"}`,
		// Requests encoding/json rejects, which must be rejected too.
		"html not a string":     `{"html":42}`,
		"layout x not numbers":  `{"html":"<p>x</p>","layout":{"x":"no"}}`,
		"layout x too big":      `{"html":"<p>x</p>","layout":{"x":[1e39]}}`,
		"budget not an integer": `{"html":"<p>x</p>","options":{"timeBudgetMs":1.5}}`,
		"formats not an array":  `{"html":"<p>x</p>","options":{"formats":"html"}}`,
		"site not an object":    `{"html":"<p>x</p>","options":{"site":[]}}`,
		"truncated":             `{"html":"<p>x</p>","options":{`,
		"trailing":              `{"html":"<p>x</p>"}{}`,
		"deep":                  `{"html":"x","extra":` + strings.Repeat("[", 20000) + strings.Repeat("]", 20000) + `}`,
	}
}

// TestRequestsReadLikeEncodingJSON: every request reads into the same
// Request, or fails, with both codecs; and the handler answers a request
// that reads with encoding/json's bytes for the Result.
func TestRequestsReadLikeEncodingJSON(t *testing.T) {
	results, rejected := 0, 0
	for name, req := range extensionRequests(t) {
		var want, got Request
		werr := json.Unmarshal([]byte(req), &want)
		gerr := wire.Unmarshal([]byte(req), &got)
		if (werr != nil) != (gerr != nil) {
			t.Errorf("%s: error %v, encoding/json: %v", name, gerr, werr)
			continue
		}
		if werr != nil {
			rejected++
			if out := HandleJSON(req); !strings.Contains(out, `"kind":"request"`) {
				t.Errorf("%s: want a request Failure, got %.200s", name, out)
			}
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: read differently:\n got %+v\nwant %+v", name, got.Options, want.Options)
			continue
		}
		out := HandleJSON(req)
		if out != Handle(want) {
			t.Errorf("%s: HandleJSON and Handle answer differently", name)
		}
		if strings.HasPrefix(out, `{"error":`) {
			continue // a Failure, checked in TestFailuresMatchEncodingJSON
		}
		opts := want.Options
		if want.URL != "" {
			opts.URL = want.URL
		}
		if want.Layout != nil {
			opts.Layout = want.Layout
		}
		var r *core.Result
		var err error
		if want.Tree != "" {
			r, err = core.ExtractTree(want.Tree, opts)
		} else {
			r, err = core.Extract(want.HTML, opts)
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if b, _ := json.Marshal(r); string(b) != out {
			t.Errorf("%s: the answer is not encoding/json's bytes:\n got %.300s\nwant %.300s", name, out, b)
		}
		results++
	}
	if results < 10 || rejected < 8 {
		t.Errorf("%d requests answered with a Result, %d rejected: the table lost its point", results, rejected)
	}
}

// TestSiteRequestsReadLikeEncodingJSON: learnSite's requests, and the urls
// field the JS shim reads on its own (a []string), read the same way; the
// profile answered is encoding/json's bytes.
func TestSiteRequestsReadLikeEncodingJSON(t *testing.T) {
	pages, _ := json.Marshal(sitePages())
	for _, req := range []string{
		fmt.Sprintf(`{"pages":%s,"urls":["https://birds.example/owls","https://birds.example/herons"]}`, pages),
		fmt.Sprintf(`{"pages":%s,"urls":[]}`, pages),
		fmt.Sprintf(`{"pages":%s,"urls":null,"Pages":%s}`, pages, pages),
		`{"pages":[1,2]}`, `{"pages":"x"}`, `{"urls":[null,"a"]}`, `{}`, `[]`,
	} {
		var want, got SiteRequest
		werr := json.Unmarshal([]byte(req), &want)
		gerr := wire.Unmarshal([]byte(req), &got)
		if (werr != nil) != (gerr != nil) || werr == nil && !reflect.DeepEqual(got, want) {
			t.Errorf("%.80s: read as %+v (%v), encoding/json %+v (%v)", req, got, gerr, want, werr)
			continue
		}
		if werr != nil {
			continue
		}
		out := HandleSiteJSON(req)
		if strings.HasPrefix(out, `{"error":`) {
			continue
		}
		urls := want.URLs
		if len(urls) == 0 {
			urls = nil
		}
		p, err := core.LearnSite(want.Pages, urls)
		if err != nil {
			t.Fatal(err)
		}
		if b, _ := json.Marshal(p); string(b) != out {
			t.Errorf("%.80s: the profile is not encoding/json's bytes:\n got %.300s\nwant %.300s", req, out, b)
		}
	}
	for _, urls := range []string{`["a","b"]`, `[]`, `null`, `["\u00e9",null]`, `[1]`, `{"a":"b"}`, `"a"`} {
		var want, got []string
		werr := json.Unmarshal([]byte(urls), &want)
		gerr := wire.Unmarshal([]byte(urls), &got)
		if (werr != nil) != (gerr != nil) || werr == nil && !reflect.DeepEqual(got, want) {
			t.Errorf("urls %s: read as %#v (%v), encoding/json %#v (%v)", urls, got, gerr, want, werr)
		}
	}
}

// TestFailuresMatchEncodingJSON: a Failure's bytes are encoding/json's,
// whatever the error says.
func TestFailuresMatchEncodingJSON(t *testing.T) {
	for _, msg := range []string{"", "wasm: bad request", "quote \" backslash \\ <tag> & \u2028 \x00 \xff é 🦉\n\tpanic: stack"} {
		for _, kind := range []string{kindRequest, kindExtract, kindLearn, kindPanic} {
			want, _ := json.Marshal(Failure{Error: msg, Kind: kind})
			if got := failure(kind, errors.New(msg)); got != string(want) {
				t.Errorf("%q/%s: got %s, want %s", msg, kind, got, want)
			}
		}
	}
}
