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
	for i, names := range strings.Split("january jan januar janvier janv enero ene gennaio gen januari janeiro|"+
		"february feb februar février févr fevrier fevr febrero febbraio februari fevereiro fev|"+
		"march mar märz maerz mars marzo maart março marco|april apr avril avr abril aprile|"+
		"may mai mayo maggio mag mei maio|june jun juni juin junio giugno giu juno junho|"+
		"july jul juli juillet juil julio luglio lug julho|august aug août aout agosto ago augustus|"+
		"september sep sept septembre septiembre settembre set setembro|october oct oktober octobre octubre ottobre ott okt outubro out|"+
		"november nov novembre noviembre novembro|december dec dez dezember décembre decembre diciembre dic dicembre dezembro", "|") {
		for _, n := range strings.Fields(names) {
			m[n] = i + 1
		}
	}
	return m
}()

// Word lists, words between spaces (inWords): the words of a relative
// date, the days' names, the words of a reading time, in the languages of
// the features (with am and pm); and the words that join a date's parts
// ("8 de febrero", "at 6:01").
const (
	relativeWords = " ago yesterday today now vor gestern heute hier aujourd'hui ayer hoy hace fa ieri oggi geleden gisteren vandaag há ontem hoje "
	weekdays      = " monday mon tuesday tue tues wednesday wed thursday thu thurs friday fri saturday sat sunday sun " +
		"montag dienstag mittwoch donnerstag freitag samstag sonntag lundi mardi mercredi jeudi vendredi samedi dimanche " +
		"lunes martes miércoles jueves viernes sábado domingo lunedì martedì mercoledì giovedì venerdì sabato domenica " +
		"maandag dinsdag woensdag donderdag vrijdag zaterdag zondag segunda terça quarta quinta sexta "
	readingWords = " min mins minute minutes read minuten lesezeit lecture minutos lectura minuti lettura leestijd leitura am pm "
	linkWords    = " de at on updated il y a "
	// The units of a relative time ("3 days ago", "il y a 2 heures", "vor
	// 2 Stunden"), singular and plural, with their short forms, in the
	// seven languages; and the words that stand between a date's parts
	// besides linkWords ("le 8 février à 10h", "am 8. März um 10 Uhr", "el
	// 8 de febrero del 2026", "op 8 maart om 10:00", "8th of March"), with
	// the words that round a relative time ("ongeveer 5 minuten geleden",
	// "il y a environ 3 heures"). DateText reads any other word as content
	// (contentWord).
	timeUnits = " s sec secs second seconds h hr hrs hour hours d day days w wk wks week weeks mo month months y yr yrs year years " +
		"sekunde sekunden std stunde stunden tag tage tagen woche wochen monat monate monaten jahr jahre jahren uhr " +
		"seconde secondes heure heures jour jours semaine semaines mois an ans année années " +
		"segundo segundos hora horas día días dia dias semana semanas mes meses año años " +
		"secondo secondi ora ore giorno giorni settimana settimane mese mesi anno anni " +
		"seconden minuut uur uren dag dagen weken maand maanden jaar jaren " +
		"mês ano anos "
	dateJoins = " the of and le la à et und um den der del el e en op om van em às do da alle " +
		"about around almost nearly over under less more than just etwa ungefähr fast knapp über weniger mehr als gerade " +
		"environ presque près moins plus alrededor casi cerca unos unas menos más circa quasi oltre meno più " +
		"ongeveer bijna ruim zowat minder meer dan net aproximadamente quase mais "
)

// inWords reports whether list, words between spaces, holds w.
func inWords(list, w string) bool { return w != "" && strings.Contains(list, " "+w+" ") }

// dateFields splits a text into its words and numbers, lower case.
func dateFields(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' })
}

// isoDate returns a date as ISO 8601: a text that begins with one
// (YYYY-MM-DD…) as it is, a written date as YYYY-MM-DD; "" for a relative
// date or a text that holds no full date. dayFirst says how to read an
// all-numeric date with slashes (03/04/2025): the day first unless the
// page is in English.
func isoDate(s string, dayFirst bool) string {
	s = strings.TrimSpace(s)
	if len(s) >= 10 && s[4] == '-' && s[7] == '-' && strings.Trim(s[:4]+s[5:7]+s[8:10], "0123456789") == "" {
		return s
	}
	var nums [2]int // the first day and month numbers, in order
	k, y, m, yearFirst := 0, 0, 0, false
	for _, tok := range dateFields(s) {
		n, err := strconv.Atoi(strings.TrimRight(tok, "stndrhe"))
		switch {
		case err != nil || tok[0] > '9':
			if m == 0 {
				m = monthNames[tok]
			}
		case y == 0 && len(tok) == 4 && n >= 1900 && n <= 2099:
			y, yearFirst = n, k == 0
		case k < 2 && n >= 1 && n <= 31:
			nums[k], k = n, k+1
		}
	}
	d := nums[0]
	switch {
	case y == 0 || k == 0 || m == 0 && k < 2:
		return "" // no year ("3 days ago", "Dec 19"), no day
	case m > 0:
	case yearFirst || !dayFirst && strings.Contains(s, "/") && nums[1] <= 12:
		m, d = nums[0], nums[1] // 2025/12/02, 03/04/2025 on an English page
	default:
		d, m = nums[0], nums[1] // 02-12-2025, 02/12/2025
	}
	if m > 12 {
		m, d = d, m
	}
	if m > 12 {
		return ""
	}
	b := []byte("0000-00-00")
	for i, v := range [3]int{y, m, d} {
		for p := [3]int{3, 6, 9}[i]; v > 0; p, v = p-1, v/10 {
			b[p] = byte('0' + v%10)
		}
	}
	return string(b)
}

// dateWord reports a word of a date, a time or a reading time: a number
// (its first character a digit), a month's or a day's name, "min", "am"
// (not the words joining them: "de" ends names too, "Michiel de Jong").
func dateWord(w string) bool {
	return w != "" && (w[0] >= '0' && w[0] <= '9' || monthNames[w] > 0 || inWords(weekdays, w) || inWords(readingWords, w) ||
		inWords(relativeWords, w))
}

// isDateLike reports a text that is a date, a time or a reading time and
// little else ("Mar 27, 2024", "04-ago-2021 5:11:10", "3 days ago", "Tue
// Aug 27, 2019 1:47 am", "7 min read"): what stands beside an author's
// name in a byline.
func isDateLike(s string) bool {
	words, dated, digits := 0, 0, false
	for _, w := range dateFields(s) {
		words++
		digits = digits || w[0] <= '9'
		if dateWord(w) || inWords(linkWords, w) {
			dated++
		}
	}
	return digits && dated*2 > words
}

// IsMonthOrDay reports a lower-case word that names a month (or its
// abbreviation) or a weekday in one of the features' languages (en, de,
// fr, es, it, nl, pt): the clean-up reads a byline's date with it.
func IsMonthOrDay(w string) bool {
	return monthNames[w] > 0 || inWords(weekdays, w)
}
