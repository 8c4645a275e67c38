package core

import (
	"fmt"
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
	if res.Title != "Bridge stays open for walkers" || res.Byline != "Ada Vale" {
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

// A heading inside the story that only reads like the title heads a section
// of it: the title the reader shows stands above the story, not below its
// paragraphs.
func TestHeadingLikeTheTitleBelowTheStoryStays(t *testing.T) {
	story := strings.Repeat("Unions keep asking how to stop their decline, and the answers follow the question. ", 6)
	page := `<html><head><title>All the Wrong Questions | Union Blog</title></head><body><article>
<h1>All the Wrong Questions</h1><p>` + story + `</p><p>` + story + `</p>
<h1><strong>The wrong questions</strong></h1><ul><li>How do we stop union decline?</li><li>How do we win pay increases?</li></ul>
<h1><strong>The right questions</strong></h1><ul><li>What do workers want?</li><li>Who decides?</li></ul>
<p>` + story + `</p></article></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Title != "All the Wrong Questions" {
		t.Errorf("title %q", res.Title)
	}
	if strings.Contains(res.Article.Text, "All the Wrong Questions") {
		t.Error("the title's heading above the story is repeated in the article")
	}
	for _, h := range []string{"The wrong questions", "The right questions"} {
		if !strings.Contains(res.Article.Text, h) {
			t.Errorf("section heading %q lost: %q", h, res.Article.Text)
		}
	}
}

// An <article>'s own <header> is the story's, not the page's banner: the
// standfirst set as an <h2> under the title is kept as a heading; a header
// with nothing but the title and a kicker stays out.
func TestStandfirstInTheArticleHeaderStays(t *testing.T) {
	story := strings.Repeat("The designer left the house after fifteen years of collections. ", 10)
	page := func(header string) string {
		return `<html><head><title>Editor's Pick: Fifteen Years of Looks</title></head><body>
<header class="site"><a href="/">Home</a> <a href="/fashion">Fashion</a></header>
<section id="content"><article><div id="editorial"><header>` + header + `</header>
<p>` + story + `</p><p>` + story + `</p></div></article></section></body></html>`
	}
	res, err := Extract(page(`<p class="category"><a href="/fashion">Fashion</a></p><h1>Editor's Pick: Fifteen Years of Looks</h1>
<h2>After his surprise departure, the team picks its favourite archive looks</h2>`), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Markdown, "## After his surprise departure") {
		t.Errorf("standfirst lost or no heading: %q", res.Article.Markdown)
	}
	if strings.Contains(res.Article.Text, "Editor's Pick") {
		t.Error("the title is repeated in the article")
	}
	res, err = Extract(page(`<p class="category"><a href="/fashion">Fashion</a></p><h1>Editor's Pick: Fifteen Years of Looks</h1>`), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "Fashion") || !strings.Contains(res.Article.Text, "The designer left") {
		t.Errorf("article = %q", res.Article.Text)
	}
}

// A landing page's sections open with a <header> of their own (a heading
// and a line) and hold grids of logos whose names are for screen readers
// only: the section's header is no banner, and the logos are the links'
// pictures, named by their hidden text, not a list of other pages.
func TestSectionHeadersAndLogoGridsOfALandingPageStay(t *testing.T) {
	prose := func(s string) string { return "<p>" + strings.Repeat(s+" ", 6) + "</p>" }
	logo := func(href, name string) string {
		return `<li><a href="` + href + `"><span class="sr-only">` + name + `</span><svg role="img" viewBox="0 0 10 10"><path d="M0 0h10v10z"></path></svg></a></li>`
	}
	clipped := func(href, name string) string { // hidden by the styles sr-only sets
		return `<li><a href="` + href + `"><img src="/logos/` + name + `.svg" alt=""><span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0)">` + name + `</span></a></li>`
	}
	page := `<html><head><title>Run your apps close to users</title></head><body>
<header class="site"><nav><a href="/">Home</a> <a href="/docs">Docs</a> <a href="/pricing">Pricing</a></nav></header><main>
<section><h1>Run your apps close to users</h1>` + prose("Machines start fast enough to answer a request and stop when the work is done.") + `</section>
<section><div class="grid"><div><header><h2>Use the Tech You Love</h2><p>Build with your favourite framework; the command line writes the container for you.</p>
<a href="/docs/start/">Learn More</a></header></div>
<div><ul>` + logo("/phoenix/", "Phoenix Framework") + logo("/rails/", "Ruby on Rails") + logo("/django/", "Django") + logo("/laravel/", "Laravel") + `</ul></div></div></section>
<section>` + prose("Every instance runs on its own virtual machine with dedicated memory and a private disk.") + `</section>
<section><div><h2>Trusted by teams at</h2><ul>` + clipped("https://one.example/", "Northwind") + clipped("https://two.example/", "Contoso") + clipped("https://three.example/", "Fabrikam") + `</ul></div></section>
<section>` + prose("The platform gets out of your way and runs any code on its own hardware.") + `</section>
</main><footer><a href="/about">About</a> <a href="/jobs">Jobs</a></footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"## Use the Tech You Love", "Build with your favourite framework", "[Phoenix Framework](/phoenix/)", "[Django](/django/)", "Trusted by teams at", "Northwind", "Fabrikam"} {
		if !strings.Contains(res.Article.Markdown, want) {
			t.Errorf("%q lost: %q", want, res.Article.Markdown)
		}
	}
	if strings.Contains(res.Article.Text, "Pricing") || strings.Contains(res.Article.Text, "Jobs") {
		t.Errorf("the page's navigation kept: %q", res.Article.Text)
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

func TestArticleKeepsHeadingsBetweenJoinedSections(t *testing.T) {
	para := func(s string, n int) string { return "<p>" + strings.Repeat(s+" ", n) + "</p>" }
	page := `<html><body><div class="story">
<div class="share"><a href="/fb">Facebook</a> <a href="/tw">Twitter</a> <a href="/mail">Email this story to a friend</a></div>
<div class="part">` + para("The first part of the story sets out what happened at the harbour.", 8) + `</div>
<h2>Why the harbour closed</h2>
<div class="part">` + para("The second part, the longest, explains at length why it closed for a week.", 14) + `</div>
<figure><img src="/boats.jpg"><figcaption>Boats waited outside the harbour wall</figcaption></figure>
<div class="part">` + para("The third part tells what the town will do about it next spring.", 8) + `</div>
<ul class="more"><li><a href="/1">Another story from the harbour town</a></li><li><a href="/2">Yet another story from elsewhere</a></li></ul>
</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"The first part", "Why the harbour closed", "Boats waited outside", "The third part"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q", want)
		}
	}
	for _, noise := range []string{"Facebook", "Another story"} {
		if strings.Contains(res.Article.Text, noise) {
			t.Errorf("article holds %q", noise)
		}
	}
}

func TestArticleKeepsRegionInsideAsideWrapper(t *testing.T) {
	para := func(s string, n int) string { return "<p>" + strings.Repeat(s+" ", n) + "</p>" }
	page := `<html><body><div class="main">
<div class="lead">` + para("A short lead opens the piece with one plain sentence.", 3) + `</div>
<aside class="layout-col"><div class="body">` + para("The body of the piece sits in a layout column that the template made an aside.", 15) + `</div></aside>
<div class="end">` + para("A closing paragraph ends the piece with a last sentence.", 3) + `</div>
</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"A short lead", "The body of the piece", "A closing paragraph"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q", want)
		}
	}
}

func TestArticleKeepsMathML(t *testing.T) {
	prose := "<p>" + strings.Repeat("The quadratic formula gives both roots of a second degree equation. ", 6) + "</p>"
	page := `<html><body><article>` + prose + `<p>When <math><mi>a</mi><mo>≠</mo><mn>0</mn></math> the roots are</p>` +
		`<math display="block"><mi>x</mi><mo>=</mo><mfrac><mrow><mo>−</mo><mi>b</mi><mo>±</mo><msqrt><mi>Δ</mi></msqrt></mrow><mrow><mn>2</mn><mi>a</mi></mrow></mfrac>` +
		`<annotation encoding="application/x-tex">x=\frac{-b\pm\sqrt\Delta}{2a}</annotation></math>` + prose + `</article></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"When a ≠ 0 the roots are", "x = − b ± Δ 2 a"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q:\n%s", want, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, `\frac`) {
		t.Error("article repeats the formula's TeX annotation")
	}
	if !strings.Contains(res.Article.HTML, "<mfrac>") {
		t.Error("article HTML lost the MathML")
	}
}

func TestLinkHeavyFooterIsNotTheArticle(t *testing.T) {
	// SD picks the candidate closest to the root: here a footer of
	// contact lines and links (a third of its text in links) above a
	// story nested deep in layout tables.
	var foot strings.Builder
	for i := 0; i < 6; i++ {
		foot.WriteString(`<p>Call our office on weekdays between nine and five for a visit. <a href="/p` + strings.Repeat("x", i) + `">Contact page and map of the office</a></p>`)
	}
	story := strings.Repeat("<p>The house on the hill was sold in a week, for more than the asking price. </p>", 7)
	page := `<html><body><div class="page"><div><div><div><div class="story">` + story + `</div></div></div></div></div>` +
		`<div class="bottom">` + foot.String() + `</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "The house on the hill") || strings.Contains(res.Article.Text, "Call our office") {
		t.Errorf("article = %q", res.Article.Text)
	}
}

func TestSidebarProseDoesNotReplaceALinkedStory(t *testing.T) {
	// A story with many inline links, and an "about this site" box in the
	// sidebar: the box is plain prose, but no candidate for the story.
	var story strings.Builder
	for i := 0; i < 6; i++ {
		story.WriteString(`<p>The slides of the talk on leadership made one point well, <a href="/s` + strings.Repeat("x", i) + `">as this other talk shows</a>.</p>`)
	}
	about := "<p>" + strings.Repeat("This site is for people who want to learn to lead in hard times. ", 4) + "</p>"
	page := `<html><body><div class="wrap"><div class="entry">` + story.String() + `</div>` +
		`<div class="sidebar"><div class="box"><div class="inner">` + about + `</div></div></div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "The slides of the talk") || strings.Contains(res.Article.Text, "This site is for people") {
		t.Errorf("article = %q", res.Article.Text)
	}
}

func TestGalleryInStoryIsNotTheArticle(t *testing.T) {
	// A slideshow of many captioned photos set in a story outweighs the
	// story and wins the densest region; its captions are other news.
	para := func(i int) string {
		return "<p>" + strings.Repeat("Hotel owners told the forum what guests never see behind the door. ", 4) + strings.Repeat("x", i) + "</p>"
	}
	var slides strings.Builder
	for i := 0; i < 30; i++ {
		slides.WriteString(`<li><img src="/s.jpg"><p>Slide caption about a different business story of the week, with its own news.</p></li>`)
	}
	page := `<html><body><div class="text">` + para(1) + para(2) + para(3) +
		`<div class="widget-wrapper type-gallery"><div class="scroller"><ul class="legends">` + slides.String() + `</ul></div></div>` +
		para(4) + para(5) + `</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "Hotel owners told the forum") || strings.Contains(res.Article.Text, "Slide caption") {
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

// A slideshow set in a story (several images, each caption repeated per
// slide, its controls) is left out; a single figure with its caption stays.
func TestGalleryInsideStoryIsLeftOutFigureStays(t *testing.T) {
	var gallery strings.Builder
	gallery.WriteString(`<div class="photo-gallery">`)
	for i := 1; i <= 3; i++ {
		fmt.Fprintf(&gallery, `<div class="slide"><img src="/g%d.jpg" alt=""><p>Slide caption %d: the defence ministers shake hands in Hanoi. Photo: Agency</p><p>Slide caption %d: the defence ministers shake hands in Hanoi. Photo: Agency</p></div>`, i, i, i)
	}
	gallery.WriteString(`<a href="/gallery">Back to Gallery</a></div>`)
	story := strings.Repeat(`<p>The defence secretary said the navy would help the coast guard patrol the disputed waters, and that the talks had gone well.</p>`, 4)
	figure := `<figure><img src="/map.png" alt="map"><figcaption>The disputed waters, as claimed by each side.</figcaption></figure>`
	page := `<html><head><title>Talks in Hanoi</title></head><body><div class="story"><h1>Talks in Hanoi</h1>` + gallery.String() + story + figure + story + `</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "Slide caption") || strings.Contains(res.Article.Text, "Back to Gallery") {
		t.Errorf("the gallery stayed in the article: %q", res.Article.Text)
	}
	if !strings.Contains(res.Article.Text, "as claimed by each side") || !strings.Contains(res.Article.Text, "coast guard") {
		t.Errorf("the story or its single figure is gone: %q", res.Article.Text)
	}
}

// TestRelatedSectionIsDropped: teasers of other stories under a "You may
// also like" heading (prose excerpts, not links) are left out even when
// they outweigh the story and sit in its region; a story's own section with
// an ordinary heading stays.
func TestRelatedSectionIsDropped(t *testing.T) {
	teaser := func(n int) string {
		return fmt.Sprintf(`<article class="postbox"><img src="/t%d.jpg"><p>%s</p></article>`, n,
			strings.Repeat(fmt.Sprintf("Teaser number %d retells another story of the site in a long excerpt. ", n), 5))
	}
	for _, heading := range []string{`<h3>Você pode gostar...</h3>`, `<h3 class="relatedpoststitle">More</h3>`, `<h2>You may also like</h2>`} {
		page := `<html><body><nav><a href="/">Home</a> <a href="/b">Blog</a></nav><div id="primary">
<article class="post"><h1>Only love yourself</h1><p>` + strings.Repeat("The story itself talks about love and the needs each of us carries. ", 8) + `</p>
<h2>Why it matters</h2><p>` + strings.Repeat("A section of the story keeps its own heading and its prose. ", 4) + `</p></article>
<article class="postbox">` + heading + teaser(1) + teaser(2) + teaser(3) + teaser(4) + `</article>
</div><footer>© Site</footer></body></html>`
		res, err := Extract(page, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(res.Article.Text, "talks about love") || !strings.Contains(res.Article.Text, "keeps its own heading") {
			t.Errorf("%s: the story is missing: %q", heading, res.Article.Text)
		}
		if strings.Contains(res.Article.Text, "Teaser number") {
			t.Errorf("%s: the teasers of other stories are in the article", heading)
		}
	}
}

// TestShareAndTagLinksAreDropped: a share bar (links to messengers and
// sharing endpoints, whatever its class) and a "Tags" line are left out;
// a line of tag links under another label and a mail link to the author
// stay.
func TestShareAndTagLinksAreDropped(t *testing.T) {
	story := strings.Repeat("The season calendar lists every round of the championship with its date and track. ", 6)
	page := `<html><body><div class="post"><h1>Season calendar</h1>
<div class="wabtn_container"><a class="wabtn" href="whatsapp://send?text=Calendar">Share this on WhatsApp</a></div>
<p>` + story + `</p>
<div class="btns"><a href="https://www.facebook.com/sharer/sharer.php?u=x">Facebook</a> <a href="https://twitter.com/intent/tweet?url=x">Post it</a> <a href="mailto:?subject=Calendar">Send by mail</a></div>
<p>Genre of the race: <a rel="tag" href="/g/rally">Rally</a></p>
<p>Written by <a href="mailto:ana@example.org?subject=Calendar">Ana Lima</a> for the racing desk.</p>
<strong>Tags<br><a rel="tag" href="/tag/a">calendar 2018</a>, <a rel="tag" href="/tag/b">stock car brasil</a></strong>
</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"every round of the championship", "Genre of the race: Rally", "Ana Lima"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q:\n%s", want, res.Article.Text)
		}
	}
	for _, noise := range []string{"WhatsApp", "Facebook", "Post it", "Send by mail", "stock car brasil"} {
		if strings.Contains(res.Article.Text, noise) {
			t.Errorf("article holds %q:\n%s", noise, res.Article.Text)
		}
	}
}

// TestBrowserNoticeIsNotTheArticle: a dense "best viewed in an up-to-date
// browser" notice (hidden by the site's style sheet, so no inline style
// says so) gives way to the story.
func TestBrowserNoticeIsNotTheArticle(t *testing.T) {
	notice := strings.Repeat("This page is best viewed in an up-to-date web browser with style sheets (CSS) enabled. Please consider upgrading your browser software. ", 4)
	story := strings.Repeat("Scott and Kathy made a home movie about their trip to see the Games, with friends from the town. ", 5)
	page := `<html><body><div id="blq-container"><p class="blq-hide">` + notice + `</p></div>
<div id="main"><div class="nav"><a href="/a">News</a> <a href="/b">Sport</a></div>
<div class="story"><h1>Coming to the Games</h1><p>` + story + `</p></div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "home movie") || strings.Contains(res.Article.Text, "best viewed") {
		t.Errorf("article = %q", res.Article.Text)
	}
}

// TestPromotionLinesAreDropped: ad-slot labels in other languages, "SEE
// MORE: headline" and "DON'T MISS" promotions, and "this slideshow requires
// JavaScript" placeholders are left out; a "Related:" line stays (corpora
// and readers keep it as part of the story).
func TestPromotionLinesAreDropped(t *testing.T) {
	story := strings.Repeat("The protests began in June and grew in size through the summer and into the autumn. ", 6)
	page := `<html><body><div class="article"><h1>Protests grow</h1><p>` + story + `</p>
<div>Advert</div><p>This slideshow requires JavaScript.</p>
<p><strong>SEE MORE: <a href="/x">Students under siege in the university</a></strong></p>
<p>DON’T MISS</p>
<p>Related: <a href="/y">How the city changed in ten years</a></p>
<p>` + story + `</p></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, noise := range []string{"Advert", "requires JavaScript", "SEE MORE", "Students under siege", "MISS"} {
		if strings.Contains(res.Article.Text, noise) {
			t.Errorf("article holds %q:\n%s", noise, res.Article.Text)
		}
	}
	if !strings.Contains(res.Article.Text, "Related: How the city changed") || !strings.Contains(res.Article.Text, "grew in size") {
		t.Errorf("article lost the story or its Related line:\n%s", res.Article.Text)
	}
}

// TestStoryChunksNamedLikeAdsAreJoined: a story split into chunks between
// ads, each chunk named "grid-layout--adrail" (which reads as an ad to the
// noise words), is joined whole; the ad between stays out.
func TestStoryChunksNamedLikeAdsAreJoined(t *testing.T) {
	chunk := func(s string, n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "<p>%s Paragraph %d of this part goes on with more detail about the banks.</p>", s, i)
		}
		return `<div class="grid grid-layout--adrail"><div class="body__container article__body">` + b.String() + `</div><div class="grid-layout__aside"></div></div>`
	}
	page := `<html><body><header><a href="/">Home</a></header><article><h1>The future of banking</h1><div class="article__chunks">` +
		chunk("The first part opens the story about new banks for people without money.", 6) +
		`<div class="row full-bleed-ad">Advertisement</div>` +
		chunk("The second part is longer and carries most of the reporting on the subject at hand.", 9) +
		`</div></article><footer>© 2019</footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "The first part opens") || !strings.Contains(res.Article.Text, "The second part is longer") {
		t.Errorf("a chunk of the story is missing:\n%s", res.Article.Text)
	}
	if strings.Contains(res.Article.Text, "Advertisement") {
		t.Errorf("the ad between the chunks is in the article")
	}
}

// Every paragraph of a story may carry a class with a noise word in it
// ("contextmenu" for a right-click handler): they are the story. A menu
// with the same word among them still goes.
func TestStoryParagraphsWithNoiseClassStay(t *testing.T) {
	var b strings.Builder
	for i := range 8 {
		fmt.Fprintf(&b, `<p class="contextmenu Body">Paragraph %d tells how the winter garden is planned, planted and kept through the cold months.</p>`, i)
		if i == 3 {
			b.WriteString(`<div class="dropdown-menu"><a href="/a">Gardens</a> <a href="/b">Homes</a> <a href="/c">Food</a></div>`)
		}
	}
	page := `<html><body><header><a href="/">Home</a></header><article><h1>Three evergreens</h1><div class="ctx_content"><story>` +
		b.String() + `</story></div></article><footer>© 2025</footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Paragraph 0 tells", "Paragraph 5 tells", "Paragraph 7 tells"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q:\n%s", want, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, "Gardens") {
		t.Errorf("the menu among the paragraphs is in the article:\n%s", res.Article.Text)
	}
}

// chromePage is a shop page whose <nav> (top) or <footer> (bottom) holds
// a block of plain text denser than the product description: a mega-menu
// of departments, a firm's blurb.
func chromePage(bottom bool) string {
	var menu strings.Builder
	for i := range 30 {
		fmt.Fprintf(&menu, `<div class="mn-h1" data-href="/shop/%d">Department %d: guitars, basses, amplifiers, pedals and every cable a player needs</div>`, i, i)
	}
	var desc strings.Builder
	for i, h := range []string{"A serious overhaul", "Better preamps", "Safe levels"} {
		fmt.Fprintf(&desc, `<div class="section"><h2>%s</h2><p>Section %d: the fourth generation of the interface offers updated preamps, better conversion and automatic gain, with inputs for guitars and outputs for two sets of monitors.</p><p>Beginners will like the easy start tool; everyone gets a bundle of software to record, mix and master, and a build that lasts for years on the road.</p><p>Loopback routes the sound of music apps to the recorder through virtual inputs, for podcasts and streams.</p></div>`, h, i)
	}
	main := `<main><h1>Scarlett 4i4 USB Audio Interface</h1><div class="price">$249</div><article class="desc">` + desc.String() + `</article></main>`
	if bottom {
		return `<html><head><title>Scarlett 4i4 USB Audio Interface</title></head><body>` + main + `<footer><div class="footer__content">` + menu.String() + `</div></footer></body></html>`
	}
	return `<html><head><title>Scarlett 4i4 USB Audio Interface</title></head><body><header><nav><div class="site-nav__items">` + menu.String() +
		`</div></nav></header>` + main + `</body></html>`
}

// SD may take a block of plain text in the site's <nav> or <footer> for
// the article when no block of the page's content resembles its title (a
// product's description under headings of its own). The densest prose
// outside the page chrome is the article then, whatever its distance from
// the title.
func TestPageChromeIsNotTheArticle(t *testing.T) {
	for _, bottom := range []bool{false, true} {
		res, err := Extract(chromePage(bottom), Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"Section 0: the fourth generation", "Section 2: the fourth generation"} {
			if !strings.Contains(res.Article.Text, want) {
				t.Errorf("footer=%v: article lacks %q:\n%s", bottom, want, res.Article.Text)
			}
		}
		if strings.Contains(res.Article.Text, "Department 3") {
			t.Errorf("footer=%v: the chrome's text is in the article:\n%s", bottom, res.Article.Text)
		}
	}
}

// Blogger names every block of a blog "widget" (the posts' "widget Blog",
// the sidebar's "widget Profile", "widget LinkList"): the word is the
// template's vocabulary there, and the post, denser than the sidebar's
// about box but further from the root, is the article.
func TestBlogWidgetsAreLayoutVocabulary(t *testing.T) {
	about := `<div class="widget Profile"><h2>About me</h2><p>Every day I experience life in the world of healthcare software, supporting three thousand doctors, eighteen thousand faculty and three million patients. In this blog I record my experiences with infrastructure, applications, policies, management and governance, and muse on topics such as our carbon footprint.</p></div>`
	links := `<div class="widget LinkList"><h2>Links</h2><ul><li><a href="/a">Archive</a></li><li><a href="/b">Books</a></li></ul></div>`
	labels := `<div class="widget Label"><h2>Labels</h2><ul><li><a href="/l/1">Travel</a></li><li><a href="/l/2">Software</a></li></ul></div>`
	post := `<div class="main section"><div class="widget Blog"><div class="blog-posts"><div class="post-outer"><div class="post hentry"><h3 class="post-title">Travels in Asia</h3><div class="post-body entry-content">` +
		`<p>This week I am in Shanghai and the cities around it, working on record systems and the exchange of health information between hospitals of the region.</p>` +
		`<p>There will be a few days without posts while I travel, but I will write up every lesson learned when I return home next week.</p>` +
		`<p>Aligning quality, safety and efficiency with technology is the theme of the meetings, and every hospital has its own answer.</p></div></div></div></div></div></div>`
	page := `<html><head><title>Travels in Asia</title></head><body><div class="outer-wrapper"><div class="header section"><div class="widget Header"><h1>Life as a CIO</h1></div></div>` +
		`<div class="content-wrapper"><div class="sidebar-wrapper"><div class="sidebar section">` + about + links + labels + `</div></div><div class="main-wrapper">` + post + `</div></div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "few days without posts") || strings.Contains(res.Article.Text, "healthcare software") {
		t.Errorf("article = %q, want the post without the sidebar's about box", res.Article.Text)
	}
}

// ASP.NET pages wrap the whole page in one <form>: a form with a page's
// worth of text is rendered (without its controls).
func TestWrapperFormIsRendered(t *testing.T) {
	var b strings.Builder
	for i := range 10 {
		fmt.Fprintf(&b, `<table><tr><td><b>Golf club %d</b><br>Civic address: %d Brandy Cove Road. For over a hundred years golfers have tested their skills at this charming seaside course.</td></tr></table><br>`, i, 100+i)
	}
	page := `<html><body><form id="aspnetForm" action="list.aspx"><input type="hidden" name="__VIEWSTATE" value="x">` +
		`<div class="search"><label>Search the directory</label><input name="q"><button>Go</button></div>` +
		b.String() + `</form></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Golf club 0", "Golf club 9", "charming seaside course"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q:\n%s", want, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, "Search the directory") || strings.Contains(res.Article.HTML, "<input") || strings.Contains(res.Article.HTML, "<form") {
		t.Errorf("a control or its label is in the article:\n%s", res.Article.HTML)
	}
}

// A service page is many small sections (a claim, a row of benefits, a
// FAQ): its densest block is one answer of the FAQ, a fragment. The
// cleaned body is the article then.
func TestPageOfSmallSectionsIsWhole(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<section class="hero"><h1>Data analytics agency</h1><p>Boost your business with analytics that make your data simple to see and to act on.</p></section><section class="benefits">`)
	for i, h := range []string{"Data-driven decisions", "Marketing strategy", "Clear reports", "Faster answers", "One view", "Fewer tools", "Better budgets", "Shared goals", "Live data", "Open access", "Your team", "Our experts"} {
		fmt.Fprintf(&b, `<div class="card"><h3><a href="/benefit/%d">%s</a></h3><span>Benefit %d: insights that let you adjust your campaigns accurately and see at once what works.</span></div>`, i, h, i)
	}
	b.WriteString(`</section><section class="faq"><h2>Frequently asked questions</h2>`)
	for i := range 3 {
		fmt.Fprintf(&b, `<div class="accordion-card"><button>Question %d?</button><div class="accordion-collapse"><div class="accordion-body"><p>Answer %d: yes.</p></div></div></div>`, i, i)
	}
	b.WriteString(`<div class="accordion-card"><button>Does it work with the rest?</button><div class="accordion-collapse"><div class="accordion-body"><p>Yes, our analytics complement search, paid media and conversion work. Measuring them together shows how each action helps the others, and makes every campaign more efficient and effective.</p></div></div></div>`)
	b.WriteString(`</section>`)
	page := `<html><head><title>Data analytics agency</title></head><body><header><nav><a href="/">Home</a> <a href="/services">Services</a></nav></header>` +
		b.String() + `<footer><p>© Agency 2025</p></footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Boost your business", "Benefit 2: insights", "Measuring them together"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q:\n%s", want, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, "© Agency") {
		t.Errorf("the footer is in the article:\n%s", res.Article.Text)
	}
}

// A list of links to other sites set inside a story is what the story
// recommends (products, sources) and stays; a list of the site's own
// stories is a "related" box and goes, and so does a list of short
// off-site names (a network's sites).
func TestOffsiteRecommendationsStay(t *testing.T) {
	para := func(i int) string {
		return fmt.Sprintf("<p>Part %d: every electrician needs pliers, testers and a good light, and the pros we asked named the ones they trust on the job every day.</p>", i)
	}
	list := func(host string, names ...string) string {
		var b strings.Builder
		b.WriteString("<ul>")
		for i, n := range names {
			fmt.Fprintf(&b, `<li><a href="https://%s/item/%d">%s</a></li>`, host, i, n)
		}
		return b.String() + "</ul>"
	}
	page := `<html><head><title>Electrician tools</title></head><body><article><h1>Electrician tools</h1>` + para(0) + `<h4>Top recommendations:</h4>` +
		list("www.amazon.com", "IRWIN VISE-GRIP Long Nose Pliers", "Channellock 317 Long Nose Pliers", "Knipex Tools Lineman's Pliers") + para(1) +
		list("www.example.com", "Our guide to the best work boots of the year", "How to price an electrical job for profit", "The ten apps every contractor should have") + para(2) +
		list("network.example.net", "Cycling", "Running", "Tennis") + para(3) + `</article></body></html>`
	res, err := Extract(page, Options{URL: "https://www.example.com/blog/tools/"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "Channellock 317") {
		t.Errorf("the story's off-site recommendations are gone:\n%s", res.Article.Text)
	}
	for _, noise := range []string{"best work boots", "Tennis"} {
		if strings.Contains(res.Article.Text, noise) {
			t.Errorf("article holds %q:\n%s", noise, res.Article.Text)
		}
	}
}

// A story written in sections may close with a list of places it also
// recommends under a heading of a lower level ("Other restaurants:" as an
// <h5> after <h3>/<h4> sections): short names, each link to another site.
// It is the story's. The same names on the site's own pages, or under no
// heading, are a box of the site's and go.
func TestHeadedOffsiteListOfShortNamesStays(t *testing.T) {
	para := func(i int) string {
		return fmt.Sprintf("<p>Part %d: the dining room seats forty, the kitchen closes late, and the menu changes with what the farms nearby bring in each week.</p>", i)
	}
	list := func(hosts bool, names ...string) string {
		var b strings.Builder
		b.WriteString("<ul>")
		for i, n := range names {
			href := fmt.Sprintf("/place/%d", i)
			if hosts {
				href = fmt.Sprintf("https://www.place%d.example.org/", i)
			}
			fmt.Fprintf(&b, `<li><a href="%s">%s</a></li>`, href, n)
		}
		return b.String() + "</ul>"
	}
	page := `<html><head><title>Where to eat</title></head><body><article><h1>Where to eat</h1>` + para(0) +
		`<h3>Downtown</h3><h4>Grey Sweater</h4>` + para(1) + `<h4>Vast</h4>` + para(2) +
		`<h3>Midtown</h3><h4>Ludivine</h4>` + para(3) + list(true, "Cycling", "Running", "Tennis") +
		`<h5>Other recommendations:</h5>` + list(true, "Nonesuch", "Pie Junkie", "The Press", "Hatch") +
		`<h5>On this site:</h5>` + list(false, "Brunch", "Coffee", "Pizza", "Tacos") + `</article></body></html>`
	res, err := Extract(page, Options{URL: "https://www.example.com/eat/"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Nonesuch", "Pie Junkie", "Hatch"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("the story's headed list lost %q:\n%s", want, res.Article.Text)
		}
	}
	for _, noise := range []string{"Brunch", "Tennis"} {
		if strings.Contains(res.Article.Text, noise) {
			t.Errorf("article holds %q:\n%s", noise, res.Article.Text)
		}
	}
}

// Responsive templates print a story's sections twice (one copy for small
// screens, hidden by a style sheet the extractor does not see): the reader
// shows each paragraph once. A paragraph a story repeats in a section of
// its own (not a copy of the first one's) stays.
func TestCopiedSectionsAreShownOnce(t *testing.T) {
	section := func(n int) string {
		var b strings.Builder
		b.WriteString(`<div class="ssr-variant">`)
		for i := range n {
			fmt.Fprintf(&b, `<p>Paragraph %d: a home remodel in California costs what its scope, its permits and its finishes make it cost, and the contractor's estimate says which is which.</p>`, i)
		}
		return b.String() + `</div>`
	}
	page := `<html><head><title>Remodel costs</title></head><body><main><h1>Remodel costs</h1>` + section(5) + section(5) + `</main></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(res.Article.Text, "Paragraph 3:"); n != 1 {
		t.Errorf("paragraph 3 is shown %d times, want once:\n%s", n, res.Article.Text)
	}
	repeat := `<p>Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur, excepteur sint occaecat.</p>`
	page = `<html><body><article><h1>Lorem</h1><div><p>Lorem ipsum dolor sit amet, consectetur adipisicing elit, sed do eiusmod tempor incididunt ut labore.</p>` + repeat +
		`</div><h2>Foo</h2><div><p>Tempor incididunt ut labore et dolore magna aliqua, ut enim ad minim veniam, quis nostrud exercitation.</p>` + repeat + `</div></article></body></html>`
	if res, err = Extract(page, Options{}); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(res.Article.Text, "Duis aute"); n != 2 {
		t.Errorf("a paragraph the text repeats is shown %d times, want 2:\n%s", n, res.Article.Text)
	}
}

// A short post under a discussion (a blog's post of three lines and its
// comments): the comments are the densest block of the page, and
// against them the post is beyond T1; the blog's description in the header
// is nearer the root. Measured against the densest text outside the
// comment section, the post is a candidate, and its headline heads it.
// The <title> is "Blog name: Post title" with the blog's name in the <h1>:
// the title is the post's.
func TestShortPostAboveItsComments(t *testing.T) {
	comment := func(i int) string {
		return fmt.Sprintf(`<dt class="comment-author">Reader %d said...</dt><dd class="comment-body"><p>I have seen puffballs like this one in the woods near my house every autumn and never dared to pick one, number %d.</p></dd>`, i, i)
	}
	var comments strings.Builder
	for i := range 3 {
		comments.WriteString(comment(i))
	}
	page := `<html><head><title>Life as a Garden Keeper: Cool Plant of the Week</title></head><body>
<div id="header"><h1 class="title"><a href="/">Life as a Garden Keeper</a></h1>
<div class="description"><p>Every day I look after three hundred plants, two greenhouses and one stubborn lawn. In this blog I record my experiences with soil, seeds, weather, pests and tools, as well as muse on topics such as water and compost.</p></div></div>
<div id="main"><div class="post"><h2 class="date-header">Friday, October 19</h2><h3 class="post-title">Cool Plant of the Week</h3>
<div class="post-body"><p>Not exactly a plant, but a cool product of nature. I was walking in the orchard at dawn and found a giant puffball mushroom.</p><p>It was bigger than a car tire. That is cool!</p></div>
<div class="post-footer">Posted at 3:00 AM</div></div>
<div id="comments"><h4>3 comments:</h4><dl class="comments-block">` + comments.String() + `</dl></div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Title != "Cool Plant of the Week" {
		t.Errorf("title = %q, want the post's", res.Title)
	}
	if !strings.Contains(res.Article.Text, "giant puffball") || strings.Contains(res.Article.Text, "three hundred plants") {
		t.Errorf("article = %q, want the post, not the blog's description", res.Article.Text)
	}
	if res.Type != TypeArticleWithComments || len(res.Comments) != 3 {
		t.Errorf("type %s with %d comments, want AC with the 3", res.Type, len(res.Comments))
	}
}

// SD's region is a blog's profile box in the sidebar, and the short post
// is beyond T1 of it: no candidate replaces the box, but the region the
// page's headline heads is the post, whatever its dfm. A list of the
// blog's other posts below it (a dozen titles and dates in the main column)
// is no listing: a story the headline heads, however short, stays.
func TestShortPostBesideAProfileBox(t *testing.T) {
	var others strings.Builder
	for i := range 12 {
		fmt.Fprintf(&others, `<li class="archive-item"><a href="/2012/%02d/post.html">Another quarter of weak sales growth for handset maker number %d</a> <span>October %d, 2012</span></li>`, i+1, i, i+1)
	}
	page := `<html><head><title>10Q Sleuth: Research in Backward Motion?</title></head><body>
<div id="header"><h1><a href="/">10Q Sleuth</a></h1></div>
<div id="main"><div class="post"><h2 class="date-header">Sunday, October 14, 2012</h2><h3 class="post-title">Research in Backward Motion?</h3>
<div class="post-body"><div>The handset maker is counting on its new phone to revive sales growth and stop share losses to its rivals.</div><div>Now comes word that the January launch could slip to March. Too little, too late?</div></div></div>
<div class="recent-posts"><h4>Recent posts</h4><ul>` + others.String() + `</ul></div></div>
<div id="sidebar"><div class="profile"><dl><dt>Dana Q. Sleuth</dt><dd>Before founding this blog, I held equity analyst positions with three brokerage firms and published an investment newsletter dedicated to uncovering companies with innovative, proprietary technologies in a range of industries. I hold a degree in economics and have written for several financial magazines over the past twenty years, covering earnings, filings and the people behind them. I live by the sea with two dogs and far too many annual reports.</dd></dl></div></div>
</body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Title != "Research in Backward Motion?" {
		t.Errorf("title = %q", res.Title)
	}
	if !strings.Contains(res.Article.Text, "launch could slip to March") || strings.Contains(res.Article.Text, "equity analyst") || strings.Contains(res.Article.Text, "Another quarter") {
		t.Errorf("article = %q, want the post alone", res.Article.Text)
	}
}

// An author box under the story ("About the author", a photo, a
// biography) is about the writer, not the story; a paragraph of the story
// that merely mentions an author stays.
func TestAuthorBoxIsDropped(t *testing.T) {
	story := strings.Repeat("The orchard lost half its apples to the late frost, and the growers met to plan the next season. ", 6)
	page := `<html><head><title>Frost takes the apples</title></head><body><article><h1>Frost takes the apples</h1>
<p>` + story + `</p><p>About the author of the report, the growers said little. ` + story + `</p>
<div class="post-author"><h3>About the author</h3><img src="/a.jpg" alt=""><p>Mary Brock is a scientist who writes about farming, cooks to bluegrass music and hosts the town's book club.</p></div>
</article></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "Mary Brock") {
		t.Errorf("the author box stayed: %q", res.Article.Text)
	}
	if !strings.Contains(res.Article.Text, "About the author of the report") {
		t.Errorf("a story paragraph was dropped: %q", res.Article.Text)
	}
}

// An author box that names the author in its heading ("Written by",
// "Author:") over a biography and beside a photo: inside the story's
// container or set after it as a sibling, it is not the story. A story
// whose block opens with its byline as a heading, without a photo, stays.
func TestAuthorBoxNamedInItsHeading(t *testing.T) {
	story := strings.Repeat("The orchard lost half its apples to the late frost, and the growers met to plan the next season. ", 6)
	bio := `<p>Marie LeBaron is the founder and managing editor of the site. Always having a love of crafts, she enjoys getting messy with glue.</p>`
	for name, page := range map[string]string{
		"inside": `<html><body><article><h1>Frost takes the apples</h1><p>` + story + `</p><p>` + story + `</p>
<div class="postauthor"><img src="/a.jpg" alt=""><h4>Written by <a href="/marie">Marie LeBaron</a></h4>` + bio + `</div></article></body></html>`,
		"sibling": `<html><body><div id="main"><div class="entry"><h1>Frost takes the apples</h1><p>` + story + `</p><p>` + story + `</p></div>
<div class="post" id="writer"><div class="avatarwrap"><img src="/a.jpg" alt=""></div><h3>Author: <a href="/marie">Marie LeBaron</a></h3>` + bio + `</div>
<ul class="menu"><li><a href="/">Home</a></li><li><a href="/crafts">Crafts and projects for the whole family</a></li><li><a href="/about">About the site and its many writers</a></li></ul></div></body></html>`,
	} {
		res, err := Extract(page, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(res.Article.Text, "Marie LeBaron is the founder") || !strings.Contains(res.Article.Text, "The orchard lost") {
			t.Errorf("%s: article = %q, want the story without the author box", name, res.Article.Text)
		}
	}
	short := `<html><body><div id="main"><div class="entry"><h4>Written by <a href="/marie">Marie LeBaron</a></h4><p>The orchard lost half its apples to the late frost this week, and the growers met to plan.</p></div>
<div class="more"><p>` + story + `</p></div></div></body></html>`
	res, err := Extract(short, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "the growers met to plan.") {
		t.Errorf("article = %q, want the short story under its byline", res.Article.Text)
	}
}

// An author box named by its class ("about_author", "author-bio") with
// the author's picture is dropped whatever its heading; a post whose
// container is named after its author (TypePad's "entry-author-NAME")
// is the story.
func TestAuthorBoxNamedByClass(t *testing.T) {
	story := strings.Repeat("The orchard lost half its apples to the late frost, and the growers met to plan the next season. ", 6)
	page := `<html><body><article><h1>Frost takes the apples</h1><p>` + story + `</p><p>` + story + `</p>
<div class="about_author"><img src="/a.jpg" alt=""><p><em>Marie LeBaron is the founder and managing editor of the site. Always having a love of crafts, she enjoys getting messy with glue and glitter.</em></p></div></article></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "Marie LeBaron") || !strings.Contains(res.Article.Text, "The orchard lost") {
		t.Errorf("article = %q, want the story without the author box", res.Article.Text)
	}
}

// A comic's post (a headline, a meta line, a spacer, the picture and a
// line) beside the author's box, whose biography is the densest prose of
// the page: the biography is not the story; the post the headline heads,
// across the spacer, is.
func TestBiographyGivesWayToTheTitledPost(t *testing.T) {
	page := `<html><head><title>Freelance Freedom 284: Unacceptable Excuses</title></head><body><div id="page">
<div class="post" id="post-1"><h1>Freelance Freedom 284: Unacceptable Excuses</h1><div class="clearfix"><ul class="the_post_meta"><li><a href="/author/nc">N.C. Winters</a></li><li>November 12th 2012</li></ul></div><br class="clear">
<div class="post_inner_wrap"><p><img src="/comic.jpg" alt=""></p><p>Once a week, we feature a freelance-themed comic from the talented N.C. Winters. Why not also <a href="/archive">take a look at our comic archive</a>?</p></div></div>
<div class="about_author"><img src="/avatar.jpg" alt=""><div class="author_text"><ul class="author_links"><li>N.C. Winters</li><li><a href="/nc">Website</a></li></ul>
<p><em>N.C. Winters is always drawing. When he isn't making comics, doodling or working as a freelance graphic artist, he spends his time painting pretty pictures for galleries from his home studio in sunny southern California.</em></p></div></div>
</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "Once a week, we feature") || strings.Contains(res.Article.Text, "always drawing") {
		t.Errorf("article = %q, want the comic's post", res.Article.Text)
	}
}

// A post's category line ("Posted in: NFL Network | 3 comments |",
// "Filed under: Khawarij |"), its links marked rel="category tag", is
// the post's metadata; a line of category links under the page's own
// label ("Genre: …") or with more words is the story's.
func TestCategoryLineIsDropped(t *testing.T) {
	story := strings.Repeat("The rookie caught the record-setting pass on Sunday, and the locker room was quiet after. ", 6)
	page := `<html><body><article><h1>Players held back tears</h1><p>` + story + `</p>
<p class="postmeta">Posted in: <a href="/category/network/" rel="category tag">NFL Network</a> <span>|</span> 3 comments <span>|</span></p>
<p class="postinfo">Filed under: <a href="/category/khawarij/" rel="category tag">Khawarij</a> |</p>
<p class="genre">Genre: <a href="/g/r" rel="category tag">Romance</a></p>
<p>` + story + `</p></article></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, gone := range []string{"Posted in", "Filed under"} {
		if strings.Contains(res.Article.Text, gone) {
			t.Errorf("article holds the category line %q: %q", gone, res.Article.Text)
		}
	}
	if !strings.Contains(res.Article.Text, "Genre: Romance") {
		t.Errorf("article lost the page's own category line: %q", res.Article.Text)
	}
}

// A blog engine's trackback section (TypePad's "TrackBack URL for this
// entry") and WordPress's post metadata line ("This entry was posted on …
// You can follow any responses …") close the post: they are not the story.
func TestTrackbacksAndPostMetadataAreDropped(t *testing.T) {
	story := strings.Repeat("Going first is scary, because nobody has mapped the road ahead and every step is a guess. ", 8)
	page := `<html><head><title>The importance of going first</title></head><body><div class="entry"><h3>The importance of going first</h3>
<div class="entry-body"><p>` + story + `</p><p>` + story + `</p></div>
<p class="postmetadata alt">This entry was posted on Monday, October 15th, 2012 at 4:48 pm and posted in <a href="/c/life">Life</a>. You can follow any responses to this entry through the RSS 2.0 feed.</p>
<div class="trackbacks"><h3 class="trackbacks-header">TrackBack</h3><div class="trackbacks-info"><p>TrackBack URL for this entry:<br><span class="trackbacks-link">http://www.example.com/services/trackback/6a00d8345</span></p><p>Listed below are links to weblogs that reference <a href="/going-first.html">The importance of going first</a>:</p></div></div>
</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "Going first is scary") {
		t.Fatalf("article = %q", res.Article.Text)
	}
	for _, noise := range []string{"TrackBack URL", "Listed below are links", "This entry was posted"} {
		if strings.Contains(res.Article.Text, noise) {
			t.Errorf("article holds %q", noise)
		}
	}
}

// An embedded post the story quotes (a tweet in a "social-media-embed"
// box) is part of the story; the share bar, "social" too, is not.
func TestSocialEmbedsStayShareBarsGo(t *testing.T) {
	story := strings.Repeat("The state spent nearly half a million dollars on the campaign, and the slogan drew laughs across the country. ", 6)
	page := `<html><head><title>The campaign</title></head><body><article><h1>The campaign</h1><p>` + story + `</p>
<div class="social-media-embed"><blockquote class="twitter-tweet"><p lang="en">Yes this is real and yes the state spent the money on it</p>— Dianna (@dianna) November 18, 2019</blockquote></div>
<p>` + story + `</p><div class="social-share"><a href="/s/fb">Facebook</a> <a href="/s/tw">Twitter</a> <a href="/s/mail">Email</a></div></article></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "Yes this is real") {
		t.Errorf("the embedded tweet was dropped: %q", res.Article.Text)
	}
	if strings.Contains(res.Article.Text, "Facebook") {
		t.Errorf("the share bar stayed: %q", res.Article.Text)
	}
}

// A photo post (a headline, a picture, two lines with a link or two)
// beside a sidebar whose link list SD took for the article: the post the
// headline heads is the article, however short and however many of its
// few words are links. A long story SD found inside a block named like a
// widget stays: only a box of an "about" size gives way.
func TestPhotoPostBesideASidebarList(t *testing.T) {
	var links strings.Builder
	for i := range 6 {
		fmt.Fprintf(&links, `<li><h3>Widget %d</h3><div class="textwidget">Hello stranger, let us connect: <a href="/c/%d">you can also like my page on the social network of your choice, number %d</a> and follow along.</div></li>`, i, i, i)
	}
	page := `<html><head><title>Logos Re-imagined for the Zombie Apocalypse</title></head><body><div id="rap">
<div id="content"><div class="post"><h2><a href="/p/1">Logos Re-imagined for the Zombie Apocalypse</a></h2><div class="meta">Posted in Design</div>
<div class="storycontent"><p><img src="/z.jpg" alt=""></p><p>Created by UK-based designer Ben Fellowes! Via <a href="/dt">designtaxi</a>. <a href="/z">More zombies here</a></p></div></div></div>
<div id="sidebar"><ul>` + links.String() + `</ul></div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "Created by UK-based designer") || strings.Contains(res.Article.Text, "Hello stranger") {
		t.Errorf("article = %q, want the post", res.Article.Text)
	}
}

// A photo post beside a profile box not named as a sidebar: the box (a
// profile link, a line of blurb, a link to another blog) is the densest
// block and too link-heavy for a story, and no headline heads it; the post
// the page's headline heads, its text a line and a "via" link, is the
// article. A link-heavy story under the headline stays whole: a short part
// of it the headline heads does not replace it.
func TestPhotoPostBesideAProfileLink(t *testing.T) {
	page := `<html><head><title>Creative Food Sculptures</title></head><body><div id="header"><h1><a href="/">I Geek for Creativity</a></h1></div>
<div id="content"><div class="about"><div class="profile-block"><a href="/spaces/me">Denny McCorkle (@TweetRightBrain), teacher of marketing</a>
<p>I live. I learn. I teach. And 140 characters on Twitter is limiting. Here I share and celebrate creativity.</p><a href="/blog">my other weblog</a></div></div>
<div id="entries"><div class="entry"><div class="meta">July 11th, 9:39am</div><h2><a href="/creative-food-sculptures" rel="permalink">Creative Food Sculptures</a></h2>
<div class="content"><a href="/full.jpg"><img src="/food.jpg" alt=""></a><div class="citation">via <a href="/src">fubiz.net</a></div><p>Repurposing food as art is creative, and fun to look at.</p></div></div></div>
</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "Repurposing food as art") || strings.Contains(res.Article.Text, "I live. I learn") {
		t.Errorf("article = %q, want the post", res.Article.Text)
	}
}

// A photo post with no line of text under its headline (a headline, a
// byline with its date, a picture) beside a sidebar widget's blurb, which
// SD takes for the article: the block around the headline, as long as it
// stays the size of a header, is the post. A story whose headline heads
// SD's region itself (the region under a layout block named "sidebar1")
// stays: the headline alone is no post.
func TestPhotoPostBesideAWidgetBlurb(t *testing.T) {
	page := `<html><head><title>Almost There - Hacker Monthly Blog</title></head><body><div id="top-bar"><h1><a href="/"><img src="/logo.png"></a></h1></div>
<div id="wrapper"><div class="container"><div id="post"><h2>Almost There</h2><div class="date"><span>By Lim Cheng Soon, 28 May 2010</span></div><p><img src="/magcloud.jpg"></p></div></div>
<div class="sidebar"><div class="widget"><a href="/feed" class="button">RSS Feed</a> <a href="/mail">or, Subscribe via Email</a></div>
<div class="widget special"><h3>About Hacker Monthly</h3><p>Hacker Monthly is a print magazine curated from the top articles of Hacker News, every month. <a href="/about">Learn more</a></p></div></div>
<div id="footer"><ul><li><a href="/about">About</a></li><li><a href="/contact">Contact Us</a></li></ul></div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "By Lim Cheng Soon") || strings.Contains(res.Article.Text, "print magazine") {
		t.Errorf("article = %q, want the photo post", res.Article.Text)
	}
}

// A list of other news beside the story, each item a headline, an excerpt
// closed by a "Read more..." link and a date: its excerpts read as prose
// and its links are few, but it is not more of the story; nor is a list of
// excerpts cut with "[...]". One "Read more" link (to the story's source)
// does not make a sibling a teaser list.
func TestTeaserListIsNotAProseSibling(t *testing.T) {
	story := strings.Repeat("Holiday shoppers will soon get a firsthand look at the new console in stores. ", 12)
	var teasers strings.Builder
	for i := range 4 {
		fmt.Fprintf(&teasers, `<li><h3>Other news number %d about the launch</h3><p class="text">Exciting games, videos and more, downloadable this week for everyone, in news item %d. <a href="/news/%d">Read more...</a></p><p class="date">2012-11-0%d</p></li>`, i, i, i, i+1)
	}
	page := `<html><head><title>Kiosks before launch day</title></head><body><div id="main"><div id="primary"><h1>Kiosks before launch day</h1><p>` + story + `</p></div>
<div id="secondary"><ul>` + teasers.String() + `</ul></div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "Holiday shoppers") || strings.Contains(res.Article.Text, "Exciting games") {
		t.Errorf("article = %q, want the story without the teasers", res.Article.Text)
	}
	// A blog engine's excerpts, cut with "[...]" under linked titles.
	var cut strings.Builder
	for i := range 3 {
		fmt.Fprintf(&cut, `<li><a href="/guide/%d">Buying guide number %d</a><br>Used cars or new ones? What is right for me, and where should I look for one, in guide %d [...]</li>`, i, i, i)
	}
	excerpts := strings.Replace(page, `<ul>`+teasers.String()+`</ul>`, `<ul>`+cut.String()+`</ul>`, 1)
	if res, err = Extract(excerpts, Options{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "Holiday shoppers") || strings.Contains(res.Article.Text, "Used cars or new ones") {
		t.Errorf("article = %q, want the story without the excerpts", res.Article.Text)
	}
	more := `<html><head><title>Kiosks before launch day</title></head><body><div id="main"><div id="primary"><h1>Kiosks before launch day</h1><p>` + story + `</p></div>
<div id="secondary"><p>The kiosks follow a first wave of store demos, and the company says more will come before the holidays, in every state. <a href="/src">Read more...</a></p></div></div></body></html>`
	if res, err = Extract(more, Options{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Text, "first wave of store demos") {
		t.Errorf("article = %q, want the story's second part", res.Article.Text)
	}
}

// A box of teasers labelled "Related Posts" by a plain <div> styled as a
// heading, set beside the story: its excerpts read as prose, but a block
// that opens with such a label is not more of the story, neither as a
// sibling nor as a gap between two parts of it.
func TestRelatedBoxWithADivLabel(t *testing.T) {
	var teasers strings.Builder
	for i := range 4 {
		fmt.Fprintf(&teasers, `<li><img src="/t%d.jpg" alt=""><a href="/news/%d">Another car story number %d</a><br>The new model looks almost the same as its older versions, but seems there is a significant improvement in mileage, number %d [...]</li>`, i, i, i, i)
	}
	tags := `<div class="taglist">Filed in: <a href="/tag/mg">MG News</a>, <a href="/tag/concept">New SUV Concept</a>, <a href="/tag/suv">SUV news</a>, <a href="/tag/show">Motor shows</a></div>`
	box := tags + `<div class="mid_box2"><div class="red_box"><div class="red_blt">Related Posts</div><div class="red_box_txt"><ul>` + teasers.String() + `</ul></div></div></div>`
	story := strings.Repeat("The old marque celebrates its fiftieth year with a concept car, and the crowd at the show liked it. ", 10)
	more := `<div class="more"><p>` + strings.Repeat("The company says the car will reach the showrooms next spring, at a price close to its rivals. ", 4) + `</p></div>`
	for name, page := range map[string]string{
		"sibling": `<html><head><title>Why should MG be left behind?</title></head><body><div id="wrap"><div class="main"><div id="story"><h1>Why should MG be left behind?</h1><p>` + story + `</p></div>` + box + `</div></div></body></html>`,
		"gap":     `<html><head><title>Why should MG be left behind?</title></head><body><div id="wrap"><div class="main"><div id="story"><h1>Why should MG be left behind?</h1><p>` + story + `</p></div>` + box + more + `</div></div></body></html>`,
	} {
		res, err := Extract(page, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(res.Article.Text, "fiftieth year") || strings.Contains(res.Article.Text, "Another car story") {
			t.Errorf("%s: article = %q, want the story without the related box", name, res.Article.Text)
		}
	}
}

// The comment system's own lines under a post ("You can follow any
// responses to this entry through the RSS 2.0 feed", a "Leave a Reply"
// heading) are not the story; a sentence that links to the comment form
// ("you can post a comment") keeps its words.
func TestCommentPromptsLeaveTheStory(t *testing.T) {
	story := strings.Repeat("Plus, the excess return blog makes its debut as host of the weekly roundup. ", 8)
	page := `<html><head><title>Reading to battle the blues</title></head><body><div id="post"><h1>Reading to battle the blues</h1><p>` + story + `</p>
<p>This entry was filed under links. Trackbacks are closed, but you can <a href="#respond">post a comment</a>.</p>
<p class="small">You can follow any responses to this entry through the <a href="/feed/">RSS 2.0</a> feed. You can <a href="#respond">leave a response</a>, or <a href="/trackback/">trackback</a> from your own site.</p>
<div id="respond"><h3 id="reply-title">Leave a Reply</h3></div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, gone := range []string{"follow any responses", "Leave a Reply"} {
		if strings.Contains(res.Article.Text, gone) {
			t.Errorf("%q stayed: %q", gone, res.Article.Text)
		}
	}
	if !strings.Contains(res.Article.Text, "you can post a comment.") {
		t.Errorf("the sentence lost its link's words: %q", res.Article.Text)
	}
}

// A newspaper's note on the print edition under the web story ("A version
// of this article appeared in print on …, on page A4 of the New York
// edition with the headline: …") is the paper's record, not the story; a
// story sentence that mentions a version of an article stays.
func TestPrintEditionNoteIsDropped(t *testing.T) {
	story := strings.Repeat("The pyramids will stay where they are, officials said, whatever the rumours on the internet. ", 6)
	page := `<html><head><title>Pyramids stay</title></head><body><article><h1>Pyramids stay</h1><p>` + story + `</p>
<p>An earlier version of this article appeared online with the wrong date, which the ministry was quick to point out to readers.</p>
<div class="articleFooter"><p>A version of this article appeared in print on July 24, 2012, on page A4 of the New York edition with the headline: Pyramids Have No Date With the Wrecking Ball.</p></div>
</article></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "appeared in print") {
		t.Errorf("the print note stayed: %q", res.Article.Text)
	}
	if !strings.Contains(res.Article.Text, "An earlier version of this article appeared online") {
		t.Errorf("a story sentence was dropped: %q", res.Article.Text)
	}
}

// A software credit under the story ("blog comments powered by Disqus",
// a link of its own) is no part of it, nor a related-posts plugin's empty
// message; a linked line that names more
// than a product after "powered by" is the story's.
func TestSoftwareCreditLeavesTheArticle(t *testing.T) {
	story := strings.Repeat(`<p>The rover spent its first week testing its instruments and sending back pictures of the crater floor, where the team hopes to find layered rock.</p>`, 4)
	page := `<html><head><title>Rover begins its survey</title></head><body><div class="post"><h1>Rover begins its survey</h1>` + story +
		`<p><a href="/cars/solar">Car powered by sun and wind</a></p>` +
		`<p>No related posts.</p><a href="https://disqus.com" class="brlink">blog comments powered by <span>Disqus</span></a></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"comments powered by", "No related posts"} {
		if strings.Contains(res.Article.Text, bad) {
			t.Errorf("the plugins' line %q is in the article:\n%s", bad, res.Article.Text)
		}
	}
	if !strings.Contains(res.Article.Text, "Car powered by sun and wind") {
		t.Errorf("the story's linked line is gone:\n%s", res.Article.Text)
	}
}

// A post without comments still carries its comment section's labels (a
// "Comments" heading, the feed's link) in blocks its class names as the
// comments', and a link to them ("Comments (4)"); they are no part of the
// story, nor is a picture's "Enlarge Photo" control. A document's section heading
// whose anchor id reads like one ("commentary") is.
func TestEmptyCommentSectionLabelsLeaveTheArticle(t *testing.T) {
	story := strings.Repeat(`<p>The polls closed at eight and the first results came from the eastern counties, where turnout was higher than four years ago.</p>`, 4)
	page := `<html><head><title>Election night</title></head><body><div class="post"><h1>Election night</h1><p><a href="#comments">Comments (4)</a></p><div><img src="/map.jpg"><div>Enlarge Photo</div></div>` + story +
		`<h2 id="commentary">Commentary</h2><p>Analysts read the early returns as a sign of a long night for both campaigns and their volunteers.</p>` +
		`<div class="comments-info"><p><a href="/feed">This post's comment feed</a></p></div><h3 class="comments-header">Comments</h3><ol class="commentlist"></ol></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"comment feed", "Comments", "Enlarge Photo"} {
		if strings.Contains(res.Article.Text, bad) {
			t.Errorf("the comment section's label %q is in the article:\n%s", bad, res.Article.Text)
		}
	}
	if !strings.Contains(res.Article.Text, "Commentary") {
		t.Errorf("the section heading named by its id is gone:\n%s", res.Article.Text)
	}
}

// A label naming another source's stories ("More content from
// NBCNews.com:") over a list of links to that site closes the story: the
// list is a promotion, not the story's references, though its links
// leave the page's site.
func TestMoreFromLabelAndItsLinksLeaveTheArticle(t *testing.T) {
	story := strings.Repeat(`<p>Firefighters were shutting off the propane tanks that supplied fuel to the houses along the lake road on Tuesday night.</p>`, 4)
	page := `<html><head><title>House explodes</title></head><body><div class="story"><h1>House explodes</h1>` + story +
		`<p><em><strong>More content from Example News:</strong></em></p><ul>` +
		`<li><a href="https://news.example.net/a">Theater massacre suspect appears in court</a></li>` +
		`<li><a href="https://news.example.net/b">Past aids response, but were warnings unheeded?</a></li>` +
		`<li><a href="https://news.example.net/c">At least thirteen killed in pickup truck crash</a></li></ul>` +
		`<p>Follow the news desk on <a href="https://social.example.org/desk">social media</a> for updates every day.</p></div></body></html>`
	res, err := Extract(page, Options{URL: "https://www.example.com/2012/07/house.html"})
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"More content from", "massacre suspect", "pickup truck"} {
		if strings.Contains(res.Article.Text, bad) {
			t.Errorf("the promotion's %q is in the article:\n%s", bad, res.Article.Text)
		}
	}
	if !strings.Contains(res.Article.Text, "propane tanks") {
		t.Errorf("the story is gone:\n%s", res.Article.Text)
	}
}

// A blog engine writes a post's opening paragraphs straight into the post
// body, between <br>s, before a list SD takes for the densest region: the
// post body is the story, its loose text included. A container whose own
// loose line is short beside its other blocks is not taken for it.
func TestLooseTextBeforeTheListJoinsTheArticle(t *testing.T) {
	var items strings.Builder
	for i := range 4 {
		fmt.Fprintf(&items, `<li><b>Feature %d</b>: each news cluster is collapsed to one result, and a click on the link shows the articles from more sources.</li>`, i)
	}
	page := `<html><head><title>Expandable results</title></head><body><div class="post"><h3>Expandable results</h3><div class="post-body">` +
		`Last year we updated the news pages to make it easier to scan for stories. Today we are announcing an update that brings those ideas to search.<br><br>` +
		`Over the next few days we will be rolling out the following features:<br><ul>` + items.String() + `</ul><div>You can try this out today on the search page.</div></div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Last year we updated", "rolling out the following", "Feature 3", "try this out"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("the article lacks %q:\n%s", want, res.Article.Text)
		}
	}
}

// A widget's placeholder for readers without scripts ("This slideshow
// requires JavaScript.") is no sentence of the story.
func TestScriptNoticeLeavesTheArticle(t *testing.T) {
	p := "<p>" + strings.Repeat("The museum reopened its east wing after two years of repairs. ", 8) + "</p>"
	res, err := Extract(`<html><body><article>`+p+`<p>This slideshow requires JavaScript.</p>`+p+`</article></body></html>`, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "requires JavaScript") || !strings.Contains(res.Article.Text, "east wing") {
		t.Errorf("article = %q", res.Article.Text)
	}
}

// A list of links that is a section of an article written in sections
// ("See also", "External links" under their own <h2>, alone in a wrapper
// or not, a portal or a sister project's box set beside the list) is the
// article's; a lone heading over a list of the
// site's stories ("Don't miss") is the site's box and goes.
func TestListSectionOfSectionedArticleStays(t *testing.T) {
	section := func(h, topic string) string {
		return `<h2>` + h + `</h2>` + strings.Repeat(`<p>The town's `+topic+` grew with the railway, the mill and the harbour, and the council records each change in its yearly report.</p>`, 3)
	}
	links := func(prefix string, names ...string) string {
		var b strings.Builder
		b.WriteString("<ul>")
		for i, n := range names {
			fmt.Fprintf(&b, `<li><a href="%s%d">%s</a></li>`, prefix, i, n)
		}
		return b.String() + "</ul>"
	}
	article := `<h1>Millbrook</h1>` + section("History", "history") + section("Economy", "economy") +
		`<div class="mw-heading"><h2>See also</h2></div><div role="navigation" class="portal"><ul><li><a href="/wiki/Portal:Towns">Towns portal</a></li></ul></div>` +
		links("/wiki/", "List of towns on the coast", "Millbrook railway station", "Harbour of Millbrook") +
		`<h2>External links</h2><table role="presentation" class="sisterbox"><tr><td>Commons has media related to <a href="https://media.example.org/Millbrook">Millbrook</a></td></tr></table>` +
		links("https://records.example.org/", "Official council website of the town of Millbrook", "Harbour authority records and the port's yearly traffic")
	lone := `<h3>Don't miss</h3>` + links("/news/", "The mayor opens the new bridge today", "A storm closes the harbour for two days")
	page := `<html><head><title>Millbrook</title></head><body><div id="content">` + article + `</div>` + lone + `</body></html>`
	res, err := Extract(page, Options{URL: "https://wiki.example.com/wiki/Millbrook"})
	if err != nil {
		t.Fatal(err)
	}
	for _, kept := range []string{"Millbrook railway station", "Harbour authority records", "council records each change"} {
		if !strings.Contains(res.Article.Text, kept) {
			t.Errorf("%q is missing from the article:\n%s", kept, res.Article.Text)
		}
	}
	page = `<html><head><title>Bridge</title></head><body><div class="post"><h1>Bridge</h1>` +
		strings.Repeat(`<p>The new bridge joins the two halves of the town, and the mayor says traffic in the old centre will fall by half within a year.</p>`, 5) +
		lone + `</div></body></html>`
	if res, err = Extract(page, Options{URL: "https://news.example.com/news/bridge"}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "storm closes the harbour") {
		t.Errorf("the site's lone link box stayed:\n%s", res.Article.Text)
	}
}

// A template's wrapper around a section's or a question's heading
// ("accordion-header", "section-header") names no page header: the
// heading stays with its answer.
func TestHeadingInHeaderWrapperStays(t *testing.T) {
	var faq strings.Builder
	for i, q := range []string{"How much does a website cost?", "How long does the build take?", "Who owns the code?"} {
		fmt.Fprintf(&faq, `<div class="faq-item"><div class="accordion-header"><h3>%s</h3></div><div class="accordion-body"><p>Answer %d: it depends on the pages, the shop and the integrations you need, and the estimate lists each of them with its hours.</p></div></div>`, q, i)
	}
	page := `<html><head><title>Website costs</title></head><body><div class="site-header"><a href="/">Studio</a> <a href="/work">Work</a></div><main><h1>Website costs</h1>` +
		strings.Repeat(`<p>Building a website costs what its pages, its design and its features make it cost, and a fixed quote names each part.</p>`, 3) +
		faq.String() + `</main></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{"### How long does the build take?", "### Who owns the code?"} {
		if !strings.Contains(res.Article.Markdown, q) {
			t.Errorf("heading %q is missing:\n%s", q, res.Article.Markdown)
		}
	}
	if strings.Contains(res.Article.Text, "Studio") {
		t.Errorf("the site's header is in the article:\n%s", res.Article.Text)
	}
}

// A list whose every item says something beside its link ("Official
// website: …", "Read my review of this property here.") is a list of
// facts, however much of it is link text; a list of links and their dates
// (other stories) is not.
func TestListOfFactsWithLinksStays(t *testing.T) {
	facts := `<ul><li><strong>Official website</strong>: <a href="https://hotels.example.net/">Park Hotels and Resorts International</a></li>` +
		`<li><strong>Flagship hotel</strong>: <a href="https://hotels.example.net/ny">Park Hotel New York on Fifth Avenue</a>, USA</li>` +
		`<li>Read my <a href="/review/park-hotel-new-york">review of the flagship on Fifth Avenue</a> here.</li></ul>`
	bare := `<ul><li><a href="/a">Ten hotels with the best pools this year</a> July 17, 2012</li><li><a href="/b">The best beach resorts for a family holiday</a> April 25, 2012</li><li><a href="/c">Where to stay in Bangkok on a budget</a> - 2011</li></ul>`
	story := func(i int) string {
		return fmt.Sprintf(`<p>Brand %d runs the most luxurious hotels of its group, each designed around the character of its city, and known for its art programs and its restaurants.</p>`, i)
	}
	page := `<html><head><title>Best hotel brands</title></head><body><article><h1>Best hotel brands</h1>` + story(1) + facts + story(2) + story(3) + bare + story(4) + `</article></body></html>`
	res, err := Extract(page, Options{URL: "https://travel.example.com/best-hotel-brands"})
	if err != nil {
		t.Fatal(err)
	}
	for _, kept := range []string{"Flagship hotel", "Park Hotel New York", "review of the flagship"} {
		if !strings.Contains(res.Article.Text, kept) {
			t.Errorf("%q is missing:\n%s", kept, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, "Where to stay in Bangkok") {
		t.Errorf("the list of bare links stayed:\n%s", res.Article.Text)
	}
}

// Only the title's repeat goes: an <h2> that is the headline part of a
// title holding the site's name goes; an <h2> further down that only reads
// like the title heads a section of the story and stays.
func TestSectionHeadingLikeTheTitleStays(t *testing.T) {
	para := `<p>Tutoring systems adapt each lesson to the student, and the schools that use them report steadier progress in mathematics and reading.</p>`
	page := `<html><head><title>Intelligent Tutoring Systems in Education | Learnwell</title></head><body><article>` +
		`<h2>Intelligent Tutoring Systems in Education</h2>` + strings.Repeat(para, 3) +
		`<h2>Benefits of Intelligent Tutoring Systems in Education</h2>` + strings.Repeat(para, 3) + `</article></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Markdown, "## Benefits of Intelligent Tutoring Systems in Education") {
		t.Errorf("the section heading is gone:\n%s", res.Article.Markdown)
	}
	if strings.Contains(res.Article.Markdown, "## Intelligent Tutoring Systems in Education\n") {
		t.Errorf("the title's repeat stayed:\n%s", res.Article.Markdown)
	}
}

// A carousel of headed cards (case studies, testimonials) holds the
// story's sections and stays; a slider that prints its cards twice to loop
// them (each heading said twice), as sliders of other stories do, goes.
func TestCarouselOfHeadedCardsStays(t *testing.T) {
	card := func(title, body string, n int) string {
		return fmt.Sprintf(`<div class="slide"><img src="/c%d.jpg" alt=""><h3>%s</h3><p>%s</p></div>`, n, title, body)
	}
	story := strings.Repeat(`<p>Our advisers help companies plan their tax, their separations and their turnarounds, and each engagement starts from the client's own data.</p>`, 4)
	cases := `<div class="carousel">` + card("A tale of a data-driven turnaround", "A retailer found its margins again in a year of decline.", 1) +
		card("Bringing AI to a food company", "A producer forecast its demand with models it owns.", 2) +
		card("A blue-sky approach to separation", "A carve-out finished two months early.", 3) + `</div>`
	page := `<html><head><title>Our services</title></head><body><main><h1>Our services</h1>` + story + cases + `</main></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, kept := range []string{"### Bringing AI to a food company", "carve-out finished two months early"} {
		if !strings.Contains(res.Article.Markdown, kept) {
			t.Errorf("%q is missing:\n%s", kept, res.Article.Markdown)
		}
	}
	looped := `<div class="carousel">` + card("Ten more services", "Read on.", 1) + card("Our latest report", "Read on.", 2) +
		card("Ten more services", "Read on.", 1) + card("Our latest report", "Read on.", 2) + `</div>`
	page = `<html><head><title>Our services</title></head><body><main><h1>Our services</h1>` + story + looped + `</main></body></html>`
	if res, err = Extract(page, Options{}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "Our latest report") {
		t.Errorf("the looping slider stayed:\n%s", res.Article.Text)
	}
}

// A <header> inside the story that holds only its section's heading is
// that section's header and stays; one over a box left empty (a script
// never filled it) goes with the box.
func TestSectionHeaderInsideTheStoryStays(t *testing.T) {
	feature := func(name string) string {
		return `<li><h3>` + name + `</h3><p>Examine and change the page's structure, its layout and its scripts while it runs, and keep what you changed.</p></li>`
	}
	page := `<html><head><title>Developer edition</title></head><body><main><h1>Developer edition</h1>` +
		strings.Repeat(`<p>The developer edition of the browser ships with the tools a web developer needs, turned on and ready from the first start.</p>`, 3) +
		`<section class="more-features"><header><h2>Features and tools</h2></header><ul>` + feature("Page Inspector") + feature("Web Console") + feature("Debugger") + `</ul></section>` +
		`<section class="trending"><header><h2>Trending</h2></header><ul></ul></section></main></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Article.Markdown, "## Features and tools") {
		t.Errorf("the section's heading is gone:\n%s", res.Article.Markdown)
	}
	if strings.Contains(res.Article.Text, "Trending") {
		t.Errorf("the empty box's heading stayed:\n%s", res.Article.Text)
	}
}

// A landing page opens its <main> with a <header> of its own: the page's
// h1 and a standfirst (HTML-AAM maps a header inside <main> to no
// banner). It is the page's first section, not the site's chrome; the
// site's header before <main>, with its menu, stays out.
func TestLandingHeroHeaderInMainStays(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<html><head><title>Nubes rápidas</title></head><body><header class="navbar"><nav><a href="/">Inicio</a> <a href="/precios">Precios</a> <a href="/docs">Documentación</a></nav></header><main>`)
	b.WriteString(`<header class="hero"><h1>Construye rápido. Ejecuta cualquier código sin miedo.</h1><p>La plataforma para quienes solo quieren publicar: entornos aislados que despliegan cualquier código con confianza.</p><a href="/registro">Despliega tu aplicación</a></header>`)
	for i, h := range []string{"Cómputo moderno sin complicaciones", "Entornos aislados como un superpoder", "Bases de datos cerca de tus usuarios"} {
		fmt.Fprintf(&b, `<section><h2>%s</h2><p>Sección %d: máquinas virtuales que arrancan al instante, funcionan solo cuando las necesitas y crecen hasta decenas de miles de instancias.</p></section>`, h, i)
	}
	short := b.String()
	// The same page with one long section: the article is found in it
	// and its sibling sections join it; so does the hero.
	b.WriteString(`<section><div class="wrap"><div class="body"><h2>Por qué nosotros</h2>`)
	for i := range 6 {
		fmt.Fprintf(&b, `<p>Razón %d: desplegamos tu aplicación en dieciocho regiones, de Sídney a São Paulo, con tiempos de respuesta por debajo de cien milisegundos, para que tus usuarios la sientan como una aplicación nativa.</p>`, i)
	}
	b.WriteString(`</div></div></section>`)
	end := `</main><footer><p>© Nubes 2025</p></footer></body></html>`
	// A builder's hero is a <div> its class names "header": the same.
	div := strings.Replace(strings.Replace(b.String(), `<header class="hero">`, `<div class="header hero">`, 1), `</a></header>`, `</a></div>`, 1)
	for _, page := range []string{short + end, b.String() + end, div + end} {
		res, err := Extract(page, Options{})
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"La plataforma para quienes", "Sección 2: máquinas"} {
			if !strings.Contains(res.Article.Text, want) {
				t.Errorf("article lacks %q:\n%s", want, res.Article.Text)
			}
		}
		for _, gone := range []string{"Precios", "© Nubes"} {
			if strings.Contains(res.Article.Text, gone) {
				t.Errorf("the site's chrome %q is in the article:\n%s", gone, res.Article.Text)
			}
		}
	}
}

// A block named by a noise word that the noise-word rule kept as content
// (a pricing section "planRecommendations", long prose) keeps its parts
// named after it ("planRecommendations__plan"): the renderer meets them
// only inside the kept whole, so the word is not asked again of each.
func TestPartsOfAKeptNoiseNamedBlockStay(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<html><head><title>Email marketing</title></head><body><header><nav><a href="/">Home</a> <a href="/prezzi">Prezzi</a></nav></header><main>`)
	b.WriteString(`<section><h1>Email marketing per la tua attività</h1><p>Crea campagne che arrivano alle persone giuste nel momento giusto, con modelli pronti e automazioni semplici da configurare per ogni tipo di pubblico.</p><p>Misura ogni invio e scopri quali messaggi portano più vendite, con rapporti chiari che tutta la squadra può leggere senza fatica.</p></section>`)
	b.WriteString(`<section class="planRecommendations"><h2>Scegli il piano giusto</h2>`)
	for i, plan := range []string{"Essenziale", "Standard", "Premium"} {
		fmt.Fprintf(&b, `<div class="planRecommendations__plan"><h3>%s</h3><p class="planRecommendations__text">Piano %d: invia campagne con test e programmazione, segmenti avanzati, automazioni e un supporto dedicato che ti segue passo dopo passo.</p><a href="/acquista/%d">Acquista</a></div>`, plan, i, i)
	}
	b.WriteString(`</section><section><h2>Perché sceglierci</h2><p>Più di dieci milioni di clienti inviano con noi le loro newsletter, dalle piccole botteghe alle grandi aziende, in più di cento paesi del mondo.</p></section>`)
	b.WriteString(`</main><footer><p>© Posta 2025</p></footer></body></html>`)
	res, err := Extract(b.String(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Piano 0: invia campagne", "Piano 2: invia campagne", "Più di dieci milioni"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q:\n%s", want, res.Article.Text)
		}
	}
}

// A slider of testimonials (a logo, a customer's quoted sentence, a name)
// is the page's, not a gallery whose captions repeat per slide: each
// slide's text opens with a quotation mark and says something else.
func TestSliderOfQuotesStays(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<html><head><title>Gestione del lavoro</title></head><body><header><nav><a href="/">Home</a> <a href="/prezzi">Prezzi</a></nav></header><main>`)
	for i, h := range []string{"Progetti sempre in orario", "Risorse al posto giusto", "Obiettivi condivisi"} {
		fmt.Fprintf(&b, `<section><h2>%s</h2><p>Sezione %d: collega i progetti di tutta l'azienda e ottieni la chiarezza necessaria per ottimizzare le dipendenze, assegnare le risorse e risolvere i rischi.</p></section>`, h, i)
	}
	b.WriteString(`<section><h2>Cosa dicono i clienti</h2><div id="primary_slider" class="slider-testi">`)
	for i, who := range []string{"Giulia Neri", "Marco Bianchi", "Sara Rossi"} {
		fmt.Fprintf(&b, `<div class="slide"><img src="/logo%d.png" alt=""><div class="slide-quote">“Con questa piattaforma il gruppo %d ha lanciato più prodotti ed è entrato in nuovi mercati in molto meno tempo.”</div><div>%s</div></div>`, i, i, who)
	}
	b.WriteString(`</div></section></main><footer><p>© Lavoro 2025</p></footer></body></html>`)
	res, err := Extract(b.String(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"il gruppo 0 ha lanciato", "il gruppo 2 ha lanciato", "Sezione 1: collega"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q:\n%s", want, res.Article.Text)
		}
	}
}
