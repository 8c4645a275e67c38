package wire_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/wire"
)

// benchPage is a page with an article and 300 comments: its traced Result
// is about the size the extension gets from a long discussion.
func benchPage() string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html><head><title>Owls &amp; herons</title></head><body><nav><a href="/">Home</a></nav><article><h1>Owls &amp; herons</h1>`)
	for i := range 40 {
		fmt.Fprintf(&b, "<p>Paragraph %d: owls hunt at night with silent feathers, and herons wait in the shallows — “quietly” <b>for hours</b> & more.</p>\n", i)
	}
	b.WriteString(`</article><section class="comments"><h2>Comments</h2><ol>`)
	for i := range 300 {
		fmt.Fprintf(&b, `<li class="comment"><div class="author">reader%d</div><time datetime="2026-01-%02d">Jan %d</time><p>I saw an owl at dusk, number %d, over the <i>river</i>; it was silent.</p></li>`, i, i%28+1, i%28+1, i)
	}
	b.WriteString(`</ol></section><footer>© 2026</footer></body></html>`)
	return b.String()
}

// request is the shape of the wasm shell's Request.
type request struct {
	HTML    string       `json:"html"`
	Tree    string       `json:"tree,omitempty"`
	URL     string       `json:"url,omitempty"`
	Layout  *dom.Layout  `json:"layout,omitempty"`
	Options core.Options `json:"options"`
}

func benchRequest() []byte {
	b, _ := json.Marshal(request{HTML: benchPage(), URL: "https://example.org/owls", Layout: benchLayout(),
		Options: core.Options{TimeBudgetMS: 10000, Formats: []string{"html", "text"}}})
	return b
}

// benchLayout is a layout table of 3 000 elements.
func benchLayout() *dom.Layout {
	const n = 3000
	l := &dom.Layout{PageWidth: 1280, PageHeight: 23456.5}
	for i := range n {
		l.X = append(l.X, float32(i%40)*8.5)
		l.Y = append(l.Y, float32(i)*17.333334)
		l.W = append(l.W, 1264-float32(i%40)*17)
		l.H = append(l.H, 18.5)
		l.Visible = append(l.Visible, i%7 != 0)
	}
	return l
}

// codecs are the two implementations compared.
var codecs = []struct {
	name      string
	marshal   func(any) ([]byte, error)
	unmarshal func([]byte, any) error
}{
	{"wire", wire.Marshal, wire.Unmarshal},
	{"encoding-json", json.Marshal, json.Unmarshal},
}

// BenchmarkMarshalResult writes the traced Result of a page with 300
// comments (the wasm's answer).
func BenchmarkMarshalResult(b *testing.B) {
	res, err := core.Extract(benchPage(), core.Options{Trace: true})
	if err != nil {
		b.Fatal(err)
	}
	want, _ := json.Marshal(res)
	for _, c := range codecs {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(want)))
			for b.Loop() {
				got, err := c.marshal(res)
				if err != nil || len(got) != len(want) {
					b.Fatalf("%d bytes (%v), want %d", len(got), err, len(want))
				}
			}
		})
	}
}

// BenchmarkUnmarshalRequest reads a request with that page's HTML and a
// layout of 3 000 elements (the wasm's question, as a JSON string).
func BenchmarkUnmarshalRequest(b *testing.B) {
	data := benchRequest()
	var want request
	if err := json.Unmarshal(data, &want); err != nil {
		b.Fatal(err)
	}
	for _, c := range codecs {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				var got request
				if err := c.unmarshal(data, &got); err != nil || len(got.HTML) != len(want.HTML) || len(got.Layout.X) != len(want.Layout.X) {
					b.Fatalf("read %d bytes of HTML (%v)", len(got.HTML), err)
				}
			}
			var got request
			if err := c.unmarshal(data, &got); err != nil || !reflect.DeepEqual(got, want) {
				b.Fatal("the request read differs from encoding/json's")
			}
		})
	}
}

// BenchmarkUnmarshalLayout reads a layout of 3 000 elements: what the
// extension's requests, sent as objects with the page as a string, pass
// through JSON (request_js.go's jsonField).
func BenchmarkUnmarshalLayout(b *testing.B) {
	data, _ := json.Marshal(benchLayout())
	var want dom.Layout
	if err := json.Unmarshal(data, &want); err != nil {
		b.Fatal(err)
	}
	for _, c := range codecs {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				var got *dom.Layout
				if err := c.unmarshal(data, &got); err != nil || len(got.Visible) != len(want.Visible) {
					b.Fatalf("read %v", err)
				}
			}
			var got dom.Layout
			if err := c.unmarshal(data, &got); err != nil || !reflect.DeepEqual(got, want) {
				b.Fatal("the layout read differs from encoding/json's")
			}
		})
	}
}

// bigResult is a Result the size of a 10 MB article's: an article of
// 40 000 paragraphs as HTML and text, and 2 000 comments.
func bigResult() *core.Result {
	var h, t strings.Builder
	for i := range 40_000 {
		fmt.Fprintf(&h, "<p>Paragraph %d: owls hunt at night &amp; herons wait, with a <a href=\"/n/%d\">link</a>.</p>\n", i, i)
		fmt.Fprintf(&t, "Paragraph %d: owls hunt at night & herons wait, with a link.\n\n", i)
	}
	res := &core.Result{Article: core.Content{HTML: h.String(), Text: t.String()}}
	for i := range 2_000 {
		res.Comments = append(res.Comments, core.Comment{Author: fmt.Sprint("reader", i),
			HTML: fmt.Sprintf("<p>I saw an owl, number %d.</p>", i), Text: fmt.Sprintf("I saw an owl, number %d.", i)})
	}
	return res
}

// BenchmarkMarshalStringLarge writes the answer to a 10 MB article (about
// 10 MB of JSON, most of it two long strings), as the wasm does.
func BenchmarkMarshalStringLarge(b *testing.B) {
	res := bigResult()
	want, _ := json.Marshal(res)
	b.ReportAllocs()
	b.SetBytes(int64(len(want)))
	for b.Loop() {
		got, err := wire.MarshalString(res)
		if err != nil || len(got) != len(want) {
			b.Fatalf("%d bytes (%v), want %d", len(got), err, len(want))
		}
	}
	if got, _ := wire.MarshalString(res); got != string(want) {
		b.Fatal("the answer differs from encoding/json's")
	}
}
