package core

import (
	"fmt"
	"strings"
	"testing"
)

// launches is a day's list of launched products, the way a launch site
// shows them: the name (a link), a tagline and a row of topic links, no
// prose.
func launches(names, taglines []string, topics [3]string) string {
	var b strings.Builder
	for i, name := range names {
		fmt.Fprintf(&b, `<section class="item"><img src="/l/%d.png" alt="%s"><div><span><a href="/products/%d">%s</a></span> <span>%s</span><div><a href="/topics/a">%s</a><span>•</span><a href="/topics/b">%s</a><span>•</span><a href="/topics/c">%s</a></div></div><button type="button">%d</button></section>`,
			i, name, i, name, taglines[i], topics[0], topics[1], topics[2], 10+i)
	}
	return b.String()
}

// A page whose article SD found is itself a list of items (a launch site's
// products of the day, in Italian here) keeps every item: rendered as a
// story, the items with their rows of topic links fell to the link-list
// rule one by one, and only the items without topics were left.
func TestArticleThatIsAListKeepsItsItems(t *testing.T) {
	names := []string{"Spazzamusica", "Mercato Vibe", "Cane da revisione", "Mimica", "Borsa degli attrezzi"}
	taglines := []string{"Riordina la tua musica", "Vendi quello che pubblichi",
		"Revisioni del codice in ordine", "Anteprime di chat in un attimo", "Strumenti di IA per aziende"}
	page := `<html lang="it"><head><title>Prodotti del giorno</title></head><body>` + listingMenu +
		`<div class="feed"><h1>I migliori prodotti lanciati oggi</h1><div>Per le prime quattro ore nascondiamo i voti. <a href="/storie/spam">Leggi</a></div>` +
		launches(names, taglines, [3]string{"Musica", "Codice", "IA"}) +
		`</div><footer><p>© Lanci Srl. Tutti i diritti riservati.</p></footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range append(names, taglines...) {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q: %q", want, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, "diritti riservati") {
		t.Errorf("the list took the page's footer: %q", res.Article.Text)
	}
}
