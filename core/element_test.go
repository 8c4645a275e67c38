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
