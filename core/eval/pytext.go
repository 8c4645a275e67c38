package eval

import (
	"strings"
	"unicode"
)

// The text rules below replicate Python's, character for character, because
// score.py is the reference. They were checked against CPython 3.11 over every
// code point: the only differences are characters added in Unicode 15, which
// Go knows and Python 3.11 does not.

// isWordRune is Python's \w for str patterns: str.isalnum() or '_'. isalnum is
// isalpha (L*) or isdecimal/isdigit/isnumeric (Nd, Nl, No). Combining marks (Mn,
// Mc) are not word characters, so NFD accents and the vowel signs of Indic
// scripts split words exactly as Python splits them.
func isWordRune(r rune) bool {
	if r < 0x80 {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '_'
	}
	return unicode.IsLetter(r) || unicode.IsNumber(r)
}

// isPySpace is Python's \s and str.isspace(): Unicode White_Space plus the
// information separators U+001C..U+001F.
func isPySpace(r rune) bool {
	return unicode.IsSpace(r) || 0x1C <= r && r <= 0x1F
}

// pyStrip is Python's str.strip() without arguments.
func pyStrip(s string) string { return strings.TrimFunc(s, isPySpace) }

// fold is score.py's fold: re.sub(r"\s+", " ", s).strip().
func fold(s string) string {
	return strings.Join(strings.FieldsFunc(s, isPySpace), " ")
}

// pyLower is Python's str.lower(): Go's per-rune lowering plus the two
// context rules Python applies, U+0130 → "i̇" and the final sigma.
func pyLower(s string) string {
	if !strings.ContainsAny(s, "\u0130\u03A3") {
		return strings.ToLower(s)
	}
	rs := []rune(s)
	var b strings.Builder
	for i, r := range rs {
		switch r {
		case 0x130:
			b.WriteString("i\u0307")
		case 0x3A3:
			if isFinalSigma(rs, i) {
				b.WriteRune(0x3C2)
			} else {
				b.WriteRune(0x3C3)
			}
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// isFinalSigma is Unicode's Final_Sigma context, as CPython tests it:
// a cased letter before (skipping case-ignorables) and none after.
func isFinalSigma(rs []rune, i int) bool {
	j := i - 1
	for j >= 0 && isCaseIgnorable(rs[j]) {
		j--
	}
	if j < 0 || !isCased(rs[j]) {
		return false
	}
	j = i + 1
	for j < len(rs) && isCaseIgnorable(rs[j]) {
		j++
	}
	return j == len(rs) || !isCased(rs[j])
}

func isCased(r rune) bool {
	return unicode.In(r, unicode.Lu, unicode.Ll, unicode.Lt, unicode.Other_Lowercase, unicode.Other_Uppercase)
}

// isCaseIgnorable approximates Unicode's Case_Ignorable: Mn, Me, Cf, Lm, Sk
// and the word-break MidLetter, MidNumLet and Single_Quote characters.
func isCaseIgnorable(r rune) bool {
	switch r {
	case '\'', '.', ':', 0xB7, 0x387, 0x55F, 0x5F4, 0x2018, 0x2019, 0x2024, 0x2027,
		0xFE13, 0xFE52, 0xFE55, 0xFF07, 0xFF0E, 0xFF1A:
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk)
}
