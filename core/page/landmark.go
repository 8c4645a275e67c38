package page

import (
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html/atom"
)

// MainLandmark is the page's main landmark, the element the page itself
// names as its content (HTML's <main>, ARIA's role="main"), -1 when there
// is none. Of several visible ones (a template nesting two, a hidden
// mobile copy), the one holding the most text. Landmarks are the same in
// every language, unlike the class names templates choose.
func (pg *Page) MainLandmark() int {
	d := pg.Doc
	best := -1
	if d.Body < 0 {
		return -1
	}
	for id := d.Body; id <= d.End(d.Body); id++ {
		if pg.Stats.Hidden[id] || !isMainLandmark(pg, id) {
			continue
		}
		if best < 0 || pg.Stats.Chars[id] > pg.Stats.Chars[best] {
			best = id
		}
	}
	return best
}

func isMainLandmark(pg *Page, id int) bool {
	if pg.Doc.Tag(id) == atom.Main {
		return true
	}
	for _, a := range pg.Doc.Elems[id].Attr {
		if a.Key == "role" && strings.EqualFold(strings.TrimSpace(a.Val), "main") {
			return true
		}
	}
	return false
}

// Responsive reports a page laid out for any screen width: a <meta
// name="viewport"> whose width follows the device's ("width=device-width").
// Such templates stack the page's content as full-width sections (a
// landing page, a shop); the fixed-width pages of before (a blog's post
// between its sidebars) declare no viewport or a fixed width.
func (pg *Page) Responsive() bool {
	d := pg.Doc
	for id := 0; id < len(d.Elems); id++ {
		if d.Tag(id) != atom.Meta || !strings.EqualFold(dom.Attr(d.Elems[id], "name"), "viewport") {
			continue
		}
		c := strings.ToLower(dom.Attr(d.Elems[id], "content"))
		return strings.Contains(strings.ReplaceAll(c, " ", ""), "width=device-width")
	}
	return false
}
