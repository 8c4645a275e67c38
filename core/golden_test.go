package core

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/golden from the current output")

// TestGoldenPages extracts every page of testdata/pages and compares the
// JSON result with testdata/golden/NAME.json. A missing golden file fails;
// run `go test ./core -update` to write it after checking the change.
func TestGoldenPages(t *testing.T) {
	pages, err := filepath.Glob("../testdata/pages/*.html")
	if err != nil || len(pages) == 0 {
		t.Fatal("no test pages")
	}
	for _, page := range pages {
		name := strings.TrimSuffix(filepath.Base(page), ".html")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(page)
			if err != nil {
				t.Fatal(err)
			}
			res, err := Extract(string(src), Options{URL: "https://example.org/" + name, Trace: true})
			if err != nil {
				t.Fatal(err)
			}
			got, _ := json.MarshalIndent(res, "", "  ")
			golden := filepath.Join("..", "testdata", "golden", name+".json")
			if *update {
				if err := os.WriteFile(golden, append(got, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("missing golden file (run go test ./core -update): %v", err)
			}
			if string(want) != string(got)+"\n" {
				t.Errorf("result differs from %s; run go test ./core -update and review the diff", golden)
			}
		})
	}
}

// TestPageTypesAndParts pins what each hand-written page is about, so a
// golden update cannot silently accept a wrong answer.
func TestPageTypesAndParts(t *testing.T) {
	tests := []struct {
		page         string
		typ          PageType
		inArticle    []string
		notInArticle []string
		comments     int
		posts        int
	}{
		{"article", TypeArticle, []string{"Anemones close into tight buttons", "Come spring, the same pools", "Sea stars slow their hunting"},
			[]string{"Share on Facebook", "Ten shells to know", "All rights reserved", "Hidden tracking text", "Seals of the north"}, 0, 0},
		{"article-comments", TypeArticleWithComments, []string{"Rye flour behaves nothing like wheat", "Bake it long and low"},
			[]string{"I tried this last weekend", "Leave a Reply", "October 2024"}, 3, 0},
		{"forum-thread", TypeMultiple, []string{"the chain slips every time", "It was the lockring"}, []string{"Forum rules", "Register"}, 0, 4},
		{"listing", TypeMultiple, []string{"The swifts are back", "Frogspawn in February"}, []string{"written outdoors"}, 0, 4},
	}
	for _, tc := range tests {
		t.Run(tc.page, func(t *testing.T) {
			src, err := os.ReadFile("../testdata/pages/" + tc.page + ".html")
			if err != nil {
				t.Fatal(err)
			}
			res, err := Extract(string(src), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if res.Type != tc.typ {
				t.Errorf("type = %s, want %s", res.Type, tc.typ)
			}
			for _, s := range tc.inArticle {
				if !strings.Contains(res.Article.Text, s) {
					t.Errorf("article lacks %q", s)
				}
			}
			for _, s := range tc.notInArticle {
				if strings.Contains(res.Article.Text, s) {
					t.Errorf("article holds noise %q", s)
				}
			}
			if len(res.Comments) != tc.comments || len(res.Posts) != tc.posts {
				t.Errorf("comments %d posts %d, want %d and %d", len(res.Comments), len(res.Posts), tc.comments, tc.posts)
			}
		})
	}
}

func TestCommentThreadsKeepAuthorsDatesAndDepth(t *testing.T) {
	src, err := os.ReadFile("../testdata/pages/article-comments.html")
	if err != nil {
		t.Fatal(err)
	}
	res, err := Extract(string(src), Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		author, date string
		depth        int
	}{{"Ingrid", "2024-11-03T09:12", 0}, {"Tomas Berg", "2024-11-03T11:40", 1}, {"Pekka", "2024-11-05T18:02", 0}}
	if len(res.Comments) != len(want) {
		t.Fatalf("%d comments", len(res.Comments))
	}
	for i, w := range want {
		c := res.Comments[i]
		if c.Author != w.author || c.Date != w.date || c.Depth != w.depth {
			t.Errorf("comment %d = %q %q depth %d, want %+v", i, c.Author, c.Date, c.Depth, w)
		}
	}
	if strings.Contains(res.Comments[0].Text, "Glad it worked") {
		t.Error("a reply's text is repeated inside its parent comment")
	}
}
