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
	open      []atom.Atom // blocks and table parts open, as far as the scan knows (blocks)
	form      bool        // the tree builder's form element pointer is set
	inSelect  bool        // inside a <select>, where the builder ignores block tags
	lost      bool        // the scan cannot follow the tree any more: keep every run
}

// maxOpenBlocks bounds spaces.open: deeper than that the scan gives up
// (keeps every later run) rather than follow.
const maxOpenBlocks = 512

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

// drop reports whether a run of white space before a tag a of class next
// (isTag) or markup that is no tag (a comment, a doctype) may be left out;
// foreign is the scan's count of open <svg> and <math>. A run before an
// end tag closes a block only when that block is open: an end tag with
// nothing to close is ignored ("x<i> </li>y", no <li> open, keeps the
// space between x and y), so the end tag must close a block the scan
// knows to be open and in scope.
func (s *spaces) drop(isTag, isEnd bool, a atom.Atom, next uint16, foreign int) bool {
	if !s.body {
		return true
	}
	const holder = spaceBlock | spaceNest
	if !isTag || len(s.fmt) > 0 || s.pre > 0 || foreign > 0 || s.lost || s.inSelect {
		return false
	}
	return s.prevBlock && next&spaceBlock != 0 || s.prevOpen ||
		isEnd && next&holder == holder && s.closes(a)
}

// blocks are the classes spaces.open follows: the blocks that hold
// content and the table parts and other scope boundaries, whose end tags
// the tree builder may ignore.
const blocks = spaceBlock | spaceNest | spaceBoundary

// The stack of open blocks follows the tree builder's stack of open
// elements (HTML standard, 13.2.4.3) for the elements it holds: all of
// them "special", so its scope rules apply as written. Where the scan
// cannot be sure what the builder does it gives up (lost).

// opened follows a start tag a of class c on the stack of open blocks:
// what the start tag closes (13.2.6.4.7: a block closes an open <p>, an
// <li> the previous <li>, a heading a heading), then a itself.
func (s *spaces) opened(a atom.Atom, c uint16) {
	if !onStack(a, c) {
		return
	}
	if closesP(a, c) {
		s.closeInScope(atom.P, buttonScope)
	}
	switch {
	case a == atom.Li:
		s.closeItem(func(o atom.Atom) bool { return o == atom.Li })
	case a == atom.Dd || a == atom.Dt:
		s.closeItem(func(o atom.Atom) bool { return o == atom.Dd || o == atom.Dt })
	case isHeading(a):
		if k := len(s.open) - 1; k >= 0 && isHeading(s.open[k]) {
			s.open = s.open[:k]
		}
	case a == atom.Button:
		s.closeInScope(atom.Button, defaultScope)
	case a == atom.Form:
		if s.form || len(s.open) > 0 && tablePart(s.open[len(s.open)-1]) {
			// A form in a form: the builder ignores the tag; in a table
			// (outside its cells), it inserts the form and closes it at once.
			s.lost = true
			return
		}
		s.form = true
	case a == atom.Select:
		s.inSelect = true
	}
	if len(s.open) >= maxOpenBlocks {
		s.lost = true
		return
	}
	s.open = append(s.open, a)
}

// closed follows an end tag a of class c: the builder closes a and what is
// open inside it when a is in scope, and ignores the tag otherwise (then
// the scan gives up: the white space around an ignored end tag is text).
func (s *spaces) closed(a atom.Atom, c uint16) {
	if !onStack(a, c) {
		return
	}
	k := s.closing(a)
	if k < 0 {
		s.lost = true
		return
	}
	s.open = s.open[:k]
	if a == atom.Form {
		s.form = false
	}
}

// onStack reports the tags the stack of open blocks follows: blocks and
// scope boundaries that hold something, but the document's own html,
// head and body.
func onStack(a atom.Atom, c uint16) bool {
	return c&blocks != 0 && c&spaceVoid == 0 && a != atom.Html && a != atom.Head && a != atom.Body
}

// closes reports whether an end tag a closes an open block (closed would
// not give up).
func (s *spaces) closes(a atom.Atom) bool { return s.closing(a) >= 0 }

// closing returns the index of the open block an end tag a closes: the
// innermost open a in the scope the tag uses, but not a form with blocks
// open in it (the builder takes the form out from under them); -1 when
// the builder ignores the tag.
func (s *spaces) closing(a atom.Atom) int {
	scope := defaultScope
	switch a {
	case atom.P:
		scope = buttonScope
	case atom.Li:
		scope = listItemScope
	}
	k := s.find(a, scope)
	if a == atom.Form && k != len(s.open)-1 {
		return -1
	}
	return k
}

// The scopes of 13.2.4.2, by the elements that end them: every scope ends
// at these; the button scope at a <button> too, the list item scope at
// <ol> and <ul>.
const (
	defaultScope = iota
	buttonScope
	listItemScope
)

// find returns the index of the innermost open a when it is in scope,
// else -1.
func (s *spaces) find(a atom.Atom, scope int) int {
	for k := len(s.open) - 1; k >= 0; k-- {
		o := s.open[k]
		if o == a {
			return k
		}
		if endsScope(o, scope) {
			return -1
		}
	}
	return -1
}

// closeInScope closes the innermost open a and what is above it when it
// is in scope.
func (s *spaces) closeInScope(a atom.Atom, scope int) {
	if k := s.find(a, scope); k >= 0 {
		s.open = s.open[:k]
	}
}

// closeItem does the list item steps of an <li>, <dd> or <dt> start tag:
// walking down the stack past <address>, <div> and <p>, an item is closed
// with what is above it; any other (special) element stops the walk.
func (s *spaces) closeItem(item func(atom.Atom) bool) {
	for k := len(s.open) - 1; k >= 0; k-- {
		o := s.open[k]
		if item(o) {
			s.open = s.open[:k]
			return
		}
		if o != atom.Address && o != atom.Div && o != atom.P {
			return
		}
	}
}

// tablePart reports a table or a table section or row: where the builder
// is in a table mode, not a cell's.
func tablePart(a atom.Atom) bool {
	switch a {
	case atom.Table, atom.Tbody, atom.Thead, atom.Tfoot, atom.Tr:
		return true
	}
	return false
}

// endsScope reports an element that ends the given scope.
func endsScope(o atom.Atom, scope int) bool {
	switch o {
	case atom.Applet, atom.Caption, atom.Html, atom.Table, atom.Td, atom.Th, atom.Marquee, atom.Object, atom.Template:
		return true
	case atom.Button:
		return scope == buttonScope
	case atom.Ol, atom.Ul:
		return scope == listItemScope
	}
	return false
}

// closesP reports a start tag that closes an open <p> (HTML standard,
// 13.2.6.4.7: the blocks, headings, lists and their items, rules, <pre>
// and <form>). A <table> closes it only outside quirks mode, which the scan
// does not know: closesP leaves it out, and the stack keeps the <p> under
// the table, where no end tag reaches it through the table's scope.
func closesP(a atom.Atom, c uint16) bool {
	if c&spaceBlock != 0 && c&spaceNest != 0 {
		return true
	}
	switch a {
	case atom.Hr, atom.Form, atom.Pre, atom.Listing, atom.Dir, atom.Search:
		return true
	}
	return false
}

// isHeading reports <h1>–<h6>.
func isHeading(a atom.Atom) bool { return HeadingLevel(a) > 0 }

// start notes a start tag a of class c; foreign is the scan's count of
// open <svg> and <math> before it.
func (s *spaces) start(a atom.Atom, c uint16, foreign int) {
	if foreign > 0 {
		s.foreignTag(c)
		return
	}
	if s.inSelect {
		// In a select the builder ignores all but a few start tags; those
		// few (another select, a control) close it: the scan gives up.
		switch a {
		case atom.Select, atom.Input, atom.Keygen, atom.Textarea:
			s.lost = true
		}
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
	s.opened(a, c)
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
	if s.inSelect {
		if a != atom.Select {
			return // an option's or an optgroup's, or ignored
		}
		s.inSelect = false
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
	s.closed(a, c)
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
