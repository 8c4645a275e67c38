package thread

import (
	"strings"
	"unicode/utf8"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Signature lines and headers: where a comment template writes the
// writer and the date in one line of words rather than in elements of
// their own — "by Kate on November 29, 2010 at 8:03 am. Reply", "Heather
// on October 23rd, 2012 1:37 pm" loose before the body, "Posted by: Sue |
// 22 March 2014 at 07:15", "<h3><a>Paul Howard</a> says:</h3>" — and the
// words around a name that are no part of it ("by", "(1134931)").

// headingAuthor reads the author from a heading of the item that heads
// it with the writer's name: "<h3><a>Paul Howard</a> says:</h3>", "<h4>Lora
// Lee <span>On Thursday, November 1 at 2:57 pm</span></h4>". A heading in
// an item is more often its subject ("Re: gutters"), so the name must be
// marked as one: by the verb after it (trimSays) or by a date beside it
// in the heading — a date whole or shown without its year, which is then
// the item's date as shown when it has none.
func (f *Finder) headingAuthor(m *postMeta, h int) {
	if f.st.Chars[h] > maxSignatureChars {
		return
	}
	lead, marked, rest := f.headingParts(h)
	name := nameText(lead)
	if name == "" {
		return
	}
	// "<a>Ann</a> says:": the verb goes, the marked name stays.
	says := dom.FoldSpace(marked) == name && len(strings.Fields(name)) < len(strings.Fields(lead))
	dated := rest >= 0 && shownDay(f.text(rest))
	if !says && !dated {
		return
	}
	// Marked as plainly as a <cite>; the heading is the item's header, not
	// its body.
	m.author, m.authorEl, m.authorTier = name, h, tierMarked
	if dated && m.dateTier > tierSignature {
		t := strings.TrimSpace(f.text(rest))
		m.date, m.dateText, m.dateEl, m.dateTier = TextDate(t), t, rest, tierSignature
	}
}

// headingParts splits a heading into the text that leads it (its text
// and its links, strong, b and cite, up to its first other element), the
// text of the first of those elements, and that first other element (-1:
// none).
func (f *Finder) headingParts(h int) (lead, marked string, rest int) {
	var b strings.Builder
	d := h + 1
	for c := f.doc.Elems[h].FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			b.WriteString(c.Data)
			continue
		case c.Type != html.ElementNode:
			continue
		}
		for d <= f.doc.End(h) && f.doc.Elems[d] != c {
			d++
		}
		switch c.DataAtom {
		case atom.A, atom.Strong, atom.B, atom.Cite:
			if marked == "" {
				marked = dom.Text(c)
			}
			b.WriteString(dom.Text(c))
			d = f.doc.End(d) + 1
		default:
			return b.String(), marked, d
		}
	}
	return b.String(), marked, -1
}

// shownDay reports a short text that shows a day: a whole date, or a
// month's name and a day's number, a date without its year ("On Thursday,
// November 1 at 2:57 pm", "3 mars").
func shownDay(t string) bool {
	if len(t) > maxShownDate {
		return false
	}
	if TextDate(t) != "" {
		return true
	}
	month, day := false, false
	for w := range strings.FieldsSeq(t) {
		w = strings.Trim(w, ".,;:()")
		switch {
		case monthOf(w) != 0:
			month = true
		case allDigits(strings.TrimRight(w, "stndrh")) && len(strings.TrimRight(w, "stndrh")) <= 2:
			day = true
		}
	}
	return month && day
}

// trimByAndCounter drops what a template prints around a name that is no
// part of it: the "by" that opens a byline ("by gfxguy", "par Anne", "por
// Ana", "door Jan": byWord) and a number in brackets after it, the
// member's id or post count ("ILongForDarkness (1134931)", "ann (42)").
func trimByAndCounter(s string) string {
	if first, rest, ok := strings.Cut(s, " "); ok && rest != "" && byWord(first) {
		s = strings.TrimSpace(rest)
	}
	if strings.HasSuffix(s, ")") {
		if i := strings.LastIndexByte(s, '('); i > 0 && allDigits(strings.ReplaceAll(strings.ReplaceAll(s[i+1:len(s)-1], ",", ""), ".", "")) && i+1 < len(s)-1 {
			s = strings.TrimSpace(s[:i])
		}
	}
	return s
}

// byWord reports the word that introduces a writer's name in the
// languages pith reads ("by", "par", "por", "door"; German "von" and
// Italian "da" also begin names — "von Trier", "da Silva" — and are left).
func byWord(w string) bool {
	switch w {
	case "by", "par", "por", "door":
		return true
	}
	return false
}

// afterBy is the words of a signature after its last byWord, which ends
// the label before the name: "Posted by Anonymous", "Publié par Anne".
func afterBy(words []string) []string {
	for i := len(words) - 2; i >= 0; i-- {
		if byWord(words[i]) {
			return words[i+1:]
		}
	}
	return words
}

// maxDateRun bounds the words of a date inside a line ("Tuesday, 29
// November 2010 at 8:03 pm" is eight).
const maxDateRun = 10

// dateInWords finds a whole date among the words of a comment's own
// header or footer line that says more than the date and has no separator
// around it: "by Kate on November 29, 2010 at 8:03 am. Reply", "Heather
// on October 23rd, 2012 1:37 pm", "Posted by: Reed at April 6, 2007 3:09
// PM". The date is the longest run of words TextDate reads that begins
// with a number or a month and ends with a number, a month or am/pm (so no
// word of the line around it is taken for a connector of the date);
// before is the line's text before it (the signer).
func dateInWords(t string) (iso, part, before string) {
	if !hasYear(t) {
		return "", "", ""
	}
	words := strings.Fields(t)
	for i, w := range words {
		if !dateEdge(w) || i == 1 && strings.HasSuffix(words[0], ":") {
			continue // a labelled figure ("Registered: 2019-02-17"), as TextDate
		}
		for j := min(len(words), i+maxDateRun); j > i; j-- {
			if !dateEdge(words[j-1]) {
				continue
			}
			run := strings.TrimRight(strings.Join(words[i:j], " "), ".,;")
			if iso = TextDate(run); iso != "" {
				return iso, run, strings.Join(words[:i], " ")
			}
		}
	}
	return "", "", ""
}

// dateEdge reports a word that may open or close a shown date: one with a
// digit, a month's name, or am/pm.
func dateEdge(w string) bool {
	w = strings.Trim(w, ".,;:()")
	if strings.ContainsAny(w, "0123456789") || monthOf(w) != 0 {
		return true
	}
	switch strings.ToLower(w) {
	case "am", "pm":
		return true
	}
	return false
}

// signatureLine reads a date, and the author beside it, from a short line
// that signs the item (its element id, -1 for the item's loose head
// text): "Posted by: Sue | 22 March 2014 at 07:15", or with no separator,
// "by Kate on November 29, 2010 at 8:03 am" (dateInWords).
func (f *Finder) signatureLine(m *postMeta, line string, id int) bool {
	parts := signatureParts(line)
	for i, p := range parts {
		iso := TextDate(p)
		if iso == "" || len(parts) == 1 {
			continue // a line without separators: its words around the date (below)
		}
		who := parts[0] // the part beside the date's
		if i == 0 {
			who = parts[1]
		}
		f.signWith(m, iso, strings.TrimSpace(p), who, id)
		return true
	}
	iso, part, before := dateInWords(line)
	if iso == "" {
		return false
	}
	who := f.signerElement(id, before)
	if who == "" {
		who = signerName(before)
	}
	f.signWith(m, iso, part, who, id)
	return true
}

// signerElement is the name an element of a signature line shows before
// its date ("by <a>Kate Klemens</a> on …", "<a>ANN</a> Posted on …"): the
// first link, strong, cite or span in it that is a name and no control
// ("Reply"). The line's words around it are template, not name.
func (f *Finder) signerElement(id int, before string) string {
	if id < 0 {
		return ""
	}
	for d := id + 1; d <= f.doc.End(id); d++ {
		switch f.doc.Tag(d) {
		case atom.A, atom.Strong, atom.B, atom.Cite, atom.Span:
		default:
			continue
		}
		if f.st.Chars[d] > maxNameChars || f.commentChrome(d) {
			continue
		}
		if n := nameText(f.text(d)); n != "" && strings.Contains(before, n) {
			return n
		}
	}
	return ""
}

// signWith gives the item the date and signer of its signature line where
// it has none better. The name the line sets beside the date it gives
// also beats a link read as a name elsewhere in the item (tierLink): a
// thread's header "Started by Ann, June 04, 2024" holds "Previous topic".
func (f *Finder) signWith(m *postMeta, iso, shown, who string, id int) {
	dated := m.dateTier > tierSignature
	if dated {
		m.date, m.dateText, m.dateEl, m.dateTier = iso, shown, id, tierSignature
	}
	if (m.authorTier > tierSignature || dated && m.authorTier == tierLink) && who != "" {
		if _, after, ok := strings.Cut(who, ":"); ok {
			who = after // "Posted by: Sue"
		}
		if n := nameText(strings.Join(afterBy(strings.Fields(who)), " ")); n != "" {
			if m.authorTier == tierLink {
				m.authorEl = -1 // the link is the item's again
			}
			m.author, m.authorTier = n, tierSignature
		}
	}
}

// signerName is the name in the words a signature line sets before its
// date: "by Kate Klemens on" → "Kate Klemens", "Heather on" → "Heather",
// "Posted by: Reed at" → "Reed", "4. bob -" → "bob". Templates join name
// and date with a short lower-case word (on, at, am, le, el, il, op, em,
// às …), in every language pith reads: such a word at the end goes, and
// alone ("on October 30, 2012") it names no one; so do a label before a
// colon, what comes before a "by" (byWord), the comment's number before
// the name, and a dash after it (which also ends the name: "bob cat -"
// keeps its "cat"). A question is no signer (a comment's line of text
// beside its date).
func signerName(before string) string {
	if _, after, ok := strings.Cut(before, ":"); ok {
		before = after
	}
	before = strings.TrimSpace(before)
	dashed := strings.TrimRight(before, "-–—,|") != before
	words := afterBy(strings.Fields(strings.Trim(before, " -–—,|")))
	if len(words) > 1 && strings.TrimRight(words[0], ".)") != words[0] && allDigits(strings.TrimRight(words[0], ".)")) {
		words = words[1:] // "4. bob"
	}
	if n := len(words); n > 0 && !dashed && utf8.RuneCountInString(words[n-1]) <= 3 && strings.ToLower(words[n-1]) == words[n-1] {
		words = words[:n-1]
	}
	name := strings.Trim(strings.Join(words, " "), " -–—,|")
	if strings.ContainsAny(name, "?!") {
		return ""
	}
	return name
}

// headText is the text an item shows before its first block, when short
// enough to sign it: the loose header line of a template that writes
// "Heather on October 23rd, 2012 1:37 pm" straight into the comment's
// element, its body in a block after it.
func (f *Finder) headText(root int) string {
	var b strings.Builder
	for c := f.doc.Elems[root].FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			b.WriteString(c.Data)
		case c.Type != html.ElementNode || dom.NonContent(c):
		case dom.IsBlock(c.DataAtom):
			return dom.FoldSpace(b.String())
		default:
			b.WriteString(" " + dom.Text(c) + " ")
		}
		if b.Len() > maxSignatureChars {
			return ""
		}
	}
	return ""
}
