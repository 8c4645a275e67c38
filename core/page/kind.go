package page

import (
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
)

// Signature is an element's tag and first class, the "kind" of a repeated
// block. Only the first class counts, without a trailing number: templates
// add per-item classes (is-first, even, comment-author-ann) after the one
// naming the kind, or number it (comment-body-849085).
func Signature(doc *dom.Document, id int) string {
	el := doc.Elems[id]
	return el.Data + "." + KindClass(el)
}

// KindClass is the class part of Signature: the first class without a
// trailing number, passing over the classes that alternate from item to
// item ("alt", "odd", "even": a list of comments whose every other item
// is <li class="alt"> and the others have no class is one kind).
func KindClass(el *html.Node) string {
	for class := range strings.FieldsSeq(dom.Attr(el, "class")) {
		if !isAlternation(class) {
			return strings.TrimRight(class, "0123456789-_")
		}
	}
	return ""
}

// isAlternation reports one of alternationClasses in any case. An ASCII
// class of another length than theirs is none without hashing it (every
// element of a comment section is asked its kind; a string hash is slow
// in wasm).
func isAlternation(class string) bool {
	switch len(class) {
	case 3, 4, 5, 9, 10, 11:
	default:
		if isASCII(class) {
			return false
		}
	}
	return alternationClasses[strings.ToLower(class)]
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// alternationClasses mark every other item of a list (zebra striping) or
// its ends, not its kind.
var alternationClasses = map[string]bool{"alt": true, "alternate": true, "odd": true, "even": true,
	"first": true, "last": true, "thread-odd": true, "thread-even": true, "thread-alt": true}
