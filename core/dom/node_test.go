package dom

import (
	"strings"
	"testing"
)

// FoldSpace's fast path (nothing to fold) and slow path must both agree
// with the plain definition: the words, single-spaced.
func TestFoldSpaceAgreesWithFields(t *testing.T) {
	for _, s := range []string{"", " ", "a", "a b", " a b", "a b ", "a  b", "a\tb", "a\u00a0b", "é è", "a\u2009b", "\u3000a", "x\u200by", "ab\ncd  ", "Ünïcödé wörds"} {
		want := strings.Join(strings.FieldsFunc(s, isSpace), " ")
		if got := FoldSpace(s); got != want {
			t.Errorf("FoldSpace(%q) = %q, want %q", s, got, want)
		}
	}
}
