package charset

import (
	"strings"
	"unicode/utf8"
)

// mostlyUTF8MinValid is the share of multi-byte sequences that must be valid
// UTF-8 for a page with some broken bytes to still be read as UTF-8.
const mostlyUTF8MinValid = 0.99

// utf16Sample is how many leading bytes are inspected for BOM-less UTF-16.
const utf16Sample = 1024

// utf16BOM returns the UTF-16 byte order a byte order mark announces, or "".
func utf16BOM(raw []byte) string {
	switch {
	case len(raw) >= 2 && raw[0] == 0xFF && raw[1] == 0xFE:
		return nameUTF16LE
	case len(raw) >= 2 && raw[0] == 0xFE && raw[1] == 0xFF:
		return nameUTF16BE
	}
	return ""
}

// utf16WithoutBOM recognises mostly-ASCII text stored as UTF-16 without a byte
// order mark: zero bytes at most even (big endian) or odd (little endian)
// positions and almost none at the others. Such bytes are valid UTF-8, so
// step 1 of Decode would otherwise keep the NULs.
func utf16WithoutBOM(raw []byte) string {
	sample := raw[:min(len(raw), utf16Sample)]
	if len(sample) < 16 {
		return ""
	}
	var zeros [2]int
	for i, b := range sample {
		if b == 0 {
			zeros[i%2]++
		}
	}
	half := len(sample) / 2
	switch {
	case zeros[0]*10 >= half*4 && zeros[1]*20 < half:
		return nameUTF16BE
	case zeros[1]*10 >= half*4 && zeros[0]*20 < half:
		return nameUTF16LE
	}
	return ""
}

// utf8Counts counts valid multi-byte sequences and invalid bytes.
func utf8Counts(raw []byte) (validMultiByte, invalid int) {
	for i := 0; i < len(raw); {
		if raw[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRune(raw[i:])
		if r == utf8.RuneError && size == 1 {
			invalid++
		} else {
			validMultiByte++
		}
		i += size
	}
	return validMultiByte, invalid
}

// isMostlyUTF8 reports whether raw is UTF-8 with a few broken bytes.
func isMostlyUTF8(raw []byte) bool {
	valid, invalid := utf8Counts(raw)
	total := valid + invalid
	return total > 0 && float64(valid) >= mostlyUTF8MinValid*float64(total)
}

// replaceInvalidUTF8 returns raw as a string with every invalid byte replaced
// by U+FFFD (one per byte, as a WHATWG decoder does for stray bytes).
func replaceInvalidUTF8(raw []byte) string {
	if utf8.Valid(raw) {
		return string(raw)
	}
	var b strings.Builder
	b.Grow(len(raw) + len(raw)/8)
	for i := 0; i < len(raw); {
		r, size := utf8.DecodeRune(raw[i:])
		if r == utf8.RuneError && size == 1 {
			b.WriteRune(utf8.RuneError)
		} else {
			b.Write(raw[i : i+size])
		}
		i += size
	}
	return b.String()
}
