package core

import (
	"strings"
	"testing"
)

// yearlessArticle is a German news article whose reader comments show
// their date without a year ("24. Juli um 11:35"), in an element the
// template names as the date; the story's own date is declared in the
// head (article:published_time) where PUBLISHED stands.
const yearlessArticle = `<!DOCTYPE html><html lang="de"><head><title>Hafenbehörde gibt ihre Gezeitentafeln frei</title>PUBLISHED</head><body>
<main><article><h1>Hafenbehörde gibt ihre Gezeitentafeln frei</h1>
<p>Die Hafenbehörde einer kleinen Stadt an der Flussmündung hat zwanzig Jahre Gezeitenvorhersagen und die harmonischen Konstanten, aus denen sie berechnet werden, unter einer offenen Lizenz veröffentlicht. Bisher wurden die Tafeln als gedrucktes Heft und als PDF verkauft.</p>
<p>Segelvereine und Fischer hatten seit Jahren darum gebeten. Die Behörde erwartet, dass Apps und Webseiten die Daten nun direkt übernehmen, statt die Tafeln abzuschreiben.</p>
</article>
<section id="kommentare"><h2>Kommentare</h2><ol class="comment-list">
<li class="comment"><div class="comment-meta"><a class="comment-author" href="/nutzer/anna_k">anna_k</a> <span class="comment-date">24. Juli um 11:35</span></div>
 <div class="comment-text"><p>Endlich kann ich die Gezeiten selbst ausrechnen, ohne jedes Jahr das Heft zu kaufen. Die Konstanten sind das eigentlich Wertvolle daran.</p></div></li>
<li class="comment"><div class="comment-meta"><a class="comment-author" href="/nutzer/bernd">bernd</a> <span class="comment-date">Mittwoch, 25. Juli um 08:02</span></div>
 <div class="comment-text"><p>Die harmonischen Konstanten reichen für die meisten Häfen, nur bei starkem Wind weicht der echte Wasserstand deutlich ab.</p></div></li>
<li class="comment"><div class="comment-meta"><a class="comment-author" href="/nutzer/carla">carla</a> <span class="comment-date">3. Januar um 19:20</span></div>
 <div class="comment-text"><p>Unser Segelverein hat die Tafeln jedes Jahr abgetippt. Das hat jetzt ein Ende, und die Daten sind sogar genauer als im Heft.</p></div></li>
</ol></section></main></body></html>`

// TestYearlessCommentDates: a comment's date shown without a year takes
// the year from the story's date (on or after it, within a year: January
// is the next year's); the date as shown is kept beside it. Without a
// page date no ISO date is invented: the date stays as shown.
func TestYearlessCommentDates(t *testing.T) {
	shown := []string{"24. Juli um 11:35", "Mittwoch, 25. Juli um 08:02", "3. Januar um 19:20"}
	for _, c := range []struct {
		head string
		want []string
	}{
		{`<meta property="article:published_time" content="2012-07-20T09:00:00+02:00">`, []string{"2012-07-24T11:35", "2012-07-25T08:02", "2013-01-03T19:20"}},
		{"", shown},
	} {
		res, err := Extract(strings.Replace(yearlessArticle, "PUBLISHED", c.head, 1), Options{URL: "https://zeitung.example/2012/gezeiten"})
		if err != nil {
			t.Fatal(err)
		}
		if res.Type != TypeArticleWithComments || len(res.Comments) != len(c.want) {
			t.Fatalf("head %q: type %s with %d comments, want AC with %d", c.head, res.Type, len(res.Comments), len(c.want))
		}
		for i, w := range c.want {
			if cm := res.Comments[i]; cm.Date != w || cm.DateText != shown[i] {
				t.Errorf("head %q: comment %d dated %q shown %q, want %q shown %q", c.head, i, cm.Date, cm.DateText, w, shown[i])
			}
		}
	}
}
