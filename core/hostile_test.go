package core

import (
	"errors"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
)

// TestHostileInput feeds inputs that break naive extractors. Each must
// return a clear error or a result — never a panic or a hang (the test's
// own timeout bounds the time).
func TestHostileInput(t *testing.T) {
	para := "<p>" + strings.Repeat("All work and no play makes a dull page. ", 20) + "</p>\n"
	tests := []struct {
		name    string
		src     string
		wantErr error
		check   func(*Result) bool
	}{
		{"binary junk", "\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00>\x00", dom.ErrBinary, nil},
		{"empty file", "", dom.ErrEmpty, nil},
		{"50 MB page", "<html><body><div>" + strings.Repeat(para, 50<<20/len(para)) + "</div></body></html>", nil,
			func(r *Result) bool { return r.Stats.Truncated && r.Article.Words > 1000 }},
		{"100 000 nested divs", strings.Repeat("<div>", 100000) + para + strings.Repeat("</div>", 100000), nil,
			func(r *Result) bool { return r.Stats.DepthCut }},
		{"unclosed tags everywhere", strings.Repeat("<div><p><b><i>text that never closes ", 2000), nil,
			func(r *Result) bool { return r.Stats.Elements > 0 }},
		{"huge attribute", `<div class="` + strings.Repeat("x", 2<<20) + `">` + para + "</div>", nil,
			func(r *Result) bool { return strings.Contains(r.Article.Text, "dull page") }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Extract(tc.src, Options{})
			if tc.wantErr != nil {
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("err = %v, want %v", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !tc.check(res) {
				t.Errorf("unexpected result: stats %+v, %d words", res.Stats, res.Article.Words)
			}
		})
	}
}

func TestUnknownAlgorithmIsAnError(t *testing.T) {
	if _, err := Extract("<p>x</p>", Options{Algorithm: "nope"}); !errors.Is(err, ErrUnknownAlgorithm) {
		t.Fatalf("err = %v", err)
	}
}

func TestSanitisedHTML(t *testing.T) {
	src := `<body><div><p>Read <a href="javascript:alert(1)">this</a> and <a href="/next" onclick="steal()">that</a>.</p>
<p>Some longer text so that this block is the article, with enough words in it to count.</p>
<script>alert(1)</script><img src="x.png" onerror="alert(2)"><iframe src="https://evil.example"></iframe></div></body>`
	res, err := Extract(src, Options{URL: "https://example.org/a/b"})
	if err != nil {
		t.Fatal(err)
	}
	h := res.Article.HTML
	for _, bad := range []string{"javascript:", "onclick", "onerror", "<script", "<iframe", "alert("} {
		if strings.Contains(h, bad) {
			t.Errorf("sanitised HTML holds %q: %s", bad, h)
		}
	}
	for _, good := range []string{`href="https://example.org/next"`, `src="https://example.org/a/x.png"`} {
		if !strings.Contains(h, good) {
			t.Errorf("sanitised HTML lacks %q: %s", good, h)
		}
	}
}

// A time budget stops the extraction between stages with ErrTimeBudget,
// naming the stage; without one the same page extracts.
func TestTimeBudget(t *testing.T) {
	page := "<html><body>" + strings.Repeat("<div><p>A paragraph of a very long page, repeated.</p></div>", 20000) + "</body></html>"
	_, err := Extract(page, Options{TimeBudgetMS: 1})
	if !errors.Is(err, ErrTimeBudget) || !strings.Contains(err.Error(), "after ") {
		t.Fatalf("err = %v, want ErrTimeBudget naming a stage", err)
	}
	if _, err := Extract(page, Options{}); err != nil {
		t.Fatalf("no budget: %v", err)
	}
}
