package meta

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"
	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html/atom"
)

// The regexps Readability.js uses, which titlesep.go writes out by hand.
var (
	reMetaProperty = regexp.MustCompile(`(?i)\s*(article|dc|dcterm|og|twitter)\s*:\s*(author|creator|description|published_time|title|site_name)\s*`)
	reMetaName     = regexp.MustCompile(`(?i)^\s*(?:(dc|dcterm|og|twitter|parsely|weibo:(article|webpage))\s*[-\.:]\s*)?(author|creator|pub-date|description|title|site_name)\s*$`)
	reHasSeparator = regexp.MustCompile(` [\|\-–—\\\/>»] `)
	reHierarchical = regexp.MustCompile(` [\\\/>»] `)
	reAfterLastSep = regexp.MustCompile(`(.*)[\|\-–—\\\/>»] .*`)
	reBeforeFirst  = regexp.MustCompile(`[^\|\-–—\\\/>»]*[\|\-–—\\\/>»](.*)`)
	reSeparators   = regexp.MustCompile(`[\|\-–—\\\/>»]+`)
)

// randomFrom builds a string of n pieces drawn from parts.
func randomFrom(r *rand.Rand, parts []string, n int) string {
	var b strings.Builder
	for range n {
		b.WriteString(parts[r.IntN(len(parts))])
	}
	return b.String()
}

// TestTitlePatternsMatchRegexps checks the hand-written title and <meta>
// patterns against the regexps they replace, on strings built from the
// pieces those patterns care about (separators, spaces, newlines, prefixes,
// fields, other letters, other scripts).
func TestTitlePatternsMatchRegexps(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	titleParts := []string{" ", " ", "\n", "a", "News", "Story", "x", "|", "-", "–", "—", "\\", "/", ">", "»", ":", "é", "日本"}
	for range 20000 {
		s := randomFrom(r, titleParts, r.IntN(14))
		if got, want := hasSpacedSeparator(s, isTitleSeparator), reHasSeparator.MatchString(s); got != want {
			t.Fatalf("hasSpacedSeparator(%q) = %v, regexp %v", s, got, want)
		}
		if got, want := hasSpacedSeparator(s, isHierarchySeparator), reHierarchical.MatchString(s); got != want {
			t.Fatalf("hierarchical(%q) = %v, regexp %v", s, got, want)
		}
		if got, want := cutAfterLastSeparator(s), reAfterLastSep.ReplaceAllString(s, "$1"); got != want {
			t.Fatalf("cutAfterLastSeparator(%q) = %q, regexp %q", s, got, want)
		}
		if got, want := cutBeforeFirstSeparator(s), reBeforeFirst.ReplaceAllString(s, "$1"); got != want {
			t.Fatalf("cutBeforeFirstSeparator(%q) = %q, regexp %q", s, got, want)
		}
		if got, want := withoutSeparators(s), reSeparators.ReplaceAllString(s, ""); got != want {
			t.Fatalf("withoutSeparators(%q) = %q, regexp %q", s, got, want)
		}
	}
	metaParts := []string{" ", "\t", ":", ".", "-", "x", "OG", "og", "dc", "DCterm", "dcterms", "article", "twitter", "parsely",
		"weibo:", "weibo:article", "webpage", "title", "Title", "author", "creator", "pub-date", "published_time", "site_name", "description", "image"}
	for range 50000 {
		s := randomFrom(r, metaParts, 1+r.IntN(6))
		var want []string
		for _, m := range reMetaProperty.FindAllString(s, -1) {
			want = append(want, strings.ToLower(strings.Join(strings.Fields(m), "")))
		}
		if got := metaPropertyKeys(s); !slices.Equal(got, want) {
			t.Fatalf("metaPropertyKeys(%q) = %q, regexp %q", s, got, want)
		}
		if got, want := isMetaName(s), reMetaName.MatchString(s); got != want {
			t.Fatalf("isMetaName(%q) = %v, regexp %v", s, got, want)
		}
	}
}

// TestTagMatcherAgreesWithSelector checks dom.TagMatcher against goquery's
// compiled selector for the same element name.
func TestTagMatcherAgreesWithSelector(t *testing.T) {
	d, err := goquery.NewDocumentFromReader(strings.NewReader(`<html><head><title>T</title><meta name=a><meta property=b>
		<noscript><meta name=c></noscript></head><body><div><meta itemprop=d><p>x<meta name=e></p></div><svg><title>s</title></svg></body></html>`))
	if err != nil {
		t.Fatal(err)
	}
	for _, tag := range []atom.Atom{atom.Meta, atom.Title, atom.P} {
		want := d.Find(tag.String()).Nodes
		got := d.FindMatcher(dom.TagMatcher(tag)).Nodes
		if !slices.Equal(got, want) {
			t.Errorf("%s: matcher found %d nodes, selector %d", tag, len(got), len(want))
		}
		if len(want) == 0 {
			t.Errorf("%s: the fixture has none", tag)
		}
	}
}
