package meta

import (
	"net/url"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html/atom"
)

// The page's address and the base its relative links resolve against.
// The browser knows where a page lives; a file or a batch of saved pages
// may not, and the page itself says it: its canonical link or og:url.
// Relative links resolve against the document's base URL, which a <base
// href> in the head sets (HTML §4.2.3), not against the page's address.

// Address returns the page's address — given, else the absolute
// http(s) address its head declares (<link rel="canonical">, else <meta
// property="og:url">), else "" — and the URL its relative links resolve
// against: the first <base href> resolved against that address, else the
// address. One pass over the head finds all three.
func Address(doc *dom.Document, given string) (address, base string) {
	canonical, og, baseHref, baseFound := "", "", "", false
	if doc.Head >= 0 {
		for id := doc.Head + 1; id <= doc.End(doc.Head); id++ {
			el := doc.Elems[id]
			switch el.DataAtom {
			case atom.Link:
				if canonical == "" && segment.HasFieldFold(dom.Attr(el, "rel"), "canonical") {
					canonical = absoluteHTTP(dom.Attr(el, "href"))
				}
			case atom.Meta:
				if og == "" && strings.EqualFold(dom.Attr(el, "property"), "og:url") {
					og = absoluteHTTP(dom.Attr(el, "content"))
				}
			case atom.Base:
				if !baseFound && dom.HasAttr(el, "href") {
					baseHref, baseFound = strings.TrimSpace(dom.Attr(el, "href")), true
				}
			}
		}
	}
	address = firstNonEmpty(given, canonical, og)
	return address, resolveBase(address, baseHref)
}

// resolveBase resolves a <base href> against the page's address; the
// address itself when there is no href or it resolves to no http(s) URL
// (a javascript: base is ignored).
func resolveBase(address, href string) string {
	if href == "" {
		return address
	}
	ref, err := url.Parse(href)
	if err != nil {
		return address
	}
	if address != "" {
		page, err := url.Parse(address)
		if err != nil {
			return address
		}
		ref = page.ResolveReference(ref)
	}
	if !ref.IsAbs() || ref.Scheme != "http" && ref.Scheme != "https" {
		return address
	}
	return ref.String()
}

// absoluteHTTP returns s when it is an absolute http(s) URL, else "".
func absoluteHTTP(s string) string {
	s = strings.TrimSpace(s)
	u, err := url.Parse(s)
	if err != nil || !u.IsAbs() || u.Host == "" || u.Scheme != "http" && u.Scheme != "https" {
		return ""
	}
	return s
}
