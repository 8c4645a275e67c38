package mdfile

import (
	"strings"
	"testing"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/render"
	"golang.org/x/net/html"
)

// FuzzMarkdownHasNoLiveMarkup holds every Markdown the writers make to the
// property of TestMarkdownHasNoLiveMarkup: page is rendered whole by
// core/render and extracted by core.Extract, and text is written into the
// file as the title, a byline, an author, a date and a comment; nothing
// rendered with raw HTML allowed may fall outside the sanitiser's
// allow-list. Run it longer with
//
//	go test ./core/mdfile -run XXX -fuzz FuzzMarkdownHasNoLiveMarkup -fuzztime 10m
func FuzzMarkdownHasNoLiveMarkup(f *testing.F) {
	for _, src := range readPages(f) {
		f.Add(src, "Title")
	}
	for _, p := range payloads {
		f.Add("<article><p>Some words of an article.</p>"+p+"</article>", p)
	}
	f.Add("<pre>`\r````\r<b>", "a\r<b>\n---\n[x](javascript:y)")
	f.Fuzz(func(t *testing.T, page, text string) {
		if doc, err := html.Parse(strings.NewReader(page)); err == nil {
			checkMarkdown(t, "whole page", render.NewPart("https://example.org/a/", nil, doc).Markdown())
		}
		res, err := core.Extract(page, core.Options{URL: "https://example.org/a/"})
		if err != nil {
			return // an error (empty, binary) writes no Markdown
		}
		res.Title, res.Byline, res.SiteName, res.Published = text, text, text, text
		res.Comments = append(res.Comments, core.Comment{Author: text, Date: text, Text: text + "\n\n" + text, Depth: len(text) % 3})
		checkResult(t, "extracted", res)
		res.Article.Markdown = "" // the text fallback
		checkMarkdown(t, "text fallback", Markdown(res, Options{}))
	})
}
