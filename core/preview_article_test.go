package core

import (
	"strings"
	"testing"
)

// previewArticle is a German news story whose photo caption is written
// twice, cut off after a line with a "mehr" button, then whole, and
// whose reader review under it comes first whole, then as its teaser
// ("…" and a short link). Its standfirst opens as the first paragraph
// does but is no preview (nothing says it is cut short), and a section's
// sentence over the steps it opens, with a "Mehr erfahren" button, is no
// preview either: it stops where a block of the steps stops. A teaser
// showing a picture its full text lacks stays with its picture.
const previewArticle = `<!DOCTYPE html><html lang="de"><head><title>Neue Fähre für die Insel</title></head><body>
<header><nav><a href="/">Start</a> <a href="/region">Region</a></nav></header>
<main><article><h1>Neue Fähre für die Insel</h1>
<p class="standfirst">Die neue Fähre zwischen Hafen und Insel fährt ab Montag im Stundentakt, auch am Wochenende.</p>
<p>Die neue Fähre zwischen Hafen und Insel fährt ab Montag im Stundentakt, auch am Wochenende und an Feiertagen. Die Reederei hat dafür zwei zusätzliche Besatzungen eingestellt und den Anleger im Hafen verlängert.</p>
<figure><img src="/bilder/faehre.jpg" alt="Die Fähre im Hafen"><figcaption><div class="cap-short">Die Fähre „Seestern“ beim ersten Anlegen im Hafen am Freitagmorgen, begleitet von Schaulustigen, die bei kaltem Wetter am Kai auf die Anku<button type="button">mehr</button></div><div class="cap-full">Die Fähre „Seestern“ beim ersten Anlegen im Hafen am Freitagmorgen, begleitet von Schaulustigen, die bei kaltem Wetter am Kai auf die Ankunft gewartet hatten. Foto: Hafenamt</div></figcaption></figure>
<p>Für Pendler gibt es eine Monatskarte, die auch im Bus auf der Insel gilt. Schüler fahren weiterhin kostenlos, wenn sie einen Ausweis der Schule vorzeigen.</p>
<div class="steps-intro"><div class="lead"><p>So buchen Sie Ihre Überfahrt in drei Schritten bequem online, ohne Wartezeit am Schalter im Hafen</p><a role="button" href="/buchen">Mehr erfahren</a></div>
<div class="steps"><p>So buchen Sie Ihre Überfahrt in drei Schritten bequem online, ohne Wartezeit am Schalter im Hafen</p><ol><li>Abfahrt wählen</li><li>Fahrzeug angeben</li><li>Bezahlen und Ticket speichern</li></ol></div></div>
<div class="reader-review"><div class="review-full"><p>Ich fahre seit zwanzig Jahren auf die Insel, und der Stundentakt ist das Beste, was den Pendlern passieren konnte. Endlich muss niemand mehr den halben Abend im Hafen warten.</p></div>
<div class="review-teaser"><p>Ich fahre seit zwanzig Jahren auf die Insel, und der Stundentakt ist das Beste, was den Pendlern passieren konnte. Endlich muss…</p> <a href="/leserbriefe/812">weiterlesen</a></div></div>
<div class="teaser-pair"><div class="teaser"><img src="/bilder/kapitaen.jpg" alt="Kapitänin Meyer auf der Brücke"><p>Kapitänin Meyer steuert die neue Fähre seit dem ersten Tag und kennt jede Untiefe zwischen Hafen und Insel, auch bei Nebel und…</p><a href="/portraet/meyer">mehr</a></div>
<div class="portrait"><p>Kapitänin Meyer steuert die neue Fähre seit dem ersten Tag und kennt jede Untiefe zwischen Hafen und Insel, auch bei Nebel und Sturm aus Nordwest.</p></div></div>
<p>Die Reederei rechnet im ersten Jahr mit rund einer halben Million Fahrgästen und will den Takt im Sommer bei Bedarf weiter verdichten.</p>
</article></main><footer><p>© Inselbote</p></footer></body></html>`

// TestArticlePreviewBesideItsFullText: in an article, a block cut short
// beside its full text (a caption clipped before a button, a reader's
// review followed by its teaser) is read once, in full; a standfirst, a
// section's lead sentence that open as the next block does, and a teaser
// with a picture of its own stay.
func TestArticlePreviewBesideItsFullText(t *testing.T) {
	res, err := Extract(previewArticle, Options{URL: "https://inselbote.example/2024/faehre"})
	if err != nil {
		t.Fatal(err)
	}
	text := res.Article.Text
	for _, tc := range []struct {
		once, whole string
	}{
		{"beim ersten Anlegen im Hafen", "auf die Ankunft gewartet hatten"},
		{"Ich fahre seit zwanzig Jahren", "den halben Abend im Hafen warten"},
	} {
		if n := strings.Count(text, tc.once); n != 1 || !strings.Contains(text, tc.whole) {
			t.Errorf("%q %d times (want once, in full: %q):\n%s", tc.once, n, tc.whole, text)
		}
	}
	if !strings.Contains(res.Article.Markdown, "kapitaen.jpg") {
		t.Errorf("the teaser's own picture left the article:\n%s", res.Article.Markdown)
	}
	for _, s := range []string{"Die neue Fähre zwischen Hafen und Insel", "So buchen Sie Ihre Überfahrt", "Kapitänin Meyer steuert"} {
		if n := strings.Count(text, s); n != 2 {
			t.Errorf("%q %d times, want the two blocks that say it (neither a preview):\n%s", s, n, text)
		}
	}
}
