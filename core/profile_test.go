package core

import (
	"strings"
	"testing"
)

// discussionPosts extracts src read from url and returns its posts, failing
// unless the page is read as a discussion of n posts.
func discussionPosts(t *testing.T, src, url string, n int) []Comment {
	t.Helper()
	res, err := Extract(src, Options{URL: url})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type != TypeMultiple || len(res.Posts) != n {
		t.Fatalf("type %s with %d posts, want M with %d", res.Type, len(res.Posts), n)
	}
	return res.Posts
}

// declaredProfileThread is a thread in the shape of a forum whose every
// post declares its profile column as the post's author, a schema.org
// Person (itemprop=author itemscope): the name, an avatar and the member's
// role as a heading, a role no other post repeats; the post's root names
// its author too (data-author). The second post quotes
// the first.
const declaredProfileThread = `<!DOCTYPE html><html lang="en"><head><title>Car hire or car rental?</title></head><body>
<main><h1>Car hire or car rental?</h1>
<div class="posts">
<article class="msg" id="post-1" data-author="tomas" itemscope itemtype="https://schema.org/DiscussionForumPosting">
 <section class="msg-user" itemprop="author" itemscope itemtype="https://schema.org/Person">
  <a class="avatar" href="/members/tomas.1/"><img src="/avatars/1.jpg" alt="tomas"></a>
  <h4 class="msg-name"><a href="/members/tomas.1/" class="username"><span itemprop="name">tomas</span></a></h4>
  <h5 class="userTitle" itemprop="jobTitle">Newcomer</h5>
 </section>
 <div class="msg-main"><header><a href="/threads/car.9/post-1"><time datetime="2010-02-20T13:34:06+0000" itemprop="datePublished">Feb 20, 2010</time></a></header>
 <div class="msg-body" itemprop="text">I am writing an English course for people who work at car rental desks. Should the cover say "Car rental English" or "English for car rental"? Which sounds more natural to you?</div></div>
</article>
<article class="msg" id="post-2" data-author="ines" itemscope itemtype="https://schema.org/Comment">
 <section class="msg-user" itemprop="author" itemscope itemtype="https://schema.org/Person">
  <a class="avatar" href="/members/ines.2/"><img src="/avatars/2.jpg" alt="ines"></a>
  <h4 class="msg-name"><a href="/members/ines.2/" class="username"><span itemprop="name">ines</span></a></h4>
  <h5 class="userTitle" itemprop="jobTitle">Regular Contributor</h5>
 </section>
 <div class="msg-main"><header><a href="/threads/car.9/post-2"><time datetime="2010-02-20T15:47:46+0000" itemprop="datePublished">Feb 20, 2010</time></a></header>
 <div class="msg-body" itemprop="text"><blockquote class="quote"><div class="quote-title">tomas said:</div><div>Should the cover say "Car rental English" or "English for car rental"?</div></blockquote>The second one, though "An English Course for Car Rental Staff" says who it is for.</div></div>
</article>
<article class="msg" id="post-3" data-author="ted" itemscope itemtype="https://schema.org/Comment">
 <section class="msg-user" itemprop="author" itemscope itemtype="https://schema.org/Person">
  <a class="avatar" href="/members/ted.3/"><img src="/avatars/3.jpg" alt="ted"></a>
  <h4 class="msg-name"><a href="/members/ted.3/" class="username"><span itemprop="name">ted</span></a></h4>
  <h5 class="userTitle" itemprop="jobTitle">Moderator Emeritus</h5>
 </section>
 <div class="msg-main"><header><a href="/threads/car.9/post-3"><time datetime="2010-02-21T09:12:00+0000" itemprop="datePublished">Feb 21, 2010</time></a></header>
 <div class="msg-body" itemprop="text">In Britain you hire a car and in America you rent one, so pick the word your learners' customers will say at the desk.</div></div>
</article>
</div></main></body></html>`

// TestDeclaredProfileIsNotPostText: the profile column a post declares as
// its author is the member's, not the post's — the role left out of the
// post's text, HTML and Markdown even where no other post repeats it — and
// a quote of an earlier post stays in the reply.
func TestDeclaredProfileIsNotPostText(t *testing.T) {
	posts := discussionPosts(t, declaredProfileThread, "https://forum.example/threads/car.9/", 3)
	authors := []string{"tomas", "ines", "ted"}
	roles := []string{"Newcomer", "Regular Contributor", "Moderator Emeritus"}
	for i, p := range posts {
		if p.Author != authors[i] {
			t.Errorf("post %d by %q, want %q", i+1, p.Author, authors[i])
		}
		for _, r := range roles {
			for part, s := range map[string]string{"text": p.Text, "html": p.HTML, "markdown": p.Markdown} {
				if strings.Contains(s, r) {
					t.Errorf("post %d's %s holds the role %q:\n%s", i+1, part, r, s)
				}
			}
		}
		if strings.Contains(p.HTML, "/avatars/") {
			t.Errorf("post %d's HTML holds the avatar:\n%s", i+1, p.HTML)
		}
	}
	reply := posts[1]
	if !strings.Contains(reply.HTML, "<blockquote") || !strings.Contains(reply.Text, `"Car rental English" or "English for car rental"?`) {
		t.Errorf("the reply lost its quote of the opening post:\n%s", reply.HTML)
	}
	if !strings.Contains(posts[2].Text, "In Britain you hire a car") {
		t.Errorf("the last post lost its body:\n%s", posts[2].Text)
	}
}

// badgedStarterThread is a thread of cards whose root names the author
// (data-author) on the replies, and whose opening post shows a badge
// beside its author's name in the line that holds only the name in the
// replies.
const badgedStarterThread = `<!DOCTYPE html><html lang="en"><head><title>Smaller cases next year?</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"DiscussionForumPosting","headline":"Smaller cases next year?","datePublished":"2024-01-15T00:40:00-05:00"}</script></head><body>
<main><h1>Smaller cases next year?</h1>
<div class="thread">
<div class="card card--opening" id="post-71">
 <header class="card-head"><h2 class="card-thread-title">Smaller cases next year?</h2>
 <div class="card-thread-actions"><a class="button" href="/threads/cases.70/latest" rel="nofollow">Jump to Latest</a></div>
 <div class="card-thread-info"><span>1.9K views</span> <span>3 replies</span> <span>last post by <a href="/members/rhea.4/">Rhea</a> <time datetime="2024-01-16T10:20:00-05:00">Jan 16, 2024</time></span></div>
 <div class="card-user-info" itemscope itemtype="https://schema.org/Person"><meta itemprop="name" content="sanmarco"><div class="card-name-line"><a class="card-user-info__name" href="/members/sanmarco.3/" itemprop="url">sanmarco</a> <span class="starter-badge"><i class="icon"></i><span>Discussion starter</span></span></div> <div class="card-user-details"><span>107 posts</span> · <span>Joined 2011</span></div></div>
 <a class="card-date" href="#post-71"><time datetime="2024-01-15T00:40:00-05:00">Jan 15, 2024</time></a></header>
 <div class="card-body">Vintage looks were everywhere this year and several makers came out with smaller cases. What do you expect to see more of next year?</div></div>
<div class="card" id="post-72" data-author="Babylon">
 <header><div class="card-user-info" itemscope itemtype="https://schema.org/Person"><meta itemprop="name" content="Babylon"><div class="card-name-line"><a class="card-user-info__name" href="/members/babylon.5/" itemprop="url">Babylon</a></div> <div class="card-user-details"><span>207 posts</span> · <span>Joined 2012</span></div></div>
 <a class="card-date" href="#post-72"><time datetime="2024-01-15T01:13:51-05:00">Jan 15, 2024</time></a></header>
 <div class="card-body">In-house movements at lower prices, I think, and more titanium.</div></div>
<div class="card" id="post-73" data-author="seconds">
 <header><div class="card-user-info" itemscope itemtype="https://schema.org/Person"><meta itemprop="name" content="seconds"><div class="card-name-line"><a class="card-user-info__name" href="/members/seconds.6/" itemprop="url">seconds</a></div> <div class="card-user-details"><span>307 posts</span> · <span>Joined 2013</span></div></div>
 <a class="card-date" href="#post-73"><time datetime="2024-01-15T02:30:00-05:00">Jan 15, 2024</time></a></header>
 <div class="card-body">Much the same as this year; I do not expect anything new to catch on.</div></div>
<div class="card" id="post-74" data-author="Rhea">
 <header><div class="card-user-info" itemscope itemtype="https://schema.org/Person"><meta itemprop="name" content="Rhea"><div class="card-name-line"><a class="card-user-info__name" href="/members/rhea.4/" itemprop="url">Rhea</a></div> <div class="card-user-details"><span>407 posts</span> · <span>Joined 2014</span></div></div>
 <a class="card-date" href="#post-74"><time datetime="2024-01-16T10:20:00-05:00">Jan 16, 2024</time></a></header>
 <div class="card-body">Green dials, again, and bracelets with quick adjustment clasps.</div></div>
</div></main></body></html>`

// TestStarterBadgeIsNoName: the opening post's author is its name alone,
// not the line holding it with a "Discussion starter" badge — the replies
// name their authors on the name's own link, not on the line around it.
func TestStarterBadgeIsNoName(t *testing.T) {
	posts := discussionPosts(t, badgedStarterThread, "https://watch.example/threads/cases.70/", 4)
	if a := posts[0].Author; a != "sanmarco" {
		t.Errorf("opening post by %q, want sanmarco", a)
	}
	for i, want := range []string{"Babylon", "seconds", "Rhea"} {
		if a := posts[i+1].Author; a != want {
			t.Errorf("reply %d by %q, want %q", i+1, a, want)
		}
	}
}

// TestThreadToolsAreNotPostText: what the opening post's header sets before
// its author — the thread's title, "Jump to Latest", the thread's
// statistics — is the thread's, not the post's; the post keeps its body.
func TestThreadToolsAreNotPostText(t *testing.T) {
	posts := discussionPosts(t, badgedStarterThread, "https://watch.example/threads/cases.70/", 4)
	op := posts[0]
	for _, tool := range []string{"Smaller cases next year?", "Jump to Latest", "1.9K views", "last post by"} {
		for part, s := range map[string]string{"text": op.Text, "html": op.HTML, "markdown": op.Markdown} {
			if strings.Contains(s, tool) {
				t.Errorf("the opening post's %s holds the thread's %q:\n%s", part, tool, s)
			}
		}
	}
	if !strings.Contains(op.Text, "What do you expect to see more of next year?") {
		t.Errorf("the opening post lost its body:\n%s", op.Text)
	}
	if op.Date != "2024-01-15T00:40:00-05:00" {
		t.Errorf("the opening post dated %q, want 2024-01-15T00:40:00-05:00", op.Date)
	}
}

// citedQuoteThread is a message board whose replies quote an earlier
// post the board's way: a <cite> crediting the quoted member, a line
// break, then the blockquote. Two replies quote the same post, so the
// credit line shows the same text in the same place of two posts.
const citedQuoteThread = `<!DOCTYPE html><html lang="en"><head><title>Showcase today</title></head><body>
<h1>Showcase today</h1>
<table class="board"><tbody>
<tr><td class="msg" id="m1"><div class="infobox"><span class="user"><a class="name" data-username="lionheart"><b>lionheart</b></a></span> <span class="post_time" title="2/21/2024 4:58:10 AM">2 years ago</span> <span class="num">#1</span></div><div class="msg_body"><div class="msg_text">No stream link this time. The recording goes up on their channel an hour from now.</div></div></td></tr>
<tr><td class="msg" id="m2"><div class="infobox"><span class="user"><a class="name" data-username="darkguy"><b>darkguy</b></a></span> <span class="post_time" title="2/21/2024 5:02:41 AM">2 years ago</span> <span class="num">#2</span></div><div class="msg_body"><div class="msg_text">I am ready for whatever they show, even another kart racer.</div></div></td></tr>
<tr><td class="msg" id="m3"><div class="infobox"><span class="user"><a class="name" data-username="warrior4"><b>warrior4</b></a></span> <span class="post_time" title="2/21/2024 5:14:29 AM">2 years ago</span> <span class="num">#3</span></div><div class="msg_body"><div class="msg_text"><cite data-quote-id="2">darkguy posted...</cite><br><blockquote>I am ready for whatever they show, even another kart racer.</blockquote>Laughed way too hard at this one.</div></div></td></tr>
<tr><td class="msg" id="m4"><div class="infobox"><span class="user"><a class="name" data-username="rockgirl"><b>rockgirl</b></a></span> <span class="post_time" title="2/21/2024 5:15:03 AM">2 years ago</span> <span class="num">#4</span></div><div class="msg_body"><div class="msg_text">Fine by me, I am waiting with snacks ready.</div></div></td></tr>
<tr><td class="msg" id="m5"><div class="infobox"><span class="user"><a class="name" data-username="cloud8"><b>cloud8</b></a></span> <span class="post_time" title="2/21/2024 5:19:47 AM">2 years ago</span> <span class="num">#5</span></div><div class="msg_body"><div class="msg_text"><cite data-quote-id="2">darkguy posted...</cite><br><blockquote>I am ready for whatever they show, even another kart racer.</blockquote>Why would you expect that here? Wait for the next indie showcase.</div></div></td></tr>
<tr><td class="msg" id="m6"><div class="infobox"><span class="user"><a class="name" data-username="vectorfox"><b>vectorfox</b></a></span> <span class="post_time" title="2/21/2024 5:21:12 AM">2 years ago</span> <span class="num">#6</span></div><div class="msg_body"><div class="msg_text">I expect a sequel to the metroidvania from two years back today. Then again, it would have leaked by now if it were coming, would it not?</div></div></td></tr>
<tr><td class="msg" id="m7"><div class="infobox"><span class="user"><a class="name" data-username="alu_x"><b>alu_x</b></a></span> <span class="post_time" title="2/21/2024 5:24:30 AM">2 years ago</span> <span class="num">#7</span></div><div class="msg_body"><div class="msg_text">Probably not. The usual leakers would have said something days ago, and they have been quiet all week about this one.</div></div></td></tr>
<tr><td class="msg" id="m8"><div class="infobox"><span class="user"><a class="name" data-username="twinmama"><b>twinmama</b></a></span> <span class="post_time" title="2/21/2024 5:30:05 AM">2 years ago</span> <span class="num">#8</span></div><div class="msg_body"><div class="msg_text">Come on, a handheld collection of the old castle games. I would buy it on day one and play it on the train every morning.</div></div></td></tr>
</tbody></table></body></html>`

// TestQuoteCreditStaysInPost: the <cite> crediting a quote of an earlier
// post is the quote's, so the post's, even when two replies show the same
// credit in the same place (which would make it the thread's chrome).
func TestQuoteCreditStaysInPost(t *testing.T) {
	posts := discussionPosts(t, citedQuoteThread, "https://board.example/boards/7/100", 8)
	for _, i := range []int{2, 4} {
		p := posts[i]
		if !strings.Contains(p.Text, "darkguy posted...") || !strings.Contains(p.HTML, "<cite>darkguy posted...</cite>") || !strings.Contains(p.HTML, "<blockquote>") {
			t.Errorf("post %d lost its quote's credit:\n%s\n%s", i+1, p.Text, p.HTML)
		}
		if p.Author == "darkguy" {
			t.Errorf("post %d credited to the quoted member", i+1)
		}
	}
}
