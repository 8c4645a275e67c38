package main

import (
	"strings"
	"testing"
)

// TestStressRunsTheCheapCases runs `pith stress` on its two cheapest cases
// (the heavy ones are timed by hand: see README "Limits").
func TestStressRunsTheCheapCases(t *testing.T) {
	var out strings.Builder
	if err := stress(&out, []string{"-runs", "1", "-case", "^(binary-junk|mixed-charsets)$"}); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{"peak RSS", "binary-junk", "error: dom: input is binary data", "mixed-charsets", "A, "} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "page-50mb") {
		t.Error("-case did not filter")
	}
}
