package render

import (
	"net/url"
	"testing"
)

// TestUnderRootMatchesNetURL checks that the plain-path shortcut gives
// what url.Parse, ResolveReference and String give, and that it declines
// what it cannot answer.
func TestUnderRootMatchesNetURL(t *testing.T) {
	bases := []string{"https://example.org/a/b", "http://example.org:8080/", "https://u:p@example.org/x?q=1#f",
		"HTTPS://Example.ORG/a", "https://xn--bcher-kva.example/", "https://example.org"}
	raws := []string{"/n/12", "/author/ann", "/a.b/c~d_e-f", "/a/", "/a//b", "/./a", "/a/../b", "/a/.", "/..",
		"/", "//other.org/x", "/a b", "/a%20b", "/a?q", "/a#f", "/é", "/a;b", "/A/B.HTML", "/.hidden/x", "/a..b"}
	for _, b := range bases {
		base := ParseBase(b)
		p := NewPartAt(base, nil)
		for _, raw := range raws {
			u, err := url.Parse(raw)
			if err != nil {
				continue
			}
			want := base.ResolveReference(u).String()
			got, ok := p.underRoot(raw)
			if ok && got != want {
				t.Errorf("base %s, %q: %q, want %q", b, raw, got, want)
			}
			if p.resolveURL(raw) != want {
				t.Errorf("base %s, %q: resolveURL %q, want %q", b, raw, p.resolveURL(raw), want)
			}
		}
	}
	p := NewPartAt(ParseBase("https://example.org/x"), nil)
	for raw, want := range map[string]bool{"/n/12": true, "/": false, "/a/": false, "/a/../b": false, "/a b": false, "n/12": false} {
		if _, ok := p.underRoot(raw); ok != want {
			t.Errorf("%q: shortcut %v, want %v", raw, ok, want)
		}
	}
	if _, ok := NewPartAt(ParseBase("ftp://example.org/"), nil).underRoot("/n/12"); ok {
		t.Error("an ftp base took the shortcut")
	}
}
