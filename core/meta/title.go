package meta

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/segment"
)

// Title and byline follow the order Firefox's Reader View (Readability.js)
// uses, the de-facto standard readers expect: structured data first (JSON-LD,
// then Dublin Core, OpenGraph, Twitter, Parse.ly meta), then the document
// title with its site part cut off, then bylines marked in the page.

// articleMeta collects the metadata <meta> tags under Readability's keys
// ("og:title", "dc:creator", "author", "parsely-title", …); a later tag
// overrides an earlier one, as there.
func articleMeta(values map[string]string, property, name, content string) {
	content = strings.TrimSpace(content)
	if content == "" {
		return
	}
	if property != "" {
		if !strings.Contains(property, ":") || !hasMetaField(property) {
			return // most properties (og:image, twitter:card, …) name no field read here
		}
		for _, key := range metaPropertyKeys(property) {
			values[key] = content
		}
		return
	}
	if name != "" && hasMetaField(name) && isMetaName(name) {
		key := strings.ToLower(strings.Join(strings.Fields(name), ""))
		values[strings.ReplaceAll(key, ".", ":")] = content
	}
}

// hasMetaField is a cheap test before metaName: the name holds one of the
// fields Reader View reads (any ASCII case).
func hasMetaField(name string) bool { return metaFieldSet.InFold(name) }

var metaFieldSet = segment.NewWordSet("author", "creator", "pub-date", "description", "title", "site_name")

// documentTitle cuts the site part off a document <title>, as Reader View
// does: drop what follows the last separator (or precedes the first, when
// too little is left), drop a "Site: " prefix unless a heading repeats the
// whole title, and fall back to the only <h1> for titles too short or too
// long to be a headline. Titles of four words or fewer stay whole unless
// the cut removed exactly a hierarchical tail.
func documentTitle(orig string, headings []string, h1s []string) string {
	orig = strings.TrimSpace(orig)
	cur := orig
	hierarchical := false
	switch {
	case hasSpacedSeparator(cur, isTitleSeparator):
		hierarchical = hasSpacedSeparator(cur, isHierarchySeparator)
		cur = cutAfterLastSeparator(orig)
		if wordCount(cur) < 3 {
			cur = cutBeforeFirstSeparator(orig)
		}
	case strings.Contains(cur, ": "):
		repeated := false
		for _, h := range headings {
			if strings.TrimSpace(h) == cur {
				repeated = true
				break
			}
		}
		if !repeated {
			cur = orig[strings.LastIndex(orig, ":")+1:]
			if wordCount(cur) < 3 {
				cur = orig[strings.Index(orig, ":")+1:]
			} else if wordCount(orig[:strings.Index(orig, ":")]) > 5 {
				cur = orig
			}
		}
	case utf8.RuneCountInString(cur) > 150 || utf8.RuneCountInString(cur) < 15:
		if len(h1s) == 1 {
			cur = h1s[0]
		}
	}
	cur = dom.FoldSpace(cur)
	n := wordCount(cur)
	if n <= 4 && (!hierarchical || n != wordCount(withoutSeparators(orig))-1) {
		cur = orig
	}
	return cur
}

// minHeadlineWords is the least words of a heading taken whole from the
// <title> (headlineInTitle): shorter ones are section or site names.
const minHeadlineWords = 4

// headlineInTitle returns the longest heading (h1–h3) of at least
// minHeadlineWords words that the <title> holds whole but the cut title
// does not: a headline with a separator of its own ("Site: The Report -
// A Guest Discusses X"), which the cut at the last separator split. A
// heading the cut title holds (the site's name in an <h1>) is no reason
// to change it, nor is one wholly in the part cut off ("Blog Name: Post"
// with the blog's name in the <h1>): the heading must overlap the cut
// title. "" when there is none.
func headlineInTitle(orig, cut string, headings []string) string {
	o, c := strings.ToLower(dom.FoldSpace(orig)), strings.ToLower(cut)
	cs := strings.Index(o, c)
	best := ""
	for _, h := range headings {
		h = dom.FoldSpace(h)
		if len(h) <= len(best) || wordCount(h) < minHeadlineWords {
			continue
		}
		l := strings.ToLower(h)
		hs := strings.Index(o, l)
		if hs < 0 || strings.Contains(c, l) {
			continue
		}
		if cs >= 0 && (hs+len(l) <= cs || hs >= cs+len(c)) {
			continue // wholly in the part cut off
		}
		best = h
	}
	return best
}

// headingAfterSiteName returns the heading (h1–h3) that is the part of
// title after its first site separator ("Site: Post", "Site | Post"), or
// "". documentTitle keeps titles of four words or fewer whole; a blog
// heads its post with the short part, and the page saying so is better
// evidence than the length. A heading that is the site's declared name
// (siteNames, lower case: "Headline | Site" above a page headed by the
// site's logo text) is the part to cut, not the post.
func headingAfterSiteName(title string, headings, siteNames []string) string {
	first, end := firstSiteSeparator(title)
	if first < 0 {
		return ""
	}
	rest := strings.TrimSpace(title[end:])
	if wordCount(rest) < 2 {
		return ""
	}
	for _, h := range headings {
		if h = dom.FoldSpace(h); strings.EqualFold(h, rest) && !slices.Contains(siteNames, strings.ToLower(h)) {
			return h
		}
	}
	return ""
}

// headlineInParts returns the heading (h1–h3) that is one part of a title
// still holding a site separator, when no heading is the whole title: a
// post titled with a word or two, which the title keeps whole beside the
// site's name as Reader View does ("nook — Paulo Coelho's Blog", "THE
// STYLE SCOUT - London Street Fashion: LFW..."). The reader shows the
// title; the pipeline looks for the headline on the page. "" when there
// is none.
func headlineInParts(title string, headingTexts func() []string) string {
	if !hasSiteSeparator(title) {
		return "" // most titles: the headings' texts are not read
	}
	headings := headingTexts()
	for _, h := range headings {
		if strings.EqualFold(dom.FoldSpace(h), title) {
			return ""
		}
	}
	parts := titleParts(title)
	for _, h := range headings {
		h = dom.FoldSpace(h)
		for _, part := range parts {
			if h != "" && strings.EqualFold(h, part) {
				return h
			}
		}
	}
	return ""
}

// titleParts splits a title at every site separator.
func titleParts(title string) []string {
	parts := []string{title}
	for _, sep := range siteSeparators {
		var next []string
		for _, p := range parts {
			for _, q := range strings.Split(p, sep) {
				if q = strings.TrimSpace(q); q != "" {
					next = append(next, q)
				}
			}
		}
		parts = next
	}
	return parts
}

// firstSiteSeparator returns where the first of siteSeparators in title
// starts and ends (not at its very start), or -1, 0.
func firstSiteSeparator(title string) (first, end int) {
	first = -1
	for _, sep := range siteSeparators {
		if i := strings.Index(title, sep); i > 0 && (first < 0 || i < first) {
			first, end = i, i+len(sep)
		}
	}
	return first, end
}

// hasSiteSeparator reports a title with a site separator past its start.
func hasSiteSeparator(title string) bool {
	first, _ := firstSiteSeparator(title)
	return first >= 0
}

func wordCount(s string) int { return len(strings.Fields(s)) }

// siteSeparators join a title and a site name.
var siteSeparators = []string{" | ", " - ", " – ", " — ", " · ", " :: ", " » ", " / ", ": "}

// bylineWords are Reader View's byline markers in a class or id
// (its pattern byline|author|dateline|writtenby|p-author, case-insensitive).
var bylineWords = []string{"byline", "author", "dateline", "writtenby"}

// isBylineName reports a class or id naming a byline. It runs on every
// element, so it matches in one pass, without a regexp and without
// allocating.
//
// "authori" (authorization, authority, authorize) names no author: a
// documentation heading's id ("about-authentication-and-authorization")
// or a notice about an authority is the story, not its byline.
func isBylineName(s string) bool {
	if !bylineSet.InFold(s) {
		return false
	}
	if !authoritySet.InFold(s) {
		return true
	}
	return bylineSet.InFold(strings.ReplaceAll(strings.ToLower(s), "authori", ""))
}

var authoritySet = segment.NewWordSet("authori")

var bylineSet = segment.NewWordSet(bylineWords...)
