package meta

import (
	"testing"

	"github.com/pith-reader/pith/core/dom"
)

func readPage(t *testing.T, page string) Metadata {
	t.Helper()
	doc, err := dom.Parse(page, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return Read(doc, make([]bool, doc.Len()), "https://news.example.cz/a")
}

// JSON-LD whose name is the site's and whose headline is the story's: the
// headline is taken when it resembles the document title as Reader View
// cuts it (without " - Site"), as Reader View compares them; the whole
// <title>, site name and all, resembles neither enough.
func TestJSONLDHeadlineAgainstTheCutTitle(t *testing.T) {
	page := `<html><head><title>
	Harbour wins the cup. Peterson's saves unseen - Přístav.cz
	</title><script type="application/ld+json">{"@type":"NewsArticle","name":"Přístav.cz","publisher":{"@type":"Organization","name":"Přístav.cz"},
	"headline":"Harbour wins the cup. Peterson unseen"}</script></head><body><p>Story.</p></body></html>`
	if got, want := readPage(t, page).Title, "Harbour wins the cup. Peterson unseen"; got != want {
		t.Errorf("title = %q, want %q", got, want)
	}
}

// An element before <head> opens the body early: the parser moves the
// <title> and <meta> tags into the body, where the <meta> tags are still
// the page's.
func TestHeadOpenedAfterABodyElement(t *testing.T) {
	page := `<!DOCTYPE html><html><div id="stamp" style="position:absolute"></div><head><title>Veteran Wraps Baby in Flag - Yahoo</title>
	<meta property="og:title" content="Veteran Wraps Baby in Flag, Photo Sparks Controversy"><meta name="author" content="Gillian Mohney"></head>
	<body><p>Story.</p></body></html>`
	m := readPage(t, page)
	if m.Title != "Veteran Wraps Baby in Flag, Photo Sparks Controversy" || m.Byline != "Gillian Mohney" {
		t.Errorf("title = %q, byline = %q", m.Title, m.Byline)
	}
}
