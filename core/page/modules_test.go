package page

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
)

// cmsModules is a vendor's page whose CMS wraps each module of the
// content in a class naming itself a widget and numbered per module,
// under a menu and a footer of links that hold most of the body's text.
// Dutch text: the rule reads markup, not words.
func cmsModules() string {
	var b strings.Builder
	b.WriteString(`<html><body><nav><ul>`)
	for i := 1; i <= 60; i++ {
		fmt.Fprintf(&b, `<li><a href="/p/%d">Productgebied nummer %d met alle functies in één overzicht</a></li>`, i, i)
	}
	b.WriteString(`</ul></nav><div id="content" class="cms_wrapper cms_widget_container">`)
	for i := 1; i <= 6; i++ {
		fmt.Fprintf(&b, `<div id="m%d" class="cms_wrapper cms_wrapper_widget cms_wrapper_widget_17530%d"><h2>Functie %d voor uw team</h2>`+
			`<p>Met deze functie plant u campagnes, meet u hun succes en deelt u de resultaten met iedereen die erbij betrokken is.</p></div>`, i, i, i)
	}
	b.WriteString(`<div id="aside" class="sidebar-widget"><p>Een klein blok aan de zijkant.</p></div></div><footer><ul>`)
	for i := 1; i <= 60; i++ {
		fmt.Fprintf(&b, `<li><a href="/f/%d">Juridisch, vacatures en pers, onderdeel %d van de aanbieder</a></li>`, i, i)
	}
	b.WriteString(`</ul></footer></body></html>`)
	return b.String()
}

// The modules' class, numbered per module, is the article's vocabulary:
// no noise word inside the article (NoiseWordIn), though the page as a
// whole does not make it its vocabulary (NoiseWord); a block of another
// class in the article, its own widget, stays noise.
func TestNoiseWordInArticleModules(t *testing.T) {
	d, err := dom.Parse(cmsModules(), dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	pg := &Page{Doc: d, Stats: features.Compute(d, nil)}
	byID := map[string]int{}
	for id, el := range d.Elems {
		if v := dom.Attr(el, "id"); v != "" {
			byID[v] = id
		}
	}
	content, module, aside := byID["content"], byID["m3"], byID["aside"]
	if _, noisy := pg.NoiseWord(module); !noisy {
		t.Fatalf("the page makes the modules' class its vocabulary already: the test page does not test NoiseWordIn")
	}
	if w, noisy := pg.NoiseWordIn(module, content); noisy {
		t.Errorf("module in the article: noise word %q, want none (the article's vocabulary)", w)
	}
	if _, noisy := pg.NoiseWordIn(aside, content); !noisy {
		t.Errorf("the article's own side widget lost its noise word")
	}
	if _, noisy := pg.NoiseWordIn(module, -1); !noisy {
		t.Errorf("outside a rendering (scope -1) the module must be judged as NoiseWord does")
	}
}
