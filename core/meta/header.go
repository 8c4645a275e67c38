package meta

import (
	"net/url"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
)

// The header the reader shows above the article — title, byline, date —
// is read from the page's metadata, which sites fill carelessly: entities
// escaped twice ("Traveler&#8217;s"), Markdown or HTML marks, the site's
// name beside the headline, "By" and the date beside the author's name.
// This file cleans each of them (header text, site parts, byline words);
// dates.go turns dates into ISO 8601.

// headerText is a metadata text as a reader shows it: entities escaped
// twice decoded, HTML tags and Markdown marks (a heading's #, emphasis
// around the whole) removed, white space folded.
func headerText(s string) string {
	if strings.Contains(s, "&") && strings.Contains(s, ";") {
		s = html.UnescapeString(s)
	}
	if strings.Contains(s, "<") && strings.Contains(s, ">") {
		s = stripTags(s)
	}
	s = dom.FoldSpace(s)
	s = strings.TrimSpace(strings.TrimRight(strings.TrimLeft(s, "#"), "¶"))
	for _, mark := range []string{"**", "__", "*", "_", "`"} {
		if len(s) > 2*len(mark) && strings.HasPrefix(s, mark) && strings.HasSuffix(s, mark) {
			s = strings.TrimSpace(s[len(mark) : len(s)-len(mark)])
		}
	}
	return s
}

// stripTags removes what looks like HTML tags (<em>, </b>) from a text.
func stripTags(s string) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '<')
		if i < 0 {
			break
		}
		j := strings.IndexByte(s[i:], '>')
		if j < 0 || i+1 >= len(s) || !(isASCIILetter(s[i+1]) || s[i+1] == '/') {
			b.WriteString(s[:i+1])
			s = s[i+1:]
			continue
		}
		b.WriteString(s[:i])
		s = s[i+j+1:]
	}
	b.WriteString(s)
	return b.String()
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// untruncated returns the longest of texts that a title cut short ("What
// do you think will be the trend in the watch...") begins, or the title.
func untruncated(title string, texts []string) string {
	stem, cut := strings.CutSuffix(title, "...")
	if !cut {
		stem, cut = strings.CutSuffix(title, "…")
	}
	stem = strings.ToLower(strings.TrimSpace(stem))
	if !cut || stem == "" {
		return title
	}
	best := title
	for _, t := range texts {
		t = headerText(t)
		if len(t) <= len(best) || !strings.HasPrefix(strings.ToLower(t), stem) {
			continue
		}
		if more := strings.TrimSpace(t[len(stem):]); !strings.HasPrefix(more, "…") && !strings.HasPrefix(more, "...") {
			best = t
		}
	}
	return best
}

// titleSeparators join a headline and the site's name. A colon without a
// space before it ("Tutorial: Get started") is cut only when the other
// part names the site by its name or address.
var titleSeparators = []string{" | ", " - ", " – ", " — ", " · ", " • ", " :: ", " : ", " » ", " › ", " / ", ": "}

// siteEvidence is what names the site on a page: its declared names
// (og:site_name, application-name, the JSON-LD publisher), the labels of
// its host that are its own (home.tarkett.co.uk: tarkett), the page's
// other titles (<title>, og:title, twitter:title), and its copyright
// notices ("© 2025 Tarkett"), lower-cased.
type siteEvidence struct {
	names, labels, titles, copyright, h1s []string
}

// titlePart is a part of a title between separators: its byte range, and
// whether the separator joining it to the rest is a bare colon.
type titlePart struct {
	start, end int
	colon      bool
}

// withoutSiteParts drops the parts at either end of a title that name the
// site (namesSite), the last first, while another part remains; once one
// is gone, the parts between the headline and it go too when the rest is
// the page's <h1> ("Using promises - JavaScript | MDN").
func withoutSiteParts(title string, ev siteEvidence) string {
	parts := splitTitle(title)
	cut := false
	for len(parts) > 1 {
		last, first := parts[len(parts)-1], parts[0]
		rest := title[parts[0].start:parts[len(parts)-2].end]
		if ev.namesSite(title[last.start:last.end], rest, last.colon) || cut && !last.colon && ev.isH1(rest) {
			parts, cut = parts[:len(parts)-1], true
			continue
		}
		rest = title[parts[1].start:last.end]
		if ev.namesSite(title[first.start:first.end], rest, parts[1].colon) {
			parts, cut = parts[1:], true
			continue
		}
		break
	}
	return strings.TrimSpace(title[parts[0].start:parts[len(parts)-1].end])
}

// isH1 reports a text the page's <h1> says.
func (ev siteEvidence) isH1(s string) bool {
	for _, h := range ev.h1s {
		if strings.EqualFold(h, strings.TrimSpace(s)) {
			return true
		}
	}
	return false
}

// splitTitle splits a title at its separators.
func splitTitle(title string) []titlePart {
	var parts []titlePart
	start, colon := 0, false
	for i := 0; i < len(title); i++ {
		for _, sep := range titleSeparators {
			if i > start && strings.HasPrefix(title[i:], sep) {
				parts = append(parts, titlePart{start, i, colon})
				colon = sep == ": "
				start = i + len(sep)
				i = start - 1
				break
			}
		}
	}
	if start < len(title) {
		parts = append(parts, titlePart{start, len(title), colon})
	}
	if len(parts) == 0 {
		parts = append(parts, titlePart{0, len(title), false})
	}
	return parts
}

// namesSite reports a title's end part that names the site: it is (or
// begins, or is the beginning of) a declared name; it is the host's label,
// or begins with it and is not twice as long (Tarkett, Newegg.com, Helly
// Hansen US; not Gymshark Arrival T-Shirt); another
// title of the page ends with it too while saying something else; or the
// rest is the page's <h1> (not across a bare colon).
func (ev siteEvidence) namesSite(part, rest string, colon bool) bool {
	p := strings.ToLower(strings.TrimSpace(part))
	if p == "" {
		return false
	}
	for _, n := range ev.names {
		if n = strings.ToLower(n); wordPrefix(p, n) || wordPrefix(n, p) && len(strings.Fields(p)) <= len(strings.Fields(n))+1 {
			return true
		}
	}
	if sq := squash(p); sq != "" {
		for _, l := range ev.labels {
			if len(l) >= 3 && strings.HasPrefix(sq, l) && len(sq)-len(l) <= maxLabelTail {
				return true
			}
		}
	}
	if colon {
		return false
	}
	for _, c := range ev.copyright {
		if strings.Contains(c, p) {
			return true
		}
	}
	r := strings.ToLower(strings.TrimSpace(rest))
	for _, t := range ev.titles {
		if t = strings.ToLower(t); t == r || strings.Contains(r, t) && !strings.Contains(t, p) {
			return true // the other title is the headline alone
		}
		if tr, ok := endPartRest(t, p); ok && !sharePart(tr, r) {
			return true // the part the titles share is the site's
		}
	}
	return false
}

// endPartRest reports whether a title starts or ends with part, a
// separator between them, and returns the rest.
func endPartRest(title, part string) (string, bool) {
	for _, sep := range titleSeparators {
		if rest, ok := strings.CutSuffix(title, sep+part); ok {
			return rest, true
		}
		if rest, ok := strings.CutPrefix(title, part+sep); ok {
			return rest, true
		}
	}
	return "", false
}

// sharePart reports two titles with a part in common.
func sharePart(a, b string) bool {
	for _, pa := range splitTitle(a) {
		for _, pb := range splitTitle(b) {
			if strings.TrimSpace(a[pa.start:pa.end]) == strings.TrimSpace(b[pb.start:pb.end]) {
				return true
			}
		}
	}
	return false
}

// maxLabelTail is what a part may hold after the host's label and still
// name the site: a domain (Newegg.com), a country (Helly Hansen US), a
// "Co-op".
const maxLabelTail = 4

// wordPrefix reports whether b starts with the words of a ("utne" and
// "utne – cure ignorance", "deloitte" and "deloitte us").
func wordPrefix(a, b string) bool {
	if !strings.HasPrefix(b, a) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(b[len(a):])
	return len(b) == len(a) || !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// squash keeps a text's letters and digits, lower-cased.
func squash(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}

// genericLabels are host labels that name a service of any site, not the
// site (news.example.com, docs.example.com).
var genericLabels = map[string]bool{"www": true, "www2": true, "m": true, "en": true, "home": true, "blog": true, "blogs": true,
	"news": true, "docs": true, "doc": true, "wiki": true, "shop": true, "store": true, "app": true, "help": true, "support": true,
	"developer": true, "developers": true, "learn": true, "api": true, "community": true, "forum": true, "forums": true}

// hostLabels returns the labels of an address's host that name the site:
// the registered name and the subdomains, less the public suffix (a
// country's second level, co.uk, counts as one) and generic labels.
func hostLabels(address string) []string {
	u, err := url.Parse(address)
	if err != nil {
		return nil
	}
	labels := strings.Split(strings.ToLower(u.Hostname()), ".")
	if len(labels) < 2 {
		return nil
	}
	labels = labels[:len(labels)-1] // the top-level domain
	if n := len(labels); n >= 2 && secondLevel[labels[n-1]] {
		labels = labels[:n-1] // co.uk, com.au
	}
	var out []string
	for _, l := range labels {
		if l = squash(l); l != "" && !genericLabels[l] {
			out = append(out, l)
		}
	}
	return out
}

// secondLevel are the second-level labels of country domains (co.uk).
var secondLevel = map[string]bool{"co": true, "com": true, "org": true, "net": true, "ac": true, "gov": true, "edu": true, "gob": true, "or": true, "ne": true}

// bylineLabels open a byline before the names, in the languages of the
// features (lower case, longest first).
var bylineLabels = []string{"written by", "posted by", "published by", "reported by", "words by", "story by", "text by",
	"authors", "author", "autorin", "autore", "auteur", "autor", "by", "von", "par", "por", "door", "di"}

// bylineSeparators stand between the names and what follows them in a
// byline line (a date, a reading time).
var bylineSeparators = []string{" on ", " - ", " – ", " — ", " • ", " · ", " | ", " » ", ", ", " @ ", " at ", " am ", " le ", " el "}

// bylineNames returns a byline as the names alone: the label before them
// ("By", "Written by:", "Von") and the dates and reading times after them
// ("on Aug 9, 2012 9:29 AM EDT", "• March 12, 2025", "7 min read")
// removed; "" for a text that names nobody (a date, "RSS feed") or a
// commenter's line ("Jiobal says:").
func bylineNames(s string) string {
	s = headerText(s)
	low := strings.ToLower(s)
	if strings.HasSuffix(low, " says:") || strings.HasSuffix(low, " said:") || strings.HasSuffix(low, " wrote:") {
		return ""
	}
	s = afterBylineLabel(s)
	for {
		cut := false
		for _, sep := range bylineSeparators {
			if i := strings.LastIndex(s, sep); i > 0 && isDateLike(s[i+len(sep):]) {
				s, cut = strings.TrimSpace(s[:i]), true
				break
			}
		}
		if !cut {
			break
		}
	}
	s = withoutTrailingDate(withoutReadingTime(s))
	for _, sep := range bylineSeparators {
		s = strings.TrimSuffix(s, strings.TrimRight(sep, " ")) // "on" before a date left out
	}
	s = strings.TrimSpace(strings.TrimRight(s, " ,;:|-–—•·»"))
	if !namesSomeone(s) {
		return ""
	}
	return s
}

// maxBylineWords bounds a byline's words: a longer line is a menu or a
// sentence, not names.
const maxBylineWords = 16

// notNames are bylines naming nobody: a feed, a date's label.
var notNames = map[string]bool{"rss": true, "rss feed": true, "updated": true, "last updated": true, "published": true,
	"posted": true, "admin": true}

// namesSomeone reports a byline left with a name in it: letters, not a
// date or a day alone, not a label, not a line of many words.
func namesSomeone(s string) bool {
	t := strings.ToLower(s)
	if notNames[t] || slices.Contains(bylineLabels, t) || weekdays[t] || monthNames[t] > 0 || strings.IndexFunc(s, unicode.IsLetter) < 0 || isDateLike(s) {
		return false
	}
	return len(strings.Fields(s)) <= maxBylineWords
}

// withoutTrailingDate drops the words ending a byline that make a date
// ("Nathan Willis March 25"), when a name stands before them.
func withoutTrailingDate(s string) string {
	f := strings.Fields(s)
	for n := 1; n < len(f); n++ {
		if !isDateLike(strings.Join(f[n:], " ")) {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(f[n]); unicode.IsDigit(r) || monthNames[strings.ToLower(strings.Trim(f[n], ".,"))] > 0 || weekdays[strings.ToLower(strings.Trim(f[n], ".,"))] {
			return strings.Join(f[:n], " ")
		}
	}
	return s
}

// withoutReadingTime drops a reading time ending a byline ("Oleg
// Parashchak 7 min", "… 5 min read").
func withoutReadingTime(s string) string {
	f := strings.Fields(s)
	n := len(f)
	for n > 0 && readingWords[strings.ToLower(strings.TrimRight(f[n-1], "."))] {
		n--
	}
	if n < len(f) && n > 1 && unicode.IsDigit(rune(f[n-1][0])) {
		return strings.Join(f[:n-1], " ")
	}
	return s
}

// afterBylineLabel drops a label opening a byline ("By", "Written by:"),
// or, when the line holds one before the names ("Heard on All Things
// Considered By Sergio …"), what stands before it.
func afterBylineLabel(s string) string {
	low := strings.ToLower(s)
	for _, l := range bylineLabels {
		if rest, ok := strings.CutPrefix(low, l); ok && (strings.HasPrefix(rest, " ") || strings.HasPrefix(rest, ":")) {
			if t := strings.TrimSpace(strings.TrimLeft(s[len(l):], " :")); t != "" {
				return t
			}
		}
	}
	if i := strings.Index(s, " By "); i > 0 {
		if t := strings.TrimSpace(s[i+4:]); t != "" && unicode.IsUpper([]rune(t)[0]) {
			return t
		}
	}
	return s
}
