package thread

import (
	"strings"
	"testing"
)

func TestTrimSays(t *testing.T) {
	for in, want := range map[string]string{"Ann says:": "Ann", "Bo wrote:": "Bo", "Cy": "Cy", "Dee:": "Dee",
		"Anonym hat gesagt…": "Anonym", "Anne a écrit :": "Anne", "Ana dijo...": "Ana", "Anonimo ha detto...": "Anonimo",
		"Mandy St. Amand says:": "Mandy St. Amand", "kokopuff zei:": "kokopuff", "J. Smith Jr.": "J. Smith Jr.", "": ""} {
		if got := trimSays(in); got != want {
			t.Errorf("trimSays(%q) = %q", in, got)
		}
	}
}

// TestHasCommentNotice: the one-pass search finds what a strings.Contains
// per notice finds, at a text's start, middle and end.
func TestHasCommentNotice(t *testing.T) {
	texts := []string{"", "leave a reply", "great post! leave a comment below", "comments are closed",
		"nothing here", "the privacy policy", "previewing your comment", "leave a repl", "0 comment", "0 comments"}
	for _, n := range commentNotices {
		texts = append(texts, "x "+n, n[:len(n)-1])
	}
	for _, low := range texts {
		want := false
		for _, n := range commentNotices {
			want = want || strings.Contains(low, n)
		}
		if got := hasCommentNotice(low); got != want {
			t.Errorf("hasCommentNotice(%q) = %v, want %v", low, got, want)
		}
	}
}
