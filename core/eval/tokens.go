package eval

import (
	"slices"
	"unicode/utf8"
)

// Tokens are identified by a 64-bit hash of their text, and n-grams by a hash
// of their token hashes. Two different shingles collide with probability about
// 2^-64 per pair: with the largest pages here (10^5 shingles a side) that is
// far below one expected error in the lifetime of the project, and it lets the
// scorer compare sorted integer slices instead of maps of string tuples.

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// tokenHashes returns the hash of every \w+ token of text, in order (Python's
// re.findall(r"\w+", text)). With lower set, tokens are lower-cased first.
func tokenHashes(text string, lower bool) []uint64 {
	exact, lowered := tokenize(text, !lower, lower)
	if lower {
		return lowered
	}
	return exact
}

// tokenize returns the token hashes of text as written and/or lower-cased, in
// one pass.
func tokenize(text string, wantExact, wantLower bool) (exact, lowered []uint64) {
	scanWords(text, func(start, end int) {
		if wantExact {
			exact = append(exact, hashToken(text[start:end], false))
		}
		if wantLower {
			lowered = append(lowered, hashToken(text[start:end], true))
		}
	})
	return exact, lowered
}

// scanWords calls fn with the byte range of every \w+ token of text, in
// order. ASCII is handled without decoding.
func scanWords(text string, fn func(start, end int)) {
	for i := 0; i < len(text); {
		start := i
		for i < len(text) {
			if c := text[i]; c < utf8.RuneSelf {
				if !isWordRune(rune(c)) {
					break
				}
				i++
				continue
			}
			r, size := utf8.DecodeRuneInString(text[i:])
			if !isWordRune(r) {
				break
			}
			i += size
		}
		if i == start {
			_, size := utf8.DecodeRuneInString(text[i:])
			i += size
			continue
		}
		fn(start, i)
	}
}

func hashToken(tok string, lower bool) uint64 {
	h := uint64(fnvOffset)
	for i := 0; i < len(tok); i++ {
		c := tok[i]
		if c >= utf8.RuneSelf && lower {
			return hashToken(pyLower(tok), false)
		}
		if lower && 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		h ^= uint64(c)
		h *= fnvPrime
	}
	return h
}

// mix64 is the splitmix64 finaliser: it spreads every input bit over the output.
func mix64(z uint64) uint64 {
	z += 0x9E3779B97F4A7C15
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// gramHashes returns one hash per n-gram of tokens, as score.py's shingles
// does: max(1, len-n+1) windows, so a text with fewer than n tokens (but at
// least one) yields a single gram of all its tokens, and no tokens yield none.
func gramHashes(tokens []uint64, n int) []uint64 {
	if len(tokens) == 0 {
		return nil
	}
	windows := max(1, len(tokens)-n+1)
	out := make([]uint64, windows)
	for i := range windows {
		g := tokens[i:min(i+n, len(tokens))]
		h := mix64(uint64(len(g)))
		for _, t := range g {
			h = mix64(h ^ t)
		}
		out[i] = h
	}
	return out
}

// multisetOverlap compares two multisets of hashes (sorted in place) and
// returns the shared count (sum of minima) and the counts only in a or only in b.
func multisetOverlap(a, b []uint64) (common, onlyA, onlyB int) {
	slices.Sort(a)
	slices.Sort(b)
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] < b[j]:
			onlyA++
			i++
		case a[i] > b[j]:
			onlyB++
			j++
		default:
			common++
			i++
			j++
		}
	}
	return common, onlyA + len(a) - i, onlyB + len(b) - j
}

// setOverlap is multisetOverlap on the distinct elements of a and b.
func setOverlap(a, b []uint64) (common, onlyA, onlyB int) {
	slices.Sort(a)
	slices.Sort(b)
	return multisetOverlap(slices.Compact(a), slices.Compact(b))
}

// density is the number of non-whitespace characters in s (seed 000 §3.1
// counts characters; whitespace is layout, not text).
func density(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < utf8.RuneSelf {
			if !isPySpace(rune(c)) {
				n++
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isPySpace(r) {
			n++
		}
		i += size - 1
	}
	return n
}
