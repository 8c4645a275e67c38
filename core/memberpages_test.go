package core

import (
	"testing"
)

// memberPagesArticle is a German news article with reader comments in the
// shape of Slashdot's: each comment's header names its author by a link
// to the member's page ("von <a>anna_k</a>"), then its date as shown, and
// some members add links to their other pages, which the forum marks as
// the user's (class user_journal_display, user_homepage_display): their
// journal, under the member's address, whose tooltip holds the date of its
// last entry, and their homepage on another site. Neither is the comment's
// author, and the journal's date is not the comment's.
const memberPagesArticle = `<!DOCTYPE html><html lang="de"><head><title>Hafenbehörde gibt ihre Gezeitentafeln frei</title></head><body>
<main><article><h1>Hafenbehörde gibt ihre Gezeitentafeln frei</h1>
<p>Die Hafenbehörde einer kleinen Stadt an der Flussmündung hat zwanzig Jahre Gezeitenvorhersagen und die harmonischen Konstanten, aus denen sie berechnet werden, unter einer offenen Lizenz veröffentlicht. Bisher wurden die Tafeln als gedrucktes Heft und als PDF verkauft.</p>
<p>Segelvereine und Fischer hatten seit Jahren darum gebeten. Die Behörde erwartet, dass Apps und Webseiten die Daten nun direkt übernehmen, statt die Tafeln abzuschreiben.</p>
</article>
<ul id="kommentare" class="d2">
<li id="tree_5001" class="comment"><div class="cw">
 <div class="kopf"><h4><a href="/kommentare?cid=5001">Endlich</a></h4>
 <span class="by">von <a href="//forum.example/~anna_k">anna_k (1234)</a></span>
 <span class="mehr">am Dienstag, 24. Juli 2012 um 11:35 <small><a href="//forum.example/~anna_k/journal/" title="Dienstag, 3. Juli 2012 um 14:34" class="user_journal_display">Tagebuch</a></small></span></div>
 <div class="text"><p>Endlich kann ich die Gezeiten selbst ausrechnen, ohne jedes Jahr das Heft zu kaufen. Die Konstanten sind das eigentlich Wertvolle daran.</p></div>
</div></li>
<li id="tree_5002" class="comment"><div class="cw">
 <div class="kopf"><h4><a href="/kommentare?cid=5002">Re: Endlich</a></h4>
 <span class="by">von <a href="//forum.example/~bernd">bernd (777)</a></span>
 <span class="mehr">am Dienstag, 24. Juli 2012 um 12:10 <small><a href="https://bernd.example/" class="user_homepage_display">Homepage</a> <a href="//forum.example/~bernd/journal/" title="Sonntag, 23. März 2008 um 14:26" class="user_journal_display">Tagebuch</a></small></span></div>
 <div class="text"><p>Die harmonischen Konstanten reichen für die meisten Häfen, nur bei starkem Wind weicht der echte Wasserstand deutlich ab.</p></div>
</div></li>
<li id="tree_5003" class="comment"><div class="cw">
 <div class="kopf"><h4><a href="/kommentare?cid=5003">Gute Nachricht</a></h4>
 <span class="by">von <a href="//forum.example/~carla">carla (4321)</a></span>
 <span class="mehr">am Dienstag, 24. Juli 2012 um 13:02</span></div>
 <div class="text"><p>Unser Segelverein hat die Tafeln jedes Jahr abgetippt. Das hat jetzt ein Ende, und die Daten sind sogar genauer als im Heft.</p></div>
</div></li>
</ul></main></body></html>`

// TestMemberPagesNameNoAuthor: a link to a member's other page — under
// their address or on another site — is neither the comment's author,
// though the forum marks it as the user's, nor does the date in its
// tooltip date the comment: the header's shown date does.
func TestMemberPagesNameNoAuthor(t *testing.T) {
	res, err := Extract(memberPagesArticle, Options{URL: "https://forum.example/story/12/07/24/gezeiten"})
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ author, date string }{
		{"anna_k", "2012-07-24T11:35"},
		{"bernd", "2012-07-24T12:10"},
		{"carla", "2012-07-24T13:02"},
	}
	if res.Type != TypeArticleWithComments || len(res.Comments) != len(want) {
		t.Fatalf("type %s with %d comments, want AC with %d", res.Type, len(res.Comments), len(want))
	}
	for i, w := range want {
		if c := res.Comments[i]; c.Author != w.author || c.Date != w.date {
			t.Errorf("comment %d: author %q date %q (shown %q), want %q %q", i, c.Author, c.Date, c.DateText, w.author, w.date)
		}
	}
}
