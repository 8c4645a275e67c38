package density

import (
	"math"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/segment"
)

func TestDensityFormulas(t *testing.T) {
	tests := []struct {
		name string
		got  float64
		want float64
	}{
		// eq. (1), T = 0 taken as 1.
		{"TD leaf", textDensity(120, 0), 120},
		{"TD", textDensity(120, 4), 30},
		{"TD empty", textDensity(0, 4), 0},
		// eq. (2) with the values computed by hand (python, math.log).
		{"CTD without links", compositeTextDensity(100, 4, 0, 0, 0.1), 155.59186569221194},
		{"CTD with links", compositeTextDensity(200, 10, 50, 5, 0.1), 27.679569798844827},
		{"CTD menu clamps to 0", compositeTextDensity(40, 4, 40, 8, 0.3), 0},
		{"CTD page without links", compositeTextDensity(1, 0, 0, 0, 0), 0},
	}
	for _, tc := range tests {
		if math.Abs(tc.got-tc.want) > 1e-9 || math.IsNaN(tc.got) || math.IsInf(tc.got, 0) {
			t.Errorf("%s = %v, want %v", tc.name, tc.got, tc.want)
		}
	}
	if v := textRunDensity(50, 0); math.IsInf(v, 0) || math.IsNaN(v) || v <= 0 {
		t.Errorf("text run density without links = %v, want a finite positive value", v)
	}
}

func TestVisualImportance(t *testing.T) {
	// Element 0 is the full-width page; 1 a centred half-width column; 2 a
	// quarter-width column at the right edge; 3 has no box.
	l := &dom.Layout{
		X:       []float32{0, 250, 750, 0},
		W:       []float32{1000, 500, 250, 0},
		Y:       make([]float32, 4),
		H:       []float32{10, 10, 10, 0},
		Visible: []bool{true, true, true, false},
	}
	vi := visualImportance(l, make([]bool, 4), 0, 3)
	want := []float64{0.6826894921370859, 0.38292492254802624, 0.1498822847945298, 0}
	for i := range want {
		if math.Abs(vi[i]-want[i]) > 1e-9 {
			t.Errorf("VI[%d] = %v, want %v", i, vi[i], want[i])
		}
	}
}

func prose(words int) string {
	return "<p>" + strings.Repeat("the river ran quietly past the old mill, and we followed it. ", words/12+1) + "</p>"
}

func links(n int) string {
	var b strings.Builder
	b.WriteString("<ul>")
	for i := 0; i < n; i++ {
		b.WriteString(`<li><a href="/x">section link</a></li>`)
	}
	b.WriteString("</ul>")
	return b.String()
}

const testPage = `<html><body>
<div id="nav">` + "LINKS" + `</div>
<div id="main"><h1>A walk by the river</h1>` + "PROSE" + `</div>
<div id="side"><h3>Popular</h3>` + "SIDE" + `</div>
<div id="foot"><a href="/about">About us</a> · <a href="/legal">Legal</a></div>
</body></html>`

func page() string {
	s := strings.Replace(testPage, "LINKS", links(8), 1)
	s = strings.Replace(s, "PROSE", prose(120)+prose(100)+prose(90), 1)
	return strings.Replace(s, "SIDE", links(6), 1)
}

func segmentPage(t *testing.T, src string, layout *dom.Layout, opt Options) (*dom.Document, segment.Segmentation, *segment.Trace) {
	t.Helper()
	d, err := dom.Parse(src, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	tr := &segment.Trace{}
	s, err := Segmenter{Options: opt}.Segment(segment.Input{Doc: d, Stats: features.Compute(d, layout), Layout: layout, Trace: tr})
	if err != nil {
		t.Fatal(err)
	}
	return d, s, tr
}

func idOf(d *dom.Document, elemID string) int {
	for i, el := range d.Elems {
		if dom.Attr(el, "id") == elemID {
			return i
		}
	}
	return -1
}

func TestThresholdKeepsTheDenseBlockOnly(t *testing.T) {
	for _, v := range []Variant{VariantText, VariantComposite} {
		t.Run(string(v), func(t *testing.T) {
			d, s, _ := segmentPage(t, page(), nil, Options{Variant: v})
			main := idOf(d, "main")
			var article []int
			for _, r := range s.Regions {
				if r.Label == segment.LabelArticle {
					article = append(article, r.Node)
				}
			}
			if len(article) == 0 {
				t.Fatalf("no article region: %+v", s.Regions)
			}
			for _, a := range article {
				if !d.Contains(main, a) && !d.Contains(a, main) {
					t.Errorf("article region %d (%s#%s) outside #main", a, d.Elems[a].Data, dom.Attr(d.Elems[a], "id"))
				}
				if d.Contains(a, idOf(d, "nav")) || d.Contains(a, idOf(d, "side")) {
					t.Errorf("article region %d holds the navigation", a)
				}
			}
		})
	}
}

// Two equally dense text blocks side by side: the text density cannot tell
// them apart (the right one is a little longer and wins), the hybrid density
// prefers the one in the middle of the page.
func TestHybridDensityPrefersTheCentre(t *testing.T) {
	src := `<html><body><div id="centre">` + prose(150) + prose(150) + prose(150) + `</div><div id="edge">` + prose(170) + prose(170) + prose(170) + `</div></body></html>`
	d, err := dom.Parse(src, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	n := d.Len()
	l := &dom.Layout{X: make([]float32, n), Y: make([]float32, n), W: make([]float32, n), H: make([]float32, n), Visible: make([]bool, n)}
	for i := range n {
		l.W[i], l.H[i], l.Visible[i] = 1000, 100, true
	}
	centre, edge := idOf(d, "centre"), idOf(d, "edge")
	for k := 0; k <= 3; k++ {
		l.X[centre+k], l.W[centre+k] = 250, 500
		l.X[edge+k], l.W[edge+k] = 800, 200
	}

	top := func(tr *segment.Trace) int {
		for _, s := range tr.Steps {
			if s.Step == "density.threshold" {
				return s.Node
			}
		}
		return -1
	}
	_, _, trText := segmentPage(t, src, nil, Options{})
	_, _, trHybrid := segmentPage(t, src, l, Options{})
	if got := top(trText); !d.Contains(edge, got) {
		t.Errorf("composite density: max density sum at %d, want inside #edge (%d)", got, edge)
	}
	if got := top(trHybrid); !d.Contains(centre, got) {
		t.Errorf("hybrid density: max density sum at %d, want inside #centre (%d)", got, centre)
	}
}

func TestEmptyPage(t *testing.T) {
	_, s, _ := segmentPage(t, `<html><body><div><img src="a.png"></div></body></html>`, nil, Options{})
	if len(s.Regions) != 0 || s.Confidence != 0 {
		t.Errorf("empty page: %+v", s)
	}
}
