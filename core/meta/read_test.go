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

// A byline box that marks the author's link holds the name beside other
// words (a job title): the link is the name; two author links are read
// whole.
func TestBylineBoxMarkedAuthorLink(t *testing.T) {
	one := `<html><head><title>Eight games</title></head><body><div class="author"><a class="author-link" href="/author/ben-stone">Ben Stone</a> <span>Games Editor</span></div><p>Story.</p></body></html>`
	if got := readPage(t, one).Byline; got != "Ben Stone" {
		t.Errorf("byline = %q, want the linked name", got)
	}
	two := `<html><head><title>Eight games</title></head><body><div class="byline">By <a rel="author" href="/a/ann">Ann Lee</a> and <a rel="author" href="/a/bo">Bo Park</a></div><p>Story.</p></body></html>`
	if got := readPage(t, two).Byline; got != "Ann Lee and Bo Park" {
		t.Errorf("byline = %q, want both names", got)
	}
}

// An element whose class says "author" but names nobody (an account menu)
// is passed over for the byline after it; a class or id that says
// "authorized" or "authority" marks no byline.
func TestBylinePastBoxesThatNameNobody(t *testing.T) {
	menu := `<html><head><title>Babies and peanuts</title></head><body><div class="user-author-menu">Sign In| Sign Up| Subscribe My Portal Show Menu My Tools My Portal Pages My Account Sign Out Now</div>
	<h1>Babies and peanuts</h1><div class="author_fmt">By <a rel="author" href="/ann-lee">Ann  Lee, MA</a><br>Health News</div><p>Story.</p></body></html>`
	if got := readPage(t, menu).Byline; got != "Ann Lee, MA" {
		t.Errorf("byline = %q, want the byline box's name", got)
	}
	section := `<html><head><title>Keys</title></head><body><h2 id="Locking_the_authorized_keys_file">Locking the authorized keys file</h2><p>Text.</p>
	<div class="authority-dealer">Authorized Dealer</div><p>More.</p></body></html>`
	if got := readPage(t, section).Byline; got != "" {
		t.Errorf("byline = %q, want none", got)
	}
}

// A byline box of several lines: the line the label begins is the byline,
// not the role or the outlet on the next; a label alone at a line's end
// is read with the line after it.
func TestBylineBoxOfSeveralLines(t *testing.T) {
	role := `<html><head><title>Schools</title></head><body><div class="byline">By Judith Moss<br>Education reporter, City News</div><p>Story.</p></body></html>`
	if got := readPage(t, role).Byline; got != "Judith Moss" {
		t.Errorf("byline = %q, want the name's line", got)
	}
	label := `<html><head><title>Amps</title></head><body><div class="author-box"><p>This article was Written By</p><p>Our Research Team</p><p>Get to know them!</p></div><p>Story.</p></body></html>`
	if got := readPage(t, label).Byline; got != "Our Research Team" {
		t.Errorf("byline = %q, want the line after the label", got)
	}
}
