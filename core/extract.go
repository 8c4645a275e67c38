package core

import (
	"errors"
	"fmt"
	"time"

	"github.com/pith-reader/pith/core/clean"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/meta"
	"github.com/pith-reader/pith/core/page"
	"github.com/pith-reader/pith/core/pagetype"
	"github.com/pith-reader/pith/core/render"
	"github.com/pith-reader/pith/core/sd"
	"github.com/pith-reader/pith/core/segment"
	"github.com/pith-reader/pith/core/thread"
	"golang.org/x/net/html"
)

// ErrInternal reports a bug caught at the API boundary: Extract never
// panics, whatever the input.
var ErrInternal = errors.New("core: internal error")

// ErrUnknownAlgorithm is returned for an Options.Algorithm not in Algorithms.
var ErrUnknownAlgorithm = errors.New("core: unknown algorithm")

// ErrUnknownFormat is returned for an Options.Formats entry other than
// "text", "html" and "markdown".
var ErrUnknownFormat = errors.New("core: unknown format")

// ErrTimeBudget is returned when an extraction runs past
// Options.TimeBudgetMS; the error names the last stage done.
var ErrTimeBudget = errors.New("core: time budget exceeded")

// budget checks Options.TimeBudgetMS between the stages of Extract.
type budget struct {
	start time.Time
	limit time.Duration
}

// check returns ErrTimeBudget, wrapped with the stage just done, once the
// budget is spent.
func (b budget) check(stage string) error {
	if b.limit <= 0 {
		return nil
	}
	if spent := time.Since(b.start); spent > b.limit {
		return fmt.Errorf("%w: %v spent of %v, after %s", ErrTimeBudget, spent.Round(time.Millisecond), b.limit, stage)
	}
	return nil
}

// Extract finds the page type, the article, the comments (or the posts of a
// discussion) and the page's regions. src must be UTF-8 (the native edge
// decodes other charsets with package charset; the browser hands in
// strings). Input past the limits in opts.Limits is cut and reported in
// Result.Stats. "No article found" is a Result with an empty Article, not
// an error.
func Extract(src string, opts Options) (*Result, error) {
	return extract(func() (*dom.Document, error) { return dom.Parse(src, opts.Limits) }, opts)
}

// ExtractTree is Extract for a page the browser has already parsed, sent in
// dom's tree encoding (see dom.ParseTree): the same result as Extract on
// the page's HTML, without the cost of parsing it again.
func ExtractTree(enc string, opts Options) (*Result, error) {
	return extract(func() (*dom.Document, error) { return dom.ParseTree(enc, opts.Limits) }, opts)
}

func extract(parse func() (*dom.Document, error), opts Options) (res *Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("%w: %v", ErrInternal, r)
		}
	}()
	clock := budget{start: time.Now(), limit: time.Duration(opts.TimeBudgetMS) * time.Millisecond}
	seg, err := segmenterFor(opts)
	if err != nil {
		return nil, err
	}
	shapes, err := formatsOf(opts.Formats)
	if err != nil {
		return nil, err
	}
	doc, err := parse()
	if err != nil {
		return nil, err
	}
	if err := clock.check("parsing"); err != nil {
		return nil, err
	}
	var base string
	opts.URL, base = meta.Address(doc, opts.URL)
	st := features.Compute(doc, opts.Layout)
	if err := clock.check("features"); err != nil {
		return nil, err
	}
	var trace *segment.Trace
	if opts.Trace {
		trace = &segment.Trace{}
	}
	if opts.Algorithm == "" && !opts.Layout.Fits(doc.Len()) && revealsContent(doc, st) {
		// The story is in blocks hidden by inline style until the page's
		// scripts show them: with no browser layout to say otherwise, show
		// them.
		n := doc.RevealStyleHidden()
		trace.Add("page.reveal", doc.Body, float64(n), "almost all text is in style-hidden blocks shown by scripts: shown")
		st = features.Compute(doc, opts.Layout)
	}
	layout := opts.Layout
	if !layout.Fits(doc.Len()) {
		layout = nil
	}
	s, err := seg.Segment(segment.Input{Doc: doc, Stats: st, Layout: layout, URL: opts.URL, Trace: trace})
	if err != nil {
		return nil, fmt.Errorf("core: %s: %w", seg.Name(), err)
	}
	if err := clock.check("segmentation"); err != nil {
		return nil, err
	}
	md := meta.Read(doc, st.Hidden)
	pg := &page.Page{Doc: doc, Stats: st, Trace: trace, URL: opts.URL, Base: base,
		Title: md.Headline, Byline: md.BylineNode, Discussion: md.Discussion, CandidateDFM: candidateDFM(opts)}
	p := &pipeline{pg: pg, doc: doc, st: st, opts: opts, md: md, seg: s, trace: trace, refine: opts.Algorithm == "", formats: shapes, base: base}
	p.threads = thread.New(pg, p.refine, shapes.html)
	p.siteNoise(segment.Input{Doc: doc, Stats: st, Layout: layout, URL: opts.URL})
	res = p.assemble()
	res.Stats = Stats{Bytes: doc.Bytes, Elements: doc.Len(), Truncated: doc.Truncated,
		DepthCut: doc.DepthCut, ElementsCut: doc.ElementsCut, Algorithm: seg.Name()}
	if p.refine {
		res.Stats.Algorithm = "default (" + seg.Name() + " + pipeline)"
	}
	if trace != nil {
		res.Trace = trace.Steps
	}
	return res, nil
}

// Thresholds of revealsContent.
const (
	maxVisibleForReveal = 300 // the page shows at most this much text
	minHiddenForReveal  = 500 // and hides at least this much
	revealRatio         = 5   // and at least this many times more
)

// revealsContent reports a page whose visible text is a few words while
// blocks hidden by inline style (display:none until a script runs) hold
// the content: a server-rendered product page that reveals itself on load.
func revealsContent(doc *dom.Document, st *features.Table) bool {
	if doc.Body < 0 {
		return false
	}
	visible := int(st.Chars[doc.Body])
	if visible > maxVisibleForReveal {
		return false
	}
	all := dom.TextChars(doc.Elems[doc.Body])
	return all >= minHiddenForReveal && all >= revealRatio*max(visible, 1)
}

// candidateDFM is SD's T1: the largest dfm of a candidate region.
func candidateDFM(opts Options) float64 {
	if opts.SD.T1 > 0 {
		return opts.SD.T1
	}
	return sd.DefaultT1
}

// pipeline is the per-run state of assembling a Result from a segmentation.
type pipeline struct {
	pg      *page.Page
	doc     *dom.Document
	st      *features.Table
	opts    Options
	md      meta.Metadata
	seg     segment.Segmentation
	trace   *segment.Trace
	formats formats // the optional shapes to render
	// excluded marks element ids whose subtree is left out of the article
	// (comment sections, posts rendered separately).
	excluded map[int]bool
	// threads finds and reads the comments and posts.
	threads *thread.Finder
	// clean is the article's clean-up (cleaner), nil until first asked.
	clean *clean.Cleaner
	// refine turns on the default pipeline's own steps on top of the
	// segmenter: article expansion and the page-type check. Off when a
	// method is selected by name, so `-algo NAME` measures that method.
	refine bool
	// recurring marks the sections the site profile's template finds on
	// every page of the site (empty without a profile).
	recurring page.Overlap
	// listMode: the article is a listing's item list (listing.go), whose
	// items are mostly links; the clean-up keeps link-dense blocks there.
	listMode bool
	// storyMax is the density of the densest region outside comment
	// sections (storyDFM): 0 until computed, -1 when there is none.
	storyMax int
	// base is the URL relative links resolve against (meta.Address).
	base string
	// found are the article regions the segmenter chose, before
	// expansion; the article filter never drops them or their ancestors.
	found []int
}

// assemble turns the segmentation into the Result.
func (p *pipeline) assemble() *Result {
	res := &Result{URL: p.opts.URL, Type: p.seg.Type, TypeConfidence: page.Round2(p.seg.Confidence),
		Comments: []Comment{}, Posts: []Comment{}}
	md := p.md
	res.Title, res.Byline, res.Published, res.Language = md.Title, md.Byline, md.Published, md.Language
	res.SiteName, res.Image, res.Excerpt = md.SiteName, md.Image, md.Excerpt
	p.excluded = map[int]bool{}
	if p.refine {
		p.preferTitledCandidate()
		p.preferProseCandidate()
		pagetype.Decide(p.pg, &p.seg, p.threads)
		res.Type = p.seg.Type
	}

	var articles, comments, posts []int
	for _, r := range p.seg.Regions {
		switch r.Label {
		case segment.LabelArticle:
			articles = append(articles, r.Node)
		case segment.LabelComment:
			comments = append(comments, r.Node)
		case segment.LabelPost:
			posts = append(posts, r.Node)
		}
	}
	extra := []segment.Region{}
	if len(comments) > 0 && !p.opts.NoComments {
		sections := p.threads.Sections(comments, articles)
		for _, s := range sections {
			p.excluded[s] = true
			extra = append(extra, p.pg.RegionFor(s, segment.LabelComment, "comment section: outermost comment-marked block around comment regions"))
		}
		res.Comments = p.threads.Split(sections)
		if p.refine && len(sections) > 0 && thread.TextSize(res.Comments) < thread.MinText {
			// A form, a "be the first to comment" box or a row of
			// profile links is no discussion.
			p.trace.Add("comments", sections[0], float64(thread.TextSize(res.Comments)), "comment sections hold too little text: no comments")
			res.Comments = []Comment{}
		}
	}
	if p.refine && len(comments) == 0 && len(posts) == 0 && res.Type == TypeArticle && len(p.seg.MinorComments) > 0 {
		// A reply or two, too short for an Article with Comments: the
		// page stays an Article, but the replies are not the story.
		for _, s := range p.threads.Sections(p.seg.MinorComments, articles) {
			p.excluded[s] = true
			p.trace.Add("comments.minor", s, float64(p.st.Chars[s]), "comment section too short to count: left out of the article")
		}
	}
	if p.refine && len(res.Comments) == 0 && len(posts) == 0 && !p.opts.NoComments {
		if flat, blocks := p.threads.Flat(); len(flat) > 0 {
			p.trace.Add("comments.flat", blocks[0], float64(len(flat)), "a comments heading, then paragraphs closed by signature lines (\"Posted by: …\"): a flat comment list")
			for _, b := range blocks {
				p.excluded[b] = true
				extra = append(extra, p.pg.RegionFor(b, segment.LabelComment, "flat comment list: paragraphs closed by signature lines"))
			}
			res.Comments = flat
			res.Type = TypeArticleWithComments
		}
	}
	if p.refine && res.Type == TypeArticleWithComments && len(res.Comments) == 0 {
		res.Type = TypeArticle
	}
	beforeArticle := len(extra)
	var articleRoots []int // the article's roots, for the listing check
	if len(posts) > 0 {
		items := p.threads.PostItems(posts)
		if p.refine {
			items = p.threads.AllOfKind(items)
		}
		list := make([]thread.Item, len(items))
		for i, id := range items {
			list[i] = thread.Item{Node: id}
		}
		res.Posts = p.threads.Render(list)
		res.Article = p.content(items...)
	} else if len(articles) > 0 {
		roots := articles
		if p.refine {
			articles = p.checkSiteFit(articles)
			p.found = articles
			roots = nil
			for _, a := range articles {
				roots = append(roots, p.expandArticle(a)...)
			}
		}
		roots = page.Outermost(p.doc, roots)
		if p.refine {
			extra = append(extra, p.articleRegions(articles, roots)...)
		}
		res.Article = p.content(roots...)
		articleRoots = roots
	}
	// A short post with comments under it is a blog post, not a fragment
	// of a page of small sections.
	if p.refine && len(posts) == 0 && len(res.Comments) == 0 && res.Article.Words > 0 && p.fragmentOfPage(res.Article.Text) {
		p.trace.Add("article.fallback", p.doc.Body, float64(len(res.Article.Text)), "the article region is a fragment of a page of many small sections: the body, cleaned")
		res.Article = p.content(p.doc.Body)
		articleRoots = nil
		extra = append(extra[:beforeArticle], p.pg.RegionFor(p.doc.Body, segment.LabelArticle, "a page of small sections: the whole body, cleaned"))
	}
	if p.refine && res.Article.Words == 0 && len(posts) == 0 && p.doc.Body >= 0 {
		// Nothing dense enough to be a region (a page of a few lines):
		// the body, cleaned, is the best answer there is.
		p.trace.Add("article.fallback", p.doc.Body, 0, "no article region: the cleaned body")
		res.Article = p.content(p.doc.Body)
		articleRoots = nil
		if res.Article.Words > 0 {
			extra = append(extra, p.pg.RegionFor(p.doc.Body, segment.LabelArticle, "no region was dense enough: the whole body, cleaned"))
		}
	}
	if p.refine && len(posts) == 0 && res.Type == TypeArticle {
		if l := p.listing(res.Article.Text, articleRoots); l >= 0 {
			p.trace.Add("article.listing", l, float64(p.st.Chars[l]), "no prose article: the page is a list of items")
			p.listMode = true
			extra = append(extra[:beforeArticle], p.pg.RegionFor(l, segment.LabelArticle, "listing: the repeated items hold the page's text"))
			res.Article = p.content(p.listWithIntro(l, articleRoots)...)
		}
	}
	res.Regions = p.finishRegions(extra)
	if res.Excerpt == "" {
		res.Excerpt = meta.Excerpt(res.Article.Text)
	}
	return res
}

// A page of many small sections (a service page: a claim, a row of
// benefits, a FAQ) has no dense region; SD's densest block is one answer
// of the FAQ. When the article found is that small and the body around
// it is mostly prose (few links), the cleaned body is the better answer.
const (
	maxFragmentChars     = 400 // the article text (bytes) below which it may be a fragment
	fragmentOfBody       = 6   // the body's visible text is this many times the article's
	maxFragmentBodyLinks = 0.3
)

// fragmentOfPage reports an article text that is a fragment of a page of
// small sections (see maxFragmentChars).
func (p *pipeline) fragmentOfPage(article string) bool {
	body := p.doc.Body
	if body < 0 || len(article) >= maxFragmentChars {
		return false
	}
	chars, links := p.st.Chars[body], p.st.LinkChars[body]
	for id := range p.excluded {
		chars, links = chars-p.st.Chars[id], links-p.st.LinkChars[id]
	}
	return chars >= int32(fragmentOfBody*len(article)) && float64(links) <= maxFragmentBodyLinks*float64(chars)
}

// content renders article roots with the clean-up filter.
func (p *pipeline) content(roots ...int) Content {
	nodes := make([]*html.Node, 0, len(roots))
	for _, r := range roots {
		nodes = append(nodes, p.doc.Elems[r])
	}
	part := render.NewPart(p.base, p.cleaner().Filter(roots, p.found, p.listMode), nodes...)
	return p.formats.contentOf(part)
}

// formats says which of the optional shapes (Options.Formats) to render.
type formats struct{ html, markdown bool }

func formatsOf(names []string) (formats, error) {
	if len(names) == 0 {
		return formats{html: true, markdown: true}, nil
	}
	var f formats
	for _, n := range names {
		switch n {
		case "text":
		case "html":
			f.html = true
		case "markdown":
			f.markdown = true
		default:
			return f, fmt.Errorf("%w %q (want text, html or markdown)", ErrUnknownFormat, n)
		}
	}
	return f, nil
}

func (f formats) contentOf(part render.Part) Content {
	text := part.Text()
	c := Content{Text: text, Words: render.CountWords(text)}
	if f.html {
		c.HTML = part.HTML()
	}
	if f.markdown {
		c.Markdown = part.Markdown()
	}
	return c
}

// cleaner returns the clean-up of the page's article, prepared on first
// use: after the page-type check, the comment sections and the site
// profile's fit, whose decisions it reads.
func (p *pipeline) cleaner() *clean.Cleaner {
	if p.clean == nil {
		p.clean = clean.New(p.pg, clean.Context{Default: p.refine, Type: p.seg.Type, Excluded: p.excluded, Recurring: p.recurring})
	}
	return p.clean
}
