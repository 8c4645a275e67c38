package core

import (
	"strings"
	"testing"
)

// A title too short to cut ("Blog: Short Post") is the post's when a
// heading repeats the part after the site's name (meta's headingAfterSiteName).
func TestShortTitleIsTheHeadingAfterTheSiteName(t *testing.T) {
	res, err := Extract(`<html><head><title>Seth's Blog: Yesterday's over</title></head><body><h1>Seth's Blog</h1><h3>Yesterday's over</h3><p>This is bad news for market leaders and great news for everyone else.</p></body></html>`, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Title != "Yesterday's over" {
		t.Errorf("title = %q", res.Title)
	}
}

func TestMetadataOrder(t *testing.T) {
	page := `<html lang="nl"><head><title>Document title here - Site</title>
<meta property="og:title" content="Open Graph title">
<meta name="dc.title" content="Dublin Core title">
<meta name="author" content="Meta Author">
<meta property="og:site_name" content="The Site">
<script type="application/ld+json"><![CDATA[{"@context":"https://schema.org","@type":"NewsArticle","headline":"LD headline","author":[{"name":"Ann"},{"name":"Bo"}],"datePublished":"2025-01-02"}]]></script>
</head><body><p class="byline">By Page Byline</p><p>` + strings.Repeat("Some words of the story. ", 20) + `</p></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Title != "LD headline" || res.Byline != "Ann, Bo" || res.Published != "2025-01-02" || res.SiteName != "The Site" || res.Language != "nl" {
		t.Errorf("title %q byline %q date %q site %q lang %q", res.Title, res.Byline, res.Published, res.SiteName, res.Language)
	}
	// Without JSON-LD: Dublin Core before OpenGraph; meta author before the page's byline.
	page = strings.Replace(page, `<script type="application/ld+json">`, `<script type="text/plain">`, 1)
	if res, _ = Extract(page, Options{}); res.Title != "Dublin Core title" || res.Byline != "Meta Author" {
		t.Errorf("title %q byline %q", res.Title, res.Byline)
	}
	// Without any metadata: the cleaned document title and the marked byline, its name part when marked.
	bare := `<html><head><title>A document title long enough - Site</title></head><body><div class="byline">By <span itemprop="name">Page Author</span> · 3 May</div><p>` + strings.Repeat("Some words of the story. ", 20) + `</p></body></html>`
	if res, _ = Extract(bare, Options{}); res.Title != "A document title long enough" || res.Byline != "Page Author" {
		t.Errorf("title %q byline %q", res.Title, res.Byline)
	}
}

// A byline box that sets the name beside a <time> gives the name alone;
// so does one that writes the date out ("By Ada Vale, 3 May").
func TestBylineLeavesOutItsTime(t *testing.T) {
	story := `<p>` + strings.Repeat("Some words of the story. ", 20) + `</p>`
	for page, want := range map[string]string{
		`<div class="byline"><a href="/a/sa">Sarah Archer</a> <time datetime="2019-05-20T13:39">1:39 PM ET</time></div>`: "Sarah Archer",
		`<div class="author-box"><span>James Akinaka</span> • <time>8h</time></div>`:                                     "James Akinaka",
		`<p class="byline">By Ada Vale, 3 May</p>`:                                                                       "Ada Vale",
	} {
		res, err := Extract(`<html><head><title>A story</title></head><body>`+page+story+`</body></html>`, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Byline != want {
			t.Errorf("byline %q, want %q", res.Byline, want)
		}
	}
}

// The reader shows the byline above the article, so the article leaves out
// the line that held it when the rest of that line is only the words
// around a byline and a date ("by NAME on June 29, 2012" would read "by on
// June 29, 2012"), and a "By" label set just before the name; a line that
// says more keeps its words, and "BY" in code is code.
func TestBylineLineLeavesNoResidue(t *testing.T) {
	story := `<p>` + strings.Repeat("Some words of the story about the harbour. ", 12) + `</p>`
	code := `<pre><code><span class="k">SELECT</span> * <span class="k">FROM</span> logs <span class="k">ORDER</span> <span class="k">BY</span> period</code></pre>`
	for _, c := range []struct {
		line, gone, kept string
	}{
		{`<p class="headline_meta">by <span class="author vcard fn">Paulo Coelho</span> on <abbr class="published">June 29, 2012</abbr></p>`, "June 29, 2012", ""},
		{`<p class="info">Posted by <span class="author">Ann Lee</span> on July 18, 2012 at 11:00 AM EDT · 4 comments</p>`, "July 18", ""},
		{`<div class="info"><span>By</span> <span class="author">Nina Pineda</span> <span>Eyewitness News</span></div>`, "By", "Eyewitness News"},
		{`<p class="info">by <span class="author">Ann Lee</span>, who spent a winter on the island and came back with this story</p>`, "", "spent a winter"},
	} {
		page := `<html><head><title>The harbour</title></head><body><article><h1>The harbour</h1>` + c.line + story + code + `</article></body></html>`
		res, err := Extract(page, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Byline == "" {
			t.Errorf("%s: no byline", c.line)
		}
		if c.gone != "" && strings.Contains(res.Article.Text, c.gone) {
			t.Errorf("%s: the byline's line stayed: %q", c.line, res.Article.Text)
		}
		if c.kept != "" && !strings.Contains(res.Article.Text, c.kept) {
			t.Errorf("%s: the line's other words were dropped: %q", c.line, res.Article.Text)
		}
		if !strings.Contains(res.Article.Text, "ORDER BY period") {
			t.Errorf("%s: the code lost its BY: %q", c.line, res.Article.Text)
		}
	}
}
