package render

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pith-reader/pith/core/dom"
)

// TestCountWords checks the word count against a count over runes with
// the same notion of white space (ASCII's and dom.IsSpace's).
func TestCountWords(t *testing.T) {
	for _, s := range []string{"", " ", "owl", " owl  heron\t", "owl\u00a0heron", "owl\u2003heron\u3000 x",
		"a\vb\fc", "\xff\xfe owl", "é è", "owl\u200bheron", strings.Repeat("owl heron ", 50)} {
		want, in := 0, false
		for _, r := range s {
			space := r < utf8.RuneSelf && asciiSpace[r] || r >= utf8.RuneSelf && dom.IsSpace(r)
			if space {
				in = false
			} else if !in {
				want, in = want+1, true
			}
		}
		if got := CountWords(s); got != want {
			t.Errorf("CountWords(%q) = %d, want %d", s, got, want)
		}
	}
}
