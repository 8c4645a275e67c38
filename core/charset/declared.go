package charset

import (
	"bytes"
	"mime"
	"strings"

	"golang.org/x/net/html"
)

// metaPrescanBytes is how much of the page the <meta> prescan reads.
const metaPrescanBytes = 4096

// charsetFromContentType returns the charset parameter of an HTTP
// Content-Type value ("text/html; charset=Shift_JIS"), or "".
func charsetFromContentType(contentType string) string {
	if contentType == "" {
		return ""
	}
	if _, params, err := mime.ParseMediaType(contentType); err == nil {
		return params["charset"]
	}
	// Malformed values are common; fall back to a plain search.
	return charsetFromMetaContent(contentType)
}

// charsetFromMeta runs a prescan over the first bytes of the page and returns
// the label of the first <meta charset> or <meta http-equiv="content-type"
// content="...charset=..."> found, or "".
func charsetFromMeta(raw []byte) string {
	z := html.NewTokenizer(bytes.NewReader(raw[:min(len(raw), metaPrescanBytes)]))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return ""
		case html.StartTagToken, html.SelfClosingTagToken:
			name, hasAttr := z.TagName()
			if !hasAttr || string(name) != "meta" {
				continue
			}
			if label := metaTagCharset(z); label != "" {
				return label
			}
		}
	}
}

// metaTagCharset reads the attributes of the current <meta> tag.
func metaTagCharset(z *html.Tokenizer) string {
	var charsetAttr, content string
	isContentType := false
	for more := true; more; {
		var key, val []byte
		key, val, more = z.TagAttr()
		switch string(key) {
		case "charset":
			if charsetAttr == "" {
				charsetAttr = strings.TrimSpace(string(val))
			}
		case "http-equiv":
			isContentType = strings.EqualFold(strings.TrimSpace(string(val)), "content-type")
		case "content":
			content = string(val)
		}
	}
	if charsetAttr != "" {
		return charsetAttr
	}
	if isContentType {
		return charsetFromMetaContent(content)
	}
	return ""
}

// charsetFromMetaContent extracts the value after "charset=" in a content
// attribute, following the WHATWG "extracting a character encoding from a meta
// element" algorithm (optional quotes, whitespace around "=").
func charsetFromMetaContent(s string) string {
	lower := strings.ToLower(s)
	for {
		at := strings.Index(lower, "charset")
		if at < 0 {
			return ""
		}
		lower = strings.TrimLeft(lower[at+len("charset"):], " \t\n\f\r")
		if !strings.HasPrefix(lower, "=") {
			continue
		}
		return unquoteLabel(strings.TrimLeft(lower[1:], " \t\n\f\r"))
	}
}

// unquoteLabel takes the label at the start of s: a quoted string, or the run
// of characters up to whitespace or ';'.
func unquoteLabel(s string) string {
	if s == "" {
		return ""
	}
	if q := s[0]; q == '"' || q == '\'' {
		end := strings.IndexByte(s[1:], q)
		if end < 0 {
			return ""
		}
		return s[1 : 1+end]
	}
	if end := strings.IndexAny(s, " \t\n\f\r;"); end >= 0 {
		return s[:end]
	}
	return s
}
