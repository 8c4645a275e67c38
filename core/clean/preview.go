package clean

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A preview is a block that says the beginning of a block beside it and
// stops: a post or a review cut off after a few lines ("… (more)",
// "Continue reading", a line-clamped excerpt), with the whole text next
// to it, which the page's script shows in its place on a click (Quora's
// answers, Facebook's and LinkedIn's posts, a shop's reviews). The reader
// shows the text once, in full, so the preview goes and its full copy
// stays, whichever comes first.
//
// Both are told by their text and their structure, not by their class
// names or the words of the "more" control:
//
//   - they are children of one parent, nothing with text between them
//     but a control (the two versions a template writes side by side,
//     the "more" button under the preview);
//   - the preview's text, folded (white space removed, lower case), its
//     closing ellipsis ("…", "...") and its controls (a button, an
//     element with role=button, a link to "#" or a script, a short link
//     closing it: "(more)") left out, is a strict prefix of the other's,
//     of at least minPreviewChars: the full copy holds the whole preview;
//   - the preview shows no picture the full copy lacks (a thumbnail of
//     the full copy's picture goes with it);
//   - the preview says it is one: it ends with an ellipsis; or it holds
//     a control, closes with a short link, or is clipped by its style
//     (-webkit-line-clamp, a max-height and overflow:hidden), and stops
//     inside a block of the full text (a sentence cut off), not at its
//     end (a heading's sentence over the steps it opens, "Learn more").
//     A standfirst repeated as the story's first paragraph, a lead
//     written again, says nothing of the kind and stays.
//
// Two adjacent blocks of the same text (a copy for another screen size)
// are one block said twice: the second goes, as the caller asks
// (Copies).
//
// Headings and the blocks a caller fixes (a post's quotes of earlier
// posts: a quote that repeats words of the post is the post's) are never
// a preview, a copy or a full text.

// minPreviewChars is the text a preview needs (characters, no space): a
// couple of sentences. A short line that opens a longer one (a label
// over the text it names) is no preview.
const minPreviewChars = 80

// previewText is a block's text as the comparison reads it.
type previewText struct {
	text     string // folded, controls and the closing ellipsis left out
	marked   bool   // a control, a closing short link or a clip
	ellipsis bool   // the text closes with an ellipsis
	starts   []int  // the offsets in text where a block opens
	images   []string
}

// holdsImages reports whether every image of p is one of full's (the
// preview's thumbnail is the full copy's picture, not another one).
func (p previewText) holdsImages(full previewText) bool {
	for _, src := range p.images {
		if !slices.Contains(full.images, src) {
			return false
		}
	}
	return true
}

// cutShort reports a preview of full: its text a strict prefix of the
// full one's, closed by an ellipsis, or marked and cut inside a block
// of the full text (a box that shows the opening paragraph whole and a
// button under it may be an introduction to more: a heading's sentence
// over the steps it opens).
func (p previewText) cutShort(full previewText) bool {
	if len(p.text) >= len(full.text) || !strings.HasPrefix(full.text, p.text) {
		return false
	}
	_, atBlock := slices.BinarySearch(full.starts, len(p.text))
	return (p.ellipsis || p.marked && !atBlock) && p.holdsImages(full)
}

// Copy is a block said again beside another: Gone leaves, Kept stays.
type Copy struct{ Gone, Kept int }

// Copies says which adjacent blocks of the same text are a copy.
type Copies uint8

const (
	// NoCopies: none. The article's copies are repeated-block's, which
	// asks a section of them: a story may say a paragraph twice (a test
	// page's lorem ipsum), a list its line.
	NoCopies Copies = iota
	// AnyCopies: any two blocks (a post is not written twice).
	AnyCopies
)

// PreviewCopies returns the previews and copies under root (see above),
// in page order, none inside another. out reports the elements the
// reader does not show (hidden, already left out): they are neither
// compared nor read; fixed
// the elements to keep whatever they say (they still separate two
// blocks). copies says which adjacent blocks of the same text count too
// (the second is returned).
//
// Only blocks of minPreviewChars (st.Chars, which counts every text) are
// read: most blocks of a page are shorter.
func PreviewCopies(d *dom.Document, st *features.Table, root int, out, fixed func(id int) bool, copies Copies) []Copy {
	var texts map[int]previewText
	read := func(id int) previewText {
		t, ok := texts[id]
		if !ok {
			if texts == nil {
				texts = map[int]previewText{}
			}
			t = readPreview(d, id, out)
			texts[id] = t
		}
		return t
	}
	var drops []Copy
	var dropped map[int]bool
	var leads leads
	for e := root; e <= d.End(root); e++ {
		if out(e) || dropped[e] {
			e = d.End(e) // a block the reader does not see, or one left out
			continue
		}
		prev, control := -1, false // the last child with text; a control after it
		d.Children(e, func(c int) {
			if st.Chars[c] == 0 {
				return
			}
			if moreControl(d.Elems[c]) {
				// The preview's "more" set between the two (a caller may
				// have left the controls out already).
				control = true
				return
			}
			if out(c) {
				return
			}
			if st.Chars[c] < minPreviewChars {
				prev = -1 // a short block between two: they are not adjacent
				return
			}
			if prev >= 0 && leads.same(d, prev, c, out) {
				if drop := previewPair(d, prev, c, read, control, fixed, copies); drop >= 0 {
					if dropped == nil {
						dropped = map[int]bool{}
					}
					kept := prev + c - drop
					drops, dropped[drop] = append(drops, Copy{Gone: drop, Kept: kept}), true
					if drop == c {
						return // prev stays the block before the next
					}
				}
			}
			prev, control = c, false
		})
	}
	return drops
}

// previewCopies: the article's previews (PreviewCopies), where the full
// text stays in the article: a full copy the other rules leave out (a
// teaser box, a hidden layer) takes no preview with it.
func previewCopies(c *Cleaner, root int, a *pass) ([]int, string) {
	out := func(id int) bool { return c.st.Hidden[id] || c.ctx.Excluded[id] }
	fixed := func(id int) bool { return c.doc.Tag(id) == atom.Blockquote || a.isRoot[id] }
	var ids []int
	for _, cp := range PreviewCopies(c.doc, c.st, root, out, fixed, NoCopies) {
		if c.Boilerplate(cp.Kept) == "" {
			ids = append(ids, cp.Gone)
		}
	}
	return ids, "a preview of the block beside it, cut short where that one goes on: shown once, in full"
}

// leadBytes is the opening of two blocks' folded texts compared before
// the whole texts are read: most adjacent blocks differ in it.
const leadBytes = 32

// leads are the buffers the openings are read into, allocated once for
// all the pairs of a call.
type leads struct{ a, b []byte }

// same reports two blocks whose texts open alike (or one of which has no
// text: it is compared whole, which costs nothing).
func (l *leads) same(d *dom.Document, a, b int, out func(int) bool) bool {
	if l.a == nil {
		l.a, l.b = make([]byte, 0, leadBytes+utf8.UTFMax), make([]byte, 0, leadBytes+utf8.UTFMax)
	}
	ra := previewReader{d: d, out: out, buf: l.a[:0], limit: leadBytes, lastLink: -1}
	ra.walk(d.Elems[a], a)
	rb := previewReader{d: d, out: out, buf: l.b[:0], limit: leadBytes, lastLink: -1}
	rb.walk(d.Elems[b], b)
	n := min(len(ra.buf), len(rb.buf))
	return string(ra.buf[:n]) == string(rb.buf[:n])
}

// previewPair returns the one of two adjacent blocks a and b (a first)
// that goes, or -1. control: a control stands between them (a "more"
// button after the preview, outside it).
func previewPair(d *dom.Document, a, b int, read func(int) previewText, control bool, fixed func(int) bool, copies Copies) int {
	if fixed(a) || fixed(b) || dom.HeadingLevel(d.Tag(a)) > 0 || dom.HeadingLevel(d.Tag(b)) > 0 {
		return -1
	}
	ta, tb := read(a), read(b)
	ta.marked = ta.marked || control
	if utf8.RuneCountInString(ta.text) < minPreviewChars || utf8.RuneCountInString(tb.text) < minPreviewChars {
		return -1
	}
	switch {
	case ta.text == tb.text:
		if copies == AnyCopies && tb.holdsImages(ta) {
			return b
		}
	case ta.cutShort(tb):
		return a
	case tb.cutShort(ta):
		return b
	}
	return -1
}

// moreMarks are the marks around a "more" control and the ellipsis
// before it: "… (more)", "... [Read more »]".
const moreMarks = ".…()[]»›>"

// maxMoreChars bounds the label of a closing link that opens the rest
// ("(more)", "Weiterlesen", "Lire la suite"): a word or a few.
const maxMoreChars = 24

// readPreview reads a block's folded text, without its controls, and
// whether it says it is cut short.
func readPreview(d *dom.Document, id int, out func(int) bool) previewText {
	var r previewReader
	r.out, r.d = out, d
	r.lastLink = -1
	r.walk(d.Elems[id], id)
	r.marked = r.marked || clipped(d.Elems[id])
	text := string(r.buf)
	if r.lastLink >= 0 && strings.Trim(text[r.lastLinkEnd:], moreMarks) == "" && r.lastLinkEnd-r.lastLink <= maxMoreChars {
		text, r.marked = text[:r.lastLink], true
	}
	trimmed := strings.TrimRight(text, moreMarks)
	tail := text[len(trimmed):]
	return previewText{text: trimmed, marked: r.marked, starts: r.starts, images: r.images,
		ellipsis: strings.Contains(tail, "…") || strings.Contains(tail, "...")}
}

// previewReader walks a block's nodes with their element ids.
type previewReader struct {
	d                     *dom.Document
	out                   func(int) bool
	buf                   []byte
	marked                bool
	starts                []int
	images                []string // the images' addresses
	limit                 int      // stop reading at this many bytes (0: read all)
	lastLink, lastLinkEnd int      // the closing link's text, [from, to) of buf
}

func (r *previewReader) walk(n *html.Node, id int) {
	next := id + 1
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if r.limit > 0 && len(r.buf) >= r.limit {
			return
		}
		switch c.Type {
		case html.TextNode:
			r.text(c.Data)
		case html.ElementNode:
			cid := next
			if cid >= len(r.d.Elems) || r.d.Elems[cid] != c {
				found, ok := r.d.ID(c)
				if !ok {
					continue
				}
				cid = found
			}
			next = r.d.End(cid) + 1
			if moreControl(c) {
				// A <button> is no content, and a caller may have left
				// the controls out already.
				r.marked = true
				continue
			}
			if r.out(cid) || dom.NonContent(c) {
				continue
			}
			r.marked = r.marked || clipped(c)
			if c.DataAtom == atom.Img {
				r.images = append(r.images, strings.TrimSpace(dom.Attr(c, "src")))
			}
			from := len(r.buf)
			if (dom.IsBlock(c.DataAtom) || c.DataAtom == atom.Br) && (len(r.starts) == 0 || r.starts[len(r.starts)-1] != from) {
				r.starts = append(r.starts, from)
			}
			r.walk(c, cid)
			if c.DataAtom == atom.A && len(r.buf) > from {
				r.lastLink, r.lastLinkEnd = from, len(r.buf)
			}
		}
	}
}

// text appends s folded: without white space, in lower case.
func (r *previewReader) text(s string) {
	for i := 0; i < len(s) && (r.limit == 0 || len(r.buf) < r.limit); {
		c := s[i]
		if c < utf8.RuneSelf {
			if !dom.IsASCIISpace(c) {
				if 'A' <= c && c <= 'Z' {
					c += 'a' - 'A'
				}
				r.buf = append(r.buf, c)
			}
			i++
			continue
		}
		ru, size := utf8.DecodeRuneInString(s[i:])
		if !dom.IsSpace(ru) {
			r.buf = utf8.AppendRune(r.buf, unicode.ToLower(ru))
		}
		i += size
	}
}

// moreControl reports a control: a <button>, an element whose ARIA role
// is button, or a link a script works (isControl).
func moreControl(n *html.Node) bool {
	return n.DataAtom == atom.Button || isControl(n)
}

// clipped reports an element whose inline style cuts its text to a few
// lines: -webkit-line-clamp, or a max-height with overflow hidden.
func clipped(n *html.Node) bool {
	style := dom.Attr(n, "style")
	if style == "" {
		return false
	}
	var clamp, maxHeight, hidden bool
	dom.StyleDecls(style, func(prop, value string) bool {
		switch prop {
		case "-webkit-line-clamp", "line-clamp":
			clamp = value != "none"
		case "max-height":
			maxHeight = value != "none"
		case "overflow", "overflow-y":
			hidden = value == "hidden" || value == "clip"
		}
		return true
	})
	return clamp || maxHeight && hidden
}
