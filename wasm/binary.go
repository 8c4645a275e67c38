package main

import "strings"

// The core refuses HTML that is binary data (dom.ErrBinary), but a browser
// renders any bytes served as text/html, and the tree it builds from them
// is text full of control characters. treeLooksBinary applies the same kind
// of check to the text of a tree encoding: among the first
// binarySampleRunes characters of its text nodes, more than one in
// binaryControlShare is a control character (C0 other than white space,
// DEL, C1), which no page of text has.
const (
	binarySampleRunes  = 4096
	binaryMinRunes     = 256
	binaryControlShare = 20 // 5 %
)

func treeLooksBinary(tree string) bool {
	runes, controls := 0, 0
	rest := tree
	for rest != "" && runes < binarySampleRunes {
		var tok string
		tok, rest, _ = strings.Cut(rest, "\x00")
		if tok == "" {
			continue
		}
		if tok[0] == 'a' { // an attribute: its value follows
			_, rest, _ = strings.Cut(rest, "\x00")
			continue
		}
		if tok[0] != 't' {
			continue
		}
		for _, r := range tok[1:] {
			runes++
			if isControl(r) {
				controls++
			}
			if runes == binarySampleRunes {
				break
			}
		}
	}
	return runes >= binaryMinRunes && controls*binaryControlShare > runes
}

func isControl(r rune) bool {
	switch {
	case r == '\t' || r == '\n' || r == '\r' || r == '\f':
		return false
	case r < 0x20, r == 0x7f, r >= 0x80 && r <= 0x9f:
		return true
	}
	return false
}
