package thread

import (
	"net/url"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/page"
)

// TestAbsoluteMatchesNetURL: links resolved against the page's base are
// net/url's resolution, the plain fragments taken by the shortcut too —
// on bases with a query, a fragment, dot segments, a port, escapes, and
// on bases that are not http(s) (no link) or none at all (the link as it
// is).
func TestAbsoluteMatchesNetURL(t *testing.T) {
	bases := []string{"https://example.org/a/b", "http://example.org:8080/", "https://u:p@example.org/x?q=1#f",
		"HTTPS://Example.ORG/a/../b/./c", "https://example.org/a%20b/é?x=é", "https://example.org", "ftp://example.org/x", "", "%zz"}
	hrefs := []string{"#comment-5", "#c_12", "#A", "#", "#a b", "#é", "#a.b", "#a/b", " #comment-9 ", "?replytocom=5#respond", "/n/12", "x", ""}
	for _, b := range bases {
		f := &Finder{pg: &page.Page{Base: b}}
		for _, h := range hrefs {
			got := f.absolute(h)
			want := absoluteByNetURL(b, h)
			if got != want {
				t.Errorf("base %q, href %q: %q, want %q", b, h, got, want)
			}
		}
	}
	f := &Finder{pg: &page.Page{Base: "https://example.org/p"}}
	if f.absolute("#c1"); f.fragBase != "https://example.org/p" {
		t.Errorf("fragment base %q, want the page's address", f.fragBase)
	}
}

// absoluteByNetURL is the resolution absolute gives, done whole with
// net/url.
func absoluteByNetURL(base, href string) string {
	href = strings.TrimSpace(href)
	b, err := url.Parse(base)
	if href == "" || err != nil || base == "" {
		return href
	}
	u, err := b.Parse(href)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return ""
	}
	return u.String()
}
