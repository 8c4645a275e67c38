package page

import (
	"strings"

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
