package page

import (
	"slices"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html/atom"
)

// CommentAncestor is the outermost comment-marked element at or above id
// (below <body>), or -1.
func (pg *Page) CommentAncestor(id int) int {
	found := -1
	for n := id; n > pg.Doc.Body && n > 0; n = int(pg.Doc.Parent[n]) {
		if segment.HasCommentToken(pg.Doc.ClassIDOf(n)) {
			found = n
		}
	}
	return found
}

// InPageChrome reports an element inside a <nav>, a <header>, a <footer>
// or an <aside>.
func (pg *Page) InPageChrome(id int) bool {
	return pg.InTags(id, atom.Nav, atom.Header, atom.Footer, atom.Aside)
}

// InTags reports an element inside (or being) one of the tags, below the
// body.
func (pg *Page) InTags(id int, tags ...atom.Atom) bool {
	for a := id; a > pg.Doc.Body; a = int(pg.Doc.Parent[a]) {
		if slices.Contains(tags, pg.Doc.Tag(a)) {
			return true
		}
	}
	return false
}

// InBoilerplate reports a block inside a sidebar, a widget, a footer or
// the like (by tag or class/id, up to <body>): prose there is an "about
// this site" box, not the story.
func (pg *Page) InBoilerplate(id int) bool {
	for a := id; a > pg.Doc.Body; a = int(pg.Doc.Parent[a]) {
		switch pg.Doc.Tag(a) {
		case atom.Nav, atom.Aside, atom.Footer, atom.Header:
			return true
		}
		if _, noisy := pg.NoiseWord(a); noisy {
			return true
		}
	}
	return false
}

// InDialog reports an element in a dialog (<dialog>, role=dialog or
// alertdialog): a layer over the page — the cookie consent a shop opens
// with, a sign-in form — never its content.
func (pg *Page) InDialog(id int) bool {
	for n := id; n >= 0; n = int(pg.Doc.Parent[n]) {
		el := pg.Doc.Elems[n]
		if role := dom.Attr(el, "role"); el.DataAtom == atom.Dialog || role == "dialog" || role == "alertdialog" {
			return true
		}
	}
	return false
}
