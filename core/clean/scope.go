package clean

import "golang.org/x/net/html/atom"

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
	TableCell                    // <td>, <th>
	Heading                      // <h1> … <h6>
	Blockquote                   // <blockquote>
	List                         // <li>, <dt>, <dd>: an item of a list

	// Protected is every protected context.
	Protected = Pre | Code | Kbd | Samp | Var | Math | TableCell | Heading | Blockquote | List
)

// known marks a memoised scope (scopes are memoised per element).
const known Scope = 1 << 15

// protectScopes turns on the enforcement of the rules' scopes: with it, a
// rule is not asked about an element that lies in a protected context of
// the kept content — opened by an ancestor below the article root it is
// rendered from — unless the rule's Scope names that context. It is off,
// so the clean-up still fires wherever it fired before the rules were a
// table (the output stays byte for byte what it was); the scopes the rules
// declare say what each is meant to reach. Turning it on changes the
// output: to be measured on the corpora (the faithful reading issue).
const protectScopes = false

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
	case atom.Td, atom.Th:
		return TableCell
	case atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		return Heading
	case atom.Blockquote:
		return Blockquote
	case atom.Li, atom.Dt, atom.Dd:
		return List
	}
	return 0
}

// scope returns the protected contexts around id in the kept content:
// those opened by its ancestors below the article root it is rendered
// from (the root and id itself not counted: a layout's table cell holding
// the whole story protects nothing, and a rule about tables may drop a
// whole table, not what is inside its cells). Blocks asked about outside
// a rendering (Boilerplate: article expansion's siblings) lie in none.
func (a *pass) scope(c *Cleaner, id int) Scope {
	if a.roots == nil {
		return 0
	}
	if a.scopes == nil {
		a.scopes = make([]Scope, c.doc.Len())
		a.isRoot = make(map[int]bool, len(a.roots))
		for _, r := range a.roots {
			a.isRoot[r] = true
		}
	}
	if a.isRoot[id] {
		return 0
	}
	if s := a.scopes[id]; s&known != 0 {
		return s &^ known
	}
	var s Scope
	if parent := int(c.doc.Parent[id]); parent >= 0 && !a.isRoot[parent] {
		s = a.scope(c, parent) | scopeOf(c.doc.Tag(parent))
	}
	a.scopes[id] = s | known
	return s
}

// allowed reports whether rule r may be asked about id: always, unless
// scopes are enforced and id lies in a protected context r is not about.
func (c *Cleaner) allowed(r *Rule, id int, a *pass) bool {
	return !c.protect || a.scope(c, id)&^r.Scope == 0
}
