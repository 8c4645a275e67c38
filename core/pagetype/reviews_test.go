package pagetype

import (
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/segment"
)

// germanReviews is a shop's product page in German: the product's
// description, then customer reviews signed and dated like posts; each
// review rates the product (a star rating's class, or microdata's
// reviewRating) when rated is true.
func germanReviews(rated bool) string {
	review := func(who, stars string) string {
		rating := ""
		if rated {
			rating = `<i class="a-icon a-star-` + stars + ` review-rating"><span>` + stars + `,0 von 5 Sternen</span></i>`
		}
		return `<li class="review"><span class="author">` + who + `</span> <time datetime="2026-01-01">1. Januar 2026</time>` + rating +
			`<p>` + strings.Repeat("Der Klang ist klar, die Geräuschunterdrückung funktioniert sehr gut und sie sitzen bequem. ", 3) + `</p></li>`
	}
	return `<html><body><div id="product"><h1>Ohrhörer Pro</h1><p>` +
		strings.Repeat("Kabellose Ohrhörer mit aktiver Geräuschunterdrückung und einem Ladeetui mit USB-C. ", 3) + `</p></div>` +
		`<div id="reviews"><ul id="list">` + review("Mieze", "5") + review("CC", "4") + review("Gus", "5") + review("Ana", "3") + `</ul></div></body></html>`
}

// Reviews under a product each rate it: they are its comments, never a
// discussion's posts, and the article is the product's prose before them.
// The same items without a rating are left to the thread check.
func TestRatedItemsAreReviewsNotAThread(t *testing.T) {
	pt, byID := deciderFor(t, germanReviews(true))
	list := byID("list")
	var items []int
	pt.doc.Children(list, func(c int) { items = append(items, c) })
	if !pt.reviewsNotThread(items) {
		t.Fatal("rated reviews were left to be a thread")
	}
	if pt.seg.Type != segment.TypeArticleWithComments {
		t.Errorf("type = %v, want AC", pt.seg.Type)
	}
	for _, r := range pt.seg.Regions {
		if r.Label == segment.LabelArticle && r.Node != byID("product") {
			t.Errorf("article region %d, want the product %d", r.Node, byID("product"))
		}
	}

	pt, byID = deciderFor(t, germanReviews(false))
	items = items[:0]
	pt.doc.Children(byID("list"), func(c int) { items = append(items, c) })
	if pt.reviewsNotThread(items) {
		t.Error("items without a rating were taken for reviews")
	}
}

// A shop opens with a cookie consent in a dialog, longer prose than the
// short post above the comments: the dialog is a layer over the page,
// never the post. In German.
func TestDialogIsNotThePostBeforeComments(t *testing.T) {
	page := `<html><body><div id="main"><form id="consent" role="dialog"><p>` +
		strings.Repeat("Wir verwenden Cookies und ähnliche Werkzeuge, um Ihr Einkaufserlebnis zu verbessern und unsere Dienste bereitzustellen. ", 3) +
		`</p></form><div id="post"><p>Kabellose Ohrhörer mit aktiver Geräuschunterdrückung und einem Ladeetui mit USB-C, das sich auch kabellos laden lässt.</p></div>` +
		`<div id="comments"><ol><li class="comment">Sehr gut.</li><li class="comment">Gefällt mir.</li></ol></div></div></body></html>`
	pt, byID := deciderFor(t, page)
	if got, _ := pt.proseBefore(byID("comments")); got != byID("post") {
		t.Errorf("proseBefore = %d, want the post %d (the dialog is %d)", got, byID("post"), byID("consent"))
	}
}
