package page

import (
	"maps"

	"github.com/pith-reader/pith/core/segment"
)

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

// minLayoutBlockShare: only blocks holding at least 1/minLayoutBlockShare
// of the body's text are counted; a token needing hundreds of smaller
// ones to reach minLayoutShare is not worth the pass over every element.
const minLayoutBlockShare = 200

// layoutTokens returns the page's noise-word tokens that are layout
// vocabulary, computed on first use in one pass over the body.
func (pg *Page) layoutTokens() map[string]bool {
	if pg.layout != nil {
		return pg.layout
	}
	pg.layout = map[string]bool{}
	body := pg.Doc.Body
	if body < 0 || pg.Stats.Chars[body] == 0 {
		return pg.layout
	}
	type use struct {
		chars  int32
		blocks int
		until  int // end of the last counted element: nested ones are inside it
	}
	uses := map[string]*use{}
	count := func(id int, tok string) {
		u := uses[tok]
		if u == nil {
			u = &use{until: -1}
			uses[tok] = u
		}
		if id <= u.until {
			return
		}
		u.chars += pg.Stats.Chars[id]
		u.blocks++
		u.until = pg.Doc.End(id)
	}
	// Elements share class attributes (a builder's, a menu's): each
	// distinct one is split into its noise tokens once. Ids are unique and
	// rarer: split as met.
	tokensOf := map[string][]string{}
	minChars := max(1, pg.Stats.Chars[body]/minLayoutBlockShare)
	for id := body + 1; id <= pg.Doc.End(body); id++ {
		if pg.Stats.Chars[id] < minChars {
			// Too small to matter (a menu entry, an icon, a button): most
			// elements, skipped without reading their class.
			id = pg.Doc.End(id)
			continue
		}
		for _, a := range pg.Doc.Elems[id].Attr {
			switch {
			case a.Key == "class" && a.Val != "":
				toks, ok := tokensOf[a.Val]
				if !ok {
					segment.EachNoiseToken(a.Val, func(tok string) { toks = append(toks, tok) })
					tokensOf[a.Val] = toks
				}
				for _, tok := range toks {
					count(id, tok)
				}
			case a.Key == "id" && a.Val != "":
				segment.EachNoiseToken(a.Val, func(tok string) { count(id, tok) })
			}
		}
	}
	for tok, u := range uses {
		if float64(u.chars) < minLayoutShare*float64(pg.Stats.Chars[body]) {
			continue
		}
		if u.blocks < minLayoutBlocks {
			// The small blocks were skipped: count them for this token
			// alone (a builder's wrappers hold a paragraph or an image).
			u.blocks = pg.blocksWith(tok)
		}
		if u.blocks >= minLayoutBlocks {
			pg.layout[tok] = true
		}
	}
	return pg.layout
}

// NoiseWord is segment.NoiseWord on an element's class and id, without the
// page's layout vocabulary.
func (pg *Page) NoiseWord(id int) (string, bool) {
	if pg.noiseWords == nil {
		pg.noiseWords = make([]noiseWordMemo, pg.Doc.Len())
	}
	m := &pg.noiseWords[id]
	if !m.known {
		// The layout vocabulary only vetoes a noise word: a class without
		// one needs no pass over the page.
		ci := pg.Doc.ClassIDOf(id)
		if m.word, m.noisy = segment.NoiseWord(ci); m.noisy {
			m.word, m.noisy = segment.NoiseWordExcept(ci, pg.layoutTokens())
		}
		m.known = true
	}
	return m.word, m.noisy
}

// noiseWordMemo is one element's noiseWord.
type noiseWordMemo struct {
	word         string
	noisy, known bool
}

// NoiseWordIn is NoiseWord for an element of the article rooted at scope:
// without the page's layout vocabulary nor the scope's own (modules). A
// template may name every module of a page's content after itself (a
// CMS's "…_widget" wrapper around each section) while its menus and
// footer, long on a shop's or a vendor's site, hold most of the body's
// text: the token is then no vocabulary of the page, but it is of the
// article, whose children it wraps.
func (pg *Page) NoiseWordIn(id, scope int) (string, bool) {
	w, noisy := pg.NoiseWord(id)
	if !noisy || scope < 0 || scope == pg.Doc.Body {
		return w, noisy
	}
	vocab, ok := pg.scopeVocab[scope]
	if !ok {
		vocab = pg.modules(scope)
		if pg.scopeVocab == nil {
			pg.scopeVocab = map[int]map[string]bool{}
		}
		pg.scopeVocab[scope] = vocab
	}
	if vocab == nil {
		return w, noisy
	}
	return segment.NoiseWordExcept(pg.Doc.ClassIDOf(id), vocab)
}

// modules returns the noise-word tokens (segment.InstanceBase: without a
// module's number) that minLayoutBlocks children of scope carry, holding
// minLayoutShare of its text, with the page's layout vocabulary; nil when
// there are none. Only children count: a template wraps each module of
// the content, while a carousel's slides ("promo-slide") sit deeper, a
// part of one section.
func (pg *Page) modules(scope int) map[string]bool {
	total := pg.Stats.Chars[scope]
	if total == 0 {
		return nil
	}
	type use struct {
		chars  int32
		blocks int
	}
	uses := map[string]*use{}
	pg.Doc.Children(scope, func(k int) {
		seen := map[string]bool{}
		segment.EachNoiseToken(pg.Doc.ClassIDOf(k), func(tok string) {
			tok = segment.InstanceBase(tok)
			if seen[tok] {
				return
			}
			seen[tok] = true
			u := uses[tok]
			if u == nil {
				u = &use{}
				uses[tok] = u
			}
			u.chars += pg.Stats.Chars[k]
			u.blocks++
		})
	})
	var vocab map[string]bool
	for tok, u := range uses {
		if u.blocks >= minLayoutBlocks && float64(u.chars) >= minLayoutShare*float64(total) {
			if vocab == nil {
				vocab = maps.Clone(pg.layoutTokens())
			}
			vocab[tok] = true
		}
	}
	return vocab
}

// blocksWith counts the outermost elements of the body whose class or id
// has the field tok (lower case).
func (pg *Page) blocksWith(tok string) int {
	n, until := 0, -1
	for id := pg.Doc.Body + 1; id <= pg.Doc.End(pg.Doc.Body); id++ {
		if id <= until {
			continue
		}
		for _, a := range pg.Doc.Elems[id].Attr {
			if (a.Key == "class" || a.Key == "id") && segment.HasFieldFold(a.Val, tok) {
				n++
				until = pg.Doc.End(id)
				break
			}
		}
	}
	return n
}
