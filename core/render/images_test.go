package render

import (
	"strings"
	"testing"
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
