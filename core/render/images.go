package render

import (
	"net/url"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
)

// Images. An image is rendered from its real source (lazy-loading
// attributes first), resolved and checked like a link, unless it is a
// tracking pixel: an image nobody is meant to see, there to tell a server
// that the page was read. Those are dropped from every rendering, so the
// reader view and a saved file never fetch them:
//
//   - an image drawn at most 1×1 (width or height attribute, or inline
//     style, of 0 or 1 pixel) or fully transparent (opacity 0); hidden
//     images (display:none, visibility:hidden, hidden) are dropped with
//     every hidden element (dom.IsHidden);
//   - an image at a known beacon address (beaconHosts, beaconPaths,
//     beaconFiles): analytics collectors, feed and blog stats counters,
//     ad-network pixels, and the file names of 1×1 images.

// imageURL is the resolved, safe source of an image, or "" when it has
// none or is a tracking pixel.
func (p Part) imageURL(n *html.Node) string {
	if tinyOrInvisible(n) {
		return ""
	}
	src := p.resolve(imageSource(n), true)
	if src == "" || isBeacon(src) {
		return ""
	}
	return src
}

// tinyOrInvisible reports an image drawn at most one pixel wide or high,
// or fully transparent.
func tinyOrInvisible(n *html.Node) bool {
	for _, a := range n.Attr {
		if a.Namespace != "" {
			continue
		}
		switch a.Key {
		case "width", "height":
			if atMostOnePixel(a.Val) {
				return true
			}
		case "style":
			if styleTinyOrInvisible(a.Val) {
				return true
			}
		}
	}
	return false
}

// styleTinyOrInvisible reads an inline style's width, height and opacity.
func styleTinyOrInvisible(style string) bool {
	for _, decl := range strings.Split(style, ";") {
		k, v, ok := strings.Cut(decl, ":")
		if !ok {
			continue
		}
		k = strings.ToLower(strings.TrimSpace(k))
		v = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "!important"))
		switch k {
		case "width", "height", "max-width", "max-height":
			if atMostOnePixel(v) {
				return true
			}
		case "opacity":
			if strings.Trim(v, "0.") == "" && v != "" {
				return true
			}
		}
	}
	return false
}

// atMostOnePixel reports a length of 0 or 1 pixel ("0", "1", "1px", "0.5px").
func atMostOnePixel(v string) bool {
	v = strings.TrimSuffix(strings.ToLower(strings.TrimSpace(v)), "px")
	if v == "" {
		return false
	}
	whole, frac, _ := strings.Cut(v, ".")
	if strings.Trim(whole, "0") == "" && whole+frac != "" {
		return strings.Trim(frac, "0123456789") == "" // 0, 0.x
	}
	return strings.TrimLeft(whole, "0") == "1" && strings.Trim(frac, "0") == ""
}

// beaconHosts are hosts (and their subdomains) that serve only tracking
// pixels through <img>, each with the path prefix of its pixels ("" for
// any path). (A list, not a map: smaller in the wasm.)
var beaconHosts = [...]struct{ host, path string }{
	{"google-analytics.com", ""}, {"doubleclick.net", ""}, {"scorecardresearch.com", ""},
	{"quantserve.com", ""}, {"pixel.wp.com", ""}, {"stats.wp.com", ""}, {"bat.bing.com", ""},
	{"px.ads.linkedin.com", ""}, {"analytics.twitter.com", ""}, {"mathtag.com", ""},
	{"chartbeat.net", ""}, {"adsafeprotected.com", ""}, {"facebook.com", "/tr"},
	{"t.co", "/i/adsct"}, {"feeds.feedburner.com", "/~r/"}, {"feeds.feedblitz.com", "/~/i/"},
	{"googletagmanager.com", ""}, {"pixel.mailchimp.com", ""}, {"ct.pinterest.com", ""},
	{"sp.analytics.yahoo.com", ""}, {"pixel.quantcount.com", ""}, {"secure.adnxs.com", ""},
	{"ib.adnxs.com", ""}, {"tags.bluekai.com", ""}, {"counter.yadro.ru", ""}, {"mc.yandex.ru", ""},
	{"top-fwz1.mail.ru", ""}, {"c.statcounter.com", ""}, {"pixel.everesttech.net", ""},
}

// beaconPaths are path endings of image trackers run on a site's own
// server (Google Analytics' legacy gif, Matomo/Piwik's image tracker) and
// the file names of 1×1 images.
var beaconPaths = [...]string{
	"/__utm.gif", "/matomo.php", "/piwik.php",
	"/1x1.gif", "/1x1.png", "/pixel.gif", "/pixel.png", "/spacer.gif", "/blank.gif", "/clear.gif",
	"/transparent.gif", "/transparent.png", "/beacon.gif", "/tracking.gif", "/track.gif",
}

// isBeacon reports an image address of a known tracker.
func isBeacon(src string) bool {
	if strings.HasPrefix(src, "data:") || strings.HasPrefix(src, "#") {
		return false
	}
	u, err := url.Parse(src)
	if err != nil {
		return false
	}
	host, path := strings.ToLower(u.Hostname()), u.EscapedPath()
	for _, b := range beaconHosts {
		if (host == b.host || strings.HasSuffix(host, "."+b.host)) && strings.HasPrefix(path, b.path) {
			return true
		}
	}
	low := strings.ToLower(path)
	for _, end := range beaconPaths {
		if strings.HasSuffix(low, end) {
			return true
		}
	}
	return false
}

// imageSourceAttrs are where an image's source is looked for, lazy-loading
// attributes first (the src of a lazy image is a placeholder). dom's lean
// parse keeps the values of dom.LazySrcAttrs for this.
var imageSourceAttrs = append(append([]string{}, dom.LazySrcAttrs...), "srcset", "src")

// imageSource finds the real source of an image.
func imageSource(n *html.Node) string {
	for _, k := range imageSourceAttrs {
		v := strings.TrimSpace(dom.Attr(n, k))
		if v == "" {
			continue
		}
		if strings.HasSuffix(k, "srcset") {
			v = firstSrcsetURL(v)
		}
		if k == "src" || !strings.HasPrefix(v, "data:") {
			return v
		}
	}
	return ""
}

func firstSrcsetURL(s string) string {
	best, bestW := "", -1.0
	for _, cand := range strings.Split(s, ",") {
		f := strings.Fields(cand)
		if len(f) == 0 {
			continue
		}
		w := 0.0
		if len(f) > 1 {
			d := strings.TrimRight(f[1], "wx")
			for _, c := range d {
				if c < '0' || c > '9' {
					break
				}
				w = w*10 + float64(c-'0')
			}
		}
		if w > bestW {
			best, bestW = f[0], w
		}
	}
	return best
}
