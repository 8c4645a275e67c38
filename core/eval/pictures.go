package eval

import (
	"net/url"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/meta"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// pagePictures knows every real picture of a page: the URLs of each image
// (see imageRefs), read from the page's full attributes.
type pagePictures struct {
	res urlResolver
	// attrs reads an element's attributes from the full parse when it
	// lines up with dom's tree, else from dom's lean tree (lean set).
	attrs func(*html.Node) []html.Attribute
	lean  bool
	doc   *dom.Document
	// real holds every real picture URL of the page.
	real map[string]bool
}

func newPagePictures(doc *dom.Document, in FidelityInput) *pagePictures {
	p := &pagePictures{doc: doc}
	// The base the extractor resolved the output's links against.
	if _, base := meta.Address(doc, in.URL); base != "" {
		p.res.base, _ = url.Parse(base)
	}
	p.attrs, p.lean = fullAttributes(doc, in.Source)
	return p
}

// fullAttributes maps the img and source elements of dom's tree to their
// attributes in a plain x/net/html parse of the page: dom's lean parse
// empties data-* attributes it does not read, and a lazy-loading script
// may keep the real picture in one of them. The two trees are the same
// element for element unless dom cut the page or parsed it without
// scripts; then (lean) the lean attributes are used.
func fullAttributes(doc *dom.Document, src string) (func(*html.Node) []html.Attribute, bool) {
	lean := func(n *html.Node) []html.Attribute { return n.Attr }
	if !emptiedImageData(doc) {
		return lean, false // nothing was left out: the lean attributes are the full ones
	}
	if doc.Truncated || doc.DepthCut || doc.ElementsCut || doc.NoScript {
		return lean, true
	}
	root, err := html.Parse(strings.NewReader(src))
	if err != nil {
		return lean, true
	}
	var full []*html.Node
	var number func(n *html.Node)
	number = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type == html.ElementNode {
				full = append(full, c)
				if c.DataAtom != atom.Template {
					number(c)
				}
			}
		}
	}
	number(root)
	if len(full) != doc.Len() {
		return lean, true
	}
	byNode := map[*html.Node][]html.Attribute{}
	for id, n := range doc.Elems {
		if full[id].Data != n.Data {
			return lean, true
		}
		if n.DataAtom == atom.Img || n.DataAtom == atom.Source {
			byNode[n] = full[id].Attr
		}
	}
	return func(n *html.Node) []html.Attribute {
		if a, ok := byNode[n]; ok {
			return a
		}
		return n.Attr
	}, false
}

// emptiedImageData reports an img or source element with an empty data-*
// attribute: dom's lean parse may have emptied it.
func emptiedImageData(doc *dom.Document) bool {
	for _, n := range doc.Elems {
		if n.DataAtom != atom.Img && n.DataAtom != atom.Source {
			continue
		}
		for _, a := range n.Attr {
			if a.Val == "" && strings.HasPrefix(a.Key, "data-") {
				return true
			}
		}
	}
	return false
}

// refs are the URLs of one image of the page, with its <noscript>
// fallback.
func (p *pagePictures) refs(img *html.Node) pictureRefs {
	var fallback []*html.Node
	if ns := fallbackNoscript(img); ns != nil {
		fallback = noscriptImages(ns)
	}
	return imageRefs(img, p.attrs, p.res, fallback)
}

// realURLs is the set of every real picture URL of the page: its images
// and the images of its <noscript> markup.
func (p *pagePictures) realURLs() map[string]bool {
	if p.real != nil {
		return p.real
	}
	p.real = map[string]bool{}
	for _, n := range p.doc.Elems {
		var refs pictureRefs
		switch n.DataAtom {
		case atom.Img:
			refs = p.refs(n)
		case atom.Noscript:
			for _, img := range noscriptImages(n) {
				r := imageRefs(img, func(n *html.Node) []html.Attribute { return n.Attr }, p.res, nil)
				refs.real = append(refs.real, r.real...)
			}
		}
		for _, u := range refs.real {
			p.real[u] = true
		}
	}
	return p.real
}

// measure counts the chosen article's images (src.images, and the
// <noscript> fallbacks no image claims) into f's views, and the output's
// images. inGold aligns the source's words with the gold's (nil: no
// gold).
func (p *pagePictures) measure(f *PageFidelity, src *textDoc, out outputDoc, inGold []int32) {
	outs := make([]outputImage, len(out.images))
	for k, img := range out.images {
		outs[k] = outputImage{urls: outputImageURLs(img, p.res), alt: fold(dom.Attr(img, "alt"))}
	}
	used := make([]bool, len(out.images))
	claimed := map[*html.Node]bool{}
	type sourceImage struct {
		refs pictureRefs
		at   int // text offset
	}
	var sources []sourceImage
	for k, img := range src.images {
		if ns := fallbackNoscript(img); ns != nil {
			claimed[ns] = true
		}
		sources = append(sources, sourceImage{p.refs(img), src.imageAt[k]})
	}
	for k, ns := range src.noscripts {
		if claimed[ns] {
			continue
		}
		for _, img := range noscriptImages(ns) {
			refs := imageRefs(img, func(n *html.Node) []html.Attribute { return n.Attr }, p.res, nil)
			sources = append(sources, sourceImage{refs, src.noscriptAt[k]})
		}
	}
	for _, s := range sources {
		if len(s.refs.real) == 0 {
			continue // a placeholder or a pixel: no picture to keep
		}
		k := findOutputImage(s.refs, outs, used)
		if k >= 0 {
			used[k] = true
		}
		views := []*FidelityView{&f.Region}
		if f.Gold != nil && src.amidGold(s.at, inGold) {
			views = append(views, f.Gold)
		}
		for _, v := range views {
			v.Images.N++
			if k >= 0 {
				v.Images.Kept++
			}
		}
	}
	f.OutputImages.N = len(out.images)
	if f.OutputImages.N > 0 {
		real := p.realURLs()
		for _, o := range outs {
			if allReal(o.urls, real) {
				f.OutputImages.RealSrc++
			}
		}
	}
}

// outputImageURLs are the URLs an output image shows: its src first, then
// its srcset's.
func outputImageURLs(img *html.Node, res urlResolver) []string {
	urls := []string{res.resolve(dom.Attr(img, "src"))}
	for _, u := range parseSrcset(dom.Attr(img, "srcset")) {
		urls = append(urls, res.resolve(u))
	}
	return urls
}

func allReal(urls []string, real map[string]bool) bool {
	for _, u := range urls {
		if !real[u] {
			return false
		}
	}
	return len(urls) > 0
}

// minLooseKey is the least length of an output URL recognised as the
// start of a source URL cut short (a srcset split at a comma), and of a
// file name recognised in another URL.
const minLooseKey = 16

// outputImage is what identifies an output image: its URLs and its alt.
type outputImage struct {
	urls []string
	alt  string
}

// findOutputImage is the first unused output image naming one of the
// source image's URLs (placeholders included); else, the first naming
// the start of one cut short or its file name, or carrying its alt text;
// -1 when none.
func findOutputImage(refs pictureRefs, outs []outputImage, used []bool) int {
	for _, exact := range []bool{true, false} {
		for k, o := range outs {
			if used[k] {
				continue
			}
			if !exact && refs.alt != "" && o.alt == refs.alt {
				return k
			}
			for _, u := range o.urls {
				if u != "" && namesPicture(refs.all, u, exact) {
					return k
				}
			}
		}
	}
	return -1
}

func namesPicture(all []string, u string, exact bool) bool {
	for _, a := range all {
		switch {
		case a == u:
			return true
		case exact || len(u) < minLooseKey:
		case strings.HasPrefix(a, u):
			return true
		default:
			if name := fileName(u); len(name) >= minLooseKey/2 && name == fileName(a) {
				return true
			}
		}
	}
	return false
}

// fileName is the last path segment of a URL, without query or fragment.
func fileName(u string) string {
	if i := strings.IndexAny(u, "?#"); i >= 0 {
		u = u[:i]
	}
	return u[strings.LastIndexByte(u, '/')+1:]
}
