package meta

import (
	"strings"
	"unicode/utf8"
)

// The title and <meta> patterns below are Readability.js's regular
// expressions written out by hand. The core used Go's regexp for them; the
// regexp engine and its Unicode tables were a tenth of the extension's wasm
// (issue 6's size budget), and these patterns need none of its power.
// TestTitlePatternsMatchRegexps checks each against the regexp it replaces
// on generated strings.

// isTitleSeparator reports the characters Reader View cuts a document title
// at: | - – — \ / > » (its class [\|\-–—\\\/>»]).
func isTitleSeparator(r rune) bool {
	switch r {
	case '|', '-', '–', '—', '\\', '/', '>', '»':
		return true
	}
	return false
}

// isHierarchySeparator reports the separators of a path-like title
// ("Site / Section / Story"): \ / > » (Reader View's [\\\/>»]).
func isHierarchySeparator(r rune) bool {
	switch r {
	case '\\', '/', '>', '»':
		return true
	}
	return false
}

// hasSpacedSeparator reports a separator with a space on each side
// (the pattern " [seps] ").
func hasSpacedSeparator(s string, sep func(rune) bool) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != ' ' {
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i+1:])
		if n > 0 && sep(r) && i+1+n < len(s) && s[i+1+n] == ' ' {
			return true
		}
	}
	return false
}

// cutAfterLastSeparator keeps what precedes the last separator that is
// followed by a space, line by line (the regexp (.*)[seps] .* replaced by
// its group: "." stops at a newline, so each line is cut on its own).
func cutAfterLastSeparator(s string) string {
	var b strings.Builder
	for line := range strings.Lines(s) {
		body, nl := strings.CutSuffix(line, "\n")
		cut := -1
		for i, r := range body {
			if isTitleSeparator(r) && i+utf8.RuneLen(r) < len(body) && body[i+utf8.RuneLen(r)] == ' ' {
				cut = i
			}
		}
		if cut >= 0 {
			body = body[:cut]
		}
		b.WriteString(body)
		if nl {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// cutBeforeFirstSeparator drops everything up to and including the first
// separator and keeps the rest of that line, repeatedly (the regexp
// [^seps]*[seps](.*) replaced by its group: the negated class crosses
// newlines, ".*" does not).
func cutBeforeFirstSeparator(s string) string {
	var b strings.Builder
	for {
		i := strings.IndexFunc(s, isTitleSeparator)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		after := s[i+n:]
		j := strings.IndexByte(after, '\n')
		if j < 0 {
			b.WriteString(after)
			return b.String()
		}
		b.WriteString(after[:j])
		s = after[j:]
	}
}

// withoutSeparators removes every separator character.
func withoutSeparators(s string) string {
	return strings.Map(func(r rune) rune {
		if isTitleSeparator(r) {
			return -1
		}
		return r
	}, s)
}

// Readability's <meta> vocabulary: the prefixes and fields of its property
// pattern (?i)\s*(article|dc|dcterm|og|twitter)\s*:\s*(author|creator|
// description|published_time|title|site_name)\s* and of its name pattern
// (?i)^\s*(?:(dc|dcterm|og|twitter|parsely|weibo:(article|webpage))\s*[-\.:]\s*)?
// (author|creator|pub-date|description|title|site_name)\s*$.
var (
	propertyPrefixes = []string{"article", "dcterm", "dc", "og", "twitter"}
	propertyFields   = []string{"author", "creator", "description", "published_time", "title", "site_name"}
	namePrefixes     = []string{"dc", "dcterm", "og", "twitter", "parsely", "weibo:article", "weibo:webpage"}
	nameFields       = []string{"author", "creator", "pub-date", "description", "title", "site_name"}
)

// isRegexpSpace is \s in Go's regexp syntax: ASCII space, \t \n \f \r
// (and \v, which RE2 leaves out: not here either).
func isRegexpSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

func isRegexpSpaceRune(r rune) bool { return r < utf8.RuneSelf && isRegexpSpace(byte(r)) }

func skipRegexpSpace(s string, i int) int {
	for i < len(s) && isRegexpSpace(s[i]) {
		i++
	}
	return i
}

// hasPrefixFold reports whether s[i:] starts with the lower-case ASCII word w
// in any ASCII case.
func hasPrefixFold(s string, i int, w string) bool {
	return len(s)-i >= len(w) && strings.EqualFold(s[i:i+len(w)], w)
}

// metaPropertyKeys returns the keys the property pattern finds in a <meta
// property>, each "prefix:field" in lower case ("og:title", "article:author";
// a property may list several, separated by spaces).
func metaPropertyKeys(s string) []string {
	var keys []string
	for i := 0; i < len(s); {
		if key, end := metaPropertyAt(s, i); end > 0 {
			keys = append(keys, key)
			i = end
			continue
		}
		i++
	}
	return keys
}

// metaPropertyAt matches prefix \s* : \s* field at s[i:], returning the key
// and the end of the match (0 when there is none).
func metaPropertyAt(s string, i int) (string, int) {
	for _, p := range propertyPrefixes {
		if !hasPrefixFold(s, i, p) {
			continue
		}
		j := skipRegexpSpace(s, i+len(p))
		if j >= len(s) || s[j] != ':' {
			continue
		}
		j = skipRegexpSpace(s, j+1)
		for _, f := range propertyFields {
			if hasPrefixFold(s, j, f) {
				return p + ":" + f, skipRegexpSpace(s, j+len(f))
			}
		}
	}
	return "", 0
}

// isMetaName reports whether a <meta name> is, as a whole, one of the fields
// with an optional prefix and separator ("author", "dc.creator",
// "parsely-title", "weibo:article:title").
func isMetaName(s string) bool {
	s = strings.TrimFunc(s, isRegexpSpaceRune)
	for _, f := range nameFields {
		if len(s) < len(f) || !strings.EqualFold(s[len(s)-len(f):], f) {
			continue
		}
		rest := strings.TrimRightFunc(s[:len(s)-len(f)], isRegexpSpaceRune)
		if rest == "" {
			return true
		}
		if c := rest[len(rest)-1]; c != '-' && c != '.' && c != ':' {
			continue
		}
		rest = strings.TrimRightFunc(rest[:len(rest)-1], isRegexpSpaceRune)
		for _, p := range namePrefixes {
			if strings.EqualFold(rest, p) {
				return true
			}
		}
	}
	return false
}
