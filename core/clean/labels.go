package clean

import (
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// maxScriptNoticeChars bounds a "requires JavaScript" placeholder.
const maxScriptNoticeChars = 120

// mentionsJavaScript reports whether a text node under n names JavaScript,
// without building n's text: the cheap test before needsScriptNotice, which
// would otherwise fold the text of every short paragraph of the story.
func mentionsJavaScript(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			if javaScriptWord.InFold(c.Data) {
				return true
			}
		case html.ElementNode:
			if mentionsJavaScript(c) {
				return true
			}
		}
	}
	return false
}

var javaScriptWord = segment.NewWordSet("javascript")

// needsScriptNotice reports a short line saying a widget needs JavaScript
// ("This slideshow requires JavaScript."): a placeholder, not the story.
func needsScriptNotice(text string) bool {
	t := strings.ToLower(text)
	for _, p := range scriptNoticePhrases {
		if strings.Contains(t, p) {
			return true
		}
	}
	return false
}

// scriptNoticePhrases say that something needs JavaScript, in the
// features' languages (en, de, fr, es, it, nl, pt).
var scriptNoticePhrases = []string{"requires javascript", "enable javascript", "javascript is disabled",
	"erfordert javascript", "benötigt javascript", "javascript aktivieren", "javascript ist deaktiviert",
	"nécessite javascript", "activer javascript", "activez javascript", "activer le javascript", "activez le javascript", "javascript est désactivé",
	"requiere javascript", "habilitar javascript", "habilita javascript", "activar javascript", "activa javascript", "javascript está desactivado", "javascript está deshabilitado",
	"richiede javascript", "abilitare javascript", "abilita javascript", "attivare javascript", "javascript è disabilitato",
	"vereist javascript", "javascript inschakelen", "schakel javascript in", "javascript is uitgeschakeld",
	"requer javascript", "ativar javascript", "ative o javascript", "javascript está desativado"}

// MaxControlLabelChars bounds the text of a block checked by isControlLabel.
const MaxControlLabelChars = 20

// controlLabels are texts that, alone in a block, label a control or an ad
// slot, never a sentence of the story.
var controlLabels = map[string]bool{
	"advertisement": true, "advertising": true, "ad": true, "sponsored": true, "close": true,
	"share": true, "share this": true, "loading": true, "loading...": true, "skip ad": true,
	"read more": true, "continue reading": true, "show more": true, "see more": true,
	"print": true, "email": true, "tweet": true, "video": true, "play": true, "pause": true,
	"back to top": true, "more": true, "next": true, "previous": true, "click to expand...": true, "click to expand": true,
	"advert": true, "adverts": true, "anzeige": true, "werbung": true, "publicidade": true, "publicidad": true,
	"publicité": true, "pubblicità": true, "реклама": true, "advertentie": true, "advertenties": true,
	"schließen": true, "teilen": true, "weiterlesen": true, "fermer": true, "partager": true, "lire la suite": true,
	"cerrar": true, "compartir": true, "leer más": true, "chiudi": true, "condividi": true, "continua a leggere": true,
	"sluiten": true, "delen": true, "lees meer": true, "verder lezen": true, "fechar": true, "compartilhar": true, "partilhar": true, "leia mais": true,
	"no related posts": true, "no related posts.": true, // a related-posts plugin with nothing to show
	"enlarge": true, "enlarge image": true, "enlarge photo": true, "click to enlarge": true, "(click to enlarge)": true,
}

// maxCommentPromptChars bounds a comment system's line inside the post.
const maxCommentPromptChars = 250

// commentPrompts are headings of a comment form; commentPromptPhrases are
// the lines blog templates set under a post about its comments
// (WordPress's "You can follow any responses to this entry through the
// RSS 2.0 feed").
var (
	commentPrompts = map[string]bool{
		"leave a reply": true, "leave a comment": true, "leave a response": true, "post a comment": true,
		"add a comment": true, "write a comment": true, "add your comment": true,
		"schreibe einen kommentar": true, "kommentar schreiben": true, "hinterlasse einen kommentar": true, "kommentar verfassen": true,
		"laisser un commentaire": true, "laisser une réponse": true, "ajouter un commentaire": true, "écrire un commentaire": true,
		"deja un comentario": true, "dejar un comentario": true, "deja una respuesta": true, "añadir un comentario": true, "escribe un comentario": true,
		"lascia un commento": true, "lascia una risposta": true, "aggiungi un commento": true, "scrivi un commento": true,
		"laat een reactie achter": true, "plaats een reactie": true, "geef een reactie": true, "reactie plaatsen": true,
		"deixe um comentário": true, "deixe uma resposta": true, "adicionar comentário": true, "escreva um comentário": true,
	}
	commentPromptPhrases = newFoldPhrases(
		"follow any responses to this entry", "you can leave a response", "pings are currently closed",
		"responses are currently closed", "comments are currently closed", // with the template's links
		"kommentare sind geschlossen", "les commentaires sont fermés", "los comentarios están cerrados",
		"i commenti sono chiusi", "reacties zijn gesloten", "os comentários estão fechados", "comentários encerrados",
	)
)

// isBlockTag reports the tags of a line of its own (a link "post a
// comment" inside a sentence is part of the sentence).
func isBlockTag(t atom.Atom) bool {
	switch t {
	case atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.P, atom.Div, atom.Section, atom.Li, atom.Dt, atom.Dd:
		return true
	}
	return false
}

// mayBeCommentPrompt is isCommentPrompt's cheap test on the statistics: a
// line of its own, as short as a form's heading, or a template's line
// with its links (to the feed, the form, the trackback) — most of a
// story's paragraphs are neither, and their text is not read.
func (c *Cleaner) mayBeCommentPrompt(id int) bool {
	chars := c.st.Chars[id]
	return isBlockTag(c.doc.Tag(id)) && (chars <= maxCommentPromptLabel || chars <= maxCommentPromptChars && c.st.Links[id] > 0)
}

// maxCommentPromptLabel bounds a comment form's heading ("Leave a Reply",
// "Hinterlasse einen Kommentar"), in non-space characters.
const maxCommentPromptLabel = 28

// isCommentPrompt reports a comment form's heading or a template's line
// about the post's comments: the comment system's words, not the story's.
// It reads the element's text nodes in place (most blocks it sees are a
// story's short lines, and copying each one's text adds up): the heading
// is the first of them (in a block no longer than one: label), a
// template's phrase lies within one.
func isCommentPrompt(n *html.Node, label bool) bool {
	found := false
	dom.EachContentText(n, func(s string) {
		t := strings.TrimSpace(s)
		if found || t == "" {
			return
		}
		if label { // the first text only
			label = false
			// One lookup, not a case-folded comparison with each of the
			// seven languages' prompts: a page of short lines asks this
			// of every line.
			if commentPrompts[strings.ToLower(strings.TrimRight(t, " .:!…"))] {
				found = true
				return
			}
		}
		found = commentPromptPhrases.in(t)
	})
	return found
}

// containsFoldASCII reports whether s holds sub, a lower-case ASCII
// phrase, in any ASCII case. It looks at sub's first byte before comparing
// the rest: it reads every text of a long article, and comparing at each
// position was a fifth of such an extraction. (A window of as many bytes
// as an ASCII phrase folds to it only if it is ASCII, so this is
// strings.EqualFold's answer.)
func containsFoldASCII(s, sub string) bool {
	if sub == "" {
		return true
	}
	first, upper := sub[0], sub[0]
	if 'a' <= first && first <= 'z' {
		upper = first - 'a' + 'A'
	}
	for i := 0; i+len(sub) <= len(s); i++ {
		if c := s[i]; (c == first || c == upper) && equalFoldLowerASCII(s[i+1:i+len(sub)], sub[1:]) {
			return true
		}
	}
	return false
}

// foldPhrases are lower-case phrases, each opening with an ASCII byte,
// filed by that byte: in finds any of them in one pass over a text, where
// a containsFoldASCII per phrase read a long article's every paragraph
// once per phrase (a tenth of a 10 MB article's extraction).
type foldPhrases [256][]string

func newFoldPhrases(phrases ...string) *foldPhrases {
	var p foldPhrases
	for _, ph := range phrases {
		c := ph[0]
		p[c] = append(p[c], ph)
		if 'a' <= c && c <= 'z' {
			p[c-'a'+'A'] = append(p[c-'a'+'A'], ph)
		}
	}
	return &p
}

// in reports whether s holds one of the phrases in any ASCII case: what
// containsFoldASCII says of each, in one pass.
func (p *foldPhrases) in(s string) bool {
	for i := 0; i < len(s); i++ {
		for _, ph := range p[s[i]] {
			if i+len(ph) <= len(s) && equalFoldLowerASCII(s[i+1:i+len(ph)], ph[1:]) {
				return true
			}
		}
	}
	return false
}

// equalFoldLowerASCII reports whether s equals lower, a lower-case ASCII
// string of the same length, in any ASCII case.
func equalFoldLowerASCII(s, lower string) bool {
	for j := 0; j < len(lower); j++ {
		c := s[j]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[j] {
			return false
		}
	}
	return true
}

// maxPrintNoteChars bounds a newspaper's note on its print edition.
const maxPrintNoteChars = 300

// printNoteOpenings open the note a newspaper sets under the web version
// of a story about its print version ("A version of this article appeared
// in print on July 24, 2012, on page A4 of the New York edition with the
// headline: …"): the paper's record, not the story.
var printNoteOpenings = []string{"a version of this article appeared", "a version of this story appeared",
	"a version of this review appeared", "this article appeared in print",
	"eine version dieses artikels erschien", "dieser artikel erschien in der", "dieser artikel ist in der",
	"une version de cet article", "cet article est paru dans l'édition", "cet article a été publié dans l'édition",
	"una versión de este artículo", "este artículo se publicó en la edición impresa", "este artículo apareció en la edición",
	"una versione di questo articolo", "questo articolo è apparso", "questo articolo è stato pubblicato sull'edizione",
	"een versie van dit artikel", "dit artikel verscheen in de krant", "dit artikel verscheen eerder in",
	"uma versão deste artigo", "este artigo foi publicado na edição impressa", "este artigo foi publicado originalmente na edição"}

// isPrintEditionNote reports text opening like such a note.
func isPrintEditionNote(text string) bool {
	for _, o := range printNoteOpenings {
		if len(text) >= len(o) && strings.EqualFold(text[:len(o)], o) {
			return true
		}
	}
	return false
}

func isControlLabel(text string) bool {
	return controlLabels[strings.ToLower(strings.TrimSpace(text))]
}

func commentPrompt(c *Cleaner, id int, _ *pass) string {
	if c.mayBeCommentPrompt(id) && isCommentPrompt(c.doc.Elems[id], c.st.Chars[id] <= maxCommentPromptLabel) {
		return "the comment system's prompt or notice (\"Leave a Reply\", \"follow any responses to this entry\")"
	}
	return ""
}

// commentLabel: an empty comment section's furniture (its "Comments"
// heading, its feed link) is not found as a comment region; named as the
// comments' by its class and no longer than a label, it is not the
// story's. Not by its id: a document's section anchors
// ("handling_the_response", "commentary") name its headings.
func commentLabel(c *Cleaner, id int, _ *pass) string {
	if c.st.Chars[id] <= maxCommentPromptLabel && isBlockTag(c.doc.Tag(id)) && segment.HasCommentToken(strings.ToLower(dom.Attr(c.doc.Elems[id], "class"))) {
		return "a label of the comment section (named by its class)"
	}
	return ""
}

func controlLabel(c *Cleaner, id int, _ *pass) string {
	if c.st.Chars[id] <= MaxControlLabelChars && isControlLabel(dom.Text(c.doc.Elems[id])) {
		return "a control's or an ad slot's label"
	}
	return ""
}

func printNote(c *Cleaner, id int, _ *pass) string {
	if c.st.Chars[id] <= maxPrintNoteChars && isPrintEditionNote(firstText(c.doc.Elems[id], maxPrintNoteChars)) {
		return "the print edition's note (\"A version of this article appeared in print on …\")"
	}
	return ""
}

func scriptNotice(c *Cleaner, id int, _ *pass) string {
	if c.st.Chars[id] <= maxScriptNoticeChars && c.st.Links[id] == 0 && mentionsJavaScript(c.doc.Elems[id]) && needsScriptNotice(dom.Text(c.doc.Elems[id])) {
		return "a notice that a widget needs JavaScript"
	}
	return ""
}

// skipLink: a link into the page whose inline style clips it to nothing
// (the "visually hidden" pattern: clip: rect(0 0 0 0), clip-path:
// inset(50%), or one pixel wide and high) lets keyboard and screen-reader
// users jump past a block ("Skip to content", "Continue reading the main
// story" over an ad slot): navigation in any language, never the story.
func skipLink(c *Cleaner, id int, _ *pass) string {
	el := c.doc.Elems[id]
	if href := strings.TrimSpace(dom.Attr(el, "href")); len(href) > 1 && href[0] == '#' && visuallyHidden(dom.Attr(el, "style")) {
		return "a skip link, clipped to nothing"
	}
	return ""
}

// visuallyHidden reports an inline style that keeps an element for
// screen readers but shows nothing: clipped to an empty rectangle or
// inset, or one pixel square.
func visuallyHidden(style string) bool {
	tiny := func(v string) bool { return v == "0" || v == "0px" || v == "1px" }
	clipped, w, h := false, false, false
	dom.StyleDecls(style, func(k, v string) bool {
		v = strings.Join(strings.Fields(strings.ToLower(v)), "")
		switch k {
		case "clip":
			clipped = v == "rect(0000)" || v == "rect(0,0,0,0)" || v == "rect(0px,0px,0px,0px)" || v == "rect(1px,1px,1px,1px)"
		case "clip-path":
			clipped = v == "inset(50%)" || v == "inset(100%)"
		case "width":
			w = tiny(v)
		case "height":
			h = tiny(v)
		}
		return !clipped
	})
	return clipped || w && h
}

// structuredData: an item (itemscope) whose every text is the value of
// one of its properties, and each an address, a number or a machine date
// ("<span itemprop=url>https://…/photo.jpg</span><span itemprop=height>1200
// </span>", "2018-10-12 06:43:54"), is schema.org data a theme writes
// into the page for search engines and hides with its style sheet: no
// reader is meant to read it. An item with a word of prose in it (a name,
// an address, a price with its currency) is shown, and stays.
func structuredData(c *Cleaner, id int, _ *pass) string {
	el := c.doc.Elems[id]
	if !dom.HasAttr(el, "itemscope") || c.st.Chars[id] == 0 {
		return ""
	}
	values := 0
	var walk func(n *html.Node, inProp bool) bool
	walk = func(n *html.Node, inProp bool) bool {
		for k := n.FirstChild; k != nil; k = k.NextSibling {
			switch k.Type {
			case html.TextNode:
				t := strings.TrimSpace(k.Data)
				if t == "" {
					continue
				}
				if !inProp || !machineValue(t) {
					return false
				}
				values++
			case html.ElementNode:
				if !walk(k, inProp || dom.HasAttr(k, "itemprop")) {
					return false
				}
			}
		}
		return true
	}
	if walk(el, false) && values > 0 {
		return "schema.org data written out for machines"
	}
	return ""
}

// machineValue reports a text that is a value for a machine: an address
// (http…), a number, or a date and time in digits ("2018-10-12 06:43:54").
func machineValue(t string) bool {
	if strings.HasPrefix(t, "http://") || strings.HasPrefix(t, "https://") {
		return !strings.ContainsRune(t, ' ')
	}
	digits := 0
	for _, r := range t {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case !strings.ContainsRune(" -:+.TZ/", r):
			return false
		}
	}
	return digits > 0
}
