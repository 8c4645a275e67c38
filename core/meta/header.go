package meta

import (
	"net/url"
	"strings"
	"unicode"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
)

// The header the reader shows above the article — title, byline, date —
// is read from the page's metadata, which sites fill carelessly: entities
// escaped twice ("Traveler&#8217;s"), Markdown or HTML marks, the site's
// name beside the headline, "By" and the date beside the author's name.
// This file cleans the title and the byline; dates.go turns dates into
// ISO 8601.

// headerText is a metadata text as a reader shows it: entities escaped
// twice decoded, HTML tags and Markdown marks (a heading's #, emphasis
// around the whole) removed, white space folded.
func headerText(s string) string {
	if strings.IndexByte(s, '&') >= 0 {
		s = html.UnescapeString(s)
	}
	var b strings.Builder
	for len(s) > 0 { // tags: "<" and a letter or "/" up to ">"
		i := strings.IndexByte(s, '<')
		j := strings.IndexByte(s[max(i, 0):], '>')
		if i < 0 || j < 0 || i+1 == len(s) || !unicode.IsLetter(rune(s[i+1])) && s[i+1] != '/' {
			b.WriteString(s)
			break
		}
		b.WriteString(s[:i] + " ")
		s = s[i+j+1:]
	}
	s = strings.TrimSpace(strings.TrimRight(strings.TrimLeft(dom.FoldSpace(b.String()), "#"), "¶"))
	if len(s) > 2 && s[0] == s[len(s)-1] && strings.IndexByte("*_`", s[0]) >= 0 {
		s = strings.TrimSpace(strings.Trim(s, s[:1])) // **emphasis** around the whole
	}
	return s
}

// titleSeparators join a headline and the site's name. A colon without a
// space before it ("Tutorial: Get started") is cut only when the other
// part names the site by its name or address.
var titleSeparators = [...]string{" | ", " - ", " – ", " — ", " · ", " • ", " :: ", " : ", " » ", " › ", " / ", ": "}

// siteEvidence is what names the site on a page, lower-cased: its declared
// names (og:site_name, application-name, the JSON-LD publisher), the labels
// of its host that are its own (home.tarkett.co.uk: tarkett), the page's
// other titles (<title>, og:title, twitter:title) and its <h1>s.
type siteEvidence struct {
	names, labels, titles, h1s []string
}

// withoutSiteParts drops the parts at either end of a title that name the
// site (namesSite), the last first, while another part remains; once one
// is gone, the parts between the headline and it go too when the rest is
// the page's <h1> ("Using promises - JavaScript | MDN").
func withoutSiteParts(title string, ev siteEvidence) string {
	title = withoutWholeSiteName(title, ev.names)
	parts := []int{0} // the parts' starts and ends, in pairs; a colon's part starts negative
	for i := 1; i < len(title); i++ {
		for _, sep := range titleSeparators {
			if strings.HasPrefix(title[i:], sep) {
				start := i + len(sep)
				if sep == ": " {
					start = -start
				}
				parts = append(parts, i, start)
				i += len(sep) - 1
				break
			}
		}
	}
	parts = append(parts, len(title))
	cut := false
	for len(parts) > 2 {
		n := len(parts)
		p, rest, colon := lowerSpan(title, parts[n-2:]), lowerSpan(title, parts[:n-2]), parts[n-2] < 0
		if ev.namesSite(p, rest, colon) || cut && !colon && ev.has(ev.h1s, rest) {
			parts, cut = parts[:n-2], true
			continue
		}
		p, rest, colon = lowerSpan(title, parts[:2]), lowerSpan(title, parts[2:]), parts[2] < 0
		if !ev.namesSite(p, rest, colon) {
			break
		}
		parts, cut = parts[2:], true
	}
	return span(title, parts)
}

// withoutWholeSiteName drops a declared site name that holds a separator
// itself ("Urge Fitness | Affordable 24/7 Gyms Near Me") from the end of
// a title, with the separator before it: split into parts, such a name is
// never one part.
func withoutWholeSiteName(title string, names []string) string {
	low := strings.ToLower(title)
	for _, n := range names {
		if len(low) != len(title) || len(titleParts(n)) < 2 || !strings.HasSuffix(low, n) {
			continue
		}
		head := title[:len(title)-len(n)]
		for _, sep := range titleSeparators {
			if h, ok := strings.CutSuffix(head, sep); ok && strings.TrimSpace(h) != "" {
				return strings.TrimSpace(h)
			}
		}
	}
	return title
}

// span is the text of title from the first part of parts to the last.
func span(title string, parts []int) string {
	return strings.TrimSpace(title[abs(parts[0]):parts[len(parts)-1]])
}

// lowerSpan is span lower-cased.
func lowerSpan(title string, parts []int) string { return strings.ToLower(span(title, parts)) }

func abs(n int) int { return max(n, -n) }

// has reports a list holding s.
func (siteEvidence) has(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// namesSite reports a title's end part (lower case) that names the site:
// it is a declared name, its beginning ("utne" of "utne – cure
// ignorance"), or it and a word more ("deloitte us"); it is the host's
// label, a few letters more at most (Tarkett, Newegg.com, Helly Hansen US;
// not Gymshark Arrival T-Shirt); and, not across a bare colon, another
// title of the page is the rest alone (og:title "Participatory Culture"
// beside "danah boyd | apophenia » Participatory Culture").
func (ev siteEvidence) namesSite(p, rest string, colon bool) bool {
	for _, n := range ev.names {
		if strings.HasPrefix(n+" ", p+" ") || strings.HasPrefix(p+" ", n+" ") && strings.Count(p[len(n):], " ") <= 1 {
			return true
		}
	}
	sq := squash(p)
	for _, l := range ev.labels {
		if len(l) >= 3 && strings.HasPrefix(sq, l) && len(sq)-len(l) <= maxLabelTail {
			return true
		}
	}
	if colon {
		return false
	}
	for _, t := range ev.titles {
		if t == rest || strings.Contains(rest, t) && !strings.Contains(t, p) {
			return true // the other title is the headline alone
		}
	}
	return false
}

// maxLabelTail is what a part may hold after the host's label and still
// name the site: a domain (Newegg.com), a country (Helly Hansen US), a
// "Co-op".
const maxLabelTail = 4

// squash keeps a text's letters and digits.
func squash(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return r
		}
		return -1
	}, s)
}

// hostLabels returns the labels of an address's host that name the site:
// the registered name and the subdomains, less the top-level domain, a
// country's second level (co.uk counts as one) and labels any site uses
// (www, blog, docs, …).
func hostLabels(address string) []string {
	u, err := url.Parse(address)
	if err != nil {
		return nil
	}
	labels := strings.Split(strings.ToLower(u.Hostname()), ".")
	var out []string
	for i, l := range labels[:max(len(labels)-1, 0)] {
		if !inWords(genericLabels, l) && !(i == len(labels)-2 && i > 0 && inWords(secondLevel, l)) {
			out = append(out, squash(l))
		}
	}
	return out
}

// genericLabels are host labels that name a service of any site, not the
// site; secondLevel the second levels of country domains.
const (
	genericLabels = " www www2 m en home blog blogs news docs doc wiki shop store app help support developer developers learn api community forum forums "
	secondLevel   = " co com org net ac gov edu gob or ne "
)

// bylineLabels open a byline before the names, in the languages of the
// features (lower case, longest first).
var bylineLabels = [...]string{"written by", "posted by", "published by", "reported by", "words by", "story by", "text by",
	"authors", "author", "autorin", "autore", "auteur", "autor", "by", "von", "par", "por", "door", "di"}

// secondRoles begin the other contributors' part of a byline ("Written by
// Ann Lee Edited by Bo Park"): the byline is the authors before it.
var secondRoles = [...]string{"edited by", "reviewed by", "fact checked by", "fact-checked by", "medically reviewed by",
	"bearbeitet von", "redigiert von", "geprüft von", "édité par", "révisé par", "relu par", "editado por", "revisado por",
	"a cura di", "revisionato da", "bewerkt door", "geredigeerd door", "nagekeken door"}

// beforeSecondRole cuts a byline before another contributor's role
// (secondRoles), when names precede it.
func beforeSecondRole(s string) string {
	low := strings.ToLower(s)
	if len(low) != len(s) {
		return s // a lower case of another length: the offsets would not hold
	}
	for _, r := range secondRoles {
		if i := strings.Index(low, " "+r+" "); i > 0 {
			s, low = s[:i], low[:i]
		}
	}
	return s
}

// isCounter reports a count shown beside a name (a reputation, a number
// of posts or badges: "196", "14.6k", "1,204"): digits with separators
// and a k or m after them. A name holds no word like it.
func isCounter(w string) bool {
	w = strings.TrimRight(w, "kKmM")
	if w == "" || w[0] < '0' || w[0] > '9' {
		return false
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; (c < '0' || c > '9') && c != ',' && c != '.' {
			return false
		}
	}
	return true
}

// bylineSeparators stand between the names and what follows them in a
// byline line (a date, a reading time).
var bylineSeparators = [...]string{" on ", " - ", " – ", " — ", " • ", " · ", " | ", " » ", ", ", " @ ", " at ", " am ", " le ", " el "}

// notNames are bylines naming nobody: a feed, a date's label.
const notNames = " rss rss·feed updated last·updated published posted admin "

// maxBylineWords bounds a byline's words: a longer line is a menu or a
// sentence, not names.
const maxBylineWords = 16

// bylineNames returns a byline as the names alone: the label before them
// ("By", "Written by:", "Von"; or a line's words before "By") and the
// dates and reading times after them ("on Aug 9, 2012 9:29 AM EDT", "•
// March 12, 2025", "7 min read") removed; "" for a text that names nobody
// (a date, "RSS feed", a label, a long line) or a commenter's line
// ("Jiobal says:").
func bylineNames(s string) string {
	s = headerText(s)
	low := strings.ToLower(s)
	if strings.HasSuffix(low, " says:") || strings.HasSuffix(low, " said:") || strings.HasSuffix(low, " wrote:") {
		return ""
	}
	for _, l := range bylineLabels {
		if strings.HasPrefix(low, l+" ") || strings.HasPrefix(low, l+":") {
			s = s[len(l):]
			break
		}
	}
	if i := strings.Index(s, " By "); i > 0 && i+4 < len(s) && unicode.IsUpper(rune(s[i+4])) {
		s = s[i+4:]
	}
	for k := 0; k < len(bylineSeparators); k++ { // "on Aug 9, 2012 9:29 AM EDT", "• March 12, 2025"
		if i := strings.LastIndex(s, bylineSeparators[k]); i > 0 && isDateLike(s[i:]) {
			s, k = s[:i], -1
		}
	}
	s = beforeSecondRole(s)
	f := strings.Fields(strings.Trim(s, " :"))
	for i := 1; i < len(f); i++ {
		if isCounter(f[i]) { // "jldugger 14.6k 20 gold badges", "paulb203 196 76"
			f = f[:i]
			break
		}
	}
	for len(f) > 1 && dateWord(strings.ToLower(strings.Trim(f[len(f)-1], ".,"))) {
		f = f[:len(f)-1] // "Nathan Willis March 25", "Oleg Parashchak 7 min"
	}
	if len(f) > 1 && inWords(" on at am le el ", strings.ToLower(f[len(f)-1])) {
		f = f[:len(f)-1]
	}
	s = strings.TrimRight(strings.Join(f, " "), " ,;:|-–—•·»")
	t := strings.ToLower(s)
	if inWords(notNames, strings.ReplaceAll(t, " ", "·")) || dateWord(t) || isDateLike(s) ||
		strings.IndexFunc(s, unicode.IsLetter) < 0 || len(f) > maxBylineWords {
		return ""
	}
	for _, l := range bylineLabels {
		if t == l {
			return ""
		}
	}
	return s
}
