package meta

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/segment"
	"github.com/pith-reader/pith/core/wire"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Metadata is what the page says about itself, best effort: the fields
// Result shows, and the facts the pipeline's other stages read.
type Metadata struct {
	Title, Byline, Published, Language, SiteName, Image, Excerpt string
	// Headline is the page's headline: the part of a title kept whole
	// that a heading repeats (headlineInParts), else the title. The
	// reader shows it above the article, so the article leaves it out,
	// and the article and page-type stages look for it on the page.
	Headline string
	// BylineNode is the element the byline was read from, -1 when none;
	// the article leaves it out as Reader View does.
	BylineNode int
	// BylineDeclared: the byline comes from the page's structured data or
	// <meta> tags, not from an element of the page.
	BylineDeclared bool
	// Discussion: the page declares itself a discussion in its structured
	// data (schema.org DiscussionForumPosting, QAPage, Question outside an
	// FAQPage), evidence the page-type check uses.
	Discussion bool
	// Schema counts the schema.org types the page declares, in JSON-LD
	// and microdata (the page kind reads them).
	Schema SchemaTypes
	// Generator is the <meta name="generator"> (a documentation tool
	// names itself there).
	Generator string
	// Product is the page's schema.org Product, when it declares one.
	Product *Product
	// CategoryName is the first shown <h1> that shares a word with the
	// title but is not it (listingHeadline): a listing's category as the
	// page names it. The pipeline shows it as the title once it knows the
	// page is a listing.
	CategoryName string
}

// Read fills the metadata from, in order of trust: JSON-LD, OpenGraph /
// <meta>, and the page itself (<title>, <h1>, <time>, bylines). The <meta>
// tags and <title> are read from <head> only, in one pass over its
// elements (not with goquery, which links net/http and with it crypto and
// TLS into the wasm); the few body-wide lookups share one pass over the
// element table instead of one tree walk per selector. hidden marks the
// elements not shown (a hidden byline is none); address is the page's (its
// host may name the site in the title).
func Read(doc *dom.Document, hidden []bool, address string) Metadata {
	meta := map[string]string{} // every <meta> by its key, first wins
	art := map[string]string{}  // Reader View's article keys, last wins
	var title string
	seenTitle := false
	readHead := func(from, to int, titles bool) {
		for d := from; d <= to; d++ {
			el := doc.Elems[d]
			if el.Namespace != "" {
				continue // an <svg>'s <title>
			}
			switch el.DataAtom {
			case atom.Meta:
				property, name, content := dom.Attr(el, "property"), dom.Attr(el, "name"), dom.Attr(el, "content")
				articleMeta(art, property, name, content)
				key := strings.ToLower(firstNonEmpty(property, name, dom.Attr(el, "itemprop")))
				if v := strings.TrimSpace(content); key != "" && v != "" {
					if _, seen := meta[key]; !seen {
						meta[key] = v
					}
				}
			case atom.Title:
				if titles && !seenTitle {
					seenTitle = true
					for c := el.FirstChild; c != nil; c = c.NextSibling {
						if c.Type == html.TextNode {
							title += c.Data
						}
					}
				}
			}
		}
	}
	if doc.Head >= 0 {
		readHead(doc.Head+1, doc.End(doc.Head), true)
	}
	if !seenTitle && len(meta) == 0 && doc.Len() > 0 {
		// An element before <head> ("<div>…</div><head>") opens the body
		// early: the parser leaves <head> empty and puts its <title> and
		// <meta> tags in the body, where Reader View still reads them. The
		// <meta> tags are read there; a <title> in the body is left alone,
		// as before: on pages wrapped whole in another element (an
		// archive's <text>) it names the site's section, and the title-
		// heading rule would take the list's heading for the title.
		readHead(0, doc.End(0), false)
	}
	page := scanPage(doc, hidden)
	// The headings' texts, <h3>s included, read once and only when a
	// title step looks for a heading.
	var all []string
	headings := func() []string {
		if all == nil {
			all = page.allHeadings()
		}
		return all
	}

	var m Metadata
	m.SiteName = headerText(firstNonEmpty(page.ld.publisher, art["og:site_name"], meta["application-name"]))
	siteNames := lowered(page.ld.publisher, art["og:site_name"], meta["application-name"])
	docTitle := pageTitle(title, page, headings, siteNames)
	m.Title = headerText(firstNonEmpty(page.ld.title(documentTitle(title, page.headings, page.h1s)), art["dc:title"], art["dcterm:title"], art["og:title"],
		art["weibo:article:title"], art["weibo:webpage:title"], art["title"], art["twitter:title"],
		art["parsely-title"], docTitle))
	ev := siteEvidence{
		names:  siteNames,
		labels: hostLabels(address),
		titles: lowered(title, art["og:title"], art["twitter:title"], page.ld.headline, page.ld.name),
		h1s:    lowered(page.h1s...),
	}
	m.Title = withoutSiteParts(m.Title, ev)
	var titles []string
	for _, t := range []string{art["og:title"], art["twitter:title"], page.ld.headline, page.ld.name, art["dc:title"],
		docTitle} {
		if t = withoutSiteParts(headerText(t), ev); t != "" {
			titles = append(titles, t)
		}
	}
	m.Title = untruncated(m.Title, titles)
	// The headline the later stages look for on the page is the metadata
	// title's (headlineInParts), read before the shown <h1> may replace
	// the title: the article's bounds do not move with the header.
	m.Headline = firstNonEmpty(headlineInParts(m.Title, headings), m.Title)
	article := page.ld.kind != "" || strings.EqualFold(meta["og:type"], "article")
	m.Title = shownHeadline(m.Title, headerText(page.ld.headline), titles, page.shownH1s, page.shownH1Pieces, ev, article)
	m.CategoryName = listingHeadline(m.Title, page.shownH1s, ev)
	articleAuthor := art["article:author"]
	if strings.HasPrefix(articleAuthor, "http") {
		articleAuthor = ""
	}
	m.Language = firstNonEmpty(dom.Attr(doc.Elems[0], "lang"), meta["content-language"], meta["og:locale"])
	m.Byline = firstNonEmpty(strings.Join(cleanNames(page.ld.authors), ", "), bylineNames(art["dc:creator"]),
		bylineNames(art["dcterm:creator"]), bylineNames(art["author"]), bylineNames(art["parsely-author"]),
		bylineNames(articleAuthor))
	m.BylineDeclared = m.Byline != ""
	if m.Byline == "" {
		m.Byline = bylineNames(page.byline)
	}
	m.Published = firstISODate(isEnglish(m.Language), page.ld.published, meta["article:published_time"], meta["datepublished"],
		meta["date"], meta["pubdate"], meta["publishdate"], meta["dc.date"], meta["dc.date.issued"], page.time, page.timeText)
	m.Image = firstNonEmpty(meta["og:image"], meta["twitter:image"], page.ld.image)
	m.Excerpt = firstNonEmpty(meta["og:description"], meta["description"], meta["twitter:description"])
	m.Discussion = page.discussion || page.questions && !page.faq || isDiscussionType(page.ld.kind)
	m.BylineNode = page.bylineNode
	m.Schema, m.Generator, m.Product = page.schema.withoutVariants(page.product), meta["generator"], page.product
	return m
}

// pageTitle is the document <title> without its site part
// (documentTitle), or the page's headline when the <title> holds it whole
// and the cut split it (headlineInTitle). headings gives the texts of the
// page's h1–h3, siteNames the site's declared names (lower case).
func pageTitle(title string, page pageFacts, headings func() []string, siteNames []string) string {
	cut := documentTitle(title, page.headings, page.h1s)
	if strings.EqualFold(cut, dom.FoldSpace(title)) {
		// Nothing was cut off: no headline was split. A title too short
		// to cut ("Blog: Short Post") is still the post's when a heading
		// repeats its part after the site's name.
		if hasSiteSeparator(cut) {
			if h := headingAfterSiteName(cut, headings(), siteNames); h != "" {
				return h
			}
		}
		return cut
	}
	if h := headlineInTitle(title, cut, headings()); h != "" {
		return h
	}
	return cut
}

// allHeadings returns the texts of the page's <h1>, <h2> and <h3>.
func (page pageFacts) allHeadings() []string {
	all := slices.Clone(page.headings)
	for _, h := range page.h3s {
		all = append(all, dom.Text(h))
	}
	return all
}

// pageFacts are the metadata found in the page body.
type pageFacts struct {
	ld jsonLD
	// schema counts every declared schema.org type; product is the first
	// Product a JSON-LD block declares.
	schema  SchemaTypes
	product *Product
	// discussion: an element's microdata itemtype names a forum post or
	// a Q&A page; questions: a question or an answer; faq: an FAQ page.
	// The questions and answers of an FAQ page are the site's own, written
	// as one document (a product's or a service's FAQ section), not a
	// discussion.
	discussion, questions, faq bool
	// headings are the texts of the <h1> and <h2> elements, h1s of <h1>.
	headings, h1s []string
	// shownH1s are the texts of the <h1>s not hidden, shownH1Pieces the
	// texts of the elements and text nodes below each (headlinePieces).
	shownH1s      []string
	shownH1Pieces [][]string
	// h3s are the <h3> elements (blogs head posts with them), read only
	// when the title needs them.
	h3s    []*html.Node
	byline string
	// bylineNode is the element the byline was read from, -1 when none.
	bylineNode int
	// time is the first <time datetime>, timeText the first <time>'s text.
	time, timeText string
}

// scanPage finds, in one pass, the first <h1>, the first byline-like
// element, the first <time datetime> and the JSON-LD article object.
func scanPage(doc *dom.Document, hidden []bool) pageFacts {
	f := pageFacts{bylineNode: -1, schema: SchemaTypes{}}
	ldDone := false
	for id, el := range doc.Elems {
		switch el.DataAtom {
		case atom.H1, atom.H2:
			t := dom.Text(el)
			f.headings = append(f.headings, t)
			if el.DataAtom == atom.H1 {
				f.h1s = append(f.h1s, t)
				if !hidden[id] {
					f.shownH1s = append(f.shownH1s, t)
					f.shownH1Pieces = append(f.shownH1Pieces, headlinePieces(el, t))
				}
			}
		case atom.H3:
			f.h3s = append(f.h3s, el)
		case atom.Time:
			if f.time == "" {
				f.time = dom.Attr(el, "datetime")
			}
			if f.timeText == "" && !hidden[id] {
				f.timeText = dom.Text(el)
			}
		case atom.Script:
			if strings.EqualFold(dom.Attr(el, "type"), "application/ld+json") && el.FirstChild != nil {
				text := el.FirstChild.Data
				f.schema.addJSONLD(text)
				wantProduct := f.product == nil && strings.Contains(text, "Product")
				if wantProduct || !ldDone {
					if v, ok := decodeJSONLD(text); ok { // decoded once for both readings
						if wantProduct {
							f.product = productOf(findTyped(v, isProductType, 0))
						}
						if !ldDone {
							f.ld, ldDone = jsonLDOf(v)
						}
					}
				}
			}
			continue
		}
		if len(el.Attr) == 0 {
			continue // the checks below all read attributes
		}
		if it := dom.Attr(el, "itemtype"); it != "" {
			f.schema.addItemtype(it)
			if f.product == nil && isProductType(it) && dom.HasAttr(el, "itemscope") {
				f.product = productOf(microdataItem(doc, id, 0))
			}
			switch {
			case strings.Contains(it, "FAQPage"):
				f.faq = true
			case strings.Contains(it, "Question") || strings.Contains(it, "Answer"):
				f.questions = true
			case isDiscussionType(it):
				f.discussion = true
			}
		}
		if f.byline == "" && !hidden[id] && isBylineElement(el) && !inComment(doc, id) {
			if t := bylineText(el); t != "" && utf8.RuneCountInString(t) < maxBylineRunes {
				if n := markedName(doc, id); n != "" {
					t = n
				}
				// A box that names nobody (an account menu whose class
				// says "author", a bare "By") is no byline: the next is
				// read, as Reader View reads on past it.
				if bylineNames(t) != "" {
					f.byline, f.bylineNode = t, id
				}
			}
		}
	}
	return f
}

// markedName returns the name alone inside a byline box: an itemprop=name,
// else the one link the box marks as the author's (rel=author, a class
// naming the author: "Ben Silverman" beside "Games Editor"); "" when there
// is none, or several author links (the names are read whole then).
func markedName(doc *dom.Document, id int) string {
	link, links := "", 0
	for d := id + 1; d <= doc.End(id); d++ {
		el := doc.Elems[d]
		if dom.Attr(el, "itemprop") == "name" {
			return dom.Text(el)
		}
		if el.DataAtom == atom.A && isBylineElement(el) {
			link, links = dom.Text(el), links+1
		}
	}
	if links == 1 {
		return link
	}
	return ""
}

// inComment reports an element inside a comment (an ancestor's class or id
// names comments, not replies: a forum's posts sit in reply containers,
// and its first poster is the page's author): a commenter's name is never
// the page's byline.
func inComment(doc *dom.Document, id int) bool {
	for a := int(doc.Parent[id]); a > doc.Body && a >= 0; a = int(doc.Parent[a]) {
		if commentStems.In(doc.ClassIDOf(a)) {
			return true
		}
	}
	return false
}

// commentStems name comments (not replies or discussions) in a class.
var commentStems = segment.NewWordSet("comment", "kommentar", "commentaire", "comentario", "commento", "reactie", "disqus")

// maxBylineRunes bounds a byline box's text: a longer element whose class
// says author is a post or a profile, not the byline.
const maxBylineRunes = 100

// bylineText is a byline element's text without the dates it holds: a
// byline box often sets the name and a <time> side by side ("Sarah Archer
// 1:39 PM ET"); the date is the page's published time, not its author.
// A box of several lines (a <br> or blocks between them) sets the name
// on one line and the author's role or outlet below ("By Brenda Goodman
// / WebMD Health News", "By Judith Burns / Education reporter, BBC
// News"): the line the label begins is the byline (labelledLine).
func bylineText(el *html.Node) string {
	isTime := func(n *html.Node) bool { return n.DataAtom == atom.Time }
	t := dom.TextExcept(el, isTime)
	if t != dom.Text(el) {
		t = strings.Trim(t, " ·•|,-–—") // the separator the date stood behind
	}
	if utf8.RuneCountInString(t) >= maxBylineRunes {
		return t // a container whose class says author, not a byline box
	}
	if lines := dom.TextLines(el, isTime); len(lines) > 1 {
		if l := labelledLine(lines); l != "" {
			return l
		}
	}
	return t
}

// labelledLine returns the line of a byline box that begins with a
// byline label ("By Brenda Goodman", "Von Anna Schmidt") and names
// someone, a label alone on its line ("Written By") read with the line
// after it; "" when no line does.
func labelledLine(lines []string) string {
	for i, l := range lines {
		low := strings.ToLower(l)
		for _, lb := range bylineLabels {
			if low == lb || strings.HasSuffix(low, " "+lb) {
				if i+1 < len(lines) && bylineNames(lines[i+1]) != "" {
					return lines[i+1]
				}
			} else if strings.HasPrefix(low, lb+" ") || strings.HasPrefix(low, lb+":") {
				if bylineNames(l) != "" {
					return strings.Trim(l, " ·•|,-–—")
				}
			}
		}
	}
	return ""
}

// isBylineElement matches what Reader View takes for a byline: rel=author,
// an itemprop naming the author, or a class/id saying byline, author,
// dateline or written-by.
func isBylineElement(el *html.Node) bool {
	if el.DataAtom == atom.Meta || el.DataAtom == atom.Link || el.DataAtom == atom.Html || el.DataAtom == atom.Body {
		return false
	}
	for _, a := range el.Attr {
		if a.Namespace != "" {
			continue
		}
		switch a.Key {
		case "rel":
			if a.Val == "author" {
				return true
			}
		case "itemprop":
			if strings.Contains(a.Val, "author") {
				return true
			}
		case "class", "id":
			if isBylineName(a.Val) {
				return true
			}
		}
	}
	return false
}

// cleanNames returns the names as bylineNames leaves them, the empty left
// out.
func cleanNames(names []string) []string {
	var out []string
	for _, n := range names {
		if n = bylineNames(n); n != "" && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// firstISODate is the first of the dates that isoDate reads.
func firstISODate(english bool, dates ...string) string {
	for _, d := range dates {
		if iso := isoDate(headerText(d), !english); iso != "" {
			return iso
		}
	}
	return ""
}

// isEnglish reports a language tag for English (or none).
func isEnglish(lang string) bool {
	l := strings.ToLower(lang)
	return l == "" || strings.HasPrefix(l+"-", "en-") || strings.HasPrefix(l, "en_")
}

// lowered returns the texts that are not blank, as the header shows them,
// lower-cased.
func lowered(vals ...string) []string {
	var out []string
	for _, v := range vals {
		if v = strings.ToLower(headerText(v)); v != "" {
			out = append(out, v)
		}
	}
	return out
}

func firstNonEmpty(vals ...string) string {
	for _, v := range vals {
		if v = strings.TrimSpace(v); v != "" {
			return v
		}
	}
	return ""
}

// jsonLD holds the fields pith reads from schema.org JSON-LD.
type jsonLD struct {
	kind, name, headline, published, publisher, image string
	// authors are the names of the authors.
	authors []string
}

// title picks between the JSON-LD name and headline as Reader View does:
// when they differ, the one that resembles the document title.
func (ld jsonLD) title(docTitle string) string {
	if ld.name == "" || ld.name == ld.headline {
		return ld.headline
	}
	if ld.headline == "" {
		return ld.name
	}
	if Similarity(ld.name, docTitle) > 0.75 || Similarity(ld.headline, docTitle) <= 0.75 {
		return ld.name
	}
	return ld.headline
}

// ReadAlike reports two texts that each hold most of the other's words
// (Reader View's similarity above 0.75, both ways): a heading and the
// title it shows, a heading and a product's declared name.
func ReadAlike(a, b string) bool {
	return Similarity(a, b) > 0.75 && Similarity(b, a) > 0.75
}

// Similarity is Reader View's text similarity: 1 − the share of the second
// text's words (by length) that are not in the first.
func Similarity(a, b string) float64 {
	ta := strings.FieldsFunc(strings.ToLower(a), isNotWordRune)
	tb := strings.FieldsFunc(strings.ToLower(b), isNotWordRune)
	if len(ta) == 0 || len(tb) == 0 {
		return 0
	}
	in := map[string]bool{}
	for _, t := range ta {
		in[t] = true
	}
	var uniq []string
	for _, t := range tb {
		if !in[t] {
			uniq = append(uniq, t)
		}
	}
	return 1 - float64(len(strings.Join(uniq, " ")))/float64(len(strings.Join(tb, " ")))
}

func isNotWordRune(r rune) bool {
	return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_')
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

// decodeJSONLD decodes one JSON-LD block (its text, XHTML's CDATA
// wrapping allowed); ok is false when it is no JSON.
func decodeJSONLD(text string) (v any, ok bool) {
	text = strings.TrimSpace(text)
	text = strings.TrimSuffix(strings.TrimPrefix(text, "<![CDATA["), "]]>") // XHTML-safe wrapping
	if wire.Unmarshal([]byte(text), &v) != nil {
		return nil, false
	}
	return v, true
}

// jsonLDOf reads the first Article-like object of one decoded JSON-LD
// block (including @graph lists); ok is false when the block has none.
func jsonLDOf(v any) (out jsonLD, ok bool) {
	obj := findArticleObject(v, 0)
	if obj == nil {
		return out, false
	}
	ld := jsonLD{kind: typeName(obj["@type"]), name: str(obj["name"]), headline: str(obj["headline"]),
		published: str(obj["datePublished"]), publisher: nameOf(obj["publisher"]),
		image: urlOf(obj["image"])}
	ld.authors = strings.Split(nameOf(obj["author"]), ", ")
	return ld, true
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

// Excerpt is the first ~200 characters of the text, cut at a word.
func Excerpt(text string) string {
	// Fold only what the excerpt can use (a long article's whole text
	// would be copied for 200 characters), unless white space is so
	// thick that the prefix folds to less than that.
	if len(text) > 800 {
		if head := dom.FoldSpace(text[:800]); len(head) > 300 {
			text = head
		}
	}
	text = dom.FoldSpace(text)
	if len(text) <= 200 {
		return text
	}
	cut := strings.LastIndexByte(text[:200], ' ')
	if cut < 100 {
		cut = 200
	}
	return strings.ToValidUTF8(text[:cut], "") + "…"
}
