package forest

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/segment"
)

func TestMeasures(t *testing.T) {
	tests := []struct {
		name      string
		got, want float64
	}{
		// §3.3's worked examples.
		{"J(1,0) ≈ 0.32", jeffreyDensity(1, 0), 0.3169872981077807},
		{"J(8,20)", jeffreyDensity(8, 20), 0.20708147913743685},
		{"J(3,5) comparable to J(8,20)", jeffreyDensity(3, 5), 0.21653231047234922},
		{"J of an empty node", jeffreyDensity(0, 0), 0},
		{"U(10,26 | 20,100) ≈ 23", unexpectedness(10, 26, 20, 100), 22.657955168923337},
		{"U(3,1 | 20,100) ≈ 6", unexpectedness(3, 1, 20, 100), 5.557599964478118},
		{"U without signifiers: 5·ln(120/100)", unexpectedness(0, 5, 20, 100), 5 * math.Log(1.2)},
	}
	for _, tc := range tests {
		if math.Abs(tc.got-tc.want) > 1e-9 {
			t.Errorf("%s = %v, want %v", tc.name, tc.got, tc.want)
		}
	}
}

func TestTolerantForm(t *testing.T) {
	tests := map[string]string{
		"post wrapper-02": "post",
		"wrapper-09 post": "wrapper-",
		"  story ":        "story",
		"123":             "",
		"":                "",
	}
	for in, want := range tests {
		if got := tolerantForm(in); got != want {
			t.Errorf("tolerantForm(%q) = %q, want %q", in, got, want)
		}
	}
}

// sitePage is one page of a fictional news site: the same navigation and
// "most read" box on every page, a list of teasers whose length varies (so
// positions differ between pages), and the story in div.story-NN.
func sitePage(n int, title string, story []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<html><head><title>%s | Daily Planet</title></head><body class="page-%d">`, title, n)
	b.WriteString(`<div id="header"><ul class="menu"><li><a href="/">Home</a></li><li><a href="/world">World news</a></li><li><a href="/sport">Sport results</a></li></ul></div>`)
	b.WriteString(`<div id="wrap"><div class="teasers">`)
	for i := 0; i < n+1; i++ {
		fmt.Fprintf(&b, `<p><a href="/t%d">%s</a></p>`, i, teasers[i%len(teasers)])
	}
	fmt.Fprintf(&b, `</div><div class="story-%02d"><h1>%s</h1>`, n, title)
	for _, p := range story {
		b.WriteString("<p>" + p + "</p>")
	}
	b.WriteString(`</div><div class="most-read"><h3>Most read</h3><p>Mayor opens the new bridge over the harbour after years of delays and protests.</p><p>Local bakery wins national award for its sourdough loaves and croissants.</p></div></div>`)
	b.WriteString(`<div id="footer"><p>Copyright Daily Planet. All rights reserved. Contact the newsroom.</p></div></body></html>`)
	return b.String()
}

var teasers = []string{"Markets rally at the close", "Weather: storms expected", "Elections: final count", "Football cup draw announced", "Recipes for autumn soups"}

var stories = []struct {
	title string
	paras []string
}{
	{"Glacier retreat speeds up", []string{
		"The glacier above the valley retreated forty metres this summer, researchers measuring the glacier said.",
		"Meltwater from the glacier now floods the pasture every August, and farmers worry about the glacier's future.",
		"Researchers will return next spring to measure the glacier again with drones."}},
	{"Orchestra finds new conductor", []string{
		"The city orchestra named a young conductor from Lisbon to lead the orchestra from next season.",
		"Musicians praised the conductor's rehearsals, and the orchestra plans a tour of Portugal.",
		"The conductor said the orchestra would play more contemporary music."}},
	{"Ferry strike ends", []string{
		"The ferry strike ended on Tuesday after the union accepted a new offer from the ferry operator.",
		"Islanders had been without a regular ferry for nine days, and shops ran short of bread.",
		"The ferry operator promised new crew schedules before the summer."}},
	{"Library reopens after flood", []string{
		"The library reopened its doors after the winter flood destroyed thousands of library books.",
		"Volunteers dried and catalogued the surviving books, and the library received donations.",
		"The library will host a reading festival to celebrate the reopening."}},
}

func parse(t *testing.T, src string) segment.Input {
	t.Helper()
	d, err := dom.Parse(src, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return segment.Input{Doc: d, Stats: features.Compute(d, nil)}
}

func storyDiv(in segment.Input) int {
	for id, el := range in.Doc.Elems {
		if strings.HasPrefix(dom.Attr(el, "class"), "story-") {
			return id
		}
	}
	return -1
}

// FOREST learns, on three pages of a site, the pattern of the story (its
// class varies per page, its position too) rather than the blocks every page
// shares, and the wrapper finds the story on a fourth page.
func TestLearnPicksTheRepeatedInformativePattern(t *testing.T) {
	for _, m := range []Measure{Informativeness, Coverage} {
		t.Run(string(m), func(t *testing.T) {
			var samples []Sample
			for i := 0; i < 3; i++ {
				in := parse(t, sitePage(i, stories[i].title, stories[i].paras))
				samples = append(samples, Sample{Doc: in.Doc, Stats: in.Stats})
			}
			w, err := Learn(samples, Options{Measure: m})
			if err != nil {
				t.Fatal(err)
			}
			if want := `html > * > * > div[class^="story-"]`; w.Selector != want {
				t.Fatalf("wrapper %q, want %q", w.Selector, want)
			}
			held := parse(t, sitePage(3, stories[3].title, stories[3].paras))
			got := w.Apply(held)
			if len(got) != 1 || got[0] != storyDiv(held) {
				t.Errorf("wrapper selects %v on the held page, want [%d]", got, storyDiv(held))
			}
		})
	}
}

// Signifiers of a site never come from text every page shares (idf 0).
func TestTFIDFIgnoresSharedText(t *testing.T) {
	var texts []pageText
	for i := 0; i < 3; i++ {
		in := parse(t, sitePage(i, stories[i].title, stories[i].paras))
		texts = append(texts, readTerms(&sample{doc: in.Doc, stats: in.Stats}))
	}
	for i, sigs := range tfidfSignifiers(texts, 10) {
		if len(sigs) == 0 {
			t.Fatalf("page %d: no signifier", i)
		}
		for _, s := range sigs {
			if s.term == "bakery" || s.term == "copyright" || s.term == "sport" {
				t.Errorf("page %d: shared term %q is a signifier", i, s.term)
			}
		}
	}
}

func TestSinglePageUsesTitleTerms(t *testing.T) {
	in := parse(t, sitePage(1, stories[1].title, stories[1].paras))
	// A short page: k = 3 frequent terms (orchestra, conductor, …) join
	// the title's; with the default 10 the one-off words of the boxes
	// around would tie with the story's.
	for _, s := range []Segmenter{{Options: Options{Signifiers: 3}}, {Options: Options{Measure: Coverage, Signifiers: 3}}} {
		seg, err := s.Segment(in)
		if err != nil {
			t.Fatal(err)
		}
		if len(seg.Regions) != 1 || !in.Doc.Contains(seg.Regions[0].Node, storyDiv(in)) {
			t.Fatalf("%s: regions %+v, want the story div %d or a block around it", s.Name(), seg.Regions, storyDiv(in))
		}
		// FOREST's J favours the dense story itself; COVERAGE, counting
		// distinct signifiers, settles on a block that holds them all.
		if isStory := seg.Regions[0].Node == storyDiv(in); isStory != (s.Options.Measure != Coverage) {
			t.Errorf("%s: region %d, story %d", s.Name(), seg.Regions[0].Node, storyDiv(in))
		}
	}
}

func TestWrapperFallsBackToThePage(t *testing.T) {
	in := parse(t, sitePage(2, stories[2].title, stories[2].paras))
	w := &Wrapper{Selector: `html > body > section[class^="nothing"]`, Pages: 2}
	seg, err := Segmenter{Wrapper: w}.Segment(in)
	if err != nil {
		t.Fatal(err)
	}
	alone, _ := Segmenter{}.Segment(in)
	if len(seg.Regions) != 1 || len(alone.Regions) != 1 || seg.Regions[0].Node != alone.Regions[0].Node {
		t.Errorf("fallback regions %+v, want the single-page method's %+v", seg.Regions, alone.Regions)
	}
}

func TestLearnWithoutSamples(t *testing.T) {
	if _, err := Learn(nil, Options{}); err != ErrNoSamples {
		t.Errorf("err = %v, want ErrNoSamples", err)
	}
}

// Reader comments repeat the article's words: counted as page text they
// pull the wrapper up to the block holding article and comments; left out
// (the default) the story itself is selected.
func TestCommentsDoNotPullTheWrapperUp(t *testing.T) {
	withComments := func(i int) string {
		page := sitePage(i, stories[i].title, stories[i].paras)
		var c strings.Builder
		c.WriteString(`<div id="comments">`)
		for k := 0; k < 6; k++ {
			fmt.Fprintf(&c, `<div class="comment"><p>%s</p></div>`, stories[i].paras[k%len(stories[i].paras)])
		}
		c.WriteString(`</div>`)
		return strings.Replace(page, `<div class="most-read">`, c.String()+`<div class="most-read">`, 1)
	}
	for _, keep := range []bool{false, true} {
		var samples []Sample
		for i := 0; i < 3; i++ {
			in := parse(t, withComments(i))
			samples = append(samples, Sample{Doc: in.Doc, Stats: in.Stats})
		}
		w, err := Learn(samples, Options{KeepComments: keep})
		if err != nil {
			t.Fatal(err)
		}
		story := w.Selector == `html > * > * > div[class^="story-"]`
		if story == keep {
			t.Errorf("KeepComments=%v: wrapper %q", keep, w.Selector)
		}
	}
}
