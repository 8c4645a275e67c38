package core

import (
	"slices"
	"strings"

	"github.com/pith-reader/pith/core/article"
	"github.com/pith-reader/pith/core/clean"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/meta"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/pagetype"
	"github.com/pith-reader/pith/core/segment"
	"github.com/pith-reader/pith/core/site"
	"github.com/pith-reader/pith/core/thread"
)

// stage is one step of the pipeline after segmentation.
type stage struct {
	// name is the trace step (or its prefix) of the stage's decisions;
	// the README's layout table says which file holds them.
	name string
	// when reports whether the stage runs; nil: always.
	when func(*run) bool
	do   func(*run)
}

// stages turn a segmentation into the Result, in order. With a method
// selected by name (`-algo NAME`) only the stages without a refining
// condition run: that method's regions, rendered and cleaned. The default
// pipeline runs its own steps on top; each fallback is a stage of its
// own, with its reason in the trace.
var stages = []stage{
	{"site", (*run).hasSiteProfile, (*run).siteFurniture},              // core/site: sections recurring on the site's pages
	{"article.choose", (*run).refining, (*run).chooseArticle},          // core/article: the headlined or prose candidate
	{"pagetype", (*run).refining, (*run).decidePageType},               // core/pagetype: A, AC or M
	{"regions", nil, (*run).regionsByLabel},                            // the regions the stages below read
	{"comments", (*run).hasCommentRegions, (*run).commentSections},     // core/thread: sections, split into comments
	{"comments.minor", (*run).hasMinorComments, (*run).minorComments},  // a reply or two: out of the article
	{"comments.flat", (*run).mayHaveFlatComments, (*run).flatComments}, // a list no class marks
	{"comments.none", (*run).isCommentlessAC, (*run).noComments},       // AC without comments is A
	{"site", (*run).hasArticleToFit, (*run).siteFit},                   // core/site: does the profile fit this page
	{"clean", nil, (*run).prepareClean},                                // core/clean: the rules for this page
	{"posts", (*run).hasPosts, (*run).renderPosts},                     // a discussion's posts
	{"article", (*run).hasArticle, (*run).renderArticle},               // core/article: grown from the region, cleaned
	{"article.fallback", (*run).isFragment, (*run).bodyForFragment},    // a page of small sections: the body
	{"article.fallback", (*run).isEmpty, (*run).bodyForNothing},        // no region at all: the body
	{"article.listing", (*run).mayBeListing, (*run).listing},           // core/article: a list of items, no story
	{"article.sections", (*run).isThin, (*run).sectionsForThin},        // a scrap of a page of sections: <main>, items kept
	{"article.collection", (*run).mayBeCollection, (*run).collection},  // a shop's category: its cards, in their landmark
	{"article.product", (*run).isProductPage, (*run).productArticle},   // a product page: the product's own block
	{"article.product", (*run).isProductShell, (*run).declaredFacts},   // a shell showing none of it: the declared facts
	{"kind", (*run).refining, (*run).decidePageKind},                   // what the page is for: article, product, listing…
	{"items", (*run).refining, (*run).kindData},                        // a listing's items, a product's picture: what its layout shows
	{"regions", nil, (*run).finish},                                    // the regions for the noise map, the excerpt
}

// run is the state of one extraction through the stages: what each stage
// decided, read by the stages after it.
type run struct {
	pg      *page.Page
	opts    Options
	seg     segment.Segmentation
	input   segment.Input // the segmenter's input, for the site profile's template
	refine  bool          // the default pipeline: its own stages run
	formats formats
	threads *thread.Finder
	clean   *clean.Cleaner
	res     *Result

	// articles, comments and posts are the regions by label, after the
	// page-type call (articles: after the site profile's fit).
	articles, comments, posts []int
	// excluded are the comment sections, left out of the article.
	excluded map[int]bool
	// recurring are the sections the site profile marks as furniture.
	recurring page.Overlap
	// bylineDeclared: the byline comes from structured data or <meta>.
	bylineDeclared bool
	// found are the article regions the segmenter chose, before
	// expansion; the clean-up never drops them or their ancestors.
	found []int
	// roots are the article's roots (nil for the cleaned body), for the
	// listing check; listMode: the article is a listing's items.
	roots    []int
	listMode bool
	// regions are the pipeline's own regions; the first commentRegions
	// of them are the comments', the article's follow.
	regions        []segment.Region
	commentRegions int
	// sections: the article is the page's sections (article.sections,
	// article.fallback), the region found was a scrap of it.
	sections bool
	// schema and generator are the page's declared types and generator,
	// for its kind.
	schema    meta.SchemaTypes
	generator string
	product   *meta.Product
	// categoryName is the <h1> a listing shows as its title
	// (meta.Metadata.CategoryName).
	categoryName string
	// cards is the page's largest run of item cards (cardsOnce), nil
	// until a stage asks.
	cards *itemCards
	// aria are the page's id references (repeats), read at the first
	// rendering.
	aria *ariaRefs
}

func newRun(pg *page.Page, opts Options, seg segment.Segmentation, shapes formats, md meta.Metadata) *run {
	r := &run{pg: pg, opts: opts, seg: seg, refine: opts.Algorithm == "", formats: shapes, excluded: map[int]bool{}, regions: []segment.Region{},
		bylineDeclared: md.BylineDeclared, schema: md.Schema, generator: md.Generator, product: md.Product,
		categoryName: md.CategoryName}
	r.threads = thread.New(pg, r.refine, shapes.html, shapes.markdown)
	r.threads.SetPageDate(md.Published)
	r.res = &Result{URL: opts.URL, Type: seg.Type, TypeConfidence: page.Round2(seg.Confidence), Comments: []Comment{}, Posts: []Comment{},
		Title: md.Title, Byline: md.Byline, Published: md.Published, Language: md.Language, SiteName: md.SiteName, Image: md.Image, Excerpt: md.Excerpt}
	return r
}

// assemble runs the stages.
func (r *run) assemble() *Result {
	for _, s := range stages {
		if s.when == nil || s.when(r) {
			s.do(r)
		}
	}
	return r.res
}

func (r *run) refining() bool { return r.refine }

func (r *run) hasSiteProfile() bool {
	return r.refine && r.opts.Site != nil && r.opts.Site.Template != nil
}

func (r *run) siteFurniture() {
	r.recurring = site.Furniture(r.pg, r.input, r.opts.Template, r.opts.Site.Template)
}

func (r *run) chooseArticle() { article.Choose(r.pg, &r.seg) }

func (r *run) decidePageType() {
	pagetype.Decide(r.pg, &r.seg, r.threads)
	r.res.Type = r.seg.Type
}

func (r *run) regionsByLabel() {
	for _, reg := range r.seg.Regions {
		switch reg.Label {
		case segment.LabelArticle:
			r.articles = append(r.articles, reg.Node)
		case segment.LabelComment:
			r.comments = append(r.comments, reg.Node)
		case segment.LabelPost:
			r.posts = append(r.posts, reg.Node)
		}
	}
}

func (r *run) hasCommentRegions() bool { return len(r.comments) > 0 && !r.opts.NoComments }

// commentSections lifts the comment regions to their sections and splits
// them into comments. A form, a "be the first to comment" box or a row of
// profile links is no discussion: sections holding less text than
// thread.MinText hold no comments.
func (r *run) commentSections() {
	sections := r.threads.SectionsOnce(r.comments, r.articles)
	for _, s := range sections {
		r.excluded[s] = true
		r.regions = append(r.regions, r.pg.RegionFor(s, segment.LabelComment, "comment section: outermost comment-marked block around comment regions"))
	}
	r.res.Comments = r.threads.Split(sections)
	if b := r.pg.Byline; r.refine && r.res.Byline != "" && r.bylineFromPage() {
		for _, s := range sections {
			if r.pg.Doc.Contains(s, b) {
				// The byline read from the page is a commenter's name.
				r.pg.Trace.Add("comments", b, 0, "the byline element is inside the comments: a commenter, not the article's author")
				r.res.Byline = ""
				break
			}
		}
	}
	if r.refine && len(sections) > 0 && thread.TextSize(r.res.Comments) < thread.MinText {
		r.pg.Trace.Add("comments", sections[0], float64(thread.TextSize(r.res.Comments)), "comment sections hold too little text: no comments")
		r.res.Comments = []Comment{}
	}
}

func (r *run) hasMinorComments() bool {
	return r.refine && len(r.comments) == 0 && len(r.posts) == 0 && r.res.Type == TypeArticle && len(r.seg.MinorComments) > 0
}

// minorComments: a reply or two, too short for an Article with Comments:
// the page stays an Article, but the replies are not the story.
func (r *run) minorComments() {
	for _, s := range r.threads.Sections(r.seg.MinorComments, r.articles) {
		r.excluded[s] = true
		r.pg.Trace.Add("comments.minor", s, float64(r.pg.Stats.Chars[s]), "comment section too short to count: left out of the article")
	}
}

func (r *run) mayHaveFlatComments() bool {
	return r.refine && len(r.res.Comments) == 0 && len(r.posts) == 0 && !r.opts.NoComments
}

func (r *run) flatComments() {
	flat, blocks := r.threads.Flat()
	if len(flat) == 0 {
		return
	}
	r.pg.Trace.Add("comments.flat", blocks[0], float64(len(flat)), "a comments heading, then paragraphs closed by signature lines (\"Posted by: …\"): a flat comment list")
	for _, b := range blocks {
		r.excluded[b] = true
		r.regions = append(r.regions, r.pg.RegionFor(b, segment.LabelComment, "flat comment list: paragraphs closed by signature lines"))
	}
	r.res.Comments = flat
	r.res.Type = TypeArticleWithComments
}

func (r *run) isCommentlessAC() bool {
	return r.refine && r.res.Type == TypeArticleWithComments && len(r.res.Comments) == 0
}

func (r *run) noComments() { r.res.Type = TypeArticle }

func (r *run) hasArticleToFit() bool { return r.refine && len(r.posts) == 0 && len(r.articles) > 0 }

func (r *run) siteFit() {
	r.articles, r.recurring = site.Fit(r.pg, &r.seg, r.articles, r.recurring)
}

func (r *run) prepareClean() {
	r.commentRegions = len(r.regions)
	r.clean = clean.New(r.pg, clean.Context{Default: r.refine, Type: r.seg.Type, Excluded: r.excluded, Recurring: r.recurring, Sections: r.undated() && r.pg.Responsive()})
}

func (r *run) hasPosts() bool { return len(r.posts) > 0 }

// renderPosts assembles the discussion's thread from the post regions
// (thread.Thread: whole posts, the opening post, replies, depths) and
// renders it; the article is the posts together, each with its author and
// date. The byline is the opening post's author.
func (r *run) renderPosts() {
	items := r.threads.Thread(r.posts)
	posts, teasers := r.threads.RenderPosts(items)
	r.res.Posts = posts
	roots := make([]int, len(items))
	for i, it := range items {
		roots[i] = it.Node
	}
	if !r.refine || len(r.res.Posts) == 0 || teasers {
		// A list of teasers reads as the page's clean-up makes it (its
		// datelines are furniture); a discussion's posts as rendered.
		r.res.Article = r.content(roots...)
		return
	}
	r.res.Article = postsContent(r.res.Posts, r.formats)
	if a := r.res.Posts[0].Author; a != "" && (r.res.Byline == "" || strings.Contains(r.res.Byline, a) || r.bylineAside(roots)) {
		// The opening post's author is the discussion's. A byline naming
		// them with more is their post's header, badges and all; one read
		// from a post or from the page's side (a sidebar's "created by")
		// is no byline of the thread.
		r.res.Byline = a
	}
}

// bylineAside reports a byline read from an element of the page inside
// one of the posts, outside the thread (a side column) or in the page's
// boilerplate.
func (r *run) bylineAside(posts []int) bool {
	b := r.pg.Byline
	if !r.bylineFromPage() {
		return false
	}
	lca := posts[0]
	for _, p := range posts {
		if r.pg.Doc.Contains(p, b) {
			return true
		}
		lca = r.pg.Doc.LCA(lca, p)
	}
	return r.pg.InBoilerplate(b) || !r.pg.Doc.Contains(lca, b)
}

// bylineFromPage reports a byline read from an element of the page (not
// from its structured data or <meta>).
func (r *run) bylineFromPage() bool { return !r.bylineDeclared && r.pg.Byline >= 0 }

func (r *run) hasArticle() bool { return len(r.posts) == 0 && len(r.articles) > 0 }

// renderArticle grows the article from the regions the segmenter chose
// (in the default pipeline) and renders it cleaned.
func (r *run) renderArticle() {
	roots := r.articles
	if r.refine {
		r.found = r.articles
		roots = nil
		ctx := article.Context{Excluded: r.excluded, Recurring: r.recurring, Clean: r.clean}
		for _, a := range r.articles {
			roots = append(roots, article.Expand(r.pg, &r.seg, ctx, a)...)
		}
	}
	roots = page.Outermost(r.pg.Doc, roots)
	if r.refine {
		roots, _ = r.openPanels(roots)
		r.regions = append(r.regions, r.articleRegions(r.articles, roots)...)
	}
	r.res.Article = r.content(roots...)
	r.roots = roots
}

// openPanels shows the closed accordion panels inside the article's roots
// (dom.OpenDisclosurePanels: a course's description, a FAQ's answer) and
// counts the page again. Only inside the chosen article: the panels
// elsewhere (a shop's "expert advice" excerpts under its grid) are no
// part of it and must not be taken for its prose; once the shop's
// landmark is the article (article.collection) they are, and open then.
// With the browser's layout the panels are collapsed on the live page
// too: the layout is told they show, so the extension reads what the
// command line reads. It returns the article's roots, grown by the hidden
// panes of a tab set one of whose panes holds part of the article
// (dom.OpenTabPanes), and whether a panel opened.
func (r *run) openPanels(roots []int) ([]int, bool) {
	d := r.pg.Doc
	inside := func(id int) bool {
		return slices.ContainsFunc(roots, func(root int) bool { return d.Contains(root, id) })
	}
	var opened []int
	n := d.OpenDisclosurePanels(func(id int) bool {
		if inside(id) {
			opened = append(opened, id)
			return true
		}
		return false
	})
	if n > 0 {
		r.pg.Trace.Add("article.panels", roots[0], float64(n), "closed accordion panels in the article, named by their triggers' aria-controls: shown")
	}
	if headed := d.OpenHeadedPanels(inside); len(headed) > 0 {
		r.pg.Trace.Add("article.panels", roots[0], float64(len(headed)), "closed accordion panels in the article, each hidden right after its heading: shown")
		opened = append(opened, headed...)
	}
	holds := func(pane int) bool {
		return inside(pane) || slices.ContainsFunc(roots, func(root int) bool { return d.Contains(pane, root) })
	}
	if panes := d.OpenTabPanes(holds); len(panes) > 0 {
		// A pane holding part of the article brings its set's other
		// panes into it: they are the same block's other views.
		r.pg.Trace.Add("article.panels", roots[0], float64(len(panes)), "hidden panes of a tab set in the article (sibling panes, one shown by inline style): shown, and the article's")
		opened = append(opened, panes...)
		roots = page.Outermost(d, slices.Concat(roots, panes))
		slices.Sort(roots)
	}
	if len(opened) == 0 {
		return roots, false
	}
	layout := r.input.Layout
	if layout != nil {
		shown := *layout
		shown.Visible = slices.Clone(layout.Visible)
		for _, p := range opened {
			for id := p; id <= d.End(p); id++ {
				shown.Visible[id] = true
			}
		}
		layout = &shown
	}
	*r.pg.Stats = *features.Compute(d, layout)
	return roots, true
}

// isFragment: the article is a fragment of a page of many small sections
// (a short post with comments under it is a blog post, not a fragment).
func (r *run) isFragment() bool {
	return r.refine && len(r.posts) == 0 && len(r.res.Comments) == 0 && r.res.Article.Words > 0 &&
		article.Fragment(r.pg, r.excluded, r.res.Article.Text)
}

func (r *run) bodyForFragment() {
	body := r.pg.Doc.Body
	r.pg.Trace.Add("article.fallback", body, float64(len(r.res.Article.Text)), "the article region is a fragment of a page of many small sections: the body, cleaned")
	r.res.Article = r.content(body)
	r.roots = nil
	r.sections = true
	r.regions = append(r.regions[:r.commentRegions], r.pg.RegionFor(body, segment.LabelArticle, "a page of small sections: the whole body, cleaned"))
}

// isEmpty: nothing dense enough to be a region (a page of a few lines);
// the body, cleaned, is the best answer there is.
func (r *run) isEmpty() bool {
	return r.refine && r.res.Article.Words == 0 && len(r.posts) == 0 && r.pg.Doc.Body >= 0
}

func (r *run) bodyForNothing() {
	body := r.pg.Doc.Body
	r.pg.Trace.Add("article.fallback", body, 0, "no article region: the cleaned body")
	r.res.Article = r.content(body)
	r.roots = nil
	r.sections = true
	if r.res.Article.Words > 0 {
		r.regions = append(r.regions, r.pg.RegionFor(body, segment.LabelArticle, "no region was dense enough: the whole body, cleaned"))
	}
}

func (r *run) mayBeListing() bool { return r.refine && len(r.posts) == 0 && r.res.Type == TypeArticle }

// listing: no prose article, the page is a list of items (a shop's
// category, a front page): the list, after its introduction.
func (r *run) listing() {
	l := article.Listing(r.pg, r.res.Article.Text, r.roots)
	if l < 0 {
		r.listArticle()
		return
	}
	r.pg.Trace.Add("article.listing", l, float64(r.pg.Stats.Chars[l]), "no prose article: the page is a list of items")
	r.listMode = true
	r.regions = append(r.regions[:r.commentRegions], r.pg.RegionFor(l, segment.LabelArticle, "listing: the repeated items hold the page's text"))
	r.res.Article = r.content(article.ListWithIntro(r.pg, l, r.roots)...)
}

// listArticle: the article SD chose is itself a list of items (a
// ranking, a front page's entries), no story: rendered again with its
// items kept.
func (r *run) listArticle() {
	root := article.ListArticle(r.pg, r.res.Article.Text, r.roots)
	if root < 0 {
		return
	}
	c := r.itemsContent(root)
	if len(c.Text) <= len(r.res.Article.Text) {
		return // the clean-up took nothing from the items
	}
	r.listMode = true
	r.takeArticle("article.listing", root, c, "the article is a list of items, no story: its items kept")
}

// itemsContent renders root with a listing's clean-up (its items kept),
// for a stage that has yet to decide whether it takes it.
func (r *run) itemsContent(root int) Content {
	was := r.listMode
	r.listMode = true
	defer func() { r.listMode = was }()
	return r.content(root)
}

// takeArticle makes root, rendered as c, the article, with the stage's
// trace step and reason.
func (r *run) takeArticle(step string, root int, c Content, why string) {
	r.pg.Trace.Add(step, root, float64(len(c.Text)), why)
	r.res.Article = c
	r.roots = []int{root}
	r.regions = append(r.regions[:r.commentRegions], r.pg.RegionFor(root, segment.LabelArticle, why))
}

func (r *run) finish() {
	r.res.Regions = r.finishRegions(r.regions)
	if r.res.Excerpt == "" {
		r.res.Excerpt = meta.Excerpt(r.res.Article.Text)
	}
}
