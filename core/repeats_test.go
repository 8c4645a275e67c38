package core

import (
	"fmt"
	"strings"
	"testing"
)

// A feed's cards (in French here) each carry a link covering the card,
// named by the card's headline (aria-labelledby) and holding its text
// again, and an author's hover card: a popup its trigger
// (aria-haspopup, aria-expanded="false") names by aria-controls, holding
// the author's name again. Each headline reads once, no name twice.
func TestCardRepeatsReadOnce(t *testing.T) {
	titles := []string{"Les femmes qui m'ont aidée à grandir", "Pourquoi j'ai remplacé la pensée libre",
		"Quand votre agent se répare tout seul", "Trois mots qui valent un milliard", "Le coût caché de la vitesse",
		"Un an de code sans framework"}
	authors := []string{"Camille Durand", "Hugo Martin", "Léa Bernard", "Louis Petit", "Chloé Moreau", "Jules Laurent"}
	var b strings.Builder
	for i, title := range titles {
		fmt.Fprintf(&b, `<div class="story"><a href="/articles/%d" aria-labelledby="lien-%d" class="lien-cache">%s</a>`+
			`<div class="haut"><a href="/auteurs/%d" class="petit:cache">%s</a><div class="carte cache grand:bloc">`+
			`<button aria-controls="carte-%d" aria-haspopup="true" aria-expanded="false">%s</button>`+
			`<div id="carte-%d" class="menu-deroulant"><a href="/auteurs/%d"><span>%s</span></a><p>Développeuse à Lyon.</p></div></div>`+
			`<time datetime="2026-03-0%dT10:00:00Z">%d mars</time></div>`+
			`<h2><a href="/articles/%d" id="lien-%d">%s</a></h2><div><a href="/tags/ia">#ia</a> <a href="/tags/web">#web</a></div>`+
			`<p>%d réactions · %d min de lecture</p></div>`,
			i, i, title, i, authors[i], i, authors[i], i, i, authors[i], i+1, i+1, i, i, title, 10+i, 3+i)
	}
	page := `<html lang="fr"><head><title>Communauté des développeurs</title></head><body>` +
		`<header><nav><a href="/">Accueil</a> <a href="/podcasts">Podcasts</a> <a href="/videos">Vidéos</a></nav></header>` +
		`<main><h1>Articles récents</h1><div class="fil">` + b.String() + `</div></main>` +
		`<footer><p>© Communauté. Tous droits réservés.</p></footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	text := res.Article.Text
	for i, title := range titles {
		if n := strings.Count(text, title); n != 1 {
			t.Errorf("headline %q read %d times: %q", title, n, text)
		}
		if n := strings.Count(text, authors[i]); n > 1 {
			t.Errorf("author %q read %d times: %q", authors[i], n, text)
		}
	}
	if strings.Contains(text, "Développeuse à Lyon") {
		t.Errorf("the closed hover card is read: %q", text)
	}
}

// A feed (in Portuguese here) sets its featured story above the container
// of the others, named as one of its items (cartao cartao--destaque);
// every card is links, so the listing stage chooses the list: it reads
// the featured story first, with the others.
func TestListingLeadItemRead(t *testing.T) {
	titles := []string{"Como organizar o seu primeiro projeto de código aberto", "Dez anos a escrever testes: o que aprendi",
		"Porque trocámos o nosso servidor por funções", "O custo escondido das dependências", "Um editor de texto em cem linhas",
		"Bases de dados sem medo para principiantes", "A arte de rever código com gentileza", "Acessibilidade não é um extra"}
	card := func(i int, class string) string {
		return fmt.Sprintf(`<div class="%s"><h2><a href="/artigos/%d">%s</a></h2><p><a href="/autores/%d">Autor %d · %d min de leitura · #web #ia #programação</a></p>`+
			`<div><a href="/etiquetas/web">#web</a> <a href="/etiquetas/ia">#ia</a></div></div>`, class, i, titles[i], i, i, 3+i)
	}
	var b strings.Builder
	for i := 1; i < len(titles); i++ {
		b.WriteString(card(i, "cartao"))
	}
	page := `<html lang="pt"><head><title>Comunidade de programadores</title></head><body>` +
		`<header><nav><a href="/">Início</a> <a href="/podcasts">Podcasts</a> <a href="/videos">Vídeos</a></nav></header>` +
		`<div class="pagina"><div class="fil">` + card(0, "cartao cartao--destaque") + `<div class="lista">` + b.String() + `</div></div></div>` +
		`<footer><p>© Comunidade de programadores, feita com carinho por voluntários de todo o mundo. Todos os direitos reservados.</p></footer></body></html>`
	res, err := Extract(page, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, title := range titles {
		if !strings.Contains(res.Article.Text, title) {
			t.Errorf("article lacks %q: %q", title, res.Article.Text)
		}
	}
}
