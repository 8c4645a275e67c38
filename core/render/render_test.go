package render

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func part(t *testing.T, src string) Part {
	t.Helper()
	doc, err := html.Parse(strings.NewReader("<body>" + src))
	if err != nil {
		t.Fatal(err)
	}
	return NewPart("https://example.org/dir/page", nil, doc)
}

func TestMarkdown(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"heading and paragraph", `<h2>Title</h2><p>Some <em>soft</em> and <strong>loud</strong> words.</p>`,
			"## Title\n\nSome _soft_ and **loud** words."},
		{"relative link", `<p>See <a href="../next">the next page</a>.</p>`, "See [the next page](https://example.org/next)."},
		{"nested lists", `<ul><li>one<ol><li>a</li><li>b</li></ol></li><li>two</li></ul>`, "- one\n\n  1. a\n  2. b\n\n- two"},
		{"code block", "<pre><code>x := 1\ny := 2</code></pre>", "```\nx := 1\ny := 2\n```"},
		{"quote", `<blockquote><p>Quoted words</p></blockquote>`, "> Quoted words"},
		{"table", `<table><tr><th>k</th><th>v</th></tr><tr><td>a</td><td>1</td></tr></table>`, "| k | v |\n| --- | --- |\n| a | 1 |"},
		{"lazy image", `<img src="data:image/gif;base64,R0l" data-src="/i.png" alt="pic">`, "![pic](https://example.org/i.png)"},
		{"escaping", `<p>a*b_c [d]</p>`, `a\*b\_c \[d\]`},
		{"inline spacing", `<p>Run <code>go test</code> then <a href="/x">read</a>, <em>then</em> stop.</p>`,
			"Run `go test` then [read](https://example.org/x), _then_ stop."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := strings.TrimSpace(part(t, tc.src).Markdown()); got != tc.want {
				t.Errorf("got\n%q\nwant\n%q", got, tc.want)
			}
		})
	}
}

func TestTextKeepsWordBoundaries(t *testing.T) {
	got := part(t, `<p>one <b>two</b><i>three</i></p><div>four</div><table><tr><td>five</td><td>six</td></tr></table>`).Text()
	if got != "one twothree\n\nfour\n\nfive six" {
		t.Errorf("text = %q", got)
	}
}

func TestHTMLSanitises(t *testing.T) {
	got := part(t, `<p onclick="x()" class="c">hi <a href="javascript:alert(1)">js</a> <a href="mailto:a@b.c">mail</a></p><script>bad()</script><form><input></form><custom-el>kept text</custom-el>`).HTML()
	want := `<p>hi <a>js</a> <a href="mailto:a@b.c">mail</a></p>kept text`
	if got != want {
		t.Errorf("html = %q, want %q", got, want)
	}
}

func TestMathMLKeepsTheFormula(t *testing.T) {
	src := `<p>Solve <math><msup><mi>x</mi><mn>2</mn></msup><mo>=</mo><mn>4</mn>` +
		`<annotation encoding="application/x-tex">x^2=4</annotation></math> for x.</p>` +
		`<math display="block" onclick="x()"><mi mathvariant="normal" style="color:red">E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></math>` +
		`<span style="display:none"><math><mi>hidden</mi></math></span>`
	p := part(t, src)
	if got, want := p.Text(), "Solve x 2 = 4 for x.\n\nE = m c 2"; got != want {
		t.Errorf("text = %q, want %q", got, want)
	}
	if got, want := strings.TrimSpace(p.Markdown()), "Solve x 2 = 4 for x.\n\nE = m c 2"; got != want {
		t.Errorf("markdown = %q, want %q", got, want)
	}
	wantHTML := `<p>Solve <math><msup><mi>x</mi><mn>2</mn></msup><mo>=</mo><mn>4</mn></math> for x.</p>` +
		`<math display="block"><mi mathvariant="normal">E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mn>2</mn></msup></math>`
	if got := p.HTML(); got != wantHTML {
		t.Errorf("html = %q, want %q", got, wantHTML)
	}
}

// A form with a page's worth of text (ASP.NET wraps whole pages in one) is
// rendered without its controls; a search box's form is left out.
func TestWrapperFormIsRenderedSmallFormIsNot(t *testing.T) {
	clubs := strings.Repeat(`<p>Golf club: for over a hundred years golfers have tested their skills at this seaside course.</p>`, 12)
	p := part(t, `<div><form action="/search"><label>Search the site</label><input name="q"> Find a course near you</form>`+
		`<form id="aspnetForm"><input type="hidden" name="__VIEWSTATE" value="x">`+clubs+`</form></div>`)
	text, html := p.Text(), p.HTML()
	if strings.Count(text, "Golf club:") != 12 {
		t.Errorf("the wrapper form's text is missing:\n%s", text)
	}
	if strings.Contains(text, "Find a course") || strings.Contains(html, "<input") || strings.Contains(html, "<form") {
		t.Errorf("the search form or a control was rendered:\n%s", html)
	}
}

// A product card's variant swatches are radio buttons whose labels are the
// variants' links, named for a screen reader: each label is an item of
// the card and is rendered on a line of its own, link and all, under the
// fieldset's legend; a control's caption (a sort box's
// "Sorteren op", a sign-up's box) goes with its control.
func TestLabelHoldingALinkIsRendered(t *testing.T) {
	p := part(t, `<div class="card"><h3>MICKE Bureau, wit</h3><fieldset><legend>Meer opties</legend>`+
		`<label for="v1"><input id="v1" type="radio" name="v"><a href="/nl/p/micke-zwart-1/" tabindex="-1"><span class="sr-only">Optie: MICKE, Bureau, zwart-bruin</span><img src="/i/1.jpg" alt=""></a></label>`+
		`<label for="v2"><input id="v2" type="radio" name="v"><a href="/nl/p/micke-antraciet-2/" tabindex="-1"><span class="sr-only">Optie: MICKE, Bureau, antraciet</span><img src="/i/2.jpg" alt=""></a></label>`+
		`</fieldset><label for="sort">Sorteren op</label><select id="sort"><option>Prijs</option></select>`+
		`<label><input type="checkbox"> Nieuwsbrief ontvangen</label></div>`)
	text := p.Text()
	if !strings.Contains(text, "Optie: MICKE, Bureau, zwart-bruin") {
		t.Errorf("the variant's label, a link to its page, is missing:\n%s", text)
	}
	if !strings.Contains(text, "Meer opties\nOptie: MICKE, Bureau, zwart-bruin\nOptie: MICKE, Bureau, antraciet") {
		t.Errorf("the fieldset's legend and its swatches run into each other:\n%q", text)
	}
	if !strings.Contains(p.HTML(), `href="https://example.org/nl/p/micke-zwart-1/"`) {
		t.Errorf("the variant's link is missing:\n%s", p.HTML())
	}
	for _, caption := range []string{"Sorteren op", "Nieuwsbrief"} {
		if strings.Contains(text, caption) {
			t.Errorf("the control's caption %q was rendered:\n%s", caption, text)
		}
	}
}

// White space against a block is left out of the HTML, whole runs and the
// edges of text (the lean parse drops some of it, a browser's tree keeps
// all: both must render alike); white space between inline elements and
// inside <pre> stays.
func TestHTMLLeavesOutSpaceAgainstBlocks(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"between and inside blocks", "<div>\n  <p>a</p>\n  <p>b</p>\n</div>", "<div><p>a</p><p>b</p></div>"},
		{"between inline elements", "<p><b>x</b> <i>y</i>\n<a>z</a></p>", "<p><b>x</b> <i>y</i>\n<a>z</a></p>"},
		{"inline then block", "<div><span>a</span>\n<p>b</p>\n<span>c</span></div>", "<div><span>a</span><p>b</p><span>c</span></div>"},
		{"looked through", "<div><p>a</p>\n<!-- c -->\n<script>x</script>\n<p>b</p></div>", "<div><p>a</p><p>b</p></div>"},
		{"inline parent keeps its edges", "<p>a<span> <b>b</b> </span>c</p>", "<p>a<span> <b>b</b> </span>c</p>"},
		{"inline at a block's edge", "<p><span> <b>a</b> </span>c <i>d </i></p>", "<p><span><b>a</b> </span>c <i>d</i></p>"},
		{"line break is inline", "<p>a<br>\n<b>b</b></p>", "<p>a<br>\n<b>b</b></p>"},
		{"text edges", "<div>\n  Hello <b>w</b>\n</div>\n<p>\n x \n</p>", "<div>Hello <b>w</b></div><p>x</p>"},
		{"pre", "<pre>\n<b>x</b>\n  <p>y</p>\n</pre>", "<pre><b>x</b>\n  <p>y</p>\n</pre>"},
		{"table", "<table>\n<tr>\n<td>a</td>\n<td>b</td>\n</tr>\n</table>", "<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := part(t, tc.src).HTML(); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// Steps the author numbered in the markup (<li value>) keep their numbers in
// the text; a list's own counting stays styling; a value that is no number
// is not written.
func TestTextKeepsTheItemNumbersTheMarkupWrites(t *testing.T) {
	got := part(t, `<ol><li value="1">Ouvrez le menu.</li><li value="2">Cliquez.</li></ol><ol><li>un</li><li value="x">deux</li></ol>`).Text()
	if want := "1. Ouvrez le menu.\n2. Cliquez.\n\nun\ndeux"; got != want {
		t.Errorf("text = %q, want %q", got, want)
	}
}

// Short spans side by side are a row's fields, set apart by the page's
// style, and short links side by side a row of tags: the text keeps them
// apart. A drop cap, a caption and its credit,
// Chinese text and a highlighter's tokens in <pre> stay as written.
func TestTextSetsApartTheFieldsOfARow(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"film row", `<div><span>1994</span><span>2h 22m</span><span>R</span></div>`, "1994 2h 22m R"},
		{"name and type", `<p><span><span>montant</span></span><span>entier</span></p>`, "montant entier"},
		{"drop cap", `<p><span>A</span><span>ustin ist eine Stadt.</span></p>`, "Austin ist eine Stadt."},
		{"caption and credit", `<p><span>Schneeräumer auf der Brücke am frühen Morgen</span><span>Foto: Anna Berg</span></p>`, "Schneeräumer auf der Brücke am frühen MorgenFoto: Anna Berg"},
		{"chinese", `<p><span>美樹營地</span><span>楓紅</span></p>`, "美樹營地楓紅"},
		{"code", `<pre><span>fmt</span><span>.Println</span></pre>`, "fmt.Println"},
		{"price", `<p><span>19</span><span>,99</span><span>€</span></p>`, "19,99€"},
		{"tag links", `<div><a href="/t/aktion">Aktion</a><a href="/t/abenteuer">Abenteuer</a><a href="/t/koop">Online-Koop</a></div>`, "Aktion Abenteuer Online-Koop"},
		{"a link after a span", `<p><span>Entwickelt von</span><a href="/dev/valve">Valve</a></p>`, "Entwickelt vonValve"},
		{"brand and name in a heading", `<a href="/p/1"><span role="heading" aria-level="2"><span>HOKA</span><span>Clifton 10 Tênis de Corrida - Feminino</span></span></a>`, "HOKA Clifton 10 Tênis de Corrida - Feminino"},
		{"caption and credit in a figure", `<figcaption><span>Limpa-neves na ponte de manhã cedo</span><span><span>Crédito</span><span>Ana Berg para o Jornal do Porto</span></span></figcaption>`, "Limpa-neves na ponte de manhã cedoCréditoAna Berg para o Jornal do Porto"},
		{"hidden separator", `<div><span>vor 1 Tag</span><span aria-hidden="true"><span>·</span></span><span>3 Min. Lesezeit</span></div>`, "vor 1 Tag 3 Min. Lesezeit"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := part(t, tc.src).Text(); got != tc.want {
				t.Errorf("text = %q, want %q", got, tc.want)
			}
		})
	}
}

// The Markdown sets a row's fields apart as the text does.
func TestMarkdownSetsApartTheFieldsOfARow(t *testing.T) {
	if got := strings.TrimSpace(part(t, `<div><span>1994</span><span>2h 22m</span><span>R</span></div>`).Markdown()); got != "1994 2h 22m R" {
		t.Errorf("markdown = %q", got)
	}
	if got := strings.TrimSpace(part(t, `<div><a href="/t/action">Action</a><a href="/t/aventure">Aventure</a></div>`).Markdown()); !strings.Contains(got, ") [") {
		t.Errorf("markdown of a row of tags = %q, want the links a space apart", got)
	}
}
