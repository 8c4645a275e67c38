package eval

import (
	"reflect"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
)

// fidelityPage is a hand-written page: the source's body (the chosen
// article is the element with id="a"; elements with id="apart" are
// regions rendered apart) and the article the extractor returned.
type fidelityPage struct {
	name   string
	source string // body markup
	output string // rendered article
	gold   string
	title  string
	byline string
	// check inspects the result.
	check func(t *testing.T, f *PageFidelity)
}

// elementIDs returns the dom element indices of the elements whose id
// attribute is id.
func elementIDs(t *testing.T, src, id string) []int {
	t.Helper()
	doc, err := dom.Parse(src, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	var ids []int
	for i, n := range doc.Elems {
		if dom.Attr(n, "id") == id {
			ids = append(ids, i)
		}
	}
	return ids
}

func measurePage(t *testing.T, pg fidelityPage) *PageFidelity {
	t.Helper()
	src := "<!DOCTYPE html><html><head><title>t</title></head><body>" + pg.source + "</body></html>"
	in := FidelityInput{Source: src, URL: "https://example.org/post/1", ArticleHTML: pg.output,
		Article: elementIDs(t, src, "a"), Apart: elementIDs(t, src, "apart"),
		Title: pg.title, Byline: pg.byline, GoldArticle: pg.gold, Explain: true}
	if len(in.Article) == 0 {
		t.Fatal("the source has no id=a")
	}
	f, err := MeasureFidelity(in)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func wantCounts(t *testing.T, what string, got, want StructCounts) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %+v, want %+v", what, got, want)
	}
}

// lorem is prose around the structures, so that their neighbourhood is
// kept as it would be on a real page.
const lorem = "<p>The committee met on Monday and agreed the new budget for the coming year.</p>"

func TestFidelityCounters(t *testing.T) {
	pages := []fidelityPage{
		{
			name:   "a code token dropped inside pre",
			source: `<div id=a>` + lorem + `<pre>print('hello')` + "\n" + `print('bye')</pre></div>`,
			output: lorem + `<pre>('hello')` + "\n" + `('bye')</pre>`,
			check: func(t *testing.T, f *PageFidelity) {
				wantCounts(t, "code", f.Region.Code, StructCounts{N: 1, Kept: 1, Same: 1, Verbatim: 0})
				if f.Region.CodeTokens != 12 || f.Region.CodeTokensLost != 2 {
					t.Errorf("code tokens %d lost %d, want 12 lost 2", f.Region.CodeTokens, f.Region.CodeTokensLost)
				}
				if len(f.Lost) != 1 || !reflect.DeepEqual(f.Lost[0].CodeTokensLost, []string{"print", "print"}) {
					t.Errorf("lost = %+v, want the code block with print, print", f.Lost)
				}
			},
		},
		{
			// The alignments may pair the gold's copy and the output's with
			// different copies of the source: copies are interchangeable.
			name: "a section printed twice, shown once, the gold holding it once",
			source: `<div id=a>` + lorem + `<p>A line the output lost.</p><section><h2>Next steps</h2><p>Read about delivery, once and twice.</p></section>` +
				`<section><h2>Next steps</h2><p>Read about delivery, once and twice.</p></section></div>`,
			output: lorem + `<h2>Next steps</h2><p>Read about delivery, once and twice.</p>`,
			gold:   "The committee met on Monday and agreed the new budget for the coming year. A line the output lost. Next steps Read about delivery, once and twice.",
			check: func(t *testing.T, f *PageFidelity) {
				wantCounts(t, "gold headings", f.Gold.Headings, StructCounts{N: 1, Kept: 1, Same: 1, Verbatim: 1})
				wantCounts(t, "region headings", f.Region.Headings, StructCounts{N: 2, Kept: 1, Same: 1, Verbatim: 1})
			},
		},
		{
			name:   "code kept verbatim, inline code too",
			source: `<div id=a>` + lorem + `<pre><code>x = f(1)` + "\n" + `  y = 2</code></pre><p>Call <code>f()</code> first.</p></div>`,
			output: lorem + `<pre><code>x = f(1)` + "\n" + `  y = 2` + "\n" + `</code></pre><p>Call <code>f()</code> first.</p>`,
			check: func(t *testing.T, f *PageFidelity) {
				wantCounts(t, "code", f.Region.Code, StructCounts{N: 2, Kept: 2, Same: 2, Verbatim: 2})
				if f.Region.CodeTokensLost != 0 {
					t.Errorf("code tokens lost %d, want 0", f.Region.CodeTokensLost)
				}
			},
		},
		{
			name:   "code indentation lost is not verbatim",
			source: `<div id=a>` + lorem + `<pre>def f():` + "\n" + `    return 1</pre></div>`,
			output: lorem + `<pre>def f():` + "\n" + `return 1</pre>`,
			check: func(t *testing.T, f *PageFidelity) {
				wantCounts(t, "code", f.Region.Code, StructCounts{N: 1, Kept: 1, Same: 1, Verbatim: 0})
			},
		},
		{
			name:   "xmp shown as plain text: kept, not as code, every token lost",
			source: `<div id=a>` + lorem + `<xmp><b>bold</b></xmp></div>`,
			output: lorem + `<p>&lt;b&gt;bold&lt;/b&gt;</p>`,
			check: func(t *testing.T, f *PageFidelity) {
				wantCounts(t, "code", f.Region.Code, StructCounts{N: 1, Kept: 1, Same: 0, Verbatim: 0})
				if f.Region.CodeTokens != 8 || f.Region.CodeTokensLost != 8 {
					t.Errorf("code tokens %d lost %d, want 8 lost 8", f.Region.CodeTokens, f.Region.CodeTokensLost)
				}
			},
		},
		{
			name:   "a heading turned into a paragraph: kept, not as heading",
			source: `<div id=a>` + lorem + `<h2>Installation steps</h2>` + lorem + `</div>`,
			output: lorem + `<p>Installation steps</p>` + lorem,
			check: func(t *testing.T, f *PageFidelity) {
				wantCounts(t, "headings", f.Region.Headings, StructCounts{N: 1, Kept: 1, Same: 0, Verbatim: 0})
				if len(f.Lost) != 1 || f.Lost[0].Status != "not as structure" {
					t.Errorf("lost = %+v, want one heading not as structure", f.Lost)
				}
			},
		},
		{
			name:   "a heading dropped, one demoted, one with its number cut",
			source: `<div id=a><h1>Terms</h1>` + lorem + `<h2>1. Scope</h2>` + lorem + `<h3>Liability</h3>` + lorem + `</div>`,
			output: `<h2>Terms</h2>` + lorem + `<h2>Scope</h2>` + lorem + lorem,
			check: func(t *testing.T, f *PageFidelity) {
				// "1. Scope" keeps half its words: kept as a heading, altered.
				wantCounts(t, "headings", f.Region.Headings, StructCounts{N: 3, Kept: 2, Same: 2, Verbatim: 1})
			},
		},
		{
			name:   "the title repeated as a heading may go",
			source: `<div id=a><h1>My Trip to Rome</h1>` + lorem + `<h2>My trip: to Rome!</h2><h2>Rome</h2></div>`,
			output: lorem,
			title:  "My trip to  Rome",
			check: func(t *testing.T, f *PageFidelity) {
				// Only the last heading is no repeat: a part of the title
				// repeats it in an h1 only.
				wantCounts(t, "headings", f.Region.Headings, StructCounts{N: 1})
			},
		},
		{
			name:   "the byline shown above the article may leave it, heading or list item",
			source: `<div id=a><h3>Written by Jeffrey Sparshott</h3><ul class=meta><li>Jeffrey  Sparshott</li><li>Jeffrey</li></ul>` + lorem + `</div>`,
			output: lorem,
			byline: "JEFFREY SPARSHOTT",
			check: func(t *testing.T, f *PageFidelity) {
				wantCounts(t, "headings", f.Region.Headings, StructCounts{})
				wantCounts(t, "list items", f.Region.ListItems, StructCounts{N: 1})
			},
		},
		{
			name:   "an opening heading with the title without the site's name",
			source: `<div id=a><h3>Oct 30</h3><h2>Using promises</h2>` + lorem + `<h1>Using promises</h1><h1>Promises</h1></div>`,
			output: lorem,
			title:  "Using promises - JavaScript | MDN",
			check: func(t *testing.T, f *PageFidelity) {
				// "Oct 30" and the h1s after the first words of prose stay.
				wantCounts(t, "headings", f.Region.Headings, StructCounts{N: 3})
			},
		},
		{
			name:   "list items: nested lists count on their own; an emptied item is lost",
			source: `<div id=a>` + lorem + `<ul><li>Apples<ul><li>Green ones</li><li>Red ones</li></ul></li><li>Pears</li><li><a href="/x">^</a> Cited work by Smith</li></ul></div>`,
			output: lorem + `<ul><li>Apples<ul><li>Green ones</li><li>Red ones</li></ul></li><li>Pears</li><li>^ </li></ul>`,
			check: func(t *testing.T, f *PageFidelity) {
				wantCounts(t, "list items", f.Region.ListItems, StructCounts{N: 5, Kept: 4, Same: 4, Verbatim: 4})
				if f.Empty.ListItems != 1 {
					t.Errorf("empty list items %d, want 1", f.Empty.ListItems)
				}
			},
		},
		{
			name:   "empty figures and links in the output",
			source: `<div id=a>` + lorem + `</div>`,
			output: lorem + `<figure><figcaption>A lake</figcaption></figure><figure><pre>x</pre></figure><a href="/a"> </a><a href="/b">›</a><a href="/c"><img src="https://example.org/c.jpg"></a><ul><li><img src="https://example.org/d.jpg"></li></ul>`,
			check: func(t *testing.T, f *PageFidelity) {
				if want := (EmptyCounts{ListItems: 0, Figures: 1, Links: 2}); f.Empty != want {
					t.Errorf("empty = %+v, want %+v", f.Empty, want)
				}
			},
		},
		{
			name: "data table cells kept, lost, or flattened; layout tables do not count",
			source: `<div id=a>` + lorem +
				`<table><tr><th>Team</th><th>Wins</th></tr><tr><td>Lions</td><td>12</td></tr><tr><td>Bears</td><td>9</td></tr></table>` + lorem +
				`<table><thead><tr><td>Port</td><td>Use</td></tr></thead><tr><td>22</td><td>ssh</td></tr></table>` + lorem +
				`<table><tr><td>Alpha</td><td>Beta</td></tr></table>` + lorem +
				`<table><tr><th>City</th></tr><tr><td>Oslo</td></tr></table></div>`,
			output: lorem + `<table><tr><th>Team</th><th>Wins</th></tr><tr><td>Lions</td><td>12</td></tr><tr><td>Bears</td><td>9</td></tr></table>` + lorem +
				`<p>Port Use 22 ssh</p>` + lorem + lorem + `<p>12 Oslo</p>`,
			check: func(t *testing.T, f *PageFidelity) {
				// First table 6 cells kept as cells; second 4 kept as text;
				// the one-row table lays out; the last table's 2 cells: City
				// lost, Oslo kept as text ("12" before it is no cell of it).
				wantCounts(t, "cells", f.Region.Cells, StructCounts{N: 12, Kept: 11, Same: 6, Verbatim: 6})
			},
		},
		{
			name:   "a dropped table is lost though its numbers occur elsewhere",
			source: `<div id=a><p>In 1 year we grew 2 times.</p><table><caption>Growth</caption><tr><td>1</td><td>2</td></tr></table><p>That is all.</p></div>`,
			output: `<p>In 1 year we grew 2 times.</p><p>That is all.</p>`,
			check: func(t *testing.T, f *PageFidelity) {
				wantCounts(t, "cells", f.Region.Cells, StructCounts{N: 2})
			},
		},
		{
			name:   "hidden elements, regions apart and empty structures are out of scope",
			source: `<div id=a>` + lorem + `<h2 style="display: none">Hidden</h2><ul hidden><li>Secret</li></ul><li></li><div id=apart><h3>Comments</h3><ul><li>Nice post</li></ul></div></div><h2>Outside</h2>`,
			output: lorem,
			check: func(t *testing.T, f *PageFidelity) {
				if (f.Region != FidelityView{}) {
					t.Errorf("region = %+v, want nothing in scope", f.Region)
				}
			},
		},
		{
			name:   "a tab panel hidden by style is in scope",
			source: `<div id=a>` + lorem + `<div role=tabpanel style="display:none"><h3>Windows setup</h3></div></div>`,
			output: lorem,
			check: func(t *testing.T, f *PageFidelity) {
				wantCounts(t, "headings", f.Region.Headings, StructCounts{N: 1})
			},
		},
		{
			name:   "the gold view leaves out what the gold does not hold",
			source: `<div id=a><h2>Share this</h2>` + lorem + `<h2>Results</h2><ul><li>Follow us</li><li>First result</li></ul></div>`,
			output: lorem + `<h2>Results</h2><ul><li>First result</li></ul>`,
			gold:   "The committee met on Monday and agreed the new budget for the coming year.\nResults\n- First result",
			check: func(t *testing.T, f *PageFidelity) {
				wantCounts(t, "region headings", f.Region.Headings, StructCounts{N: 2, Kept: 1, Same: 1, Verbatim: 1})
				wantCounts(t, "region list items", f.Region.ListItems, StructCounts{N: 2, Kept: 1, Same: 1, Verbatim: 1})
				if f.Gold == nil {
					t.Fatal("no gold view")
				}
				wantCounts(t, "gold headings", f.Gold.Headings, StructCounts{N: 1, Kept: 1, Same: 1, Verbatim: 1})
				wantCounts(t, "gold list items", f.Gold.ListItems, StructCounts{N: 1, Kept: 1, Same: 1, Verbatim: 1})
			},
		},
		{
			name: "an image is in the gold view when it stands amid words of the gold",
			source: `<div id=a>` + lorem + `<img src="/in.jpg"><p>The second paragraph of the story goes on here.</p>` +
				`<div class=related><p>Read also: cats win a prize</p><img src="/rel1.jpg"><p>Dogs lose the case badly</p><img src="/rel2.jpg"><p>Birds fly south again</p></div></div>`,
			output: lorem + `<img src="https://example.org/in.jpg"><p>The second paragraph of the story goes on here.</p>`,
			gold:   "The committee met on Monday and agreed the new budget for the coming year.\nThe second paragraph of the story goes on here.",
			check: func(t *testing.T, f *PageFidelity) {
				if want := (ImageCounts{N: 3, Kept: 1}); f.Region.Images != want {
					t.Errorf("region images %+v, want %+v", f.Region.Images, want)
				}
				if want := (ImageCounts{N: 1, Kept: 1}); f.Gold == nil || f.Gold.Images != want {
					t.Errorf("gold images %+v, want %+v", f.Gold, want)
				}
			},
		},
		{
			name:   "no gold, no gold view",
			source: `<div id=a>` + lorem + `</div>`,
			output: lorem,
			check: func(t *testing.T, f *PageFidelity) {
				if f.Gold != nil {
					t.Errorf("gold view %+v without gold", f.Gold)
				}
			},
		},
	}
	for _, pg := range pages {
		t.Run(pg.name, func(t *testing.T) {
			f := measurePage(t, pg)
			pg.check(t, f)
			if t.Failed() {
				t.Logf("lost: %+v", f.Lost)
			}
		})
	}
}

const gif1x1 = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"

// imageWant is a page's images: in scope, kept; in the output, with a real
// source.
type imageWant struct{ n, kept, out, real int }

func TestFidelityImages(t *testing.T) {
	amazon1 := "https://m.media-amazon.com/images/I/51Qx._CR0,1,90,133_.jpg"
	amazon2 := "https://m.media-amazon.com/images/I/51Qx._CR0,2,180,266_.jpg"
	tests := []struct {
		name           string
		source, output string
		want           imageWant
	}{
		{
			name:   "a srcset with commas inside its URLs, cut at the first comma",
			source: `<img src="` + amazon1 + `" srcset="` + amazon1 + ` 1x, ` + amazon2 + ` 2x">`,
			output: `<img src="https://m.media-amazon.com/images/I/51Qx._CR0">`,
			want:   imageWant{1, 1, 1, 0},
		},
		{
			name:   "the same image with the srcset read right",
			source: `<img src="` + amazon1 + `" srcset="` + amazon1 + ` 1x, ` + amazon2 + ` 2x">`,
			output: `<img src="` + amazon2 + `">`,
			want:   imageWant{1, 1, 1, 1},
		},
		{
			name:   "a lazy image kept with its placeholder",
			source: `<img src="` + gif1x1 + `" data-src="/img/lake.jpg" alt="Lake">`,
			output: `<img src="` + gif1x1 + `" alt="Lake">`,
			want:   imageWant{1, 1, 1, 0},
		},
		{
			name:   "a lazy image resolved, relative to the page",
			source: `<img src="` + gif1x1 + `" data-src="/img/lake.jpg" alt="Lake">`,
			output: `<img src="https://example.org/img/lake.jpg" alt="Lake">`,
			want:   imageWant{1, 1, 1, 1},
		},
		{
			name:   "a lazy-loading attribute dom's lean parse does not keep",
			source: `<img src="` + gif1x1 + `" data-lazyload="https://cdn.example.org/a/b.png">`,
			output: `<img src="https://cdn.example.org/a/b.png">`,
			want:   imageWant{1, 1, 1, 1},
		},
		{
			name:   "a noscript fallback holds the real picture",
			source: `<figure><span><img class=lazy src="` + gif1x1 + `"></span><noscript><img src="/real.jpg"></noscript></figure>`,
			output: `<figure><img src="https://example.org/real.jpg"></figure>`,
			want:   imageWant{1, 1, 1, 1},
		},
		{
			name:   "a noscript image with no scripted image counts on its own",
			source: `<div class=lazy-wrap><noscript><img src="/only.jpg"></noscript></div>`,
			output: ``,
			want:   imageWant{1, 0, 0, 0},
		},
		{
			name:   "picture sources are the picture",
			source: `<picture><source srcset="/a.webp 1x, /a2.webp 2x" type="image/webp"><img src="/a.jpg"></picture>`,
			output: `<img src="https://example.org/a2.webp">`,
			want:   imageWant{1, 1, 1, 1},
		},
		{
			name:   "a tracking pixel is no picture to keep, and wrong when kept",
			source: `<img src="https://track.example.net/p.gif?u=1" width="1" height="1"><img src="/spacer.gif">`,
			output: `<img src="https://track.example.net/p.gif?u=1">`,
			want:   imageWant{0, 0, 1, 0},
		},
		{
			name:   "an image dropped",
			source: `<img src="/a.jpg"><img src="/b.jpg">`,
			output: `<img src="https://example.org/b.jpg">`,
			want:   imageWant{2, 1, 1, 1},
		},
		{
			name:   "a srcset cut keeping its last part: recognised by file name",
			source: `<img src="` + gif1x1 + `" data-srcset="https://i.example.com/upload/c_fill,w_80/18zu12g5xzyxo.jpg 80w, https://i.example.com/upload/c_scale,w_800/18zu12g5xzyxo.jpg 800w">`,
			output: `<img src="https://example.org/post/w_800/18zu12g5xzyxo.jpg">`,
			want:   imageWant{1, 1, 1, 0},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := measurePage(t, fidelityPage{source: `<div id=a>` + lorem + tt.source + `</div>`, output: lorem + tt.output})
			got := imageWant{f.Region.Images.N, f.Region.Images.Kept, f.OutputImages.N, f.OutputImages.RealSrc}
			if got != tt.want {
				t.Errorf("images = %+v, want %+v", got, tt.want)
			}
		})
	}
}

// The cases follow the HTML standard's srcset parsing, including its
// examples of commas inside URLs.
func TestParseSrcset(t *testing.T) {
	tests := []struct {
		srcset string
		want   []string
	}{
		{"a.jpg", []string{"a.jpg"}},
		{"a.jpg 1x, b.jpg 2x", []string{"a.jpg", "b.jpg"}},
		{"a.jpg 100w,b.jpg 200w", []string{"a.jpg", "b.jpg"}},
		{"https://x/_CR0,1,90,133_.jpg 1x, https://x/_CR0,2,180,266_.jpg 2x", []string{"https://x/_CR0,1,90,133_.jpg", "https://x/_CR0,2,180,266_.jpg"}},
		{"https://substackcdn.com/image/fetch/w_1456,c_limit,f_auto/https%3A%2F%2Fa.png 1456w", []string{"https://substackcdn.com/image/fetch/w_1456,c_limit,f_auto/https%3A%2F%2Fa.png"}},
		{"a.jpg,, b.jpg", []string{"a.jpg", "b.jpg"}},
		{"  ,a.jpg  ,b.jpg 2x", []string{"a.jpg", "b.jpg"}},
		{"a.jpg (min-width: 10px, max-width: 20px) 1x, b.jpg", []string{"a.jpg", "b.jpg"}},
		{"a.jpg,b.jpg", []string{"a.jpg,b.jpg"}},
		{"", nil},
		{" , ", nil},
	}
	for _, tt := range tests {
		if got := parseSrcset(tt.srcset); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("parseSrcset(%q) = %q, want %q", tt.srcset, got, tt.want)
		}
	}
}

func TestIsPlaceholderURL(t *testing.T) {
	for u, want := range map[string]bool{
		"":                                  true,
		"#":                                 true,
		"about:blank":                       true,
		"https://a.example/img/blank.gif":   true,
		"https://a.example/spacer.gif?x=1":  true,
		"https://a.example/lazy-load.svg":   true,
		"https://a.example/1x1.png":         true,
		"https://a.example/img/photo.jpg":   false,
		"https://a.example/blank/photo.jpg": false,
		gif1x1:                              false, // data: URIs are judged by imageRefs
	} {
		if got := isPlaceholderURL(u); got != want {
			t.Errorf("isPlaceholderURL(%q) = %v, want %v", u, got, want)
		}
	}
}

func TestIsDataTable(t *testing.T) {
	tests := []struct {
		table string
		want  bool
	}{
		{`<table><tr><th>A</th><td>1</td></tr></table>`, true},
		{`<table role=presentation><tr><th>A</th></tr></table>`, false},
		{`<table summary="Scores"><tr><td>1</td></tr></table>`, true},
		{`<table><caption>Scores</caption><tr><td>1</td></tr></table>`, true},
		{`<table><tr><td>a</td><td>b</td></tr></table>`, false},
		{`<table><tr><td>a</td></tr><tr><td>b</td></tr></table>`, false},
		{`<table><tr><td><table><tr><td>x</td></tr></table></td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>`, false},
		{`<table>` + strings.Repeat(`<tr><td>a</td><td>b</td></tr>`, 10) + `</table>`, true},
		{`<table>` + strings.Repeat(`<tr><td>a</td><td>b</td><td>c</td><td>d</td></tr>`, 3) + `</table>`, true},
		{`<table>` + strings.Repeat(`<tr><td>a</td><td>b</td></tr>`, 3) + `</table>`, false},
	}
	for _, tt := range tests {
		doc, err := dom.Parse(tt.table, dom.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range doc.Elems {
			if n.Data == "table" {
				if got := isDataTable(n); got != tt.want {
					t.Errorf("isDataTable(%s) = %v, want %v", tt.table, got, tt.want)
				}
				break
			}
		}
	}
}

// A dropped link whose words open the kept heading after it ("Apple
// AirPods" of a product link, then the heading "Apple AirPods Pro"): both
// placements of the gap are longest common subsequences, and the heading
// must get the output's words, for it is the output's heading.
func TestDroppedLinkBeforeHeadingOfTheSameWords(t *testing.T) {
	f := measurePage(t, fidelityPage{
		source: `<div id="a"><p>Charge it with the Lightning connector.</p><div><a href="/p/1">Apple AirPods</a> with case, available from the store.</div>` +
			`<h2>Apple AirPods Pro</h2><ul><li>Active noise cancellation</li><li>Sweat resistant</li></ul></div>`,
		output: `<p>Charge it with the Lightning connector.</p><h2>Apple AirPods Pro</h2><ul><li>Active noise cancellation</li><li>Sweat resistant</li></ul>`,
	})
	wantCounts(t, "headings", f.Region.Headings, StructCounts{N: 1, Kept: 1, Same: 1, Verbatim: 1})
}

// A dropped breadcrumb whose last crumb is the headline, then the kept
// headline, then a dropped date line: the headline's copy the diff picked
// (the crumb) lies one gap away, not next to it, and the headline must
// still get the output's words.
func TestDroppedCrumbBeforeHeadlineOfTheSameWords(t *testing.T) {
	f := measurePage(t, fidelityPage{
		source: `<div id="a"><ul><li>Home</li><li>Bake</li><li>Bread pudding for brunch</li></ul><h2>Bread pudding for brunch</h2>` +
			`<p>November 12, 2012 by Carlee</p><p>Halloween is over and the holidays are on their way.</p></div>`,
		output: `<h2>Bread pudding for brunch</h2><p>Halloween is over and the holidays are on their way.</p>`,
	})
	wantCounts(t, "headings", f.Region.Headings, StructCounts{N: 1, Kept: 1, Same: 1, Verbatim: 1})
}
