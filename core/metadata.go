package core

import (
	"encoding/json"
	"strings"

	"github.com/PuerkitoBio/goquery"
	"github.com/pith-reader/pith/core/dom"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// readMetadata fills title, byline, date, language, site name, image and
// excerpt from, in order of trust: JSON-LD, OpenGraph / <meta>, and the
// page itself (<title>, <h1>, <time>, bylines). The <meta> tags are read
// with goquery from <head> only; the few body-wide lookups share one pass
// over the element table instead of one tree walk per selector.
//
// It reports whether the page declares itself a discussion in its
// structured data (schema.org DiscussionForumPosting, QAPage, Question),
// evidence the page-type check uses.
func readMetadata(doc *dom.Document, res *Result) (discussion bool) {
	meta := map[string]string{}
	var title string
	if doc.Head >= 0 {
		head := goquery.NewDocumentFromNode(doc.Elems[doc.Head])
		head.Find("meta").Each(func(_ int, s *goquery.Selection) {
			key := strings.ToLower(firstNonEmpty(s.AttrOr("property", ""), s.AttrOr("name", ""), s.AttrOr("itemprop", "")))
			if v := strings.TrimSpace(s.AttrOr("content", "")); key != "" && v != "" {
				if _, seen := meta[key]; !seen {
					meta[key] = v
				}
			}
		})
		title = dom.FoldSpace(head.Find("title").First().Text())
	}
	page := scanPage(doc)

	res.SiteName = firstNonEmpty(meta["og:site_name"], page.ld.publisher, meta["application-name"])
	res.Title = cleanTitle(firstNonEmpty(meta["og:title"], meta["twitter:title"], page.ld.headline,
		title, page.h1), res.SiteName)
	res.Byline = firstNonEmpty(page.ld.author, meta["author"], meta["article:author"], meta["byl"], page.byline)
	if strings.HasPrefix(res.Byline, "http") {
		res.Byline = ""
	}
	res.Published = firstNonEmpty(page.ld.published, meta["article:published_time"], meta["datepublished"],
		meta["date"], meta["pubdate"], meta["publishdate"], meta["dc.date"], meta["dc.date.issued"], page.time)
	res.Language = firstNonEmpty(dom.Attr(doc.Elems[0], "lang"), meta["content-language"], meta["og:locale"])
	res.Image = firstNonEmpty(meta["og:image"], meta["twitter:image"], page.ld.image)
	res.Excerpt = firstNonEmpty(meta["og:description"], meta["description"], meta["twitter:description"])
	return page.discussion || isDiscussionType(page.ld.kind)
}

// pageFacts are the metadata found in the page body.
type pageFacts struct {
	ld jsonLD
	// discussion: an element's microdata itemtype names a forum post,
	// a question or an answer.
	discussion bool
	h1         string
	byline     string
	time       string
}

// scanPage finds, in one pass, the first <h1>, the first byline-like
// element, the first <time datetime> and the JSON-LD article object.
func scanPage(doc *dom.Document) pageFacts {
	var f pageFacts
	ldDone := false
	for _, el := range doc.Elems {
		switch el.DataAtom {
		case atom.H1:
			if f.h1 == "" {
				f.h1 = dom.Text(el)
			}
		case atom.Time:
			if f.time == "" {
				f.time = dom.Attr(el, "datetime")
			}
		case atom.Script:
			if !ldDone && strings.EqualFold(dom.Attr(el, "type"), "application/ld+json") && el.FirstChild != nil {
				f.ld, ldDone = readJSONLD(el.FirstChild.Data)
			}
			continue
		}
		if !f.discussion {
			if it := dom.Attr(el, "itemtype"); it != "" && isDiscussionType(it) {
				f.discussion = true
			}
		}
		if f.byline == "" && isBylineElement(el) {
			if t := dom.Text(el); len(t) <= 80 {
				f.byline = t
			}
		}
	}
	return f
}

// isBylineElement matches [rel=author], [itemprop=author], .byline, .author.
func isBylineElement(el *html.Node) bool {
	if dom.Attr(el, "rel") == "author" || dom.Attr(el, "itemprop") == "author" {
		return true
	}
	class := dom.Attr(el, "class")
	if !strings.Contains(class, "byline") && !strings.Contains(class, "author") {
		return false
	}
	for _, c := range strings.Fields(class) {
		if c == "byline" || c == "author" {
			return true
		}
	}
	return false
}

func firstNonEmpty(vals ...string) string {
	for _, v := range vals {
		if v = strings.TrimSpace(v); v != "" {
			return v
		}
	}
	return ""
}

// cleanTitle drops a " | Site" or " - Site" tail from a document title.
func cleanTitle(t, site string) string {
	for _, sep := range []string{" | ", " - ", " – ", " — ", " :: ", " · "} {
		i := strings.LastIndex(t, sep)
		if i <= 0 {
			continue
		}
		head, tail := t[:i], t[i+len(sep):]
		if site != "" && strings.EqualFold(strings.TrimSpace(tail), site) || len(strings.Fields(tail)) <= 3 && len(strings.Fields(head)) >= 3 {
			return strings.TrimSpace(head)
		}
	}
	return t
}

// jsonLD holds the fields pith reads from schema.org JSON-LD.
type jsonLD struct {
	kind, headline, author, published, publisher, image string
}

// isDiscussionType reports schema.org types of discussion pages.
func isDiscussionType(t string) bool {
	for _, k := range []string{"DiscussionForumPosting", "QAPage", "Question", "Answer"} {
		if strings.Contains(t, k) {
			return true
		}
	}
	return false
}

// readJSONLD reads the first Article-like object of one JSON-LD block
// (including @graph lists); ok is false when the block has none.
func readJSONLD(text string) (out jsonLD, ok bool) {
	var v any
	if json.Unmarshal([]byte(text), &v) != nil {
		return out, false
	}
	obj := findArticleObject(v, 0)
	if obj == nil {
		return out, false
	}
	return jsonLD{kind: typeName(obj["@type"]), headline: str(obj["headline"]), author: nameOf(obj["author"]),
		published: str(obj["datePublished"]), publisher: nameOf(obj["publisher"]),
		image: urlOf(obj["image"])}, true
}

func findArticleObject(v any, depth int) map[string]any {
	if depth > 6 {
		return nil
	}
	switch t := v.(type) {
	case []any:
		for _, x := range t {
			if o := findArticleObject(x, depth+1); o != nil {
				return o
			}
		}
	case map[string]any:
		if isArticleType(t["@type"]) {
			return t
		}
		if g, ok := t["@graph"]; ok {
			return findArticleObject(g, depth+1)
		}
	}
	return nil
}

func isArticleType(v any) bool {
	switch t := v.(type) {
	case string:
		return strings.HasSuffix(t, "Article") || t == "BlogPosting" || t == "Report" || t == "DiscussionForumPosting" || t == "QAPage"
	case []any:
		for _, x := range t {
			if isArticleType(x) {
				return true
			}
		}
	}
	return false
}

// typeName flattens a JSON-LD @type (a string or a list of strings).
func typeName(v any) string {
	if l, ok := v.([]any); ok {
		var names []string
		for _, x := range l {
			names = append(names, str(x))
		}
		return strings.Join(names, " ")
	}
	return str(v)
}

func str(v any) string {
	s, _ := v.(string)
	return strings.TrimSpace(s)
}

func nameOf(v any) string {
	switch t := v.(type) {
	case string:
		return t
	case map[string]any:
		return str(t["name"])
	case []any:
		var names []string
		for _, x := range t {
			if n := nameOf(x); n != "" {
				names = append(names, n)
			}
		}
		return strings.Join(names, ", ")
	}
	return ""
}

func urlOf(v any) string {
	switch t := v.(type) {
	case string:
		return t
	case map[string]any:
		return str(t["url"])
	case []any:
		if len(t) > 0 {
			return urlOf(t[0])
		}
	}
	return ""
}

// findAuthor looks inside a comment or post (not inside nested items) for
// its author: an element marked author/user/name, or <cite>.
func (p *pipeline) findAuthor(id int, isItem map[*html.Node]bool) (string, *html.Node) {
	return p.findInItem(id, isItem, func(el *html.Node) bool {
		if el.DataAtom == atom.Cite {
			return true
		}
		ci := dom.ClassID(el)
		for _, w := range []string{"author", "user", "username", "nick", "poster", "fn", "name"} {
			for _, tok := range strings.Fields(ci) {
				if tok == w || strings.Contains(tok, w) && w != "fn" && w != "name" {
					return true
				}
			}
		}
		return dom.Attr(el, "itemprop") == "author" || dom.Attr(el, "rel") == "author"
	})
}

// findDate looks for a comment's or post's date: <time>, or an element
// marked date/time.
func (p *pipeline) findDate(id int, isItem map[*html.Node]bool) (string, *html.Node) {
	if d, el := p.findInItem(id, isItem, func(el *html.Node) bool { return el.DataAtom == atom.Time }); d != "" {
		return d, el
	}
	return p.findInItem(id, isItem, func(el *html.Node) bool {
		ci := dom.ClassID(el)
		return strings.Contains(ci, "date") || strings.Contains(ci, "time")
	})
}

// findInItem returns the short text (or datetime) of the first element of
// the item matching ok, not descending into nested items, and the element.
func (p *pipeline) findInItem(id int, isItem map[*html.Node]bool, ok func(*html.Node) bool) (string, *html.Node) {
	for d := id + 1; d <= p.doc.End(id); d++ {
		el := p.doc.Elems[d]
		if isItem[el] {
			d = p.doc.End(d)
			continue
		}
		if p.st.Hidden[d] || !ok(el) {
			continue
		}
		if el.DataAtom == atom.Time {
			if v := dom.Attr(el, "datetime"); v != "" {
				return v, el
			}
		}
		if t := dom.Text(el); t != "" && len(t) <= 80 {
			return t, el
		}
	}
	return "", nil
}
