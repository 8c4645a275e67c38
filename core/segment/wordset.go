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
type WordSet struct {
	byFirst [256][]string
}

// NewWordSet files the words (non-empty; compared byte for byte).
func NewWordSet(words ...string) *WordSet {
	ws := &WordSet{}
	for _, w := range words {
		if w != "" {
			ws.byFirst[w[0]] = append(ws.byFirst[w[0]], w)
		}
	}
	return ws
}

// In reports whether s contains one of the words.
func (ws *WordSet) In(s string) bool {
	for i := 0; i < len(s); i++ {
		for _, w := range ws.byFirst[s[i]] {
			if strings.HasPrefix(s[i:], w) {
				return true
			}
		}
	}
	return false
}

// InFold is In ignoring ASCII letter case, for lower-case words: s is not
// copied or lowered.
func (ws *WordSet) InFold(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
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
