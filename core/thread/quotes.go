package thread

import (
	"strings"
	"unicode"

	"golang.org/x/net/html/atom"
)

// Quotes of earlier posts. A reply on a forum often opens with a quote of
// the post it answers ("Sue said: …", "Sue wrote: …"), and on a long
// thread the same post is quoted again and again: read as one text, the
// thread repeats itself. A quote is a quote of an earlier post when most
// of its words, four in a row, are words of a post above it on the page;
// that test asks nothing of the forum's vocabulary or markup besides the
// <blockquote> itself, so it holds in every language and engine. Such a
// quote is left out of the reply (its text, HTML and Markdown): the
// earlier post it repeats stands in the thread already, in its place. A
// quote of something not on the page (a post of an earlier page, an
// article, a manual) stays, and so does a blockquote that is the post's
// body itself (XenForo 1 sets every message in one).

// Bounds of the repeated-quote test.
const (
	// quoteShingle is the length, in words, of the runs compared.
	quoteShingle = 4
	// minRepeatedShare of a quote's runs found in earlier posts makes
	// it a quote of one of them.
	minRepeatedShare = 0.5
	// minReplyChars is what a reply must keep besides its quotes, its
	// author and its date, or nothing is left out of it.
	minReplyChars = 15
)

// runs are the runs of quoteShingle words of a text, lowercased, as keys.
func runs(text string) []string {
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	if len(words) < quoteShingle {
		if len(words) == 0 {
			return nil
		}
		return []string{strings.Join(words, " ")}
	}
	out := make([]string, 0, len(words)-quoteShingle+1)
	for i := 0; i+quoteShingle <= len(words); i++ {
		out = append(out, strings.Join(words[i:i+quoteShingle], " "))
	}
	return out
}

// seenText remembers the runs of the posts rendered so far.
type seenText map[string]bool

func (s seenText) add(text string) {
	for _, r := range runs(text) {
		s[r] = true
	}
}

// repeats reports a text most of whose runs were seen.
func (s seenText) repeats(text string) bool {
	rs := runs(text)
	if len(rs) == 0 {
		return false
	}
	found := 0
	for _, r := range rs {
		if s[r] {
			found++
		}
	}
	return float64(found) >= minRepeatedShare*float64(len(rs))
}

// repeatedQuotes returns the blockquotes of an item (its roots, nested
// items passed over) that quote an earlier post, outermost first, as long
// as the item keeps minReplyChars of its own besides them and the
// elements in meta (its author and date).
func (f *Finder) repeatedQuotes(roots []int, isItem func(int) bool, seen seenText, meta ...int) map[int]bool {
	if len(seen) == 0 {
		return nil
	}
	var own int32
	for _, r := range roots {
		own += f.st.Chars[r]
	}
	for _, m := range meta {
		if m >= 0 {
			own -= f.st.Chars[m]
		}
	}
	for _, r := range roots {
		for d := r + 1; d <= f.doc.End(r); d++ {
			if isItem(d) {
				own -= f.st.Chars[d]
				d = f.doc.End(d)
			}
		}
	}
	var out map[int]bool
	f.ownElements(roots, isItem, func(d int) bool {
		if f.doc.Tag(d) != atom.Blockquote || f.insideAny(d, out) {
			return true
		}
		if own-f.st.Chars[d] >= minReplyChars && seen.repeats(f.text(d)) {
			if out == nil {
				out = map[int]bool{}
			}
			out[d] = true
			own -= f.st.Chars[d]
		}
		return true
	})
	return out
}

// insideAny reports an element inside one of the set (or one of them).
func (f *Finder) insideAny(id int, set map[int]bool) bool {
	for n := id; n >= 0 && len(set) > 0; n = int(f.doc.Parent[n]) {
		if set[n] {
			return true
		}
	}
	return false
}
