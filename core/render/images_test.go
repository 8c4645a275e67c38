package render

import (
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
)

// Tracking pixels (issue 22, finding 5) are in no rendering; the article's
// images are.
func TestTrackingPixelsAreDropped(t *testing.T) {
	pixels := []string{
		`<img src="https://t.example.net/o?id=1" width="1" height="1">`,
		`<img src="https://t.example.net/z.gif" width="0" height="0">`,
		`<img src="https://t.example.net/s.gif" style="width:1px;height:1px">`,
		`<img src="https://t.example.net/s.gif" style="WIDTH: 0.5px !important">`,
		`<img src="https://t.example.net/o.gif" style="opacity:0">`,
		`<img src="https://t.example.net/h.gif" style="display:none">`,
		`<img src="https://t.example.net/h.gif" hidden>`,
		`<img src="https://www.facebook.com/tr?id=1&amp;ev=PageView">`,
		`<img src="https://ssl.google-analytics.com/collect?v=1">`,
		`<img src="https://pixel.wp.com/g.gif?blog=1">`,
		`<img src="https://b.scorecardresearch.com/p?c1=2">`,
		`<img src="https://feeds.feedburner.com/~r/owls/~4/abc">`,
		`<img src="/stats/__utm.gif?utmwv=1">`,
		`<img src="/wp-content/1x1.gif">`,
		`<img src="/matomo.php?idsite=1&amp;rec=1">`,
	}
	kept := []string{
		`<img src="/owl.jpg" width="640" height="480" alt="owl">`,
		`<img src="/owl.jpg" width="10" height="1.5">`,
		`<img src="https://www.facebook.com/photo.png">`,
		`<img src="https://t.co/owl.png">`,
		`<img data-src="/lazy.png" src="/blank.gif">`,
	}
	for _, img := range pixels {
		p := part(t, "<p>text "+img+"</p>")
		if h, md := p.HTML(), p.Markdown(); strings.Contains(h, "<img") || strings.Contains(md, "![") {
			t.Errorf("%s was kept: %s | %s", img, h, md)
		}
	}
	for _, img := range kept {
		p := part(t, "<p>text "+img+"</p>")
		if h, md := p.HTML(), p.Markdown(); !strings.Contains(h, "<img") || !strings.Contains(md, "![") {
			t.Errorf("%s was dropped: %s | %s", img, h, md)
		}
	}
}

// A srcset is parsed as the HTML standard says: commas inside a URL are
// the URL's (issue 27: Amazon's "_CR0,1,90,133_.jpg", Substack's
// "w_1456,c_limit"), the widest candidate wins.
func TestSrcsetURLsHoldCommas(t *testing.T) {
	for srcset, want := range map[string]string{
		"https://m.media-amazon.com/images/M/a._V1_UX90_CR0,1,90,133_.jpg 90w, https://m.media-amazon.com/images/M/a._V1_UX180_CR0,2,180,266_.jpg 180w":                          "https://m.media-amazon.com/images/M/a._V1_UX180_CR0,2,180,266_.jpg",
		"https://substackcdn.com/image/fetch/w_424,c_limit,f_webp/https%3A%2F%2Fx.png 424w, https://substackcdn.com/image/fetch/w_1456,c_limit,f_webp/https%3A%2F%2Fx.png 1456w": "https://substackcdn.com/image/fetch/w_1456,c_limit,f_webp/https%3A%2F%2Fx.png",
		"/a.jpg 1x,/b.jpg 2x":         "/b.jpg",
		"/a.jpg, /b.jpg 2x":           "/b.jpg",
		"/a.jpg,/b.jpg 2x":            "/a.jpg,/b.jpg", // one URL: it runs to white space
		"/only.jpg":                   "/only.jpg",
		" /a.jpg 300w , /b.jpg 100w ": "/a.jpg",
		"":                            "",
	} {
		if got := firstSrcsetURL(srcset); got != want {
			t.Errorf("firstSrcsetURL(%q) = %q, want %q", srcset, got, want)
		}
	}
}

// A data: URL too short for a picture (a 1×1 GIF or PNG) is a
// placeholder; an image in a <noscript>'s markup is found.
func TestPlaceholderAndNoscript(t *testing.T) {
	for u, want := range map[string]bool{
		"data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7":                                         true,
		"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==": true,
		"data:image/png;base64," + strings.Repeat("iVBORw0KGgoAAAANSUhEUgAAAMgAAABkCAYAAAAfFcSJ", 8):                             false,
		"https://cdn.example.org/img/grey-placeholder.png":                                                                       true,
		"https://cdn.example.org/img/harbour.jpg":                                                                                false,
	} {
		if got := isPlaceholder(u); got != want {
			t.Errorf("isPlaceholder(%.60s) = %v", u, got)
		}
	}
	img := imgInMarkup(`<p><IMG class=x src="/a.jpg?w=1&amp;h=2" data-src='/b.jpg' alt=Boats></p>`)
	if img == nil || sourceOf(img, true) != "/b.jpg" || dom.Attr(img, "src") != "/a.jpg?w=1&h=2" || dom.Attr(img, "alt") != "Boats" {
		t.Errorf("imgInMarkup = %+v", img)
	}
}
