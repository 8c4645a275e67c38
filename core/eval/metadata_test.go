package eval

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

func TestCalendarDate(t *testing.T) {
	tests := map[string]string{
		"2018-04-05T06:00":               "2018-04-05",
		"2017-11-03 03:01:00.000000":     "2017-11-03",
		"2019-01-03T07:00:02.000Z":       "2019-01-03",
		"Published 2024-06-25 by X":      "2024-06-25",
		"  March 3, 2024 ":               "march 3, 2024",
		"":                               "\x00none",
		"2024-6-25":                      "2024-6-25",
		"2021-11-01T10:52:50+0100 (CET)": "2021-11-01",
	}
	for in, want := range tests {
		if got := calendarDate(in); got != want {
			t.Errorf("calendarDate(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestScoreMetadata(t *testing.T) {
	gold := `{"id": "1", "article": "x", "published": "2018-04-05T06:00", "type": "AC"}
{"id": "2", "article": "x", "published": "2019-01-03T07:00:02.000Z", "type": "AC"}
{"id": "3", "article": "x", "published": "2020-02-02", "type": "A"}
{"id": "4", "article": "x", "type": "AC"}
`
	c, err := ReadGold(strings.NewReader(gold))
	if err != nil {
		t.Fatal(err)
	}
	c.Name = "meta"
	preds := []Prediction{
		{ID: "1", Published: "2018-04-05T04:00:00Z", CommentAuthors: []string{"ann", "", "bo"}, CommentDates: []string{"2018-04-06", "", ""}},
		{ID: "2", Published: "2019-01-04", CommentAuthors: []string{" "}, CommentDates: []string{"yesterday"}},
		{ID: "3", CommentAuthors: []string{"not counted: an A page"}, CommentDates: []string{"2020-02-02"}},
	}
	rep := Score(c, preds)
	if rep.PublishedMatch == nil || *rep.PublishedMatch != 0.3333 {
		t.Errorf("published match = %v, want 0.3333 (1 of 3)", rep.PublishedMatch)
	}
	want := CommentMetaScore{Pages: 3, Comments: 4, WithAuthor: 0.5, WithDate: 0.5}
	if rep.CommentMeta == nil || *rep.CommentMeta != want {
		t.Errorf("comment meta = %+v, want %+v", rep.CommentMeta, want)
	}
	if got, want := rep.MetadataLine(), "meta metadata published_match=0.3333 AC pages 3: comments=4 with_author=0.5000 with_date=0.5000"; got != want {
		t.Errorf("MetadataLine = %q, want %q", got, want)
	}
	if rep := Score(&Corpus{Name: "none"}, nil); rep.PublishedMatch != nil || rep.CommentMeta != nil || rep.MetadataLine() != "" {
		t.Errorf("a corpus without dates or AC pages: %+v", rep)
	}
}

func TestPredictionExtrasRoundTrip(t *testing.T) {
	p := Prediction{ID: "x", Published: "2020-01-01", CommentAuthors: []string{"a", ""}, CommentDates: []string{"", "d"},
		Fidelity: &PageFidelity{OutputImages: OutputImageCounts{N: 2, RealSrc: 1}, Empty: EmptyCounts{Links: 3}}}
	var b bytes.Buffer
	if err := WritePredictions(&b, []Prediction{p}); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{`"published":"2020-01-01"`, `"comment_authors":["a",""]`, `"fidelity":{`} {
		if !strings.Contains(b.String(), key) {
			t.Errorf("line %s lacks %s", b.String(), key)
		}
	}
	got, err := ReadPredictions(&b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got[0], p) {
		t.Errorf("round trip: %+v, want %+v", got[0], p)
	}
}

func TestFidelityReport(t *testing.T) {
	c, err := ReadGold(strings.NewReader(`{"id": "p1", "article": "x"}
{"id": "p2", "article": "x"}
{"id": "p3", "article": "x"}
{"id": "p4", "article": "x"}
`))
	if err != nil {
		t.Fatal(err)
	}
	c.Name = "fid"
	view := func(hN, hKept, hSame int) FidelityView {
		return FidelityView{Headings: StructCounts{N: hN, Kept: hKept, Same: hSame, Verbatim: hSame}}
	}
	g2 := view(2, 1, 1)
	preds := []Prediction{
		{ID: "p1", Fidelity: &PageFidelity{Region: view(4, 4, 3), Gold: &FidelityView{Images: ImageCounts{N: 2, Kept: 2}},
			Empty: EmptyCounts{ListItems: 2}, OutputImages: OutputImageCounts{N: 2, RealSrc: 1}}},
		{ID: "p2", Fidelity: &PageFidelity{Region: view(5, 2, 2), Gold: &g2}},
		{ID: "p3"},
		{ID: "p4", Error: "boom"},
	}
	f := Score(c, preds).Fidelity
	if f == nil {
		t.Fatal("no fidelity report")
	}
	if f.Pages != 2 || f.Unmeasured != 1 || f.GoldPages != 2 {
		t.Errorf("pages %d unmeasured %d gold pages %d, want 2 1 2", f.Pages, f.Unmeasured, f.GoldPages)
	}
	wantCounts(t, "region headings", f.Region.Headings, StructCounts{N: 9, Kept: 6, Same: 5, Verbatim: 5})
	wantCounts(t, "gold headings", f.Gold.Headings, StructCounts{N: 2, Kept: 1, Same: 1, Verbatim: 1})
	worst := map[string][]PageCount{}
	for _, w := range f.Worst {
		worst[w.Counter] = w.Pages
	}
	// Worst lists use the gold view of a page that has one: p1's gold view
	// has no headings, so only p2 lost headings.
	if got, want := worst["headings_lost"], []PageCount{{ID: "p2", Count: 1, Of: 2}}; !reflect.DeepEqual(got, want) {
		t.Errorf("headings_lost = %+v, want %+v", got, want)
	}
	if got, want := worst["empty_list_items"], []PageCount{{ID: "p1", Count: 2}}; !reflect.DeepEqual(got, want) {
		t.Errorf("empty_list_items = %+v, want %+v", got, want)
	}
	lines := f.Lines("fid")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "fid fidelity[gold, 2 pages] headings 2 kept=0.500 same=0.500 | list_items 0 kept=- same=-") ||
		!strings.Contains(lines[0], "images 2 kept=1.000 out=2 real_src=0.500 | empty li=2 figure=0 a=0") ||
		!strings.Contains(lines[1], "images 0 kept=- out=2 real_src=0.500") {
		t.Errorf("lines:\n%s", strings.Join(lines, "\n"))
	}
	if Score(c, []Prediction{{ID: "p1"}}).Fidelity != nil {
		t.Error("no prediction measured: want no fidelity report")
	}
}
