package dom

import "testing"

// OpenDisclosurePanels opens the panels a heading's button controls, by
// any of the ways a page hides them, and only those the caller keeps; a
// menu button's panel (no heading) stays closed.
func TestOpenDisclosurePanels(t *testing.T) {
	src := `<html><body>` +
		`<button aria-expanded="false" aria-controls="menu">Menu</button><ul id="menu" hidden><li>Início</li></ul>` +
		`<h3><button aria-expanded="false" aria-controls="a b">Perguntas</button></h3>` +
		`<div id="a" hidden>Resposta um.</div><div id="b" aria-hidden="true" style="display: none">Resposta dois.</div>` +
		`<div><button aria-expanded="false" aria-controls="c"><h4>Outra</h4></button><div id="c" style="visibility:hidden">Resposta três.</div></div>` +
		`</body></html>`
	d, err := Parse(src, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]int{}
	for id, el := range d.Elems {
		if n := Attr(el, "id"); n != "" {
			byName[n] = id
		}
	}
	if n := d.OpenDisclosurePanels(func(id int) bool { return id != byName["c"] }); n != 2 {
		t.Errorf("opened %d panels, want 2 (a, b)", n)
	}
	for name, hidden := range map[string]bool{"menu": true, "a": false, "b": false, "c": true} {
		if got := IsHidden(d.Elems[byName[name]]); got != hidden {
			t.Errorf("panel %q hidden = %v, want %v", name, got, hidden)
		}
	}
}
