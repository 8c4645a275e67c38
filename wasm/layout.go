package main

import (
	"encoding/base64"
	"encoding/binary"
	"errors"
	"strconv"
	"strings"

	"github.com/pith-reader/pith/core/dom"
)

// The packed layout is how the extension's capture (extension/content/
// capture.js, packTable) sends the browser's box table: one string instead
// of five arrays, which crosses from the page to the background, and from
// JavaScript into Go, far faster than the Layout's JSON, and costs the page
// no number turned into text (a large page has a quarter of a million
// elements, a million numbers):
//
//	pageWidth,pageHeight;BASE64
//
// BASE64 (standard, padded) holds n boxes, each four little-endian int32 —
// x, y, w, h in tenths of a CSS pixel — then n bytes, 1 for a visible
// element, 0 for another, in document order.

var errPackedLayout = errors.New("wasm: bad packed layout")

// boxBytes is the size of one box; each element also has a visibility byte.
const boxBytes = 16

// parsePackedLayout reads the packed layout.
func parsePackedLayout(s string) (*dom.Layout, error) {
	head, data, ok := strings.Cut(s, ";")
	if !ok {
		return nil, errPackedLayout
	}
	pw, ph, ok := strings.Cut(head, ",")
	if !ok {
		return nil, errPackedLayout
	}
	l := &dom.Layout{}
	var err error
	if l.PageWidth, err = parseFloat32(pw); err != nil {
		return nil, err
	}
	if l.PageHeight, err = parseFloat32(ph); err != nil {
		return nil, err
	}
	raw, err := base64.StdEncoding.DecodeString(data)
	if err != nil || len(raw)%(boxBytes+1) != 0 {
		return nil, errPackedLayout
	}
	n := len(raw) / (boxBytes + 1)
	l.X, l.Y, l.W, l.H = make([]float32, n), make([]float32, n), make([]float32, n), make([]float32, n)
	l.Visible = make([]bool, n)
	tenth := func(b []byte) float32 { return float32(int32(binary.LittleEndian.Uint32(b))) / 10 }
	for i := range n {
		b := raw[boxBytes*i:]
		l.X[i], l.Y[i], l.W[i], l.H[i] = tenth(b), tenth(b[4:]), tenth(b[8:]), tenth(b[12:])
		switch raw[boxBytes*n+i] {
		case 1:
			l.Visible[i] = true
		case 0:
		default:
			return nil, errPackedLayout
		}
	}
	return l, nil
}

func parseFloat32(s string) (float32, error) {
	v, err := strconv.ParseFloat(s, 32)
	if err != nil {
		return 0, errPackedLayout
	}
	return float32(v), nil
}
