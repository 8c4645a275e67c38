package core

import (
	"strings"
	"testing"
)

// A headline with a separator of its own is taken whole from the <title>
// when a heading repeats it; the site's name in an <h1> changes nothing.
func TestHeadlineInTitle(t *testing.T) {
	orig := "Amazon Web Services Blog: The AWS Report - John Smiley Discusses RDS Provisioned IOPS"
	cut := documentTitle(orig, nil, nil)
	if got := headlineInTitle(orig, cut, []string{"Amazon Web Services Blog", "The AWS Report - John Smiley Discusses RDS Provisioned IOPS"}); got != "The AWS Report - John Smiley Discusses RDS Provisioned IOPS" {
		t.Errorf("headline = %q (cut title %q)", got, cut)
	}
	if got := headlineInTitle("Coastal Notes - How Tide Pools Survive in Winter", "How Tide Pools Survive in Winter", []string{"Coastal Notes", "How Tide Pools Survive in Winter"}); got != "" {
		t.Errorf("a heading the cut title holds changed it: %q", got)
	}
	if got := headlineInTitle("Big Site Name Here - Short", "Big Site Name Here", []string{"Big Site Name Here Today"}); got != "" {
		t.Errorf("a heading the <title> does not hold was taken: %q", got)
	}
	if got := headlineInTitle("Life as a Garden Blogger: Cool Plant of the Week", "Cool Plant of the Week", []string{"Life as a Garden Blogger", "Cool Plant of the Week"}); got != "" {
		t.Errorf("the blog's name, wholly in the part cut off, was taken: %q", got)
	}
}

// A title too short to cut ("Blog: Short Post") is the post's when a
// heading repeats the part after the site's name; a heading that repeats a
// later part only (a document's name after its section) is no reason.
func TestHeadingAfterSiteName(t *testing.T) {
	tests := []struct {
		title    string
		headings []string
		want     string
	}{
		{"Seth's Blog: Yesterday's over", []string{"Seth's Blog", "Yesterday's over"}, "Yesterday's over"},
		{"Field Notes | Swifts are back", []string{"Swifts are  back"}, "Swifts are back"},
		{"Evolve: Shared Mutable History — evolve extension for Mercurial", []string{"evolve extension for Mercurial"}, ""},
		{"Seth's Blog: Yesterday's over", []string{"Yesterday"}, ""},
		{"Plain title here", []string{"Plain title here"}, ""},
	}
	for _, tc := range tests {
		if got := headingAfterSiteName(tc.title, tc.headings); got != tc.want {
			t.Errorf("headingAfterSiteName(%q) = %q, want %q", tc.title, got, tc.want)
		}
	}
	res, err := Extract(`<html><head><title>Seth's Blog: Yesterday's over</title></head><body><h1>Seth's Blog</h1><h3>Yesterday's over</h3><p>This is bad news for market leaders and great news for everyone else.</p></body></html>`, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Title != "Yesterday's over" {
		t.Errorf("title = %q", res.Title)
	}
}

func TestDocumentTitle(t *testing.T) {
	tests := []struct {
		title    string
		headings []string
		h1s      []string
		want     string
	}{
		{"How Tide Pools Survive the Winter | Coastal Notes", nil, nil, "How Tide Pools Survive the Winter"},
		{"Lorem ipsum dolor sit amet – My website", nil, nil, "Lorem ipsum dolor sit amet"},
		{"Coastal Notes - How Tide Pools Survive in Winter", nil, nil, "How Tide Pools Survive in Winter"},
		{"New Zealand - Wikipedia", nil, nil, "New Zealand - Wikipedia"}, // too short once cut: kept whole
		{"Site: A long story about the sea shore", nil, nil, "A long story about the sea shore"},
		{"Site: A long story about the sea shore", []string{"Site: A long story about the sea shore"}, nil, "Site: A long story about the sea shore"},
		{"Home", nil, []string{"The only headline on the page"}, "The only headline on the page"},
		{"Home", nil, []string{"One", "Two"}, "Home"},
	}
	for _, tc := range tests {
		if got := documentTitle(tc.title, tc.headings, tc.h1s); got != tc.want {
			t.Errorf("documentTitle(%q) = %q, want %q", tc.title, got, tc.want)
		}
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

// A byline box that sets the name beside a <time> gives the name alone.
func TestBylineLeavesOutItsTime(t *testing.T) {
	story := `<p>` + strings.Repeat("Some words of the story. ", 20) + `</p>`
	for page, want := range map[string]string{
		`<div class="byline"><a href="/a/sa">Sarah Archer</a> <time datetime="2019-05-20T13:39">1:39 PM ET</time></div>`: "Sarah Archer",
		`<div class="author-box"><span>James Akinaka</span> • <time>8h</time></div>`:                                     "James Akinaka",
		`<p class="byline">By Ada Vale, 3 May</p>`:                                                                       "By Ada Vale, 3 May",
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

func TestIsBylineName(t *testing.T) {
	for s, want := range map[string]bool{"c-byline": true, "Post-Author": true, "DATELINE": true, "writtenBy": true, "p-author h-card": true, "main story": false, "": false, "auth": false} {
		if got := isBylineName(s); got != want {
			t.Errorf("isBylineName(%q) = %v", s, got)
		}
	}
}

func TestWithoutSiteName(t *testing.T) {
	for _, tc := range []struct{ title, site, want string }{
		{"Readers on owls — The Daily Field", "The Daily Field", "Readers on owls"},
		{"THE DAILY FIELD | Readers on owls", "The Daily Field", "Readers on owls"},
		{"Readers on owls", "The Daily Field", "Readers on owls"},
		{"Field notes — Daily", "The Daily Field", "Field notes — Daily"},
		{"The Daily Field", "The Daily Field", "The Daily Field"},
	} {
		if got := withoutSiteName(tc.title, tc.site); got != tc.want {
			t.Errorf("withoutSiteName(%q, %q) = %q, want %q", tc.title, tc.site, got, tc.want)
		}
	}
}

// The headline the pipeline looks for is a part of a title kept whole
// (a post titled with a word or two beside the site's name) when a heading
// is that part; not when a heading is the whole title, even if another
// heading (a sidebar module's) is one of its parts.
func TestHeadlineInParts(t *testing.T) {
	for _, c := range []struct {
		title    string
		headings []string
		want     string
	}{
		{"nook — Paulo Coelho's Blog", []string{"Translate This Blog", "nook"}, "nook"},
		{"THE STYLE SCOUT - London Street Fashion: LFW...", []string{"Blog Archive", "LFW..."}, "LFW..."},
		{"The AWS Report - John Smiley Discusses RDS", []string{"Recent Posts", "The AWS Report", "The AWS Report - John Smiley Discusses RDS"}, ""},
		{"A title without a separator", []string{"A title without a separator"}, ""},
		{"Story — Site", []string{"Another heading"}, ""},
	} {
		if got := headlineInParts(c.title, func() []string { return c.headings }); got != c.want {
			t.Errorf("headlineInParts(%q) = %q, want %q", c.title, got, c.want)
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
