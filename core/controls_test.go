package core

import (
	"strings"
	"testing"
)

// controlledThread is a Portuguese thread whose opening post alone (so
// nothing repeats from post to post) carries controls no class names: a link to the post's edit page ("Melhorar esta pergunta",
// /posts/N/edit, as Stack Exchange's "Improve this question"), an action
// bar of icon links and buttons, each with its count ("3", "12
// comentários", as Mastodon's and new Reddit's), and beside the author's
// name a flair ("Moderadora") in a header line with a collapse control
// and the score. A member's own link to a document's edit page on
// another site, and a paragraph that is a number, are what they wrote.
const controlledThread = `<!DOCTYPE html><html lang="pt"><head><title>Como podar uma oliveira jovem?</title></head><body>
<main><h1>Como podar uma oliveira jovem?</h1>
<div class="topico">
<div class="msg" id="m-101">
 <p class="linha"><a href="javascript:void(0)">[–]</a><a class="autor" href="/u/joana">joana</a> <span class="etiqueta">Moderadora</span> <span class="pontos">14 pontos</span> <time datetime="2024-03-02T10:00:00Z">há 2 anos</time> <a href="javascript:void(0)">(2 respostas)</a></p>
 <div class="corpo"><p>Plantei uma oliveira há dois anos e ela cresceu muito para cima. Devo podar já na primavera ou esperar que dê os primeiros frutos? Anotei tudo <a href="https://docs.example.com/document/d/8xk2/edit">neste documento</a>.</p></div>
 <div class="menu"><a href="/posts/101/edit">Melhorar esta pergunta</a></div>
 <div class="acoes"><a class="ic" href="/interact/101?type=reply"><i class="i-resp"></i></a><span class="n">3</span> <button type="button"><i class="i-part"></i></button><span class="n">12 comentários</span></div>
</div>
<div class="msg" id="m-102">
 <p class="linha"><a href="javascript:void(0)">[–]</a><a class="autor" href="/u/ruiolival">ruiolival</a> <span class="pontos">9 pontos</span> <time datetime="2024-03-02T11:30:00Z">há 2 anos</time></p>
 <div class="corpo"><p>Pode podar no fim do inverno, antes de rebentar. Deixe três ou quatro ramos principais abertos em vaso e corte o ramo central que sobe a direito.</p><p>4</p></div>
</div>
<div class="msg" id="m-103">
 <p class="linha"><a href="javascript:void(0)">[–]</a><a class="autor" href="/u/joana">joana</a> <span class="pontos">5 pontos</span> <time datetime="2024-03-03T08:15:00Z">há 2 anos</time></p>
 <div class="corpo"><p>Obrigada! Vou podar em fevereiro e deixar quatro ramos em vaso, como sugeriu.</p></div>
</div>
</div></main></body></html>`

// TestPostControlsAreNoPostText: a post's controls and what readers did
// with it are not what its author wrote, found by what they do (an edit
// link to the page's own site, a bar of controls and counts, the header
// line's flair beside its controls and score), in any language.
func TestPostControlsAreNoPostText(t *testing.T) {
	posts := discussionPosts(t, controlledThread, "https://jardim.example/q/101/como-podar", 3)
	for i, p := range posts {
		for _, s := range []string{p.Text, p.Markdown, p.HTML} {
			for _, w := range []string{"Melhorar esta", "comentários", "Moderadora", "respostas"} {
				if strings.Contains(s, w) {
					t.Errorf("post %d keeps %q: %q", i, w, s)
				}
			}
		}
		if strings.HasSuffix(strings.TrimSpace(p.Markdown), "3") || strings.HasSuffix(strings.TrimSpace(p.Markdown), "0") {
			t.Errorf("post %d keeps a count: %q", i, p.Markdown)
		}
	}
	if !strings.Contains(posts[0].Markdown, "[neste documento](https://docs.example.com/document/d/8xk2/edit)") {
		t.Errorf("the member's link to another site's edit page was lost: %q", posts[0].Markdown)
	}
	if !strings.HasSuffix(strings.TrimSpace(posts[1].Text), "a direito.\n\n4") {
		t.Errorf("the member's own paragraph \"4\" was lost: %q", posts[1].Text)
	}
	if posts[0].Author != "joana" || posts[1].Author != "ruiolival" {
		t.Errorf("authors %q, %q", posts[0].Author, posts[1].Author)
	}
}
