package dom

import (
	"errors"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestParseNumbersElementsInPreOrder(t *testing.T) {
	d, err := Parse(`<html><head><title>t</title></head><body><div><p>a<b>x</b></p><p>b</p></div><ul><li>c</li></ul></body></html>`, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"html", "head", "title", "body", "div", "p", "b", "p", "ul", "li"}
	if d.Len() != len(want) {
		t.Fatalf("got %d elements, want %d", d.Len(), len(want))
	}
	for i, tag := range want {
		if d.Elems[i].Data != tag {
			t.Errorf("id %d = %s, want %s", i, d.Elems[i].Data, tag)
		}
		if id, ok := d.ID(d.Elems[i]); !ok || id != i {
			t.Errorf("ID(Elems[%d]) = %d, %v", i, id, ok)
		}
	}
	if d.Body != 3 || d.Head != 1 {
		t.Errorf("body %d head %d", d.Body, d.Head)
	}
	if d.End(4) != 7 || d.End(0) != 9 || d.End(9) != 9 {
		t.Errorf("ends: div %d html %d li %d", d.End(4), d.End(0), d.End(9))
	}
	var kids []int
	d.Children(3, func(c int) { kids = append(kids, c) })
	if len(kids) != 2 || kids[0] != 4 || kids[1] != 8 {
		t.Errorf("children of body = %v", kids)
	}
	if d.LCA(6, 9) != 3 || d.Depth[6] != 4 {
		t.Errorf("LCA(b, li) = %d, depth(b) = %d", d.LCA(6, 9), d.Depth[6])
	}
}

func TestParseRejectsAndCutsBadInput(t *testing.T) {
	tests := []struct {
		name    string
		src     string
		lim     Limits
		wantErr error
		check   func(*Document) bool
	}{
		{"empty", "", Limits{}, ErrEmpty, nil},
		{"blank", " \n\t ", Limits{}, ErrEmpty, nil},
		{"binary", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", Limits{}, ErrBinary, nil},
		{"deep nesting is flattened", strings.Repeat("<div>", 100000) + "deep text" + strings.Repeat("</div>", 100000), Limits{},
			nil, func(d *Document) bool { return d.DepthCut && d.Len() <= DefaultMaxDepth+10 }},
		{"long input is cut", "<p>" + strings.Repeat("word ", 1000), Limits{MaxBytes: 1000},
			nil, func(d *Document) bool { return d.Truncated && d.Bytes > 1000 }},
		{"too many elements", strings.Repeat("<p>x</p>", 100), Limits{MaxElements: 20},
			nil, func(d *Document) bool { return d.ElementsCut && d.Len() == 20 }},
		{"broken markup", "<p><b>unclosed <i>tags <table><td>cell</p></div></span>", Limits{},
			nil, func(d *Document) bool { return d.Len() > 3 }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Parse(tc.src, tc.lim)
			if tc.wantErr != nil {
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("err = %v, want %v", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !tc.check(d) {
				t.Errorf("unexpected document: %d elements, cut depth %v bytes %v elements %v", d.Len(), d.DepthCut, d.Truncated, d.ElementsCut)
			}
		})
	}
}

func TestIsHidden(t *testing.T) {
	for src, want := range map[string]bool{
		`<div style="display: none !important">x</div>`: true,
		`<div style="visibility:hidden">x</div>`:        true,
		`<div hidden>x</div>`:                           true,
		`<div aria-hidden="true">x</div>`:               true,
		`<div style="display:block">x</div>`:            false,
		`<div class="none">x</div>`:                     false,
		`<div role="dialog" aria-modal="true">x</div>`:  true,
		`<div aria-modal="false">x</div>`:               false,
		`<dialog>x</dialog>`:                            true,
		`<dialog open>x</dialog>`:                       false,
		// A tab set's other panels are content a reader shows.
		`<div role="tabpanel" hidden>x</div>`:                      false,
		`<div hidden role="tabpanel" style="display:none">x</div>`: false,
		`<div role="tab" hidden>x</div>`:                           true,
		// A tooltip shows while its control has the pointer or the
		// focus; an element naming its own description is the control.
		`<div role="tooltip" id="tip">x</div>`:                                     true,
		`<span role="tooltip" aria-describedby="t1" aria-labelledby="t1">x</span>`: false,
	} {
		d, err := Parse("<body>"+src, Limits{})
		if err != nil {
			t.Fatal(err)
		}
		if got := IsHidden(d.Elems[d.Body+1]); got != want {
			t.Errorf("IsHidden(%s) = %v", src, got)
		}
	}
}

// FuzzParse checks that any input parses without panic into a consistent
// tree: parents precede children, subtrees are nested ranges, ids round-trip.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "<p>x", "<div><div></div>", "\x00\x01", "<table><td><p>a</table>",
		strings.Repeat("<b>", 600), "<template><p>x</p></template><p>y", "<svg><foreignObject><p>z"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		d, err := Parse(src, Limits{MaxBytes: 1 << 16})
		if err != nil {
			return
		}
		for i := 1; i < d.Len(); i++ {
			p := int(d.Parent[i])
			if p < 0 || p >= i {
				t.Fatalf("parent of %d is %d", i, p)
			}
			if !d.Contains(p, i) || d.End(i) > d.End(p) {
				t.Fatalf("subtree of %d not inside its parent %d", i, p)
			}
			if d.Depth[i] != d.Depth[p]+1 {
				t.Fatalf("depth of %d", i)
			}
			if id, ok := d.ID(d.Elems[i]); !ok || id != i {
				t.Fatalf("id round trip %d", i)
			}
		}
	})
}

func TestContentOnlyInNoscriptIsParsedWithScriptingOff(t *testing.T) {
	story := "<p>" + strings.Repeat("The crawler view holds the whole story of the page. ", 60) + "</p>"
	d, err := Parse(`<html><body><div id="app"></div><noscript><div class="post">`+story+`</div></noscript></body></html>`, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if !d.NoScript {
		t.Fatal("content in <noscript> was not parsed")
	}
	found := false
	for _, el := range d.Elems {
		if el.Data == "p" {
			found = true
		}
		if el.Data == "noscript" {
			t.Error("a <noscript> element is left in the tree")
		}
	}
	if !found {
		t.Error("the story's <p> is not an element")
	}
	// A page with its content outside <noscript> keeps the browser's parse.
	d, err = Parse(`<html><body>`+story+`<noscript><img src="pixel.gif"></noscript></body></html>`, Limits{})
	if err != nil || d.NoScript {
		t.Errorf("ordinary page reparsed: %v %v", d.NoScript, err)
	}
}

// TestIDNear: from any hint, IDNear finds every element (near ones by the
// walk, far ones through the map), and nodes outside the document are not
// found.
func TestIDNear(t *testing.T) {
	d, err := Parse(`<body><div><p>a<b>b</b></p><script>x</script><p>c</p></div><ul><li>1<li>2<li>3</ul><p>d`, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	for near := -1; near < d.Len(); near++ {
		for id, el := range d.Elems {
			if got, ok := d.IDNear(el, near); !ok || got != id {
				t.Fatalf("IDNear(element %d, %d) = %d, %v", id, near, got, ok)
			}
		}
		if _, ok := d.IDNear(&html.Node{Type: html.ElementNode, Data: "p"}, near); ok {
			t.Fatal("a node of no document was found")
		}
	}
}

// TestIDNearAncestorsWithoutMap: a walk that asks about an element, its
// descendants and then the element again (the text renderer's order) finds
// every id without building the node-to-id map.
func TestIDNearAncestorsWithoutMap(t *testing.T) {
	d, err := Parse(`<body><div><p>a<a>b</a> <em>c</em></p><p>d<span><b>e</b></span></p></div><p>f`, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	last := 0 // the walk starts at its root, here the document element
	ask := func(id int) {
		got, ok := d.IDNear(d.Elems[id], last)
		if !ok || got != id {
			t.Fatalf("IDNear(element %d, %d) = %d, %v", id, last, got, ok)
		}
		last = got
	}
	for id := range d.Elems {
		ask(id)
		// Each block asked again once its subtree is done.
		for a := id; a >= 0 && d.End(a) == id; a = int(d.Parent[a]) {
			ask(a)
		}
	}
	if d.ids != nil {
		t.Error("the walk built the node-to-id map")
	}
}
