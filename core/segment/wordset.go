package segment

import (
	"strings"

	"github.com/pith-reader/pith/core/dom"
)

// WordSet answers "does this string contain any of these words" in one pass
// over the string: the words are filed under their first byte, so most
// positions cost one table look-up. The vocabulary checks run on the class
// and id of every element of every page, where a strings.Contains per word
// (dozens of words) was a measurable share of the pipeline (issue 6).
//
// A bitset of the words' first two bytes lets most positions go without
// looking at the words at all: "s" starts a dozen noise words, "sa" none.
type WordSet struct {
	byFirst [256][]string
	pairs   [1 << 16 / 64]uint64 // first two bytes of a word (c0<<8|c1); a one-byte word sets every c1
}

// NewWordSet files the words (non-empty; compared byte for byte).
func NewWordSet(words ...string) *WordSet {
	ws := &WordSet{}
	for _, w := range words {
		if w == "" {
			continue
		}
		ws.byFirst[w[0]] = append(ws.byFirst[w[0]], w)
		if len(w) == 1 {
			for c := range 256 {
				ws.setPair(w[0], byte(c))
			}
		} else {
			ws.setPair(w[0], w[1])
		}
	}
	return ws
}

func (ws *WordSet) setPair(a, b byte) {
	k := uint(a)<<8 | uint(b)
	ws.pairs[k/64] |= 1 << (k % 64)
}

func (ws *WordSet) hasPair(a, b byte) bool {
	k := uint(a)<<8 | uint(b)
	return ws.pairs[k/64]&(1<<(k%64)) != 0
}

// In reports whether s contains one of the words.
func (ws *WordSet) In(s string) bool {
	for i := 0; i+1 < len(s); i++ {
		if !ws.hasPair(s[i], s[i+1]) {
			continue
		}
		for _, w := range ws.byFirst[s[i]] {
			if strings.HasPrefix(s[i:], w) {
				return true
			}
		}
	}
	// The last byte: only a one-byte word can start there.
	if n := len(s); n > 0 {
		for _, w := range ws.byFirst[s[n-1]] {
			if len(w) == 1 {
				return true
			}
		}
	}
	return false
}

// InFold is In ignoring ASCII letter case, for lower-case words: s is not
// copied or lowered.
func (ws *WordSet) InFold(s string) bool {
	lower := func(c byte) byte {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		return c
	}
	for i := 0; i < len(s); i++ {
		c := lower(s[i])
		if i+1 < len(s) && !ws.hasPair(c, lower(s[i+1])) {
			continue
		}
		for _, w := range ws.byFirst[c] {
			if hasPrefixFold(s[i:], w) {
				return true
			}
		}
	}
	return false
}

// hasPrefixFold is strings.HasPrefix ignoring ASCII case in s (prefix is
// lower case).
func hasPrefixFold(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for j := 0; j < len(prefix); j++ {
		c := s[j]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != prefix[j] {
			return false
		}
	}
	return true
}

// eachField calls fn with the space-separated fields of s (as
// strings.Fields, ASCII white space), without allocating, until fn returns
// true; it reports whether one did.
func eachField(s string, fn func(string) bool) bool {
	for i := 0; i < len(s); {
		for i < len(s) && dom.IsASCIISpace(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !dom.IsASCIISpace(s[j]) {
			j++
		}
		if j > i && fn(s[i:j]) {
			return true
		}
		i = j
	}
	return false
}

// HasFieldFold reports whether the space-separated s has the field tok,
// ASCII case ignored.
func HasFieldFold(s, tok string) bool {
	for f := range strings.FieldsSeq(s) {
		if strings.EqualFold(f, tok) {
			return true
		}
	}
	return false
}
