package core

import (
	"strings"
	"testing"
)

// A page read without its address (a saved file, a corpus) takes the one
// its head declares, canonical link first; relative links resolve against
// a <base href> when there is one, as a browser resolves them.
func TestPageURLAndBase(t *testing.T) {
	story := `<p>` + strings.Repeat("The river rose through the night and the town woke to water in its streets. ", 8) + `<a href="more.html">more</a> <img src="img/flood.jpg" alt="flood"></p>`
	for _, c := range []struct {
		name, head, url, wantURL, wantLink string
	}{
		{"canonical", `<link rel="canonical" href="https://news.example/2024/flood.html"><meta property="og:url" content="https://other.example/x">`, "",
			"https://news.example/2024/flood.html", "https://news.example/2024/more.html"},
		{"og:url", `<meta property="og:url" content="https://news.example/a/b.html">`, "",
			"https://news.example/a/b.html", "https://news.example/a/more.html"},
		{"relative canonical is no address", `<link rel="canonical" href="/2024/flood.html">`, "", "", "more.html"},
		{"the caller's address wins", `<link rel="canonical" href="https://news.example/c.html">`, "https://mirror.example/d/e.html",
			"https://mirror.example/d/e.html", "https://mirror.example/d/more.html"},
		{"base", `<base href="/static/story/">`, "https://news.example/d/e.html",
			"https://news.example/d/e.html", "https://news.example/static/story/more.html"},
		{"absolute base without an address", `<base href="https://cdn.example/s/">`, "", "", "https://cdn.example/s/more.html"},
		{"javascript base is ignored", `<base href="javascript:alert(1)">`, "https://news.example/d/e.html",
			"https://news.example/d/e.html", "https://news.example/d/more.html"},
	} {
		page := `<html><head><title>Flood</title>` + c.head + `</head><body><article><h1>Flood</h1>` + story + `</article></body></html>`
		res, err := Extract(page, Options{URL: c.url})
		if err != nil {
			t.Fatal(err)
		}
		if res.URL != c.wantURL {
			t.Errorf("%s: URL = %q, want %q", c.name, res.URL, c.wantURL)
		}
		if want := `href="` + c.wantLink + `"`; !strings.Contains(res.Article.HTML, want) {
			t.Errorf("%s: article HTML lacks %s: %s", c.name, want, res.Article.HTML)
		}
	}
}
