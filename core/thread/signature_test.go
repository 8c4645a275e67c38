package thread

import "testing"

// TestDateInWords: a date among the words of a comment's own line, with
// the words before it; a labelled figure or a line without a whole date
// gives none.
func TestDateInWords(t *testing.T) {
	for _, c := range []struct{ in, iso, part, before string }{
		{"by Kate on November 29, 2010 at 8:03 am. Reply", "2010-11-29T08:03", "November 29, 2010 at 8:03 am", "by Kate on"},
		{"Heather on October 23rd, 2012 1:37 pm", "2012-10-23T13:37", "October 23rd, 2012 1:37 pm", "Heather on"},
		{"Posted by: jonathan at October 28, 2012 04:59 PM", "2012-10-28T16:59", "October 28, 2012 04:59 PM", "Posted by: jonathan at"},
		{"Anne le 3 mars 2021 à 14:05", "2021-03-03T14:05", "3 mars 2021 à 14:05", "Anne le"},
		{"Registered: 2019-02-17", "", "", ""},
		{"On Thursday, November 1 at 2:57 pm", "", "", ""},
	} {
		iso, part, before := dateInWords(c.in)
		if iso != c.iso || part != c.part || before != c.before {
			t.Errorf("dateInWords(%q) = %q, %q, %q; want %q, %q, %q", c.in, iso, part, before, c.iso, c.part, c.before)
		}
	}
}

// TestSignerName: the name alone from the words a signature line sets
// before its date.
func TestSignerName(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"by Kate Klemens on", "Kate Klemens"},
		{"Heather on", "Heather"},
		{"Posted by: Reed at", "Reed"},
		{"Posted by Anonymous at", "Anonymous"},
		{"Publié par Anne le", "Anne"},
		{"4. bob mcnabs cat -", "bob mcnabs cat"},
		{"mel issa on", "mel issa"},
		{"on", ""},
		{"Homestuck reference?", ""},
	} {
		if got := signerName(c.in); got != c.want {
			t.Errorf("signerName(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestNameAlone: a name without the "by" before it or the member number
// in brackets after it; a name's own particles stay.
func TestNameAlone(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"ILongForDarkness (1134931)", "ILongForDarkness"},
		{"by Anonymous Coward", "Anonymous Coward"},
		{"por Ana Lima", "Ana Lima"},
		{"ann (1,032)", "ann"},
		{"von Trier", "von Trier"},
		{"da Silva", "da Silva"},
		{"R2 (D2)", "R2 (D2)"},
	} {
		if got := nameText(c.in); got != c.want {
			t.Errorf("nameText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestShownDay: a text that shows a day, with or without its year; a
// month alone, a number alone or a count is none.
func TestShownDay(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"On Thursday, November 1 at 2:57 pm", true},
		{"3 mars", true},
		{"November 29, 2010 at 8:03 am", true},
		{"March 2014", false},
		{"12 replies", false},
		{"Member", false},
	} {
		if got := shownDay(c.in); got != c.want {
			t.Errorf("shownDay(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}
