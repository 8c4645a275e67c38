package sd

import (
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/segment"
)

func segmentHTML(t *testing.T, src string, opt Options) segment.Segmentation {
	t.Helper()
	d, err := dom.Parse(src, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	s, err := Segmenter{Options: opt}.Segment(segment.Input{Doc: d, Stats: features.Compute(d, nil)})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func para(words int) string { return "<p>" + strings.Repeat("lorem ipsum ", words) + "</p>" }

func TestPageTypeDecision(t *testing.T) {
	article := `<div class="story"><h1>Title</h1>` + para(60) + para(60) + `</div>`
	comment := func(n int) string {
		return `<div class="comment"><span class="author">ann</span>` + para(n) + `</div>`
	}
	post := func() string { return `<div class="post"><span>bob</span>` + para(40) + `</div>` }
	tests := []struct {
		name string
		body string
		want segment.PageType
	}{
		{"single article", article + `<div class="footer"><a href="/">home</a></div>`, segment.TypeArticle},
		{"article with comments", article + `<div id="comments">` + comment(15) + comment(12) + comment(20) + `</div>`, segment.TypeArticleWithComments},
		{"comments too short to count", article + `<div id="comments">` + comment(2) + `</div>`, segment.TypeArticle},
		{"posts of one kind", `<div class="thread">` + post() + post() + post() + post() + `</div>`, segment.TypeMultiple},
		{"empty page", `<div><a href="/">x</a></div>`, segment.TypeArticle},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := segmentHTML(t, "<html><body>"+tc.body+"</body></html>", Options{})
			if s.Type != tc.want {
				t.Errorf("type = %s, want %s (regions %+v)", s.Type, tc.want, s.Regions)
			}
		})
	}
}

func TestT2PrunesShortNodesAndT1SelectsCandidates(t *testing.T) {
	src := `<html><body><div id="a">` + para(50) + `</div><div id="b"><p>short one</p></div><div id="c">` + para(20) + `</div></body></html>`
	s := segmentHTML(t, src, Options{T1: 50})
	var labels []string
	for _, r := range s.Regions {
		labels = append(labels, string(r.Label))
		if r.Density <= DefaultT2 {
			t.Errorf("region %d has density %d ≤ T2", r.Node, r.Density)
		}
	}
	// #b's only text is under T2, so it is no region; #c is 60% lighter
	// than #a (dfm 60 > T1 50), so it is noise.
	if strings.Join(labels, ",") != "article,noise" {
		t.Errorf("labels = %v", labels)
	}
	if s.Regions[1].DFM != 60 {
		t.Errorf("dfm of the lighter region = %v, want 60 (eq. 1)", s.Regions[1].DFM)
	}
}

func TestDivWithOnlyInlineContentActsAsParagraph(t *testing.T) {
	src := `<html><body><div class="body"><div>` + strings.Repeat("lorem ipsum ", 30) + `</div><div>` + strings.Repeat("dolor sit ", 30) + `</div></div></body></html>`
	s := segmentHTML(t, src, Options{})
	if len(s.Regions) != 1 || s.Regions[0].Label != segment.LabelArticle {
		t.Fatalf("regions = %+v, want the outer div as the one article region", s.Regions)
	}
}
