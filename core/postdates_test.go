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
	res, err := Extract(machineDatedThread, Options{URL: "https://forum.example/t/glue/9"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Type != TypeMultiple || len(res.Posts) != 3 {
		t.Fatalf("type %s with %d posts, want M with 3", res.Type, len(res.Posts))
	}
	want := []struct{ date, shown string }{
		{"2023-06-04T18:20:00Z", "Jun 4, 2023"},
		{"2023-06-05T07:02:00Z", "Jun 5, 2023"},
		{"2023-06-06T09:45:00Z", "Jun 6, 2023"},
	}
	for i, w := range want {
		p := res.Posts[i]
		if p.Date != w.date || p.DateText != w.shown {
			t.Errorf("post %d: date %q shown %q, want %q shown %q", i, p.Date, p.DateText, w.date, w.shown)
		}
		if strings.Contains(p.Text, w.date) || !strings.Contains(p.Text, w.shown) {
			t.Errorf("post %d text does not show the date as the page does: %q", i, p.Text)
		}
	}
}
