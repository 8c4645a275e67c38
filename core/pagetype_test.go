package core

import (
	"fmt"
	"strings"
	"testing"
)

func TestPageTypeCheckUsesPostMetadata(t *testing.T) {
	prose := func(n int) string {
		return "<p>" + strings.Repeat("The river rose again after the long rain. ", n) + "</p>"
	}
	column := `<div class="column">` + prose(12) + `</div>`
	post := func(who string, n int) string {
		return `<div class="post"><div class="meta"><span class="username">` + who + `</span> <time datetime="2025-03-01">1 March</time></div>` +
			`<div class="body">` + prose(n) + `</div></div>`
	}
	tests := []struct {
		name string
		body string
		want PageType
	}{
		{"story split into same-class columns", `<h1>Flood</h1><div class="story">` + column + column + column + column + `</div>`, TypeArticle},
		{"thread whose first post is long", `<div class="thread">` + post("ann", 30) + post("bob", 6) + post("cy", 5) + post("dee", 4) + `</div>`, TypeMultiple},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Extract("<html><body>"+tc.body+"</body></html>", Options{})
			if err != nil {
				t.Fatal(err)
			}
			if res.Type != tc.want {
				t.Errorf("type = %s, want %s", res.Type, tc.want)
			}
			if !strings.Contains(res.Article.Text, "The river rose again") {
				t.Errorf("article text lost: %q", res.Article.Text)
			}
		})
	}
}

func TestDeclaredQAPageIsADiscussion(t *testing.T) {
	q := "<p>" + strings.Repeat("Why does the resolver still use UDP for most lookups today? ", 8) + "</p>"
	a := "<p>" + strings.Repeat("Because a single datagram answers most questions faster than a handshake. ", 6) + "</p>"
	page := `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"QAPage","mainEntity":{"@type":"Question","name":"Why UDP?"}}</script></head>
<body><div id="question" class="question">` + q + `</div><div id="answers"><div class="answer">` + a + `</div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type != TypeMultiple || !strings.Contains(res.Article.Text, "Why does the resolver") {
		t.Errorf("type %s, article %q", res.Type, res.Article.Text)
	}
}

func TestProductReviewsAreCommentsNotPosts(t *testing.T) {
	desc := "<p>" + strings.Repeat("A wool blanket woven on the island, warm and light for cold nights. ", 5) + "</p>"
	review := func(who string) string {
		return `<div class="review-item"><span class="review-author">` + who + `</span> <time datetime="2025-02-01">1 Feb</time><p>` +
			strings.Repeat("Soft and warm, the colour is exactly as shown in the photos. ", 3) + `</p></div>`
	}
	page := `<html><body><div class="product"><h1>Island blanket</h1><div class="description">` + desc + `</div></div>
<div id="reviews" class="reviews">` + review("Ann") + review("Bo") + review("Cy") + review("Dee") + `</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type == TypeMultiple || !strings.Contains(res.Article.Text, "A wool blanket") || strings.Contains(res.Article.Text, "Soft and warm") {
		t.Errorf("type %s, article %q", res.Type, res.Article.Text)
	}
}

// A message board whose posts are short: no post stands out, so SD's
// article region is the wrapper of the thread (a guest notice above a table
// of unclassed rows), and posts that quote another split SD's candidates
// over two classes. The posts are found inside the region.
func TestThreadInsideTheArticleRegion(t *testing.T) {
	row := func(who, text, sig string) string {
		return `<tr><td class="msg"><div class="msg_infobox"><span class="user"><a href="/u/` + who + `">` + who + `</a></span> <span class="post_time">2 years ago</span></div>` +
			`<div class="msg_body"><div class="msg_text">` + text + `</div><div class="signature">` + sig + `</div></div></td></tr>`
	}
	quote := func(who, text string) string {
		return `<cite>` + who + ` posted...</cite><blockquote>` + text + `</blockquote>`
	}
	page := `<html><body><h1>Showcase discussion thread</h1><div id="content"><div class="notice">You are browsing the message boards as a guest. Sign up for free (or log in if you already have an account) to be able to post messages, change how messages are displayed, and view media in posts.</div>
<table class="board"><tbody>` +
		row("ann", "No stream link this time. The recording goes up on their channel an hour from now.", "Pillars of modern warfare have no place here.") +
		row("bob", "The timing feels unusual; so early in the day they clearly want to own the news cycle today.", "Woof. Current games: a few.") +
		row("cy", "I am ready!!", "Echoes is an underrated handheld game.") +
		row("dee", quote("cy", "I am ready!!")+"Laughed way too hard at this one, honestly, and I am not even sorry about it.", "Currently playing: four games at once, badly.") +
		row("eve", "I expect the big one today. But then it would have leaked by now, right? Nothing rumoured interests me.", "") +
		row("fay", quote("eve", "I expect the big one today.")+"Yes. If it were a thing the usual leaker would have spilled it by now, for sure.", "Oof my legs") +
		`</tbody></table></div><div class="footer"><a href="/about">About</a> <a href="/help">Help</a></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type != TypeMultiple || len(res.Posts) != 6 {
		t.Fatalf("type %s, %d posts, want M with 6 posts", res.Type, len(res.Posts))
	}
	if res.Posts[1].Author != "bob" || !strings.Contains(res.Posts[1].Text, "own the news cycle") {
		t.Errorf("second post %+v", res.Posts[1])
	}
}

// Paragraphs each holding an empty byline slot, blocks with empty author
// and date slots, and citations each with an access date but no author are
// not posts.
func TestRepeatedBylineSlotsAreNoThread(t *testing.T) {
	sentence := strings.Repeat("The council voted again on the bridge repairs after a long debate. ", 3)
	para := `<p class="body-text"><span id="byLine"></span>` + sentence + `</p>`
	block := `<div class="text-block"><span class="author"></span><span class="date"></span>` + sentence + `</div>`
	cite := `<li><cite>Jones, M. (2015). Time travel in film. McFarland.</cite> <span class="reference-accessdate">Retrieved 27 January 2020</span></li>`
	for name, body := range map[string]string{
		"byline slots in paragraphs": `<h1>Bridge</h1><div class="story">` + strings.Repeat(para, 6) + `</div>`,
		"empty author and date":      `<h1>Bridge</h1><div class="story"><div class="lead">` + sentence + sentence + `</div>` + strings.Repeat(block, 6) + `</div>`,
		"citations":                  `<h1>Films</h1><ol class="references">` + strings.Repeat(cite, 8) + `</ol>`,
	} {
		res, err := Extract("<html><body>"+body+"</body></html>", Options{Trace: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.Type == TypeMultiple {
			t.Errorf("%s: type M", name)
		}
	}
}

// Comments inside the story's region, each with an author and a date, are
// the story's comments even when they hold most of its text.
func TestCommentsInsideTheArticleRegionAreNoThread(t *testing.T) {
	comment := func(who string) string {
		return `<div class="entry"><span class="author">` + who + `</span> <span class="date">18 October 2012</span><p>` +
			strings.Repeat("Definitely a roller-coaster of a year for electric cars and their makers. ", 2) + `</p></div>`
	}
	page := `<html><body><h1>Battery maker sold</h1><div class="story"><p>` + strings.Repeat("The battery maker was sold at auction on Tuesday. ", 4) + `</p>
<div id="comments">` + comment("Ann") + comment("Bo") + comment("Cy") + comment("Dee") + comment("Eve") + `</div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type == TypeMultiple || !strings.Contains(res.Article.Text, "sold at auction") {
		t.Errorf("type %s, article %q", res.Type, res.Article.Text)
	}
}

// The questions and answers of an FAQ page (schema.org FAQPage microdata)
// are the site's own FAQ, not a Q&A discussion.
func TestFAQPageIsNoDiscussion(t *testing.T) {
	qa := func(q, a string) string {
		return `<div itemscope itemprop="mainEntity" itemtype="https://schema.org/Question"><h3 itemprop="name">` + q + `</h3>` +
			`<div itemscope itemprop="acceptedAnswer" itemtype="https://schema.org/Answer"><p itemprop="text">` + a + `</p></div></div>`
	}
	desc := "<p>" + strings.Repeat("Berry gummies made with hemp extract, thirty to a tin, vegan and gluten free. ", 6) + "</p>"
	page := `<html><body><div class="product"><h1>Relax berries</h1><div class="description">` + desc + `</div></div>
<section class="faq" itemscope itemtype="https://schema.org/FAQPage"><h2>FAQ</h2>` +
		qa("What are the berries?", "Edibles infused with hemp extract, made in small batches.") +
		qa("How many should I take?", "Start with one and wait an hour before taking another.") +
		qa("Do they contain gelatin?", "No, they are made with pectin and are vegan.") + `</section></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type == TypeMultiple || !strings.Contains(res.Article.Text, "Berry gummies") {
		t.Errorf("type %s, article %q", res.Type, res.Article.Text)
	}
}

// Documentation sections whose headings carry a permalink anchor (¶) are
// one document, not a listing of teasers linking to their posts.
func TestHeadingPermalinksAreNoTeasers(t *testing.T) {
	section := func(id, title string) string {
		return `<section class="section" id="` + id + `"><h2>` + title + `<a class="headerlink" href="#` + id + `" title="Permalink">¶</a></h2><p>` +
			strings.Repeat("Describe the problem your patch solves, then how it solves it, in plain words. ", 5) + `</p></section>`
	}
	page := `<html><body><h1>Submitting patches</h1><div class="document">` + section("describe", "Describe your changes") +
		section("separate", "Separate your changes") + section("style", "Style-check your changes") + section("recipients", "Select the recipients") +
		`</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type == TypeMultiple || !strings.Contains(res.Article.Text, "Describe the problem") {
		t.Errorf("type %s, article %q", res.Type, res.Article.Text)
	}
}

// A story laid out in rows (a text column beside a side column, row after
// row) is one article: SD's candidates, one per row, carry no author or
// date, and every row's text column belongs to the story.
func TestArticleToldInRowsIsWhole(t *testing.T) {
	row := func(n int, aside string) string {
		var b strings.Builder
		for i := range 3 {
			fmt.Fprintf(&b, "<p>Row %d, paragraph %d: the gardener explains what keeps her going through the winter, and what she plans for spring.</p>", n, i)
		}
		return `<div class="post-row"><aside class="post-aside">` + aside + `</aside><div class="post-main">` + b.String() + `</div></div>`
	}
	popular := `<p>Popular posts:</p><ul>`
	for i := range 8 {
		popular += fmt.Sprintf(`<li><a href="/p/%d">Popular post number %d about bulbs and winter pots</a></li>`, i, i)
	}
	popular += `</ul>`
	page := `<html><head><title>The year in gardening</title></head><body><header><a href="/">Home</a></header><main><h1>The year in gardening</h1><div class="post-content">` +
		row(1, popular) + row(2, "") + row(3, "") + row(4, "") + `</div></main><footer>© 2025</footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type != TypeArticle {
		t.Errorf("type = %s, want A", res.Type)
	}
	for n := 1; n <= 4; n++ {
		if want := fmt.Sprintf("Row %d, paragraph 2", n); !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q:\n%s", want, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, "Popular posts") {
		t.Errorf("the side column is in the article:\n%s", res.Article.Text)
	}
}

// A forum sets figures about each post's author beside the post (XenForo's
// "Joined / Oct 28, 2023" pairs, phpBB's "Posts: 4032") and a "Click to
// expand..." control under long quotes: the thread's text is the posts,
// their authors' names and dates, without them. A post that says
// "Location: the harbour, at dawn" in a sentence of its own keeps it.
func TestForumPosterFiguresAreChrome(t *testing.T) {
	var posts strings.Builder
	for i := range 4 {
		fmt.Fprintf(&posts, `<article class="message message--post"><div class="message-cell message-cell--user"><h4 class="message-name"><a href="/members/u%d">member%d</a></h4>
<div class="message-userExtras"><dl class="pairs"><dt>Joined</dt><dd>Oct %d, 2023</dd></dl><dl class="pairs"><dt>Posts</dt><dd>26%d</dd></dl></div></div>
<div class="message-cell message-cell--main"><div class="message-attribution"><time datetime="2024-07-0%dT10:00">Jul %d, 2024</time></div>
<div class="message-body"><blockquote class="bbCodeBlock--quote">An earlier post quoted here.<div class="bbCodeBlock-expandLink"><a>Click to expand...</a></div></blockquote>
<p>Reply number %d: I booked the flight through the agency and the refund never came, so think twice before you do the same.</p>%s</div></div></article>`, i, i, i+1, i, i+1, i+1, i, map[bool]string{true: `<p>Location: the harbour, at dawn, where the boats come in.</p>`}[i == 2])
	}
	page := `<html><head><title>Why not to book flights with an agency</title></head><body><div class="block-body">` + posts.String() + `</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type != TypeMultiple || len(res.Posts) != 4 {
		t.Fatalf("type %s with %d posts, want M with 4", res.Type, len(res.Posts))
	}
	for _, gone := range []string{"Joined", "Posts", "Click to expand"} {
		if strings.Contains(res.Article.Text, gone) || strings.Contains(res.Posts[0].Text, gone) {
			t.Errorf("%q stayed: %q / %q", gone, res.Article.Text, res.Posts[0].Text)
		}
	}
	for _, kept := range []string{"member1", "Reply number 3", "Location: the harbour, at dawn"} {
		if !strings.Contains(res.Article.Text, kept) {
			t.Errorf("%q was dropped: %q", kept, res.Article.Text)
		}
	}
}
