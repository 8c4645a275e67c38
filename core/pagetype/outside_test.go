package pagetype

import (
	"testing"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/segment"
	"github.com/pith-reader/pith/core/thread"
)

// deciderFor is the page-type call's state on a hand-written page without
// regions, for tests of single steps; byID finds an element by its id.
func deciderFor(t *testing.T, src string) (*decider, func(string) int) {
	t.Helper()
	doc, err := dom.Parse(src, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	pg := &page.Page{Doc: doc, Stats: features.Compute(doc, nil), Byline: -1}
	pt := &decider{pg: pg, doc: doc, st: pg.Stats, seg: &segment.Segmentation{}, threads: thread.New(pg, true, false)}
	return pt, func(id string) int {
		for i, n := range doc.Elems {
			if dom.Attr(n, "id") == id {
				return i
			}
		}
		t.Fatalf("no element #%s", id)
		return -1
	}
}

// A photo post (a headline, a picture, a line) above its comments: too
// short to be prose, but the block the headline heads beside the comment
// section is the post — not a paragraph of prose one level up, in the
// page's other column.
func TestPhotoPostAboveItsComments(t *testing.T) {
	page := `<html><body><div id="intro"><p>Writers and readers meet here: a page for the conversations, the journeys and the books that the years have brought.</p></div>
<div id="main"><div id="post"><h2>Conversation with my readers, 29 June</h2><p><img src="/video.jpg" alt="video"></p><p>Watch it here.</p></div>
<div id="comments"><ol><li class="comment">Thank you for the conversation. I have been reading your books for years.</li><li class="comment">Number two.</li></ol></div></div></body></html>`
	pt, byID := deciderFor(t, page)
	pt.pg.Title = "Conversation with my readers, 29 June"
	if got, _ := pt.proseBefore(byID("comments")); got != byID("post") {
		t.Errorf("proseBefore = %d, want the post %d (intro %d)", got, byID("post"), byID("intro"))
	}
	pt.pg.Title = ""
	if got, _ := pt.proseBefore(byID("comments")); got != byID("intro") {
		t.Errorf("without a headline, proseBefore = %d, want the prose one level up %d", got, byID("intro"))
	}
}
