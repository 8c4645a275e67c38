package page

import (
	"strings"
	"testing"
)

// TestIsAlternation: the length test never hides one of the classes (a
// class added to alternationClasses needs its length in isAlternation),
// and the answer is the map's, in any case, for ASCII and other classes.
func TestIsAlternation(t *testing.T) {
	samples := []string{"comment", "Odd", "EVEN", "odd-row", "thread-Alt", "ﬁrst", "\u212Aast", "première", "alt2", ""}
	for c := range alternationClasses {
		samples = append(samples, c, strings.ToUpper(c))
	}
	for _, c := range samples {
		if got, want := isAlternation(c), alternationClasses[strings.ToLower(c)]; got != want {
			t.Errorf("isAlternation(%q) = %v, want %v", c, got, want)
		}
	}
}
