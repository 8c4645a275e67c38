package main

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/charset"
)

func TestMarkdownDocumentHasFrontMatterAndComments(t *testing.T) {
	src, _, err := readPage("../../testdata/pages/article-comments.html", 1<<20)
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

// pith extract /dev/zero is refused within the limit instead of reading
// until memory runs out (issue 22, finding 3).
func TestReadPageIsBounded(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	if _, _, err := readPage("/dev/zero", 1<<20); !errors.Is(err, charset.ErrEndless) {
		t.Errorf("err = %v, want charset.ErrEndless", err)
	}
	src, truncated, err := readPage("../../testdata/pages/article.html", 100)
	if err != nil || !truncated || len(src) != 101 {
		t.Errorf("%d bytes, truncated %v, err %v; want 101, true, nil", len(src), truncated, err)
	}
}
