package eval

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
)

func TestAlign(t *testing.T) {
	words := func(s string) []uint64 { return tokenHashes(s, true) }
	tests := []struct {
		name string
		a, b string
		want []int32
	}{
		{"same", "a b c", "a b c", []int32{0, 1, 2}},
		{"dropped middle", "a b c d", "a d", []int32{0, -1, -1, 1}},
		{"inserted", "a b", "a x y b", []int32{0, 3}},
		{"chance token elsewhere is not used", "p q 1 2 r s", "1 p q r s", []int32{1, 2, -1, -1, 3, 4}},
		{"repeats", "x x y x", "x y x", []int32{0, -1, 1, 2}},
		{"nothing common", "a b", "c d", []int32{-1, -1}},
	}
	for _, tt := range tests {
		if got := align(words(tt.a), words(tt.b)); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: align(%q, %q) = %v, want %v", tt.name, tt.a, tt.b, got, tt.want)
		}
	}
}

// A long text takes the anchored path (no full LCS table): a paragraph
// dropped from the middle is unaligned, the rest aligned.
func TestAlignLong(t *testing.T) {
	var a, b []string
	for i := range 3000 {
		w := "w" + strings.Repeat("x", i%7) + string(rune('a'+i%26)) + strconv.Itoa(i)
		a = append(a, w)
		if i < 1000 || i >= 1500 {
			b = append(b, w)
		}
	}
	got := align(tokenHashes(strings.Join(a, " "), true), tokenHashes(strings.Join(b, " "), true))
	for i, j := range got {
		want := int32(-1)
		switch {
		case i < 1000:
			want = int32(i)
		case i >= 1500:
			want = int32(i - 500)
		}
		if j != want {
			t.Fatalf("word %d aligned with %d, want %d", i, j, want)
		}
	}
}
