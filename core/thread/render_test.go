package thread

import "testing"

func TestTrimSays(t *testing.T) {
	for in, want := range map[string]string{"Ann says:": "Ann", "Bo wrote:": "Bo", "Cy": "Cy", "Dee:": "Dee"} {
		if got := trimSays(in); got != want {
			t.Errorf("trimSays(%q) = %q", in, got)
		}
	}
}
