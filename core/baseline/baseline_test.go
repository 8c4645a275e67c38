package baseline

import (
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/segment"
)

// regionsOf runs one method on a page and returns the ids of its regions
// and the parsed document.
func regionsOf(t *testing.T, s Segmenter, src string) ([]int, *dom.Document) {
	t.Helper()
	d, err := dom.Parse(src, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	seg, err := s.Segment(segment.Input{Doc: d, Stats: features.Compute(d, nil)})
	if err != nil {
		t.Fatal(err)
	}
	var ids []int
	for _, r := range seg.Regions {
		if r.Label != segment.LabelArticle {
			t.Errorf("region %d labelled %s", r.Node, r.Label)
		}
		ids = append(ids, r.Node)
	}
	return ids, d
}

// byID finds the element with an id attribute.
func byID(d *dom.Document, id string) int {
	for i, el := range d.Elems {
		if dom.Attr(el, "id") == id {
			return i
		}
	}
	return -1
}

// selects reports whether the regions cover the element with the id.
func selects(d *dom.Document, regions []int, id string) bool {
	e := byID(d, id)
	for _, r := range regions {
		if d.Contains(r, e) {
			return true
		}
	}
	return false
}

func words(n int) string {
	return strings.TrimSpace(strings.Repeat("the quiet river runs past the old mill ", n))
}

// A menu of 3 links among a few words: 60% of its text is link text.
const mixedMenu = `<div id="menu"><a href="/a">alpha one</a> <a href="/b">beta two</a> and plain words</div>`

func TestLQFThresholdDecidesLinkLists(t *testing.T) {
	page := `<html><body><div id="story"><p>` + words(20) + `</p></div>` + mixedMenu +
		`<ul id="nav"><li><a href="/x">home page</a></li><li><a href="/y">contact us</a></li></ul></body></html>`
	quota := func(src string) float64 {
		d, _ := dom.Parse(src, dom.Limits{})
		st := features.Compute(d, nil)
		m := byID(d, "menu")
		return float64(st.LinkChars[m]) / float64(st.Chars[m])
	}
	if q := quota(page); q < 0.5 || q > 0.75 {
		t.Fatalf("fixture: menu link quota %.2f, want between 0.5 and 0.75", q)
	}
	tests := []struct {
		name     string
		s        Segmenter
		wantMenu bool
	}{
		{"lqf-25 drops the menu", LQFNamed(25), false},
		{"lqf (50) drops the menu", Segmenter{Method: LQF}, false},
		{"lqf-75 keeps the menu", LQFNamed(75), true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			regions, d := regionsOf(t, tc.s, page)
			if !selects(d, regions, "story") {
				t.Errorf("story not selected: %v", regions)
			}
			if got := selects(d, regions, "menu"); got != tc.wantMenu {
				t.Errorf("menu selected = %v, want %v", got, tc.wantMenu)
			}
			if selects(d, regions, "nav") {
				t.Errorf("all-link list selected at every threshold")
			}
		})
	}
}

func TestLargestPageletSplitsAtKLinks(t *testing.T) {
	links := func(n int) string {
		var b strings.Builder
		for i := 0; i < n; i++ {
			b.WriteString(`<a href="/l">link</a> `)
		}
		return b.String()
	}
	page := `<html><body><div id="wrap"><div id="nav">` + links(8) + `</div><div id="story"><p>` +
		words(30) + `</p></div><div id="side">` + words(5) + `</div></div></body></html>`
	regions, d := regionsOf(t, Segmenter{Method: LP}, page)
	if len(regions) != 1 || regions[0] != byID(d, "story") {
		t.Errorf("LP-7 = %v, want only #story (%d)", regions, byID(d, "story"))
	}
	// With k above the menu's links nothing splits: the body is one pagelet.
	regions, d = regionsOf(t, Segmenter{Method: LP, Options: Options{PageletLinks: 9}}, page)
	if len(regions) != 1 || regions[0] != d.Body {
		t.Errorf("LP-9 = %v, want <body>", regions)
	}
}

func TestSlopeCurveFindsFlatPart(t *testing.T) {
	var markup strings.Builder
	for i := 0; i < 30; i++ {
		markup.WriteString(`<div><span><b>x</b></span></div>`)
	}
	page := `<html><body><div id="top">` + markup.String() + `</div><div id="story"><p>` + words(40) +
		`</p></div><div id="bottom">` + markup.String() + `</div></body></html>`
	regions, d := regionsOf(t, Segmenter{Method: DSC}, page)
	if !selects(d, regions, "story") {
		t.Errorf("DSC missed the low-slope story: %v", regions)
	}
	if selects(d, regions, "top") || selects(d, regions, "bottom") {
		t.Errorf("DSC kept steep markup: %v", regions)
	}
}

func TestGaussianBlurSpreadsAndKeepsLevels(t *testing.T) {
	v := make([]float32, 41)
	v[20] = 1
	b := gaussianBlur(v, 4)
	if b[20] >= 1 || b[20] <= b[21] || b[21] <= b[23] || b[23] <= 0 || b[25] != 0 {
		t.Errorf("blur of an impulse = %v", b[16:26])
	}
	flat := []float32{1, 1, 1, 1, 1, 1}
	for i, x := range gaussianBlur(flat, 3) {
		if x < 0.999 || x > 1.001 {
			t.Errorf("flat vector changed at %d: %v", i, x)
		}
	}
}

func TestBlurKeepsTextAndDropsMarkup(t *testing.T) {
	var markup strings.Builder
	for i := 0; i < 40; i++ {
		markup.WriteString(`<div class="x"><a href="/n">n</a></div>`)
	}
	page := `<html><body><div id="nav">` + markup.String() + `</div><div id="story"><p>` + words(60) +
		`</p></div><div id="foot">` + markup.String() + `</div></body></html>`
	for _, m := range []Method{CCB, TCCB, ACCB} {
		regions, d := regionsOf(t, Segmenter{Method: m}, page)
		if !selects(d, regions, "story") {
			t.Errorf("%s missed the story: %v", m, regions)
		}
		if m != ACCB && (selects(d, regions, "nav") || selects(d, regions, "foot")) {
			t.Errorf("%s kept the markup-heavy menus: %v", m, regions)
		}
	}
}

func TestFeatureExtractorPicksPureBlock(t *testing.T) {
	page := `<html><body><table><tr><td id="links">` + words(3) + ` <a href="/1">a</a><a href="/2">b</a><img src="x.png"></td></tr>` +
		`<tr><td id="pure">` + words(4) + `</td></tr><tr><td id="big">` + words(30) + ` <a href="/3">c</a></td></tr></table></body></html>`
	regions, d := regionsOf(t, Segmenter{Method: FE}, page)
	if len(regions) != 1 || !selects(d, regions, "pure") {
		t.Errorf("FE = %v, want the pure row holding #pure", regions)
	}
	if selects(d, regions, "big") {
		t.Errorf("FE took the larger but impure block: %v", regions)
	}
	regions, d = regionsOf(t, Segmenter{Method: KFE}, page)
	if !selects(d, regions, "pure") || !selects(d, regions, "big") || selects(d, regions, "links") {
		t.Errorf("K-FE = %v, want the two pure blocks and not the link cell", regions)
	}
}

func TestCrunchDropsLinksAndAds(t *testing.T) {
	page := `<html><body><div id="story"><p id="p1">` + words(20) + `</p></div>` +
		`<div id="ad"><a href="https://ad.doubleclick.net/x">Buy now cheap</a></div>` +
		`<table><tr><td id="cell"><a href="/1">one link</a> <a href="/2">two link</a> x</td></tr></table></body></html>`
	regions, d := regionsOf(t, Segmenter{Method: Crunch}, page)
	if !selects(d, regions, "story") || selects(d, regions, "ad") || selects(d, regions, "cell") {
		t.Errorf("crunch = %v", regions)
	}
}

func TestFloors(t *testing.T) {
	tests := []struct {
		name, body, want string
	}{
		{"article wins", `<main id="m"><article id="a"><p>` + words(5) + `</p></article><p>` + words(2) + `</p></main>`, "a"},
		{"larger article", `<article id="s"><p>` + words(1) + `</p></article><article id="l"><p>` + words(5) + `</p></article>`, "l"},
		{"main without article", `<div><main id="m"><p>` + words(3) + `</p></main></div>`, "m"},
		{"role main", `<div role="main" id="r"><p>` + words(3) + `</p></div>`, "r"},
		{"plain body", `<div id="d"><p>` + words(3) + `</p></div>`, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			regions, d := regionsOf(t, Segmenter{Method: Semantic}, "<html><body>"+tc.body+"</body></html>")
			want := d.Body
			if tc.want != "" {
				want = byID(d, tc.want)
			}
			if len(regions) != 1 || regions[0] != want {
				t.Errorf("semantic = %v, want %d", regions, want)
			}
			if b, _ := regionsOf(t, Segmenter{Method: Body}, "<html><body>"+tc.body+"</body></html>"); len(b) != 1 || b[0] != d.Body {
				t.Errorf("body = %v", b)
			}
		})
	}
}

func TestCoverMapsTextToSmallestElements(t *testing.T) {
	d, _ := dom.Parse(`<html><body><div id="a"><p id="p1">one two</p><p id="p2">three four</p></div>`+
		`<div id="b"><p id="p3">five six seven</p><p id="p4">x</p>mostly own text here</div></body></html>`, dom.Limits{})
	r := &run{doc: d, st: features.Compute(d, nil)}
	keep := make([]bool, d.Len())
	for _, id := range []string{"p1", "p2", "p3", "b"} {
		keep[byID(d, id)] = true
	}
	got := r.cover(keep)
	want := []int{byID(d, "a"), byID(d, "b")} // #a fully kept; #b mostly (own text kept, p4 not)
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("cover = %v, want %v", got, want)
	}
}

func TestTwoMeansUpper(t *testing.T) {
	got := twoMeansUpper([]float64{0.1, 0.95, 0.2, 0.9, 1})
	want := []bool{false, true, false, true, true}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("twoMeansUpper = %v, want %v", got, want)
		}
	}
}
