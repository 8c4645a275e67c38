// Package pathological builds, in memory, the hostile pages of issue 6's
// pathological suite: one generator per case, shared by the core's tests
// (core/pathological_test.go: correctness and boundedness) and by
// `pith stress` (wall time and peak RSS per case). Nothing here is timed.
//
// Every generator is deterministic: the same case gives the same bytes.
package pathological

import (
	"strconv"
	"strings"
)

// Case is one hostile page.
type Case struct {
	Name string
	// Raw builds the page's bytes. Pages are UTF-8 unless Charset is set.
	Raw func() []byte
	// Charset: the bytes are not plain UTF-8 and must go through
	// core/charset.Decode first, as the native edge does.
	Charset bool
}

// Para is the paragraph the generators use as the page's story.
const Para = "<p>All work and no play makes a dull page, so the story goes on for a while. </p>\n"

// Sizes of the cases.
const (
	SiblingParagraphs = 1_000_000
	Comments          = 10_000 // in groups of five: depths 0, 1, 2, 1, 0
	Links             = 200_000
	TableRows         = 500
	TableCols         = 100 // 50 000 cells
	UnclosedRepeats   = 20_000
	HugeAttribute     = 10 << 20
	InlineDepth       = 10_000
	BigPage           = 50 << 20
	NestedDivs        = 100_000
)

// Cases lists every case, cheap ones first.
func Cases() []Case {
	return []Case{
		{Name: "binary-junk", Raw: BinaryJunk},
		{Name: "mixed-charsets", Raw: MixedCharsets, Charset: true},
		{Name: "latin1-with-utf8", Raw: Latin1WithUTF8, Charset: true},
		{Name: "unclosed-tags", Raw: str(UnclosedTags)},
		{Name: "nested-inline", Raw: str(NestedInline)},
		{Name: "nested-divs-100k", Raw: str(NestedDivs100k)},
		{Name: "table-50k-cells", Raw: str(TableCells)},
		{Name: "links-200k", Raw: str(LinkPage)},
		{Name: "huge-attribute-10mb", Raw: str(HugeAttributePage)},
		{Name: "comments-10k", Raw: str(CommentPage)},
		{Name: "siblings-1m-p", Raw: str(SiblingPs)},
		{Name: "page-50mb", Raw: str(FiftyMB)},
	}
}

func str(f func() string) func() []byte { return func() []byte { return []byte(f()) } }

// BinaryJunk is an ELF header followed by pseudo-random bytes.
func BinaryJunk() []byte {
	b := []byte("\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00>\x00")
	x := uint32(2463534242)
	for len(b) < 64<<10 {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		b = append(b, byte(x))
	}
	return b
}

// MixedCharsets is a UTF-8 page with a few stray Latin-1 bytes (é as 0xE9)
// among many UTF-8 characters: the decoder keeps UTF-8 and replaces each
// stray byte with U+FFFD.
func MixedCharsets() []byte {
	var b strings.Builder
	b.WriteString(`<html><head><meta charset="utf-8"><title>Café notes</title></head><body><article><h1>Été au café</h1>`)
	for i := range 200 {
		b.WriteString("<p>Le café de l’été, déjà servi à ")
		b.WriteString(strconv.Itoa(i))
		b.WriteString(" clients — naïve crème brûlée, señor.")
		if i%50 == 0 {
			b.WriteString(" Stray latin-1: caf\xe9 na\xefve.")
		}
		b.WriteString("</p>\n")
	}
	b.WriteString("</article></body></html>")
	return []byte(b.String())
}

// Latin1WithUTF8 is a Latin-1 page (declared so) with a few UTF-8 sequences
// pasted in: the decoder follows the declaration (windows-1252).
func Latin1WithUTF8() []byte {
	var b strings.Builder
	b.WriteString(`<html><head><meta charset="iso-8859-1"><title>Caf` + "\xe9" + `</title></head><body><article><h1>R` + "\xe9" + `sum` + "\xe9" + `</h1>`)
	for i := range 200 {
		b.WriteString("<p>Le caf\xe9 de l'\xe9t\xe9, d\xe9j\xe0 servi \xe0 ")
		b.WriteString(strconv.Itoa(i))
		b.WriteString(" clients, na\xefve cr\xe8me br\xfbl\xe9e.")
		if i%50 == 0 {
			b.WriteString(" Pasted UTF-8: café.")
		}
		b.WriteString("</p>\n")
	}
	b.WriteString("</article></body></html>")
	return []byte(b.String())
}

// UnclosedTags repeats block and inline openings that never close.
func UnclosedTags() string {
	return "<html><body>" + strings.Repeat("<div><p><b><i><span><li><td>text that never closes ", UnclosedRepeats)
}

// NestedInline nests inline formatting InlineDepth deep, with text at
// every level and a distinct class per level (so the parser's list of
// active formatting elements cannot fold them).
func NestedInline() string {
	var b strings.Builder
	b.WriteString("<html><body><div>")
	tags := []string{"b", "i", "em", "strong", "u", "span", "a", "small"}
	for i := range InlineDepth {
		t := tags[i%len(tags)]
		b.WriteString("<" + t + ` class="l` + strconv.Itoa(i) + `">word` + strconv.Itoa(i) + " ")
	}
	for i := InlineDepth - 1; i >= 0; i-- {
		b.WriteString("</" + tags[i%len(tags)] + ">")
	}
	b.WriteString("</div></body></html>")
	return b.String()
}

// NestedDivs100k nests NestedDivs divs around the story.
func NestedDivs100k() string {
	return strings.Repeat("<div>", NestedDivs) + Para + strings.Repeat("</div>", NestedDivs)
}

// TableCells is one table of TableRows × TableCols cells after a short story.
func TableCells() string {
	var b strings.Builder
	b.WriteString("<html><body><article><h1>Numbers</h1>" + Para + "<table>")
	for r := range TableRows {
		b.WriteString("<tr>")
		for c := range TableCols {
			b.WriteString("<td>r" + strconv.Itoa(r) + "c" + strconv.Itoa(c) + "</td>")
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</table></article></body></html>")
	return b.String()
}

// LinkPage is a short story beside a navigation of Links links.
func LinkPage() string {
	var b strings.Builder
	b.WriteString("<html><body><nav><ul>")
	for i := range Links {
		b.WriteString(`<li><a href="/p/` + strconv.Itoa(i) + `">link ` + strconv.Itoa(i) + "</a></li>")
	}
	b.WriteString("</ul></nav><article><h1>The story</h1>" + strings.Repeat(Para, 10) + "</article></body></html>")
	return b.String()
}

// HugeAttributePage holds a HugeAttribute-byte attribute value.
func HugeAttributePage() string {
	return `<html><body><div class="story" data-blob="` + strings.Repeat("x", HugeAttribute) + `">` + Para + "</div></body></html>"
}

// SiblingPs is SiblingParagraphs sibling paragraphs in one body.
func SiblingPs() string {
	return "<html><body>" + strings.Repeat("<p>word</p>", SiblingParagraphs) + "</body></html>"
}

// FiftyMB is a BigPage-byte page of paragraphs (cut at dom's MaxBytes).
func FiftyMB() string {
	return "<html><body><div>" + strings.Repeat(Para, BigPage/len(Para)) + "</div></body></html>"
}

// CommentAuthor and CommentText name comment n (0-based, in page order).
func CommentAuthor(n int) string { return "Reader " + strconv.Itoa(n) }

// CommentText is the text of comment n.
func CommentText(n int) string {
	return "This is comment number " + strconv.Itoa(n) + ", and I think the recipe needs more salt than the post says."
}

// CommentDepth is the reply depth of comment n (0 = top level): groups of
// five comments nest as 0, 1, 2, 1, 0.
func CommentDepth(n int) int { return [5]int{0, 1, 2, 1, 0}[n%5] }

// CommentPage is a WordPress-like post with Comments comments: ol.commentlist
// > li.comment (author, date, text, reply link), replies in ol.children.
func CommentPage() string {
	var b strings.Builder
	b.Grow(Comments * 900)
	b.WriteString(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Salt and bread | A baking blog</title></head><body class="single-post">
<header class="site-header"><nav class="main-navigation"><ul><li><a href="/">Home</a></li><li><a href="/recipes">Recipes</a></li><li><a href="/about">About</a></li></ul></nav></header>
<div id="content" class="site-content"><main id="main"><article class="post type-post"><header class="entry-header"><h1 class="entry-title">Salt and bread</h1>
<div class="entry-meta"><span class="byline">by <a class="url fn n" href="/author/ann">Ann</a></span> <time class="entry-date published" datetime="2024-04-30T09:00:00+00:00">April 30, 2024</time></div></header>
<div class="entry-content">`)
	for i := range 8 {
		b.WriteString("<p>Bread without salt tastes flat, and the dough ferments too fast. Step " + strconv.Itoa(i+1) +
			" of the method weighs the salt at two percent of the flour, dissolved in a little of the water before mixing.</p>\n")
	}
	b.WriteString(`</div></article>
<div id="comments" class="comments-area"><h2 class="comments-title">` + strconv.Itoa(Comments) + ` thoughts on &ldquo;Salt and bread&rdquo;</h2>
<ol class="commentlist">
`)
	for n := 0; n < Comments; n++ {
		d := CommentDepth(n)
		writeComment(&b, n, d)
		switch {
		case d == 0 && n%5 == 0: // opens replies
			b.WriteString(`<ol class="children">` + "\n")
		case d == 1 && n%5 == 1:
			b.WriteString(`<ol class="children">` + "\n")
		case d == 2:
			b.WriteString("</li></ol></li>\n") // closes n and its parent n-1
		case d == 1 && n%5 == 3:
			b.WriteString("</li></ol></li>\n") // closes n and the top-level n-3
		default:
			b.WriteString("</li>\n")
		}
	}
	b.WriteString(`</ol>
<div id="respond" class="comment-respond"><h3>Leave a Reply</h3><form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea><input type="submit" value="Post Comment"></form></div></div>
</main></div><footer class="site-footer"><p>© 2024 A baking blog</p></footer></body></html>`)
	return b.String()
}

func writeComment(b *strings.Builder, n, depth int) {
	id := strconv.Itoa(n + 1)
	parity := "even"
	if n%2 == 1 {
		parity = "odd"
	}
	b.WriteString(`<li class="comment ` + parity + ` depth-` + strconv.Itoa(depth+1) + `" id="comment-` + id + `">` +
		`<article id="div-comment-` + id + `" class="comment-body"><footer class="comment-meta"><div class="comment-author vcard">` +
		`<b class="fn">` + CommentAuthor(n) + `</b> <span class="says">says:</span></div>` +
		`<div class="comment-metadata"><a href="#comment-` + id + `"><time datetime="2024-05-01T10:00:00+00:00">May 1, 2024 at 10:00 am</time></a></div></footer>` +
		`<div class="comment-content"><p>` + CommentText(n) + `</p></div>` +
		`<div class="reply"><a rel="nofollow" class="comment-reply-link" href="?replytocom=` + id + `#respond">Reply</a></div></article>`)
}
