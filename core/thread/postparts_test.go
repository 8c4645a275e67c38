package thread

import "testing"

// TestHasClockTime: a time of day is one or two digits, a colon and two
// digits, with no digit around.
func TestHasClockTime(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"Zuletzt bearbeitet: 12. Mai 2024 um 9:02", true},
		{"Modifié par Ann (hier 19:41:50)", true},
		{"2013-07-11T21:20+00:00", true},
		{"Ratio 3:2 or 16:9", false},
		{"Verse 123:456", false},
		{"Posts: 4032", false},
		{"Zitat von Ann", false},
	} {
		if got := hasClockTime(c.s); got != c.want {
			t.Errorf("hasClockTime(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

// TestNameTextRefusesTimes: a line holding a time of day is no name, though
// it is not a date alone (a date, a post number and a machine date run
// together by a template that writes its author with a script).
func TestNameTextRefusesTimes(t *testing.T) {
	for _, c := range []struct{ s, want string }{
		{"Jul 11, 2013#102013-07-11T21:20+00:00", ""},
		{"11 juil. 2013 à 21:20", ""},
		{"Pieter de Vries", "Pieter de Vries"},
		{"user447274", "user447274"},
	} {
		if got := nameText(c.s); got != c.want {
			t.Errorf("nameText(%q) = %q, want %q", c.s, got, c.want)
		}
	}
}

// TestImageLines: a line that is only an image file's address is the
// picture the forum shows there: out of the text, an image in Markdown;
// any other line, a page's address among them, stays.
func TestImageLines(t *testing.T) {
	text := "https://img.example/forum/c/cbb95302.JPG?w=640\nEccomi pronto!!\nhttps://esempio.example/pagina\nGuarda https://img.example/a.png qui"
	if got, want := imageLines(text, ""), "Eccomi pronto!!\nhttps://esempio.example/pagina\nGuarda https://img.example/a.png qui"; got != want {
		t.Errorf("text: got %q, want %q", got, want)
	}
	md := `https://img.example/foto\_1.jpg` + "\nEccomi pronto!!"
	if got, want := imageLines(md, "![](%s)"), "![](https://img.example/foto_1.jpg)\nEccomi pronto!!"; got != want {
		t.Errorf("markdown: got %q, want %q", got, want)
	}
}
