package clean

import (
	"strings"
	"testing"
)

// containsFoldNaive is the definition: strings.EqualFold at every position.
func containsFoldNaive(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

func TestContainsFoldASCII(t *testing.T) {
	cases := []struct {
		s, sub string
		want   bool
	}{
		{"You can leave a response, or trackback", "you can leave a response", true},
		{"YOU CAN LEAVE A RESPONSE", "you can leave a response", true},
		{"you can leave a respons", "you can leave a response", false},
		{"Comments are currently closed.", "comments are currently closed", true},
		{"comments are currently open", "comments are currently closed", false},
		{"xxcOMMENTS ARE CURRENTLY CLOSED", "comments are currently closed", true},
		{"\u212Aelvin", "kelvin", false}, // the Kelvin sign folds to k, but is three bytes
		{"\u017Fay", "say", false},       // long s folds to s, but is two bytes
		{"pings are currently closed", "", true},
		{"", "pings", false},
		{"[ping", "{ping", false}, // '[' and '{' differ by the case bit but are not letters
		{"@Pings", "`pings", false},
	}
	for _, c := range cases {
		if got := containsFoldASCII(c.s, c.sub); got != c.want {
			t.Errorf("containsFoldASCII(%q, %q) = %v, want %v", c.s, c.sub, got, c.want)
		}
		if naive := containsFoldNaive(c.s, c.sub); naive != c.want {
			t.Errorf("strings.EqualFold says %v for (%q, %q), the table %v", naive, c.s, c.sub, c.want)
		}
	}
}

// TestFoldPhrases: one pass over a text finds what containsFoldASCII
// finds phrase by phrase, at the text's start, middle and end, in any
// ASCII case, and not a phrase cut short by the text's end.
func TestFoldPhrases(t *testing.T) {
	phrases := []string{"comments are currently closed", "les commentaires sont fermés", "pings", "pingsx"}
	p := newFoldPhrases(phrases...)
	texts := []string{"", "Comments are currently closed.", "…and COMMENTS ARE CURRENTLY CLOSED", "Les Commentaires sont FERMÉS",
		"les commentaires sont fermes", "Pings", "pin", "comments are currently clos", "Trackbacks and PINGS are open",
		"\u212Aelvin", "xxpingsx", "les commentaires sont ferm"}
	for _, s := range texts {
		want := false
		for _, ph := range phrases {
			want = want || containsFoldASCII(s, ph)
		}
		if got := p.in(s); got != want {
			t.Errorf("in(%q) = %v, containsFoldASCII says %v", s, got, want)
		}
	}
	if !p.in("Trackbacks and PINGS are open") || p.in("les commentaires sont ferm") {
		t.Error("in misses a phrase or finds a cut one")
	}
}
