package wire

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"
)

// FuzzUnmarshal reads any input with wire and with encoding/json, into an
// empty interface (what JSON-LD is read into) and into kitchen (every
// shape of the wire types): both fail, or both give the same value; a
// value read is then written back to encoding/json's bytes. Errors wrap a
// sentinel, and nothing panics.
//
//	go test ./core/wire -run '^$' -fuzz FuzzUnmarshal -fuzztime 5m -parallel 1
func FuzzUnmarshal(f *testing.F) {
	for _, doc := range unmarshalDocs {
		f.Add([]byte(doc))
	}
	for _, v := range kitchenValues()[:3] {
		b, _ := json.Marshal(v)
		f.Add(b)
	}
	f.Add([]byte(`{"@context":"https://schema.org","@graph":[{"@type":["NewsArticle","Article"],"headline":"Owls \u0026 herons",` +
		`"author":[{"@type":"Person","name":"Ann"}],"datePublished":"2026-01-02T03:04:05Z","image":{"url":"https://x/i.jpg","width":1200}}]}`))
	f.Add([]byte(`[{"@type":"BreadcrumbList","itemListElement":[{"position":1,"item":{"@id":"https://x/"}}]},{"@type":"BlogPosting","wordCount":1.5e3}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, dst := range []func() any{func() any { return new(any) }, func() any { return new(kitchen) }} {
			want, got := dst(), dst()
			werr := json.Unmarshal(data, want)
			gerr := Unmarshal(data, got)
			if (werr != nil) != (gerr != nil) {
				t.Fatalf("%q into %T: error %v, encoding/json: %v", data, got, gerr, werr)
			}
			if gerr != nil {
				if !errors.Is(gerr, ErrSyntax) && !errors.Is(gerr, ErrType) && !errors.Is(gerr, ErrDepth) && !errors.Is(gerr, ErrUnsupported) {
					t.Fatalf("%q: error %v wraps no sentinel", data, gerr)
				}
				continue
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%q into %T:\n got %#v\nwant %#v", data, got, reflect.ValueOf(got).Elem(), reflect.ValueOf(want).Elem())
			}
			wb, werr := json.Marshal(want)
			gb, gerr := Marshal(got)
			if werr != nil || gerr != nil || string(gb) != string(wb) {
				t.Fatalf("%q written back: %s (%v), encoding/json: %s (%v)", data, gb, gerr, wb, werr)
			}
		}
	})
}
