package wire_test

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/charset"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/forest"
	"github.com/pith-reader/pith/core/segment"
	"github.com/pith-reader/pith/core/template"
	"github.com/pith-reader/pith/core/wire"
	"golang.org/x/net/html"
)

// The equivalence tests of this file compare wire with encoding/json on
// what pith really sends: the Results of the fixture pages (and of every
// corpus page with PITH_CORPORA=DIR, e.g. /work/shared/datasets), learnt
// site profiles, Options, and the JSON-LD blocks of the pages.

// sameBytes checks that wire.Marshal(v) is encoding/json.Marshal(v).
func sameBytes(t *testing.T, name string, v any) {
	t.Helper()
	want, werr := json.Marshal(v)
	got, gerr := wire.Marshal(v)
	if werr != nil || gerr != nil {
		t.Errorf("%s: error %v, encoding/json: %v", name, gerr, werr)
		return
	}
	if string(got) != string(want) {
		i := firstDiff(got, want)
		lo := max(0, i-80)
		t.Errorf("%s: bytes differ at %d of %d/%d:\n got …%s…\nwant …%s…", name, i, len(got), len(want),
			got[lo:min(len(got), i+80)], want[lo:min(len(want), i+80)])
	}
}

// sameValue checks that wire.Unmarshal and encoding/json.Unmarshal agree on
// data read into a fresh value of dst's type: both fail, or both give
// the same value.
func sameValue(t *testing.T, name string, data []byte, dst any) {
	t.Helper()
	typ := reflect.TypeOf(dst).Elem()
	want, got := reflect.New(typ).Interface(), reflect.New(typ).Interface()
	werr := json.Unmarshal(data, want)
	gerr := wire.Unmarshal(data, got)
	if (werr != nil) != (gerr != nil) {
		t.Errorf("%s into %s: error %v, encoding/json: %v", name, typ, gerr, werr)
		return
	}
	if werr == nil && !reflect.DeepEqual(got, want) {
		t.Errorf("%s into %s: values differ\n got %.300s\nwant %.300s", name, typ, fmt.Sprintf("%#v", got), fmt.Sprintf("%#v", want))
	}
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// fixturePages are the hand-written pages of testdata/pages and the
// extension's test fixtures, by name.
func fixturePages(t *testing.T) map[string]string {
	t.Helper()
	pages := map[string]string{}
	for _, pattern := range []string{"../../testdata/pages/*.html", "../../extension/test/fixtures/*.html"} {
		files, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			pages[f] = string(b)
		}
	}
	if len(pages) < 10 {
		t.Fatalf("only %d fixture pages found", len(pages))
	}
	return pages
}

// corpusFiles are the evaluation corpora's pages when PITH_CORPORA names
// their folder, else none.
func corpusFiles(t *testing.T) []string {
	t.Helper()
	dir := os.Getenv("PITH_CORPORA")
	if dir == "" {
		return nil
	}
	files, err := filepath.Glob(filepath.Join(dir, "*", "pages", "*.html.gz"))
	if err != nil || len(files) == 0 {
		t.Fatalf("PITH_CORPORA=%s: no pages (%v)", dir, err)
	}
	sort.Strings(files)
	return files
}

// optionSets are the option variations of the Results compared: tracing
// adds every decision (many floats and reasons), Formats leave shapes
// empty, NoComments empties the comments.
var optionSets = []core.Options{
	{},
	{Trace: true},
	{Formats: []string{"text"}},
	{Formats: []string{"html", "text"}, Trace: true},
	{Formats: []string{"markdown"}, NoComments: true},
	{URL: "https://example.org/a/b?c=d&e=<f>"},
}

// TestMarshalResults: the Result of every fixture page, with each option
// set, gives encoding/json's bytes, as a value and as a pointer.
func TestMarshalResults(t *testing.T) {
	for name, src := range fixturePages(t) {
		for i, opts := range optionSets {
			res, err := core.Extract(src, opts)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			sameBytes(t, fmt.Sprintf("%s/options %d", name, i), res)
			sameBytes(t, fmt.Sprintf("%s/options %d (value)", name, i), *res)
		}
	}
}

// TestMarshalCorpusResults does the same on every corpus page (with
// PITH_CORPORA): traced, and with the Formats and NoComments varied from
// page to page.
func TestMarshalCorpusResults(t *testing.T) {
	files := corpusFiles(t)
	if files == nil {
		t.Skip("PITH_CORPORA not set")
	}
	for i, f := range files {
		src, err := charset.DecodeFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, opts := range []core.Options{{Trace: true, URL: "https://example.org/a"}, optionSets[2+i%4]} {
			res, err := core.Extract(src, opts)
			if err != nil {
				continue // an error is not a Result: nothing to send
			}
			sameBytes(t, f, res)
		}
	}
	t.Logf("%d corpus pages", len(files))
}

// sitePages are the extension's three pages of one site.
func sitePages(t *testing.T) []string {
	t.Helper()
	var pages []string
	for n := 1; n <= 3; n++ {
		b, err := os.ReadFile(fmt.Sprintf("../../extension/test/fixtures/site-courier-%d.html", n))
		if err != nil {
			t.Fatal(err)
		}
		pages = append(pages, string(b))
	}
	return pages
}

// TestSiteProfiles: learnt site profiles (FOREST's wrapper and the
// template, with its feature maps) give encoding/json's bytes, read back
// to the same value, and travel inside Options the same way.
func TestSiteProfiles(t *testing.T) {
	type group struct {
		name  string
		pages []string
		urls  []string
	}
	site := sitePages(t)
	groups := []group{
		{"courier 1-3", site, []string{"https://courier.example/1", "https://courier.example/2", "https://courier.example/3"}},
		{"courier 1-2", site[:2], nil},
		{"courier trees", treesOf(t, site), nil},
	}
	// Unrelated pages learnt together give odd profiles, which is what a
	// codec test wants.
	var fixtures []string
	for _, src := range fixturePages(t) {
		fixtures = append(fixtures, src)
	}
	sort.Strings(fixtures)
	for i := 0; i+3 <= len(fixtures); i += 3 {
		groups = append(groups, group{fmt.Sprintf("fixtures %d", i), fixtures[i : i+3], nil})
	}
	files := corpusFiles(t)
	for i := 0; i+3 <= len(files); i += 3 {
		var pages []string
		for _, f := range files[i : i+3] {
			src, err := charset.DecodeFile(f)
			if err != nil {
				t.Fatal(err)
			}
			pages = append(pages, src)
		}
		groups = append(groups, group{files[i], pages, nil})
	}
	learnt := 0
	for _, g := range groups {
		p, err := core.LearnSite(g.pages, g.urls)
		if err != nil {
			continue
		}
		learnt++
		sameBytes(t, g.name, p)
		data, _ := json.Marshal(p)
		sameValue(t, g.name, data, new(core.SiteProfile))
		opts, _ := json.Marshal(core.Options{Site: p, Formats: []string{"html"}})
		sameValue(t, g.name+" in options", opts, new(core.Options))
	}
	if learnt < 3 {
		t.Fatalf("only %d profiles learnt", learnt)
	}
	t.Logf("%d profiles of %d groups", learnt, len(groups))
}

func treesOf(t *testing.T, pages []string) []string {
	t.Helper()
	var trees []string
	for _, src := range pages {
		root, err := html.Parse(strings.NewReader(src))
		if err != nil {
			t.Fatal(err)
		}
		trees = append(trees, dom.EncodeTree(root))
	}
	return trees
}

// edgeOptions fills every member of Options, with floats at the edges of
// float32 and float64 and strings with every escape class.
func edgeOptions() core.Options {
	tiny, huge := 1e-7, 1e21
	return core.Options{
		URL:          "https://example.org/<a>&b\u2028",
		Algorithm:    "default",
		Trace:        true,
		NoComments:   true,
		Formats:      []string{"html", "text", "markdown"},
		Limits:       dom.Limits{MaxBytes: 1 << 20, MaxDepth: 100, MaxElements: 5000},
		TimeBudgetMS: 10000,
		Layout: &dom.Layout{
			X: []float32{0, 1.5, -3.25, 1e-7, 3.4e38}, Y: []float32{0, 0.1, 1920, 123456.79, float32(math.Copysign(0, -1))},
			W: []float32{1, 2, 3, 4, 5}, H: []float32{}, Visible: []bool{true, false, true, true, false},
			PageWidth: 1280, PageHeight: 23456.5,
		},
		Site: &core.SiteProfile{
			Wrapper: &forest.Wrapper{Selector: `html > * > div[class^="story"]`, Tag: "div", Level: 3,
				Attrs: []forest.Attr{{Key: "class", Value: "story-\x00\"\\"}}, ByPosition: true, DFS: []int{3, 14, 15},
				Relevance: tiny, Measure: forest.Informativeness, Pages: 3},
			Template: &template.Template{K: 3, Root: &template.Node{Label: "html", Support: 3, Children: []*template.Node{
				{Label: "body", Op: template.Star, Support: 2, Features: map[string]int{"b": 1, "a": 2, "é": 3, "<x>": 0}},
				{Op: template.Alt, Children: []*template.Node{{Label: "div.story-"}, {Label: "main"}}, Features: map[string]int{}},
			}}},
		},
		SD:       core.Options{}.SD,
		Forest:   forest.Options{Measure: forest.Coverage, Signifiers: 7, Feed: forest.FeedItem{Title: "t", Description: "d"}, KeepComments: true},
		Template: template.Options{MinNodeSupport: huge, MinImportance: 0.5, AreaRatio: math.SmallestNonzeroFloat64},
	}
}

// TestOptions: Options, empty and full, give encoding/json's bytes and
// read back to the same value.
func TestOptions(t *testing.T) {
	for i, opts := range []core.Options{{}, edgeOptions(), {Layout: &dom.Layout{}}, {Site: &core.SiteProfile{}}, {Formats: []string{}}} {
		name := fmt.Sprintf("options %d", i)
		sameBytes(t, name, opts)
		data, _ := json.Marshal(opts)
		sameValue(t, name, data, new(core.Options))
	}
}

// TestMarshalEdgeResults: hand-made Results with what the pipeline rarely
// makes: nil and empty slices, zero, negative-zero, tiny and huge floats,
// strings with every escape class and invalid UTF-8.
func TestMarshalEdgeResults(t *testing.T) {
	odd := "<b>&\"\\\x00\x1f\x7f\u2028\u2029\xff\xe2\x82 é 🦉"
	negZero := math.Copysign(0, -1)
	for i, res := range []core.Result{
		{},
		{Comments: []core.Comment{}, Posts: []core.Comment{}, Regions: []core.Region{}, Trace: []segment.Step{}},
		{
			URL: odd, Type: core.TypeArticleWithComments, TypeConfidence: negZero, Title: odd, Byline: odd, Published: odd,
			Language: "en", SiteName: odd, Image: odd, Excerpt: odd,
			Article:  core.Content{HTML: odd, Text: odd, Markdown: odd, Words: -1},
			Comments: []core.Comment{{Author: odd, Text: odd, HTML: odd, Depth: 2, Node: 7}, {}},
			Posts:    []core.Comment{{Date: "2026-01-01"}},
			Regions: []core.Region{
				{Label: segment.LabelNoise, Node: 1, Path: odd, Density: 3, LinkDensity: 1e-7, DFM: 1e21, Why: odd},
				{Label: segment.LabelArticle, LinkDensity: 0.1 + 0.2, DFM: negZero},
				{Label: segment.Label(odd), LinkDensity: math.SmallestNonzeroFloat64, DFM: math.MaxFloat64},
			},
			Trace: []segment.Step{{Step: odd, Node: -1, Reason: odd, Score: 0}, {Score: negZero}, {Score: 1e-300}, {Score: 123456789012345678901}},
			Stats: core.Stats{Bytes: math.MaxInt, Elements: 1, Truncated: true, DepthCut: true, ElementsCut: true, Algorithm: odd},
		},
		{Type: core.PageType(odd), TypeConfidence: 0.999999999999, Trace: []segment.Step{{}}},
	} {
		sameBytes(t, fmt.Sprintf("result %d", i), res)
		data, _ := json.Marshal(res)
		sameValue(t, fmt.Sprintf("result %d", i), data, new(core.Result))
	}
	// NaN and ±Inf have no JSON form: encoding/json fails on them, and so
	// does wire, so a Result holding one becomes a Failure either way.
	for _, f := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		res := core.Result{Regions: []core.Region{{DFM: f}}}
		_, werr := json.Marshal(res)
		_, gerr := wire.Marshal(res)
		if werr == nil || gerr == nil {
			t.Errorf("%v: error %v, encoding/json: %v; want both to fail", f, gerr, werr)
		}
	}
}

// jsonLDBlocks returns the text of every <script type="application/ld+json">
// of a page, as core's metadata step reads it.
func jsonLDBlocks(src string) []string {
	root, err := html.Parse(strings.NewReader(src))
	if err != nil {
		return nil
	}
	var blocks []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "script" && n.FirstChild != nil {
			for _, a := range n.Attr {
				if a.Key == "type" && strings.EqualFold(a.Val, "application/ld+json") {
					blocks = append(blocks, n.FirstChild.Data)
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(root)
	return blocks
}

// TestJSONLD: every JSON-LD block of the fixture pages and of the
// readability corpus (every corpus with PITH_CORPORA) reads into any as
// encoding/json reads it (or fails as it fails: pages carry broken JSON-LD),
// and the value read writes back to encoding/json's bytes.
func TestJSONLD(t *testing.T) {
	var srcs []string
	for _, src := range fixturePages(t) {
		srcs = append(srcs, src)
	}
	files := corpusFiles(t)
	if files == nil {
		files, _ = filepath.Glob("../../../shared/datasets/readability/pages/*.html.gz")
	}
	for _, f := range files {
		src, err := charset.DecodeFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs = append(srcs, src)
	}
	blocks, failed := 0, 0
	for _, src := range srcs {
		for _, text := range jsonLDBlocks(src) {
			blocks++
			text = strings.TrimSpace(text)
			text = strings.TrimSuffix(strings.TrimPrefix(text, "<![CDATA["), "]]>")
			sameValue(t, fmt.Sprintf("block %.60q", text), []byte(text), new(any))
			var v any
			if err := json.Unmarshal([]byte(text), &v); err != nil {
				failed++
				continue
			}
			sameBytes(t, fmt.Sprintf("block %.60q written back", text), v)
		}
	}
	if blocks == 0 {
		t.Fatal("no JSON-LD block found")
	}
	t.Logf("%d JSON-LD blocks from %d pages (%d not JSON)", blocks, len(srcs), failed)
}
