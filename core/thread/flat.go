package thread

import (
	"strings"

	"github.com/pith-reader/pith/core/clean"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/render"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Flat comment lists. Blog templates of the Movable Type and TypePad
// family write their comments with no container per comment: under a
// "Comments" heading, each comment is a few paragraphs followed by a
// signature line, "Posted by: Reed at April 6, 2007 3:09 PM", all siblings
// of one parent. Nothing there is marked as a comment by class, so SD finds
// no comment region (seed 000 §3.3 looks for comment-named blocks) and the
// comments either vanish or join the article. Flat finds such a
// list by its structure: a comments heading, then at least
// minFlatComments signature lines among the siblings that follow it.

// minFlatComments is the least number of signature lines that make a list.
const minFlatComments = 2

// maxSignatureChars bounds a signature line ("Posted by: name at date").
const maxSignatureChars = 200

// Flat returns the comments of a flat list and the blocks they
// span (to be left out of the article), or nothing.
func (f *Finder) Flat() ([]Comment, []int) {
	if f.doc.Body < 0 {
		return nil, nil
	}
	for id := f.doc.Body; id < f.doc.Len(); id++ {
		if f.st.Hidden[id] {
			id = f.doc.End(id)
			continue
		}
		if !f.isCommentsHeading(id) {
			continue
		}
		if out, blocks := f.flatListAfter(id); len(out) > 0 {
			return out, blocks
		}
	}
	return nil, nil
}

// isCommentsHeading reports a heading (h2–h4) that opens a comment list:
// "Comments", "12 Comments", "Responses", "Reader comments", or one
// holding the page's "comments" anchor.
func (f *Finder) isCommentsHeading(id int) bool {
	switch f.doc.Tag(id) {
	case atom.H2, atom.H3, atom.H4:
	default:
		return false
	}
	if f.st.Chars[id] > 40 {
		return false
	}
	t := strings.ToLower(f.text(id)) // folded and trimmed
	t = strings.TrimLeft(t, "0123456789 ")
	t = strings.TrimRight(t, " :")
	switch t {
	case "comment", "comments", "response", "responses", "reader comments", "readers' comments", "discussion", "comentarios", "comentários", "kommentare", "commentaires", "commenti":
		return true
	}
	for d := id; d <= f.doc.End(id); d++ {
		if strings.EqualFold(dom.Attr(f.doc.Elems[d], "id"), "comments") || strings.EqualFold(dom.Attr(f.doc.Elems[d], "name"), "comments") {
			return true
		}
	}
	return false
}

// flatListAfter reads the comment list among the siblings after the
// heading: each comment is the blocks up to and including its signature
// line. It stops at a form or another heading (a "Post a comment" box).
func (f *Finder) flatListAfter(heading int) ([]Comment, []int) {
	var blocks []int
	for id := f.doc.NextSibling(heading); id >= 0; id = f.doc.NextSibling(id) {
		if t := f.doc.Tag(id); t == atom.Form || t == atom.H1 || t == atom.H2 || t == atom.H3 || t == atom.H4 || f.st.Forms[id] > 0 {
			break
		}
		blocks = append(blocks, id)
	}
	var groups [][]int
	var cur []int
	for _, b := range blocks {
		if f.st.Hidden[b] {
			continue
		}
		cur = append(cur, b)
		if f.isSignatureLine(b) {
			groups = append(groups, cur)
			cur = nil
		}
	}
	if len(groups) < minFlatComments {
		return nil, nil
	}
	var ids *page.IDWalk // each group's renderings walk from its blocks
	skip := func(n *html.Node) bool {
		if clean.CommentChrome(n) {
			return true
		}
		id, ok := ids.ID(n)
		return ok && f.st.Hidden[id]
	}
	var out []Comment
	var spanned []int
	for _, g := range groups {
		if len(g) < 2 {
			continue // a signature line alone (a trackback's date) is no comment
		}
		nodes := make([]*html.Node, len(g))
		for i, b := range g {
			nodes[i] = f.doc.Elems[b]
		}
		ids = page.NewIDWalk(f.doc, g...)
		text := strings.TrimSpace(render.NewPartAt(f.base(), skip, nodes...).Text())
		if text == "" {
			continue
		}
		sig := g[len(g)-1]
		c := Comment{Author: signatureAuthor(f.text(sig)), Text: text, Node: g[0]}
		if iso, shown := dateInLine(f.text(sig)); iso != "" {
			// The signature line dates the comment too ("Posted by: omni
			// | Mar 22, 2007 12:56:24 AM", "… at October 28, 2012 04:59 PM").
			c.Date = iso
			if shown != iso {
				c.DateText = shown
			}
		}
		body := render.NewPartAt(f.base(), func(n *html.Node) bool { return n == f.doc.Elems[sig] || skip(n) }, nodes...)
		if f.html {
			c.HTML = body.HTML()
		}
		if f.markdown {
			c.Markdown = itemMarkdown(body) // as every other comment's
		}
		out = append(out, c)
		spanned = append(spanned, g...)
	}
	if len(out) < minFlatComments {
		return nil, nil
	}
	return out, spanned
}

// isSignatureLine reports a short block that signs a comment: its text
// opens with "Posted by", or its class names it ("posted", "comment-footer").
func (f *Finder) isSignatureLine(id int) bool {
	if f.st.Chars[id] == 0 || f.st.Chars[id] > maxSignatureChars {
		return false
	}
	t := strings.ToLower(strings.TrimSpace(dom.LeadingText(f.doc.Elems[id], 40)))
	if strings.HasPrefix(t, "posted by") || strings.HasPrefix(t, "written by") || strings.HasPrefix(t, "comment by") {
		return true
	}
	return signatureWords.In(f.doc.ClassIDOf(id)) && f.commentMarked(id)
}

var signatureWords = segment.NewWordSet("posted", "footer", "byline", "meta")

// signatureAuthor reads the name in "Posted by: NAME at DATE".
func signatureAuthor(line string) string {
	t := dom.FoldSpace(line)
	low := strings.ToLower(t)
	for _, pre := range []string{"posted by:", "posted by", "written by:", "written by", "comment by:", "comment by"} {
		if strings.HasPrefix(low, pre) {
			t = strings.TrimSpace(t[len(pre):])
			break
		}
	}
	if i := strings.Index(strings.ToLower(t), " at "); i > 0 {
		t = t[:i]
	}
	if i := strings.Index(t, " | "); i > 0 {
		t = t[:i]
	}
	return strings.TrimSpace(t)
}
