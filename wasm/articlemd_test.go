package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/wire"
)

// TestArticleMarkdownFromHTML: the Markdown made from a Result's article
// HTML is the Markdown the core makes from the page, on the fixtures. A
// discussion is left out: its article is several posts, which the core's
// Markdown separates with rules, and its saved file holds the posts instead.
func TestArticleMarkdownFromHTML(t *testing.T) {
	files, _ := filepath.Glob("../extension/test/fixtures/*.html")
	if len(files) == 0 {
		t.Fatal("no fixtures")
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		const url = "https://example.org/dir/page.html"
		res, err := core.Extract(string(b), core.Options{URL: url})
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if res.Type == core.TypeMultiple {
			continue
		}
		var got ArticleMarkdown
		out := HandleArticleMarkdown(ArticleMarkdownRequest{HTML: res.Article.HTML, URL: url})
		if err := wire.Unmarshal([]byte(out), &got); err != nil || strings.Contains(out, `"error"`) {
			t.Fatalf("%s: %s (%v)", f, out, err)
		}
		if normSpace(got.Markdown) != normSpace(res.Article.Markdown) {
			t.Errorf("%s:\n--- from the HTML\n%s\n--- from the page\n%s", filepath.Base(f), got.Markdown, res.Article.Markdown)
		}
	}
}

func normSpace(s string) string { return strings.Join(strings.Fields(s), " ") }

func TestArticleMarkdownEmptyAndJSON(t *testing.T) {
	if out := HandleArticleMarkdown(ArticleMarkdownRequest{}); out != `{"markdown":""}` {
		t.Errorf("empty: %s", out)
	}
	out := HandleArticleMarkdownJSON(`{"html":"<h2>Owls</h2><p>They <em>hunt</em> at <a href=\"/night\">night</a>.</p>","url":"https://example.org/a/"}`)
	if !strings.Contains(out, `## Owls`) || !strings.Contains(out, `https://example.org/night`) || !strings.Contains(out, `*hunt*`) && !strings.Contains(out, `_hunt_`) {
		t.Errorf("markdown: %s", out)
	}
	if out := HandleArticleMarkdownJSON(`{`); !strings.Contains(out, `"kind":"request"`) {
		t.Errorf("bad JSON: %s", out)
	}
}
