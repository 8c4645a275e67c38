package clean

import (
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html/atom"
)

// Scope is a set of protected contexts: the parts of the story a clean-up
// rule must not reach into unless it is about them. A <span>print</span>
// inside <code> is a program's word, not a print button's label; a cell
// reading "Share" is a table's datum; a heading is the story's structure.
type Scope uint16

// The protected contexts.
const (
	Pre        Scope = 1 << iota // <pre>, <listing>, <xmp>, <plaintext>
	Code                         // <code>
	Kbd                          // <kbd>
	Samp                         // <samp>
	Var                          // <var>
	Math                         // <math>
	TableCell                    // a data table (isDataTable): its rows and cells
	Heading                      // <h1> … <h6>
	Blockquote                   // <blockquote>
	List                         // <ul>, <ol>, <menu>, <dl> and their items

	// Protected is every protected context.
	Protected = Pre | Code | Kbd | Samp | Var | Math | TableCell | Heading | Blockquote | List
)

// known marks a memoised scope (scopes are memoised per element).
const known Scope = 1 << 15

// protectScopes turns on the enforcement of the rules' scopes: a rule is
// not asked about an element that lies in a protected context of the kept
// content — opened by an ancestor below the roots rendered and the path
// down to the regions found — unless the rule's Scope names that context.
// A rule may still leave out a whole structure (a list, a data table, a
// <pre>): nothing inside one is removed unless all of it goes. Turned on
// by the faithful reading issue (20): code tokens lost on web2026-dev 119
// → 50 with the rules as they were.
const protectScopes = true

// scopeOf returns the protected context an element opens, 0 for none.
func scopeOf(a atom.Atom) Scope {
	switch a {
	case atom.Pre, atom.Listing, atom.Xmp, atom.Plaintext:
		return Pre
	case atom.Code:
		return Code
	case atom.Kbd:
		return Kbd
	case atom.Samp:
		return Samp
	case atom.Var:
		return Var
	case atom.Math:
		return Math
	case atom.Table, atom.Td, atom.Th:
		return TableCell
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		return Heading
	case atom.Blockquote:
		return Blockquote
	case atom.Ul, atom.Ol, atom.Menu, atom.Dl, atom.Li, atom.Dt, atom.Dd:
		return List
	}
	return 0
}

// scope returns the protected contexts around id in the kept content:
// those opened by its ancestors below the roots rendered and the path down
// to the regions found (those and id itself not counted: a table cell
// holding the whole story protects nothing, and a rule about lists may
// drop a whole list, not an item of it). Blocks asked about outside a
// rendering (Boilerplate: article expansion's siblings) lie in none.
func (a *pass) scope(c *Cleaner, id int) Scope {
	if a.isRoot == nil {
		return 0
	}
	if a.scopes == nil {
		a.scopes = make([]Scope, c.doc.Len())
	}
	if a.isRoot[id] {
		return 0
	}
	if s := a.scopes[id]; s&known != 0 {
		return s &^ known
	}
	var s Scope
	if parent := int(c.doc.Parent[id]); parent >= 0 && !a.isRoot[parent] {
		s = a.scope(c, parent) | c.opens(parent)
	}
	a.scopes[id] = s | known
	return s
}

// opens returns the protected context an element of the page opens: a
// table cell protects only in a data table (a layout's cell is the page's
// grid, its navigation as open to the rules as a <div>'s).
func (c *Cleaner) opens(id int) Scope {
	s := scopeOf(c.doc.Tag(id))
	if s == TableCell {
		t := id
		if c.doc.Tag(id) != atom.Table {
			t = c.tableOf(id)
		}
		if t < 0 || !c.isDataTable(t) {
			return 0
		}
	}
	return s
}

// tableOf returns the <table> holding a cell, -1 for none.
func (c *Cleaner) tableOf(cell int) int {
	for a := int(c.doc.Parent[cell]); a >= 0; a = int(c.doc.Parent[a]) {
		if c.doc.Tag(a) == atom.Table {
			return a
		}
	}
	return -1
}

// isDataTable tells a table of data from a layout table as Mozilla
// Readability's _isDataTable does: not role="presentation" nor
// datatable="0"; a summary, a caption, a header (th, thead, tfoot, col,
// colgroup) make it data; a table holding a table (before any of those),
// or of one row or one column, is layout; else ten rows, more than four
// cells a row or more than ten cells make it data, unless most of its text
// is links (a menu laid out in a grid). Memoised per table.
func (c *Cleaner) isDataTable(t int) bool {
	if v, ok := c.dataTables[t]; ok {
		return v
	}
	v := c.judgeTable(t)
	if c.dataTables == nil {
		c.dataTables = map[int]bool{}
	}
	c.dataTables[t] = v
	return v
}

func (c *Cleaner) judgeTable(t int) bool {
	n := c.doc.Elems[t]
	if strings.EqualFold(dom.Attr(n, "role"), "presentation") || dom.Attr(n, "datatable") == "0" {
		return false
	}
	if dom.Attr(n, "summary") != "" {
		return true
	}
	rows, cells := 0, 0
	for id := t + 1; id <= c.doc.End(t); id++ {
		switch c.doc.Tag(id) {
		case atom.Caption, atom.Thead, atom.Tfoot, atom.Colgroup, atom.Col, atom.Th:
			return true
		case atom.Table:
			return false
		case atom.Tr:
			rows++
		case atom.Td:
			cells++
		}
	}
	if rows <= 1 || cells <= rows {
		return false // one row, one column
	}
	// Sized as data, without a header: a grid of links is a menu laid out
	// in a table (old pages' navigation), not data.
	return (rows >= 10 || cells > 4*rows || cells > 10) && c.st.LinkDensity(t) <= 0.5
}

// allowed reports whether rule r may be asked about id: always, unless
// scopes are enforced and id lies in a protected context r is not about.
func (c *Cleaner) allowed(r *Rule, id int, a *pass) bool {
	return !c.protect || a.scope(c, id)&^r.Scope == 0
}
