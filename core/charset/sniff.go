package charset

// The sniff reads the bytes under each candidate encoding and adds up a cost:
//
//	invalid sequence                                   3
//	valid but rare (user-defined rows, extensions,
//	  half-width katakana, GBK/4 and GBK/5 regions)    1
//	implausible for the language (kana read as
//	  Chinese or Korean, hanja read as Korean,
//	  odd windows-1252 symbols)                        0.5
//	Big5 secondary hanzi                               0.2
//	EUC-JP kanji (breaks the tie with GB2312)          0.1
//	kana in Japanese encodings, hangul in EUC-KR      -0.1
//	valid UTF-8 multi-byte sequence                   -0.5
//
// UTF-8's bonus is larger because its structure is so specific: a page whose
// high bytes are more than six parts in seven valid UTF-8 is damaged UTF-8, even
// though its two-byte sequences also read as hangul in EUC-KR ("caf챕").
//
// Windows-1252 bytes are judged by their neighbours: accented letters and
// common punctuation in runs of at most two high bytes are free (Latin text),
// anything in a longer run costs 1 per byte (double-byte text read as Latin).
// The encoding with the lowest cost wins; ties go to the earlier candidate.

const (
	costInvalid     = 3.0
	costRare        = 1.0
	costImplausible = 0.5
	costSecondary   = 0.2
	costKanji       = 0.1
	bonusTypical    = -0.1
	bonusUTF8       = -0.5
)

// sniffBytes caps how much of the page is scored.
const sniffBytes = 256 << 10

// byteScorer returns the cost of reading raw in one encoding.
type byteScorer func(raw []byte) float64

var sniffCandidates = []struct {
	name  string
	score byteScorer
}{
	{name1252, scoreWindows1252},
	{nameUTF8, scoreUTF8},
	{"gb18030", scoreDoubleByte(readGB18030)},
	{"big5", scoreDoubleByte(readBig5)},
	{"shift_jis", scoreDoubleByte(readShiftJIS)},
	{"euc-jp", scoreDoubleByte(readEUCJP)},
	{"euc-kr", scoreDoubleByte(readEUCKR)},
}

// sniff returns the name of the cheapest candidate encoding for raw.
func sniff(raw []byte) string {
	raw = raw[:min(len(raw), sniffBytes)]
	best, bestCost := name1252, 0.0
	for i, c := range sniffCandidates {
		cost := c.score(raw)
		if i == 0 || cost < bestCost {
			best, bestCost = c.name, cost
		}
	}
	return best
}

func scoreUTF8(raw []byte) float64 {
	valid, invalid := utf8Counts(raw)
	return costInvalid*float64(invalid) + bonusUTF8*float64(valid)
}

// scoreWindows1252 scores each run of high bytes by its length and content.
func scoreWindows1252(raw []byte) float64 {
	cost := 0.0
	for i := 0; i < len(raw); {
		if raw[i] < 0x80 {
			i++
			continue
		}
		end := i
		for end < len(raw) && raw[end] >= 0x80 {
			end++
		}
		for _, b := range raw[i:end] {
			cost += windows1252ByteCost(b, end-i)
		}
		i = end
	}
	return cost
}

func windows1252ByteCost(b byte, runLen int) float64 {
	switch {
	case isUndefined1252(b):
		return costInvalid
	case runLen > 2:
		return costRare
	case isLetter1252(b) || isCommonPunct1252(b):
		return 0
	}
	return costImplausible
}

func isUndefined1252(b byte) bool {
	return b == 0x81 || b == 0x8D || b == 0x8F || b == 0x90 || b == 0x9D
}

func isLetter1252(b byte) bool {
	switch b {
	case 0x83, 0x8A, 0x8C, 0x8E, 0x9A, 0x9C, 0x9E, 0x9F:
		return true
	case 0xD7, 0xF7:
		return false
	}
	return b >= 0xC0
}

func isCommonPunct1252(b byte) bool {
	switch b {
	case 0x80, 0x85, 0x86, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x99,
		0xA0, 0xA1, 0xA2, 0xA3, 0xA5, 0xA7, 0xA9, 0xAB, 0xAE, 0xB0, 0xB1,
		0xB2, 0xB3, 0xB4, 0xB7, 0xBB, 0xBD, 0xBF:
		return true
	}
	return false
}

// charReader reads one character at raw[i] (raw[i] >= 0x80) and returns how
// many bytes it used and its cost.
type charReader func(raw []byte, i int) (size int, cost float64)

func scoreDoubleByte(read charReader) byteScorer {
	return func(raw []byte) float64 {
		cost := 0.0
		for i := 0; i < len(raw); {
			if raw[i] < 0x80 {
				i++
				continue
			}
			size, c := read(raw, i)
			cost += c
			i += size
		}
		return cost
	}
}

func in(b, lo, hi byte) bool { return lo <= b && b <= hi }

// next returns raw[i+k], or 0 past the end (0 is never a valid trail byte).
func next(raw []byte, i, k int) byte {
	if i+k < len(raw) {
		return raw[i+k]
	}
	return 0
}

func readGB18030(raw []byte, i int) (int, float64) {
	lead, trail := raw[i], next(raw, i, 1)
	switch {
	case !in(lead, 0x81, 0xFE):
		return 1, costInvalid
	case in(trail, 0x30, 0x39):
		if in(next(raw, i, 2), 0x81, 0xFE) && in(next(raw, i, 3), 0x30, 0x39) {
			return 4, costRare
		}
		return 1, costInvalid
	case !in(trail, 0x40, 0x7E) && !in(trail, 0x80, 0xFE):
		return 1, costInvalid
	case !in(lead, 0xA1, 0xF7) || trail < 0xA1:
		return 2, costRare // GBK/3, GBK/4, GBK/5 extension regions
	case lead == 0xA4 || lead == 0xA5:
		return 2, costImplausible // kana rows of GB2312
	case in(lead, 0xAA, 0xAF):
		return 2, costRare // empty rows of GB2312
	}
	return 2, 0
}

func readBig5(raw []byte, i int) (int, float64) {
	lead, trail := raw[i], next(raw, i, 1)
	switch {
	case !in(lead, 0x81, 0xFE):
		return 1, costInvalid
	case !in(trail, 0x40, 0x7E) && !in(trail, 0xA1, 0xFE):
		return 1, costInvalid
	case in(lead, 0xA1, 0xC6):
		return 2, 0 // symbols and the 5,401 common hanzi
	case in(lead, 0xC9, 0xF9):
		return 2, costSecondary
	}
	return 2, costRare // HKSCS and user-defined rows
}

func readShiftJIS(raw []byte, i int) (int, float64) {
	lead, trail := raw[i], next(raw, i, 1)
	switch {
	case in(lead, 0xA1, 0xDF):
		return 1, costRare // half-width katakana
	case !in(lead, 0x81, 0x9F) && !in(lead, 0xE0, 0xFC):
		return 1, costInvalid
	case !in(trail, 0x40, 0x7E) && !in(trail, 0x80, 0xFC):
		return 1, costInvalid
	case lead == 0x82 && in(trail, 0x9F, 0xF1), lead == 0x83 && in(trail, 0x40, 0x96):
		return 2, bonusTypical // hiragana, katakana
	case in(lead, 0x81, 0x9F) || in(lead, 0xE0, 0xEA):
		return 2, 0 // symbols, alphanumerics, kanji
	}
	return 2, costRare // IBM/NEC extensions, user-defined rows
}

func readEUCJP(raw []byte, i int) (int, float64) {
	lead, trail := raw[i], next(raw, i, 1)
	switch {
	case lead == 0x8E && in(trail, 0xA1, 0xDF):
		return 2, costRare // half-width katakana
	case lead == 0x8F && in(trail, 0xA1, 0xFE) && in(next(raw, i, 2), 0xA1, 0xFE):
		return 3, costRare // JIS X 0212
	case !in(lead, 0xA1, 0xFE) || !in(trail, 0xA1, 0xFE):
		return 1, costInvalid
	case lead == 0xA4 || lead == 0xA5:
		return 2, bonusTypical // hiragana, katakana
	case in(lead, 0xA1, 0xA3) || in(lead, 0xA6, 0xA8):
		return 2, 0 // symbols, alphanumerics, Greek, Cyrillic, box drawing
	case in(lead, 0xB0, 0xF4):
		return 2, costKanji
	}
	return 2, costRare
}

func readEUCKR(raw []byte, i int) (int, float64) {
	lead, trail := raw[i], next(raw, i, 1)
	switch {
	case !in(lead, 0x81, 0xFE) || !in(trail, 0x41, 0xFE):
		return 1, costInvalid
	case trail < 0xA1:
		return 2, costRare // UHC extension syllables
	case in(lead, 0xB0, 0xC8):
		return 2, bonusTypical // hangul syllables
	case lead == 0xA4 || lead == 0xA5 || lead == 0xAA || lead == 0xAB:
		return 2, costImplausible // jamo, Roman numerals and Greek, kana
	case in(lead, 0xA1, 0xAC):
		return 2, 0 // symbols
	case in(lead, 0xCA, 0xFD):
		return 2, costImplausible // hanja
	}
	return 2, costRare
}
