package core

import (
	"strings"
	"testing"
)

// clockHeaderThread is a board in the shape of a classic forum theme: above
// the thread, the page's header shows the forum's clock (today's date, a
// <time>) in a user box, a menu opener and the board's news, all of it a
// block with a name-like link and a date; then the thread's posts, the
// first of them the opening post, each with its author and date.
const clockHeaderThread = `<!DOCTYPE html><html lang="en"><head><title>Moving a board to a new host</title></head><body>
<div id="wrapper">
 <div id="upper_section"><div id="inner_section">
  <div class="user"><time datetime="2026-03-05T12:16:19Z">March 05, 2026, 07:16:19 AM</time></div>
  <div class="news"><h2>News:</h2><p>Version 3.1 is out: read the <a href="/news/31">upgrade notes</a> before you update a live board.</p></div>
  <a class="mobile_user_menu"><span class="text_menu">Main Menu</span></a>
  <div class="navigate_section"><ul><li><a href="/community/">Community</a></li><li><a href="/community/board=60">Hosting</a></li></ul></div>
 </div></div>
 <div id="content_section"><div id="main_content_section">
  <div id="display_head"><h2 class="display_title">Moving a board to a new host</h2></div>
  <div id="forumposts"><form action="/community/quickmod" method="post">
   <div class="windowbg" id="msg1001"><div class="post_wrapper"><div class="poster"><h4><a href="/community/profile/u=11">nora_b</a></h4></div>
    <div class="postarea"><div class="keyinfo"><a href="/community/msg1001" class="smalltext"><time datetime="2024-06-04T11:23:55Z">June 04, 2024, 11:23:55 AM</time></a></div>
    <div class="post"><div class="inner">We are moving our board to a new host next month. What should we copy besides the database and the attachments folder?</div></div></div></div></div>
   <div class="windowbg" id="msg1002"><div class="post_wrapper"><div class="poster"><h4><a href="/community/profile/u=12">arvid</a></h4></div>
    <div class="postarea"><div class="keyinfo"><a href="/community/msg1002" class="smalltext"><time datetime="2024-06-09T03:29:46Z">June 09, 2024, 03:29:46 AM</time></a></div>
    <div class="post"><div class="inner">The avatars and custom theme folders, and the settings file, whose paths you will have to change for the new server.</div></div></div></div></div>
   <div class="windowbg" id="msg1003"><div class="post_wrapper"><div class="poster"><h4><a href="/community/profile/u=13">kesh</a></h4></div>
    <div class="postarea"><div class="keyinfo"><a href="/community/msg1003" class="smalltext"><time datetime="2024-06-10T18:02:11Z">June 10, 2024, 06:02:11 PM</time></a></div>
    <div class="post"><div class="inner">Run the repair tool once the copy is done; it catches attachments whose files did not make it across.</div></div></div></div></div>
   <div class="windowbg" id="msg1004"><div class="post_wrapper"><div class="poster"><h4><a href="/community/profile/u=11">nora_b</a></h4></div>
    <div class="postarea"><div class="keyinfo"><a href="/community/msg1004" class="smalltext"><time datetime="2024-06-11T07:45:00Z">June 11, 2024, 07:45:00 AM</time></a></div>
    <div class="post"><div class="inner">Thank you both, the move went well and the repair tool found two missing files.</div></div></div></div></div>
  </form></div>
 </div></div>
</div></body></html>`

// TestPageClockIsNoOpeningPost: a signed block before the thread dated
// after every post (the page's clock in its header) is no opening post;
// the thread opens with its own first post.
func TestPageClockIsNoOpeningPost(t *testing.T) {
	posts := discussionPosts(t, clockHeaderThread, "https://board.example/community/topic=5890.0", 4)
	op := posts[0]
	if op.Author != "nora_b" || op.Date != "2024-06-04T11:23:55Z" || op.Depth != 0 {
		t.Errorf("opening post by %q on %q at depth %d, want nora_b on 2024-06-04T11:23:55Z at 0", op.Author, op.Date, op.Depth)
	}
	for i, p := range posts {
		if strings.Contains(p.Text, "Main Menu") || strings.Contains(p.Text, "upgrade notes") {
			t.Errorf("post %d holds the page's header:\n%s", i+1, p.Text)
		}
	}
}
