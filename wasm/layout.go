package main

import (
	"errors"
	"strconv"
	"strings"

	"github.com/pith-reader/pith/core/dom"
)

// The packed layout is how the extension's capture (extension/content/
// capture.js) sends the browser's box table: one string instead of five
// arrays, which crosses from the page to the background, and from
// JavaScript into Go, far faster than the Layout's JSON (a large page has a
// quarter of a million elements, over a million numbers).
//
//	pageWidth,pageHeight;x,y,w,h,v;x,y,w,h,v;…
//
// one "x,y,w,h,v" per element in document order (v: 1 visible, 0 not).

var errPackedLayout = errors.New("wasm: bad packed layout")

// parsePackedLayout reads the packed layout.
func parsePackedLayout(s string) (*dom.Layout, error) {
	head, rest, _ := strings.Cut(s, ";")
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
	n := 0
	if rest != "" {
		n = strings.Count(rest, ";") + 1
	}
	l.X, l.Y, l.W, l.H = make([]float32, n), make([]float32, n), make([]float32, n), make([]float32, n)
	l.Visible = make([]bool, n)
	for i := range n {
		var item string
		item, rest, _ = strings.Cut(rest, ";")
		var f [4]float32
		for k := range f {
			var num string
			var found bool
			num, item, found = strings.Cut(item, ",")
			if !found {
				return nil, errPackedLayout
			}
			if f[k], err = parseFloat32(num); err != nil {
				return nil, err
			}
		}
		switch item {
		case "1":
			l.Visible[i] = true
		case "0":
		default:
			return nil, errPackedLayout
		}
		l.X[i], l.Y[i], l.W[i], l.H[i] = f[0], f[1], f[2], f[3]
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
