package thread

import "testing"

func TestTrimSays(t *testing.T) {
	for in, want := range map[string]string{"Ann says:": "Ann", "Bo wrote:": "Bo", "Cy": "Cy", "Dee:": "Dee",
		"Anonym hat gesagt…": "Anonym", "Anne a écrit :": "Anne", "Ana dijo...": "Ana", "Anonimo ha detto...": "Anonimo",
		"Mandy St. Amand says:": "Mandy St. Amand", "kokopuff zei:": "kokopuff", "J. Smith Jr.": "J. Smith Jr.", "": ""} {
		if got := trimSays(in); got != want {
			t.Errorf("trimSays(%q) = %q", in, got)
		}
	}
}
