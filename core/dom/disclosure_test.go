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
	byName := elementsByID(d)
	if n := d.OpenDisclosurePanels(func(id int) bool { return id != byName["c"] }); n != 2 {
		t.Errorf("opened %d panels, want 2 (a, b)", n)
	}
	for name, hidden := range map[string]bool{"menu": true, "a": false, "b": false, "c": true} {
		if got := IsHidden(d.Elems[byName[name]]); got != hidden {
			t.Errorf("panel %q hidden = %v, want %v", name, got, hidden)
		}
	}
}

// OpenHeadedPanels opens the bodies an accordion without ARIA hides
// right after each heading (a FAQ's answers), inside the caller's part of
// the page and when there are at least two; a lone hidden block after a
// heading, a hidden block after no heading and one hidden by the hidden
// attribute stay closed.
func TestOpenHeadedPanels(t *testing.T) {
	faq := func(prefix string) string {
		return `<div><h3>¿Se puede usar fuera?<span class="toggler"></span></h3><div id="` + prefix + `1" style="display: none"><p>Sí, en la terraza o en el balcón.</p></div></div>` +
			`<div><h3>¿Qué aceite usar?<span class="toggler"></span></h3><div id="` + prefix + `2" style="display:none"><p>Lavanda para relajarse.</p></div></div>`
	}
	src := `<html><body><div id="art">` + faq("a") +
		`<p>Texto.</p><div id="plain" style="display:none">Oculto sin título.</div>` +
		`<h4>Nota</h4><div id="attr" hidden>Oculto por atributo.</div></div>` +
		`<div id="side"><h3>Boletín</h3><div id="lone" style="display:none">Suscríbase.</div></div>` +
		`<div id="other">` + faq("o") + `</div></body></html>`
	d, err := Parse(src, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	byName := elementsByID(d)
	inArt := func(id int) bool { return d.Contains(byName["art"], id) }
	if got := d.OpenHeadedPanels(inArt); len(got) != 2 {
		t.Errorf("opened %v, want the two answers a1, a2", got)
	}
	inSide := func(id int) bool { return d.Contains(byName["side"], id) }
	if got := d.OpenHeadedPanels(inSide); len(got) != 0 {
		t.Errorf("opened %v in the side column, want none (one hidden block is no accordion)", got)
	}
	for name, hidden := range map[string]bool{"a1": false, "a2": false, "plain": true, "attr": true, "lone": true, "o1": true, "o2": true} {
		if got := IsHidden(d.Elems[byName[name]]); got != hidden {
			t.Errorf("panel %q hidden = %v, want %v", name, got, hidden)
		}
	}
}

// OpenTabPanes opens the hidden panes of a tab set without ARIA (sibling
// panes of one tag and class, one shown and the rest hidden by inline
// display) when the caller holds one of its panes; a set the caller does
// not hold, and siblings of different classes, stay as they are.
func TestOpenTabPanes(t *testing.T) {
	src := `<html><body><div id="tabs"><div class="pane" id="p1" style="display:block"><p id="in">Übersicht des Produkts.</p></div>` +
		`<div class="pane" id="p2" style="display:none"><table><tr><td>Gewicht</td><td>2 kg</td></tr></table></div>` +
		`<div class="pane" id="p3" style="display: none"><p>Bewertungen.</p></div></div>` +
		`<div id="mixed"><div class="a" style="display:block">Eins.</div><div class="b" id="m2" style="display:none">Zwei.</div></div>` +
		`<div id="other"><div class="pane" style="display:block">A.</div><div class="pane" id="o2" style="display:none">B.</div></div></body></html>`
	d, err := Parse(src, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	byName := elementsByID(d)
	holds := func(pane int) bool { return d.Contains(pane, byName["in"]) || pane == byName["m2"] }
	if got := d.OpenTabPanes(holds); len(got) != 2 {
		t.Errorf("opened %v, want the two hidden panes p2, p3", got)
	}
	for name, hidden := range map[string]bool{"p2": false, "p3": false, "m2": true, "o2": true} {
		if got := IsHidden(d.Elems[byName[name]]); got != hidden {
			t.Errorf("pane %q hidden = %v, want %v", name, got, hidden)
		}
	}
}

// elementsByID maps the id attributes of a test page to their elements.
func elementsByID(d *Document) map[string]int {
	byName := map[string]int{}
	for id, el := range d.Elems {
		if n := Attr(el, "id"); n != "" {
			byName[n] = id
		}
	}
	return byName
}
