package render

import (
	"strings"
)

// Markdown that cannot hold live HTML. Note apps render Markdown with raw
// HTML allowed, so whatever a page can make the writer emit as a tag runs
// there. Raw HTML (a block or an inline tag, a comment, an autolink) needs
// a literal "<" that Markdown does not read as text, so the writer keeps
// every "<" of the page out of reach:
//
//   - in text, "<" is written "&lt;", and the characters that open inline
//     constructs (\ * _ ` [ ]) and entity references (& before a name or #)
//     are escaped: a link, an image or a reference definition only comes
//     from the writer itself;
//   - code (a <pre>, an inline <code>) is written verbatim inside a fence
//     or a backtick run longer than any backtick run in it, so its text
//     cannot end the block or the span; a carriage return (a line ending
//     to Markdown) becomes a line feed, so every line carries the prefix
//     of the list or quote it is in;
//   - a link or image destination has ( ) escaped and white space,
//     controls, < > \ and ` percent-encoded (mdDestination): it cannot end
//     early, and the resolver gave only http(s), mailto or data: images.
//
// core/mdfile writes titles, bylines, comments and front matter by the same
// rules (MarkdownText, MarkdownLine). The property — no element or
// attribute outside the sanitiser's allow-list once the Markdown is
// rendered with raw HTML allowed — is tested on every output and fuzzed
// (core/mdfile).

// mdSpecial marks the bytes escapeMD may change.
var mdSpecial = [256]bool{'\\': true, '*': true, '_': true, '`': true, '[': true, ']': true, '<': true, '&': true}

// escapeMD escapes text for an inline Markdown context.
func escapeMD(s string) string {
	i := 0
	for i < len(s) && !mdSpecial[s[i]] {
		i++
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:i])
	for ; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '<':
			b.WriteString("&lt;")
			continue
		case c == '&':
			if i+1 < len(s) && (isAlnum(s[i+1]) || s[i+1] == '#') {
				b.WriteByte('\\') // "&lt;" on the page is text, not an entity
			}
		case mdSpecial[c]:
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	return b.String()
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// MarkdownText writes plain text, lines apart by line feeds, as Markdown
// that shows the same text: each line's inline specials escaped (escapeMD),
// its white space at both ends dropped (no indented code), and a line that
// would open a block — a heading, quote, list item, rule, table row, fence
// or setext underline — escaped at its start. Carriage returns end lines
// too. Blank lines stay, so paragraphs do.
func MarkdownText(s string) string {
	s = normalizeNewlines(s)
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = MarkdownLine(l)
	}
	return strings.Join(lines, "\n")
}

// MarkdownLine is MarkdownText for one line of text: its white space
// folded (no line ends, so it stays on its line), its specials escaped,
// and a block marker at its start escaped.
func MarkdownLine(s string) string {
	return escapeLineStart(escapeMD(strings.Join(strings.Fields(s), " ")))
}

// escapeLineStart escapes the marker that would make text at the start of
// a line open a block: an ATX heading (# followed by a space), a quote, a
// list item (- + or a number with . or ) followed by a space), a rule or
// setext underline (- =), a table row or delimiter row (| :-) or a tilde
// fence. Text that
// opens none ("#tag", "-5", "3.5") is left as it is.
func escapeLineStart(s string) string {
	if s == "" {
		return s
	}
	endsMarker := func(i int) bool { return i >= len(s) || s[i] == ' ' || s[i] == '\t' }
	switch s[0] {
	case '>', '|':
		return `\` + s
	case '#':
		n := 1
		for n < len(s) && s[n] == '#' {
			n++
		}
		if n <= 6 && endsMarker(n) {
			return `\` + s
		}
	case '-', '=':
		if endsMarker(1) || s[1] == s[0] {
			return `\` + s
		}
	case '+':
		if endsMarker(1) {
			return `\` + s
		}
	case ':':
		if len(s) > 1 && s[1] == '-' { // a table's delimiter row
			return `\` + s
		}
	case '~':
		if strings.HasPrefix(s, "~~~") {
			return `\` + s
		}
	}
	d := 0
	for d < len(s) && d < 10 && s[d] >= '0' && s[d] <= '9' {
		d++
	}
	if d > 0 && d < 10 && d < len(s) && (s[d] == '.' || s[d] == ')') && endsMarker(d+1) {
		return s[:d] + `\` + s[d:]
	}
	return s
}

// normalizeNewlines turns CRLF and lone CR into LF: Markdown ends a line
// at each, and the writer must see every line to prefix it.
func normalizeNewlines(s string) string {
	if !strings.Contains(s, "\r") {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
}

// mdDestination writes a URL as a Markdown link or image destination that
// the URL cannot end early: parentheses are backslash-escaped (the URL is
// unchanged), and space, controls, < > \ and ` are percent-encoded.
func mdDestination(u string) string {
	var b strings.Builder
	b.Grow(len(u) + 8)
	for i := 0; i < len(u); i++ {
		switch c := u[i]; {
		case c == '(' || c == ')':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c <= ' ' || c == 0x7f || c == '<' || c == '>' || c == '\\' || c == '`':
			const hex = "0123456789ABCDEF"
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// codeSpan writes inline code verbatim between backtick runs longer than
// any run inside it (padded with a space when it starts or ends with a
// backtick, which Markdown strips again). The text has no line ends
// (dom.Text folds white space), so the span cannot be split by a blank
// line.
func codeSpan(t string) string {
	fence := strings.Repeat("`", longestRun(t, '`')+1)
	if strings.HasPrefix(t, "`") || strings.HasSuffix(t, "`") {
		t = " " + t + " "
	}
	return fence + t + fence
}

// codeFence is the fence of a code block holding code: three backticks, or
// one more than the longest backtick run in it.
func codeFence(code string) string {
	return strings.Repeat("`", max(3, longestRun(code, '`')+1))
}

// longestRun is the length of the longest run of c in s.
func longestRun(s string, c byte) int {
	best, run := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			run++
			best = max(best, run)
		} else {
			run = 0
		}
	}
	return best
}
