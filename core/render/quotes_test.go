package render

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestQuoteRoles: a forum's quote box (a <div>) renders as a quote, its
// attribution as a cite line of its own whose parts the markup runs
// together ("↑" and the date) are a space apart, punctuation closing
// them kept close; a <blockquote> that contains the quote is a plain
// block; a heading marked plain is a block.
func TestQuoteRoles(t *testing.T) {
	p := part(t, `<div class="q"><div class="by"><a href="/u/ann">Ann</a> schrieb: <a href="/p/1">↑</a><span>2. Mai</span></div><blockquote class="in"><p>Erst gießen, dann säen.</p></blockquote></div><h3 class="t"><a href="/x">Titel</a></h3><p>Danke!</p>`)
	p.Quotes = func(n *html.Node) QuoteRole {
		switch attr(n, "class") {
		case "q":
			return QuoteBlock
		case "by":
			return QuoteCite
		case "in", "t":
			return QuotePlain
		}
		return QuoteAsIs
	}
	if got, want := p.HTML(), `<blockquote><p><cite><a href="https://example.org/u/ann">Ann</a> schrieb: ↑ <span>2. Mai</span></cite></p><div><p>Erst gießen, dann säen.</p></div></blockquote><div><a href="https://example.org/x">Titel</a></div><p>Danke!</p>`; !strings.Contains(got, want) {
		t.Errorf("HTML\n%s\nwant\n%s", got, want)
	}
	if got, want := strings.TrimSpace(p.Markdown()), "> _[Ann](https://example.org/u/ann) schrieb: [↑](https://example.org/p/1) 2. Mai_\n>\n> Erst gießen, dann säen.\n\n[Titel](https://example.org/x)\n\nDanke!"; got != want {
		t.Errorf("Markdown\n%q\nwant\n%q", got, want)
	}
	if got, want := strings.TrimSpace(p.Text()), "Ann schrieb: ↑ 2. Mai\n\nErst gießen, dann säen.\n\nTitel\n\nDanke!"; got != want {
		t.Errorf("text\n%q\nwant\n%q", got, want)
	}
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}
