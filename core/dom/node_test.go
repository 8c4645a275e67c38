package dom

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// FoldSpace's fast path (nothing to fold) and slow path must both agree
// with the plain definition: the words, single-spaced.
func TestFoldSpaceAgreesWithFields(t *testing.T) {
	for _, s := range []string{"", " ", "a", "a b", " a b", "a b ", "a  b", "a\tb", "a\u00a0b", "é è", "a\u2009b", "\u3000a", "x\u200by", "ab\ncd  ", "Ünïcödé wörds"} {
		want := strings.Join(strings.FieldsFunc(s, isSpace), " ")
		if got := FoldSpace(s); got != want {
			t.Errorf("FoldSpace(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestTextOfOneText: an element holding one text gives what the whole
// walk gives for the same text beside an empty element (which takes the
// walk's way): the text folded, nothing for a non-content element.
func TestTextOfOneText(t *testing.T) {
	for _, c := range []struct{ tag, text, want string }{
		{"p", "word", "word"},
		{"p", "  two\u00a0 words\n", "two words"},
		{"span", "a b", "a b"},
		{"a", "\tReply ", "Reply"},
		{"script", "var x = 1", ""},
		{"li", "", ""},
	} {
		one := "<" + c.tag + ">" + c.text + "</" + c.tag + ">"
		two := "<" + c.tag + ">" + c.text + "<b></b></" + c.tag + ">"
		for _, src := range []string{one, two} {
			doc, err := Parse("<html><body><div>"+src+"</div></body></html>", Limits{})
			if err != nil {
				t.Fatal(err)
			}
			id := -1
			for i, el := range doc.Elems {
				if el.Data == c.tag {
					id = i
				}
			}
			if id < 0 {
				t.Fatalf("%s: no <%s>", src, c.tag)
			}
			if got := Text(doc.Elems[id]); got != c.want {
				t.Errorf("Text(%s) = %q, want %q", src, got, c.want)
			}
		}
	}
}

func TestTextLines(t *testing.T) {
	doc, err := html.Parse(strings.NewReader(`<div id=box><span>By Brenda Goodman</span><br><time>May 1</time> <i>WebMD</i> Health News<p>  </p><p>Second   line</p></div>`))
	if err != nil {
		t.Fatal(err)
	}
	var box *html.Node
	var find func(*html.Node)
	find = func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "div" {
			box = n
		}
		for c := n.FirstChild; c != nil && box == nil; c = c.NextSibling {
			find(c)
		}
	}
	find(doc)
	isTime := func(n *html.Node) bool { return n.Data == "time" }
	got := TextLines(box, isTime)
	want := []string{"By Brenda Goodman", "WebMD Health News", "Second line"}
	if !slices.Equal(got, want) {
		t.Fatalf("TextLines = %q, want %q", got, want)
	}
	if s := TextExcept(box, isTime); s != "By Brenda Goodman WebMD Health News Second line" {
		t.Fatalf("TextExcept = %q", s)
	}
}

// textByBuilder is TextExcept as it was written before it folded as it
// went: writeText into a builder, then FoldSpace.
func textByBuilder(n *html.Node, skip func(*html.Node) bool) string {
	var b strings.Builder
	writeText(&b, n, n, skip, nil)
	return FoldSpace(b.String())
}

// TestTextExceptFoldsAsFoldSpace: the text folded as it is written is
// FoldSpace of the text written whole — across blocks, line breaks,
// non-breaking and other Unicode spaces, skipped elements, long texts
// past the stack buffer, and bytes that are not UTF-8, which may pair up
// across two texts into a space.
func TestTextExceptFoldsAsFoldSpace(t *testing.T) {
	long := strings.Repeat("word\u00a0 and\tmore ", 60)
	pages := []string{
		`<div> a <b>b</b>c<p>para</p>  d<br>e </div>`,
		`<div><span>x</span><span> y </span>` + long + `<p>z</p></div>`,
		"<div>\u2003em\u2003space\u3000ideographic\u200bzero</div>",
		`<div><script>no</script><p> one </p><p>two</p><nav>skip me</nav> three</div>`,
		`<div></div>`,
		"<div>\u00a0<p>\u00a0</p>\u00a0</div>",
	}
	skip := func(n *html.Node) bool { return n.DataAtom == atom.Nav }
	for _, src := range pages {
		doc, err := html.Parse(strings.NewReader(src))
		if err != nil {
			t.Fatal(err)
		}
		var div *html.Node
		var find func(*html.Node)
		find = func(n *html.Node) {
			if div == nil && n.DataAtom == atom.Div {
				div = n
			}
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				find(c)
			}
		}
		find(doc)
		for _, sk := range []func(*html.Node) bool{nil, skip} {
			if got, want := TextExcept(div, sk), textByBuilder(div, sk); got != want {
				t.Errorf("TextExcept(%q) = %q, want %q", src, got, want)
			}
		}
	}
	// Texts whose bytes are not UTF-8 on their own: "\xc2" + "\xa0" is a
	// non-breaking space only together.
	for _, parts := range [][]string{{"a\xc2", "\xa0b"}, {"x\xe2\x80", "\x83y"}, {"\xff ", " \xfe"}, {"ok", "\xc2"}} {
		div := &html.Node{Type: html.ElementNode, Data: "div", DataAtom: atom.Div}
		for _, p := range parts {
			div.AppendChild(&html.Node{Type: html.TextNode, Data: p})
		}
		div.AppendChild(&html.Node{Type: html.ElementNode, Data: "span", DataAtom: atom.Span})
		if got, want := TextExcept(div, nil), textByBuilder(div, nil); got != want {
			t.Errorf("TextExcept(%q) = %q, want %q", parts, got, want)
		}
	}
}

// RevealStyleHiddenIn shows the outermost style-hidden blocks of its
// subtree that hold at least minChars of text, but layers (a dialog), and
// nothing outside it or inside them; StyleHiddenText counts the text it
// would show.
func TestRevealStyleHiddenIn(t *testing.T) {
	d, err := Parse(`<html><body><div id="menu" style="display:none">Menü mit vielen Einträgen und Links</div>
<main><p id="note" style="display: none">Kein Zugriff</p><div id="dialog" role="dialog" style="display:none">Newsletter für alle Kaffeefreunde</div><div id="grid" style="display:none">Kaffee, Tee und Kakao in vielen Sorten <span id="tip" style="display:none">Hinweis</span></div></main></body></html>`, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	main := -1
	for id := range d.Elems {
		if d.Tag(id) == atom.Main {
			main = id
		}
	}
	if got := d.StyleHiddenText(main, 20); got != TextChars(d.Elems[main])-len("KeinZugriff")-len("NewsletterfüralleKaffeefreunde") {
		t.Errorf("StyleHiddenText = %d, want the grid's text alone", got)
	}
	if n := d.RevealStyleHiddenIn(main, 20); n != 1 {
		t.Errorf("revealed %d blocks, want 1 (the grid)", n)
	}
	hidden := map[string]bool{}
	for id := range d.Elems {
		if v := Attr(d.Elems[id], "id"); v != "" {
			hidden[v] = slices.ContainsFunc(d.Elems[id].Attr, func(a html.Attribute) bool { return a.Key == "style" })
		}
	}
	want := map[string]bool{"menu": true, "note": true, "dialog": true, "grid": false, "tip": true}
	for k, v := range want {
		if hidden[k] != v {
			t.Errorf("%s still hidden = %v, want %v", k, hidden[k], v)
		}
	}
}
