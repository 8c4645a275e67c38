package seeker

import (
	"math"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/segment"
)

func parse(t *testing.T, src string) (*dom.Document, *features.Table) {
	t.Helper()
	d, err := dom.Parse(src, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return d, features.Compute(d, nil)
}

func byID(d *dom.Document, id string) int {
	for i, el := range d.Elems {
		if dom.Attr(el, "id") == id {
			return i
		}
	}
	return -1
}

func prose(n int) string {
	return strings.TrimSpace(strings.Repeat("the man was in the house and it was on the hill. ", n))
}

func TestFeaturesAreNormalisedAsTheThesisDoes(t *testing.T) {
	d, st := parse(t, `<html><body><div id="nav"><a href="/a">alpha</a><a href="/b">beta</a></div>`+
		`<div id="story"><h2>Title</h2><p>`+prose(2)+`</p><p>`+prose(2)+`</p><img src="x.png"></div></body></html>`)
	v := Compute(d, st, nil)
	story, nav := v.Row(byID(d, "story")), v.Row(byID(d, "nav"))
	body := v.Row(d.Body)
	if body[InnerTxtLength] != 1 || body[ParaNum] != 1 || body[DomHeight] != 1 {
		t.Errorf("body is the reference: %v", body[:10])
	}
	wantTxt := float64(st.Chars[byID(d, "story")]) / float64(st.Chars[d.Body])
	if math.Abs(story[InnerTxtLength]-wantTxt) > 1e-12 || story[ParaNum] != 1 || story[ImgNum] != 1 || story[LinkNum] != 0 {
		t.Errorf("story row %v", story)
	}
	if nav[LinkToTextRatio] != 1 || nav[LinkNum] != 1 || nav[StopWordRatio] != 0 {
		t.Errorf("nav row %v", nav)
	}
	// eq. 4.1: all the page's stop words are in the story, none in links.
	if story[StopWordRatio] != 1 || story[HeaderAround] != 1 || nav[HeaderAround] != 0 {
		t.Errorf("story swr %v headerAround %v, nav headerAround %v", story[StopWordRatio], story[HeaderAround], nav[HeaderAround])
	}
	if story[TagName] != float64(TagCategory(d.Tag(byID(d, "story")))) || TagCategory(0) != 0 {
		t.Errorf("tagName %v", story[TagName])
	}
	// No layout: the story is the lower part of the page's text.
	if story[CenterY] <= nav[CenterY] || story[Width] != 1 || story[CenterX] != 0.5 {
		t.Errorf("text-order box: story %v/%v nav %v", story[CenterY], story[Width], nav[CenterY])
	}
	lay := &dom.Layout{PageWidth: 1000, PageHeight: 2000}
	for i := 0; i < d.Len(); i++ {
		lay.X = append(lay.X, 100)
		lay.Y = append(lay.Y, 500)
		lay.W = append(lay.W, 500)
		lay.H = append(lay.H, 200)
		lay.Visible = append(lay.Visible, true)
	}
	row := Compute(d, st, lay).Row(byID(d, "story"))
	if row[CenterX] != 0.35 || row[CenterY] != 0.3 || row[Width] != 0.5 || row[Height] != 0.1 {
		t.Errorf("layout box %v", row[CenterX:Height+1])
	}
}

// handModel says content when stopWordRatio > 0.3 (a tree like fig. 6.5).
func handModel() *Models {
	leaf := func(pos float64) *Tree { return &Tree{Feature: -1, Pos: pos, Total: 10} }
	tree := &Tree{Feature: int(StopWordRatio), Threshold: 0.3, Pos: 5, Total: 20,
		Children: []*Tree{leaf(0), leaf(10)}}
	return &Models{Single: tree, Segment: tree, Content: tree}
}

func segmentWith(t *testing.T, src string, o Options) ([]int, *dom.Document) {
	t.Helper()
	d, st := parse(t, src)
	o.Models = handModel()
	seg, err := Segmenter{Options: o}.Segment(segment.Input{Doc: d, Stats: st})
	if err != nil {
		t.Fatal(err)
	}
	ids := regionNodes(seg)
	return ids, d
}

func TestHeuristics(t *testing.T) {
	article := `<div id="main"><div id="body"><p id="p1">` + prose(6) + `</p><div id="ad"><script>ad()</script><img src="a.png"></div>` +
		`<p id="p2">` + prose(6) + `</p></div><div id="teaser"><p>` + prose(1) + `</p></div></div>`
	page := `<html><body><div id="nav"><a href="/">home</a> <a href="/x">news</a></div>` + article + `</body></html>`
	tests := []struct {
		name string
		page string
		h    Heuristic
		want []string
	}{
		{"plain: the node with the most expected content, teaser left out", page, Plain, []string{"body"}},
		{"LBS: the largest block's paragraphs, the ad slot skipped", page, LBS, []string{"p1", "p2"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, d := segmentWith(t, tc.page, Options{Heuristic: tc.h})
			var want []int
			for _, w := range tc.want {
				want = append(want, byID(d, w))
			}
			if len(got) != len(want) {
				t.Fatalf("regions %v, want %v", got, want)
			}
			for i := range want {
				if got[i] != want[i] {
					t.Fatalf("regions %v, want %v", got, want)
				}
			}
		})
	}
}

func TestSLSSmoothsShortStringsIn(t *testing.T) {
	long := `<p>` + prose(8) + `</p>`
	d, st := parse(t, `<html><body><div id="text">`+long+`<p id="short">short one.</p>`+long+long+long+long+
		`<div id="far"><p id="tiny">tiny</p></div></div></body></html>`)
	r := &run{opt: Options{}.withDefaults(), doc: d, st: st}
	got := r.sls(byID(d, "text"))
	// eq. 4.2 with r = 2 always divides by 2r+1: the short string between
	// long ones rises to (392+10+392+392)/5 ≈ 237, above the standard
	// deviation (≈174); the first paragraph, at the edge, only reaches
	// (392+10+392)/5 ≈ 159; "tiny", after an empty entry, (392+4)/5 ≈ 79.
	if len(got) != 5 || got[0] != byID(d, "short") {
		t.Errorf("SLS kept %v, want #short (%d) and the four paragraphs after it", got, byID(d, "short"))
	}
	for _, id := range got {
		if id == byID(d, "tiny") || id == byID(d, "far") {
			t.Errorf("SLS kept the isolated short string")
		}
	}
}

func TestTablePatternGroupsPosts(t *testing.T) {
	post := func(i string) string {
		return `<table class="post" id="post` + i + `" cellpadding="4"><tr><td>` + prose(3) + `</td></tr></table>`
	}
	page := `<html><body><div id="forum">` + post("11") + post("12") + post("13") +
		`<table class="ad" id="x"><tr><td>` + prose(2) + `</td></tr></table></div></body></html>`
	got, d := segmentWith(t, page, Options{Heuristic: TP})
	if len(got) != 3 || got[0] != byID(d, "post11") || got[2] != byID(d, "post13") {
		t.Errorf("TP = %v, want the three post tables", got)
	}
}

func TestEmbeddedModelsParse(t *testing.T) {
	m, err := EmbeddedModels()
	if err != nil {
		t.Fatal(err)
	}
	total := len(modelSingle) + len(modelSegment) + len(modelContent)
	if total >= 200<<10 || m.Single.Size() < 3 || m.Segment.Size() < 3 || m.Content.Size() < 3 {
		t.Errorf("models: %d bytes, sizes %d %d %d", total, m.Single.Size(), m.Segment.Size(), m.Content.Size())
	}
	// Deterministic: the same page gives the same regions.
	src := `<html><body><div><p>` + prose(8) + `</p></div><ul><li><a href="/">x</a></li></ul></body></html>`
	var first []segment.Region
	for i := 0; i < 3; i++ {
		d, st := parse(t, src)
		seg, err := Segmenter{}.Segment(segment.Input{Doc: d, Stats: st})
		if err != nil || len(seg.Regions) == 0 {
			t.Fatalf("segment: %v %v", seg, err)
		}
		if i == 0 {
			first = seg.Regions
		} else if seg.Regions[0] != first[0] {
			t.Errorf("run %d differs", i)
		}
	}
}

func TestProbSmoothsAlongThePath(t *testing.T) {
	leaf := func(pos, total float64) *Tree { return &Tree{Feature: -1, Pos: pos, Total: total} }
	tree := &Tree{Feature: 0, Threshold: 0.5, Pos: 50, Total: 100, Children: []*Tree{
		leaf(0, 10),
		{Feature: 1, Threshold: 0.5, Pos: 80, Total: 90, Children: []*Tree{leaf(79, 80), leaf(1, 10)}},
	}}
	x := []float64{0.9, 0.9}
	if got := tree.Prob(x, 0); got != 0.1 {
		t.Errorf("m = 0: %v, want the leaf share 0.1", got)
	}
	// root 0.5; (80 + 20·0.5)/(90 + 20) = 9/11; (1 + 20·9/11)/(10 + 20).
	want := (1 + 20*(90.0/110)) / 30
	if got := tree.Prob(x, 20); math.Abs(got-want) > 1e-12 {
		t.Errorf("m = 20: %v, want %v", got, want)
	}
	if got := tree.Prob([]float64{0.1, 0}, 20); math.Abs(got-(0+20*0.5)/30) > 1e-12 {
		t.Errorf("left leaf: %v, want 1/3", got)
	}
}

func TestGovernedFeatures(t *testing.T) {
	d, st := parse(t, `<html><body><div id="outer"><p>`+prose(2)+`</p><div id="inner">`+
		`<a href="/a">first link here</a> <a href="/b">second link here</a></div></div></body></html>`)
	v := Compute(d, st, nil)
	outer, inner := byID(d, "outer"), byID(d, "inner")
	own := st.Chars[outer] - st.Chars[inner] // the paragraph: outer governs it, not inner's links
	ro, ri := v.Row(outer), v.Row(inner)
	if want := float64(own) / float64(st.Chars[outer]); math.Abs(ro[GovernedTxtShare]-want) > 1e-12 {
		t.Errorf("outer governedTxtShare %v, want %v", ro[GovernedTxtShare], want)
	}
	if want := float64(own) / float64(st.Chars[d.Body]); math.Abs(ro[GovernedTxtLength]-want) > 1e-12 {
		t.Errorf("outer governedTxtLength %v, want %v", ro[GovernedTxtLength], want)
	}
	if ro[GovernedLinkRatio] != 0 || ri[GovernedLinkRatio] != 1 || ri[GovernedTxtShare] != 1 {
		t.Errorf("link ratios: outer %v inner %v (inner share %v)", ro[GovernedLinkRatio], ri[GovernedLinkRatio], ri[GovernedTxtShare])
	}
	// prose: "the man was in the house and it was on the hill": the stop
	// lists hold most of it; inner's links hold none of the paragraph.
	if wantSD := st.StopWordRatio(outer + 1); math.Abs(ro[GovernedStopDensity]-wantSD) > 1e-12 {
		t.Errorf("outer governedStopDensity %v, want the paragraph's %v", ro[GovernedStopDensity], wantSD)
	}
	if v.Row(d.Body)[GovernedTxtShare] != 0 {
		t.Errorf("body governs no text here: %v", v.Row(d.Body)[GovernedTxtShare])
	}
}

func TestSelectionTrimsNoiseAndAddsHeading(t *testing.T) {
	links := strings.Repeat(`<a href="/x">a link to another page</a> `, 4)
	page := `<html><body><div id="nav">` + links + `</div><h1 id="h">The headline</h1>` +
		`<div id="main"><div id="a">` + prose(6) + `</div><div id="links">` + links + `</div>` +
		`<div id="b">` + prose(6) + `</div></div></body></html>`
	got, d := segmentWith(t, page, Options{})
	want := []int{byID(d, "h"), byID(d, "a"), byID(d, "b")}
	if len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("regions %v, want heading, #a and #b %v (#links left out)", got, want)
	}
	got, d = segmentWith(t, page, Options{NoTrim: true, HeadingGap: -1})
	if len(got) != 1 || got[0] != byID(d, "main") {
		t.Errorf("untrimmed, no heading: %v, want #main %d", got, byID(d, "main"))
	}
	// More text between the heading and the article than the gap allows
	// (7 × 18 characters of links).
	far := strings.Replace(page, `</h1>`, `</h1><div>`+strings.Repeat(`<a href="/x">a link to another page</a> `, 7)+`</div>`, 1)
	got, d = segmentWith(t, far, Options{})
	if len(got) != 2 || got[0] != byID(d, "a") || got[1] != byID(d, "b") {
		t.Errorf("heading too far: %v, want #a and #b only", got)
	}
	got, d = segmentWith(t, far, Options{HeadingGap: 200})
	if len(got) != 3 || got[0] != byID(d, "h") {
		t.Errorf("gap 200: %v, want the heading %d first", got, byID(d, "h"))
	}
}

func TestSelectionRetriesBelowMinArticle(t *testing.T) {
	// Links are noise (p = 0); small nodes are content (0.9); large ones
	// get 0.2, below the threshold 0.3 but above its half.
	leaf := func(pos float64) *Tree { return &Tree{Feature: -1, Pos: pos, Total: 10} }
	tree := &Tree{Feature: int(LinkToTextRatio), Threshold: 0.5, Pos: 10, Total: 30, Children: []*Tree{
		{Feature: int(InnerTxtLength), Threshold: 0.05, Pos: 11, Total: 20, Children: []*Tree{leaf(9), leaf(2)}},
		leaf(0),
	}}
	links := strings.Repeat(`<a href="/x">a link to another page</a> `, 5)
	page := `<html><body><div id="nav">` + links + `</div><div id="tiny">a small note</div>` +
		`<div id="art">` + prose(10) + `</div></body></html>`
	run := func(o Options) []int {
		d, st := parse(t, page)
		o.Models, o.Smoothing = &Models{Single: tree}, -1
		seg, err := Segmenter{Options: o}.Segment(segment.Input{Doc: d, Stats: st})
		if err != nil {
			t.Fatal(err)
		}
		ids := regionNodes(seg)
		return ids
	}
	d, _ := parse(t, page)
	if got := run(Options{MinArticle: 1}); len(got) != 1 || got[0] != byID(d, "tiny") {
		t.Errorf("MinArticle 1: %v, want #tiny %d", got, byID(d, "tiny"))
	}
	if got := run(Options{}); len(got) != 1 || got[0] != byID(d, "art") {
		t.Errorf("default: %v, want #art %d (t halved to 0.15)", got, byID(d, "art"))
	}
}

// regionNodes lists the element ids of a segmentation's regions.
func regionNodes(seg segment.Segmentation) []int {
	var ids []int
	for _, r := range seg.Regions {
		ids = append(ids, r.Node)
	}
	return ids
}
