package core

import (
	"strings"
	"testing"
)

// A guide in an <article> element: its opening lines (too short to pass
// as prose siblings) and a one-line paragraph that is mostly a link sit
// between the blocks expansion joins; the element is the composition, so
// they are the guide's too. A German page: the rule reads no words.
func TestArticleElementIsTakenWholeWhenTheJoinedBlocksAreMostOfIt(t *testing.T) {
	step := func(s string) string { return "<li><p>" + strings.Repeat(s+" ", 4) + "</p><pre>go run .</pre></li>" }
	page := `<html><head><title>Anleitung: Erste Schritte</title></head><body>
<nav><a href="/">Start</a> <a href="/doc">Dokumentation</a> <a href="/blog">Blog</a></nav>
<main><article>
<h1>Anleitung: Erste Schritte</h1>
<p>In dieser Anleitung lernen Sie die Grundlagen kennen.</p>
<ul><li>Go installieren.</li><li>Code schreiben.</li><li>Code ausführen.</li></ul>
<h2>Voraussetzungen</h2>
<ul><li>` + strings.Repeat("Etwas Erfahrung mit dem Programmieren hilft beim Lesen der Beispiele. ", 2) + `</li><li>` + strings.Repeat("Ein Texteditor Ihrer Wahl genügt für alle Schritte dieser Anleitung. ", 2) + `</li></ul>
<h2>Go installieren</h2>
<p>Folgen Sie den <a href="/doc/install">Schritten zur Installation</a>.</p>
<h2>Code schreiben</h2>
<p>` + strings.Repeat("Öffnen Sie eine Eingabeaufforderung und wechseln Sie in Ihr Verzeichnis. ", 2) + `</p>
<ol>` + step("Legen Sie ein Verzeichnis für den Code an und wechseln Sie hinein.") + step("Aktivieren Sie die Verfolgung der Abhängigkeiten mit einer go.mod-Datei.") + step("Schreiben Sie den Code in eine Datei und speichern Sie sie.") + step("Führen Sie den Code aus und sehen Sie sich die Ausgabe an.") + `</ol>
<p>` + strings.Repeat("Damit haben Sie Ihr erstes Programm geschrieben und ausgeführt. ", 3) + `</p>
</article></main>
<footer><a href="/impressum">Impressum</a> <a href="/datenschutz">Datenschutz</a></footer>
</body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"In dieser Anleitung lernen Sie", "Code ausführen.", "Folgen Sie den Schritten zur Installation.", "Führen Sie den Code aus"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q:\n%s", want, res.Article.Text)
		}
	}
	if strings.Contains(res.Article.Text, "Impressum") {
		t.Errorf("article holds the footer")
	}
}

// A block named "header" that holds the page's headline and the opening
// paragraphs under it, before the story's sections, is the story's head
// (MDN's "layout__header"); a French page: the rule reads no words.
func TestTitledLeadJoinsWhateverItsClassSays(t *testing.T) {
	section := func(h, s string) string {
		return `<section><h2>` + h + `</h2><p>` + strings.Repeat(s+" ", 5) + `</p></section>`
	}
	page := `<html><head><title>Concepts de base des boîtes flexibles</title></head><body>
<header class="site"><nav><a href="/">Accueil</a> <a href="/docs">Docs</a></nav></header>
<main><div class="layout__header"><h1>Concepts de base des boîtes flexibles</h1>
<section><p>Le module des boîtes flexibles est un modèle de disposition à une dimension, pour répartir l'espace.</p></section></div>
<div class="layout__body">` +
		section("Les deux axes", "Les boîtes flexibles ont deux axes, l'axe principal et l'axe secondaire.") +
		section("Le conteneur", "Un conteneur flexible est une zone du document disposée avec ce modèle.") +
		section("Le retour à la ligne", "Les éléments passent à la ligne quand il ne reste plus de place sur la ligne.") +
		`</div><aside><h2>Dans cet article</h2><a href="#axes">Les deux axes</a> <a href="#conteneur">Le conteneur</a></aside></main></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Le module des boîtes flexibles est un modèle", "Les boîtes flexibles ont deux axes"} {
		if !strings.Contains(res.Article.Text, want) {
			t.Errorf("article lacks %q:\n%s", want, res.Article.Text)
		}
	}
}
