package meta

import (
	"strconv"
	"strings"
	"unicode"
)

// Dates. The published date is shown as ISO 8601: a machine date (JSON-LD,
// <meta>, <time datetime>) as the page gives it when it is one, a date
// written out ("Feb 08, 2022", "19. Dezember 2025", "04-ago-2021") turned
// into YYYY-MM-DD, and never a relative date ("3 days ago"), which says
// nothing once the page is saved.

// monthNames maps the month names and their abbreviations in the
// languages of the features (en, de, fr, es, it, nl, pt) to 1–12.
var monthNames = func() map[string]int {
	m := map[string]int{}
	for i, names := range [12]string{
		"january jan januar janvier janv enero ene gennaio gen januari janeiro",
		"february feb februar février févr fevrier fevr febrero febbraio februari fevereiro fev",
		"march mar märz maerz mars marzo maart março marco",
		"april apr avril avr abril aprile",
		"may mai mayo maggio mag mei maio",
		"june jun juni juin junio giugno giu juno junho",
		"july jul juli juillet juil julio luglio lug julho",
		"august aug août aout agosto ago augustus",
		"september sep sept septembre septiembre settembre set setembro",
		"october oct oktober octobre octubre ottobre ott okt outubro out",
		"november nov novembre noviembre novembro",
		"december dec dez dezember décembre decembre diciembre dic dicembre dicembre dezembro",
	} {
		for _, n := range strings.Fields(names) {
			m[n] = i + 1
		}
	}
	return m
}()

// relativeWords mark a relative date in the languages of the features.
var relativeWords = map[string]bool{"ago": true, "yesterday": true, "today": true, "now": true, "vor": true, "gestern": true,
	"heute": true, "hier": true, "aujourd'hui": true, "ayer": true, "hoy": true, "hace": true, "fa": true, "ieri": true,
	"oggi": true, "geleden": true, "gisteren": true, "vandaag": true, "há": true, "ontem": true, "hoje": true}

// isRelativeDate reports a date given relative to the reading ("3 days
// ago", "vor 2 Stunden", "il y a 3 jours", "hace 3 días", "Yesterday").
// A text with a year is no relative date (Spanish "ago" is August).
func isRelativeDate(s string) bool {
	t := strings.ToLower(s)
	if hasYear(t) {
		return false
	}
	if strings.Contains(t, "il y a") {
		return true
	}
	for _, w := range strings.FieldsFunc(t, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
		if relativeWords[w] {
			return true
		}
	}
	return false
}

// hasYear reports four digits from 1900 to 2099 standing alone.
func hasYear(s string) bool {
	for _, tok := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsDigit(r) }) {
		if n, err := strconv.Atoi(tok); err == nil && len(tok) == 4 && n >= 1900 && n <= 2099 {
			return true
		}
	}
	return false
}

// isoDate returns a date as ISO 8601: a text that begins with one
// (YYYY-MM-DD…) as it is, a written date as YYYY-MM-DD; "" for a relative
// date or a text that holds no full date. dayFirst says how to read an
// all-numeric date with slashes (03/04/2025): the day first unless the
// page is in English.
func isoDate(s string, dayFirst bool) string {
	s = strings.TrimSpace(s)
	if isISODate(s) {
		return s
	}
	if s == "" || isRelativeDate(s) {
		return ""
	}
	y, m, d := writtenDate(s, dayFirst)
	if y == 0 {
		return ""
	}
	return strconv.Itoa(y) + "-" + pad2(m) + "-" + pad2(d)
}

func pad2(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// isISODate reports a text that begins YYYY-MM-DD.
func isISODate(s string) bool {
	if len(s) < 10 || s[4] != '-' || s[7] != '-' {
		return false
	}
	for _, i := range []int{0, 1, 2, 3, 5, 6, 8, 9} {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return len(s) == 10 || !unicode.IsDigit(rune(s[10]))
}

// writtenDate reads a date written out: a year of four digits, a month by
// its name or number and a day, in any order the languages use ("Feb 08,
// 2022", "8 de febrero de 2022", "19. Dezember 2025", "02-12-2025",
// "2025/12/02"). 0s when it holds none.
func writtenDate(s string, dayFirst bool) (y, m, d int) {
	var nums []int
	for _, tok := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if n, err := strconv.Atoi(strings.TrimRight(tok, "stndrhe")); err == nil && tok[0] >= '0' && tok[0] <= '9' {
			nums = append(nums, n)
			continue
		}
		if mm, ok := monthNames[strings.TrimSuffix(tok, ".")]; ok && m == 0 {
			m = mm
		}
	}
	for _, n := range nums {
		if n >= 1900 && n <= 2099 && y == 0 {
			y = n
		}
	}
	if y == 0 {
		return 0, 0, 0
	}
	var small []int // the numbers other than the year, in order
	for _, n := range nums {
		if n != y && n >= 1 && n <= 31 {
			small = append(small, n)
		}
	}
	switch {
	case m > 0 && len(small) >= 1:
		d = small[0]
	case m == 0 && len(small) >= 2:
		a, b := small[0], small[1]
		switch {
		case nums[0] == y: // 2025/12/02, 2025-12-02
			m, d = a, b
		case a > 12:
			d, m = a, b
		case b > 12:
			m, d = a, b
		case strings.Contains(s, "/") && !dayFirst:
			m, d = a, b
		default:
			d, m = a, b
		}
	}
	if m < 1 || m > 12 || d < 1 || d > 31 {
		return 0, 0, 0
	}
	return y, m, d
}

// isDateLike reports a text that is a date or a time and little else
// ("Mar 27, 2024", "04-ago-2021 5:11:10", "3 days ago", "Tue Aug 27, 2019
// 1:47 am"), or a reading time ("7 min read"): what stands beside an
// author's name in a byline.
func isDateLike(s string) bool {
	t := strings.ToLower(strings.TrimSpace(s))
	if t == "" {
		return false
	}
	if isRelativeDate(t) && strings.IndexFunc(t, unicode.IsDigit) >= 0 {
		return true
	}
	words, dateWords, digits := 0, 0, false
	for _, w := range strings.FieldsFunc(t, func(r rune) bool { return r == ' ' || r == ',' || r == '.' || r == '@' }) {
		words++
		switch {
		case unicode.IsDigit(rune(w[0])):
			digits = true
			dateWords++
		case monthNames[w] > 0 || weekdays[w] || readingWords[w] || w == "am" || w == "pm" || w == "de" || w == "at" || w == "on" || w == "updated":
			dateWords++
		}
	}
	return digits && dateWords*2 > words
}

// weekdays are the days' names and abbreviations (en, de, fr, es, it, nl, pt).
var weekdays = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("monday mon tuesday tue tues wednesday wed thursday thu thurs friday fri saturday sat sunday sun " +
		"montag dienstag mittwoch donnerstag freitag samstag sonntag lundi mardi mercredi jeudi vendredi samedi dimanche " +
		"lunes martes miércoles jueves viernes sábado domingo lunedì martedì mercoledì giovedì venerdì sabato domenica " +
		"maandag dinsdag woensdag donderdag vrijdag zaterdag zondag segunda terça quarta quinta sexta") {
		m[w] = true
	}
	return m
}()

// readingWords make a reading time ("7 min read", "5 Min. Lesezeit").
var readingWords = map[string]bool{"min": true, "mins": true, "minute": true, "minutes": true, "read": true, "minuten": true,
	"lesezeit": true, "lecture": true, "minutos": true, "lectura": true, "minuti": true, "lettura": true, "leestijd": true, "leitura": true}
