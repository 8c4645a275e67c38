package core

import (
	"errors"
	"testing"
)

// TestFormats: the shapes left out of Options.Formats are empty, the others
// are exactly what the default (all three) gives; text and words always
// come; an unknown name is an error.
func TestFormats(t *testing.T) {
	src := fixture(t, "article-comments.html")
	all, err := Extract(src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if all.Article.HTML == "" || all.Article.Markdown == "" || len(all.Comments) == 0 || all.Comments[0].HTML == "" {
		t.Fatal("the default result lacks a shape")
	}
	for _, tc := range []struct {
		formats        []string
		html, markdown bool
	}{
		{[]string{"text"}, false, false},
		{[]string{"html", "text"}, true, false},
		{[]string{"markdown"}, false, true},
		{[]string{"text", "html", "markdown"}, true, true},
	} {
		res, err := Extract(src, Options{Formats: tc.formats})
		if err != nil {
			t.Fatal(err)
		}
		a := res.Article
		if a.Text != all.Article.Text || a.Words != all.Article.Words || len(res.Comments) != len(all.Comments) || res.Comments[0].Text != all.Comments[0].Text {
			t.Errorf("%v: text, words or comments differ from the default", tc.formats)
		}
		if (a.HTML == all.Article.HTML) != tc.html || (a.HTML == "") == tc.html || (res.Comments[0].HTML != "") != tc.html {
			t.Errorf("%v: html %v, want %v", tc.formats, a.HTML != "", tc.html)
		}
		if (a.Markdown == all.Article.Markdown) != tc.markdown || (a.Markdown == "") == tc.markdown {
			t.Errorf("%v: markdown %v, want %v", tc.formats, a.Markdown != "", tc.markdown)
		}
	}
	if _, err := Extract(src, Options{Formats: []string{"pdf"}}); !errors.Is(err, ErrUnknownFormat) {
		t.Errorf("unknown format: %v", err)
	}
}
