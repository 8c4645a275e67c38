package core

import (
	"fmt"
	"strings"
	"testing"
)

// A comment section that holds only the comment system's own notices (a
// hidden error box, a moderation policy, an invitation) has no comments.
func TestCommentSystemNoticesAreNoComments(t *testing.T) {
	story := "<p>" + strings.Repeat("The harbour reopened after the storm and the ferries ran again. ", 10) + "</p>"
	notices := []string{
		`<div class="comment-error">Your comment could not be posted. Error type: The letters and numbers you entered did not match the image.</div>`,
		`<div class="comment-policy-box">We have made it easy to comment on posts, however we require civility and encourage full names.</div>`,
		`<div class="comments-cta">Open for comments. Sign in or create your account to join the conversation.</div>`,
		`<div class="comment-note">By clicking and submitting a comment I acknowledge the site's privacy policy and agree to its terms of use.</div>`,
		`<div class="comment">Another Blog » Tilt [...] Thought catalog. And the witty folks who continue to inspire me every day. [...]</div>`,
		`<div class="comment">33 Comments. Loading comments... This comment and all replies have been deleted.</div>`,
		`<div class="comment">Comments are subject to approval and moderation. ` + strings.Repeat("Please be respectful of each other and of the subjects of any criticism; personal attacks will not be tolerated. ", 6) + `</div>`,
	}
	for _, n := range notices {
		page := `<html><body><div class="post">` + story + `</div><div id="comments" class="comments">` + n + n + `</div></body></html>`
		res, err := Extract(page, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Type != TypeArticle || len(res.Comments) != 0 {
			t.Errorf("type %s, %d comments for a section of notices %q", res.Type, len(res.Comments), n[:40])
		}
	}
}

// A side widget listing the site's most recommended or recent comments
// (truncated quotes from other stories) is not this page's discussion.
func TestCommentWidgetIsNotTheDiscussion(t *testing.T) {
	for _, wrapper := range []string{`<div class="most-popular comment-leaderboard"><h3>Most recommended</h3>`, `<div class="module recently"><h2>Recently commented</h2>`} {
		testCommentWidget(t, wrapper)
	}
}

func testCommentWidget(t *testing.T, wrapper string) {
	story := "<h1>Harbour reopens</h1><p>" + strings.Repeat("The harbour reopened after the storm and the ferries ran again. ", 10) + "</p>"
	var widget strings.Builder
	widget.WriteString(wrapper + `<ul class="comment-list">`)
	for i, q := range []string{"The council is right, they did the harbour", "And that was the ferry company's experience", "I am so ready to give this town a second", "Those four words are code for a new tax",
		"Nobody asked the fishermen what they", "The storm was worse in the north than", "My grandfather built the old pier and", "Why does the ferry still cost that"} {
		fmt.Fprintf(&widget, `<li class="comment"><span>%d.</span><a href="/other-story#c%d">“%s...”</a><cite>- Reader number %d of the northern district</cite><small>%d recommendations so far</small></li>`, i+1, i, q, i, 300-i*30)
	}
	widget.WriteString(`</ul></div>`)
	page := `<html><head><title>Harbour reopens</title></head><body><div class="story">` + story + `</div>` + widget.String() + `</body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type != TypeArticle || len(res.Comments) != 0 {
		t.Errorf("type %s with %d comments from a widget of other stories' comments", res.Type, len(res.Comments))
	}
	// The page's own thread beside the widget stays.
	var own strings.Builder
	own.WriteString(`<div id="comments" class="comments"><ol class="comment-list">`)
	for i := 0; i < 3; i++ {
		fmt.Fprintf(&own, `<li class="comment"><cite>Neighbour %d</cite><p>I took the first ferry out this morning and the crossing was calm, the crew cheerful and the coffee hot.</p></li>`, i)
	}
	own.WriteString(`</ol></div>`)
	res, err = Extract(`<html><head><title>Harbour reopens</title></head><body><div class="story">`+story+`</div>`+own.String()+widget.String()+`</body></html>`, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Comments) != 3 {
		t.Errorf("%d comments, want the page's own 3: %+v", len(res.Comments), res.Comments)
	}
}

// On blogs where the post and its comments share one container, SD sees
// one dense region; the comment section inside it is carved out, so the
// comments do not leak into the article.
func TestCommentsInsideTheArticleRegion(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<html><head><title>Autumn look</title></head><body><div class="nav"><a href="/">Home</a></div><div id="post-1" class="hentry post"><h2 class="entry-title">Autumn look</h2><div class="entry-content"><p>I am totally inspired by this autumn collection. The shirt is vintage, the jeans are corduroy and the bag is an old favourite from a market in Lyon.</p></div>`)
	b.WriteString(`<div class="comments-wrap"><ol class="thread">`)
	for i := 0; i < 6; i++ {
		fmt.Fprintf(&b, `<li class="comment"><span class="fn">Reader %d</span> <span>October %d, 2012</span><p>Love the whole outfit, and what an amazing bag! The colours are perfect for the season and I would wear every piece of it.</p></li>`, i, i+2)
	}
	b.WriteString(`</ol></div></div></body></html>`)
	res, err := Extract(b.String(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "amazing bag") {
		t.Errorf("comments leaked into the article: %q", res.Article.Text)
	}
	if res.Type != TypeArticleWithComments || len(res.Comments) != 6 {
		t.Errorf("type %s with %d comments, want AC with 6", res.Type, len(res.Comments))
	}
	if !strings.Contains(res.Article.Text, "corduroy") {
		t.Errorf("the post is gone: %q", res.Article.Text)
	}
}

// The widget can sit inside a comment-marked container (a "comments" tab
// panel holding the leaderboard): its items are still no comments of this
// page.
func TestCommentWidgetInsideACommentsPanel(t *testing.T) {
	story := "<h1>Harbour reopens</h1><p>" + strings.Repeat("The harbour reopened after the storm and the ferries ran again. ", 10) + "</p>"
	var b strings.Builder
	b.WriteString(`<div class="tabs-panel-comments"><div class="leaderboard"><h3>Most recommended</h3><ul class="comment-list">`)
	for i := 0; i < 8; i++ {
		fmt.Fprintf(&b, `<li class="comment"><span>%d.</span><a href="/other-story#c%d">“Quote number %d from another story...”</a><cite>- Reader number %d of the northern district</cite><small>%d recommendations so far</small></li>`, i+1, i, i, i, 300-i*30)
	}
	b.WriteString(`</ul></div><div class="comments-box"><p>Join the conversation with other readers about the stories of the day.</p></div></div>`)
	res, err := Extract(`<html><head><title>Harbour reopens</title></head><body><div class="story">`+story+`</div>`+b.String()+`</body></html>`, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range res.Comments {
		if strings.Contains(c.Text, "another story") {
			t.Errorf("a leaderboard entry became a comment: %q", c.Text)
		}
	}
	if res.Type != TypeArticle {
		t.Errorf("type %s, want A", res.Type)
	}
}

// TestShortCommentsBetweenLongOnes: in a list of comment blocks of one
// kind, siblings of the story with no comment-marked wrapper around them, a
// one-line comment between longer ones is a comment too, though shorter
// than SD's comment regions.
func TestShortCommentsBetweenLongOnes(t *testing.T) {
	story := "<p>" + strings.Repeat("A micromort is a one in a million chance of death, a unit for comparing small risks. ", 12) + "</p>"
	comment := func(who, text string) string {
		return fmt.Sprintf(`<div class="commentbody by-%s"><div><p>%s</p></div><p class="posted">Posted by: %s at November 8, 2012 7:12 AM</p></div>`, who, text, who)
	}
	long := strings.Repeat("It is interesting that the daily figure changes with age whatever other risks there are. ", 3)
	page := `<html><body><div id="main"><div class="entry"><h1>Micromorts</h1>` + story + `</div>
<h2 id="comments">Comments</h2>` +
		comment("anna", long) + `<div class="commentbody by-ks"><p>Me too, 8 a day!</p></div>` +
		comment("bo", long+" Bo adds more.") + comment("cy", long+" Cy adds more.") + `</div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, c := range res.Comments {
		if strings.Contains(c.Text, "Me too, 8 a day!") {
			found = true
		}
	}
	if len(res.Comments) != 4 || !found {
		t.Errorf("%d comments, the short one found: %v", len(res.Comments), found)
	}
	if strings.Contains(res.Article.Text, "Me too") {
		t.Error("the short comment is in the article")
	}
}

// TestCommentsSharingTheArticlesMarkup: comments whose body has the
// story's own class (a theme's "format_text" on both) make SD call the page
// a discussion; with no authors or dates on the "posts", the page is an
// article, and the blocks named as comments alike ("comment-body-N") are
// its comments.
func TestCommentsSharingTheArticlesMarkup(t *testing.T) {
	var b strings.Builder
	for i := range 5 {
		fmt.Fprintf(&b, `<div class="format_text" id="comment-body-%d"><p>%s</p></div>`, 848950+i,
			strings.Repeat(fmt.Sprintf("Reader %d thanks the author for the words shared here. ", i), 2+i%3))
	}
	page := `<html><head><title>On the personal legend</title></head><body><div id="content"><h1>On the personal legend</h1>
<div class="format_text" id="post-body"><p>` + strings.Repeat("The personal legend is what you always wanted to do, and the universe conspires to help you. ", 5) + `</p></div>
<div id="responses">` + b.String() + `</div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type != TypeArticleWithComments || len(res.Comments) != 5 || !strings.Contains(res.Article.Text, "universe conspires") {
		t.Errorf("type %s, %d comments, article %q", res.Type, len(res.Comments), res.Article.Text)
	}
	if strings.Contains(res.Article.Text, "Reader 1") {
		t.Error("a comment is in the article")
	}
}

// TestFlatCommentList: comments written as plain paragraphs under a
// "Comments" heading, each closed by a "Posted by: … at …" line, with no
// comment-named container, are the page's comments (with their authors),
// not part of the article; a "Post a comment" form ends the list.
func TestFlatCommentList(t *testing.T) {
	story := strings.Repeat("Kathy Sierra will stop writing here for a while, and readers wonder what comes next. ", 8)
	page := `<html><body><div id="container"><div class="entry"><h1>Creating passionate users</h1><p>` + story + `</p>
<p class="posted">Posted by Kathy on April 6, 2007</p></div>
<h2><a id="comments"></a>Comments</h2>
<a id="c1"></a><p>1. If I had money and ran a company, I'd hire you to come in and give me suggestions.</p>
<p>2. Write another book?</p>
<p class="posted">Posted by: Reed Hedges at April 6, 2007 10:39:13 PM</p>
<a id="c2"></a><p>Thank you for everything you wrote here over the years.</p>
<p class="posted">Posted by: Ann at April 7, 2007 9:02:11 AM</p>
<h2>Post a comment</h2><form><textarea name="text"></textarea></form></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type != TypeArticleWithComments || len(res.Comments) != 2 {
		t.Fatalf("type %s, %d comments", res.Type, len(res.Comments))
	}
	if c := res.Comments[0]; c.Author != "Reed Hedges" || !strings.Contains(c.Text, "Write another book?") || !strings.Contains(c.Text, "hire you") {
		t.Errorf("first comment: %+v", c)
	}
	if res.Comments[1].Author != "Ann" {
		t.Errorf("second comment author %q", res.Comments[1].Author)
	}
	if strings.Contains(res.Article.Text, "Write another book") || !strings.Contains(res.Article.Text, "readers wonder") {
		t.Errorf("article: %q", res.Article.Text)
	}
}

// TestSingleCommentUnderRepeatedHeaders: a comment section whose only
// repeated kind is its header ("Comments", "One comment so far") holds one
// comment: the block that covers its text, not the header lines.
func TestSingleCommentUnderRepeatedHeaders(t *testing.T) {
	story := "<p>" + strings.Repeat("Archery is older than most Olympic sports, and the team has archers of every age. ", 8) + "</p>"
	page := `<html><body><div class="post">` + story + `</div><div class="articlecomments">
<div class="commentsHeader">Comments</div><div class="commentsHeader">One comment so far | <a href="/rss">Comments RSS</a></div>
<div class="commentlist"><div class="gridPanel comment alt" id="comment-418584"><div class="commentmetadata">Aug 6, 2012</div>
<div class="commentsBody"><p>` + strings.Repeat("As a sagittarial proselytizer, I admit to having watched curling once. ", 3) + `</p>
<span class="commentsAuthor">Posted by TexARC</span></div></div></div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Comments) != 1 || !strings.Contains(res.Comments[0].Text, "sagittarial proselytizer") {
		t.Fatalf("%d comments: %+v", len(res.Comments), res.Comments)
	}
}

// Comments set one after another with no container (a run of sibling
// "commentbody" blocks, each comment-marked): when the densest block is
// one of them and the post above becomes the article, the whole run is
// the comments, not only the block that held the densest text.
func TestSiblingCommentBlocksAreAllComments(t *testing.T) {
	comment := func(n int, name string, paras ...string) string {
		return fmt.Sprintf(`<div class="commentbody by-%s"><a name="c%d"></a><div id="c%d"><p>%s</p></div>`+
			`<p class="posted">Posted by: %s at <a href="/b/terror.html#c%d">November 9, 2012 7:49 AM</a></p><hr class="comment-separator"></div>`,
			name, n, n, strings.Join(paras, "</p><p>"), name, n)
	}
	page := `<html><head><title>How Terrorist Groups Disband</title></head><body><table><tr><td class="main">
<div class="entry"><h2>How Terrorist Groups Disband</h2><p>Interesting research from a think tank:</p>
<blockquote><p>How do terrorist groups end? The evidence since 1968 indicates that terrorist groups rarely cease to exist as a result of winning or losing a military campaign. Rather, most groups end because of operations carried out by local police or intelligence agencies or because they join the political process.</p></blockquote>
<p>This, of course, should surprise no one. Remember the earlier work on the subject.</p>
<p class="posted">Posted on November 9, 2012 at 6:29 AM • <a href="#comments">6 Comments</a></p></div>
<div class="commentform"><h2 id="comments">Comments</h2></div>` +
		comment(1, "riccardo", "Negative, liberal. Stay the course, you are either with us or against us.") +
		comment(2, "jeff", "Or you could look at the field manual, and see that the idea is not entirely new. Thanks for finding the article!") +
		comment(3, "christiano", "The idea that the attacks are counterproductive has already been present in my mind.") +
		comment(4, "miramon", "But many defunct terrorist groups existed in countries with a rule of law, not in civil disorder. It is natural that such organizations would be defeated by law enforcement, not by the military.",
			"On the other hand, in other places actual warfare was or is going on. You cannot expect police methods to work against a company of soldiers armed with assault rifles.",
			"So obviously the kind of terrorist organization is significant, as is their location and situation, and so the generalization may be rather pointless.") +
		comment(5, "adam", "Do you think the military leaders do not already know this? Furthermore, do you think this is not how the battles on the ground are fought?",
			"What would be nice is if our leaders would be more transparent on what they are doing, so the public can be more educated on the matter.") +
		comment(6, "johnston", "Military industrial complex") +
		`<p><a href="/b/terror.xml">Subscribe to comments on this entry</a></p><div class="postcomment"><form><label>Name:</label><input name="n"><textarea></textarea></form></div>` +
		`</td></tr></table></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type != TypeArticleWithComments || len(res.Comments) != 6 {
		t.Fatalf("type %s with %d comments, want AC with 6", res.Type, len(res.Comments))
	}
	if !strings.Contains(res.Article.Text, "local police or intelligence") || strings.Contains(res.Article.Text, "field manual") {
		t.Errorf("article = %q", res.Article.Text)
	}
}

// A comment list striped for the eye (every other <li class="alt">, the
// others without a class) is one kind of item: all the comments are read,
// not only one stripe.
func TestStripedCommentsAreOneKind(t *testing.T) {
	var list strings.Builder
	for i := 1; i <= 8; i++ {
		class := ""
		if i%2 == 0 {
			class = ` class="alt"`
		}
		fmt.Fprintf(&list, `<li%s id="comment-%d"><cite>Reader%d</cite> Says:<br><small>August 9th, 2012 at 1:%02d pm</small><p>Comment number %d: the panorama looks wonderful, and I wonder why the sky is not pink this time.</p></li>`, class, 5470+i, i, 10+i, i)
	}
	story := strings.Repeat("The rover took its first color panorama of the crater, stitched from dozens of frames. ", 10)
	page := `<html><head><title>First color panorama</title></head><body><div class="post"><h2>First color panorama</h2><p>` + story + `</p><p>` + story + `</p></div>
<h3 id="comments">8 Responses</h3><ol class="commentlist">` + list.String() + `</ol></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Comments) != 8 {
		t.Fatalf("%d comments, want 8", len(res.Comments))
	}
	for i, c := range res.Comments {
		if want := fmt.Sprintf("Comment number %d:", i+1); !strings.Contains(c.Text, want) {
			t.Errorf("comment %d = %q", i, c.Text)
		}
	}
}

// A photo post whose only text is its headline, a permalink (Blogger's
// "post-title" over a linked picture), above a comment list SD took for the
// article: the post block is all links, but it holds the headline and no
// more than a header's text, so it is the article and the list is the
// comments. The page's text is mostly prose, yet a post with comments is
// no fragment of a page of small sections. A block after the post that
// merely follows the headline (a "previous / next post" bar) is not taken.
func TestLinkedPhotoPostAboveItsComments(t *testing.T) {
	var comments strings.Builder
	for i := range 6 {
		fmt.Fprintf(&comments, `<dt class="comment-author"><a href="/profile/%d">Reader %d</a> said...</dt><dd class="comment-body"><p>That is exactly what I need this week, number %d. Even if it is going to be hard, I need to stay positive. Thanks for sharing it with us.</p></dd><dd class="comment-footer"><span class="comment-timestamp">September %d, 2012 4:45 AM</span></dd>`, i, i, i, i+10)
	}
	page := `<html><head><title>prepping for a new week.</title></head><body><div id="main"><div class="blog-posts">
<h2 class="date-header"><span>Sunday, September 9</span></h2>
<div class="post hentry"><h3 class="post-title entry-title"><a href="/2012/09/prepping.html">prepping for a new week.</a></h3>
<div class="post-body entry-content"><a href="/full.jpg"><img src="/photo.jpg" alt=""></a></div></div>
<div class="prev-next"><a href="/2012/09/older.html">Older post: a very long title of another post on this blog</a></div>
<div class="comments" id="comments"><h4>6 comments:</h4><dl id="comments-block">` + comments.String() + `</dl></div>
</div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type != TypeArticleWithComments || len(res.Comments) != 6 {
		t.Fatalf("type %s with %d comments, want AC with 6", res.Type, len(res.Comments))
	}
	if strings.Contains(res.Article.Text, "stay positive") || strings.Contains(res.Article.Text, "Older post") {
		t.Errorf("article = %q, want the photo post alone", res.Article.Text)
	}
	if !strings.Contains(res.Article.HTML, "photo.jpg") {
		t.Errorf("article has no picture: %q", res.Article.HTML)
	}
}

// A post titled with one word is titled by its shown heading, without the
// site's name the <title> adds ("nook — A Writer's Blog": issue 20); the
// heading is the page's headline, so the picture post it heads is found
// above the comments that SD took for the article.
func TestOneWordPostAboveItsComments(t *testing.T) {
	var comments strings.Builder
	for i := range 5 {
		fmt.Fprintf(&comments, `<li class="comment" id="comment-%d"><div class="format_text comment-body-%d"><p>They look pretty sleek, and the price is good as well.%s Thank you for telling us about it.</p></div></li>`, i, i, strings.Repeat(" I am hooked.", i))
	}
	page := `<html><head><title>nook — A Writer's Blog</title></head><body><div id="header"><p id="logo"><a href="/">A Writer's Blog</a></p><h2>Translate This Blog</h2></div>
<div id="content"><div class="post hentry" id="post-1"><div class="headline_area"><h1 class="entry-title">nook</h1><p class="headline_meta">by the writer on July 21, 2012</p></div>
<div class="format_text entry-content"><p><a href="/store"><img src="/nook.jpg" alt="Nook"></a></p></div></div>
<div id="comments"><ol class="commentlist">` + comments.String() + `</ol></div></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Title != "nook" {
		t.Errorf("title = %q, want the heading", res.Title)
	}
	if res.Type != TypeArticleWithComments || len(res.Comments) != 5 {
		t.Fatalf("type %s with %d comments, want AC with 5", res.Type, len(res.Comments))
	}
	if strings.Contains(res.Article.Text, "pretty sleek") || !strings.Contains(res.Article.HTML, "nook.jpg") {
		t.Errorf("article = %q, want the picture post", res.Article.HTML)
	}
}

// One reply of a line, too short for an Article with Comments (seed 000's
// rule: comment regions of 100 characters together), leaves the page an
// Article; the reply is still no part of the story.
func TestOneShortReplyLeavesTheArticle(t *testing.T) {
	story := strings.Repeat(`<p>The theme for this week's showcase challenge is power: show us how you read the word in a picture of your own.</p>`, 3)
	page := `<html><head><title>Showcase challenge: power</title></head><body><div id="main"><h1>Showcase challenge: power</h1>` + story +
		`<h3 id="comments">1 Comment</h3><ol class="commentlist"><li class="comment"><div class="commentbody"><cite>Carrie</cite> said:<p>That word means a lot here right now!</p></div></li></ol></div></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Article.Text, "means a lot here") {
		t.Errorf("the reply is in the article:\n%s", res.Article.Text)
	}
	if !strings.Contains(res.Article.Text, "showcase challenge") {
		t.Errorf("the story is gone:\n%s", res.Article.Text)
	}
	if res.Type != TypeArticle || len(res.Comments) != 0 {
		t.Errorf("type %s with %d comments, want an Article without comments", res.Type, len(res.Comments))
	}
}

// An API reference sets each method's request and response samples in a
// panel its template names "response": code, not a comment thread. The
// page is an article, its prose whole; the samples are no comments.
// Spanish prose: the rule reads markup.
func TestCodeSamplesNamedResponseAreNoComments(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<html><head><title>Cargos | API</title></head><body><main><h1>Cargos</h1>`)
	for i := 1; i <= 3; i++ {
		fmt.Fprintf(&b, `<section><h2>Método %d</h2><p>`+strings.Repeat("El método %d crea un cargo con el importe y la moneda indicados, y devuelve el objeto del cargo. ", 3)+`</p>`, i, i, i, i)
		fmt.Fprintf(&b, `<div class="aside-response"><div class="response-item"><pre>POST /v1/cargos/%d
{
  "id": "ch_%d",
  "objeto": "cargo",
  "importe": 2000,
  "moneda": "eur",
  "estado": "pagado"
}</pre></div><div class="response-item"><pre>{
  "id": "ch_%d",
  "reembolsado": false,
  "creado": 1679090539
}</pre></div></div></section>`, i, i, i)
	}
	b.WriteString(`</main></body></html>`)
	res, err := Extract(b.String(), Options{Trace: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type != TypeArticle || len(res.Comments) > 0 {
		t.Errorf("type %s with %d comments, want an article without comments", res.Type, len(res.Comments))
	}
	for _, want := range []string{"El método 1 crea", "El método 3 crea"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q: %q", want, res.Article.Text)
		}
	}
}
