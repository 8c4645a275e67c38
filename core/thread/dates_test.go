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
