package core

import (
	"fmt"
	"strings"
	"testing"
)

// asciidocReport is a progress report as AsciiDoc renders it: one
// div.sect1 per h2, the second a list of links to patches after two
// paragraphs (more link text than a prose sibling may hold). French
// text: the rule reads markup, not words.
func asciidocReport() string {
	var b strings.Builder
	b.WriteString(`<html><head><title>Rapport d'avancement n° 12</title></head><body><nav><a href="/">Accueil</a> <a href="/blog">Blog</a></nav>`)
	b.WriteString(`<article><h1>Rapport d'avancement n° 12</h1><div class="content">`)
	b.WriteString(`<div class="sect1"><h2>De quoi s'agit-il ?</h2><div class="sectionbody">` +
		`<p>Ce projet est un générateur de code pour le compilateur, qui peut être chargé par le frontal existant et profite ainsi de plus d'architectures.</p>` +
		`<p>Ce mois-ci, le travail a porté sur la compilation croisée et sur la correction de nombreux tests qui échouaient encore sur les cibles rares.</p>` +
		`<p>Les prochains mois seront consacrés au débogage, afin que les programmes se compilent enfin correctement sur ces nouvelles plateformes.</p></div></div>`)
	b.WriteString(`<div class="sect1"><h2>État des correctifs</h2><div class="sectionbody">` +
		`<p>Du côté du compilateur, les derniers mois ont été riches : plusieurs correctifs ont été envoyés pour relecture, et certains sont déjà intégrés.</p>` +
		`<p>J'ai envoyé tous ceux qui étaient prêts, dans l'espoir d'être aussi proche que possible de la version officielle pour la prochaine sortie. Voici les correctifs envoyés :</p><ul>`)
	for i := 1; i <= 6; i++ {
		fmt.Fprintf(&b, `<li><a href="https://example.org/patch/%d">libjit : correctif numéro %d pour les types flottants</a></li>`, i, i)
	}
	b.WriteString(`</ul><p>Certains de ces correctifs ont déjà été fusionnés en amont, les autres attendent encore une relecture attentive.</p></div></div></div></article><footer><a href="/mentions">Mentions légales</a></footer></body></html>`)
	return b.String()
}

// A section of the same document (same element and class, opened by a
// heading of the same level) continues the story, though its list of
// patches is all links.
func TestDocumentSectionsOfLinksStay(t *testing.T) {
	res, err := Extract(asciidocReport(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"De quoi s'agit-il", "État des correctifs", "correctif numéro 6"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q:\n%s", want, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, "Mentions légales") {
		t.Errorf("the footer came along:\n%s", res.Article.Text)
	}
}
