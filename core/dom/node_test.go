package dom

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"
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
