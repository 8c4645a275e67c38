package dom

import (
	"strings"

	"golang.org/x/net/html/atom"
)

// Script and style bodies are a third to a half of a page's bytes and none
// of them is ever read (JSON-LD aside), yet x/net/html's tokenizer walks
// them byte by byte; attribute values cost it more still (it reads, copies,
// unescapes and converts each one), and the largest are ones no step reads:
// SVG path data, event handlers, data-* blobs. leanSource removes both
// before parsing: on the median page of scrapinghub and web2026 the parse
// takes 18 % and 25 % less time, the scan costing back 6 % (issue 6). It
// also leaves out white space no step reads, against blocks (spaces.go).
// The element tree is the same as the original's, element for element and
// attribute for attribute: only the dropped bodies' text nodes and white
// space are missing, and unread attributes have empty values;
// TestLeanSourceKeepsTheTree and FuzzLeanSource check that against
// x/net/html itself (and that the text reads the same, block for block).
//
// To be exact, the scan follows x/net/html's tokenizer (token.go) wherever
// it decides what a '<' starts: tags with their quoted attribute values,
// comments, markup declarations, the raw-text elements and the script
// escape states. A body is dropped only where the tokenizer is certainly
// reading it as raw text: never inside <svg> or <math> (foreign content,
// where <script> and <style> are parsed as markup), never when the end tag
// is missing. Whatever the scan is unsure of, it keeps. A step that starts
// reading a script body or an attribute must keep it here (keptScript,
// UnreadAttr).

// keptScript reports a script type whose body is read: JSON-LD, the page's
// metadata. The tree encoders send the same bodies (sendsChildren).
func keptScript(typ string) bool {
	return strings.EqualFold(strings.TrimSpace(typ), "application/ld+json")
}

// LazySrcAttrs are the attributes lazy-loading scripts keep an image's real
// source in, read by the renderer before src.
var LazySrcAttrs = []string{"data-src", "data-lazy-src", "data-original", "data-srcset", "data-lazy-srcset"}

// readDataWords are the words of the data-* attributes whose values the
// comment and post metadata reads (data-author, data-timestamp,
// data-comment-timestamp, data-score, data-permalink, data-tippy-content).
var readDataWords = []string{"time", "date", "author", "username", "score", "permalink", "tippy"}

// UnreadAttr reports an attribute (lower-case name) whose value no step
// of pith reads: SVG path data (d), event handlers (on*) and data-*
// attributes other than LazySrcAttrs and those naming readDataWords.
// leanSource empties their values.
func UnreadAttr(key string) bool {
	switch {
	case key == "d":
		return true
	case len(key) > 2 && key[0] == 'o' && key[1] == 'n':
		return true
	case strings.HasPrefix(key, "data-"):
		for _, k := range LazySrcAttrs {
			if key == k {
				return false
			}
		}
		for _, w := range readDataWords {
			if strings.Contains(key[5:], w) {
				return false
			}
		}
		return true
	}
	return false
}

// unreadAttrFold is UnreadAttr on a name as written in the source.
func unreadAttrFold(key string) bool {
	if len(key) == 0 || len(key) > 64 {
		return false
	}
	for i := 0; i < len(key); i++ {
		if c := key[i]; c >= 'A' && c <= 'Z' {
			return UnreadAttr(strings.ToLower(key))
		}
	}
	return UnreadAttr(key)
}

// lean is leanSource's output: src with spans cut out.
type lean struct {
	src  string
	out  strings.Builder // allocated at the first cut, uncleared
	kept int             // src[kept:] is not yet copied to out
}

// cut leaves src[from:to] out.
func (l *lean) cut(from, to int) { l.replace(from, to, "") }

// replace puts with in place of src[from:to].
func (l *lean) replace(from, to int, with string) {
	if l.out.Cap() == 0 {
		l.out.Grow(len(l.src))
	}
	l.out.WriteString(l.src[l.kept:from])
	l.out.WriteString(with)
	l.kept = to
}

func (l *lean) String() string {
	if l.out.Cap() == 0 {
		return l.src
	}
	l.out.WriteString(l.src[l.kept:])
	return l.out.String()
}

// leanSource returns src without the text of <script> (other than
// keptScript) and <style> elements and with the values of UnreadAttr
// attributes emptied, or src itself when there is nothing to drop.
func leanSource(src string) string {
	l := lean{src: src}
	var sp spaces
	foreign := 0 // open <svg> and <math> elements, as far as the scan knows
	n := len(src)
	i := 0
scan:
	for i < n {
		j := strings.IndexByte(src[i:], '<')
		if j < 0 || i+j+1 >= n {
			break
		}
		text := src[i : i+j] // the text since the last token
		from := i
		i += j + 1 // just after '<'
		// What the '<' starts: a start or end tag (name), markup that is
		// no tag and no text (a comment, a doctype, "</>"), or text.
		c := src[i]
		var name string
		isText := false
		switch {
		case isASCIILetter(c):
			name = src[i:nameEnd(src, i+1)]
		case c == '/' && i+1 < n && isASCIILetter(src[i+1]):
			name = src[i+1 : nameEnd(src, i+2)]
		case c != '!' && c != '/' && c != '?':
			isText = true
		}
		a, class := tagClass(name)
		if text != "" || isText {
			switch {
			case isText || !asciiSpaceOnly(text):
				sp.text()
			case sp.drop(name != "", c == '/', a, class, foreign):
				l.cut(from, from+j)
			}
		}
		switch {
		case isASCIILetter(c):
			t := scanTag(src, i, i+len(name), &l)
			if t.end >= n {
				break scan // the tag runs to the end of the input
			}
			i = t.end
			sp.start(a, class, foreign)
			switch t.name {
			case "svg", "math":
				if !t.selfClosing {
					foreign++
				}
			case "script", "style":
				end := rawEnd(src, i, t.name)
				if end >= n {
					break scan // no end tag: the rest is raw text
				}
				if foreign == 0 && end > i && (t.name == "style" || !keptScript(t.typ)) {
					l.cut(i, end)
				}
				i = end
			case "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript":
				i = rawEnd(src, i, t.name)
			case "plaintext":
				break scan // the rest of the input is text
			}
		case c == '/':
			switch {
			case name != "":
				// Most end tags are a name and '>': read just that.
				k := i + 1 + len(name)
				end := k + 1
				if k >= n || src[k] != '>' {
					end = scanTag(src, i+1, k, nil).end
				}
				sp.end(a, class, foreign)
				if foreign > 0 && (a == atom.Svg || a == atom.Math) {
					foreign--
				}
				i = end
			case i+1 < n && src[i+1] == '>':
				i += 2 // "</>" is nothing
			default:
				i = closeAngle(src, i) // a bogus comment
			}
		case c == '!':
			switch {
			case strings.HasPrefix(src[i:], "!--"):
				i = commentEnd(src, i+1)
			case foreign > 0 && strings.HasPrefix(src[i:], "![CDATA["):
				// Only foreign content has CDATA sections; elsewhere this
				// is a bogus comment ending at the first '>', which comes
				// no later: skipping further keeps the scan on the safe
				// side (inside foreign content nothing is dropped).
				if k := strings.Index(src[i:], "]]>"); k >= 0 {
					i += k + 3
				} else {
					i = n
				}
			default:
				i = closeAngle(src, i) // doctype or bogus comment
			}
		case c == '?':
			i = closeAngle(src, i)
		}
	}
	return l.String()
}

// nameEnd is the index of the first byte from i that ends a tag name:
// white space, '/' or '>' (or len(s)).
func nameEnd(s string, i int) int {
	for i < len(s) && tagByte[s[i]]&(bSpace|bSlash|bClose) == 0 {
		i++
	}
	return i
}

// asciiSpaceOnly reports text of the tokenizer's white space only.
func asciiSpaceOnly(s string) bool {
	for i := 0; i < len(s); i++ {
		if tagByte[s[i]]&bSpace == 0 {
			return false
		}
	}
	return true
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func isTagSpace(c byte) bool { return tagByte[c]&bSpace != 0 }

// tagByte classes the bytes that end a tag's name, key or value: one table
// load per byte in scanTag's loops, the scan's hottest.
var tagByte = func() (t [256]uint8) {
	for _, c := range []byte(" \n\r\t\f") {
		t[c] = bSpace
	}
	t['/'], t['>'], t['='] = bSlash, bClose, bEquals
	return t
}()

const (
	bSpace = 1 << iota
	bSlash
	bClose
	bEquals
)

// skipTagSpace is the index of the first byte from i that is not white
// space, or len(s).
func skipTagSpace(s string, i int) int {
	for i < len(s) && isTagSpace(s[i]) {
		i++
	}
	return i
}

// closeAngle is the index after the next '>' from i, or len(s).
func closeAngle(s string, i int) int {
	if k := strings.IndexByte(s[i:], '>'); k >= 0 {
		return i + k + 1
	}
	return len(s)
}

// commentEnd is the index after the comment whose "--" starts at i (the
// "<!" is before it), or len(s). As readComment: it ends at the first "-->"
// counted from the opening dashes ("<!-->" and "<!--->" are whole
// comments), or at the first "--!>" after them.
func commentEnd(s string, i int) int {
	end := len(s)
	if k := strings.Index(s[i:], "-->"); k >= 0 {
		end = i + k + 3
	}
	// Only up to that end: searching the rest of the page for each comment
	// would be quadratic.
	if k := strings.Index(s[min(i+2, end):end], "--!>"); k >= 0 {
		end = i + 2 + k + 4
	}
	return end
}

// tag is what the scan needs of a start or end tag.
type tag struct {
	name        string // lower-cased, only for the names the scan acts on
	typ         string // the first type attribute's value
	end         int    // index after the closing '>', or len(s)
	selfClosing bool
}

// scanTag reads the tag whose name is s[start:i] (nameEnd), as readTag
// does: attribute values are quoted only right after '=' (and white
// space). With l, it empties the values of unread attributes.
func scanTag(s string, start, i int, l *lean) tag {
	n := len(s)
	var t tag
	t.name = rawTagName(s[start:i])
	lastValEnd := -1 // end of the last unquoted value, for "<svg a=/>"
	for {
		i = skipTagSpace(s, i)
		if i >= n {
			t.end = n
			return t
		}
		if s[i] == '>' {
			t.end = i + 1
			t.selfClosing = i > start && s[i-1] == '/' && lastValEnd != i
			return t
		}
		// The attribute's key: an '=' first is part of it.
		keyStart := i
		i++
		for i < n && tagByte[s[i]]&(bSpace|bSlash|bClose|bEquals) == 0 {
			i++
		}
		key := s[keyStart:i]
		if key == "/" {
			continue // a solidus between attributes
		}
		i = skipTagSpace(s, i)
		if i >= n {
			t.end = n
			return t
		}
		if s[i] == '/' {
			i++
			continue
		}
		if s[i] != '=' {
			continue
		}
		i++
		i = skipTagSpace(s, i)
		if i >= n {
			t.end = n
			return t
		}
		var val string
		switch q := s[i]; q {
		case '>':
			continue
		case '"', '\'':
			k := strings.IndexByte(s[i+1:], q)
			if k < 0 {
				t.end = n
				return t
			}
			val = s[i+1 : i+1+k]
			if l != nil && k > 0 && unreadAttrFold(key) {
				l.cut(i+1, i+1+k)
			}
			i += k + 2
			lastValEnd = -1
		default:
			vs := i
			for i < n && tagByte[s[i]]&(bSpace|bClose) == 0 {
				i++
			}
			val = s[vs:i]
			lastValEnd = i
			if l != nil && i < n && unreadAttrFold(key) {
				// Quoted empty: cut alone, the next attribute would
				// become the value.
				l.replace(vs, i, `""`)
			}
			if i < n && s[i] != '>' {
				i++ // the white space ending the value
			}
		}
		if t.typ == "" && len(key) == 4 && strings.EqualFold(key, "type") {
			t.typ = val
			if t.typ == "" {
				t.typ = " " // present but empty: still the first
			}
		}
	}
}

// rawTagName is the lower-cased name when it is one whose start tag
// switches x/net/html's tokenizer to raw text, or svg or math (which the
// scan counts); else "".
func rawTagName(name string) string {
	var cands []string
	switch len(name) {
	case 3:
		cands = []string{"svg", "xmp"}
	case 4:
		cands = []string{"math"}
	case 5:
		cands = []string{"style", "title"}
	case 6:
		cands = []string{"script", "iframe"}
	case 7:
		cands = []string{"noembed"}
	case 8:
		cands = []string{"textarea", "noframes", "noscript"}
	case 9:
		cands = []string{"plaintext"}
	}
	for _, r := range cands {
		if foldEqual(name, r) {
			return r
		}
	}
	return ""
}

// foldEqual compares s with the lower-case ASCII word lower, ignoring ASCII
// case only (as readRawEndTag does; strings.EqualFold also folds Unicode).
func foldEqual(s, lower string) bool {
	for k := 0; k < len(lower); k++ {
		if s[k]|0x20 != lower[k] {
			return false
		}
	}
	return true
}

// endTagAt reports "</name" followed by white space, '/' or '>' with the
// name starting at i (readRawEndTag).
func endTagAt(s string, i int, name string) bool {
	k := i + len(name)
	if k >= len(s) || !foldEqual(s[i:k], name) {
		return false
	}
	c := s[k]
	return isTagSpace(c) || c == '/' || c == '>'
}

// rawEnd is the index of the '<' of the end tag closing the raw text that
// starts at i, or len(s) when there is none.
func rawEnd(s string, i int, name string) int {
	if name == "script" {
		return scriptEnd(s, i)
	}
	for {
		k := strings.Index(s[i:], "</")
		if k < 0 {
			return len(s)
		}
		i += k + 2
		if endTagAt(s, i, name) {
			return i - 2
		}
	}
}

// The states of readScript, the HTML standard's script data states.
const (
	sData = iota
	sLessThan
	sEscapeStart
	sEscapeStartDash
	sEscaped
	sEscapedDash
	sEscapedDashDash
	sEscapedLessThan
	sDoubleEscaped
	sDoubleEscapedDash
	sDoubleEscapedDashDash
	sDoubleEscapedLessThan
)

// scriptEnd is the index of the '<' of the "</script" ending the script
// body starting at i, or len(s): x/net/html's readScript, step for step.
func scriptEnd(s string, i int) int {
	n := len(s)
	state := sData
	for i < n {
		if state == sData {
			// The common case: jump to the next '<'.
			k := strings.IndexByte(s[i:], '<')
			if k < 0 {
				return n
			}
			i += k + 1
			state = sLessThan
			continue
		}
		c := s[i]
		i++
		switch state {
		case sLessThan:
			switch c {
			case '/':
				if endTagAt(s, i, "script") {
					return i - 2
				}
				state = sData
			case '!':
				state = sEscapeStart
			default:
				i--
				state = sData
			}
		case sEscapeStart:
			if c == '-' {
				state = sEscapeStartDash
			} else {
				i--
				state = sData
			}
		case sEscapeStartDash:
			if c == '-' {
				state = sEscapedDashDash
			} else {
				i--
				state = sData
			}
		case sEscaped:
			switch c {
			case '-':
				state = sEscapedDash
			case '<':
				state = sEscapedLessThan
			}
		case sEscapedDash:
			switch c {
			case '-':
				state = sEscapedDashDash
			case '<':
				state = sEscapedLessThan
			default:
				state = sEscaped
			}
		case sEscapedDashDash:
			switch c {
			case '-':
			case '<':
				state = sEscapedLessThan
			case '>':
				state = sData
			default:
				state = sEscaped
			}
		case sEscapedLessThan:
			switch {
			case c == '/':
				if endTagAt(s, i, "script") {
					return i - 2
				}
				state = sEscaped
			case isASCIILetter(c):
				// Double escape start: "script" then a delimiter; a
				// mismatching byte is read again in the escaped state.
				i--
				k := 0
				for k < 6 && i+k < n && s[i+k]|0x20 == "script"[k] {
					k++
				}
				switch {
				case i+k >= n:
					return n
				case k < 6:
					i += k
					state = sEscaped
				case isTagSpace(s[i+6]) || s[i+6] == '/' || s[i+6] == '>':
					i += 7
					state = sDoubleEscaped
				default:
					i += 6
					state = sEscaped
				}
			default:
				i--
				state = sData
			}
		case sDoubleEscaped:
			switch c {
			case '-':
				state = sDoubleEscapedDash
			case '<':
				state = sDoubleEscapedLessThan
			}
		case sDoubleEscapedDash:
			switch c {
			case '-':
				state = sDoubleEscapedDashDash
			case '<':
				state = sDoubleEscapedLessThan
			default:
				state = sDoubleEscaped
			}
		case sDoubleEscapedDashDash:
			switch c {
			case '-':
			case '<':
				state = sDoubleEscapedLessThan
			case '>':
				state = sData
			default:
				state = sDoubleEscaped
			}
		case sDoubleEscapedLessThan:
			if c == '/' {
				if endTagAt(s, i, "script") {
					i += 7 // "script" and its delimiter
					state = sEscaped
				} else {
					state = sDoubleEscaped
				}
			} else {
				i--
				state = sDoubleEscaped
			}
		}
	}
	return n
}
