package core

import (
	"fmt"
	"strings"
	"testing"
)

// cards is a grid of n product cards: a link with the name, a price and a
// rating line, the way shops lay out a category page.
func cards(n int) string {
	var b strings.Builder
	b.WriteString(`<ul class="grid">`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<li class="tile"><a href="/p/%d"><img src="/i/%d.jpg" alt=""><span>Trail Runner Model %d Lightweight Shoe</span></a><span class="price">$%d.99</span><span>4.%d stars (%d reviews)</span></li>`, i, i, i, 80+i, i%10, 10*i)
	}
	b.WriteString(`</ul>`)
	return b.String()
}

const listingMenu = `<nav><ul><li><a href="/">Home</a></li><li><a href="/men">Men</a></li><li><a href="/women">Women</a></li><li><a href="/sale">Sale</a></li><li><a href="/help">Help</a></li></ul></nav>`

// A category page has no prose: its content is the grid, and the article
// must be the grid, not a stray line of the page.
func TestListingPageArticleIsTheGrid(t *testing.T) {
	page := `<html><head><title>Running shoes | Shop</title></head><body>` + listingMenu +
		`<main><h1>Running shoes</h1><div class="bar"><a href="?sort=price">Sort by price</a> <span>24 results</span></div>` + cards(12) +
		`</main><footer><p>© Shop Inc. All rights reserved. Terms and privacy.</p></footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Trail Runner Model 1 Lightweight", "Trail Runner Model 12 Lightweight", "$85.99"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q: %q", want, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, "All rights reserved") || strings.Contains(res.Article.Text, "Women") {
		t.Errorf("the listing took page chrome: %q", res.Article.Text)
	}
}

// A story stays the article even when it is short and a grid of related
// items beside it holds more text, in a page's <main> landmark too (the
// page of sections' stage gives way to the headline).
func TestShortStoryBesideAGridStaysTheArticle(t *testing.T) {
	story := `<article><h1>A new trail opens</h1><p>The county opened the ridge trail on Saturday. Volunteers spent two summers clearing the old logging road, and the first hikers reached the summit before noon. Parking is free until the end of the month.</p></article>`
	for _, wrap := range [][2]string{{`<div class="main">`, `</div>`}, {`<main>`, `</main>`}} {
		page := `<html><head><title>A new trail opens</title></head><body>` + listingMenu + wrap[0] + story +
			`<h2>Shop the look</h2>` + cards(12) + wrap[1] + `</body></html>`
		res, err := Extract(page, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(res.Article.Text, "Volunteers spent two summers") {
			t.Errorf("%s: the story is gone: %q", wrap[0], res.Article.Text)
		}
		if strings.Contains(res.Article.Text, "Trail Runner Model 7") {
			t.Errorf("%s: the grid beside a story became the article: %q", wrap[0], res.Article.Text)
		}
	}
}

// A blog post's side column of popular posts is no listing, however short
// the post.
func TestSideColumnListIsNoListing(t *testing.T) {
	var side strings.Builder
	side.WriteString(`<div class="sidebar"><h3>Most popular posts</h3><ul>`)
	for i := 1; i <= 12; i++ {
		fmt.Fprintf(&side, `<li class="pop"><a href="/post/%d">Twenty easy paper crafts for a rainy afternoon, part %d</a></li>`, i, i)
	}
	side.WriteString(`</ul></div>`)
	page := `<html><head><title>Punched leaves</title></head><body><div class="content"><div class="post"><h1>Punched leaves</h1><p>I love the idea of keeping these paper<br>punched leaves for other projects!<br>Get the details at the shop.</p></div>` +
		side.String() + `</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "rainy afternoon") {
		t.Errorf("the side column became the article: %q", res.Article.Text)
	}
}

// courses is a catalogue: n cards, each one link around a name and a
// description.
func courses(n int) string {
	var b strings.Builder
	b.WriteString(`<div class="field__items">`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, `<div class="field__item"><a href="/course/%d"><h3>Certificate %d: Chief Digital Officer</h3><p>Acquire the skills you need to lead digital transformation in your organisation over twelve months of online and live classes, with projects of your own and mentors from the industry.</p></a></div>`, i, i)
	}
	b.WriteString(`</div>`)
	return b.String()
}

// A catalogue with an introduction: the paragraph above the cards is prose,
// but the page is the list, and the reader wants both.
func TestListingKeepsItsIntroduction(t *testing.T) {
	intro := `<div class="header-text"><p>Award-winning faculty and a global reputation. Our certificate programs combine pioneering research with insights from distinguished academics and industry leaders. Delivered online or live, they help you expand your capabilities and deepen your expertise.</p></div>`
	page := `<html><head><title>Certificate programs</title></head><body>` + listingMenu + intro + `<main>` + courses(12) + `</main><footer>© School</footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Award-winning faculty", "Certificate 1: Chief", "Certificate 12: Chief", "mentors from the industry"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q:\n%s", want, res.Article.Text)
		}
	}
}

// A story beside a column of headline sections (each section a dozen
// links) stays the article: the sections are no described items.
func TestStoryBesideHeadlineSectionsStays(t *testing.T) {
	story := `<div class="entry"><p>Early last month we took a hands-on look at the upcoming platform game, the work of two members of our forums, and have been waiting for it since. Running, jumping and sliding is all there is to it.</p>` +
		`<p>That is not a bad thing. It has solid controls and gives you what you need to find the best route through each level. Today we learned that it has been sent off for review.</p></div>`
	var side strings.Builder
	side.WriteString(`<ul>`)
	for s := range 8 {
		fmt.Fprintf(&side, `<li><h4>Section %d</h4><ul>`, s)
		for i := range 10 {
			fmt.Fprintf(&side, `<li><a href="/g/%d/%d">Game number %d of section %d, the newest release</a> (%d)</li>`, s, i, i, s, i)
		}
		side.WriteString(`</ul></li>`)
	}
	side.WriteString(`</ul>`)
	page := `<html><head><title>Game submitted</title></head><body><div class="main">` + story + `</div><div id="midbar">` + side.String() + `</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "solid controls") {
		t.Errorf("the story is gone:\n%s", res.Article.Text)
	}
	if strings.Contains(res.Article.Text, "Game number") {
		t.Errorf("the headline column became the article:\n%s", res.Article.Text)
	}
}

// A video page's story is three short lines of sentences (no line long
// enough to count as prose) beside sections of bare headlines of other
// videos, more text than the story: the sentences stay the article.
func TestShortLinesOfStoryBesideBareHeadlinesStay(t *testing.T) {
	story := `<div class="story"><p>People from all over the world are coming to London to see the Games.</p><p>A couple from Idaho are among the thousands making the trip.</p><p>They made a home-made movie about their preparations.</p></div>`
	var side strings.Builder
	side.WriteString(`<div class="more">`)
	for s := range 6 {
		fmt.Fprintf(&side, `<div class="section"><ul>`)
		for i := range 5 {
			fmt.Fprintf(&side, `<li><a href="/v/%d/%d">Watch video %d of section %d about the news</a></li>`, s, i, i, s)
		}
		side.WriteString(`</ul></div>`)
	}
	side.WriteString(`</div>`)
	page := `<html><head><title>Couple pack for trip</title></head><body><div class="main">` + story + `</div>` + side.String() + `</body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "home-made movie") {
		t.Errorf("the story is gone:\n%s", res.Article.Text)
	}
	if strings.Contains(res.Article.Text, "Watch video") {
		t.Errorf("the headline sections became the article:\n%s", res.Article.Text)
	}
}
