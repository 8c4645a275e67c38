package clean

import (
	"fmt"
	"net/url"
	"strings"
	"unicode"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// mentionsAny reports whether a text node under n holds one of the
// lower-case ASCII words, in any ASCII case.
func mentionsAny(n *html.Node, words ...string) bool {
	found := false
	dom.EachContentText(n, func(s string) {
		for _, w := range words {
			if !found && containsFoldASCII(s, w) {
				found = true
			}
		}
	})
	return found
}

// isCommentsLink reports a link's text that leads to the post's comments
// and counts them: "Comments", "Comments (4)", "12 comments", "Comments »".
func isCommentsLink(text string) bool {
	t := strings.ToLower(strings.TrimSpace(text))
	t = strings.TrimSpace(strings.TrimRight(t, "»›:.…"))
	t = strings.TrimSpace(strings.TrimFunc(t, func(r rune) bool { return r >= '0' && r <= '9' || r == '(' || r == ')' || r == ' ' }))
	return commentsWords[t]
}

// commentsWords are the word for comments, one and many, in the features'
// languages (en, de, fr, es, it, nl, pt).
var commentsWords = map[string]bool{"comment": true, "comments": true, "kommentar": true, "kommentare": true,
	"commentaire": true, "commentaires": true, "comentario": true, "comentarios": true, "commento": true, "commenti": true,
	"reactie": true, "reacties": true, "comentário": true, "comentários": true}

// maxCreditChars bounds a software credit's link ("blog comments powered
// by Disqus", "Powered by WordPress"), in non-space characters.
const maxCreditChars = 40

// poweredBy are the words of a software credit in the features'
// languages ("Powered by", "Propulsé par", "Mogelijk gemaakt door", …).
var poweredBy = []string{"powered by ", "betrieben mit ", "bereitgestellt von ", "propulsé par ", "funciona con ",
	"con la tecnología de ", "desarrollado con ", "realizzato con ", "mogelijk gemaakt door ", "aangedreven door ",
	"desenvolvido com ", "movido por ", "orgulhosamente movido por "}

// creditWords are what creditText looks for first: the credits' words and
// the word for comments (kommentar, commentaire, comentario, commento,
// reactie, comentário: "comment" and "coment" cover most).
var creditWords = []string{"powered by", "betrieben mit", "bereitgestellt von", "propulsé par", "funciona con",
	"con la tecnología", "desarrollado con", "realizzato con", "mogelijk gemaakt", "aangedreven door",
	"desenvolvido com", "movido por", "comment", "coment", "kommentar", "reactie"}

// isPoweredBy reports a link's text crediting the software a site or its
// comment system runs on: "powered by" (or its translation) and a name of
// a word or two. A story's linked headline ("A car powered by sunlight
// and wind") names more after it.
func isPoweredBy(text string) bool {
	t := strings.ToLower(text)
	for _, p := range poweredBy {
		if i := strings.Index(t, p); i >= 0 && len(strings.Fields(t[i+len(p):])) <= 2 {
			return true
		}
	}
	return false
}

// minOffsiteLinkChars is the average link text (non-space characters) of a
// list of recommendations: product names and titles, not a network's
// one-word site names or bare URLs.
const minOffsiteLinkChars = 24

// offsiteLinks reports a block whose every link leads to another site
// than the page's: inside a story, a list of them is what the story
// recommends or cites (products, sources); the lists a site sets in its
// stories to keep the reader ("related", "more from us") point home.
// Share links, though off site, are no such list (shareOrTagLinks).
func (c *Cleaner) offsiteLinks(id int) bool {
	home := c.pg.Host()
	if home == "" {
		return false
	}
	n := 0
	for a := id; a <= c.doc.End(id); a++ {
		if c.doc.Tag(a) != atom.A {
			continue
		}
		href := dom.Attr(c.doc.Elems[a], "href")
		if href == "" {
			continue
		}
		u, err := url.Parse(href)
		if err != nil || u.Host == "" || isShareURL(href) || sameSite(u.Hostname(), home) {
			return false
		}
		n++
	}
	return n > 0
}

// headedOffsiteList reports a list whose heading is one of the article's
// own (headedBy with sectionedAtOrAbove: an <h5> "Other recommendations:"
// closing a story written in <h3>/<h4> sections). With every link leading
// off the site (offsiteLinks, asked by the caller) it is the story's list
// of places, tools or sources, however short their names ("nonesuch",
// "Pie Junkie"): the short names minOffsiteLinkChars keeps out are a
// network's sites in a bar of their own, under no heading of the story.
func (c *Cleaner) headedOffsiteList(id int) bool {
	return c.listLike(id) && c.headedBy(id, c.sectionedAtOrAbove)
}

// sameSite reports host names of one site: equal, or one a subdomain of
// the other's registered part (www.example.com and shop.example.com).
func sameSite(a, b string) bool {
	a, b = strings.TrimPrefix(strings.ToLower(a), "www."), strings.TrimPrefix(strings.ToLower(b), "www.")
	return a == b || strings.HasSuffix(a, "."+b) || strings.HasSuffix(b, "."+a)
}

// maxShareLabelChars bounds the text outside the links of a share bar or
// a tag line ("Share:", "Tags", the commas).
const maxShareLabelChars = 30

// shareOrTagLinks reports a block whose every link shares the page (to a
// messenger or a social network: whatsapp:, facebook.com/sharer,
// twitter.com/intent, …) or files it under a tag (rel="tag"): share bars
// and tag lines, whatever their class names. Their links name the page's
// topics or networks, never the story's text.
func (c *Cleaner) shareOrTagLinks(id int) string {
	share, tags := 0, 0
	for a := id; a <= c.doc.End(id); a++ {
		if c.doc.Tag(a) != atom.A {
			continue
		}
		el := c.doc.Elems[a]
		switch {
		case isShareURL(dom.Attr(el, "href")):
			share++
		case segment.HasFieldFold(dom.Attr(el, "rel"), "tag"):
			tags++
		default:
			return ""
		}
	}
	switch {
	case share > 0 && tags == 0:
		return "share links"
	case tags > 0 && share == 0:
		if label := outsideLinks(c.doc.Elems[id]); tagLabels[label] || isCategoryLine(label) {
			return "tag links"
		}
	}
	return ""
}

// categoryLabels open a post's category line ("Posted in: News | 3
// comments", "Filed under: Politics"), links marked rel="category".
var categoryLabels = []string{"posted in", "filed under", "posted under", "categories", "category", "categorized in", "categorized under",
	"veröffentlicht in", "abgelegt unter", "kategorie", "kategorien", "publié dans", "classé dans", "catégorie", "catégories",
	"publicado en", "archivado en", "categoría", "categorías", "pubblicato in", "archiviato in", "categoria", "categorie",
	"geplaatst in", "gearchiveerd onder", "categorieën", "publicado em", "arquivado em", "categorias"}

// isCategoryLine reports the text outside the links of a category line:
// its label, then nothing but a comment count and separators.
func isCategoryLine(outside string) bool {
	for _, l := range categoryLabels {
		rest, ok := strings.CutPrefix(outside, l)
		if !ok || rest != "" && rest[0] != ' ' {
			continue
		}
		for _, w := range strings.Fields(rest) {
			if !commentsWords[w] && !noWords[w] && strings.Trim(w, "0123456789|·•") != "" {
				return false
			}
		}
		return true
	}
	return false
}

// noWords are "no" before a comment count ("No comments", "Keine
// Kommentare", "Aucun commentaire", …).
var noWords = map[string]bool{"no": true, "keine": true, "kein": true, "aucun": true, "sin": true, "nessun": true, "geen": true, "sem": true}

// tagLabels are what a tag line says besides its tags (lower case,
// punctuation dropped). A line of tag links under another label ("Genre:
// Romance, Fantasy") is the page's own information.
var tagLabels = map[string]bool{"": true, "tags": true, "tag": true, "tagged": true, "tagged with": true, "tagged as": true,
	"topics": true, "etiquetas": true, "marcadores": true, "palavras-chave": true, "schlagwörter": true, "mots-clés": true, "tag correlati": true,
	"schlagworte": true, "themen": true, "étiquettes": true, "sujets": true, "temas": true, "etichette": true, "argomenti": true,
	"trefwoorden": true, "onderwerpen": true, "labels": true}

// outsideLinks is the text of n outside its links, lower-cased, with
// punctuation and extra space dropped.
func outsideLinks(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode:
				b.WriteString(c.Data)
				b.WriteByte(' ')
			case c.Type == html.ElementNode && c.DataAtom != atom.A:
				walk(c)
			}
		}
	}
	walk(n)
	t := strings.Map(func(r rune) rune {
		if unicode.IsPunct(r) && r != '-' {
			return ' '
		}
		return unicode.ToLower(r)
	}, b.String())
	return strings.Join(strings.Fields(t), " ")
}

// shareEndpoints are the addresses that share a page on a network or in a
// messenger.
var shareEndpoints = []string{"whatsapp:", "api.whatsapp.com/send", "wa.me/", "facebook.com/sharer", "facebook.com/share.php",
	"facebook.com/dialog/share", "twitter.com/intent", "twitter.com/share", "x.com/intent", "linkedin.com/sharearticle",
	"linkedin.com/sharing", "pinterest.com/pin/create", "reddit.com/submit", "t.me/share", "telegram.me/share",
	"tumblr.com/share", "vk.com/share", "getpocket.com/save", "news.ycombinator.com/submitlink", "line.me/r/msg"}

// isShareURL reports an href that shares the page (see shareEndpoints; a
// mailto: without a recipient, its subject or body prefilled, as well).
func isShareURL(href string) bool {
	if len(href) < 6 {
		return false
	}
	h := strings.ToLower(href)
	if strings.HasPrefix(h, "mailto:") {
		return strings.HasPrefix(h, "mailto:?") // no recipient: the reader picks one
	}
	for _, e := range shareEndpoints {
		if strings.Contains(h, e) {
			return true
		}
	}
	return sharesByQuery(href)
}

// sharesByQuery reports a link that hands a network an address and a
// title to post ("submit?url=http://…&title=…", "sharer.php?u=…&t=…"):
// the form every bookmarking and sharing service of any age takes, so no
// list of services is needed for it. A redirect to another site carries
// an address but no title.
func sharesByQuery(href string) bool {
	_, query, ok := strings.Cut(href, "?")
	if !ok {
		return false
	}
	q, err := url.ParseQuery(strings.ReplaceAll(query, "&amp;", "&"))
	if err != nil && len(q) == 0 {
		return false
	}
	address := false
	for _, k := range []string{"url", "u", "link"} {
		if v := strings.ToLower(q.Get(k)); strings.HasPrefix(v, "http://") || strings.HasPrefix(v, "https://") {
			address = true
		}
	}
	return address && (q.Get("title") != "" || q.Get("t") != "" || q.Get("text") != "")
}

// mostlyShareLinks reports a block most of whose links share the page: a
// share bar, however a sentence introduces it ("Share/save this article:").
func (c *Cleaner) mostlyShareLinks(id int) bool {
	share, all := 0, 0
	for a := id; a <= c.doc.End(id); a++ {
		if c.doc.Tag(a) == atom.A {
			all++
			if isShareURL(dom.Attr(c.doc.Elems[a], "href")) {
				share++
			}
		}
	}
	return all > 0 && 2*share > all
}

func shareOrTag(c *Cleaner, id int, _ *pass) string {
	st := c.st
	if st.Links[id] > 0 && st.Chars[id]-st.LinkChars[id] <= maxShareLabelChars && c.doc.Tag(id) != atom.A {
		return c.shareOrTagLinks(id)
	}
	return ""
}

// creditText is the text of a block that is one short link mentioning a
// software credit or the comments, or "". The words are looked for in the
// text nodes in place: most short links are a story's, and copying each
// one's text adds up.
func (c *Cleaner) creditText(id int) string {
	st := c.st
	if st.Links[id] == 1 && st.LinkChars[id] == st.Chars[id] && st.Chars[id] <= maxCreditChars && mentionsAny(c.doc.Elems[id], creditWords...) {
		return dom.Text(c.doc.Elems[id])
	}
	return ""
}

func softwareCredit(c *Cleaner, id int, _ *pass) string {
	if isPoweredBy(c.creditText(id)) {
		return "a software credit (\"blog comments powered by …\")"
	}
	return ""
}

func commentsLink(c *Cleaner, id int, _ *pass) string {
	if isCommentsLink(c.creditText(id)) {
		return "a link to the comments (\"Comments (4)\")"
	}
	return ""
}

// linkList: a data table is the story's (a list page's table of names,
// a table of arguments), and so is a list the story's prose introduces
// or one of its sections holds (headedSection: "See also").
func linkList(c *Cleaner, id int, _ *pass) string {
	st := c.st
	ld := st.LinkDensity(id)
	if st.Links[id] >= 2 && ld > 0.5 && st.Paras[id] < 2 {
		if !c.mostlyShareLinks(id) && (c.doc.Tag(id) == atom.Table && c.isDataTable(id) || c.inPageLinks(id) ||
			c.listLike(id) && (c.introducedByProse(id) || c.headedSection(id) || c.notesList(id)) || c.listOfFacts(id) || c.labelledFacts(id) || c.factValue(id) ||
			c.headedCards(id) || c.addressList(id) || c.logoGrid(id) || c.inFeatureGrid(id)) {
			return ""
		}
		if c.single() && (st.LinkChars[id] >= minOffsiteLinkChars*st.Links[id] || c.headedOffsiteList(id)) && c.offsiteLinks(id) && !c.underRelatedLabel(id) {
			return "" // the story's references, recommendations elsewhere
		}
		return fmt.Sprintf("link list (link density %.2f)", ld)
	}
	return ""
}

// inFeatureGrid reports a feature grid, a section around one, or one of
// its cards, on a page that tells no story (FeatureGrid).
func (c *Cleaner) inFeatureGrid(id int) bool {
	if !c.ctx.Sections {
		return false
	}
	if p := int(c.doc.Parent[id]); p >= 0 && c.featureCard(id) && c.featureGrid(p) {
		return true
	}
	return c.gridIn(id) >= 0
}

// inPageLinks reports a block whose every link points into the page (a
// table of contents, the labels of tabs): it leads the reader nowhere else.
// A contents list or a row of tabs names two places at least; one link
// into the page beside controls ("Add Comment" to #comments, "Print") is
// a toolbar.
func (c *Cleaner) inPageLinks(id int) bool {
	in, out := c.links(id)
	return in >= minInPageLinks && out == 0
}

// minInPageLinks is the fewest links into the page a table of contents or a
// row of tabs holds.
const minInPageLinks = 2

// links counts the links under id that point into the page (a fragment)
// and elsewhere.
func (c *Cleaner) links(id int) (in, out int) {
	for a := id; a <= c.doc.End(id); a++ {
		if c.doc.Tag(a) == atom.A {
			switch href := strings.TrimSpace(dom.Attr(c.doc.Elems[a], "href")); {
			case len(href) > 1 && href[0] == '#':
				in++
			case href != "" && !strings.HasPrefix(href, "javascript:"):
				out++ // a script's link is a control, it leads nowhere
			}
		}
	}
	return in, out
}

// minFactLetters is how many letters outside its links each item of a
// list of facts holds ("Official website:", "Flagship hotel: …, USA",
// "Read my … here."); a related story's date ("July 17, 2012", "- 2008")
// has fewer.
const minFactLetters = 10

// listOfFacts reports a list (<ul>, <ol>) of two or more items each of
// which says something beside its links: facts that point somewhere, not
// a list of links.
func (c *Cleaner) listOfFacts(id int) bool {
	if t := c.doc.Tag(id); t != atom.Ul && t != atom.Ol {
		return false
	}
	items := 0
	for k := c.doc.FirstChild(id); k >= 0; k = c.doc.NextSibling(k) {
		if c.doc.Tag(k) != atom.Li || c.st.Chars[k] == 0 {
			continue
		}
		if c.st.Chars[k]-c.st.LinkChars[k] < minFactLetters || lettersOutsideLinks(c.doc.Elems[k], minFactLetters) < minFactLetters {
			return false
		}
		items++
	}
	return items >= 2
}

// Letters counts the letters of s (any script's): how much of a text is
// words, for the thread's rules as for clean's.
func Letters(s string) int { return letters(s) }

// letters counts the letters of s (any script's).
func letters(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}

// lettersOutsideLinks counts the letters of n's text outside <a>
// elements, up to limit.
func lettersOutsideLinks(n *html.Node, limit int) int {
	count := 0
	for c := n.FirstChild; c != nil && count < limit; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			count += letters(c.Data)
		case c.Type == html.ElementNode && c.DataAtom != atom.A:
			count += lettersOutsideLinks(c, limit-count)
		}
	}
	return count
}

// logoGrid reports a block whose text is all in two or more list items
// that are each a picture named for screen readers only (logoItem), and
// in the heading over them: a grid of logos (the frameworks a service
// runs, "Trusted by teams at"). Each link's name is its screen-reader
// text, which sighted readers see as the picture; the links are the
// block's content, not other stories.
func (c *Cleaner) logoGrid(id int) bool {
	var items, chars int32
	for d := id; d <= c.doc.End(id); d++ {
		switch {
		case c.st.Chars[d] == 0:
		case dom.HeadingLevel(c.doc.Tag(d)) > 0:
			chars += c.st.Chars[d]
			d = c.doc.End(d)
		case c.doc.Tag(d) == atom.Li:
			if !c.logoItem(d) {
				return false
			}
			items, chars = items+1, chars+c.st.Chars[d]
			d = c.doc.End(d)
		}
	}
	return items >= 2 && chars == c.st.Chars[id]
}

// logoItem reports an element that is one link holding a picture (an
// <img> or an <svg>) whose every character is inside an element hidden
// from sight but not from screen readers (screenReaderOnly).
func (c *Cleaner) logoItem(id int) bool {
	if c.st.Links[id] != 1 || c.st.LinkChars[id] != c.st.Chars[id] {
		return false
	}
	var named int32
	picture := false
	for d := id + 1; d <= c.doc.End(id); d++ {
		switch {
		case c.doc.Tag(d) == atom.Img || c.doc.Tag(d) == atom.Svg:
			picture = true
		case screenReaderOnly(c.doc.Elems[d]):
			named += c.st.Chars[d]
			d = c.doc.End(d)
		}
	}
	return picture && named > 0 && named == c.st.Chars[id]
}

// srOnlyClasses are the class names the CSS frameworks give text shown to
// screen readers only: Bootstrap's and Tailwind's sr-only and
// visually-hidden, WordPress's screen-reader-text, the HTML5 Boilerplate's
// visuallyhidden.
var srOnlyClasses = segment.NewWordSet("sr-only", "visually-hidden", "visuallyhidden", "screen-reader-text", "screen-reader-only")

// ScreenReaderOnly reports an element kept for screen readers and clipped
// out of sight: by one of srOnlyClasses, or by the inline styles they set
// (visuallyHidden).
func ScreenReaderOnly(n *html.Node) bool { return screenReaderOnly(n) }

func screenReaderOnly(n *html.Node) bool {
	return srOnlyClasses.InFold(dom.Attr(n, "class")) || visuallyHidden(dom.Attr(n, "style"))
}
