package thread

import (
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestDates: machine dates and shown dates, in the languages of the
// corpora, read as ISO 8601; what is no whole date reads as "".
func TestDates(t *testing.T) {
	for _, c := range []struct{ in, machine, text string }{
		{"1721290364", "2024-07-18T08:12:44Z", ""},
		{"1721290364123", "2024-07-18T08:12:44Z", ""},
		{"0000000042", "", ""}, // a number, not a date of the web
		{"2024-09-02 14:11:40Z, License: CC BY-SA", "2024-09-02T14:11:40Z", "2024-09-02T14:11:40Z"},
		{"2024-07-18T10:02:33+02:00", "2024-07-18T10:02:33+02:00", "2024-07-18T10:02:33+02:00"},
		{"22 March 2014 at 07:15", "", "2014-03-22T07:15"},
		{"Tue Aug 27, 2019 1:47 am", "", "2019-08-27T01:47"},
		{"3. Mai 2023 um 14:05", "", "2023-05-03T14:05"},
		{"12 janvier 2022", "", "2022-01-12"},
		{"5 de febrero de 2021", "", "2021-02-05"},
		{"18 luglio 2024", "", "2024-07-18"},
		{"1 maart 2020", "", "2020-03-01"},
		{"9 de março de 2019", "", "2019-03-09"},
		{"3 days ago", "", ""},
		{"March 2014", "", ""},
	} {
		if got := MachineDate(c.in); got != c.machine {
			t.Errorf("MachineDate(%q) = %q, want %q", c.in, got, c.machine)
		}
		if got := TextDate(c.in); got != c.text {
			t.Errorf("TextDate(%q) = %q, want %q", c.in, got, c.text)
		}
	}
}

// TestUnixDates: a Unix timestamp reads as package time reads it, over
// the years MachineDate takes (civilDate is written out for the wasm).
func TestUnixDates(t *testing.T) {
	for v := int64(1_000_000_000); v < 4_102_444_800; v += 86_400*3 + 3_607 {
		want := time.Unix(v, 0).UTC().Format("2006-01-02T15:04:05Z")
		if got := MachineDate(strconv.FormatInt(v, 10)); got != want {
			t.Fatalf("MachineDate(%d) = %q, want %q", v, got, want)
		}
	}
}

// TestLowerWord: lowerWord is strings.ToLower, appended after what the
// buffer holds, for ASCII, non-ASCII and long words.
func TestLowerWord(t *testing.T) {
	for _, w := range []string{"", "May", "MAY", "pm", "PM", "Mär", "MÄRZ", "Février", "İstanbul", "ſt", "K", "Dezember", strings.Repeat("AbC", 10)} {
		if got := string(lowerWord([]byte("x:"), w)); got != "x:"+strings.ToLower(w) {
			t.Errorf("lowerWord(%q) = %q, want %q", w, got, "x:"+strings.ToLower(w))
		}
	}
}

// BenchmarkTextDate reads the dates a comment's header shows; it reports
// the allocations (the ISO string alone, when the date is whole).
func BenchmarkTextDate(b *testing.B) {
	b.ReportAllocs()
	in := []string{"May 1, 2024 at 10:00 am", "Tue Aug 27, 2019 1:47 am UTC", "18. März 2012 um 14:05 Uhr", "Reader 12 says:"}
	want := []string{"2024-05-01T10:00", "2019-08-27T01:47Z", "2012-03-18T14:05", ""}
	for b.Loop() {
		for i, s := range in {
			if got := TextDate(s); got != want[i] {
				b.Fatalf("TextDate(%q) = %q, want %q", s, got, want[i])
			}
		}
	}
}

// TestYearlessDate: a date shown without its year takes the year of the
// page's own date — on or after the story, within a year of it — and a
// weekday shown decides the year; with no page date no year is invented.
func TestYearlessDate(t *testing.T) {
	for _, c := range []struct{ shown, published, want string }{
		{"24. Juli um 11:35", "2012-07-20", "2012-07-24T11:35"},
		{"24. Juli um 11:35", "2012-07-20T09:00:00+02:00", "2012-07-24T11:35"},
		{"3. Januar, 08:15 Uhr", "2012-12-28", "2013-01-03T08:15"}, // the new year's, after the story
		{"mardi 24 juillet", "2012-07-20", "2012-07-24"},
		{"on Tuesday July 24, @11:35AM", "2012-07-24T07:29", "2012-07-24T11:35"},
		{"Jul 24", "2012-07-25", "2013-07-24"},                      // before the story: the next year's
		{"Tuesday July 24", "2012-07-25T01:00+02:00", "2012-07-24"}, // the weekday says 2012's, the day before
		{"Wednesday July 24", "2012-07-25", "2013-07-24"},           // 2012-07-24 was a Tuesday
		{"Monday July 24", "2012-07-20", ""},                        // neither 2012's nor 2013's: unread
		{"29 febbraio", "2011-03-01", "2012-02-29"},
		{"29 febbraio", "2012-03-01", ""}, // 2013 has none
		{"24. Juli um 11:35", "", ""},     // no page date: no year guessed
		{"on Tuesday July 24, @11:35AM", "", ""},
		{"24 juli 2012", "2012-07-20", ""}, // a whole date is TextDate's
		{"3 hours ago", "2012-07-20", ""},  // "ago" begins "agosto"
		{"5 de febrero, 18:40", "2012-07-20", "2013-02-05T18:40"},
		{"the 24th of July", "2012-07-20", "2012-07-24"},
		{"24 comments", "2012-07-20", ""},
		{"Registered: 24 July", "2012-07-20", ""},
	} {
		if got := YearlessDate(c.shown, c.published); got != c.want {
			t.Errorf("YearlessDate(%q, %q) = %q, want %q", c.shown, c.published, got, c.want)
		}
	}
}

// TestWeekdays: every day's name in the seven languages names its day
// of the week as the calendar counts it (package time), a month's short
// name stays a month's, and a prefix two days share names neither.
func TestWeekdays(t *testing.T) {
	for i, names := range weekdayNames {
		for _, n := range strings.Fields(names) {
			if got := weekdayOf(n); got != i+1 {
				t.Errorf("weekdayOf(%q) = %d, want %d", n, got, i+1)
			}
		}
	}
	for _, w := range []string{"qu", "son", "Di"} {
		if got := weekdayOf(w); got != 0 {
			t.Errorf("weekdayOf(%q) = %d, want 0", w, got)
		}
	}
	for d := time.Date(1995, 1, 1, 0, 0, 0, 0, time.UTC); d.Year() < 2031; d = d.AddDate(0, 0, 13) {
		want := (int(d.Weekday())+6)%7 + 1
		if got := weekday(d.Year(), int(d.Month()), d.Day()); got != want {
			t.Fatalf("weekday(%s) = %d, want %d", d.Format("2006-01-02"), got, want)
		}
	}
}
