package article

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/clean"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/sd"
	"github.com/pith-reader/pith/core/segment"
)

// finderFor builds the article stages' view of a hand-written page with
// the regions a segmenter would have returned, for tests of single steps.
// Regions name their elements by id attribute.
func finderFor(t *testing.T, src string, regions map[string]segment.Region) (*finder, func(string) int) {
	t.Helper()
	doc, err := dom.Parse(src, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	byID := func(id string) int {
		for i, n := range doc.Elems {
			if dom.Attr(n, "id") == id {
				return i
			}
		}
		t.Fatalf("no element #%s", id)
		return -1
	}
	f := finderOn(doc)
	for id, r := range regions {
		r.Node = byID(id)
		f.seg.Regions = append(f.seg.Regions, r)
	}
	return f, byID
}

// SD keeps one region among its candidates; another candidate beside the
// article in the same container (a course's schedule, linked notes in
// every row, below its description) is more of the page's content, and
// its block joins the article. A candidate inside a link list does not.
func TestCandidateBlocksBesideTheArticleJoin(t *testing.T) {
	var rows strings.Builder
	for i := range 6 {
		fmt.Fprintf(&rows, `<tr><td>Lecture %d: spectral methods for high-dimensional data</td><td><a href="/n/%d">notes</a>, <a href="/s/%d">slides</a></td></tr>`, i, i, i)
	}
	page := `<html><body><div id="content"><div id="details"><h2>Course details</h2><p>A graduate class on the algorithms of machine learning and data science, proof based.</p></div>` +
		`<div id="lectures"><h2>Lectures</h2><table><tbody>` + rows.String() + `<tr id="row"><td>Last lecture: diffusion models and what the theory says of them</td><td><a href="/n/x">notes</a></td></tr></tbody></table></div>` +
		`<div id="links"><a href="/a">Home page of the department</a> <a href="/b">Calendar of the term</a> <p id="teaser">A teaser.</p></div></div></body></html>`
	f, byID := finderFor(t, page, map[string]segment.Region{
		"details": {Label: segment.LabelArticle},
		"row":     {Label: segment.LabelNoise, DFM: 20},
		"teaser":  {Label: segment.LabelNoise, DFM: 10},
	})
	root := byID("details")
	got := f.candidateBlocks(root, byID("content"), []int{root})
	if want := []int{byID("lectures")}; !slices.Equal(got, want) {
		t.Errorf("candidateBlocks = %v, want %v (the lectures block, not the link list)", got, want)
	}
}

// SD takes the candidate closest to the root, a side column's teasers
// when they are; the candidate under the page's headline is the story,
// whatever its wrapper's class says ("nav-single").
func TestHeadlinedCandidateIsTheArticle(t *testing.T) {
	page := `<html><body><div id="left"><div class="post nav-single"><h1>Egyptian fury over airstrikes</h1><div id="story"><p>The president reacted to the attacks.</p>` + strings.Repeat(`<p>He dismissed the head of intelligence and the governor of the province the next day.</p>`, 3) + `</div></div></div>` +
		`<div id="right"><div id="issues"><p>From the May issue: export-oriented America.</p></div></div></body></html>`
	f, byID := finderFor(t, page, map[string]segment.Region{
		"issues": {Label: segment.LabelArticle},
		"story":  {Label: segment.LabelNoise, DFM: 0, Density: 900},
	})
	f.pg.Title = "Egyptian Fury over Airstrikes"
	f.preferTitledCandidate()
	if got := labelled(f, segment.LabelArticle); !slices.Equal(got, []int{byID("story")}) {
		t.Errorf("article regions = %v, want the headlined story %d", got, byID("story"))
	}
	// A chosen region the headline already heads stays.
	f, byID = finderFor(t, page, map[string]segment.Region{
		"story":  {Label: segment.LabelArticle},
		"issues": {Label: segment.LabelNoise, DFM: 0, Density: 900},
	})
	f.pg.Title = "Egyptian Fury over Airstrikes"
	f.preferTitledCandidate()
	if got := labelled(f, segment.LabelArticle); !slices.Equal(got, []int{byID("story")}) {
		t.Errorf("article regions = %v, want the story kept", got)
	}
}

// A slider of other posts' teasers, each closed by "Read more", is denser
// than a short post and so far from T1 that the post is no candidate; the
// post the headline heads is the story all the same. A few "Read more"
// links in a long story (to its sources) do not make it a listing.
func TestTeaserSliderGivesWayToTheHeadlinedPost(t *testing.T) {
	var slides strings.Builder
	for i := range 6 {
		fmt.Fprintf(&slides, `<li class="slide"><h3>Other post %d</h3><p>An excerpt of another post on the blog, cut before its end so that readers click through.</p><a href="/p%d">Read more »</a></li>`, i, i)
	}
	page := `<html><body><ul id="slider">` + slides.String() + `</ul><div class="post"><h1>Halloween safety game</h1><div id="story"><p>A game to review the rules of trick-or-treating safely.</p></div></div></body></html>`
	regions := map[string]segment.Region{
		"slider": {Label: segment.LabelArticle, Density: 1300},
		"story":  {Label: segment.LabelNoise, DFM: 95, Density: 60},
	}
	f, byID := finderFor(t, page, regions)
	f.pg.Title = "Halloween Safety Game"
	f.preferTitledCandidate()
	if got := labelled(f, segment.LabelArticle); !slices.Equal(got, []int{byID("story")}) {
		t.Errorf("article regions = %v, want the headlined post %d", got, byID("story"))
	}
	// A story closed by two "Read more" links to its sources stays.
	page = strings.Replace(page, `<ul id="slider">`+slides.String()+`</ul>`, `<div id="slider">`+strings.Repeat(`<p>A long story citing its sources, each paragraph telling more of what the reporters found and whom they asked.</p>`, 12)+`<a href="/a">Read more</a><a href="/b">Read more</a></div>`, 1)
	f, byID = finderFor(t, page, regions)
	f.pg.Title = "Halloween Safety Game"
	f.preferTitledCandidate()
	if got := labelled(f, segment.LabelArticle); !slices.Equal(got, []int{byID("slider")}) {
		t.Errorf("article regions = %v, want the story with its sources kept", got)
	}
}

// A region SD chose inside an <aside> (a site's blurb) gives way to a
// candidate whose text is a third links (a market story naming its
// tickers): page chrome by its tag is weaker than a linked story.
func TestAsideGivesWayToALinkedStory(t *testing.T) {
	page := `<html><body><div id="main"><div id="story"><p>Shares of <a href="/q/exxi">Energy XXI</a> crossed above their 200-day average, trading as high as <a href="/q/exxi/chart">$34.04</a> per share on Thursday.</p></div></div>` +
		`<aside><div id="blurb"><p>Energy Stock Channel is a research website for advisors and investors in the energy sector.</p></div></aside></body></html>`
	f, byID := finderFor(t, page, map[string]segment.Region{
		"blurb": {Label: segment.LabelArticle},
		"story": {Label: segment.LabelNoise, DFM: 5, Density: 500, LinkDensity: 0.38},
	})
	f.preferProseCandidate()
	if got := labelled(f, segment.LabelArticle); !slices.Equal(got, []int{byID("story")}) {
		t.Errorf("article regions = %v, want the story %d", got, byID("story"))
	}
}

// A blog theme that sets the comments in the post's own container, as
// siblings of its paragraphs: the heading "One Response to …", the list,
// then the comment policy. What follows the first comment-named sibling is
// the comments', not more of the story. A document's section named after
// its heading ("Review comments") is no such boundary.
func TestProseAfterTheCommentsIsNotTheStory(t *testing.T) {
	para := func(s string) string { return "<p>" + strings.Repeat(s+" ", 4) + "</p>" }
	page := `<html><head><title>Paris Meetup</title></head><body><div id="left"><div class="wrap"><div class="post"><h1>Paris Meetup</h1><div class="entry" id="entry">` +
		para("I am having a meet-up in Paris next week, in the evening, and everyone who reads the blog is welcome.") +
		para("We will meet in a cafe near the river, and I will post the address here the day before the meetup.") + `</div></div>` +
		`<p id="more">` + strings.Repeat("The bootcamp opens for registration soon, and the meetup is a chance to ask me about it in person. ", 4) + `</p>` +
		`<h3 id="comments">One Response to "Paris Meetup"</h3><ol class="commentlist"><li class="comment"><cite>joker</cite> says: <p>hi Scott, I live in the East and do not speak English well, so see you there.</p></li></ol>` +
		`<p id="policy">` + strings.Repeat("Debate is fine, flaming is not. Pretend that this comment form is a discussion taking place in my house. ", 4) + `</p>` +
		`</div></div><div id="side"><ul><li><a href="/a">Archive</a></li><li><a href="/b">About</a></li></ul></div></body></html>`
	// On the expansion itself, from the post's entry (SD's region).
	f, byID := finderFor(t, page, nil)
	roots := f.expandArticle(byID("entry"))
	if !slices.Contains(roots, byID("more")) || slices.Contains(roots, byID("policy")) {
		t.Errorf("expanded roots = %v, want #more (%d) and not #policy (%d)", roots, byID("more"), byID("policy"))
	}
	doc := `<html><body><div class="body"><h1>Submitting patches</h1><div id="intro">` +
		para("For a person who wishes to submit a change, the process can sometimes be daunting, and this guide helps.") + `</div>` +
		`<section id="review-comments"><h2>Review comments</h2>` +
		para("Your patch will almost certainly get comments from reviewers on ways in which the patch can be improved.") + `</section>` +
		`<div id="tail">` + para("Do not get discouraged or impatient: after you have submitted your change, be patient and wait.") + `</div>` +
		`</div><div id="nav"><a href="/a">Index</a></div></body></html>`
	f, byID = finderFor(t, doc, nil)
	if roots := f.expandArticle(byID("intro")); !slices.ContainsFunc(roots, func(r int) bool { return f.doc.Contains(r, byID("tail")) }) {
		t.Errorf("expanded roots = %v, want the document's last part #tail (%d)", roots, byID("tail"))
	}
}

// TestPhotoPostBesideASidebarListStep is the bound of core's TestPhotoPostBesideASidebarList, on the stage
// itself.
func TestPhotoPostBesideASidebarListStep(t *testing.T) {
	// The bound, on the pipeline's own step: SD's region, a long story
	// under a layout block named "l-sidebar-fixed", stays though a short
	// block the headline heads is a region too.
	story := strings.Repeat("The city's air is thick with smoke again this week, and the reasons go back to a water law. ", 30)
	long := `<html><body><div id="top"><h1>Delhi air pollution</h1><p>The law that is helping fuel the city's poor air, in a few lines.</p></div>
<div class="l-sidebar-fixed"><div id="story"><p>` + story + `</p></div></div></body></html>`
	f, byID := finderFor(t, long, map[string]segment.Region{
		"story": {Label: segment.LabelArticle, Density: len(story)},
		"top":   {Label: segment.LabelNoise, Density: 80, DFM: 97},
	})
	f.pg.Title = "Delhi air pollution"
	f.preferProseCandidate()
	if got := labelled(f, segment.LabelArticle); !slices.Equal(got, []int{byID("story")}) {
		t.Errorf("article regions = %v, want the long story %d kept", got, byID("story"))
	}
}

// TestPhotoPostBesideAProfileLinkStep is the bound of core's TestPhotoPostBesideAProfileLink, on the stage
// itself.
func TestPhotoPostBesideAProfileLinkStep(t *testing.T) {
	// The bound, on the pipeline's own step: SD's region is the story
	// under the headline, a third of it links, with a paragraph the
	// headline heads inside it.
	links := strings.Repeat(`<a href="/x">a link in the story</a> and some words around it. `, 8)
	story := `<html><body><div id="story"><div id="head"><h1>How to contact the newsroom</h1><p>Phone numbers, addresses and the people to write to, for readers with a story, a correction or a complaint.</p></div>
<div id="rest"><p>` + links + `</p><p>` + links + `</p></div></div></body></html>`
	f, byID := finderFor(t, story, map[string]segment.Region{
		"story": {Label: segment.LabelArticle, Density: 1300, LinkDensity: 0.4},
		"head":  {Label: segment.LabelNoise, Density: 140, DFM: 90},
	})
	f.pg.Title = "How to contact the newsroom"
	f.preferProseCandidate()
	if got := labelled(f, segment.LabelArticle); !slices.Equal(got, []int{byID("story")}) {
		t.Errorf("article regions = %v, want the story %d kept", got, byID("story"))
	}
}

// TestPhotoPostBesideAWidgetBlurbStep is the bound of core's TestPhotoPostBesideAWidgetBlurb, on the stage
// itself.
func TestPhotoPostBesideAWidgetBlurbStep(t *testing.T) {
	story := strings.Repeat("The browser runs in the cloud and shows pages as text, quickly and cheaply. ", 20)
	long := `<html><body><div id="layout" class="sidebar1"><div id="post"><h1>A Text-only Browser</h1><div id="story"><p>` + story + `</p></div></div></div>
<div id="side"><p>Other things to read, in a box of prose of some length.</p></div></body></html>`
	f, byID := finderFor(t, long, map[string]segment.Region{
		"story": {Label: segment.LabelArticle, Density: len(story)},
	})
	f.pg.Title = "A Text-only Browser"
	f.preferProseCandidate()
	if got := labelled(f, segment.LabelArticle); !slices.Equal(got, []int{byID("story")}) {
		t.Errorf("article regions = %v, want the story %d kept", got, byID("story"))
	}
}

// TestLooseTextBeforeTheListJoinsTheArticleStep is the bound of core's TestLooseTextBeforeTheListJoinsTheArticle, on the stage
// itself.
func TestLooseTextBeforeTheListJoinsTheArticleStep(t *testing.T) {
	doc, err := dom.Parse(`<html><body><div id="box">A loose line of text written into the box, one sentence long and not much more than that, really, as you see.<ul id="list"><li>x</li></ul><div>`+strings.Repeat("Other text of the page that is no part of the list at all. ", 8)+`</div></div></body></html>`, dom.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	f := finderOn(doc)
	box, list := -1, -1
	for i, n := range doc.Elems {
		switch dom.Attr(n, "id") {
		case "box":
			box = i
		case "list":
			list = i
		}
	}
	if f.looseProse(box, []int{list}) {
		t.Error("a container whose other blocks outweigh its loose line was taken for the story")
	}
}

// finderOn is the article stages' state on a parsed page, for tests of
// single steps.
func finderOn(doc *dom.Document) *finder {
	pg := &page.Page{Doc: doc, Stats: features.Compute(doc, nil), Byline: -1, CandidateDFM: sd.DefaultT1}
	excluded := map[int]bool{}
	ctx := Context{Excluded: excluded, Clean: clean.New(pg, clean.Context{Default: true, Excluded: excluded})}
	return newFinder(pg, &segment.Segmentation{}, ctx)
}

// labelled returns the elements of f's regions labelled l.
func labelled(f *finder, l segment.Label) []int { return page.Labelled(f.seg, l) }

// A shop's page sets the product's description in an <article> element
// among the page's other blocks of prose (the warranty, the sales team's
// promise): expansion from a block inside the element takes the
// element's other blocks, never the prose beside it, which HTML marks as
// not part of that composition.
func TestExpansionStopsAtTheArticleElement(t *testing.T) {
	para := func(s string) string { return "<p>" + strings.Repeat(s+" ", 3) + "</p>" }
	page := `<html><body><div id="loja"><article id="desc"><div id="intro">` +
		para("A interface de áudio grava duas vozes e dois instrumentos ao mesmo tempo, com pré-amplificadores limpos.") + `</div>` +
		`<div id="mais">` + para("O ganho automático ajusta o nível de cada entrada antes da gravação, sem cortes no som.") + `</div></article>` +
		`<section id="garantia"><h2>Garantia</h2>` + para("Todos os produtos da loja têm dois anos de garantia, com peças e mão de obra gratuitas.") + `</section>` +
		`<section id="equipa">` + para("A nossa equipa de vendas conhece cada produto e responde às suas perguntas por telefone.") + `</section>` +
		`</div><div id="nav"><a href="/a">Início</a></div></body></html>`
	f, byID := finderFor(t, page, nil)
	roots := f.expandArticle(byID("intro"))
	in := func(id string) bool {
		return slices.ContainsFunc(roots, func(r int) bool { return f.doc.Contains(r, byID(id)) })
	}
	if !in("mais") || in("garantia") || in("equipa") {
		t.Errorf("expanded roots = %v: want the description's #mais (%d) and not #garantia (%d) or #equipa (%d)", roots, byID("mais"), byID("garantia"), byID("equipa"))
	}
	// Among sibling <article>s (a grid of guides) the region is one item
	// of a list: the climb goes on and takes the others.
	feed := `<html><body><div id="guias">` +
		`<article><div id="g1">` + para("Como trocar a bateria do telemóvel em casa, passo a passo, com as ferramentas certas.") + `</div></article>` +
		`<article id="g2">` + para("Como limpar a porta de carregamento sem a danificar, com uma escova macia e paciência.") + `</article>` +
		`<article id="g3">` + para("Como substituir o ecrã partido sem perder os dados, e o que verificar antes de começar.") + `</article>` +
		`</div><div id="nav"><a href="/a">Início</a></div></body></html>`
	f, byID = finderFor(t, feed, nil)
	roots = f.expandArticle(byID("g1"))
	if !in("g2") || !in("g3") {
		t.Errorf("expanded roots = %v: want the sibling guides #g2 (%d) and #g3 (%d) too", roots, byID("g2"), byID("g3"))
	}
}
