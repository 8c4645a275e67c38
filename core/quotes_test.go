package core

import (
	"strings"
	"testing"
)

// quoteThread is a forum thread of four posts: the third quotes the
// first, the fourth quotes a manual the page does not hold, and the
// second's whole body is a blockquote (as XenForo 1 sets every message).
const quoteThread = `<!DOCTYPE html><html lang="en"><head><title>Sourdough starter smells of acetone</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"DiscussionForumPosting","headline":"Sourdough starter smells of acetone","author":{"@type":"Person","name":"ida_bakes"},"datePublished":"2024-03-01T09:00:00Z"}</script></head><body>
<header><nav><a href="/">Home</a> <a href="/forums">Forums</a> <a href="/members">Members</a></nav></header>
<main><h1>Sourdough starter smells of acetone</h1>
<ol class="messages">
<li class="message" itemscope itemtype="https://schema.org/Comment" id="post-1"><div class="message-user"><a class="username" href="/members/ida.7/">ida_bakes</a></div>
 <div class="message-meta"><time datetime="2024-03-01T09:00:00Z">Mar 1, 2024</time></div>
 <div class="message-body">My rye starter has smelled like nail polish remover for three days now. I feed it once a day with equal weights of flour and water and keep it on the kitchen counter. Is it dying, or is it just hungry?</div></li>
<li class="message" itemscope itemtype="https://schema.org/Comment" id="post-2"><div class="message-user"><a class="username" href="/members/tom.9/">crumb_tom</a></div>
 <div class="message-meta"><time datetime="2024-03-01T10:30:00Z">Mar 1, 2024</time></div>
 <blockquote class="message-body">It is hungry. Acetone is what a starter gives off when it has eaten all its flour long before the next feed. Feed it twice a day for a week and the smell goes away.</blockquote></li>
<li class="message" itemscope itemtype="https://schema.org/Comment" id="post-3"><div class="message-user"><a class="username" href="/members/ida.7/">ida_bakes</a></div>
 <div class="message-meta"><time datetime="2024-03-02T08:15:00Z">Mar 2, 2024</time></div>
 <div class="message-body"><blockquote class="quote"><div class="quote-title"><a href="#post-1">ida_bakes said:</a></div><div class="quote-content">My rye starter has smelled like nail polish remover for three days now. I feed it once a day with equal weights of flour and water and keep it on the kitchen counter.</div></blockquote>Two feeds a day did it: after four days it smells of yoghurt again and doubles in six hours.</div></li>
<li class="message" itemscope itemtype="https://schema.org/Comment" id="post-4"><div class="message-user"><a class="username" href="/members/mo.12/">mo_levain</a></div>
 <div class="message-meta"><time datetime="2024-03-02T12:40:00Z">Mar 2, 2024</time></div>
 <div class="message-body"><blockquote class="quote">A starter kept at room temperature needs feeding every twelve hours; one kept in the fridge, once a week.</blockquote>That is from the manual that came with my proofing box, and it matches what happened here.</div></li>
</ol></main>
<footer><a href="/terms">Terms</a> <a href="/privacy">Privacy</a></footer>
</body></html>`

// TestQuotesOfEarlierPostsLeftOut: a reply's quote of an earlier post of
// the thread is left out of it (its text, HTML and Markdown), since the
// earlier post stands in the thread already; a quote of a text not on the
// page stays, and so does a blockquote that is a post's whole body.
func TestQuotesOfEarlierPostsLeftOut(t *testing.T) {
	res, err := Extract(quoteThread, Options{URL: "https://forum.example/threads/acetone.42/"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type != TypeMultiple || len(res.Posts) != 4 {
		t.Fatalf("type %s with %d posts, want M with 4", res.Type, len(res.Posts))
	}
	const quoted = "smelled like nail polish remover"
	if n := strings.Count(res.Article.Text, quoted); n != 1 {
		t.Errorf("the opening post's words come %d times in the thread, want once:\n%s", n, res.Article.Text)
	}
	reply := res.Posts[2]
	for what, s := range map[string]string{"text": reply.Text, "html": reply.HTML, "markdown": reply.Markdown} {
		if strings.Contains(s, quoted) {
			t.Errorf("the reply's %s still holds the quote of the opening post: %q", what, s)
		}
		if !strings.Contains(s, "Two feeds a day did it") {
			t.Errorf("the reply's %s lost its own words: %q", what, s)
		}
	}
	if !strings.Contains(res.Posts[3].Text, "needs feeding every twelve hours") {
		t.Errorf("a quote of a text not on the page was left out: %q", res.Posts[3].Text)
	}
	if !strings.Contains(res.Posts[1].Text, "Acetone is what a starter gives off") {
		t.Errorf("a post whose body is a blockquote lost it: %q", res.Posts[1].Text)
	}
}
