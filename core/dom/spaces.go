package dom

import "golang.org/x/net/html/atom"

// White space between tags is most of a page's text tokens (106 267 of
// 146 517 on scrapinghub after the script and style bodies are gone) and
// where it stands against a block none of it is ever read: the renderers
// break lines at blocks, the features count no white space, dom.Text and
// LeadingText put blocks a space apart. Each run costs x/net/html a token,
// two copies and a node, and every later pass a step. leanSource leaves
// out the runs that cannot matter (issue 6): 71 % of them on scrapinghub,
// 67 % on web2026; spaces is the little it has to know of the tree being
// built to be sure of that.
//
// Dropping a run of white space changes the tree only by that text (the
// run becomes no node, or no longer ends the text before an ignored end
// tag) provided the list of active formatting elements is empty: a
// character token in body reconstructs those elements (HTML standard,
// 13.2.6.4.7, "in body", white space), so "<p><b>x</p> <div>" puts the
// <div> inside a new <b> and "<p><b>x</p><div>" does not. spaces tracks
// formatting elements from their start to their end tag and keeps every
// run while one may still be in that list; whatever it cannot follow (a
// table, an object or a template inside one, a block left open in it, an
// HTML tag inside <svg>) it gives up on, and keeps every later run of the
// page.
//
// A run is dropped when it is white space only (ASCII, as the tokenizer
// reads it) and
//   - it is before the body (the prologue: around <head> and its
//     elements, all of it ignored or put in <head>), or, with no <pre> or
//     <listing> open, outside <svg> and <math>, and no formatting element
//     open,
//   - both tags around it start or end a block the renderers break lines
//     at (spaceBlock), or
//   - it opens or closes a block that holds it: right after the start tag
//     or right before the end tag of a block that is never ignored nor
//     void (spaceBlock and spaceNest: "<li>\n<a>", "</a>\n</li>").
//
// Script, style, link and meta tags in the body do not count as the tag
// before a run (a run after "</div><script>…</script>" follows the </div>:
// none of them is rendered), but a run before one is kept. A block the
// renderers skip (hidden, dropped as boilerplate) breaks no line: inline
// text right against two such blocks, one on either side of a dropped run,
// would lose the space between; no page of the corpora has it (Extract's
// text is unchanged on all 1694).
type spaces struct {
	body      bool // a tag or text of the body has been seen
	prevBlock bool // the last counted tag starts or ends a block
	prevOpen  bool // it starts a block that holds what follows (spaceNest)
	pre       int  // open <pre> and <listing> elements, as far as the scan knows
	fmt       []fmtEntry
	nested    []atom.Atom // special elements opened inside formatting ones
	lost      bool        // the scan cannot follow the tree any more: keep every run
}

// fmtEntry is a formatting element whose end tag has not come yet; base is
// len(nested) at its start.
type fmtEntry struct {
	a    atom.Atom
	base int
}

// The classes of tag names spaces acts on.
const (
	spaceBlock    = 1 << iota // a block the renderers break lines at (dom.IsBlock but cells and <br>)
	spaceHead                 // may come before the body: html, head and head elements
	spaceQuiet                // not rendered, not a run's tag before it in the body: script, style, link, meta
	spaceFormat               // a formatting element (the list of active formatting elements)
	spaceNest                 // a special element that nests as written inside a formatting one
	spaceBoundary             // a special element the scan does not follow inside a formatting one
	spacePre                  // white space inside is text: pre, listing
	spaceVoid                 // no end tag, nothing inside
	spaceBreakout             // ends foreign content (13.2.6.5; <font> whatever its attributes)
)

// spaceClasses are the tag names with a class.
var spaceClasses = []struct {
	class uint16
	tags  []atom.Atom
}{
	{spaceBlock | spaceHead | spaceBoundary, []atom.Atom{atom.Html}},
	{spaceHead | spaceBoundary | spaceBreakout, []atom.Atom{atom.Head}},
	{spaceBlock | spaceBoundary | spaceBreakout, []atom.Atom{atom.Body}},
	// void or raw text: nothing stays open
	{spaceHead | spaceVoid, []atom.Atom{atom.Title, atom.Base, atom.Basefont, atom.Bgsound, atom.Noscript}},
	{spaceHead | spaceQuiet | spaceVoid, []atom.Atom{atom.Script, atom.Style, atom.Link}},
	{spaceHead | spaceQuiet | spaceVoid | spaceBreakout, []atom.Atom{atom.Meta}},
	{spaceFormat, []atom.Atom{atom.A}},
	{spaceFormat | spaceBreakout, []atom.Atom{atom.B, atom.Big, atom.Code, atom.Em, atom.Font, atom.I, atom.Nobr,
		atom.S, atom.Small, atom.Strike, atom.Strong, atom.Tt, atom.U}},
	{spaceBlock | spaceNest, []atom.Atom{atom.Address, atom.Article, atom.Aside, atom.Details, atom.Dialog,
		atom.Fieldset, atom.Figcaption, atom.Figure, atom.Footer, atom.Header, atom.Hgroup, atom.Main,
		atom.Nav, atom.Section, atom.Summary}},
	{spaceBlock | spaceNest | spaceBreakout, []atom.Atom{atom.Blockquote, atom.Center, atom.Dd, atom.Div,
		atom.Dl, atom.Dt, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Li, atom.Menu, atom.Ol,
		atom.P, atom.Ul}},
	{spaceBlock | spaceVoid | spaceBreakout, []atom.Atom{atom.Hr}},
	{spacePre | spaceNest | spaceBreakout, []atom.Atom{atom.Pre, atom.Listing}},
	{spaceNest, []atom.Atom{atom.Dir, atom.Search, atom.Button}},
	{spaceBlock | spaceBoundary, []atom.Atom{atom.Tbody, atom.Thead, atom.Tfoot, atom.Tr, atom.Caption, atom.Form}},
	{spaceBlock | spaceBoundary | spaceBreakout, []atom.Atom{atom.Table}},
	// Not special (never a furthest block nor a scope's end); what is
	// inside is foreign content, followed by foreignTag.
	{spaceNest, []atom.Atom{atom.Svg, atom.Math}},
	{spaceBoundary, []atom.Atom{atom.Td, atom.Th, atom.Colgroup, atom.Object, atom.Applet, atom.Marquee,
		atom.Template, atom.Select, atom.Frameset, atom.Plaintext}},
	{spaceVoid, []atom.Atom{atom.Area, atom.Col, atom.Frame, atom.Image, atom.Input, atom.Keygen,
		atom.Param, atom.Source, atom.Track, atom.Wbr}},
	{spaceVoid | spaceBreakout, []atom.Atom{atom.Br, atom.Embed, atom.Img}},
	{spaceBreakout, []atom.Atom{atom.Ruby, atom.Span, atom.Sub, atom.Sup, atom.Var}},
}

// spaceTag is a tag name with a class.
type spaceTag struct {
	name  string
	a     atom.Atom
	class uint16
}

// spaceTags indexes spaceClasses by name length and first letter: a
// lookup is a load and a comparison or two, cheaper than hashing the name
// (the scan classes every tag of the page).
var spaceTags = func() (t [11][26][]spaceTag) {
	for _, c := range spaceClasses {
		for _, a := range c.tags {
			name := a.String()
			t[len(name)][name[0]-'a'] = append(t[len(name)][name[0]-'a'], spaceTag{name, a, c.class})
		}
	}
	return t
}()

// tagClass is the atom and class of a tag name as written (x/net/html
// lower-cases ASCII only), or 0 and 0 for a name without a class.
func tagClass(name string) (atom.Atom, uint16) {
	if len(name) == 0 || len(name) >= len(spaceTags) {
		return 0, 0
	}
	c := name[0] | 0x20
	if c < 'a' || c > 'z' {
		return 0, 0
	}
	for _, t := range spaceTags[len(name)][c-'a'] {
		if foldEqual(name, t.name) {
			return t.a, t.class
		}
	}
	return 0, 0
}

// text notes text other than white space between tags (or a '<' that
// starts none): the body has begun, and no block ends right before.
func (s *spaces) text() {
	s.body = true
	s.prevBlock, s.prevOpen = false, false
}

// drop reports whether a run of white space before a tag of class next
// (isTag) or markup that is no tag (a comment, a doctype) may be left out;
// foreign is the scan's count of open <svg> and <math>.
func (s *spaces) drop(isTag, isEnd bool, next uint16, foreign int) bool {
	if !s.body {
		return true
	}
	const holder = spaceBlock | spaceNest
	if !isTag || len(s.fmt) > 0 || s.pre > 0 || foreign > 0 || s.lost {
		return false
	}
	return s.prevBlock && next&spaceBlock != 0 || s.prevOpen || isEnd && next&holder == holder
}

// start notes a start tag a of class c; foreign is the scan's count of
// open <svg> and <math> before it.
func (s *spaces) start(a atom.Atom, c uint16, foreign int) {
	if foreign > 0 {
		s.foreignTag(c)
		return
	}
	if c&spaceHead == 0 {
		s.body = true
	}
	if c&spaceQuiet == 0 {
		s.prevBlock = c&spaceBlock != 0
		s.prevOpen = c&(spaceBlock|spaceNest) == spaceBlock|spaceNest
	}
	if c&spacePre != 0 {
		s.pre++
	}
	switch {
	case c&spaceFormat != 0:
		s.fmt = append(s.fmt, fmtEntry{a: a, base: len(s.nested)})
	case len(s.fmt) == 0, c&spaceVoid != 0:
	case c&spaceBoundary != 0:
		s.lost = true
	case c&spaceNest != 0:
		s.nested = append(s.nested, a)
	}
}

// end notes an end tag a of class c; foreign is the scan's count of open
// <svg> and <math> before it.
func (s *spaces) end(a atom.Atom, c uint16, foreign int) {
	if foreign > 0 && a != atom.Svg && a != atom.Math {
		s.foreignTag(c)
		return
	}
	if c&spaceHead == 0 || a == atom.Html {
		s.body = true // an end tag other than the head's or its elements'
	}
	if c&spaceQuiet == 0 {
		s.prevBlock, s.prevOpen = c&spaceBlock != 0, false
	}
	if c&spacePre != 0 && s.pre > 0 {
		s.pre--
	}
	if len(s.fmt) == 0 || c&(spaceFormat|spaceNest) == 0 {
		return
	}
	if c&spaceNest != 0 {
		// Only the innermost as written: an end tag for another one
		// leaves the count high, and the formatting element's end tag
		// then gives up.
		if k := len(s.nested) - 1; k >= 0 && s.nested[k] == a {
			s.nested = s.nested[:k]
		}
		return
	}
	for k := len(s.fmt) - 1; k >= 0; k-- {
		if s.fmt[k].a != a {
			continue
		}
		if s.fmt[k].base != len(s.nested) {
			// A block opened inside is still open as far as the scan
			// knows: the adoption agency may leave a copy in the list.
			s.lost = true
			return
		}
		// The adoption agency removes it from the list: it is the
		// current node, or an inline element (never a furthest block) is
		// above it, or it is no longer open at all.
		s.fmt = append(s.fmt[:k], s.fmt[k+1:]...)
		return
	}
}

// foreignTag notes a tag of class c inside <svg> or <math>: a foreign
// element, which nothing here follows, unless it is one of the HTML names
// that end foreign content: then the scan no longer knows where it is.
func (s *spaces) foreignTag(c uint16) {
	if c&spaceBreakout != 0 {
		s.lost = true
	}
}
