package core

import (
	"os"
	"strings"
	"testing"
)

// quoteOf cuts the first <blockquote> … </blockquote> out of html (the
// outer one when they nest), "" when there is none.
func quoteOf(html string) string {
	i := strings.Index(html, "<blockquote>")
	if i < 0 {
		return ""
	}
	depth := 0
	for j := i; j < len(html); j++ {
		switch {
		case strings.HasPrefix(html[j:], "<blockquote>"):
			depth++
		case strings.HasPrefix(html[j:], "</blockquote>"):
			if depth--; depth == 0 {
				return html[i : j+len("</blockquote>")]
			}
		}
	}
	return ""
}

// mdQuoteLines is the Markdown's quoted lines, their "> " taken off.
func mdQuoteLines(md string) string {
	var b strings.Builder
	for l := range strings.SplitSeq(md, "\n") {
		if rest, ok := strings.CutPrefix(l, ">"); ok {
			b.WriteString(strings.TrimSpace(rest))
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// checkQuote asserts that post p holds a quote opened by its attribution
// cite and holding quoted, in its HTML (a <blockquote> whose first
// block is <p><cite>…cite…</cite></p>) and its Markdown (both on "> "
// lines, the attribution on a line of its own); that none of the words
// of noise are in the attribution; and that the post's own words mine
// stay out of the quote.
func checkQuote(t *testing.T, name string, p Comment, cite, quoted, mine string, noise ...string) {
	t.Helper()
	q := quoteOf(p.HTML)
	head, _, ok := strings.Cut(q, "</cite></p>")
	switch {
	case q == "":
		t.Errorf("%s: post by %s has no <blockquote>: %s", name, p.Author, p.HTML)
		return
	case !ok || !strings.Contains(head, "<p><cite>") || !strings.Contains(head, cite):
		t.Errorf("%s: quote's attribution %q is no cite line: %s", name, cite, q)
	case !strings.Contains(q, quoted) || strings.Contains(q, mine):
		t.Errorf("%s: quote should hold %q and not %q: %s", name, quoted, mine, q)
	}
	md := mdQuoteLines(p.Markdown)
	first, _, _ := strings.Cut(md, "\n")
	mdCite := strings.NewReplacer("_", `\_`, "<strong>", "**", "</strong>", "**").Replace(cite)
	if !strings.Contains(first, mdCite) || strings.Contains(first, quoted) || !strings.Contains(md, quoted) || strings.Contains(md, mine) {
		t.Errorf("%s: Markdown quote should open with %q on its own line, then %q: %q", name, mdCite, quoted, p.Markdown)
	}
	for _, w := range noise {
		if strings.Contains(head, w) || strings.Contains(first, w) {
			t.Errorf("%s: attribution keeps %q: %q", name, w, first)
		}
	}
}

// TestEngineQuotesStayQuotes: every engine fixture's quote of an earlier
// post is a quote in the post's HTML and Markdown, headed by its
// attribution on a line of its own, without the quote icon, the avatar or
// the "view post" arrow, whatever box the engine sets it in (a
// <blockquote>, vBulletin's div.bbcode_quote, Discourse's aside.quote,
// FluxBB's div.quotebox around a <cite> and a <blockquote>).
func TestEngineQuotesStayQuotes(t *testing.T) {
	cases := []struct {
		page               string
		post               int
		cite, quoted, mine string
		noise              []string
	}{
		{"thread-vbulletin", 1, "Originally Posted by <strong>dieselduke</strong>", "Could it be the injectors", "A bit of knock", []string{"quote_icon", "viewpost"}},
		{"thread-xenforo", 1, "GardenGizmo said:", "What do people use for parts", "without a second thought", nil},
		{"thread-discourse", 3, "crumbshot:", "Try feeding twice a day", "smells of yoghurt", []string{"user_avatar"}},
		{"thread-fluxbb", 2, "seth_v wrote:", "You most likely installed no DHCP client", "That was it", nil},
		{"thread-invision", 2, "Quartermaster said:", "change the game path", "That did it", nil},
		{"thread-mybb", 1, "guppy_gran Wrote:", "I change 30 per cent", "bacterial bloom", nil},
		{"thread-phpbb", 2, "wrote:", "draw the soil up", "I grow garlic", nil},
		{"thread-nodebb", 1, "said in", "Any idea what happens at three?", "automatic channel scan", nil},
	}
	for _, c := range cases {
		src, err := os.ReadFile("../testdata/pages/" + c.page + ".html")
		if err != nil {
			t.Fatal(err)
		}
		res, err := Extract(string(src), Options{URL: "https://forum.example/t/1"})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Posts) <= c.post {
			t.Fatalf("%s: %d posts", c.page, len(res.Posts))
		}
		checkQuote(t, c.page, res.Posts[c.post], c.cite, c.quoted, c.mine, c.noise...)
	}
}

// quotingThreads are forum threads in German and Spanish whose replies
// quote an earlier post in boxes none of the fixtures uses: WoltLab's
// blockquote.quoteBox headed by "Zitat von …" in a header classed as its
// title (no colon), and a Spanish board's div.bbcode-quote whose first
// line, "Lucía escribió:", is marked by nothing but its closing colon. The
// German opening post's body is a box classed for quoting it whose first
// line ends with a colon too: it is the post, not a quote.
var quotingThreads = map[string]string{
	"de": `<!DOCTYPE html><html lang="de"><head><title>Kompost im Winter umsetzen?</title></head><body>
<main><h1>Kompost im Winter umsetzen?</h1><div class="thread">
<article class="message" id="post-1"><div class="messageHeader"><a class="username" href="/user/3-gartenguste/">gartenguste</a> <time datetime="2024-01-08T09:00:00+01:00">8. Januar 2024</time></div>
 <div class="messageText quoteTarget"><p>Meine Frage an die Runde:</p><p>Soll man den Komposthaufen im Winter umsetzen oder bis zum Frühjahr in Ruhe lassen? Er ist gerade gut durchgefroren.</p></div></article>
<article class="message" id="post-2"><div class="messageHeader"><a class="username" href="/user/8-kompostkurt/">kompostkurt</a> <time datetime="2024-01-08T11:30:00+01:00">8. Januar 2024</time></div>
 <div class="messageText"><p>Im Winter ruht das Leben im Haufen fast ganz, Umsetzen bringt dann wenig. Lieber im März, wenn es wärmer wird.</p></div></article>
<article class="message" id="post-3"><div class="messageHeader"><a class="username" href="/user/12-beetbert/">beetbert</a> <time datetime="2024-01-09T18:15:00+01:00">9. Januar 2024</time></div>
 <div class="messageText"><blockquote class="quoteBox"><header class="quoteBoxTitle"><a href="/thread/41/?postID=2#post2">Zitat von kompostkurt</a></header><div class="quoteBoxContent"><p>Im Winter ruht das Leben im Haufen fast ganz, Umsetzen bringt dann wenig.</p></div></blockquote>
 <p>Sehe ich genauso. Abdecken mit Laub hilft aber, damit er nicht ganz auskühlt.</p></div></article>
</div></main></body></html>`,
	"es": `<!DOCTYPE html><html lang="es"><head><title>¿Qué aceite para una moto de 125?</title></head><body>
<main><h1>¿Qué aceite para una moto de 125?</h1><div class="thread">
<div class="post" id="p1"><div class="postprofile"><a class="username" href="/memberlist.php?u=5">Lucía</a> <time datetime="2023-04-02T10:00:00+02:00">02 abr 2023</time></div>
 <div class="postbody"><p>Tengo una moto de 125 de 2019 y el manual pide 10W-40. ¿Sirve cualquier aceite semisintético o hay que buscar uno con la norma JASO MA2?</p></div></div>
<div class="post" id="p2"><div class="postprofile"><a class="username" href="/memberlist.php?u=9">Rodrigo</a> <time datetime="2023-04-02T12:20:00+02:00">02 abr 2023</time></div>
 <div class="postbody"><div class="bbcode-quote"><div><strong>Lucía</strong> escribió:</div><div>¿Sirve cualquier aceite semisintético o hay que buscar uno con la norma JASO MA2?</div></div>
 <p>Busca siempre JASO MA2: el embrague va bañado en aceite y con uno de coche patina.</p></div></div>
<div class="post" id="p3"><div class="postprofile"><a class="username" href="/memberlist.php?u=5">Lucía</a> <time datetime="2023-04-03T08:45:00+02:00">03 abr 2023</time></div>
 <div class="postbody"><p>Gracias, compré uno con la norma y el embrague va mucho más suave.</p></div></div>
</div></main></body></html>`,
}

// TestForumQuoteBoxes: a quote box is read by its structure in any
// language: the German WoltLab quote's header (classed as its title) and
// the Spanish box's line ending in a colon are cite lines of a
// <blockquote>; a post's body classed for quoting, which leaves none of
// the post's words outside it, stays the post.
func TestForumQuoteBoxes(t *testing.T) {
	de := discussionPosts(t, quotingThreads["de"], "https://forum.example/thread/41/", 3)
	if strings.Contains(de[0].HTML, "<blockquote>") || strings.Contains(de[0].HTML, "<cite>") {
		t.Errorf("de: the opening post's body was taken for a quote: %s", de[0].HTML)
	}
	checkQuote(t, "de", de[2], "Zitat von kompostkurt", "ruht das Leben im Haufen", "Abdecken mit Laub")
	es := discussionPosts(t, quotingThreads["es"], "https://foro.example/viewtopic.php?t=7", 3)
	checkQuote(t, "es", es[1], "<strong>Lucía</strong> escribió:", "Sirve cualquier aceite", "el embrague va bañado")
}
