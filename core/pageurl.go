package core

import (
	"net/url"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html/atom"
)

// The page's address and the base its relative links resolve against.
// The browser knows where a page lives; a file or a batch of saved pages
// may not, and the page itself says it: its canonical link or og:url.
// Relative links resolve against the document's base URL, which a <base
// href> in the head sets (HTML §4.2.3), not against the page's address.

// declaredURL returns the absolute http(s) address the page's head gives
// for itself — <link rel="canonical">, else <meta property="og:url"> —
// or "".
func declaredURL(doc *dom.Document) string {
	canonical, og := "", ""
	eachHeadElement(doc, func(id int) {
		el := doc.Elems[id]
		switch el.DataAtom {
		case atom.Link:
			if canonical == "" && hasToken(dom.Attr(el, "rel"), "canonical") {
				canonical = absoluteHTTP(dom.Attr(el, "href"))
			}
		case atom.Meta:
			if og == "" && strings.EqualFold(dom.Attr(el, "property"), "og:url") {
				og = absoluteHTTP(dom.Attr(el, "content"))
			}
		}
	})
	if canonical != "" {
		return canonical
	}
	return og
}

// documentBase returns the URL relative links resolve against: the first
// <base href> resolved against the page's address, else the address.
func documentBase(doc *dom.Document, pageURL string) string {
	href := ""
	found := false
	eachHeadElement(doc, func(id int) {
		if el := doc.Elems[id]; !found && el.DataAtom == atom.Base {
			for _, a := range el.Attr {
				if a.Namespace == "" && a.Key == "href" {
					href, found = strings.TrimSpace(a.Val), true
				}
			}
		}
	})
	if !found {
		return pageURL
	}
	ref, err := url.Parse(href)
	if err != nil {
		return pageURL
	}
	if pageURL != "" {
		page, err := url.Parse(pageURL)
		if err != nil {
			return pageURL
		}
		ref = page.ResolveReference(ref)
	}
	if !ref.IsAbs() || ref.Scheme != "http" && ref.Scheme != "https" {
		return pageURL
	}
	return ref.String()
}

// eachHeadElement calls f for every element inside <head>.
func eachHeadElement(doc *dom.Document, f func(int)) {
	if doc.Head < 0 {
		return
	}
	for id := doc.Head + 1; id <= doc.End(doc.Head); id++ {
		f(id)
	}
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

// hasToken reports a space-separated attribute value holding tok (any
// ASCII case).
func hasToken(value, tok string) bool {
	for _, f := range strings.Fields(value) {
		if strings.EqualFold(f, tok) {
			return true
		}
	}
	return false
}
