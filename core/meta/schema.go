package meta

import (
	"strings"
)

// SchemaTypes counts the schema.org types a page declares: every "@type"
// of its JSON-LD blocks (nested objects included: a listing's ItemList of
// Products counts each Product) and every microdata itemtype. They say
// what kind of page it is (a product, a listing, documentation) in the
// same words in every language. The JSON-LD is scanned, not decoded: a
// page's structured data can be large (a listing's hundreds of offers),
// and only the type names are wanted.
type SchemaTypes map[string]int

// addJSONLD counts the "@type" values of one JSON-LD block's text.
func (s SchemaTypes) addJSONLD(text string) {
	for {
		i := strings.Index(text, `"@type"`)
		if i < 0 {
			return
		}
		text = strings.TrimLeft(text[i+len(`"@type"`):], " \t\r\n")
		if !strings.HasPrefix(text, ":") {
			continue
		}
		text = strings.TrimLeft(text[1:], " \t\r\n")
		if strings.HasPrefix(text, "[") {
			end := strings.IndexByte(text, ']')
			if end < 0 {
				return
			}
			for _, part := range strings.Split(text[1:end], ",") {
				s.add(strings.Trim(strings.TrimSpace(part), `"`))
			}
			text = text[end:]
			continue
		}
		if !strings.HasPrefix(text, `"`) {
			continue
		}
		end := strings.IndexByte(text[1:], '"')
		if end < 0 {
			return
		}
		s.add(text[1 : 1+end])
		text = text[1+end:]
	}
}

// addItemtype counts the types of a microdata itemtype attribute (one or
// more URLs).
func (s SchemaTypes) addItemtype(v string) {
	for _, u := range strings.Fields(v) {
		s.add(u)
	}
}

// add counts one type name, given bare ("Product") or as a URL
// ("https://schema.org/Product").
func (s SchemaTypes) add(name string) {
	if i := strings.LastIndexAny(name, "/#:"); i >= 0 {
		name = name[i+1:]
	}
	if name != "" && len(name) < 64 {
		s[name]++
	}
}

// remove uncounts one type name counted by add.
func (s SchemaTypes) remove(name string) {
	if i := strings.LastIndexAny(name, "/#:"); i >= 0 {
		name = name[i+1:]
	}
	if s[name] > 0 {
		s[name]--
	}
}

// Has reports whether any of the types is declared.
func (s SchemaTypes) Has(names ...string) bool {
	for _, n := range names {
		if s[n] > 0 {
			return true
		}
	}
	return false
}

// Count is the number of declarations of the types together.
func (s SchemaTypes) Count(names ...string) int {
	n := 0
	for _, name := range names {
		n += s[name]
	}
	return n
}
