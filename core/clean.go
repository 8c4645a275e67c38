package core

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
	"unicode"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/render"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// articleFilter is the clean-up inside the article region: what a region
// found by density still holds that a reader does not want — navigation,
// share bars, related-link lists, newsletter boxes, the comment section —
// is left out. The region roots themselves are never filtered.
func (p *pipeline) articleFilter(roots []int) render.Filter {
	isRoot := map[int]bool{}
	for _, r := range roots {
		isRoot[r] = true
	}
	// A root grown around the chosen region may reach it through an
	// element the filter would drop (an <aside> or a "sidebar" class
	// wrapping the story in a template's layout): the region is what the
	// density method found, so the path down to it stays. The region
	// itself is judged like any block: when expansion joined the story to
	// it, a region that is a link list (a shop grid SD preferred to a short
	// story) still goes.
	for _, f := range p.found {
		for a := int(p.doc.Parent[f]); a >= 0 && !isRoot[a]; a = int(p.doc.Parent[a]) {
			isRoot[a] = true
		}
	}
	// The three renderers ask about the same elements: decide each once.
	const unknown, keep, drop = 0, 1, 2
	memo := make([]uint8, p.doc.Len())
	if p.refine && !p.listMode {
		for _, r := range roots {
			for _, id := range p.trailingLinks(r) {
				p.trace.Add("clean", id, 0, "related links at the article's end")
				memo[id] = drop
			}
			for _, id := range p.relatedSections(r) {
				p.trace.Add("clean", id, 0, "a section headed as related stories")
				memo[id] = drop
			}
		}
	}
	// Text blocks kept so far (minRepeatChars): the first of each size,
	// and, once a size repeats, every such block by the hash of its text.
	// Copies have the same size, so most paragraphs are never hashed;
	// thousands of paragraphs of one size cost one hash each.
	var firstOfSize map[int32]int
	var byHash map[uint64]int
	hashed := func(h uint64) bool { _, ok := byHash[h]; return ok }
	ids := page.NewIDWalk(p.doc, roots...)
	return func(n *html.Node) bool {
		id, ok := ids.ID(n)
		if !ok || isRoot[id] {
			return false
		}
		if memo[id] == unknown {
			memo[id] = keep
			if why := p.boilerplate(id); why != "" {
				p.trace.Add("clean", id, 0, why)
				memo[id] = drop
			} else if p.refine && p.st.OwnChars[id] >= minRepeatChars {
				if firstOfSize == nil {
					firstOfSize, byHash = map[int32]int{}, map[uint64]int{}
				}
				size := p.st.Chars[id]
				if first, ok := firstOfSize[size]; !ok {
					firstOfSize[size] = id
				} else {
					if first >= 0 {
						// The size repeats: its first block joins the hashed ones.
						if h := textHash(p.doc.Elems[first]); !hashed(h) {
							byHash[h] = first
						}
						firstOfSize[size] = -1
					}
					h := textHash(n)
					if f, ok := byHash[h]; !ok {
						byHash[h] = id
					} else if p.copyOf(id, f) {
						p.trace.Add("clean", id, 0, "repeats a block of the article word for word, in a copy of its section (one for another screen size)")
						memo[id] = drop
					}
				}
			}
		}
		return memo[id] == drop
	}
}

// minRepeatChars is the text of its own (non-space characters) a block
// needs for a second copy of it to be dropped. Responsive templates print
// a story's sections twice, one copy for small screens, and tabs or
// sliders clone their panels; a reader shows each paragraph once. The
// renderers visit blocks in page order, so the first copy kept is the one
// shown; a copy inside a block left out never counts. Short lines (a
// "Share" label, a heading repeated as a caption) may repeat, and so may a
// paragraph whose section is not a copy of the first one's section: a
// text that says a thing twice (or a test page of lorem ipsum) is no
// template's copy.
const minRepeatChars = 80

// copyOf reports whether block id, with the same text as the earlier block
// first, sits in a copy of first's section: their parents differ, neither
// holds the other, and the parents' texts are the same.
func (p *pipeline) copyOf(id, first int) bool {
	a, b := int(p.doc.Parent[id]), int(p.doc.Parent[first])
	if a == b || a < 0 || b < 0 || p.doc.Contains(b, id) || p.doc.Contains(a, first) {
		return false
	}
	return p.st.Chars[a] == p.st.Chars[b] && textHash(p.doc.Elems[a]) == textHash(p.doc.Elems[b])
}

// textHash is a 64-bit FNV-1a hash of the text under n without its white
// space, so two copies of a block that differ in indentation agree.
func textHash(n *html.Node) uint64 {
	h := uint64(14695981039346656037)
	dom.EachContentText(n, func(s string) {
		for i := 0; i < len(s); i++ {
			if b := s[i]; !dom.IsASCIISpace(b) {
				h = (h ^ uint64(b)) * 1099511628211
			}
		}
	})
	return h
}

// minTrailingLinks is the least number of link-only blocks ending an
// article for them to be a "related stories" list.
const minTrailingLinks = 2

// trailingLinks finds the "related stories" that close many articles: the
// article's last text blocks (paragraphs, list items, headings) are each
// mostly link text — a headline pointing elsewhere — at least
// minTrailingLinks of them, with the short line that introduces them
// ("You may also like…", "Related:"). They are returned to be dropped. A
// story's own text, even a list of sources, has words outside its links.
func (p *pipeline) trailingLinks(root int) []int {
	var blocks []int
	for id := root + 1; id <= p.doc.End(root); id++ {
		if p.st.Hidden[id] {
			id = p.doc.End(id)
			continue
		}
		switch p.doc.Tag(id) {
		case atom.P, atom.Li, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Blockquote, atom.Pre, atom.Table:
			if p.st.Chars[id] > 0 {
				blocks = append(blocks, id)
			}
			id = p.doc.End(id)
		}
	}
	n := 0
	for i := len(blocks) - 1; i >= 0; i-- {
		b := blocks[i]
		if p.st.Links[b] < 1 || 2*p.st.LinkChars[b] < p.st.Chars[b] {
			break
		}
		n++
	}
	if n < minTrailingLinks || n == len(blocks) {
		return nil
	}
	out := blocks[len(blocks)-n:]
	if intro := blocks[len(blocks)-n-1]; p.st.Chars[intro] <= maxRelatedIntroChars && p.st.LinkChars[intro] == 0 {
		out = append(out, intro)
	}
	return out
}

// relatedSections finds the blocks inside an article region that open with
// a heading announcing other stories — "You may also like", "Related
// posts", a heading whose class or id says "related": teasers of other
// stories (their excerpts are prose, so the link rules do not catch them),
// which expansion may have joined to the story. Such a block holds neither
// the region the segmenter found (the story) nor half of it; when no region
// was found inside root, it holds less than half the region's text.
func (p *pipeline) relatedSections(root int) []int {
	var out []int
	for id := root + 1; id <= p.doc.End(root); id++ {
		if p.st.Hidden[id] {
			id = p.doc.End(id)
			continue
		}
		switch p.doc.Tag(id) {
		case atom.Div, atom.Section, atom.Article, atom.Aside, atom.Ul, atom.Ol:
		default:
			continue
		}
		if h := p.doc.FirstChild(id); h >= 0 && p.isRelatedHeading(h) && !p.holdsStory(id, root) {
			out = append(out, id)
			id = p.doc.End(id)
		}
	}
	return out
}

// holdsStory reports whether the block id may hold the story of the region
// root: it holds (or is inside) a region the segmenter found, or, when none
// was found inside root, half the region's text.
func (p *pipeline) holdsStory(id, root int) bool {
	inside := false
	for _, f := range p.found {
		if p.doc.Contains(root, f) {
			inside = true
			if p.doc.Contains(id, f) || p.doc.Contains(f, id) && 2*p.st.Chars[id] >= p.st.Chars[f] {
				return true
			}
		}
	}
	return !inside && 2*p.st.Chars[id] >= p.st.Chars[root]
}

// isRelatedHeading reports a heading (h2–h6) that names related stories by
// its class or id, or by its words; or a label styled as a heading (a
// <div>, <p>, <span> or <strong> without links, "Related Posts") by its
// words alone.
func (p *pipeline) isRelatedHeading(id int) bool {
	if p.st.Chars[id] > maxRelatedIntroChars {
		return false
	}
	switch p.doc.Tag(id) {
	case atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		if relatedWords.In(p.doc.ClassIDOf(id)) {
			return true
		}
	case atom.Div, atom.P, atom.Span, atom.Strong, atom.B:
		if p.st.Links[id] > 0 || p.st.Chars[id] < minRelatedLabelChars {
			return false
		}
	default:
		return false
	}
	t := strings.ToLower(strings.TrimRight(dom.Text(p.doc.Elems[id]), " .…:!"))
	return relatedPhrases[t] || hasRelatedPrefix(t)
}

// relatedPrefixes open a label of other stories that names their source
// ("More content from NBCNews.com:", "More stories from the Times").
var relatedPrefixes = []string{"more from ", "more content from ", "more stories from ", "more news from "}

// hasRelatedPrefix reports a lower-cased label opening with a
// relatedPrefix.
func hasRelatedPrefix(t string) bool {
	for _, pre := range relatedPrefixes {
		if strings.HasPrefix(t, pre) {
			return true
		}
	}
	return false
}

// labelsLinkList reports a label of other stories (isRelatedHeading)
// whose next element sibling is a list of links, which it introduces.
func (p *pipeline) labelsLinkList(id int) bool {
	next := p.doc.NextSibling(id)
	return next >= 0 && p.st.Links[next] >= 2 && p.st.LinkDensity(next) > 0.5 && p.isRelatedHeading(id)
}

// underRelatedLabel reports a list whose previous element sibling is a
// label of other stories (isRelatedHeading): what it lists are those
// stories, not the story's references.
func (p *pipeline) underRelatedLabel(id int) bool {
	prev := int(p.st.PrevSibling[id])
	return prev >= 0 && p.isRelatedHeading(prev)
}

// relatedWords name a related-stories heading in a class or id.
var relatedWords = segment.NewWordSet("related", "yarpp")

// relatedPhrases are headings that introduce other stories, in the
// languages of the corpora and a few more.
var relatedPhrases = map[string]bool{
	"related": true, "related posts": true, "related articles": true, "related stories": true, "related content": true,
	"you may also like": true, "you might also like": true, "you may be interested in": true, "recommended for you": true,
	"more stories": true, "more from this section": true, "read next": true, "also read": true, "read also": true,
	"você pode gostar": true, "leia também": true, "veja também": true, "posts relacionados": true,
	"te puede interesar": true, "también te puede interesar": true, "artículos relacionados": true, "noticias relacionadas": true,
	"lesen sie auch": true, "das könnte sie auch interessieren": true, "mehr zum thema": true,
	"vous aimerez aussi": true, "à lire aussi": true, "articles similaires": true, "sur le même sujet": true,
	"ti potrebbe interessare": true, "potrebbe interessarti": true, "articoli correlati": true,
	"читайте также": true, "похожие статьи": true,
}

// minRelatedLabelChars is the shortest related-stories label ("Related",
// in non-space characters): a plain element shorter is not read.
const minRelatedLabelChars = 7

// maxRelatedIntroChars bounds the line introducing trailing related links.
const maxRelatedIntroChars = 40

// boilerplate says why an element inside the article is not content, or "".
func (p *pipeline) boilerplate(id int) string {
	st := p.st
	if p.excluded[id] {
		return "comment section, rendered separately"
	}
	if st.Hidden[id] {
		return "hidden"
	}
	if p.isRecurring(id) {
		return "recurs on the site's other pages (site profile)"
	}
	single := p.refine && p.seg.Type != segment.TypeMultiple // a post's author stays with the post
	if !single && p.refine && st.Chars[id] <= maxPosterStatChars*maxPosterStatPairs && isPosterStat(p.doc.Elems[id]) {
		return "a figure about a post's author (\"Joined\", \"Posts: 4032\")"
	}
	if single && id == p.pg.Byline && st.Chars[id] < 100 {
		return "the byline, shown above the article"
	}
	if single && p.pg.Byline > id && st.Chars[id] < maxBylineLineChars && p.doc.Contains(id, p.pg.Byline) && p.bylineLine(id) {
		return "the byline's line (\"by … on <date>\"), shown above the article"
	}
	if single && st.Chars[id] <= maxBylineLabelChars && p.labelsByline(id) && isBylineLabel(dom.Text(p.doc.Elems[id])) {
		return "the byline's label (\"By\", \"Written by\"); the byline is shown above the article"
	}
	if st.Links[id] > 0 && st.Chars[id]-st.LinkChars[id] <= maxShareLabelChars && p.doc.Tag(id) != atom.A {
		if why := p.shareOrTagLinks(id); why != "" {
			return why
		}
	}
	if st.Links[id] == 1 && st.LinkChars[id] == st.Chars[id] && st.Chars[id] <= maxCreditChars && mentionsAny(p.doc.Elems[id], "powered by", "comment") {
		// The words are looked for in the text nodes in place: most short
		// links are a story's, and copying each one's text adds up.
		if text := dom.Text(p.doc.Elems[id]); isPoweredBy(text) {
			return "a software credit (\"blog comments powered by …\")"
		} else if single && isCommentsLink(text) {
			return "a link to the comments (\"Comments (4)\")"
		}
	}
	if single && p.mayBeCommentPrompt(id) && isCommentPrompt(p.doc.Elems[id], st.Chars[id] <= maxCommentPromptLabel) {
		return "the comment system's prompt or notice (\"Leave a Reply\", \"follow any responses to this entry\")"
	}
	if single && st.Chars[id] <= maxCommentPromptLabel && isBlockTag(p.doc.Tag(id)) && segment.HasCommentToken(strings.ToLower(dom.Attr(p.doc.Elems[id], "class"))) {
		// An empty comment section's furniture (its "Comments" heading,
		// its feed link) is not found as a comment region; named as the
		// comments' by its class and no longer than a label, it is not
		// the story's. Not by its id: a document's section anchors
		// ("handling_the_response", "commentary") name its headings.
		return "a label of the comment section (named by its class)"
	}
	switch p.doc.Tag(id) {
	case atom.Nav, atom.Aside, atom.Footer, atom.Header:
		return "navigation or aside element"
	case atom.H1, atom.H2:
		if !single || p.pg.Title == "" {
			return ""
		}
		if p.pg.ReadsAsTitle(dom.Text(p.doc.Elems[id])) {
			return "heading repeats the title, shown above the article"
		}
		return ""
	case atom.Div, atom.Section, atom.Ul, atom.Ol, atom.Table, atom.P, atom.Span, atom.Figure:
	default:
		return ""
	}
	chars := st.Chars[id]
	ld := st.LinkDensity(id)
	if single && chars <= maxRelatedIntroChars && st.Links[id] == 0 && p.labelsLinkList(id) {
		return "a label of other stories over their links (\"More from …\")"
	}
	if chars <= maxControlLabelChars && isControlLabel(dom.Text(p.doc.Elems[id])) {
		return "a control's or an ad slot's label"
	}
	if chars <= maxPrintNoteChars && single && isPrintEditionNote(firstText(p.doc.Elems[id], maxPrintNoteChars)) {
		return "the print edition's note (\"A version of this article appeared in print on …\")"
	}
	if single && p.authorBox(id) {
		return "the author's box (\"About the author\", \"Written by <name>\" over a biography)"
	}
	if chars <= maxPromoChars && (2*st.LinkChars[id] >= chars || chars <= maxControlLabelChars) {
		// The labels are short: the block's first words are enough.
		if w := promoLabel(dom.LeadingText(p.doc.Elems[id], maxPromoLabelChars)); w != "" {
			return fmt.Sprintf("a promotion of other pages (%q)", w)
		}
	}
	if chars <= maxScriptNoticeChars && st.Links[id] == 0 && mentionsJavaScript(p.doc.Elems[id]) && needsScriptNotice(dom.Text(p.doc.Elems[id])) {
		return "a notice that a widget needs JavaScript"
	}
	if single && st.Images[id] >= 2 && galleryWords.In(p.doc.ClassIDOf(id)) {
		return "an image gallery inside the story (its captions repeat per slide)"
	}
	classID := p.doc.ClassIDOf(id)
	if w, ok := segment.MetaLineWord(classID); ok && single && chars < 200 {
		return fmt.Sprintf("metadata line (%q), shown above the article", w)
	}
	if p.listMode {
		return "" // a listing's items are link-dense and oddly named
	}
	if w, ok := p.pg.NoiseWord(id); ok {
		// A long block of prose is content even with an unlucky class name,
		// and so is each paragraph of a story whose paragraphs all carry
		// it ("contextmenu Body").
		if !(st.Paras[id] >= 3 && ld < 0.2 && chars > 400) && !p.storyParagraphClass(id) {
			return fmt.Sprintf("noise keyword %q in class/id", w)
		}
	}
	if st.Links[id] >= 2 && ld > 0.5 && st.Paras[id] < 2 {
		if single && st.LinkChars[id] >= minOffsiteLinkChars*st.Links[id] && p.offsiteLinks(id) && !p.underRelatedLabel(id) {
			return "" // the story's references, recommendations elsewhere
		}
		return fmt.Sprintf("link list (link density %.2f)", ld)
	}
	return ""
}

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
	return t == "comments" || t == "comment"
}

// maxCreditChars bounds a software credit's link ("blog comments powered
// by Disqus", "Powered by WordPress"), in non-space characters.
const maxCreditChars = 40

// isPoweredBy reports a link's text crediting the software a site or its
// comment system runs on: "powered by" and a name of a word or two. A
// story's linked headline ("A car powered by sunlight and wind") names
// more after it.
func isPoweredBy(text string) bool {
	t := strings.ToLower(text)
	i := strings.Index(t, "powered by ")
	return i >= 0 && len(strings.Fields(t[i+len("powered by "):])) <= 2
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
func (p *pipeline) offsiteLinks(id int) bool {
	home := p.pg.Host()
	if home == "" {
		return false
	}
	n := 0
	for a := id; a <= p.doc.End(id); a++ {
		if p.doc.Tag(a) != atom.A {
			continue
		}
		href := dom.Attr(p.doc.Elems[a], "href")
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
func (p *pipeline) shareOrTagLinks(id int) string {
	share, tags := 0, 0
	for a := id; a <= p.doc.End(id); a++ {
		if p.doc.Tag(a) != atom.A {
			continue
		}
		el := p.doc.Elems[a]
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
		if label := outsideLinks(p.doc.Elems[id]); tagLabels[label] || isCategoryLine(label) {
			return "tag links"
		}
	}
	return ""
}

// categoryLabels open a post's category line ("Posted in: News | 3
// comments", "Filed under: Politics"), links marked rel="category".
var categoryLabels = []string{"posted in", "filed under", "posted under", "categories", "category", "categorized in", "categorized under"}

// isCategoryLine reports the text outside the links of a category line:
// its label, then nothing but a comment count and separators.
func isCategoryLine(outside string) bool {
	for _, l := range categoryLabels {
		rest, ok := strings.CutPrefix(outside, l)
		if !ok || rest != "" && rest[0] != ' ' {
			continue
		}
		for _, w := range strings.Fields(rest) {
			if w != "comments" && w != "comment" && w != "no" && strings.Trim(w, "0123456789|·•") != "" {
				return false
			}
		}
		return true
	}
	return false
}

// tagLabels are what a tag line says besides its tags (lower case,
// punctuation dropped). A line of tag links under another label ("Genre:
// Romance, Fantasy") is the page's own information.
var tagLabels = map[string]bool{"": true, "tags": true, "tag": true, "tagged": true, "tagged with": true, "tagged as": true,

	"topics": true, "etiquetas": true, "marcadores": true, "palavras-chave": true, "schlagwörter": true, "mots-clés": true, "tag correlati": true}

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
	return false
}

// maxPromoChars bounds a line promoting other pages ("SEE MORE: headline");
// maxPromoLabelChars is more than the longest label and its colon.
const (
	maxPromoChars      = 200
	maxPromoLabelChars = 24
)

// maxScriptNoticeChars bounds a "requires JavaScript" placeholder.
const maxScriptNoticeChars = 120

// promoLabels open a line that points to other pages: a label, a colon or
// nothing else, then a headline link. "Related:", "More:", "Read more:" and
// their translations are left out: corpora keep such lines as part of the
// story (a source, a companion piece), and so do readers.
var promoLabels = []string{"see more", "don't miss", "dont miss", "read next", "must read", "must see", "trending now"}

// promoFirst holds the first letters of promoLabels; promoFold folds the
// typographic apostrophe and the no-break space.
var (
	promoFirst = func() (f [256]bool) {
		for _, l := range promoLabels {
			f[l[0]] = true
		}
		return f
	}()
	promoFold = strings.NewReplacer("\u2019", "'", "\u00a0", " ")
)

// promoLabel returns the label a promotion line opens with ("SEE MORE:",
// "DON'T MISS"), or "". The label stands alone or ends with a colon.
func promoLabel(text string) string {
	t := strings.TrimSpace(text)
	if t == "" || !promoFirst[t[0]|0x20] {
		return "" // most blocks: no label starts with their first letter
	}
	t = promoFold.Replace(strings.ToLower(t))
	for _, l := range promoLabels {
		rest, ok := strings.CutPrefix(t, l)
		if !ok {
			continue
		}
		rest = strings.TrimSpace(rest)
		if rest == "" || rest == "…" || rest == "..." || strings.HasPrefix(rest, ":") {
			return l
		}
	}
	return ""
}

// mentionsJavaScript reports whether a text node under n names JavaScript,
// without building n's text: the cheap test before needsScriptNotice, which
// would otherwise fold the text of every short paragraph of the story.
func mentionsJavaScript(n *html.Node) bool {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch c.Type {
		case html.TextNode:
			if javaScriptWord.InFold(c.Data) {
				return true
			}
		case html.ElementNode:
			if mentionsJavaScript(c) {
				return true
			}
		}
	}
	return false
}

var javaScriptWord = segment.NewWordSet("javascript")

// needsScriptNotice reports a short line saying a widget needs JavaScript
// ("This slideshow requires JavaScript."): a placeholder, not the story.
func needsScriptNotice(text string) bool {
	t := strings.ToLower(text)
	return strings.Contains(t, "requires javascript") || strings.Contains(t, "enable javascript") || strings.Contains(t, "javascript is disabled")
}

// maxControlLabelChars bounds the text of a block checked by isControlLabel.
const maxControlLabelChars = 20

// controlLabels are texts that, alone in a block, label a control or an ad
// slot, never a sentence of the story.
var controlLabels = map[string]bool{
	"advertisement": true, "advertising": true, "ad": true, "sponsored": true, "close": true,
	"share": true, "share this": true, "loading": true, "loading...": true, "skip ad": true,
	"read more": true, "continue reading": true, "show more": true, "see more": true,
	"print": true, "email": true, "tweet": true, "video": true, "play": true, "pause": true,
	"back to top": true, "more": true, "next": true, "previous": true, "click to expand...": true, "click to expand": true,
	"advert": true, "adverts": true, "anzeige": true, "werbung": true, "publicidade": true, "publicidad": true,
	"publicité": true, "pubblicità": true, "реклама": true,
	"no related posts": true, "no related posts.": true, // a related-posts plugin with nothing to show
	"enlarge": true, "enlarge image": true, "enlarge photo": true, "click to enlarge": true, "(click to enlarge)": true,
}

// maxCommentPromptChars bounds a comment system's line inside the post.
const maxCommentPromptChars = 250

// commentPrompts are headings of a comment form; commentPromptPhrases are
// the lines blog templates set under a post about its comments
// (WordPress's "You can follow any responses to this entry through the
// RSS 2.0 feed").
var (
	commentPrompts = map[string]bool{
		"leave a reply": true, "leave a comment": true, "leave a response": true, "post a comment": true,
		"add a comment": true, "write a comment": true, "add your comment": true,
	}
	commentPromptPhrases = []string{
		"follow any responses to this entry", "you can leave a response", "pings are currently closed",
		"responses are currently closed", "comments are currently closed", // with the template's links
	}
)

// isBlockTag reports the tags of a line of its own (a link "post a
// comment" inside a sentence is part of the sentence).
func isBlockTag(t atom.Atom) bool {
	switch t {
	case atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.P, atom.Div, atom.Section, atom.Li, atom.Dt, atom.Dd:
		return true
	}
	return false
}

// mayBeCommentPrompt is isCommentPrompt's cheap test on the statistics: a
// line of its own, as short as a form's heading, or a template's line
// with its links (to the feed, the form, the trackback) — most of a
// story's paragraphs are neither, and their text is not read.
func (p *pipeline) mayBeCommentPrompt(id int) bool {
	chars := p.st.Chars[id]
	return isBlockTag(p.doc.Tag(id)) && (chars <= maxCommentPromptLabel || chars <= maxCommentPromptChars && p.st.Links[id] > 0)
}

// maxCommentPromptLabel bounds a comment form's heading ("Leave a Reply").
const maxCommentPromptLabel = 24

// isCommentPrompt reports a comment form's heading or a template's line
// about the post's comments: the comment system's words, not the story's.
// It reads the element's text nodes in place (most blocks it sees are a
// story's short lines, and copying each one's text adds up): the heading
// is the first of them (in a block no longer than one: label), a
// template's phrase lies within one.
func isCommentPrompt(n *html.Node, label bool) bool {
	found := false
	dom.EachContentText(n, func(s string) {
		t := strings.TrimSpace(s)
		if found || t == "" {
			return
		}
		if label { // the first text only
			label = false
			t := strings.TrimRight(t, " .:!…")
			for prompt := range commentPrompts {
				if strings.EqualFold(t, prompt) {
					found = true
					return
				}
			}
		}
		for _, ph := range commentPromptPhrases {
			if containsFoldASCII(t, ph) {
				found = true
				return
			}
		}
	})
	return found
}

// containsFoldASCII reports whether s holds sub, a lower-case ASCII
// phrase, in any ASCII case.
func containsFoldASCII(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

// maxPrintNoteChars bounds a newspaper's note on its print edition.
const maxPrintNoteChars = 300

// printNoteOpenings open the note a newspaper sets under the web version
// of a story about its print version ("A version of this article appeared
// in print on July 24, 2012, on page A4 of the New York edition with the
// headline: …"): the paper's record, not the story.
var printNoteOpenings = []string{"a version of this article appeared", "a version of this story appeared",

	"a version of this review appeared", "this article appeared in print"}

// isPrintEditionNote reports text opening like such a note.
func isPrintEditionNote(text string) bool {
	for _, o := range printNoteOpenings {
		if len(text) >= len(o) && strings.EqualFold(text[:len(o)], o) {
			return true
		}
	}
	return false
}

// An author box closes many posts: a heading "About the author", a photo,
// a paragraph of biography. It is about the writer, not the story, and
// the same on every post of the writer's.
const (
	maxAuthorBoxChars   = 1500 // the box's text
	maxAuthorLabelChars = 40   // its opening words read for the label
)

// authorBoxLabels open an author box, in the languages of the corpora and a
// few more.
var authorBoxLabels = []string{"about the author", "about the authors", "about the writer", "about author",

	"author bio", "über den autor", "über die autorin", "à propos de l'auteur", "sobre o autor", "sobre el autor",

	"sull'autore", "об авторе"}

// isAuthorBox reports the first text of a block that is an author box's
// label and nothing more ("About the author", "About the Author:"); a
// sentence that opens with the words ("About the author of the report,
// …") is the story's.
func isAuthorBox(first string) bool {
	label := strings.Trim(strings.ToLower(dom.FoldSpace(first)), " :.…-–—")
	return slices.Contains(authorBoxLabels, label)
}

// authorBox reports a block that is an author box: no longer than
// maxAuthorBoxChars, opening with an author box's label ("About the
// author") or with a heading naming the author over a biography and
// beside the author's picture ("Written by Marie LeBaron", a paragraph
// about her). Without the picture, a story's container that opens with
// its byline as a heading would read as one.
func (p *pipeline) authorBox(id int) bool {
	if p.st.Chars[id] > maxAuthorBoxChars {
		return false
	}
	if p.st.Images[id] > 0 && p.st.Chars[id] >= minAuthorBioChars && len(p.doc.Elems[id].Attr) > 0 && authorBoxNames.InFold(p.doc.ClassIDOf(id)) {
		return true
	}
	first := firstText(p.doc.Elems[id], maxAuthorLabelChars)
	return isAuthorBox(first) || isAuthorHeadingLabel(first) && p.st.Images[id] > 0 && p.headedByAuthor(id)
}

// authorBoxNames are class or id names of an author box: with the author's
// picture and a few lines of text, the block is one whatever its heading.
// A byline's "post-author" holds a name and no biography.
var authorBoxNames = segment.NewWordSet("about_author", "about-author", "aboutauthor", "author-bio", "author_bio", "authorbio",

	"author-box", "author_box", "authorbox", "author-info", "author_info", "authorinfo", "post-author", "post_author", "postauthor",

	"author-description", "author_description")

// inAuthorBox reports an element inside an author box (authorBox), a few
// levels up at most: a biography's paragraph can be the densest prose of a
// short post's page, and is not its story.
func (p *pipeline) inAuthorBox(id int) bool {
	for a, level := id, 0; a > p.doc.Body && level < 4; a, level = int(p.doc.Parent[a]), level+1 {
		if p.authorBox(a) {
			return true
		}
	}
	return false
}

// authorHeadingLabels open the heading of an author box that names the
// author: "Author: Richard Darell", "Written by Marie LeBaron".
var authorHeadingLabels = []string{"author", "written by", "the author"}

// isAuthorHeadingLabel reports a first text that is one of
// authorHeadingLabels and nothing more, the name following in a link.
func isAuthorHeadingLabel(first string) bool {
	label := strings.Trim(strings.ToLower(dom.FoldSpace(first)), " :.…-–—")
	return slices.Contains(authorHeadingLabels, label)
}

// headedByAuthor reports a block whose first text is a short heading
// (h2–h6, a name's length) followed by at least minAuthorBioChars more
// text: an author box, the author's name over a biography. A byline alone
// ("Written by Marie") is the byline's rule to drop.
func (p *pipeline) headedByAuthor(id int) bool {
	for a := id + 1; a <= p.doc.End(id); a++ {
		if p.st.Chars[a] == 0 {
			a = p.doc.End(a)
			continue
		}
		switch p.doc.Tag(a) {
		case atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
			return p.st.Chars[a] <= maxAuthorHeadingChars && p.st.Chars[id]-p.st.Chars[a] >= minAuthorBioChars
		}
		return false
	}
	return false
}

// maxAuthorHeadingChars bounds an author box's heading (a label and a
// name, a follow button's caption); minAuthorBioChars is the least of its
// biography.
const (
	maxAuthorHeadingChars = 100
	minAuthorBioChars     = 60
)

// firstText is the first text of n that is not white space, up to limit
// bytes (or "" when it is longer: no label is).
func firstText(n *html.Node, limit int) string {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode:
			if t := strings.TrimSpace(c.Data); t != "" {
				if len(t) > limit {
					return ""
				}
				return t
			}
		case c.Type == html.ElementNode && !dom.IsNonContent(c.DataAtom):
			if t := firstText(c, limit); t != "" {
				return t
			}
		}
	}
	return ""
}

func isControlLabel(text string) bool {
	return controlLabels[strings.ToLower(strings.TrimSpace(text))]
}

// Paragraph classes: a template may give every paragraph of the story a
// class that holds a noise word by accident ("contextmenu" names the
// paragraphs of one newspaper's stories, for its right-click handler).
// The words are right about a menu's items, which are links, and wrong
// about a run of sentences.
const (
	minStoryParagraphs     = 3   // blocks of the class under one parent
	minStoryParagraphShare = 0.5 // of the parent's text they hold
	maxStoryParagraphLinks = 0.2 // link density of their text
)

// storyParagraphClass reports an element whose siblings of the same tag and
// class (at least minStoryParagraphs of them, itself included) hold most of
// their parent's text, with few links: the story's paragraphs, whatever the
// class says. The answer is kept per parent and class, so a parent of a
// million such children is read once.
func (p *pipeline) storyParagraphClass(id int) bool {
	parent := int(p.doc.Parent[id])
	if parent < 0 {
		return false
	}
	key := paragraphClass{parent, p.doc.Tag(id), p.doc.ClassIDOf(id)}
	if ok, seen := p.paragraphClasses[key]; seen {
		return ok
	}
	var n, chars, links int32
	p.doc.Children(parent, func(c int) {
		if p.doc.Tag(c) == key.tag && p.doc.ClassIDOf(c) == key.class {
			n++
			chars += p.st.Chars[c]
			links += p.st.LinkChars[c]
		}
	})
	ok := n >= minStoryParagraphs && float64(chars) >= minStoryParagraphShare*float64(p.st.Chars[parent]) &&
		float64(links) <= maxStoryParagraphLinks*float64(chars) && chars > 0
	if p.paragraphClasses == nil {
		p.paragraphClasses = map[paragraphClass]bool{}
	}
	p.paragraphClasses[key] = ok
	return ok
}

// paragraphClass keys storyParagraphClass's answers.
type paragraphClass struct {
	parent int
	tag    atom.Atom
	class  string
}

// maxBylineLineChars bounds a line around the byline ("Posted by NAME on
// July 18, 2012 at 11:00 AM EDT").
const maxBylineLineChars = 120

// bylineLine reports a block holding the byline and otherwise only the
// words around one and a date: with the name gone (the reader shows it
// above the article) such a line would read "by on June 29, 2012".
func (p *pipeline) bylineLine(id int) bool {
	name := dom.FoldSpace(dom.Text(p.doc.Elems[p.pg.Byline]))
	line := dom.FoldSpace(dom.Text(p.doc.Elems[id]))
	before, after, found := strings.Cut(line, name)
	if name == "" || !found {
		return false
	}
	for _, w := range strings.FieldsFunc(before+" "+after, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		low := strings.ToLower(w)
		zone := len(w) <= 4 && strings.ToUpper(w) == w && !isDigits(w) // EDT, GMT
		if !bylineFillers[low] && !monthsAndDays[low] && !isDigits(w) && !zone {
			return false
		}
	}
	return true
}

// labelsByline reports an element just before the byline the reader shows
// above the article, in the same block (their common ancestor is id's
// parent or grandparent): where a "By" before the name would stand alone.
func (p *pipeline) labelsByline(id int) bool {
	b := p.pg.Byline
	if b <= id || p.doc.Contains(id, b) {
		return false
	}
	lca := p.doc.LCA(id, b)
	parent := int(p.doc.Parent[id])
	return lca == parent || parent >= 0 && lca == int(p.doc.Parent[parent])
}

// maxBylineLabelChars bounds a byline's label ("Written by:").
const maxBylineLabelChars = 11

// isBylineLabel reports text that is only the word before a byline's name
// ("By", "Written by:"), the name being elsewhere or missing.
func isBylineLabel(text string) bool {
	switch strings.ToLower(strings.Trim(dom.FoldSpace(text), " :,")) {
	case "by", "written by", "posted by", "words by":
		return true
	}
	return false
}

// bylineFillers are the words a byline line sets around the name and the
// date.
var bylineFillers = map[string]bool{
	"by": true, "posted": true, "written": true, "published": true, "updated": true, "on": true, "at": true,
	"am": true, "pm": true, "st": true, "nd": true, "rd": true, "th": true, "and": true, "the": true, "of": true,
	"comment": true, "comments": true, "no": true,
}

// monthsAndDays are English month and weekday names and their short forms.
var monthsAndDays = map[string]bool{}

func init() {
	for _, w := range strings.Fields("january february march april may june july august september october november december " +
		"jan feb mar apr jun jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun") {
		monthsAndDays[w] = true
	}
}

// isDigits reports a non-empty string of ASCII digits.
func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}
