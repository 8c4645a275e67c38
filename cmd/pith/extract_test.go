package main

import (
	"strings"
	"testing"

	"github.com/pith-reader/pith/core"
)

func TestMarkdownDocumentHasFrontMatterAndComments(t *testing.T) {
	src, err := readPage("../../testdata/pages/article-comments.html")
	if err != nil {
		t.Fatal(err)
	}
	res, err := core.Extract(src, core.Options{URL: "https://example.org/rye"})
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := writeResult(&out, res, "md"); err != nil {
		t.Fatal(err)
	}
	md := out.String()
	for _, want := range []string{"---\ntitle: \"Baking Rye Bread at Home\"\n", "url: \"https://example.org/rye\"\n",
		"byline: \"Tomas Berg\"\n", "type: \"article with comments\"\n", "# Baking Rye Bread at Home", "## Comments (3)",
		"> **Ingrid** · 2024-11-03T09:12\n", ">> Glad it worked!"} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "Ingrid 3 November 2024") {
		t.Error("a comment repeats its author line under the heading that shows it")
	}
}

func TestPercentile(t *testing.T) {
	xs := []float64{5, 1, 3, 2, 4}
	if median(xs) != 3 || median([]float64{1, 2, 3, 4}) != 2.5 || percentile(xs, 0.95) != 5 {
		t.Errorf("median %v, even median %v, p95 %v", median(xs), median([]float64{1, 2, 3, 4}), percentile(xs, 0.95))
	}
}
