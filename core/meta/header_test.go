package meta

import "testing"

// The header's texts as the reader shows them: entities escaped twice
// decoded, no HTML or Markdown marks.
func TestHeaderText(t *testing.T) {
	for in, want := range map[string]string{
		"Budget Traveler&#8217;s Guide &amp; More": "Budget Traveler’s Guide & More",
		"## Using promises":                        "Using promises",
		"*Using promises*":                         "Using promises",
		"<em>Using</em> promises":                  "Using promises",
		"Quickstart¶":                              "Quickstart",
		"a < b and c > d":                          "a < b and c > d",
		"C#":                                       "C#",
	} {
		if got := headerText(in); got != want {
			t.Errorf("headerText(%q) = %q, want %q", in, got, want)
		}
	}
}

// A title loses the parts at its ends that name the site, by any
// separator, when the page says so: a declared name, the host, another
// title ending with it; once one is gone, a section between
// the headline and it when the rest is the <h1>. Without such evidence the
// title stays whole.
func TestWithoutSiteParts(t *testing.T) {
	tests := []struct {
		title string
		ev    siteEvidence
		want  string
	}{
		{"Using promises - JavaScript | MDN", siteEvidence{names: []string{"MDN Web Docs"}, h1s: []string{"Using promises"}}, "Using promises"},
		{"Tasks — Celery 5.6.2 documentation", siteEvidence{labels: hostLabels("https://docs.celeryq.dev/en/stable/tasks.html"), names: []string{"Celery 5.6.2 documentation"}}, "Tasks"},
		{"danah boyd | apophenia » Participatory Culture", siteEvidence{titles: []string{"Participatory Culture"}}, "Participatory Culture"},
		{"danah boyd | apophenia » Participatory Culture", siteEvidence{titles: []string{"apophenia » Participatory Culture"}}, "apophenia » Participatory Culture"},
		{"10 Easy Steps for a Great Interior Design | Tarkett", siteEvidence{labels: hostLabels("https://home.tarkett.co.uk/en_GB/node/x")}, "10 Easy Steps for a Great Interior Design"},
		{"Our services | Deloitte US", siteEvidence{names: []string{"Deloitte"}}, "Our services"},
		// Not the site: a product's variant, a brand opening a product's
		// name, a colon's heading, nothing said of the site.
		{"Ridge Wallet - Royal Black", siteEvidence{h1s: []string{"Ridge Wallet"}}, "Ridge Wallet - Royal Black"},
		{"Gymshark Arrival T-Shirt - Black", siteEvidence{names: []string{"Gymshark"}, labels: []string{"gymshark"}}, "Gymshark Arrival T-Shirt - Black"},
		{"Teaching Online: Effective Practices", siteEvidence{labels: hostLabels("https://teaching.resources.osu.edu/x")}, "Teaching Online: Effective Practices"},
		{"How Tide Pools Survive - A Field Guide", siteEvidence{}, "How Tide Pools Survive - A Field Guide"},
	}
	for _, tc := range tests {
		tc.ev.names, tc.ev.titles, tc.ev.h1s = lowered(tc.ev.names...), lowered(tc.ev.titles...), lowered(tc.ev.h1s...)
		if got := withoutSiteParts(tc.title, tc.ev); got != tc.want {
			t.Errorf("withoutSiteParts(%q) = %q, want %q", tc.title, got, tc.want)
		}
	}
}

// A byline is the names alone.
func TestBylineNames(t *testing.T) {
	for in, want := range map[string]string{
		"By Judith Burns":                                  "Judith Burns",
		"by Andy Boron on Aug 9, 2012 9:29 AM EDT":         "Andy Boron",
		"Written by Tim Ferriss":                           "Tim Ferriss",
		"Posted by: Idle Cartulary":                        "Idle Cartulary",
		"By Haley Hoekstra • March 12, 2025":               "Haley Hoekstra",
		"By: FlowGuard EMEA on 04-ago-2021 5:11:10":        "FlowGuard EMEA",
		"Oleg Parashchak 7 min":                            "Oleg Parashchak",
		"By Nathan Willis March 25, 2015":                  "Nathan Willis",
		"Von Anna Schmidt, 19. Dezember 2025":              "Anna Schmidt",
		"Par Sébastien Farcis":                             "Sébastien Farcis",
		"Heard on All Things Considered By Ana Lopez":      "Ana Lopez",
		"Mayank Gupta, CEO of CaseBasix":                   "Mayank Gupta, CEO of CaseBasix",
		"Maria di Napoli":                                  "Maria di Napoli",
		"Jong, Michiel de":                                 "Jong, Michiel de",
		"Written by Rob Lane Edited by Bea Dyer":           "Rob Lane",
		"Von Anna Schmidt Redigiert von Jan Berg":          "Anna Schmidt",
		"user447274 55922 silver badges1212 bronze badges": "user447274",
		"jlduggan 14.6k 20 gold badges 83 silver":          "jlduggan",
		"paulb203 196 76":                                  "paulb203",
		"By RSS feed":                                      "",
		"By":                                               "",
		"Jiobal says:":                                     "",
		"Sat, 20 Dec, 2025 - 06:36":                        "",
		"Sign In| Sign Up| Subscribe My WebMD Show Menu My Tools My WebMD Pages My Account Sign Out Now": "",
	} {
		if got := bylineNames(in); got != want {
			t.Errorf("bylineNames(%q) = %q, want %q", in, got, want)
		}
	}
}

// Published dates are ISO 8601; a relative date is none.
func TestISODate(t *testing.T) {
	for in, want := range map[string]string{
		"2024-07-05T14:20:08Z":        "2024-07-05T14:20:08Z",
		"Feb 08, 2022":                "2022-02-08",
		"November 18, 2025":           "2025-11-18",
		"Dec 19th 2025":               "2025-12-19",
		"02-12-2025":                  "2025-12-02",
		"19. Dezember 2025":           "2025-12-19",
		"8 de febrero de 2022":        "2022-02-08",
		"on Friday December 19, 2025": "2025-12-19",
		"04-ago-2021":                 "2021-08-04",
		"2025/12/02":                  "2025-12-02",
		"3 days ago":                  "",
		"vor 2 Stunden":               "",
		"il y a 3 jours":              "",
		"Yesterday":                   "",
		"Dec 2025":                    "",
	} {
		if got := isoDate(in, true); got != want {
			t.Errorf("isoDate(%q) = %q, want %q", in, got, want)
		}
	}
	if got := isoDate("03/04/2025", false); got != "2025-03-04" {
		t.Errorf("an English page's 03/04/2025 = %q, want March 4", got)
	}
}
