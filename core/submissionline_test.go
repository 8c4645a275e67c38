package core

import (
	"strings"
	"testing"
)

// submissionThread is a Spanish link aggregator's thread in the shape of
// Hacker News' (its public template's table layout and class names): the submission's
// title line, then its line of points, poster and age followed by the
// site's links set apart by "|" (hide, past submissions on a search
// site, favourite, the comment count), then its text, which links a page
// of its own; the replies' header lines hold links set apart so too.
const submissionThread = `<!DOCTYPE html><html lang="es"><head><title>Muestra: un reloj de mareas hecho con un lector de tinta electrónica | Noticias</title></head><body>
<center><table id="hnmain"><tr><td><span class="pagetop"><a href="news">Noticias</a> <a href="newest">nuevas</a> | <a href="ask">preguntar</a></span></td></tr>
<tr><td><table class="fatitem">
<tr class="athing submission" id="77001"><td class="votelinks"><a href="vote?id=77001&amp;how=up"><div class="votearrow" title="votar"></div></a></td><td class="title"><span class="titleline"><a href="https://mareas.example/">Muestra: un reloj de mareas hecho con un lector de tinta electrónica</a><span> (<a href="from?site=mareas.example">mareas.example</a>)</span></span></td></tr>
<tr><td></td><td class="subtext"><span class="score" id="puntos_77001">87 puntos</span> por <a href="user?id=marta" class="hnuser">marta</a> <span class="age" title="2025-03-04T10:00:00"><a href="item?id=77001">hace 3 horas</a></span> | <a href="hide?id=77001">ocultar</a> | <a href="https://buscador.example/?q=reloj+de+mareas">anteriores</a> | <a href="fave?id=77001">favorito</a> | <a href="item?id=77001">4&nbsp;comentarios</a></td></tr>
<tr><td></td><td><div class="toptext">Vivo junto a un río con mareas y quería saber de un vistazo si la rampa está bajo el agua. El lector descarga la tabla del puerto una vez al día y dibuja la curva; el código está en <a href="https://codigo.example/mareas">mi repositorio</a>.</div></td></tr>
</table><br>
<table class="comment-tree">
<tr class="athing comtr" id="77002"><td><table><tr><td class="ind" indent="0"><img src="s.gif" height="1" width="0"></td><td class="votelinks"><a href="vote?id=77002&amp;how=up"><div class="votearrow" title="votar"></div></a></td><td><div><span class="comhead"><a href="user?id=lucia" class="hnuser">lucia</a> <span class="age" title="2025-03-04T10:40:00"><a href="item?id=77002">hace 2 horas</a></span> <span class="navs"> | <a href="#77001" class="clicky">padre</a> | <a href="#77005" class="clicky">siguiente</a></span></span></div><br><div class="comment"><div class="commtext">Precioso. ¿El puerto publica la tabla en un formato legible por máquina o la sacas de la página web?</div><div class="reply"><a href="reply?id=77002">responder</a></div></div></td></tr></table></td></tr>
<tr class="athing comtr" id="77003"><td><table><tr><td class="ind" indent="1"><img src="s.gif" height="1" width="40"></td><td class="votelinks"><a href="vote?id=77003&amp;how=up"><div class="votearrow" title="votar"></div></a></td><td><div><span class="comhead"><a href="user?id=pablo" class="hnuser">pablo</a> <span class="age" title="2025-03-04T11:05:00"><a href="item?id=77003">hace 2 horas</a></span> <span class="navs"> | <a href="#77001" class="clicky">padre</a> | <a href="#77005" class="clicky">siguiente</a></span></span></div><br><div class="comment"><div class="commtext">Aquí también es un PDF. Yo calculo las mareas con las constantes armónicas y no necesito red para nada.</div><div class="reply"><a href="reply?id=77003">responder</a></div></div></td></tr></table></td></tr>
<tr class="athing comtr" id="77004"><td><table><tr><td class="ind" indent="2"><img src="s.gif" height="1" width="80"></td><td class="votelinks"><a href="vote?id=77004&amp;how=up"><div class="votearrow" title="votar"></div></a></td><td><div><span class="comhead"><a href="user?id=marta" class="hnuser">marta</a> <span class="age" title="2025-03-04T11:30:00"><a href="item?id=77004">hace 1 hora</a></span> <span class="navs"> | <a href="#77001" class="clicky">padre</a> | <a href="#77005" class="clicky">siguiente</a></span></span></div><br><div class="comment"><div class="commtext">Las constantes armónicas, claro. Me había olvidado de que existen. ¿Cuánto se acerca tu cálculo a la tabla oficial?</div><div class="reply"><a href="reply?id=77004">responder</a></div></div></td></tr></table></td></tr>
<tr class="athing comtr" id="77005"><td><table><tr><td class="ind" indent="0"><img src="s.gif" height="1" width="0"></td><td class="votelinks"><a href="vote?id=77005&amp;how=up"><div class="votearrow" title="votar"></div></a></td><td><div><span class="comhead"><a href="user?id=jordi" class="hnuser">jordi</a> <span class="age" title="2025-03-04T12:15:00"><a href="item?id=77005">hace 1 hora</a></span> <span class="navs"> | <a href="#77001" class="clicky">padre</a> | <a href="#77005" class="clicky">siguiente</a></span></span></div><br><div class="comment"><div class="commtext">En nuestro club de vela la mitad consulta una aplicación y la otra mitad baja a la rampa y se moja los pies.</div><div class="reply"><a href="reply?id=77005">responder</a></div></div></td></tr></table></td></tr>
</table></td></tr></table></center></body></html>`

// TestSubmissionLineIsNoPostText: the opening post's line of points,
// poster, age and the site's links set apart by separators is its header,
// not its text — the poster and the age stay as its metadata — and a link
// of the member's own sentence stays; in Spanish.
func TestSubmissionLineIsNoPostText(t *testing.T) {
	posts := discussionPosts(t, submissionThread, "https://noticias.example/item?id=77001", 5)
	op := posts[0]
	if op.Author != "marta" || op.Date != "2025-03-04T10:00:00" {
		t.Errorf("opening post: author %q date %q, want marta 2025-03-04T10:00:00", op.Author, op.Date)
	}
	for _, s := range []string{op.Text, op.Markdown, op.HTML} {
		for _, w := range []string{"ocultar", "anteriores", "favorito", "comentarios", " por ", "|"} {
			if strings.Contains(s, w) {
				t.Errorf("the opening post keeps %q: %q", w, s)
			}
		}
	}
	if !strings.Contains(op.Markdown, "[mi repositorio](https://codigo.example/mareas)") {
		t.Errorf("the member's own link was lost: %q", op.Markdown)
	}
	for i, p := range posts[1:] {
		for _, w := range []string{"siguiente", "anterior", "|"} {
			if strings.Contains(p.Text, w) {
				t.Errorf("reply %d keeps %q: %q", i+1, w, p.Text)
			}
		}
	}
}
