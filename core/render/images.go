package render

import (
	"net/url"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
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
	tiny := false
	dom.StyleDecls(style, func(k, v string) bool {
		switch k {
		case "width", "height", "max-width", "max-height":
			tiny = atMostOnePixel(v)
		case "opacity":
			tiny = strings.Trim(v, "0.") == "" && v != ""
		}
		return !tiny
	})
	return tiny
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

// imageSource finds the real source of an image: its lazy-loading
// attributes, its srcset, its src, then the sources of its <picture>,
// then the image of a <noscript> fallback beside it — the first that is
// no placeholder (isPlaceholder). A data: URL counts only in src.
func imageSource(n *html.Node) string {
	if v := sourceOf(n, true); v != "" {
		return v
	}
	if pic := n.Parent; pic != nil && pic.DataAtom == atom.Picture {
		for s := pic.FirstChild; s != nil; s = s.NextSibling {
			if s.Type == html.ElementNode && s.DataAtom == atom.Source {
				if v := sourceOf(s, false); v != "" {
					return v
				}
			}
		}
	}
	return noscriptSource(n)
}

// sourceOf is the first real source among an element's source attributes
// (src only when withSrc: a <source> has none).
func sourceOf(n *html.Node, withSrc bool) string {
	for _, k := range imageSourceAttrs {
		v := strings.TrimSpace(dom.Attr(n, k))
		if v == "" || k == "src" && !withSrc {
			continue
		}
		if strings.HasSuffix(k, "srcset") {
			v = firstSrcsetURL(v)
		}
		if (k == "src" || !strings.HasPrefix(v, "data:")) && !isPlaceholder(v) {
			return v
		}
	}
	return ""
}

// maxNoscriptHops is how far up from an image its <noscript> fallback is
// looked for: beside it, or beside an ancestor holding no other image.
const maxNoscriptHops = 3

// noscriptSource is the source of the image in a <noscript> beside n (the
// fallback lazy-loading scripts leave for browsers without them), or
// beside one of its first ancestors while they hold no other image.
func noscriptSource(n *html.Node) string {
	for a, hop := n, 0; a != nil && hop <= maxNoscriptHops; a, hop = a.Parent, hop+1 {
		if hop > 0 && imagesUnder(a, 2) > 1 {
			return ""
		}
		for _, s := range [2]*html.Node{elementSibling(a, false), elementSibling(a, true)} {
			if s != nil && s.DataAtom == atom.Noscript {
				if v := noscriptImage(s); v != "" {
					return v
				}
			}
		}
	}
	return ""
}

// elementSibling is the nearest element before (or after) n.
func elementSibling(n *html.Node, after bool) *html.Node {
	for {
		if after {
			n = n.NextSibling
		} else {
			n = n.PrevSibling
		}
		if n == nil || n.Type == html.ElementNode {
			return n
		}
	}
}

// imagesUnder counts the <img> under n, up to limit.
func imagesUnder(n *html.Node, limit int) int {
	k := 0
	for c := n.FirstChild; c != nil && k < limit; c = c.NextSibling {
		if c.Type == html.ElementNode {
			if c.DataAtom == atom.Img {
				k++
			}
			k += imagesUnder(c, limit-k)
		}
	}
	return k
}

// noscriptImage is the source of the first image in a <noscript>: its
// markup is text in a page parsed with scripting on (read with
// imgInMarkup), elements without.
func noscriptImage(ns *html.Node) string {
	for c := ns.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			if img := imgInMarkup(c.Data); img != nil {
				return sourceOf(img, true)
			}
		case c.Type == html.ElementNode && c.DataAtom == atom.Img:
			return sourceOf(c, true)
		}
	}
	return ""
}

// imgInMarkup reads the first <img> tag of a markup text (x/net/html's
// tokenizer) into an element with its attributes; nil when there is none.
func imgInMarkup(s string) *html.Node {
	z := html.NewTokenizer(strings.NewReader(s))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return nil
		case html.StartTagToken, html.SelfClosingTagToken:
			if t := z.Token(); t.DataAtom == atom.Img {
				return &html.Node{Type: html.ElementNode, Data: "img", DataAtom: atom.Img, Attr: t.Attr}
			}
		}
	}
}

// placeholderNames are in the file names of the images lazy-loading
// scripts show until the real one loads.
var placeholderNames = [...]string{"placeholder", "lazyload", "lazy-load", "loading.gif", "blank.", "spacer.", "transparent.", "pixel.", "1x1."}

// minDataImage is the shortest data: URL of a picture: a 1×1 GIF or PNG,
// the placeholder lazy-loading scripts inline, takes under a hundred
// bytes; a picture worth showing takes thousands.
const minDataImage = 256

// isPlaceholder reports an image URL that is no picture: a file named as
// a placeholder, or a data: URL too short to hold one.
func isPlaceholder(u string) bool {
	if strings.HasPrefix(u, "data:") {
		return len(u) < minDataImage
	}
	name := u
	if i := strings.IndexAny(name, "?#"); i >= 0 {
		name = name[:i]
	}
	name = strings.ToLower(name[strings.LastIndexByte(name, '/')+1:])
	for _, p := range placeholderNames {
		if strings.Contains(name, p) {
			return true
		}
	}
	return false
}

// firstSrcsetURL is the URL of a srcset's widest candidate (by its w
// descriptor, else its x density; a candidate without one is 1x).
func firstSrcsetURL(s string) string {
	best, bestW := "", -1.0
	eachSrcsetCandidate(s, func(u, desc string) {
		w := 1.0
		if d := strings.Fields(desc); len(d) > 0 {
			w = 0
			for _, c := range strings.TrimRight(d[0], "wxWX") {
				if c < '0' || c > '9' {
					break
				}
				w = w*10 + float64(c-'0')
			}
		}
		if w > bestW {
			best, bestW = u, w
		}
	})
	return best
}

// eachSrcsetCandidate parses a srcset attribute as the HTML standard does
// ("parse a srcset attribute"): a candidate's URL runs to white space —
// commas inside it are its own (…/w_1456,c_limit/… , …_CR0,1,90,133_.jpg)
// — and ends early only at commas closing it; its descriptors run to the
// next comma outside parentheses.
func eachSrcsetCandidate(s string, fn func(url, descriptors string)) {
	i := 0
	for i < len(s) {
		for i < len(s) && (isSpace(s[i]) || s[i] == ',') {
			i++
		}
		start := i
		for i < len(s) && !isSpace(s[i]) {
			i++
		}
		if start == i {
			return
		}
		u := s[start:i]
		if strings.HasSuffix(u, ",") {
			fn(strings.TrimRight(u, ","), "")
			continue
		}
		start, depth := i, 0
		for ; i < len(s); i++ {
			switch s[i] {
			case '(':
				depth++
			case ')':
				if depth > 0 {
					depth--
				}
			}
			if s[i] == ',' && depth == 0 {
				break
			}
		}
		fn(u, strings.TrimSpace(s[start:i]))
	}
}
