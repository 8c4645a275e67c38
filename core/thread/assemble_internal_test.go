package thread

import "testing"

// TestSameMoment: a thread header's machine date and its first post's
// shown date read to the minute are one start; another minute, day or a
// non-date is not.
func TestSameMoment(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"2024-07-05T17:39:35-04:00", "2024-07-05T17:39", true},
		{"2024-07-05", "2024-07-05T17:39", true},
		{"2024-07-05T17:39:35-04:00", "2024-07-05T17:40", false},
		{"2024-07-05T17:39", "2024-07-06T17:39", false},
		{"Yesterday 19:40", "Yesterday 19:40", true},
		{"Yesterday 19:40", "Yesterday 19:41:02", false},
		{"", "2024-07-05", false},
	} {
		if got := sameMoment(c.a, c.b); got != c.want {
			t.Errorf("sameMoment(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// TestMarkedName: a handle of digits is a name where the page marks it as
// one, never where it is bare text (a counter).
func TestMarkedName(t *testing.T) {
	for s, want := range map[string]string{"131359": "131359", "Ann": "Ann", "12 34": "", "2024-07-05": "", "": ""} {
		if got := markedName(s); got != want {
			t.Errorf("markedName(%q) = %q, want %q", s, got, want)
		}
	}
	if got := nameText("131359"); got != "" {
		t.Errorf("nameText(%q) = %q, want no name", "131359", got)
	}
}
