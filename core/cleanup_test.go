package core

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
)

// End-to-end pages for the clean-up rules whose other tests pass without
// them (each rule of core/clean names the test that fails without it).

// A section inside the story headed as related stories, named by its
// heading's words alone, is other stories' teasers.
func TestRelatedSectionInsideTheStoryIsDropped(t *testing.T) {
	story := "<p>" + strings.Repeat("The tide tables changed this spring, and the harbour moved its ferries an hour later. ", 6) + "</p>"
	page := `<html><body><article>` + story + story + `<div><h3>You may also like</h3><p>` +
		strings.Repeat("A teaser retells another story of the site in a long excerpt. ", 3) + `</p></div>` + story + `</article></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "A teaser retells") || !strings.Contains(res.Article.Text, "tide tables") {
		t.Errorf("article = %q", res.Article.Text)
	}
}

// A block the browser does not show (its layout says so) is not read,
// whatever its markup says.
func TestBlockTheBrowserHidesLeavesTheArticle(t *testing.T) {
	story := "<p>" + strings.Repeat("The orchard lost half its apples to the late frost this year. ", 6) + "</p>"
	page := `<html><body><article>` + story + `<div id="panel"><p>` + strings.Repeat("Words of a panel the page's style sheet keeps closed. ", 3) + `</p></div>` + story + `</article></body></html>`
	layout := testLayout(t, page, func(doc *dom.Document, id int, parentShown bool) bool {
		return parentShown && dom.Attr(doc.Elems[id], "id") != "panel"
	})
	res, err := Extract(page, Options{Layout: layout})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "keeps closed") || !strings.Contains(res.Article.Text, "orchard") {
		t.Errorf("article = %q", res.Article.Text)
	}
}

// The byline the reader shows above the article leaves the article, even
// in a line that says more than the byline.
func TestBylineElementLeavesTheArticle(t *testing.T) {
	story := "<p>" + strings.Repeat("The council voted to keep the old bridge open for walkers. ", 8) + "</p>"
	page := `<html><head><title>Bridge stays open</title></head><body><article><p class="info"><span class="author">Ada Vale</span> · Photographs by Ben Lee</p>` +
		story + story + `</article></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Byline != "Ada Vale" || strings.Contains(res.Article.Text, "Ada Vale") || !strings.Contains(res.Article.Text, "Photographs by Ben Lee") {
		t.Errorf("byline %q, article = %q", res.Byline, res.Article.Text)
	}
}

// A block named as boilerplate by its class (a newsletter sign-up) inside
// the story is not the story, though it reads as prose.
func TestNoiseClassBlockLeavesTheArticle(t *testing.T) {
	story := "<p>" + strings.Repeat("The museum reopened its east wing after two years of repairs. ", 8) + "</p>"
	page := `<html><body><article>` + story + `<div class="newsletter"><p>Get the morning briefing in your inbox, every weekday, before breakfast.</p></div>` + story + `</article></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "morning briefing") || !strings.Contains(res.Article.Text, "east wing") {
		t.Errorf("article = %q", res.Article.Text)
	}
}

// A block the site prints inside every story (its standing note) recurs
// on the site's other pages: with the site's profile it leaves the
// article.
func TestRecurringBlockInsideTheStoryLeavesTheArticle(t *testing.T) {
	note := `<div class="note"><p>The Courier is an independent paper, read in the whole valley since 1901 and paid for by its readers.</p></div>`
	pageOf := func(n int) string {
		story := `<div class="part"><p>` + strings.Repeat(fmt.Sprintf("Story %d of the valley tells of a mill, a river and the town around them. ", n), 6) + "</p></div>"
		return fmt.Sprintf(`<html><body><header><a href="/">The Courier</a></header><article><h1>Story %d</h1>`, n) + story + note + story + `</article><footer>© The Courier</footer></body></html>`
	}
	profile, err := LearnSite([]string{pageOf(1), pageOf(2), pageOf(3)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Extract(pageOf(4), Options{Site: profile})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "independent paper") || !strings.Contains(res.Article.Text, "Story 4 of the valley") {
		t.Errorf("article = %q", res.Article.Text)
	}
}

// A class that holds a noise word by accident ("text-navy", a colour of a
// utility-class framework, holds "nav") does not make the story's list
// navigation.
func TestColourClassHoldingANoiseWordStays(t *testing.T) {
	story := "<p>" + strings.Repeat("The gateway checks every request before it reaches the service. ", 8) + "</p>"
	page := `<html><body><article>` + story + `<ul class="text-lg text-navy"><li>Single sign-on for every team</li><li>Audit logs kept for a year</li><li>Support answers within a day</li></ul>` + story + `</article></body></html>`
	res, err := Extract(page, Options{})
	wantAll(t, mustText(t, res, err), "Single sign-on", "Audit logs", "Support answers")
}

// An id that holds "author" inside "authorization" names no byline: the
// section heading it marks stays in the article, and is not the byline.
func TestAuthorizationHeadingIsNoByline(t *testing.T) {
	story := "<p>" + strings.Repeat("Tokens are checked on every request before the database answers. ", 8) + "</p>"
	page := `<html><head><title>Auth</title></head><body><article><h1>Auth</h1>` + story +
		`<h2 id="about-authentication-and-authorization">About authentication and authorization</h2>` + story +
		`<h2 id="the-ecosystem">The ecosystem</h2>` + story + `</article></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Byline, "authorization") || !strings.Contains(res.Article.Text, "About authentication and authorization") {
		t.Errorf("byline %q, article = %q", res.Byline, res.Article.Text)
	}
}

// A grid of cards, each one link holding its own heading, right under a
// section heading of an article written in sections, is that section's
// content (a documentation page's list of providers): its headings stay.
// The same grid under a heading announcing other stories leaves.
func TestHeadedGridOfCardsIsASection(t *testing.T) {
	story := "<p>" + strings.Repeat("Sign-in methods are set up once for the whole project and shared by every app. ", 6) + "</p>"
	card := func(name string) string {
		return `<a href="/docs/login/` + strings.ToLower(name) + `"><div><img src="/i/` + name + `.svg" alt=""><h5>` + name + `</h5></div></a>`
	}
	grid := `<div class="grid">` + card("Apple") + card("GitHub") + card("Gitlab") + card("Slack") + `</div>`
	page := func(heading string) string {
		return `<html><head><title>Auth</title></head><body><article><h1>Auth</h1>` + story +
			`<h2>About sign-in</h2>` + story + `<h2>Providers</h2>` + story + `<h3>` + heading + `</h3>` + grid +
			`<h2>Next steps</h2>` + story + `</article></body></html>`
	}
	res, err := Extract(page("Social login"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range []string{"Apple", "GitHub", "Slack"} {
		if !strings.Contains(res.Article.HTML, "<h5>"+h+"</h5>") {
			t.Errorf("card heading %q lost: %s", h, res.Article.HTML)
		}
	}
	res, err = Extract(page("More stories"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "GitHub") {
		t.Errorf("grid under a related heading kept: %q", res.Article.Text)
	}
}

// A list classed for recommendations that holds no link at all (a pricing
// page's "recommended" plan and its features) is no list of other
// stories: its items stay. A "related" box with no list, the shell a
// script fills, still leaves.
func TestLinklessRecommendedListStays(t *testing.T) {
	story := "<p>" + strings.Repeat("Every plan sends campaigns, builds audiences and reports on each send. ", 8) + "</p>"
	page := `<html><body><article>` + story +
		`<div class="planRecommendations"><h3>Standard</h3><ul class="planRecommendations__features"><li>Custom email templates</li><li>Send-time optimisation</li><li>Audience segmentation</li></ul></div>` +
		story + `<div class="related-posts"><h3>Related posts</h3><p>If you found this article helpful, check out these.</p></div></article></body></html>`
	res, err := Extract(page, Options{})
	text := mustText(t, res, err)
	wantAll(t, text, "Custom email templates", "Send-time optimisation", "Audience segmentation")
	if strings.Contains(text, "found this article helpful") {
		t.Errorf("related shell kept: %q", text)
	}
}

// A list of web addresses written out, closing the story under a heading
// of the story's own (Medium sets its section headings as <h1>), is the
// story's sources, not links to other stories: it stays.
func TestListOfAddressesClosingTheStoryStays(t *testing.T) {
	story := "<p>" + strings.Repeat("Profiling the service in production showed where each request spent its time. ", 6) + "</p>"
	page := `<html><head><title>Profiling in production</title></head><body><article><h1>Profiling in production</h1>` + story +
		`<h1>Conclusion</h1>` + story + `<h1>Sources &amp; links</h1><ul>` +
		`<li><a href="https://nodejs.org/api/inspector.html">https://nodejs.org/api/inspector.html</a></li>` +
		`<li><a href="/blog/node-in-flames">https://medium.com/blog/node-in-flames</a></li>` +
		`<li><a href="https://www.npmjs.com/package/inspector-api">https://www.npmjs.com/package/inspector-api</a></li></ul></article></body></html>`
	res, err := Extract(page, Options{})
	wantAll(t, mustText(t, res, err), "https://nodejs.org/api/inspector.html", "https://medium.com/blog/node-in-flames", "https://www.npmjs.com/package/inspector-api")
}
