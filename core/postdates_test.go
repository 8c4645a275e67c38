package core

import (
	"strings"
	"testing"
)

// machineDatedThread is a thread whose posts give their date to machines
// first (a microdata <meta>, or a <time> whose text is the ISO string that
// a style hides) and show it to people in another element, once in two
// forms (a long date for wide screens, "2 yr" for narrow ones).
const machineDatedThread = `<!DOCTYPE html><html lang="en"><head><title>Best glue for a cracked ceramic pot</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"DiscussionForumPosting","headline":"Best glue for a cracked ceramic pot","author":{"@type":"Person","name":"potter_pia"},"datePublished":"2023-06-04T18:20:00Z"}</script></head><body>
<main><h1>Best glue for a cracked ceramic pot</h1>
<div class="posts">
<article class="post" itemscope itemtype="https://schema.org/Comment"><meta itemprop="datePublished" content="2023-06-04T18:20:00Z">
 <div class="post-head"><span class="name" itemprop="author">potter_pia</span> <a class="when" href="#p1"><time datetime="2023-06-04T18:20:00Z" title="Jun 4, 2023 at 6:20 PM">Jun 4, 2023</time></a></div>
 <div class="post-body">My favourite glazed pot cracked in the frost, right down one side. Which glue holds on ceramic that stands outdoors all year, in rain and sun?</div></article>
<article class="post" itemscope itemtype="https://schema.org/Comment"><meta itemprop="datePublished" content="2023-06-05T07:02:00Z">
 <div class="post-head"><span class="name" itemprop="author">glue_gus</span> <a class="when" href="#p2"><time datetime="2023-06-05T07:02:00Z" title="Jun 5, 2023 at 7:02 AM"><span class="long">Jun 5, 2023</span><span class="short">2 yr</span></time></a></div>
 <div class="post-body">A two-part epoxy made for outdoor use. Clean and dry both edges, clamp the pot with a strap for a day, and keep it out of frost for a week.</div></article>
<article class="post" itemscope itemtype="https://schema.org/Comment">
 <div class="post-head"><span class="name" itemprop="author">kiln_kim</span> <span class="when" title="9:45 AM - Jun 6, 2023">Jun 6, 2023</span><time class="iso" itemprop="datePublished" datetime="2023-06-06T09:45:00Z">2023-06-06T09:45:00Z</time></div>
 <div class="post-body">Epoxy, yes, but water gets into the crack again from the inside. Seal the inside of the pot afterwards, or use it with a plastic liner.</div></article>
</div></main></body></html>`

// TestPostDatesAsShown: a post's date is read from its machine date, and
// shown as the page shows it to people, not as the ISO string the machine
// date holds.
func TestPostDatesAsShown(t *testing.T) {
	posts := discussionPosts(t, machineDatedThread, "https://forum.example/t/glue/9", 3)
	want := []struct{ date, shown string }{
		{"2023-06-04T18:20:00Z", "Jun 4, 2023"},
		{"2023-06-05T07:02:00Z", "Jun 5, 2023"},
		{"2023-06-06T09:45:00Z", "Jun 6, 2023"},
	}
	for i, w := range want {
		p := posts[i]
		if p.Date != w.date || p.DateText != w.shown {
			t.Errorf("post %d: date %q shown %q, want %q shown %q", i, p.Date, p.DateText, w.date, w.shown)
		}
		if strings.Contains(p.Text, w.date) || !strings.Contains(p.Text, w.shown) {
			t.Errorf("post %d text does not show the date as the page does: %q", i, p.Text)
		}
	}
}

// openingCardThread is a thread whose opening post's card begins with the
// thread's statistics ("last post by Rhea, <time>"); each post's own date
// links to the post.
const openingCardThread = `<!DOCTYPE html><html lang="en"><head><title>Which strap for a field watch?</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"DiscussionForumPosting","headline":"Which strap for a field watch?","author":{"@type":"Person","name":"tick_tom"},"datePublished":"2024-01-14T21:50:50-05:00"}</script></head><body>
<main><h1>Which strap for a field watch?</h1>
<div class="thread">
<div class="card" id="js-post-5001">
 <div class="thread-stats"><span>812 views</span> <span>3 replies</span> <span>last post by <a href="/members/rhea.4/">Rhea</a> <time datetime="2024-01-18T13:35:10-05:00">Jan 18, 2024</time></span></div>
 <header><div class="card-user" itemprop="" itemscope itemtype="https://schema.org/Person"><meta itemprop="name" content="tick_tom"><div class="card-name-with-attributions"><a class="card-user-name" href="/members/tick_tom.7/" itemprop="url">tick_tom</a> <span class="attribution-starter"><i class="icon"></i><span>Discussion starter</span></span></div></div>
 <a class="card-date" href="#post-5001"><time datetime="2024-01-14T21:50:50-05:00">Jan 14, 2024</time></a></header>
 <div class="card-body">My new field watch came on a stiff leather strap that will not survive a summer of hiking. Nylon, canvas or rubber: what holds up to sweat and rain and still looks right?</div></div>
<div class="card" id="js-post-5002" data-author="Rhea">
 <header><a class="card-name" href="/members/rhea.4/">Rhea</a> <a class="card-date" href="#post-5002"><time datetime="2024-01-15T08:05:52-05:00">Jan 15, 2024</time></a></header>
 <div class="card-body">A single-pass nylon strap. It dries in minutes, and if the spring bar fails the watch stays on your wrist.</div></div>
<div class="card" id="js-post-5003" data-author="gmt_gus">
 <header><a class="card-name" href="/members/gmt_gus.9/">gmt_gus</a> <a class="card-date" href="#post-5003"><time datetime="2024-01-16T10:20:00-05:00">Jan 16, 2024</time></a></header>
 <div class="card-body">Rubber for sweat, canvas for looks. Keep the leather for the office and swap with quick-release bars.</div></div>
</div></main></body></html>`

// TestOpeningPostOwnAuthorAndDate: the opening post's date is the one that
// links to it, not the thread's last-post time its card shows first, and
// its author is its own.
func TestOpeningPostOwnAuthorAndDate(t *testing.T) {
	posts := discussionPosts(t, openingCardThread, "https://watch.example/threads/strap.5000/", 3)
	op := posts[0]
	if op.Author != "tick_tom" || op.Date != "2024-01-14T21:50:50-05:00" {
		t.Errorf("opening post by %q on %q, want tick_tom on 2024-01-14T21:50:50-05:00", op.Author, op.Date)
	}
}
