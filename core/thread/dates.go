package thread

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Dates of comments and posts. A page gives a post's date for machines
// (<time datetime>, a Unix timestamp in an attribute, an ISO string in a
// title) or only for people ("Tue Aug 27, 2019 1:47 am", "18 April 2012 at
// 23:09", "4. November 2024, 17:30 Uhr"). MachineDate reads the first kind,
// TextDate the second; both answer ISO 8601 ("2019-08-27T01:47",
// "2024-05-18T08:42:10+01:00") or "". A date whose day and month cannot be
// told apart ("03/05/2024") or that has no year ("3 hours ago", "March
// 14") is no date for them: the shown text is kept as it is. YearlessDate
// gives "March 14" its year from the page's own date where it has one.

// MachineDate reads an ISO 8601 date at the start of s (what follows it is
// ignored: "2024-07-18T08:12:44 1721290364", "2024-09-02 14:11:40Z,
// License: …") or a Unix timestamp in seconds or milliseconds.
func MachineDate(s string) string {
	s = strings.TrimSpace(s)
	if iso := leadingISO(s); iso != "" {
		return iso
	}
	if n := len(s); (n == 10 || n == 13) && allDigits(s) {
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return ""
		}
		if n == 13 {
			v /= 1000
		}
		y, mo, d := civilDate(v / 86400)
		if y < 1995 || y > 2100 {
			return ""
		}
		return fmt.Sprintf("%04d-%02d-%02dT%02d:%02d:%02dZ", y, mo, d, v%86400/3600, v%3600/60, v%60)
	}
	return ""
}

// civilDate is the date of a day counted from 1970-01-01 (H. Hinnant's
// days-to-civil; not package time, whose formatter and zones weigh 60 KB
// of wasm code).
func civilDate(days int64) (y, m, d int64) {
	z := days + 719468
	era := z / 146097
	doe := z - era*146097
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365
	doy := doe - (365*yoe + yoe/4 - yoe/100)
	mp := (5*doy + 2) / 153
	y, d, m = yoe+era*400, doy-(153*mp+2)/5+1, mp+3
	if mp >= 10 {
		y, m = y+1, mp-9
	}
	return y, m, d
}

// leadingISO parses "YYYY-MM-DD[(T| )HH:MM[:SS[.fff]]][Z|±HH[:]MM| UTC]".
func leadingISO(s string) string {
	if len(s) < 10 || !allDigits(s[:4]) || s[4] != '-' || !allDigits(s[5:7]) || s[7] != '-' || !allDigits(s[8:10]) {
		return ""
	}
	y, _ := strconv.Atoi(s[:4])
	mo, _ := strconv.Atoi(s[5:7])
	d, _ := strconv.Atoi(s[8:10])
	if !validDate(y, mo, d) {
		return ""
	}
	out, rest := s[:10], s[10:]
	if len(rest) >= 6 && (rest[0] == 'T' || rest[0] == ' ') && allDigits(rest[1:3]) && rest[3] == ':' && len(rest) >= 6 && allDigits(rest[4:6]) {
		out += "T" + rest[1:6]
		rest = rest[6:]
		if len(rest) >= 3 && rest[0] == ':' && allDigits(rest[1:3]) {
			out += rest[:3]
			rest = rest[3:]
			for len(rest) > 0 && (rest[0] == '.' || rest[0] >= '0' && rest[0] <= '9') {
				rest = rest[1:] // fractions of a second
			}
		}
		out += isoZone(rest)
	}
	return out
}

// isoZone reads a time zone at the start of s: "Z", "+01:00", "+0100",
// "+01", " UTC", " GMT"; "" for none.
func isoZone(s string) string {
	switch {
	case strings.HasPrefix(s, "Z"):
		return "Z"
	case strings.HasPrefix(s, " UTC"), strings.HasPrefix(s, " GMT"):
		return "Z"
	case len(s) >= 3 && (s[0] == '+' || s[0] == '-') && allDigits(s[1:3]):
		h, m := s[1:3], "00"
		if len(s) >= 6 && s[3] == ':' && allDigits(s[4:6]) {
			m = s[4:6]
		} else if len(s) >= 5 && allDigits(s[3:5]) {
			m = s[3:5]
		}
		if h == "00" && m == "00" {
			return "Z"
		}
		return s[:1] + h + ":" + m
	}
	return ""
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func validDate(y, mo, d int) bool {
	return y >= 1990 && y <= 2100 && mo >= 1 && mo <= 12 && d >= 1 && d <= 31
}

// monthNames are the month names of the languages pith reads (en, de, fr,
// es, it, nl, pt); a word names month i+1 when it is one of them or, three
// letters or more, begins one of them and no other month.
var monthNames = [12]string{
	"january januar janvier enero gennaio januari janeiro",
	"february februar février fevrier febrero febbraio februari fevereiro",
	"march märz maerz mars marzo maart março",
	"april avril abril aprile",
	"may mai mayo maggio mei maio",
	"june juni juin junio giugno junho",
	"july juli juillet julio luglio julho",
	"august août aout agosto augustus",
	"september septembre septiembre setiembre settembre setembro",
	"october oktober octobre octubre ottobre outubro",
	"november novembre noviembre novembro",
	"december dezember décembre decembre diciembre dicembre dezembro",
}

// monthWords maps each month name and each unambiguous prefix of three
// letters or more to its month; an ambiguous prefix maps to -1.
var monthWords = prefixIndex(monthNames[:])

// monthOf returns the month a word names (1–12), or 0.
func monthOf(w string) int { return nameIndex(monthWords, w) }

// prefixIndex maps each name of names[i] (space-separated, lower case)
// and each of its prefixes of three bytes or more, cut between letters, to
// i+1; a prefix two entries share maps to -1 (ambiguous: "qu" of quarta
// and quinta).
func prefixIndex(names []string) map[string]int {
	m := map[string]int{}
	for i, line := range names {
		for _, name := range strings.Fields(line) {
			for n := 3; n <= len(name); n++ {
				if n < len(name) && !utf8.RuneStart(name[n]) {
					continue // half a letter ("mercoled" + half of "ì")
				}
				if p := name[:n]; m[p] == 0 || m[p] == i+1 {
					m[p] = i + 1
				} else {
					m[p] = -1
				}
			}
		}
	}
	return m
}

// nameIndex is the entry of a prefixIndex for word w (lower-cased, a
// closing full stop left out: "Jul.", "Di."), 0 for none or an
// ambiguous prefix.
func nameIndex(m map[string]int, w string) int {
	if len(w) < 3 {
		return 0
	}
	var buf [maxLowerASCII]byte
	return max(m[string(lowerWord(buf[:0], strings.TrimSuffix(w, ".")))], 0)
}

// maxLowerASCII is the longest word lowerWord lowers on the caller's stack.
const maxLowerASCII = 24

// lowerWord is strings.ToLower(w) appended to buf: in place for a short
// ASCII word, through strings.ToLower otherwise. TextDate reads every
// short text of every comment, and ToLower allocated for each word with a
// capital ("May"), twice; a map index or comparison of string(lowerWord(…))
// does not allocate.
func lowerWord(buf []byte, w string) []byte {
	start := len(buf)
	if len(w) > maxLowerASCII {
		return append(buf, strings.ToLower(w)...)
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= utf8.RuneSelf {
			return append(buf[:start], strings.ToLower(w)...)
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf
}

// dateToken is one piece of a shown date: a run of digits (v its value),
// of letters, or one other character.
type dateToken struct {
	s     string
	v     int
	kind  byte // 'd' digits, 'a' letters, 'p' punctuation
	used  bool
	colon bool // letters followed by ':' ("Joined:"): a label
}

// dateTokens appends the tokens of s to out (a caller's buffer: TextDate
// reads the text of every short element of every comment).
func dateTokens(out []dateToken, s string) []dateToken {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		j := i + n
		t := dateToken{kind: 'p'}
		switch {
		case r >= '0' && r <= '9':
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			t.kind = 'd'
			t.v, _ = strconv.Atoi(s[i:j])
		case unicode.IsLetter(r):
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if !unicode.IsLetter(r2) {
					break
				}
				j += n2
			}
			t.kind, t.colon = 'a', j < len(s) && s[j] == ':'
		case unicode.IsSpace(r):
			i = j
			continue
		}
		t.s = s[i:j]
		out = append(out, t)
		i = j
	}
	return out
}

// maxDateWords bounds the words a shown date may hold besides its month
// and am/pm: a weekday and a connector ("Thursday … at", "… um … Uhr").
const maxDateWords = 3

// shownDate is a date being read: year, month, day, hour (-1: none),
// minutes, seconds (-1: none), time zone.
type shownDate struct {
	y, mo, d, h, mi, sec int
	zone                 string
	// wd is the weekday shown (1 Monday … 7 Sunday), 0 for none: it
	// tells the year of a date shown without one (YearlessDate).
	wd int
	// dayAt, monthAt are the tokens read as the day and the month.
	dayAt, monthAt int
}

// TextDate reads a date shown to people, the whole of s being the date (a
// weekday, connectors and a time zone aside). It needs a day, a month and
// a year; the time is kept when shown.
func TextDate(s string) string {
	if len(s) > 80 || !hasYear(s) {
		return ""
	}
	if iso := leadingISO(strings.TrimSpace(s)); iso != "" {
		return iso
	}
	sd, ok := readShown(s)
	if !ok {
		return ""
	}
	return sd.iso()
}

// readShown reads the parts of a date shown to people (TextDate); false
// when s holds more than a date.
func readShown(s string) (shownDate, bool) {
	var buf [32]dateToken // s is at most 80 bytes: rarely more tokens
	toks := dateTokens(buf[:0], s)
	sd := shownDate{h: -1, sec: -1}
	words := 0
	for i := range toks {
		t := &toks[i]
		if t.kind == 'a' {
			if sd.wd == 0 && monthOf(t.s) == 0 {
				sd.wd = weekdayOf(t.s) // still a word of the count below
			}
			if mo := sd.mo; !sd.word(t) {
				if words++; t.colon || words > maxDateWords {
					return sd, false // "Joined: …": a labelled figure, not a date
				}
			} else if mo == 0 && sd.mo != 0 {
				sd.monthAt = i
			}
			continue
		}
		if t.kind != 'd' || t.used {
			continue
		}
		at := func(k int, kind byte, sv string) bool {
			return i+k < len(toks) && toks[i+k].kind == kind && (sv == "" || toks[i+k].s == sv)
		}
		switch {
		case at(1, 'p', ":") && at(2, 'd', "") && len(t.s) <= 2 && len(toks[i+2].s) == 2 && sd.h < 0: // H:MM[:SS]
			sd.h, sd.mi = t.v, toks[i+2].v
			n := 3
			if at(3, 'p', ":") && at(4, 'd', "") && len(toks[i+4].s) == 2 {
				sd.sec, n = toks[i+4].v, 5
			}
			markUsed(toks[i : i+n])
		case at(1, 'p', "") && strings.Contains("-/.", toks[i+1].s) && at(2, 'd', "") && at(3, 'p', toks[i+1].s) && at(4, 'd', ""): // a-b-c
			if sd.y != 0 || sd.mo != 0 || sd.d != 0 || !sd.numeric(t, &toks[i+4], toks[i+2].v, toks[i+1].s) {
				return sd, false
			}
			markUsed(toks[i : i+5])
		case len(t.s) == 4 && sd.y == 0:
			sd.y, t.used = t.v, true
		case len(t.s) <= 2 && sd.d == 0 && t.v >= 1 && t.v <= 31:
			sd.d, sd.dayAt, t.used = t.v, i, true
		}
	}
	for _, t := range toks {
		if t.kind == 'd' && !t.used {
			return sd, false // a number that is no part of the date
		}
	}
	return sd, true
}

func markUsed(toks []dateToken) {
	for i := range toks {
		toks[i].used = true
	}
}

// word reads a word of a shown date (a month, am/pm, a time zone, an
// ordinal's suffix); false for another word.
func (sd *shownDate) word(t *dateToken) bool {
	var buf [maxLowerASCII]byte
	low := lowerWord(buf[:0], t.s)
	switch {
	case sd.mo == 0 && monthOf(t.s) != 0:
		sd.mo, t.used = monthOf(t.s), true
	case string(low) == "pm" && sd.h >= 0 && sd.h < 12:
		sd.h += 12
	case string(low) == "am" && sd.h == 12:
		sd.h = 0
	case string(low) == "utc" || string(low) == "gmt":
		sd.zone = "Z"
	case !ordinalOrClock(string(low)):
		return false
	}
	return true
}

// ordinalOrClock reports am, pm and an ordinal's suffix, in lower case.
func ordinalOrClock(low string) bool {
	switch low {
	case "am", "pm", "th", "st", "nd", "rd":
		return true
	}
	return false
}

// numeric reads a-b-c: year first, or day and month in the order that
// holds (a day above 12 tells; dots put the day first); false when it
// cannot be told (03/05/2024: March or May).
func (sd *shownDate) numeric(a, c *dateToken, b int, sep string) bool {
	switch {
	case len(a.s) == 4:
		sd.y, sd.mo, sd.d = a.v, b, c.v
	case len(c.s) != 4:
		return false
	case sep == "." || a.v > 12 && b <= 12:
		sd.y, sd.mo, sd.d = c.v, b, a.v
	case b > 12 && a.v <= 12, a.v == b:
		sd.y, sd.mo, sd.d = c.v, a.v, b
	default:
		return false
	}
	return true
}

// iso writes the date read, or "" when it is no whole date.
func (sd shownDate) iso() string {
	if sd.d == 0 || sd.mo == 0 || sd.y == 0 || !validDate(sd.y, sd.mo, sd.d) {
		return ""
	}
	// Written into one buffer: the string is the only allocation (the
	// concatenations made six).
	var buf [40]byte
	out := strconv.AppendInt(buf[:0], int64(sd.y), 10)
	out = appendTwo(append(out, '-'), sd.mo)
	out = appendTwo(append(out, '-'), sd.d)
	if sd.h >= 0 && sd.h < 24 && sd.mi < 60 {
		out = appendTwo(append(out, 'T'), sd.h)
		out = appendTwo(append(out, ':'), sd.mi)
		if sd.sec >= 0 {
			out = appendTwo(append(out, ':'), sd.sec)
		}
		out = append(out, sd.zone...)
	}
	return string(out)
}

// appendTwo appends two(n).
func appendTwo(b []byte, n int) []byte {
	if n < 10 {
		b = append(b, '0')
	}
	return strconv.AppendInt(b, int64(n), 10)
}

// hasYear reports four digits in a row: every whole date shows its year.
func hasYear(s string) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			if run++; run == 4 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// weekdayNames are the days' names of the languages pith reads (en, de,
// fr, es, it, nl, pt), Monday first; a word names day i+1 as monthOf
// reads a month: one of them, or three letters or more that begin one of
// them and no other day ("Tue", "mar." for mardi and martes, "sáb").
var weekdayNames = [7]string{
	"monday montag lundi lunes lunedì lunedi maandag segunda",
	"tuesday dienstag mardi martes martedì martedi dinsdag terça terca",
	"wednesday mittwoch mercredi miércoles miercoles mercoledì mercoledi woensdag quarta",
	"thursday donnerstag jeudi jueves giovedì giovedi donderdag quinta",
	"friday freitag vendredi viernes venerdì venerdi vrijdag sexta",
	"saturday samstag sonnabend samedi sábado sabado sabato zaterdag",
	"sunday sonntag dimanche domingo domenica zondag",
}

// weekdayWords maps each day's name and unambiguous prefix to its day;
// an ambiguous prefix ("qu": quarta, quinta) maps to -1.
var weekdayWords = prefixIndex(weekdayNames[:])

// weekdayOf returns the day a word names (1 Monday … 7 Sunday), or 0. A
// word that names a month ("Mar") is the month's: the caller asks first.
func weekdayOf(w string) int { return nameIndex(weekdayWords, w) }

// daysFromCivil counts the days from 1970-01-01 to a date (H. Hinnant's
// days-from-civil, the inverse of civilDate).
func daysFromCivil(y, m, d int64) int64 {
	if m <= 2 {
		y--
	}
	era := y / 400
	yoe := y - era*400
	mp := (m + 9) % 12
	doy := (153*mp+2)/5 + d - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 719468
}

// weekday is the day of the week of a date, 1 Monday … 7 Sunday
// (1970-01-01 was a Thursday).
func weekday(y, m, d int) int {
	return int((daysFromCivil(int64(y), int64(m), int64(d))+3)%7) + 1
}

// realDate reports a day the month has ("29 February" only in a leap
// year).
func realDate(y, m, d int) bool {
	if !validDate(y, m, d) {
		return false
	}
	cy, cm, cd := civilDate(daysFromCivil(int64(y), int64(m), int64(d)))
	return int(cy) == y && int(cm) == m && int(cd) == d
}

// YearlessDate reads a date shown without its year — a day and a month's
// name, with a weekday and a time or not ("Jul 24", "24. Juli um 11:35",
// "mardi 24 juillet", "on Tuesday July 24, @11:35AM") — and dates it in
// the year the page's own date (published, ISO 8601) says, as a careful
// reader does: a comment is posted on or after its story and within about
// a year of it, so the year is the first from the published one that puts
// the date on or after the published day and not more than a year later.
// A weekday shown decides instead: the year of the window whose date falls
// on that day, the window widened by yearSlack days each side (a story
// dated in one time zone, its comments in another: "Tuesday July 24" under
// a story of 2012-07-25T01:00+02:00 is 2012's, the day before); none, and
// the date is left unread (the page's date is not the story's). With no
// page date, or a text that is no year-less date, the answer is "": the
// date stays as shown, and no year is guessed (never from the clock).
func YearlessDate(s, published string) string {
	if len(s) > 80 || hasYear(s) || len(published) < 10 {
		return ""
	}
	py, pm, pd, ok := isoDay(published)
	if !ok {
		return ""
	}
	sd, ok := readShown(s)
	if !ok || sd.y != 0 || sd.mo == 0 || sd.d == 0 {
		return ""
	}
	if !sd.dayBesideMonth(s) {
		return "" // "3 days ago": the number counts days, "ago" is no August
	}
	from, to := daysFromCivil(int64(py), int64(pm), int64(pd)), daysFromCivil(int64(py+1), int64(pm), int64(pd))
	for y := py; y <= py+1; y++ {
		day := daysFromCivil(int64(y), int64(sd.mo), int64(sd.d))
		if !realDate(y, sd.mo, sd.d) || day < from-yearSlack || day > to+yearSlack {
			continue
		}
		if sd.wd != 0 && weekday(y, sd.mo, sd.d) == sd.wd || sd.wd == 0 && day >= from && day <= to {
			sd.y = y
			break
		}
	}
	if sd.y == 0 {
		return "" // no year in the window, or none the weekday shown fits
	}
	return sd.iso()
}

// dayBesideMonth reports the day read beside its month in s, with at most
// an ordinal's suffix, punctuation or the connector of English, Spanish
// and Portuguese between them ("24 July", "Jul 24", "24. Juli", "24th of
// July", "24 de julio"): a number elsewhere in a short text with a word
// that begins a month's name counts something else ("3 hours ago", where
// "ago" begins agosto).
func (sd shownDate) dayBesideMonth(s string) bool {
	var buf [32]dateToken
	toks := dateTokens(buf[:0], s)
	a, b := min(sd.dayAt, sd.monthAt), max(sd.dayAt, sd.monthAt)
	if b >= len(toks) {
		return false
	}
	for _, t := range toks[a+1 : b] {
		if t.kind == 'd' {
			return false
		}
		if t.kind == 'a' {
			switch strings.ToLower(t.s) {
			case "th", "st", "nd", "rd", "of", "de":
			default:
				return false
			}
		}
	}
	return true
}

// yearSlack is the days by which a date shown with its weekday may fall
// outside the year from the page's date (YearlessDate).
const yearSlack = 2

// isoDay reads the day of an ISO 8601 date ("2012-07-20", "2012-07-20T10:00:00+02:00").
func isoDay(s string) (y, m, d int, ok bool) {
	if leadingISO(s) == "" {
		return 0, 0, 0, false
	}
	y, _ = strconv.Atoi(s[:4])
	m, _ = strconv.Atoi(s[5:7])
	d, _ = strconv.Atoi(s[8:10])
	return y, m, d, true
}
