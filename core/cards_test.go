package core

import (
	"strings"
	"testing"
)

// cardsThread is a Dutch thread in XenForo's shape: one post holds a link
// card the forum unfurled from a pasted link (picture, title link,
// description, a line that is only the host) and the placeholder it shows
// guests for an attached picture ("Bijlage bekijken 441678"); another a
// Discourse onebox (a header linking the host, the title in a heading, a
// description); the last names a site in a paragraph of its own beside a
// link to it, which is what the member wrote.
const cardsThread = `<!DOCTYPE html><html lang="nl"><head><title>Welke fietstas voor woon-werkverkeer?</title></head><body>
<main><h1>Welke fietstas voor woon-werkverkeer?</h1>
<div class="berichten">
<article class="bericht" id="post-1"><div class="kop"><a class="gebruiker" href="/leden/fietsfreek.3/">fietsfreek</a> <time datetime="2024-02-10T08:00:00+01:00">10 feb 2024</time></div>
 <div class="tekst">Ik fiets elke dag twintig kilometer naar mijn werk en zoek een waterdichte tas voor een laptop. Wat gebruiken jullie?</div></article>
<article class="bericht" id="post-2"><div class="kop"><a class="gebruiker" href="/leden/regenrijder.8/">regenrijder</a> <time datetime="2024-02-10T09:30:00+01:00">10 feb 2024</time></div>
 <div class="tekst">Ik heb deze al drie winters en er is nog nooit een druppel in gekomen:<br>
 <div class="bbCodeBlock bbCodeBlock--unfurl" data-url="https://www.tassen.example/urban-pro"><div class="contentRow">
  <div class="contentRow-figure"><img src="https://forum.example/proxy.php?image=tas.jpg" alt="www.tassen.example"></div>
  <div class="contentRow-main"><h3 class="contentRow-header"><a href="https://www.tassen.example/urban-pro">Urban Pro fietstas 20 liter</a></h3>
  <div class="contentRow-snippet">De Urban Pro is volledig waterdicht, heeft een gevoerd laptopvak en klikt in twee seconden op elke bagagedrager.</div>
  <div class="contentRow-minor"><img src="https://forum.example/proxy.php?image=favicon.ico" alt="">www.tassen.example</div></div>
 </div></div><br>
 Zo zit hij op mijn fiets:<br>
 <a href="https://forum.example/attachments/441678/" target="_blank">Bijlage bekijken 441678</a></div></article>
<article class="bericht" id="post-3"><div class="kop"><a class="gebruiker" href="/leden/trapper.12/">trapper</a> <time datetime="2024-02-11T12:00:00+01:00">11 feb 2024</time></div>
 <div class="tekst"><p>Kijk ook eens naar de test van de fietsersbond:</p>
 <aside class="onebox"><header class="source"><a href="https://fietsersbond.example/test-tassen">fietsersbond.example</a></header>
 <article class="onebox-body"><h3><a href="https://fietsersbond.example/test-tassen">Test: twaalf fietstassen in de regen</a></h3><p>We hebben twaalf tassen een uur onder de douche gehangen en daarna gewogen.</p></article></aside>
 <p>Ik koop zelf meestal via</p><p>fietsonderdelen.example</p><p>maar de <a href="https://fietsonderdelen.example/tassen">tassen daar</a> zijn duur.</p></div></article>
</div></main></body></html>`

// TestLinkCardsAndAttachmentPlaceholders: a forum's preview of a pasted
// link is kept as the member's link, its title, without the linked site's
// description and host line; a placeholder for a hidden attachment is
// left out; a member's paragraph naming a site stays.
func TestLinkCardsAndAttachmentPlaceholders(t *testing.T) {
	posts := discussionPosts(t, cardsThread, "https://forum.example/threads/fietstas.9/", 3)
	for _, c := range []struct {
		post       int
		keep, lose []string
	}{
		{1, []string{"[Urban Pro fietstas 20 liter](https://www.tassen.example/urban-pro)", "Zo zit hij op mijn fiets"},
			[]string{"volledig waterdicht", "www.tassen.example\n", "Bijlage bekijken", "441678", "###"}},
		{2, []string{"[Test: twaalf fietstassen in de regen](https://fietsersbond.example/test-tassen)", "fietsonderdelen.example", "[tassen daar]"},
			[]string{"onder de douche", "[fietsersbond.example]", "###"}},
	} {
		md := posts[c.post].Markdown + "\n"
		for _, k := range c.keep {
			if !strings.Contains(md, k) {
				t.Errorf("post %d lost %q: %q", c.post, k, md)
			}
		}
		for _, l := range c.lose {
			if strings.Contains(md, l) || strings.Contains(posts[c.post].Text, strings.TrimSpace(l)) {
				t.Errorf("post %d keeps %q: %q", c.post, l, md)
			}
		}
	}
}
