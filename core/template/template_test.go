package template

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
)

func parse(t *testing.T, src string) segment.Input {
	t.Helper()
	d, err := dom.Parse(src, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return segment.Input{Doc: d, Stats: features.Compute(d, nil)}
}

func learn(t *testing.T, pages ...string) *Template {
	t.Helper()
	var ss []Sample
	for _, p := range pages {
		in := parse(t, p)
		ss = append(ss, Sample{Doc: in.Doc, Stats: in.Stats})
	}
	tm, err := Learn(ss, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return tm
}

// expr writes the template's children of body as a regular expression.
func expr(n *Node) string {
	var b strings.Builder
	for i, c := range n.Children {
		if i > 0 {
			b.WriteByte(' ')
		}
		if c.Op == Alt {
			var alts []string
			for _, a := range c.Children {
				alts = append(alts, a.Label)
			}
			b.WriteString("(" + strings.Join(alts, "|") + ")")
			continue
		}
		b.WriteString(c.Label + string(c.Op))
	}
	return b.String()
}

func TestGeneralisation(t *testing.T) {
	page := func(items int, promo bool, foot string) string {
		s := `<html><body><div class="head">Site</div><ul>`
		s += strings.Repeat(`<li>item</li>`, items) + `</ul>`
		if promo {
			s += `<div class="promo">Buy</div>`
		}
		return s + `<p>text</p><div class="` + foot + `">end</div></body></html>`
	}
	tests := []struct {
		name  string
		pages []string
		want  string
	}{
		{"one page", []string{page(1, false, "foot")}, "div.head ul p div.foot"},
		{"repetition is STAR", []string{page(1, false, "foot"), page(3, false, "foot")}, "div.head ul p div.foot"},
		{"absent on a page is optional", []string{page(1, true, "foot"), page(1, false, "foot")}, "div.head ul div.promo? p div.foot"},
		{"one for one at the same place is a disjunction", []string{page(1, false, "foot"), page(1, false, "legal")}, "div.head ul p (div.foot|div.legal)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tm := learn(t, tc.pages...)
			if got := expr(tm.Root); got != tc.want {
				t.Errorf("template %q, want %q", got, tc.want)
			}
		})
	}
	tm := learn(t, page(1, false, "foot"), page(3, false, "foot"))
	if li := tm.Root.Children[1].Children[0]; li.Label != "li" || li.Op != Star {
		t.Errorf("list items: %q%s, want li*", li.Label, li.Op)
	}
}

func TestSupportsAndNoiseConfidence(t *testing.T) {
	page := func(text string) string {
		return `<html><body><div class="nav">Home</div><p>` + text + `</p></body></html>`
	}
	tm := learn(t, page("alpha"), page("beta"), page("alpha"), page("gamma"))
	nav, p := tm.Root.Children[0], tm.Root.Children[1]
	if tm.K != 4 || nav.Support != 4 || tm.NodeSupport(p) != 1 {
		t.Fatalf("K %d, nav PS %d, p NS %v", tm.K, nav.Support, tm.NodeSupport(p))
	}
	tests := []struct {
		node *Node
		text string
		want float64
	}{
		{nav, "Home", 1},   // on every page: noise
		{p, "alpha", 0.5},  // on 2 of the 4 pages with a <p>
		{p, "gamma", 0.25}, // on one
		{p, "delta", 0},    // never seen: new content
		{nil, "alpha", 0},  // unmatched element
	}
	for _, tc := range tests {
		if got := tc.node.NoiseConfidence("t" + hash(tc.text)); got != tc.want {
			t.Errorf("noise confidence of %q = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// A news site: navigation, "most read" and footer are the same on every
// page; the story differs. Learnt on three pages and applied to a fourth,
// the template marks the shared blocks as noise and the story as content.
func sitePage(n int) string {
	var b strings.Builder
	b.WriteString(`<html><body><div id="header"><ul class="menu"><li><a href="/">Home</a></li><li><a href="/world">World</a></li></ul></div><div id="wrap">`)
	fmt.Fprintf(&b, `<div class="story"><h1>Story number %d</h1>`, n)
	for k := 0; k < 3+n%2; k++ {
		fmt.Fprintf(&b, `<p>Paragraph %d of story %d tells what happened on day %d in some detail.</p>`, k, n, n*7+k)
	}
	b.WriteString(`</div><div class="most-read"><p>Mayor opens the new bridge over the harbour.</p></div></div>`)
	b.WriteString(`<div id="footer"><p>Copyright Daily Planet. All rights reserved.</p></div></body></html>`)
	return b.String()
}

func TestSharedBlocksAreNoise(t *testing.T) {
	tm := learn(t, sitePage(1), sitePage(2), sitePage(3))
	in := parse(t, sitePage(4))
	seg, err := Segmenter{Template: tm}.Segment(in)
	if err != nil {
		t.Fatal(err)
	}
	checkLabels(t, in, seg, func(el *html.Node) bool { return dom.Attr(el, "class") == "story" })
}

// checkLabels wants every region inside an element that isContent to be
// article, every other region noise, and some article.
func checkLabels(t *testing.T, in segment.Input, seg segment.Segmentation, isContent func(*html.Node) bool) {
	t.Helper()
	articles := 0
	for _, r := range seg.Regions {
		content := false
		for a := r.Node; a >= 0; a = int(in.Doc.Parent[a]) {
			content = content || isContent(in.Doc.Elems[a])
		}
		want := segment.LabelNoise
		if content {
			want = segment.LabelArticle
			articles++
		}
		if r.Label != want {
			t.Errorf("region %d <%s> labelled %s, want %s (%s)", r.Node, in.Doc.Elems[r.Node].Data, r.Label, want, r.Why)
		}
	}
	if articles == 0 {
		t.Errorf("no article region: %+v", seg.Regions)
	}
}

func TestSinglePageFallback(t *testing.T) {
	in := parse(t, sitePage(1))
	seg, err := Segmenter{}.Segment(in)
	if err != nil {
		t.Fatal(err)
	}
	// The page alone: the link-only menu is noise, text blocks are kept
	// (the footer's and the "most read" box's too: one page cannot tell).
	checkLabels(t, in, seg, func(el *html.Node) bool { id := dom.Attr(el, "id"); return id == "wrap" || id == "footer" })
}

func TestSeparatorsSplitSections(t *testing.T) {
	src := `<html><body><div id="a">` + strings.Repeat(`x`, 50) + `</div><div id="main"><h2>One</h2><p>first part of the text</p><hr><p>second part</p><hr><h2>Three</h2></div></body></html>`
	in := parse(t, src)
	seg, err := Segmenter{}.Segment(in)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range seg.Regions {
		got = append(got, in.Doc.Elems[r.Node].Data)
	}
	// The div #main holds half the text with no sectioning child: Cond3
	// splits it at the <hr>s into [h2 p], [p], [h2].
	if want := "div h2 p p h2"; strings.Join(got, " ") != want {
		t.Errorf("sections %v, want %s", got, want)
	}
}

func TestCond1UsesTheLayoutArea(t *testing.T) {
	src := `<html><body><div id="big"><div id="inner"><p>` + strings.Repeat("word ", 40) + `</p></div><div id="side"><p>tiny</p></div></div></body></html>`
	in := parse(t, src)
	n := in.Doc.Len()
	l := &dom.Layout{X: make([]float32, n), Y: make([]float32, n), W: make([]float32, n), H: make([]float32, n), Visible: make([]bool, n), PageWidth: 1000, PageHeight: 1000}
	for i := range n {
		l.W[i], l.H[i], l.Visible[i] = 100, 100, true // 1% of the page each
	}
	in.Layout = l
	sc := &sectioning{opt: Options{}.withDefaults(), doc: in.Doc, st: in.Stats, layout: l, root: in.Doc.Body}
	big := in.Doc.Body + 1
	if sc.cond1(big) {
		t.Errorf("1%% of the page area passes Cond1")
	}
	l.W[big], l.H[big] = 1000, 500
	if !sc.cond1(big) {
		t.Errorf("50%% of the page area fails Cond1")
	}
}

func TestTemplateIsJSON(t *testing.T) {
	tm := learn(t, sitePage(1), sitePage(2))
	b, err := json.Marshal(tm)
	if err != nil {
		t.Fatal(err)
	}
	var back Template
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	b2, _ := json.Marshal(&back)
	if string(b) != string(b2) {
		t.Errorf("template does not round-trip through JSON")
	}
}
