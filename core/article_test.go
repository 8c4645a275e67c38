package core

import (
	"strings"
	"testing"
)

func TestArticleExpansionTakesProseSiblingsOnly(t *testing.T) {
	sentence := func(s string, n int) string { return strings.Repeat(s+" ", n) }
	page := `<html><body><div class="page"><div class="post">
<div class="lead"><p>` + sentence("The lead paragraph opens the story with a long sentence.", 6) + `</p></div>
<div class="ad-box"><a href="/buy">Buy now</a> <a href="/sale">Sale</a> <a href="/more">More deals</a></div>
<div class="body"><p>` + sentence("The body goes on with the main part of the story, at length.", 12) + `</p></div>
<ul class="points"><li>` + sentence("First point of the story, told in a full sentence.", 2) + `</li><li>` + sentence("Second point, also a sentence of some length.", 2) + `</li></ul>
<ul class="menu"><li><a href="/a">Home</a></li><li><a href="/b">World</a></li><li><a href="/c">Sport</a></li></ul>
</div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"The lead paragraph", "The body goes on", "First point of the story"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q", want)
		}
	}
	for _, noise := range []string{"Buy now", "World"} {
		if strings.Contains(res.Article.Text, noise) {
			t.Errorf("article holds %q", noise)
		}
	}
}

func TestTinyPageFallsBackToBody(t *testing.T) {
	res, err := Extract(`<html><body><h2>Short note</h2><p>Back soon.</p><nav><a href="/">Home</a></nav></body></html>`, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "Back soon.") || strings.Contains(res.Article.Text, "Home") {
		t.Errorf("article = %q", res.Article.Text)
	}
}

func TestArticleLeavesOutWhatTheReaderShowsAbove(t *testing.T) {
	story := strings.Repeat("The council voted to keep the old bridge open for walkers. ", 12)
	page := `<html><head><title>Bridge stays open for walkers - Town News</title></head><body><article>
<h1>Bridge stays open for walkers</h1><div class="byline">By Ada Vale</div><div class="entry-meta">May 3, 2025 · 4 min read</div>
<p>` + story + `</p><p>` + story + `</p></article></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Title != "Bridge stays open for walkers" || res.Byline != "By Ada Vale" {
		t.Errorf("title %q byline %q", res.Title, res.Byline)
	}
	for _, shown := range []string{"Bridge stays open", "Ada Vale", "4 min read"} {
		if strings.Contains(res.Article.Text, shown) {
			t.Errorf("article repeats %q, which the reader shows above it", shown)
		}
	}
	if !strings.Contains(res.Article.Text, "The council voted") {
		t.Error("story lost")
	}
}

func TestLinkHubIsNotTheArticle(t *testing.T) {
	var hub strings.Builder
	for i := 0; i < 12; i++ {
		hub.WriteString(`<div class="teaser"><a href="/s` + strings.Repeat("x", i) + `">A headline of another story that links away from here</a> and a few words</div>`)
	}
	story := "<p>" + strings.Repeat("The story itself is told here in plain sentences. ", 8) + "</p>"
	page := `<html><body><div class="top">` + hub.String() + `</div><div class="main"><div class="story">` + story + `</div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "The story itself") || strings.Contains(res.Article.Text, "A headline of another story") {
		t.Errorf("article = %q", res.Article.Text)
	}
}

func TestControlLabelsAreNotStory(t *testing.T) {
	p := "<p>" + strings.Repeat("The ferry crossed the bay twice before noon. ", 10) + "</p>"
	res, err := Extract(`<html><body><article>`+p+`<div class="slot">ADVERTISEMENT</div>`+p+`<p>Close</p></article></body></html>`, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "ADVERTISEMENT") || strings.Contains(res.Article.Text, "Close") {
		t.Errorf("article = %q", res.Article.Text)
	}
}

// The "you may also like" links that close many stories are not the story;
// a closing paragraph with a link inside its sentence is.
func TestTrailingRelatedLinksAreDropped(t *testing.T) {
	story := `<h1>Band to reunite</h1>` + strings.Repeat(`<p>The band unveiled its plans at the close of its Monday show, bringing out an old member for the encore and a song the crowd had waited all night to hear.</p>`, 5) +
		`<p>The band is nominated for the <a href="/hall">Hall of Fame</a> and sits in third place in the fan vote.</p>`
	related := `<p>You may also like...</p><p><a href="/a">Who will make the Hall in 2020?</a></p><p><a href="/b">Another band takes over the fan vote</a></p><p><a href="/c">The band performs with a guitar legend</a></p>`
	res, err := Extract(`<html><head><title>Band to reunite</title></head><body><div class="story">`+story+related+`</div></body></html>`, Options{})
	if err != nil {
		t.Fatal(err)
	}
	text := res.Article.Text
	for _, gone := range []string{"You may also like", "Who will make the Hall", "guitar legend"} {
		if strings.Contains(text, gone) {
			t.Errorf("related link %q kept: %q", gone, text)
		}
	}
	if !strings.Contains(text, "third place in the fan vote") {
		t.Errorf("the closing paragraph (a link inside a sentence) was dropped: %q", text)
	}
}
