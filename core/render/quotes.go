package render

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
)

// QuoteRole is what an element is to the quotations of a discussion's
// post: forums set a quote of an earlier post in a box of their own
// (XenForo's bbCodeBlock--quote, vBulletin's bbcode_quote, Discourse's
// aside.quote, FluxBB's quotebox), not always a <blockquote>, with its
// attribution ("Ann said:", "Originally Posted by Ann") on a line of its
// own; the reader and the saved file show a quote as a quote, headed by
// that line.
type QuoteRole uint8

const (
	// QuoteAsIs: the element renders by its tag.
	QuoteAsIs QuoteRole = iota
	// QuotePlain: a <blockquote> that is a container, not a quote (the
	// body vBulletin sets each post in, the inner box of a forum's
	// quote), or a heading that is no heading of the text (the title of
	// a link card, kept as its link): a plain block.
	QuotePlain
	// QuoteBlock: a forum's quote box, rendered as a <blockquote>.
	QuoteBlock
	// QuoteCite: a quote's attribution, rendered as a line of its own,
	// a <cite> in a paragraph (Markdown: emphasised), its parts a space
	// apart.
	QuoteCite
)

// quoteRole is n's role (QuoteAsIs without a Quotes hook).
func (p Part) quoteRole(n *html.Node) QuoteRole {
	if p.Quotes == nil || n.Type != html.ElementNode {
		return QuoteAsIs
	}
	return p.Quotes(n)
}

// citeGap reports a child c of an attribution line that the page's style
// sets apart from the shown node before it, with no white space between
// them in the markup: phpBB's "wrote: <a>↑</a><span>Mon Oct 02</span>",
// MyBB's date in a span floated beside the name. Run together they would
// read "↑Mon".
func (p Part) citeGap(c *html.Node) bool {
	if c.Parent == nil || p.quoteRole(c.Parent) != QuoteCite {
		return false
	}
	prev := c.PrevSibling
	for prev != nil && (prev.Type == html.ElementNode && p.skip(prev) || prev.Type == html.CommentNode) {
		prev = prev.PrevSibling
	}
	if prev == nil || c.Type != html.ElementNode && prev.Type != html.ElementNode {
		return false
	}
	a, b := dom.TextExcept(prev, p.skip), dom.TextExcept(c, p.skip)
	if prev.Type == html.TextNode {
		a = prev.Data
	}
	if c.Type == html.TextNode {
		b = c.Data
	}
	if a == "" || b == "" || endsSpace(a) || startsSpace(b) {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(a)
	first, _ := utf8.DecodeRuneInString(b)
	// Punctuation closes the words before it ("Topic</a>:"), an
	// opening bracket the words after it.
	return (wordRune(first) || strings.ContainsRune("([", first)) && !strings.ContainsRune("([", last) && !unicode.IsSpace(last)
}
