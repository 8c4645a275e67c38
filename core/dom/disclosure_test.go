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
	byName := map[string]int{}
	for id, el := range d.Elems {
		if n := Attr(el, "id"); n != "" {
			byName[n] = id
		}
	}
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
