package main

import (
	"encoding/base64"
	"encoding/binary"
	"reflect"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
)

// pack writes boxes (tenths of a pixel) and visibility the way capture.js does.
func pack(pw, ph string, boxes [][4]int32, visible []byte) string {
	raw := make([]byte, 0, 17*len(boxes))
	for _, b := range boxes {
		for _, v := range b {
			raw = binary.LittleEndian.AppendUint32(raw, uint32(v))
		}
	}
	raw = append(raw, visible...)
	return pw + "," + ph + ";" + base64.StdEncoding.EncodeToString(raw)
}

func TestParsePackedLayout(t *testing.T) {
	got, err := parsePackedLayout(pack("1200", "3400.5", [][4]int32{{0, 0, 12000, 34005}, {85, -20, 1000, 0}}, []byte{1, 0}))
	if err != nil {
		t.Fatal(err)
	}
	want := &dom.Layout{X: []float32{0, 8.5}, Y: []float32{0, -2}, W: []float32{1200, 100}, H: []float32{3400.5, 0},
		Visible: []bool{true, false}, PageWidth: 1200, PageHeight: 3400.5}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
	empty, err := parsePackedLayout("0,0;")
	if err != nil || len(empty.X) != 0 || !empty.Fits(0) {
		t.Errorf("no elements: %+v, %v", empty, err)
	}
	good := pack("1", "2", [][4]int32{{1, 2, 3, 4}}, []byte{1})
	for _, bad := range []string{"", "1", "1,2", "a,2;", "1,2;not base64!", good[:len(good)-4], pack("1", "2", [][4]int32{{1, 2, 3, 4}}, []byte{2})} {
		if _, err := parsePackedLayout(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestHandlePackedLayout(t *testing.T) {
	page := "<html><body><article><h1>T</h1>" + strings.Repeat("<p>Some words of a story that goes on.</p>", 5) + "</article></body></html>"
	ok := Handle(Request{HTML: page, LayoutPacked: pack("100", "100", [][4]int32{{0, 0, 1000, 1000}}, []byte{1})})
	if strings.Contains(ok, `"error"`) {
		t.Errorf("a layout that does not fit is ignored, not an error: %s", ok)
	}
	bad := Handle(Request{HTML: page, LayoutPacked: "nonsense"})
	if !strings.Contains(bad, `"kind":"request"`) {
		t.Errorf("a bad packed layout is a request failure: %s", bad)
	}
}

func TestTreeLooksBinary(t *testing.T) {
	junk := make([]byte, 0, 8192)
	x := uint32(2463534242)
	for len(junk) < cap(junk) {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		if b := byte(x); b != 0 {
			junk = append(junk, b)
		}
	}
	// What a browser makes of random bytes: text read as windows-1252,
	// here as Latin-1 (C1 controls kept).
	runes := make([]rune, len(junk))
	for i, b := range junk {
		runes[i] = rune(b)
	}
	binaryTree := "h4,0\x00ehtml\x00ebody\x00t" + string(runes) + "\x00c\x00c"
	if !treeLooksBinary(binaryTree) {
		t.Error("random bytes: not binary")
	}
	text := "h4,0\x00ehtml\x00ebody\x00ep\x00t" + strings.Repeat("Café déjà vu, naïve\tcrème\n brûlée — \uFFFD. ", 200) + "\x00c\x00c\x00c"
	if treeLooksBinary(text) {
		t.Error("text with accents, tabs and a replacement character: binary")
	}
	if treeLooksBinary("h1,0\x00ehtml\x00t\x01\x02\x03\x00c") {
		t.Error("a few control characters are too few to tell")
	}
	// Control characters in attribute values do not count: only text does.
	attr := "h3,1\x00ehtml\x00aclass\x00" + strings.Repeat("\x01", 1000) + "\x00t" + strings.Repeat("plain words ", 100) + "\x00c"
	if treeLooksBinary(attr) {
		t.Error("attribute values counted")
	}
	res := Handle(Request{Tree: binaryTree})
	if !strings.Contains(res, `"code":"binary"`) {
		t.Errorf("Handle on binary data: %s", res)
	}
}
