package meta

import "testing"

// TestNoName: a text that cannot name an item though a card links it, a
// date or a relative time (DateText) or a count (CountText).
func TestNoName(t *testing.T) {
	noName := func(s string) bool {
		_, count := CountText(s)
		return count || DateText(s)
	}
	for s, want := range map[string]bool{
		"vor 3 Minuten": true, "il y a 2 heures": true, "há 5 minutos": true, "8 maart 2026": true,
		"213 avis": true, "12 reacties": true, "1.024": true,
		"3 days ago": true, "vor 2 Stunden": true, "le 8 février 2026 à 10h": true, "8 de febrero del 2026": true, "2 giorni fa": true,
		"op 8 maart om 10:00": true, "há 2 dias": true, "Mar 27, 2024": true, "04-ago-2021 5:11:10": true, "7 min read": true,
		"ongeveer 5 minuten geleden": true, "il y a environ 3 heures": true,
		"Set de nutrición 3 en 1": false, "Mar de plata 2": false,
		"12 uomini arrabbiati": false, `MICKE, Schreibtisch, 55 7/8x19 5/8 "`: false, "Objektiv 7-14mm f/2.8-3.5": false, "Chaussure Alpine 3": false, "Sonic 7": false, "Minuten": false,
	} {
		if got := noName(s); got != want {
			t.Errorf("NoName(%q) = %v, want %v", s, got, want)
		}
	}
}
