package clean

import (
	"slices"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/meta"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/render"
	"github.com/pith-reader/pith/core/segment"
)

// ruleCase is a page on which one rule takes something out of the
// article: the element #root, cleaned and rendered as text.
type ruleCase struct {
	body       string // the article's HTML, set inside <article id="root">
	head       string // the page's <head> content
	discussion bool   // the page is a discussion (type M)
	listing    bool   // the article is a list of items (the rules marked NotListing are silent)
	// gone must not be in the text; once must be in it exactly once.
	gone, once string
}

// story is a paragraph of the article around the blocks of each case.
var story = `<p>` + strings.Repeat("The ferry crossed the bay twice before noon, and the harbour master logged each crossing. ", 4) + `</p>`

// twice is a paragraph a responsive template prints in two copies of its
// section.
const twice = "A paragraph the template prints twice, once for each screen size, which a reader shows only once."

// ruleCases has a case for every rule of the table, by its name: the page
// that fails without the rule (TestEveryRuleIsNeeded).
var ruleCases = map[string]ruleCase{
	"trailing-links": {body: story + `<p>Related:</p><p><a href="/a">Another headline from the harbour</a></p><p><a href="/b">Yet another headline from the coast</a></p>`,
		gone: "Another headline"},
	"related-section": {body: story + story + `<div><h3>Related posts</h3><p>A teaser of another story about the coast, told in a sentence or two of prose.</p></div>`,
		gone: "A teaser"},
	"comment-section": {body: story + `<div id="excluded"><p>A reader wrote this comment under the story.</p></div>`, gone: "A reader wrote"},
	"hidden":          {body: story + `<p id="invisible">Words the browser does not show.</p>`, gone: "Words the browser"},
	"recurring":       {body: story + `<div id="recurring"><p>About our newspaper: independent since 1901, read by the whole town.</p></div>`, gone: "About our newspaper"},
	"poster-stat": {body: `<div class="post"><dl><dt>Joined</dt><dd>Oct 28, 2023</dd></dl>` + story + `</div>`,
		discussion: true, gone: "Joined"},
	"byline":      {body: `<div class="author">Ada Vale</div>` + story, gone: "Ada Vale"},
	"byline-line": {body: `<p class="info">Posted by <span class="author">Ann Lee</span> on July 18, 2012</p>` + story, gone: "July 18"},
	"byline-label": {body: `<div class="info"><span>By</span> <span class="author">Nina Pineda</span> <span>Eyewitness News</span></div>` + story,
		gone: "By"},
	"share-or-tag-links": {body: story + `<div><a href="https://www.facebook.com/sharer/sharer.php?u=x">Post it on the network</a></div>`,
		gone: "Post it on the network"},
	"software-credit": {body: story + `<p><a href="https://disqus.com">blog comments powered by Disqus</a></p>`, gone: "powered by"},
	"comments-link":   {body: story + `<p><a href="#comments">Comments (4)</a></p>`, gone: "Comments (4)"},
	"comment-prompt":  {body: story + `<h3>Leave a Reply</h3>`, gone: "Leave a Reply"},
	"comment-label":   {body: story + `<div class="comments-title">Comments</div>`, gone: "Comments"},
	"chrome-tag":      {body: story + `<aside><p>An aside about something else entirely.</p></aside>`, gone: "An aside"},
	"skip-link":       {body: `<a href="#story" style="width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)">Skip to the story</a>` + story, gone: "Skip to the story"},
	"structured-data": {body: story + `<span itemscope itemtype="https://schema.org/ImageObject"><span itemprop="url">https://example.org/p.jpg</span> <span itemprop="width">640</span></span>`, gone: "p.jpg"},
	"title-heading": {head: `<title>Bridge stays open for walkers</title>`, body: `<h1>Bridge stays open for walkers</h1>` + story,
		gone: "Bridge stays open"},
	"related-label": {body: story + `<p>More from the Times</p><ul><li><a href="/1">One headline of the Times here</a></li><li><a href="/2">Another headline of the Times</a></li></ul>` + story,
		gone: "More from the Times"},
	"control-label": {body: story + `<div>ADVERTISEMENT</div>` + story, gone: "ADVERTISEMENT"},
	"print-note": {body: story + `<p>A version of this article appeared in print on July 24, 2012, on page A4 of the New York edition.</p>`,
		gone: "A version of this"},
	"author-box":    {body: story + `<div><h3>About the author</h3><p>Mary Brock writes about boats.</p></div>`, gone: "Mary Brock"},
	"promotion":     {body: story + `<p>SEE MORE: <a href="/x">Another story of the coast</a></p>`, gone: "SEE MORE"},
	"script-notice": {body: story + `<p>This slideshow requires JavaScript.</p>`, gone: "requires JavaScript"},
	"gallery": {body: story + `<div class="gallery"><img src="/1.jpg"><img src="/2.jpg"><p>Caption one of the slide show.</p></div>`,
		gone: "Caption one"},
	"metadata-line": {body: story + `<div class="entry-meta">May 3, 2025 · 4 min read</div>`, gone: "4 min read"},
	"noise-word":    {body: story + `<div class="newsletter"><p>Sign up for our letter today.</p></div>`, gone: "Sign up"},
	"link-list":     {body: story + `<div><a href="/1">First other page</a> <a href="/2">Second other page</a></div>` + story, gone: "First other page"},
	"nav-tree": {body: story + `<ul><li><a href="/audit">Auditoría</a><ul><li><a href="/audit/interna">Auditoría interna</a></li><li><a href="/audit/externa">Auditoría externa</a></li></ul></li>` +
		`<li><a href="/impuestos">Impuestos</a><ul><li><a href="/impuestos/empresas">Impuestos de empresas</a></li><li><a href="/impuestos/personas">Impuestos de personas</a></li></ul></li></ul>` + story,
		listing: true, gone: "Auditoría interna"},
	"facet-panel": {body: `<div class="filters"><h2>Filteren</h2><div><button aria-controls="f1"><h3>Maat</h3></button><fieldset id="f1"><legend>maatInVoorraad</legend>` +
		`<input type="checkbox" id="s"><label for="s">S</label><input type="checkbox" id="m"><label for="m">M</label><input type="checkbox" id="l"><label for="l">L</label></fieldset></div>` +
		`<div><button aria-controls="f2"><h3>Kleur</h3></button><fieldset id="f2"><legend>kanoniekeKleur</legend>` +
		`<input type="checkbox" id="z"><label for="z">Zwart</label><input type="checkbox" id="w"><label for="w">Wit</label><input type="checkbox" id="b"><label for="b">Blauw</label></fieldset></div></div>` + story,
		listing: true, gone: "kanoniekeKleur"},
	"preview-copy": {body: story + `<div class="review"><div class="clip"><p>Die Fähre war pünktlich, das Personal freundlich und die Kabine sauber, nur das Frühstück an Bord war teu…</p><button type="button">Mehr</button></div><div class="full"><p>Die Fähre war pünktlich, das Personal freundlich und die Kabine sauber, nur das Frühstück an Bord war teuer und kalt.</p></div></div>`,
		once: "Die Fähre war pünktlich"},
	"repeated-block": {body: `<div class="a"><h3>Twice</h3><p>` + twice + `</p></div><div class="b"><h3>Twice</h3><p>` + twice + `</p></div>` + story, once: twice},
}

// clean renders the case's article with the given rules (protect: with
// the scopes enforced).
func (rc ruleCase) clean(t *testing.T, table []Rule, protect bool) string {
	t.Helper()
	text, _ := rc.cleanTraced(t, table, protect)
	return text
}

// cleanTraced is clean, with the trace's steps.
func (rc ruleCase) cleanTraced(t *testing.T, table []Rule, protect bool) (string, []segment.Step) {
	t.Helper()
	doc, err := dom.Parse(`<html><head>`+rc.head+`</head><body><article id="root">`+rc.body+`</article></body></html>`, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	byID := func(id string) int {
		for i, n := range doc.Elems {
			if dom.Attr(n, "id") == id {
				return i
			}
		}
		return -1
	}
	var layout *dom.Layout
	if inv := byID("invisible"); inv >= 0 {
		n := doc.Len()
		layout = &dom.Layout{X: make([]float32, n), Y: make([]float32, n), W: make([]float32, n), H: make([]float32, n), Visible: make([]bool, n)}
		for i := range layout.Visible {
			layout.Visible[i] = !doc.Contains(inv, i)
		}
	}
	st := features.Compute(doc, layout)
	md := meta.Read(doc, st.Hidden, "https://example.org/a")
	pg := &page.Page{Doc: doc, Stats: st, Trace: &segment.Trace{}, URL: "https://example.org/a", Title: md.Headline, Byline: md.BylineNode}
	ctx := Context{Default: true, Type: segment.TypeArticle, Excluded: map[int]bool{}}
	if rc.discussion {
		ctx.Type = segment.TypeMultiple
	}
	if id := byID("excluded"); id >= 0 {
		ctx.Excluded[id] = true
	}
	if id := byID("recurring"); id >= 0 {
		ctx.Recurring = pg.Overlap([]int{id})
	}
	c := newCleaner(pg, ctx, table, noiseMapRules)
	c.protect = protect
	root := byID("root")
	text := render.NewPart(pg.Base, c.Filter([]int{root}, nil, rc.listing), doc.Elems[root]).Text()
	return text, pg.Trace.Steps
}

// holds reports whether the text is what the case wants.
func (rc ruleCase) holds(text string) bool {
	if rc.gone != "" && strings.Contains(text, rc.gone) {
		return false
	}
	return rc.once == "" || strings.Count(text, rc.once) == 1
}

// TestEveryRuleIsNeeded: each rule of the table has a case, the table
// cleans the case as it wants, and the table without the rule does not.
func TestEveryRuleIsNeeded(t *testing.T) {
	names := map[string]bool{}
	for i, r := range rules {
		if names[r.Name] {
			t.Errorf("two rules named %q", r.Name)
		}
		names[r.Name] = true
		if r.Question == "" || r.Test == "" || (r.block == nil) == (r.sweep == nil) {
			t.Errorf("%s: a rule needs a question, a test and one of block and sweep", r.Name)
		}
		rc, ok := ruleCases[r.Name]
		if !ok {
			t.Errorf("%s: no case", r.Name)
			continue
		}
		text, steps := rc.cleanTraced(t, rules, protectScopes)
		if !rc.holds(text) {
			t.Errorf("%s: the rules leave %q in:\n%s", r.Name, rc.gone+rc.once, text)
		}
		if !slices.ContainsFunc(steps, func(s segment.Step) bool { return s.Step == "clean."+r.Name }) {
			t.Errorf("%s: no trace step names the rule: %+v", r.Name, steps)
		}
		without := slices.Delete(slices.Clone(rules), i, i+1)
		if text := rc.clean(t, without, protectScopes); rc.holds(text) {
			t.Errorf("%s: the case holds without the rule:\n%s", r.Name, text)
		}
	}
	for name := range ruleCases {
		if !names[name] {
			t.Errorf("case %q names no rule", name)
		}
	}
}

// TestProtectedScopes: with the scopes enforced (as shipped), a rule does
// not reach into a protected context it is not about (a program's "print"
// inside <code> is no print button, an item of a list is the list's, a
// data table's cell the table's), and a rule about it still does; off,
// the rules fire where they fired before the table had scopes.
func TestProtectedScopes(t *testing.T) {
	if !protectScopes {
		t.Error("protectScopes is off: the rules reach into code, lists and tables")
	}
	code := ruleCase{body: story + `<pre><code>x = 1
<span>print</span>(x)</code></pre>`}
	if text := code.clean(t, rules, false); strings.Contains(text, "print") {
		t.Errorf("scopes off: the control-label rule did not fire in <code>:\n%s", text)
	}
	if text := code.clean(t, rules, true); !strings.Contains(text, "print(x)") {
		t.Errorf("scopes on: the control-label rule reached into <code>:\n%s", text)
	}
	for name, kept := range map[string]ruleCase{
		"list item":       {body: story + `<ul><li>Call us</li><li><span>Email</span></li><li>Write to us</li></ul>`, once: "Email"},
		"list of a list":  {body: story + `<ul><li>Ports:<ul><li><a href="/a">Harbour one</a></li><li><a href="/b">Harbour two</a></li></ul></li><li>Ferries leave every hour from the north pier, all year round</li></ul>`, once: "Harbour one"},
		"data table cell": {body: story + `<table><tr><th>Action</th><th>Key</th></tr><tr><td><div>Share</div></td><td>Ctrl-S</td></tr></table>`, once: "Share"},
	} {
		if text := kept.clean(t, rules, true); !kept.holds(text) {
			t.Errorf("%s: scopes on, a rule reached into it:\n%s", name, text)
		}
	}
	layout := ruleCase{body: story + `<table><tr><td>` + story + `</td><td><div>Share</div></td></tr></table>`, gone: "Share"}
	if text := layout.clean(t, rules, true); !layout.holds(text) {
		t.Errorf("a layout table's cell is protected:\n%s", text)
	}
	inList := ruleCase{body: story + `<ul><li><div id="excluded">A reader wrote this comment under the story.</div></li></ul>`, gone: "A reader wrote"}
	if text := inList.clean(t, rules, true); !inList.holds(text) {
		t.Errorf("scopes on: the comment-section rule (Scope Protected) did not fire in a list item:\n%s", text)
	}
}

// TestNoiseMapRules: each rule of the noise map names its block, and
// without it the block goes unnamed.
func TestNoiseMapRules(t *testing.T) {
	pages := map[string]string{
		"outside-chrome-tag": `<nav id="x"><a href="/">Home</a></nav>`,
		"outside-noise-word": `<div id="x" class="sidebar"><p>About this site, in a sentence.</p></div>`,
		"outside-link-list":  `<ul id="x"><li><a href="/1">One page</a></li><li><a href="/2">Two pages</a></li><li><a href="/3">Three pages</a></li></ul>`,
	}
	for i, r := range noiseMapRules {
		doc, err := dom.Parse(`<html><body>`+pages[r.Name]+`</body></html>`, dom.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		pg := &page.Page{Doc: doc, Stats: features.Compute(doc, nil), Byline: -1}
		x := doc.Body + 1
		ctx := Context{Default: true, Type: segment.TypeArticle}
		if why := newCleaner(pg, ctx, rules, noiseMapRules).NoiseMap(x); !strings.HasPrefix(why, r.Name+": ") {
			t.Errorf("%s: the noise map does not name the block by the rule: %q", r.Name, why)
		}
		without := slices.Delete(slices.Clone(noiseMapRules), i, i+1)
		if why := newCleaner(pg, ctx, rules, without).NoiseMap(x); why != "" {
			t.Errorf("%s: without the rule the block is still named: %q", r.Name, why)
		}
	}
}

// TestAuthorBoxRule: the rule on its own — a label alone opens a box, a
// sentence opening with its words does not; a post's container named after
// its author ("entry-author-marie", with a picture and a paragraph) is no
// box.
func TestAuthorBoxRule(t *testing.T) {
	for lead, want := range map[string]bool{"About the author": true, "About the  Authors…": true, "Über den Autor:": true,
		"About the author of the report": false, "Authors agree": false} {
		if isAuthorBox(lead) != want {
			t.Errorf("isAuthorBox(%q) = %v", lead, !want)
		}
	}
	doc, err := dom.Parse(`<html><body><div class="entry-author-marie entry" id="post"><img src="/leaf.jpg" alt=""><p>A short post about the leaves we found on our walk, and the tree we made of them with tissue paper.</p></div>
<div class="about_author" id="box"><img src="/a.jpg" alt=""><p>Marie LeBaron is the founder and managing editor of the site, and loves glue.</p></div></body></html>`, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	pg := &page.Page{Doc: doc, Stats: features.Compute(doc, nil), Byline: -1}
	post, box := doc.Body+1, doc.Body+4
	if dom.Attr(doc.Elems[post], "id") != "post" || dom.Attr(doc.Elems[box], "id") != "box" {
		t.Fatal("the page is not numbered as the test thinks")
	}
	if AuthorBox(pg, post) || !AuthorBox(pg, box) {
		t.Errorf("AuthorBox(post) = %v, AuthorBox(box) = %v; want false, true", AuthorBox(pg, post), AuthorBox(pg, box))
	}
}

func TestIsCategoryLine(t *testing.T) {
	for label, want := range map[string]bool{"posted in": true, "posted in | comments |": true, "filed under 12 comments": true,
		"posted in the morning": false, "categories of cars": false, "genre": false} {
		if isCategoryLine(label) != want {
			t.Errorf("isCategoryLine(%q) = %v", label, !want)
		}
	}
}

// otherLanguageCases has, for every rule that reads words (Langs), a case
// in a language other than English: the page that fails without the rule
// (TestWordRulesSpeakOtherLanguages).
var otherLanguageCases = map[string]ruleCase{
	"related-section": {body: story + story + `<div><h3>Gerelateerde artikelen</h3><p>Een ander verhaal over de kust, verteld in een paar zinnen proza.</p></div>`,
		gone: "Een ander verhaal"},
	"poster-stat": {body: `<div class="post"><dl><dt>Registriert</dt><dd>28. Okt. 2023</dd></dl>` + story + `</div>`,
		discussion: true, gone: "Registriert"},
	"byline-line": {body: `<p class="info">Publié par <span class="author">Anne Leroy</span> le 18 juillet 2012 à 11 h</p>` + story, gone: "juillet"},
	"byline-label": {body: `<div class="info"><span>Por</span> <span class="author">Nina Pineda</span> <span>Noticias Siete</span></div>` + story,
		gone: "Por"},
	"share-or-tag-links": {body: story + `<p>Geplaatst in <a href="/c/nieuws" rel="category tag">Nieuws</a>, <a href="/c/kust" rel="category tag">Kust</a> | Geen reacties</p>`,
		gone: "Geplaatst in"},
	"software-credit": {body: story + `<p><a href="https://wordpress.org">Propulsé par WordPress</a></p>`, gone: "Propulsé"},
	"comments-link":   {body: story + `<p><a href="#comments">Commenti (4)</a></p>`, gone: "Commenti"},
	"comment-prompt":  {body: story + `<h3>Deixe uma resposta</h3>`, gone: "Deixe uma"},
	"related-label": {body: story + `<p>Mehr von der Zeitung</p><ul><li><a href="/1">Eine Schlagzeile der Zeitung hier</a></li><li><a href="/2">Noch eine Schlagzeile der Zeitung</a></li></ul>` + story,
		gone: "Mehr von der Zeitung"},
	"control-label": {body: story + `<div>ADVERTENTIE</div>` + story, gone: "ADVERTENTIE"},
	"print-note": {body: story + `<p>Una versión de este artículo se publicó en la edición impresa del 24 de julio de 2012, en la página 4.</p>`,
		gone: "Una versión"},
	"author-box":    {body: story + `<div><h3>Over de auteur</h3><p>Mary Brock schrijft over boten.</p></div>`, gone: "Mary Brock"},
	"promotion":     {body: story + `<p>DA NON PERDERE: <a href="/x">Un'altra storia della costa</a></p>`, gone: "DA NON PERDERE"},
	"script-notice": {body: story + `<p>Diese Bildergalerie erfordert JavaScript.</p>`, gone: "erfordert JavaScript"},
}

// TestWordRulesSpeakOtherLanguages: every rule that reads words names the
// seven languages of the features (en, de, fr, es, it, nl, pt) and has a
// case in one of the others than English, which the table cleans and the
// table without the rule does not.
func TestWordRulesSpeakOtherLanguages(t *testing.T) {
	for i, r := range rules {
		if r.Langs == nil {
			if _, ok := otherLanguageCases[r.Name]; ok {
				t.Errorf("%s: a case in another language, but the rule reads no words", r.Name)
			}
			continue
		}
		for _, l := range seven {
			if !slices.Contains(r.Langs, l) {
				t.Errorf("%s: reads no words in %q", r.Name, l)
			}
		}
		rc, ok := otherLanguageCases[r.Name]
		if !ok {
			t.Errorf("%s: no case in another language", r.Name)
			continue
		}
		if text := rc.clean(t, rules, protectScopes); !rc.holds(text) {
			t.Errorf("%s: the rules leave %q in:\n%s", r.Name, rc.gone, text)
		}
		without := slices.Delete(slices.Clone(rules), i, i+1)
		if text := rc.clean(t, without, protectScopes); rc.holds(text) {
			t.Errorf("%s: the other-language case holds without the rule:\n%s", r.Name, text)
		}
	}
}

// TestToolbarsAndShareBarsAreLinkLists: one link into the page beside a
// script's control is a toolbar, not a table of contents; a list of links
// that hand a network the page's address and title is a share bar, though
// a sentence introduces it. A table of contents of two sections and a
// list of references the prose introduces stay.
func TestToolbarsAndShareBarsAreLinkLists(t *testing.T) {
	share := func(site string) string {
		return `<li><a href="https://` + site + `/submit?url=https://example.org/a&amp;title=Bridge+stays+open">Send it to ` + site + `</a></li>`
	}
	for _, rc := range []ruleCase{
		{body: story + `<div><a href="#comments">Add Comment</a><br><a href="javascript:window.print();">Print</a></div>` + story, gone: "Add Comment"},
		{body: story + `<p>Share or save this article on any of these:</p><ul>` + share("bookmarks.example") + share("links.example") + `</ul>` + story,
			gone: "Send it to"},
		{body: `<ul><li><a href="#one">The first section</a></li><li><a href="#two">The second section</a></li></ul>` + story + `<h2 id="one">One</h2>` + story + `<h2 id="two">Two</h2>` + story,
			once: "The first section"},
		{body: story + `<p>The figures come from these reports, which are worth reading whole:</p><ul><li><a href="https://stats.example/r1?url=https://x.example/y">The first report</a></li><li><a href="https://stats.example/r2">The second report</a></li></ul>`,
			once: "The first report"},
	} {
		if text := rc.clean(t, rules, protectScopes); !rc.holds(text) {
			t.Errorf("case %q/%q: got\n%s", rc.gone, rc.once, text)
		}
	}
	if !sharesByQuery("http://www.stumbleupon.com/submit?url=http://x.example/a.php&title=How+Memory+Works") ||
		sharesByQuery("https://redirect.example/out?url=https://x.example/a") {
		t.Error("sharesByQuery: a network's submit link with an address and a title shares; a redirect with an address alone does not")
	}
}

// TestSkipLinksLeaveTheArticle: a link into the page clipped to nothing
// is a skip link, whatever its words; a visible link into the page, and a
// clipped link elsewhere, stay.
func TestSkipLinksLeaveTheArticle(t *testing.T) {
	const clipped = `position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;clip:rect(0 0 0 0);overflow:hidden`
	for _, rc := range []ruleCase{
		{body: `<a href="#after-top" style="` + clipped + `">Weiter zum Hauptinhalt</a>` + story, gone: "Weiter zum"},
		{body: `<a href="#main" style="clip-path: inset(50%)">Aller au contenu</a>` + story, gone: "Aller au"},
		{body: story + `<p>See <a href="#notes">the notes below</a> for the sources.</p>`, once: "the notes below"},
		{body: story + `<p>Read <a href="https://example.org/x" style="` + clipped + `">the report</a> as well.</p>`, once: "the report"},
	} {
		if text := rc.clean(t, rules, protectScopes); !rc.holds(text) {
			t.Errorf("case %q/%q: got\n%s", rc.gone, rc.once, text)
		}
	}
}

// TestStructuredDataForMachinesLeavesTheArticle: a schema.org item whose
// every text is a property's address, number or date goes; an item a
// reader reads (a name, a price with its currency, an address) stays.
func TestStructuredDataForMachinesLeavesTheArticle(t *testing.T) {
	const image = `<span itemscope itemtype="https://schema.org/ImageObject" itemprop="image"><span itemprop="url">https://example.org/uploads/photo-1200.jpeg</span> <span itemprop="height">1200</span> <span itemprop="width">676</span></span>`
	for _, rc := range []ruleCase{
		{body: story + image, gone: "photo-1200"},
		{body: story + `<span itemscope itemprop="mainEntityOfPage" itemtype="https://schema.org/WebPage"><span itemprop="datePublished">2018-10-12 06:43:54</span><span itemprop="dateModified">2018-10-12T06:53:49+09:00</span></span>`, gone: "06:43:54"},
		{body: story + `<p itemscope itemtype="https://schema.org/Offer">Preis: <span itemprop="price">19,99</span> <span itemprop="priceCurrency">EUR</span></p>`, once: "19,99"},
		{body: story + `<div itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">Rua Augusta 24</span>, <span itemprop="postalCode">1100-053</span> Lisboa</div>`, once: "Rua Augusta"},
	} {
		if text := rc.clean(t, rules, protectScopes); !rc.holds(text) {
			t.Errorf("case %q/%q: got\n%s", rc.gone, rc.once, text)
		}
	}
}
