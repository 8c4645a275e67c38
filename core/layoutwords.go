package core

import "github.com/pith-reader/pith/core/segment"

// Layout vocabulary. Page builders name every block of a page after
// themselves ("elementor-widget elementor-widget-text-editor" around each
// heading and paragraph of a WordPress page), and their names may hold a
// noise word ("widget"). A class token that wraps most of the page's text
// is the template's vocabulary, not a mark of boilerplate: the noise-word
// checks (article expansion, the article filter, the noise map) skip it.
// A menu's "menu-item" wraps its entries, which are a small part of a
// page's text; a builder's token wraps nearly all of it.

// A token is layout vocabulary when at least minLayoutBlocks outermost
// elements carry it (a sidebar or a header is one block; a builder names
// every block) and they hold minLayoutShare of the body's text.
const (
	minLayoutBlocks = 4
	minLayoutShare  = 0.5
)

// layoutTokens returns the page's noise-word tokens that are layout
// vocabulary, computed on first use in one pass over the body.
func (p *pipeline) layoutTokens() map[string]bool {
	if p.layout != nil {
		return p.layout
	}
	p.layout = map[string]bool{}
	body := p.doc.Body
	if body < 0 || p.st.Chars[body] == 0 {
		return p.layout
	}
	cover := map[string]int32{}
	blocks := map[string]int{}
	until := map[string]int{} // end of the last counted element per token: nested ones are inside it
	for id := body + 1; id <= p.doc.End(body); id++ {
		if len(p.doc.Elems[id].Attr) == 0 {
			continue
		}
		segment.EachNoiseToken(p.doc.ClassIDOf(id), func(tok string) {
			if end, seen := until[tok]; seen && id <= end {
				return
			}
			cover[tok] += p.st.Chars[id]
			blocks[tok]++
			until[tok] = p.doc.End(id)
		})
	}
	for tok, c := range cover {
		if blocks[tok] >= minLayoutBlocks && float64(c) >= minLayoutShare*float64(p.st.Chars[body]) {
			p.layout[tok] = true
		}
	}
	return p.layout
}

// noiseWord is segment.NoiseWord on an element's class and id, without the
// page's layout vocabulary.
func (p *pipeline) noiseWord(id int) (string, bool) {
	return segment.NoiseWordExcept(p.doc.ClassIDOf(id), p.layoutTokens())
}
