package core

import (
	"strings"
	"testing"
)

// previewThread is a French Q&A page in the shape of a site that cuts
// long answers short: each answer's beginning, clipped, with a
// "Afficher la suite" button, then the whole answer in a box the
// stylesheet hides until the click (the class says so, no style
// attribute); the third answer is written the other way round (full
// text, then its preview closed by "… (plus)"); the fourth twice whole,
// once for small screens; the fifth cut off with its "Lire plus" control
// between the preview and the full text. The last answer quotes the opening of the
// first one, cut short with an ellipsis: a quote, kept.
const previewThread = `<!DOCTYPE html><html lang="fr"><head><title>Faut-il tailler les rosiers en automne ?</title></head><body>
<main><h1>Faut-il tailler les rosiers en automne ?</h1><div class="answers">
<div class="answer" id="a1" itemscope itemtype="https://schema.org/Answer"><div class="author"><a class="user" href="/profil/jardiniere">Jardinière</a> <time datetime="2024-10-02T09:00:00+02:00">2 oct. 2024</time></div>
 <div class="content"><div class="clip" style="max-height:120px;overflow:hidden"><p>Non, la taille principale se fait à la fin de l'hiver, quand les bourgeons commencent à gonfler. En automne on se contente de retirer les fleurs fanées et le bois mort, sans raccourcir les tiges, pour ne pas relancer une pousse que le gel abî</p><div class="fade"><button type="button">Afficher la suite</button></div></div>
 <div class="full is-hidden"><p>Non, la taille principale se fait à la fin de l'hiver, quand les bourgeons commencent à gonfler. En automne on se contente de retirer les fleurs fanées et le bois mort, sans raccourcir les tiges, pour ne pas relancer une pousse que le gel abîmerait.</p><p>Dans les régions douces on peut avancer la taille à février, jamais avant.</p></div></div></div>
<div class="answer" id="a2" itemscope itemtype="https://schema.org/Answer"><div class="author"><a class="user" href="/profil/rosieriste">Rosiériste</a> <time datetime="2024-10-02T11:20:00+02:00">2 oct. 2024</time></div>
 <div class="content"><div class="full"><p>Pour les rosiers remontants, une légère taille de nettoyage en novembre aide à limiter les maladies : on coupe les rameaux abîmés et on ramasse les feuilles tachées au pied.</p><p>Le vrai travail attend mars.</p></div>
 <div class="teaser"><p>Pour les rosiers remontants, une légère taille de nettoyage en novembre aide à limiter les maladies : on coupe les rameaux… <a href="/reponse/2">(plus)</a></p></div></div></div>
<div class="answer" id="a3" itemscope itemtype="https://schema.org/Answer"><div class="author"><a class="user" href="/profil/paysagiste">Paysagiste</a> <time datetime="2024-10-03T08:05:00+02:00">3 oct. 2024</time></div>
 <div class="content"><div class="mobile"><p>Un paillage épais au pied protège bien mieux du froid qu'une taille précoce, surtout pour les jeunes plants installés cette année.</p></div>
 <div class="desktop"><p>Un paillage épais au pied protège bien mieux du froid qu'une taille précoce, surtout pour les jeunes plants installés cette année.</p></div></div></div>
<div class="answer" id="a5" itemscope itemtype="https://schema.org/Answer"><div class="author"><a class="user" href="/profil/pepinieriste">Pépiniériste</a> <time datetime="2024-10-03T17:30:00+02:00">3 oct. 2024</time></div>
 <div class="content"><div class="excerpt"><p>Tout dépend de la variété : les rosiers grimpants non remontants fleurissent sur le bois de l'année précédente, et une taille d'automne supprime les fleurs du printemps suiv</p></div><span role="button" tabindex="0">Lire plus</span>
 <div class="whole"><p>Tout dépend de la variété : les rosiers grimpants non remontants fleurissent sur le bois de l'année précédente, et une taille d'automne supprime les fleurs du printemps suivant. Ceux-là se taillent juste après la floraison.</p></div></div></div>
<div class="answer" id="a4" itemscope itemtype="https://schema.org/Answer"><div class="author"><a class="user" href="/profil/novice">Novice</a> <time datetime="2024-10-04T19:40:00+02:00">4 oct. 2024</time></div>
 <div class="content"><blockquote><p>Jardinière a écrit :</p><p>Non, la taille principale se fait à la fin de l'hiver, quand les bourgeons commencent à gonfler. En automne on se contente de retirer les fleurs fanées…</p></blockquote>
 <p>Merci, je range donc le sécateur jusqu'en février et je m'occupe du paillage.</p></div></div>
</div></main></body></html>`

// TestPostSaidOnceInFull: a post written as a cut-off preview beside its
// full text is shown once, in full, whichever comes first (the preview
// told by its clip and its button, or by its ellipsis and the short link
// closing it, not by the words of either), and a post written twice
// whole for two screen sizes once; a quote of an earlier post, which
// repeats that post's opening cut short, stays in the post that quotes
// it, and so does the post it quotes.
func TestPostSaidOnceInFull(t *testing.T) {
	posts := discussionPosts(t, previewThread, "https://questions.example/q/812", 5)
	for i, tc := range []struct{ once, whole string }{
		{"la taille principale se fait", "que le gel abîmerait."},
		{"une légère taille de nettoyage", "Le vrai travail attend mars."},
		{"Un paillage épais au pied", "installés cette année."},
		{"Tout dépend de la variété", "juste après la floraison."},
	} {
		p := posts[i]
		for name, s := range map[string]string{"text": p.Text, "markdown": p.Markdown, "html": p.HTML} {
			if n := strings.Count(s, tc.once); n != 1 {
				t.Errorf("post %d (%s): %q %d times, want once: %q", i+1, name, tc.once, n, s)
			}
			if !strings.Contains(s, tc.whole) {
				t.Errorf("post %d (%s): lost the full text's %q: %q", i+1, name, tc.whole, s)
			}
		}
	}
	if q := quoteOf(posts[4].HTML); !strings.Contains(q, "la taille principale se fait") || !strings.Contains(posts[4].HTML, "je range donc le sécateur") {
		t.Errorf("the quote of the first answer left the post quoting it: %s", posts[4].HTML)
	}
}
