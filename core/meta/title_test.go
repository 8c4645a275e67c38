package meta

import (
	"testing"
)

// A headline with a separator of its own is taken whole from the <title>
// when a heading repeats it; the site's name in an <h1> changes nothing.
func TestHeadlineInTitle(t *testing.T) {
	orig := "Amazon Web Services Blog: The AWS Report - John Smiley Discusses RDS Provisioned IOPS"
	cut := documentTitle(orig, nil, nil)
	if got := headlineInTitle(orig, cut, []string{"Amazon Web Services Blog", "The AWS Report - John Smiley Discusses RDS Provisioned IOPS"}); got != "The AWS Report - John Smiley Discusses RDS Provisioned IOPS" {
		t.Errorf("headline = %q (cut title %q)", got, cut)
	}
	if got := headlineInTitle("Coastal Notes - How Tide Pools Survive in Winter", "How Tide Pools Survive in Winter", []string{"Coastal Notes", "How Tide Pools Survive in Winter"}); got != "" {
		t.Errorf("a heading the cut title holds changed it: %q", got)
	}
	if got := headlineInTitle("Big Site Name Here - Short", "Big Site Name Here", []string{"Big Site Name Here Today"}); got != "" {
		t.Errorf("a heading the <title> does not hold was taken: %q", got)
	}
	if got := headlineInTitle("Life as a Garden Blogger: Cool Plant of the Week", "Cool Plant of the Week", []string{"Life as a Garden Blogger", "Cool Plant of the Week"}); got != "" {
		t.Errorf("the blog's name, wholly in the part cut off, was taken: %q", got)
	}
}

// A title too short to cut ("Blog: Short Post") is the post's when a
// heading repeats the part after the site's name; a heading that repeats a
// later part only (a document's name after its section) is no reason, nor
// a heading that is the site's declared name (the title is "Post | Site").
func TestHeadingAfterSiteName(t *testing.T) {
	tests := []struct {
		title    string
		headings []string
		want     string
	}{
		{"Camp Stoves | Outfitters Co-op", []string{"Outfitters Co-op", "Camping stoves"}, ""},
		{"Seth's Blog: Yesterday's over", []string{"Seth's Blog", "Yesterday's over"}, "Yesterday's over"},
		{"Field Notes | Swifts are back", []string{"Swifts are  back"}, "Swifts are back"},
		{"Evolve: Shared Mutable History — evolve extension for Mercurial", []string{"evolve extension for Mercurial"}, ""},
		{"Seth's Blog: Yesterday's over", []string{"Yesterday"}, ""},
		{"Plain title here", []string{"Plain title here"}, ""},
	}
	for _, tc := range tests {
		if got := headingAfterSiteName(tc.title, tc.headings, []string{"outfitters co-op"}); got != tc.want {
			t.Errorf("headingAfterSiteName(%q) = %q, want %q", tc.title, got, tc.want)
		}
	}
}

func TestDocumentTitle(t *testing.T) {
	tests := []struct {
		title    string
		headings []string
		h1s      []string
		want     string
	}{
		{"How Tide Pools Survive the Winter | Coastal Notes", nil, nil, "How Tide Pools Survive the Winter"},
		{"Lorem ipsum dolor sit amet – My website", nil, nil, "Lorem ipsum dolor sit amet"},
		{"Coastal Notes - How Tide Pools Survive in Winter", nil, nil, "How Tide Pools Survive in Winter"},
		{"New Zealand - Wikipedia", nil, nil, "New Zealand - Wikipedia"}, // too short once cut: kept whole
		{"Site: A long story about the sea shore", nil, nil, "A long story about the sea shore"},
		{"Site: A long story about the sea shore", []string{"Site: A long story about the sea shore"}, nil, "Site: A long story about the sea shore"},
		{"Home", nil, []string{"The only headline on the page"}, "The only headline on the page"},
		{"Home", nil, []string{"One", "Two"}, "Home"},
	}
	for _, tc := range tests {
		if got := documentTitle(tc.title, tc.headings, tc.h1s); got != tc.want {
			t.Errorf("documentTitle(%q) = %q, want %q", tc.title, got, tc.want)
		}
	}
}

func TestIsBylineName(t *testing.T) {
	for s, want := range map[string]bool{"c-byline": true, "Post-Author": true, "DATELINE": true, "writtenBy": true, "p-author h-card": true, "main story": false, "": false, "auth": false} {
		if got := isBylineName(s); got != want {
			t.Errorf("isBylineName(%q) = %v", s, got)
		}
	}
}

// The site's declared name goes from either end of a title, whatever the
// letter case; a part that merely shares a word with it stays.
func TestWithoutSiteName(t *testing.T) {
	for _, tc := range []struct{ title, site, want string }{
		{"Readers on owls — The Daily Field", "The Daily Field", "Readers on owls"},
		{"THE DAILY FIELD | Readers on owls", "The Daily Field", "Readers on owls"},
		{"Readers on owls", "The Daily Field", "Readers on owls"},
		{"Field notes — Daily", "The Daily Field", "Field notes — Daily"},
		{"The Daily Field", "The Daily Field", "The Daily Field"},
	} {
		if got := withoutSiteParts(tc.title, siteEvidence{names: lowered(tc.site)}); got != tc.want {
			t.Errorf("withoutSiteParts(%q, site %q) = %q, want %q", tc.title, tc.site, got, tc.want)
		}
	}
}

// The headline the pipeline looks for is a part of a title kept whole
// (a post titled with a word or two beside the site's name) when a heading
// is that part; not when a heading is the whole title, even if another
// heading (a sidebar module's) is one of its parts.
func TestHeadlineInParts(t *testing.T) {
	for _, c := range []struct {
		title    string
		headings []string
		want     string
	}{
		{"nook — Paulo Coelho's Blog", []string{"Translate This Blog", "nook"}, "nook"},
		{"THE STYLE SCOUT - London Street Fashion: LFW...", []string{"Blog Archive", "LFW..."}, "LFW..."},
		{"The AWS Report - John Smiley Discusses RDS", []string{"Recent Posts", "The AWS Report", "The AWS Report - John Smiley Discusses RDS"}, ""},
		{"A title without a separator", []string{"A title without a separator"}, ""},
		{"Story — Site", []string{"Another heading"}, ""},
	} {
		if got := headlineInParts(c.title, func() []string { return c.headings }); got != c.want {
			t.Errorf("headlineInParts(%q) = %q, want %q", c.title, got, c.want)
		}
	}
}
