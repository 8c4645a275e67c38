package segment

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// WordSet must agree with the plain loop of strings.Contains it replaces.
func TestWordSetAgreesWithContains(t *testing.T) {
	words := []string{"comment", "reply", "dsq-", "ad-", "-ad", "nav"}
	ws := NewWordSet(words...)
	for _, s := range []string{"", "x", "comments", "post-reply-7", "dsq-thread", "load-ad", "ad-slot", "navbar", "canvas", "commen", "COMMENT", "a", "repl"} {
		want := false
		for _, w := range words {
			want = want || strings.Contains(s, w)
		}
		if got := ws.In(s); got != want {
			t.Errorf("In(%q) = %v, want %v", s, got, want)
		}
		wantFold := false
		for _, w := range words {
			wantFold = wantFold || strings.Contains(strings.ToLower(s), w)
		}
		if got := ws.InFold(strings.ToUpper(s)); got != wantFold {
			t.Errorf("InFold(%q) = %v, want %v", strings.ToUpper(s), got, wantFold)
		}
	}
}

// The bigram filter must not change an answer: random strings over a small
// alphabet, against a word list with a one-byte word and shared prefixes.
func TestWordSetRandomAgreesWithContains(t *testing.T) {
	words := []string{"ab", "abc", "b-", "q", "ca", "cab", "-a"}
	ws := NewWordSet(words...)
	rng := rand.New(rand.NewPCG(1, 2))
	const alphabet = "abcq-AB Q"
	for range 20000 {
		b := make([]byte, rng.IntN(8))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		s := string(b)
		want, wantFold := false, false
		for _, w := range words {
			want = want || strings.Contains(s, w)
			wantFold = wantFold || strings.Contains(strings.ToLower(s), w)
		}
		if got := ws.In(s); got != want {
			t.Fatalf("In(%q) = %v, want %v", s, got, want)
		}
		if got := ws.InFold(s); got != wantFold {
			t.Fatalf("InFold(%q) = %v, want %v", s, got, wantFold)
		}
	}
}

func TestEachFieldSplitsAsFields(t *testing.T) {
	for _, s := range []string{"", "  ", "a", " a  b\tc\n", "comment-list nav"} {
		var got []string
		eachField(s, func(f string) bool { got = append(got, f); return false })
		if strings.Join(got, "|") != strings.Join(strings.Fields(s), "|") {
			t.Errorf("eachField(%q) = %q, want %q", s, got, strings.Fields(s))
		}
	}
	if !eachField("a b c", func(f string) bool { return f == "b" }) {
		t.Error("eachField did not report the field that stopped it")
	}
}

func TestVocabulary(t *testing.T) {
	for tok, want := range map[string]bool{"comment-list": true, "comment-form": false, "disqus_thread": true, "navbar": false} {
		if got := IsCommentToken(tok); got != want {
			t.Errorf("IsCommentToken(%q) = %v", tok, got)
		}
	}
	if w, ok := NoiseWord("post sidebar-left"); !ok || w != "sidebar" {
		t.Errorf("NoiseWord = %q %v, want sidebar", w, ok)
	}
	if _, ok := NoiseWord("article-header-image thread"); ok {
		t.Error("an exception word did not veto the noise word")
	}
	if w, ok := NoiseWord("uploads ads"); !ok || w != "ads" {
		t.Errorf("NoiseWord(uploads ads) = %q %v, want ads from the second token only", w, ok)
	}
	// "ad-" and "-ad" name an ad slot only as a part of their own between
	// hyphens or underscores ("sidebar-ad", "mm-ads-partnerlinks"), not
	// inside another word ("field-type-addresses", "estimated-read-time").
	for classID, want := range map[string]bool{
		"sidebar-ad": true, "ad-slot": true, "top_ad-unit": true, "mm-ads-partnerlinks": true,
		"field-type-addresses-cck": false, "user-admin": false, "bread-crumbs": false, "estimated-read-time": false,
		"product-additional-info": true,
	} {
		if _, got := NoiseWord(classID); got != want {
			t.Errorf("NoiseWord(%q) = %v, want %v", classID, got, want)
		}
	}
	if w, ok := MetaLineWord("estimated-read-time"); !ok || w != "read-time" {
		t.Errorf("MetaLineWord(estimated-read-time) = %q %v, want read-time", w, ok)
	}
	if !HasCommentPhrase("Ann WROTE: hello") || HasCommentPhrase("he wrote the book") {
		t.Error("HasCommentPhrase")
	}
}
