package core

import (
	"strings"
	"testing"
)

// editedThread is a German thread in which two posts say they were edited
// in two shapes (the forum's classed line with a <time> after the body:
// "Zuletzt bearbeitet von …"; Invision's "Bearbeitet <time> von …" with
// the member's reason for the edit on a line under it), no two alike, so
// nothing repeats; the second post ends with a short paragraph of its own
// that names a date and a time, and the last quotes it, date line and all.
const editedThread = `<!DOCTYPE html><html lang="de"><head><title>Welcher Dünger für Tomaten im Kübel?</title></head><body>
<main><h1>Welcher Dünger für Tomaten im Kübel?</h1>
<div class="thread">
<article class="post" id="post-1">
 <div class="post-head"><a class="user" href="/mitglieder/gartenguste.3/">gartenguste</a> <time datetime="2024-05-12T08:10:00+02:00">12. Mai 2024</time></div>
 <div class="post-text"><p>Meine Tomaten stehen dieses Jahr in Kübeln auf dem Balkon. Welchen Dünger nehmt ihr, und wie oft düngt ihr im Sommer?</p></div>
 <div class="post-edited">Zuletzt bearbeitet von <a href="/mitglieder/gartenguste.3/">gartenguste</a>: <time datetime="2024-05-12T09:02:00+02:00">12. Mai 2024 um 9:02</time></div>
</article>
<article class="post" id="post-2">
 <div class="post-head"><a class="user" href="/mitglieder/tomatentom.8/">tomatentom</a> <time datetime="2024-05-12T10:45:00+02:00">12. Mai 2024</time></div>
 <div class="post-text"><p>Flüssiger Tomatendünger einmal pro Woche reicht völlig, dazu etwas Hornspäne beim Einpflanzen.</p>
 <p>Treffen am 18. Mai 2024 um 10:30 an der Gärtnerei?</p></div>
</article>
<article class="post" id="post-2b">
 <div class="post-head"><a class="user" href="/mitglieder/kompost_kurt.6/">kompost_kurt</a> <time datetime="2024-05-12T12:30:00+02:00">12. Mai 2024</time></div>
 <div class="post-text"><p>Ich nehme verdünnten Brennnesseljauche, einmal pro Woche ab der ersten Blüte.</p>
 <p class="post-edited-line"><i class="icon"></i> <strong>Bearbeitet <time datetime="2024-05-12T12:41:00+02:00">12. Mai 2024</time> von kompost_kurt</strong><br>Tippfehler bei der Jauche korrigiert, Entschuldigung.</p></div>
</article>
<article class="post" id="post-3">
 <div class="post-head"><a class="user" href="/mitglieder/balkonbert.12/">balkonbert</a> <time datetime="2024-05-13T19:20:00+02:00">13. Mai 2024</time></div>
 <div class="post-text"><blockquote class="quote"><div class="quote-source">tomatentom, 12. Mai 2024 um 10:45</div><p>Flüssiger Tomatendünger einmal pro Woche reicht völlig.</p></blockquote>
 <p>Bei mir genauso, nur im Hochsommer alle fünf Tage, weil die Kübel schnell austrocknen.</p></div>
</article>
</div></main></body></html>`

// TestEditNoticeIsNoPostText: the forum's edit notice under a post is not
// what the member wrote, though it is the only one in the thread; a
// member's own line with a date, and a quote's source line, stay.
func TestEditNoticeIsNoPostText(t *testing.T) {
	posts := discussionPosts(t, editedThread, "https://forum.example/threads/duenger.77/", 4)
	for i, p := range posts {
		for _, s := range []string{p.Text, p.Markdown} {
			if strings.Contains(s, "Zuletzt bearbeitet") || strings.Contains(s, "Bearbeitet") {
				t.Errorf("post %d keeps the edit notice: %q", i, s)
			}
		}
	}
	keep := []struct {
		post int
		text string
	}{
		{0, "wie oft düngt ihr im Sommer?"},
		{1, "Treffen am 18. Mai 2024 um 10:30 an der Gärtnerei?"},
		{2, "ab der ersten Blüte."},
		{2, "Tippfehler bei der Jauche korrigiert, Entschuldigung."},
		{3, "tomatentom, 12. Mai 2024 um 10:45"},
		{3, "alle fünf Tage"},
	}
	for _, k := range keep {
		if p := posts[k.post]; !strings.Contains(p.Text, k.text) || !strings.Contains(p.Markdown, k.text) {
			t.Errorf("post %d lost %q: text %q markdown %q", k.post, k.text, p.Text, p.Markdown)
		}
	}
	if posts[0].Author != "gartenguste" || posts[0].Date != "2024-05-12T08:10:00+02:00" {
		t.Errorf("first post by %q on %q, want gartenguste on its own date", posts[0].Author, posts[0].Date)
	}
}

// controlsThread is a French thread whose posts carry the forum's controls
// as a script works them: a quote's "Cliquez pour agrandir…" (role=button),
// "Citer" and "Répondre" links to "#" or "javascript:" (under one post
// only: nothing repeats), none of them marked by a class; a member's own link to another post of the thread
// ("#post-2") is what the member wrote.
const controlsThread = `<!DOCTYPE html><html lang="fr"><head><title>Quel bois pour une table de jardin ?</title></head><body>
<main><h1>Quel bois pour une table de jardin ?</h1>
<div class="thread">
<article class="post" id="post-1">
 <div class="post-head"><a class="user" href="/membres/menuisier_marc.4/">menuisier_marc</a> <time datetime="2024-04-02T18:00:00+02:00">2 avril 2024</time></div>
 <div class="post-text">Je veux construire une table de jardin qui reste dehors toute l'année. Quel bois résiste le mieux à la pluie sans traitement ?</div>
</article>
<article class="post" id="post-2">
 <div class="post-head"><a class="user" href="/membres/chene_clara.9/">chene_clara</a> <time datetime="2024-04-02T19:30:00+02:00">2 avril 2024</time></div>
 <div class="post-text"><blockquote><div>menuisier_marc a dit :</div><div>Quel bois résiste le mieux à la pluie sans traitement ?</div><div><a role="button" tabindex="0">Cliquez pour agrandir…</a></div></blockquote>
 Le robinier, sans hésiter : il dure plus de vingt ans dehors, comme le chêne mais pour moins cher.</div>
 <div class="post-actions"><a href="#" data-act="q2">Citer</a> <a href="javascript:void(0)">Répondre</a></div>
</article>
<article class="post" id="post-3">
 <div class="post-head"><a class="user" href="/membres/menuisier_marc.4/">menuisier_marc</a> <time datetime="2024-04-03T08:15:00+02:00">3 avril 2024</time></div>
 <div class="post-text">Merci ! Je pars sur le robinier, comme dans <a href="#post-2">la réponse de Clara</a>.</div>
</article>
</div></main></body></html>`

// TestControlsAreNoPostText: a control is no post text by what it does
// (a button's role, a link that leads nowhere), whatever its label's
// language; a link to another post stays.
func TestControlsAreNoPostText(t *testing.T) {
	posts := discussionPosts(t, controlsThread, "https://forum.example/sujets/table.12/", 3)
	for i, p := range posts {
		for _, s := range []string{p.Text, p.Markdown} {
			for _, control := range []string{"Citer", "Répondre", "Cliquez pour agrandir"} {
				if strings.Contains(s, control) {
					t.Errorf("post %d keeps the control %q: %q", i, control, s)
				}
			}
		}
	}
	for i, want := range []string{"sans traitement ?", "menuisier_marc a dit :", "la réponse de Clara"} {
		if !strings.Contains(posts[i].Text, want) {
			t.Errorf("post %d lost %q: %q", i, want, posts[i].Text)
		}
	}
}

// signedThread is an Italian thread in which one member, the only one to
// have set a signature, posts once: the template declares the line a
// signature by its class; nothing repeats it.
const signedThread = `<!DOCTYPE html><html lang="it"><head><title>Quando potare gli olivi?</title></head><body>
<main><h1>Quando potare gli olivi?</h1>
<div class="thread">
<article class="post" id="post-1">
 <div class="post-head"><a class="user" href="/utenti/oliva_olga.2/">oliva_olga</a> <time datetime="2024-02-20T09:00:00+01:00">20 febbraio 2024</time></div>
 <div class="post-text">Ho tre olivi giovani in giardino. Quando conviene potarli, a fine inverno o dopo la raccolta?</div>
</article>
<article class="post" id="post-2">
 <div class="post-head"><a class="user" href="/utenti/potatore_piero.5/">potatore_piero</a> <time datetime="2024-02-20T11:40:00+01:00">20 febbraio 2024</time></div>
 <div class="post-text">A fine inverno, quando non gela più: di solito tra febbraio e marzo. Togli i rami che crescono verso l'interno.</div>
 <div class="post-signature">Pota poco, pota spesso. Uliveto di famiglia dal 1962.</div>
</article>
<article class="post" id="post-3">
 <div class="post-head"><a class="user" href="/utenti/oliva_olga.2/">oliva_olga</a> <time datetime="2024-02-21T18:05:00+01:00">21 febbraio 2024</time></div>
 <div class="post-text">Grazie, allora aspetto la fine di febbraio e poi comincio dai rami interni.</div>
</article>
</div></main></body></html>`

// TestDeclaredSignatureIsNoPostText: a signature the template declares is
// not the post's though it is the only one in the thread.
func TestDeclaredSignatureIsNoPostText(t *testing.T) {
	posts := discussionPosts(t, signedThread, "https://forum.example/discussioni/olivi.31/", 3)
	p := posts[1]
	for _, s := range []string{p.Text, p.Markdown} {
		if strings.Contains(s, "Pota poco") {
			t.Errorf("the second post keeps its signature: %q", s)
		}
		if !strings.Contains(s, "verso l'interno") {
			t.Errorf("the second post lost its body: %q", s)
		}
	}
}

// editedQuestion is a Spanish question and answer in Stack Exchange's
// shape: under the question the card of who edited it (schema.org editor,
// "editada" and the date of the edit) comes before the card of who asked
// it (schema.org author, "formulada" and the date it was asked).
const editedQuestion = `<!DOCTYPE html><html lang="es"><head><title>¿Cómo invierto una lista en Python sin copiarla?</title></head><body>
<main><h1>¿Cómo invierto una lista en Python sin copiarla?</h1>
<div id="question" class="question" itemscope itemtype="https://schema.org/Question">
 <div class="post-layout"><div class="votecell"><div class="js-vote-count" itemprop="upvoteCount" data-value="7">7</div></div>
 <div class="postcell">
  <div class="s-prose js-post-body" itemprop="text"><p>Tengo una lista muy grande y quiero invertir el orden de sus elementos sin crear una copia en memoria. ¿Qué método uso?</p></div>
  <div class="post-signature"><div class="user-info"><div class="user-action-time">editada <span title="2024-03-09 10:12:44Z" class="relativetime">9 mar 2024 a las 10:12</span></div>
   <div class="user-details" itemprop="editor" itemscope itemtype="https://schema.org/Person"><a href="/users/5/revisora">revisora</a></div></div></div>
  <div class="post-signature owner"><div class="user-info"><div class="user-action-time">formulada <span title="2024-03-08 21:30:05Z" class="relativetime">8 mar 2024 a las 21:30</span></div>
   <div class="user-details" itemprop="author" itemscope itemtype="https://schema.org/Person"><a href="/users/41/lista-larga">lista_larga</a></div></div></div>
 </div></div>
 <div id="answers">
 <div class="answer" itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer">
  <div class="s-prose js-post-body" itemprop="text"><p>Usa <code>lista.reverse()</code>: invierte la lista en su sitio y no crea ninguna copia, a diferencia de <code>lista[::-1]</code>.</p></div>
  <div class="post-signature"><div class="user-info"><div class="user-action-time">respondida <span title="2024-03-08 21:41:17Z" class="relativetime">8 mar 2024 a las 21:41</span></div>
   <div class="user-details" itemprop="author" itemscope itemtype="https://schema.org/Person"><a href="/users/17/pythonista">pythonista</a></div></div></div>
 </div>
 <div class="answer" itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer">
  <div class="s-prose js-post-body" itemprop="text"><p>Si solo necesitas recorrerla al revés, <code>reversed(lista)</code> devuelve un iterador y tampoco copia nada.</p></div>
  <div class="post-signature"><div class="user-info"><div class="user-action-time">respondida <span title="2024-03-09 08:05:52Z" class="relativetime">9 mar 2024 a las 8:05</span></div>
   <div class="user-details" itemprop="author" itemscope itemtype="https://schema.org/Person"><a href="/users/23/iteradora">iteradora</a></div></div></div>
 </div></div>
</div></main></body></html>`

// TestEditorCardIsNotThePost: the date of an edit is not the post's, and
// the editor's card is no post text; the author's card gives the date.
func TestEditorCardIsNotThePost(t *testing.T) {
	posts := discussionPosts(t, editedQuestion, "https://es.stackoverflow.example/preguntas/99/invertir-lista", 3)
	q := posts[0]
	if q.Author != "lista_larga" || !strings.HasPrefix(q.Date, "2024-03-08T21:30") {
		t.Errorf("question by %q on %q, want lista_larga on 2024-03-08T21:30", q.Author, q.Date)
	}
	for _, s := range []string{q.Text, q.Markdown} {
		if strings.Contains(s, "editada") || strings.Contains(s, "revisora") || strings.Contains(s, "10:12") {
			t.Errorf("the question keeps its editor's card: %q", s)
		}
		if !strings.Contains(s, "sin crear una copia") {
			t.Errorf("the question lost its body: %q", s)
		}
	}
}

// headedThread is a Dutch thread whose posts open with a line around the
// author ("Bericht door <a>…</a> »") and one around the date ("Geplaatst
// op <time>"); the opening post's lines ("Gevraagd door", "Gevraagd op")
// are its own, repeated by no other post. A post's own line naming a
// member stays.
const headedThread = `<!DOCTYPE html><html lang="nl"><head><title>Fietsband lek na elke rit</title></head><body>
<main><h1>Fietsband lek na elke rit</h1>
<div class="topic">
<div class="bericht" id="b1">
 <div class="vraag-door">Gevraagd door <a class="user" href="/leden/fietsfrits">fietsfrits</a></div>
 <div class="vraag-op">Gevraagd op <time datetime="2023-09-04T19:15:00+02:00">4 september 2023</time></div>
 <div class="tekst"><p>Mijn achterband is na elke rit weer lek, terwijl ik de binnenband al twee keer heb vervangen. Wat zie ik over het hoofd?</p></div>
</div>
<div class="bericht" id="b2">
 <p class="wie">Bericht door <a class="user" href="/leden/ventiel-vera">ventiel_vera</a> »</p>
 <p class="wanneer">Geplaatst op <time datetime="2023-09-04T20:02:00+02:00">4 september 2023</time></p>
 <div class="tekst"><p>Voel met een doek langs de binnenkant van de buitenband: vaak zit er nog een glassplinter in die elke nieuwe binnenband weer doorprikt.</p>
 <p>Groet aan fietsfrits en succes!</p></div>
</div>
<div class="bericht" id="b3">
 <p class="wie">Bericht door <a class="user" href="/leden/fietsfrits">fietsfrits</a> »</p>
 <p class="wanneer">Geplaatst op <time datetime="2023-09-05T08:40:00+02:00">5 september 2023</time></p>
 <div class="tekst"><p>Gevonden! Een klein stukje glas, precies waar de band steeds lek ging. Dank je wel.</p></div>
</div>
</div></main></body></html>`

// TestHeaderLinesGoWithAuthorAndDate: the words a post's header line sets
// around its author or date are no post text, repeated or not; a line of
// the body that names a member is.
func TestHeaderLinesGoWithAuthorAndDate(t *testing.T) {
	posts := discussionPosts(t, headedThread, "https://forum.example/topic/lek", 3)
	for i, p := range posts {
		for _, s := range []string{p.Text, p.Markdown} {
			for _, line := range []string{"Gevraagd door", "Gevraagd op", "Bericht door", "Geplaatst op"} {
				if strings.Contains(s, line) {
					t.Errorf("post %d keeps the header line %q: %q", i, line, s)
				}
			}
		}
	}
	if p := posts[1]; p.Author != "ventiel_vera" || !strings.Contains(p.Markdown, "Groet aan fietsfrits en succes!") {
		t.Errorf("second post by %q lost its own line: %q", p.Author, p.Markdown)
	}
}

// scoredThread is a Portuguese thread whose opening post shows its score
// in a "score" element beside the two variants the page shows once the
// reader has voted ("dislikes", "likes"); no other post shows one, so
// nothing repeats. A post's own numbers stay.
const scoredThread = `<!DOCTYPE html><html lang="pt"><head><title>Qual a melhor farinha para pão de fermentação natural?</title></head><body>
<main><h1>Qual a melhor farinha para pão de fermentação natural?</h1>
<div class="comentarios">
<div class="post" id="c1" data-author="padeira_ana"><div class="votos"><span class="score dislikes">13</span><span class="score unvoted">14</span><span class="score likes">15</span></div>
 <p class="linha"><a class="autor" href="/u/padeira_ana">padeira_ana</a> <time datetime="2024-01-20T10:00:00Z">20 jan 2024</time></p>
 <div class="texto"><p>Estou começando com fermentação natural. Que farinha vocês usam para um pão com casca crocante e miolo aberto?</p></div></div>
<div class="post" id="c2" data-author="forno_fabio">
 <p class="linha"><a class="autor" href="/u/forno_fabio">forno_fabio</a> <time datetime="2024-01-20T11:30:00Z">20 jan 2024</time></p>
 <div class="texto"><p>Farinha de trigo com 12 a 13 por cento de proteína, e uns 20 por cento de integral para o sabor.</p></div></div>
<div class="post" id="c3" data-author="padeira_ana">
 <p class="linha"><a class="autor" href="/u/padeira_ana">padeira_ana</a> <time datetime="2024-01-21T09:15:00Z">21 jan 2024</time></p>
 <div class="texto"><p>Obrigada! Fiz com 20 por cento de integral e ficou ótimo.</p></div></div>
</div></main></body></html>`

// TestScoreIsNoPostText: the score a post shows is its metadata, not its
// text, nor are the score's variants for after a vote.
func TestScoreIsNoPostText(t *testing.T) {
	posts := discussionPosts(t, scoredThread, "https://forum.example/r/pao/1", 3)
	for i, want := range []string{"14", "", ""} {
		p := posts[i]
		if p.Score != want {
			t.Errorf("post %d score %q, want %q", i, p.Score, want)
		}
		if body := strings.TrimSpace(p.Markdown); !strings.HasPrefix(body, "Estou") && !strings.HasPrefix(body, "Farinha") && !strings.HasPrefix(body, "Obrigada") {
			t.Errorf("post %d opens with more than its text: %q", i, body)
		}
	}
	if !strings.Contains(posts[1].Text, "12 a 13 por cento") {
		t.Errorf("the second post lost its numbers: %q", posts[1].Text)
	}
}

// profiledThread is a Spanish thread whose opening post, unlike the
// replies, shows the author's avatar linking to the member's page, and
// opens its body with a line linking to it again ("Mensaje por <a>…</a>
// »"); nothing of it repeats in the replies.
const profiledThread = `<!DOCTYPE html><html lang="es"><head><title>¿Cada cuánto cambiar el aceite de la moto?</title></head><body>
<main><h1>¿Cada cuánto cambiar el aceite de la moto?</h1>
<div class="topic">
<div class="post" id="p1"><div class="perfil"><a href="/miembro/1"><img src="/avatar/1.jpg" alt=""></a> <a class="username" href="/miembro/1">motera_marta</a> <time datetime="2024-03-02T10:00:00Z">2 mar 2024</time></div>
 <div class="postbody"><p class="autor">Mensaje por <a href="/miembro/1">motera_marta</a> »</p>
 <div class="contenido">El manual de mi moto dice cada 6000 km, pero el taller insiste en cambiarlo cada 3000. ¿A quién hago caso?</div></div></div>
<div class="post" id="p2"><div class="perfil"><a class="username" href="/miembro/7">piston_pablo</a> <time datetime="2024-03-02T12:30:00Z">2 mar 2024</time></div>
 <div class="postbody"><div class="contenido">Haz caso al manual, salvo que uses la moto en trayectos muy cortos o en mucho calor: entonces mejor a mitad de plazo.</div></div></div>
<div class="post" id="p3"><div class="perfil"><a class="username" href="/miembro/1">motera_marta</a> <time datetime="2024-03-03T09:10:00Z">3 mar 2024</time></div>
 <div class="postbody"><div class="contenido">Casi todo son trayectos cortos por la ciudad, así que lo cambiaré cada 4000 km. ¡Gracias!</div></div></div>
</div></main></body></html>`

// TestAuthorLinksAreNoPostText: the avatar linking to the author's page,
// and a line that only links to it again, are the author's, not the post.
func TestAuthorLinksAreNoPostText(t *testing.T) {
	posts := discussionPosts(t, profiledThread, "https://foro.example/viewtopic.php?t=55", 3)
	for i, p := range posts {
		if strings.Contains(p.Markdown, "/avatar/") || strings.Contains(p.Markdown, "»") || strings.Contains(p.Text, "»") {
			t.Errorf("post %d keeps its author's links: text %q markdown %q", i, p.Text, p.Markdown)
		}
	}
	if p := posts[0]; p.Author != "motera_marta" || !strings.HasPrefix(p.Markdown, "El manual de mi moto") {
		t.Errorf("opening post by %q: %q", p.Author, p.Markdown)
	}
}

// likedThread is a German thread in Discourse's crawler shape whose second
// post says how many liked it as schema.org declares it (an
// interactionStatistic, an InteractionCounter: "5 Gefällt mir"), and whose
// first says how many replied (a commentCount); no other post has one.
const likedThread = `<!DOCTYPE html><html lang="de"><head><title>Sauerteig riecht nach Aceton</title></head><body>
<main><h1>Sauerteig riecht nach Aceton</h1>
<div class="topic-body">
<div class="topic-post" itemprop="comment" itemscope itemtype="http://schema.org/DiscussionForumPosting">
 <div class="crawler-post-meta"><span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person"><a itemprop="url" href="/u/brotbert"><span itemprop="name">brotbert</span></a></span> <time itemprop="datePublished" datetime="2025-02-11T08:03:41Z" class="post-time">11. Feb. 2025</time></div>
 <div class="post" itemprop="text"><p>Mein Roggensauerteig ist acht Tage alt und riecht seit gestern stark nach Nagellackentferner. Wegwerfen?</p></div>
 <span class="d-none" itemprop="commentCount">2</span>
</div>
<div class="topic-post" itemprop="comment" itemscope itemtype="http://schema.org/DiscussionForumPosting">
 <div class="crawler-post-meta"><span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person"><a itemprop="url" href="/u/krume"><span itemprop="name">krume</span></a></span> <time itemprop="datePublished" datetime="2025-02-11T09:27:10Z" class="post-time">11. Feb. 2025</time></div>
 <div class="post" itemprop="text"><p>Nicht wegwerfen! Er hat Hunger: füttere ihn zweimal am Tag, dann ist der Geruch in zwei Tagen weg.</p></div>
 <div itemprop="interactionStatistic" itemscope itemtype="http://schema.org/InteractionCounter"><meta itemprop="interactionType" content="http://schema.org/LikeAction"><meta itemprop="userInteractionCount" content="5"><span class="post-likes">5 Gefällt mir</span></div>
</div>
<div class="topic-post" itemprop="comment" itemscope itemtype="http://schema.org/DiscussionForumPosting">
 <div class="crawler-post-meta"><span class="creator" itemprop="author" itemscope itemtype="http://schema.org/Person"><a itemprop="url" href="/u/brotbert"><span itemprop="name">brotbert</span></a></span> <time itemprop="datePublished" datetime="2025-02-13T19:05:02Z" class="post-time">13. Feb. 2025</time></div>
 <div class="post" itemprop="text"><p>Zwei Tage lang zweimal gefüttert: er riecht wieder nach Joghurt. Danke!</p></div>
</div>
</div></main></body></html>`

// TestInteractionCountIsNoPostText: the likes a post received and the
// count of its replies, as schema.org declares them, are no post text.
func TestInteractionCountIsNoPostText(t *testing.T) {
	posts := discussionPosts(t, likedThread, "https://forum.example/t/sauerteig/88", 3)
	if md := posts[0].Markdown; !strings.HasSuffix(md, "Wegwerfen?") {
		t.Errorf("the first post keeps its count of replies: %q", md)
	}
	p := posts[1]
	for _, s := range []string{p.Text, p.Markdown} {
		if strings.Contains(s, "Gefällt mir") {
			t.Errorf("the second post keeps its likes: %q", s)
		}
		if !strings.Contains(s, "zweimal am Tag") {
			t.Errorf("the second post lost its text: %q", s)
		}
	}
}

// quotedBodyThread is a Dutch thread in vBulletin's shape: each post's
// text is set in a <blockquote> (the template's container, "postcontent"),
// and a rule closes each post; the second post quotes the first in a
// <blockquote> of its own, beside words of its own.
const quotedBodyThread = `<!DOCTYPE html><html lang="nl"><head><title>Kachel slaat af bij vorst</title></head><body>
<main><h1>Kachel slaat af bij vorst</h1>
<ol class="posts">
<li class="postcontainer" id="post_1"><div class="posthead"><span class="date">12-01-2024, 08:10</span></div>
 <div class="userinfo"><a class="username" href="member.php?u=3">kachelkees</a></div>
 <div class="content"><blockquote class="postcontent restore">Mijn cv-ketel slaat elke ochtend af als het vriest. Overdag doet hij het prima. Wat kan dat zijn?</blockquote></div>
 <hr /></li>
<li class="postcontainer" id="post_2"><div class="posthead"><span class="date">12-01-2024, 09:45</span></div>
 <div class="userinfo"><a class="username" href="member.php?u=8">loodgieter_lies</a></div>
 <div class="content"><blockquote class="postcontent restore"><blockquote class="citaat">Overdag doet hij het prima.</blockquote>Dan bevriest waarschijnlijk de condensafvoer buiten. Giet er lauw water over en isoleer de leiding.</blockquote></div>
 <hr /></li>
<li class="postcontainer" id="post_3"><div class="posthead"><span class="date">13-01-2024, 18:20</span></div>
 <div class="userinfo"><a class="username" href="member.php?u=3">kachelkees</a></div>
 <div class="content"><blockquote class="postcontent restore">Het was inderdaad de afvoer. Geïsoleerd en vanochtend geen storing meer, bedankt!</blockquote></div>
 <hr /></li>
</ol></main></body></html>`

// TestQuoteHoldingThePostIsItsBody: a quote with none of the post's words
// outside it is the template's container for the post, written as the
// post's text; a quote beside the post's own words stays a quote; the rule
// that closes each post is the template's.
func TestQuoteHoldingThePostIsItsBody(t *testing.T) {
	posts := discussionPosts(t, quotedBodyThread, "https://forum.example/showthread.php?t=4", 3)
	for i, want := range []string{"Mijn cv-ketel", "> Overdag doet hij het prima.\n\nDan bevriest", "Het was inderdaad"} {
		md := posts[i].Markdown
		if !strings.HasPrefix(md, want) || strings.HasSuffix(md, "---") {
			t.Errorf("post %d: markdown %q, want it to open with %q and no rule", i, md, want)
		}
		if strings.Contains(posts[i].HTML, "postcontent") || i != 1 && strings.Contains(posts[i].HTML, "<blockquote") {
			t.Errorf("post %d: HTML %q sets its text as a quote", i, posts[i].HTML)
		}
	}
}

// taggedQuestion is a Portuguese question whose tags are links the markup
// says are tags (rel=tag), and whose answer links a word of its own.
const taggedQuestion = `<!DOCTYPE html><html lang="pt"><head><title>Como desfazer o último commit sem perder as alterações?</title></head><body>
<main><h1>Como desfazer o último commit sem perder as alterações?</h1>
<div class="pergunta" itemscope itemtype="https://schema.org/Question">
 <div class="corpo" itemprop="text"><p>Fiz um commit cedo demais e quero desfazê-lo, mas mantendo as alterações nos arquivos. Qual comando uso?</p></div>
 <ul class="etiquetas"><li><a href="/tags/git" rel="tag">git</a></li><li><a href="/tags/commit" rel="tag">commit</a></li></ul>
 <div class="assinatura" itemprop="author" itemscope itemtype="https://schema.org/Person"><a href="/u/5" itemprop="url"><span itemprop="name">dev_duda</span></a></div>
 <time itemprop="dateCreated" datetime="2024-05-02T10:00:00Z">2 mai 2024</time>
</div>
 <div id="respostas">
 <div class="resposta" itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer">
  <div class="corpo" itemprop="text"><p>Use <code>git reset --soft HEAD~1</code>: o commit some e as alterações ficam preparadas. Veja o <a href="/tags/git">guia do git</a>.</p></div>
  <div class="assinatura" itemprop="author" itemscope itemtype="https://schema.org/Person"><a href="/u/9" itemprop="url"><span itemprop="name">rebase_rui</span></a></div>
  <time itemprop="dateCreated" datetime="2024-05-02T10:20:00Z">2 mai 2024</time></div>
 <div class="resposta" itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer">
  <div class="corpo" itemprop="text"><p>Se já enviou o commit, prefira <code>git revert</code>, que não reescreve o histórico.</p></div>
  <div class="assinatura" itemprop="author" itemscope itemtype="https://schema.org/Person"><a href="/u/12" itemprop="url"><span itemprop="name">merge_marta</span></a></div>
  <time itemprop="dateCreated" datetime="2024-05-02T11:05:00Z">2 mai 2024</time></div>
 </div>
</main></body></html>`

// TestTagsAreNoPostText: a question's tags (rel=tag) are not its text; a
// link of an answer's own words stays.
func TestTagsAreNoPostText(t *testing.T) {
	posts := discussionPosts(t, taggedQuestion, "https://pt.stackoverflow.example/questions/7/desfazer-commit", 3)
	q := posts[0]
	for _, s := range []string{q.Text, q.Markdown} {
		if strings.Contains(s, "/tags/") || strings.HasSuffix(strings.TrimSpace(s), "commit") {
			t.Errorf("the question keeps its tags: %q", s)
		}
	}
	if !strings.Contains(posts[1].Markdown, "[guia do git](https://pt.stackoverflow.example/tags/git)") {
		t.Errorf("the answer lost its own link: %q", posts[1].Markdown)
	}
}

// expandThread is a German thread in XenForo 1's shape: under each quote
// the forum sets its "Zum Erweitern anklicken..." line (a classed block,
// no link, no button); the last post quotes a verse whose source line is
// a classed block of its own, which no other quote ends with.
const expandThread = `<!DOCTYPE html><html lang="de"><head><title>Welcher Hammer für Trockenbau?</title></head><body>
<main><h1>Welcher Hammer für Trockenbau?</h1>
<ol class="messageList">
<li class="message" id="post-1" data-author="bau_bernd"><div class="messageUserInfo"><a class="username" href="/members/bau_bernd.1/">bau_bernd</a></div>
 <div class="messageContent"><blockquote class="messageText">Ich baue eine Trennwand aus Gipskarton. Reicht ein normaler Schlosserhammer oder brauche ich etwas Besonderes?</blockquote></div>
 <div class="messageMeta"><span class="DateTime" title="3. März 2024 um 10:12">3. März 2024</span></div></li>
<li class="message" id="post-2" data-author="gips_gina"><div class="messageUserInfo"><a class="username" href="/members/gips_gina.2/">gips_gina</a></div>
 <div class="messageContent"><blockquote class="messageText"><div class="bbCodeQuote"><div class="attribution">bau_bernd sagte:</div><blockquote class="quoteContainer"><div class="quote">Reicht ein normaler Schlosserhammer?</div><div class="quoteExpand">Zum Erweitern anklicken...</div></blockquote></div>Für Ständerwerk ja, aber die Platten schraubt man, man nagelt sie nicht.</blockquote></div>
 <div class="messageMeta"><span class="DateTime" title="3. März 2024 um 11:40">3. März 2024</span></div></li>
<li class="message" id="post-3" data-author="bau_bernd"><div class="messageUserInfo"><a class="username" href="/members/bau_bernd.1/">bau_bernd</a></div>
 <div class="messageContent"><blockquote class="messageText"><div class="bbCodeQuote"><div class="attribution">gips_gina sagte:</div><blockquote class="quoteContainer"><div class="quote">die Platten schraubt man, man nagelt sie nicht.</div><div class="quoteExpand">Zum Erweitern anklicken...</div></blockquote></div>Gut zu wissen, dann kaufe ich einen Akkuschrauber.</blockquote></div>
 <div class="messageMeta"><span class="DateTime" title="4. März 2024 um 09:05">4. März 2024</span></div></li>
<li class="message" id="post-4" data-author="gips_gina"><div class="messageUserInfo"><a class="username" href="/members/gips_gina.2/">gips_gina</a></div>
 <div class="messageContent"><blockquote class="messageText"><blockquote class="quoteContainer"><div class="quote">Wer baut, will bleiben.</div><div class="quelle">Sprichwort</div></blockquote>Viel Erfolg mit der Wand!</blockquote></div>
 <div class="messageMeta"><span class="DateTime" title="4. März 2024 um 12:30">4. März 2024</span></div></li>
</ol></main></body></html>`

// TestQuoteTailsAreNoPostText: the line the forum sets under every quote
// is no post text, in its language; a quote's attribution and a line that
// ends one quote only stay.
func TestQuoteTailsAreNoPostText(t *testing.T) {
	posts := discussionPosts(t, expandThread, "https://forum.example/threads/hammer.5/", 4)
	for i, p := range posts {
		if strings.Contains(p.Text, "Zum Erweitern") || strings.Contains(p.Markdown, "Zum Erweitern") {
			t.Errorf("post %d keeps the quote's expander: %q", i, p.Markdown)
		}
	}
	for i, want := range map[int]string{1: "bau_bernd sagte:", 2: "gips_gina sagte:", 3: "Sprichwort"} {
		if !strings.Contains(posts[i].Text, want) || !strings.Contains(posts[i].Markdown, strings.ReplaceAll(want, "_", `\_`)) {
			t.Errorf("post %d lost %q: %q", i, want, posts[i].Markdown)
		}
	}
}
