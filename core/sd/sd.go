package sd

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/segment"
	"golang.org/x/net/html/atom"
)

// Options are the SD thresholds. The zero value means the defaults.
type Options struct {
	// T1 is the max distance from the max-density region (dfm, 0–100) of a
	// candidate article region. Default 40.
	T1 float64 `json:"t1,omitempty"`
	// T2 is the min density (characters) of a valid node. Default 20.
	T2 int `json:"t2,omitempty"`
	// NoTitlePenalty is added, in tree levels, to a region with no ancestor
	// title when choosing the article region. Default 5.
	NoTitlePenalty int `json:"noTitlePenalty,omitempty"`
	// MinPosts is the number of same-level candidates that makes a page
	// Multiple areas. Default 3.
	MinPosts int `json:"minPosts,omitempty"`
	// MinCommentChars is the text the comment regions must hold together
	// for the page to be Article with Comments. Default 100.
	MinCommentChars int `json:"minCommentChars,omitempty"`
}

// Defaults.
const (
	DefaultT1              = 40
	DefaultT2              = 20
	DefaultNoTitlePenalty  = 5
	DefaultMinPosts        = 3
	DefaultMinCommentChars = 100
)

func (o Options) withDefaults() Options {
	if o.T1 <= 0 {
		o.T1 = DefaultT1
	}
	if o.T2 <= 0 {
		o.T2 = DefaultT2
	}
	if o.NoTitlePenalty <= 0 {
		o.NoTitlePenalty = DefaultNoTitlePenalty
	}
	if o.MinPosts <= 0 {
		o.MinPosts = DefaultMinPosts
	}
	if o.MinCommentChars <= 0 {
		o.MinCommentChars = DefaultMinCommentChars
	}
	return o
}

// Segmenter runs the SD algorithm.
type Segmenter struct{ Options Options }

// Name is "sd".
func (Segmenter) Name() string { return "sd" }

// region is one merged group of valid nodes (§3.3 step 3) with its step-4
// features.
type region struct {
	node       int
	density    int
	dfm        float64
	titleDiff  int
	class      string
	isComment  bool
	commentWhy string
}

// run is the state of one page.
type run struct {
	opt     Options
	doc     *dom.Document
	st      *features.Table
	trace   *segment.Trace
	strong  []bool // per element: strong tag after the paragraph-div rule
	regions []region
	// commentMark caches commentMarked: 0 unknown, 1 yes, -1 no.
	commentMark []int8
}

// Segment implements segment.Segmenter.
func (s Segmenter) Segment(in segment.Input) (segment.Segmentation, error) {
	r := &run{opt: s.Options.withDefaults(), doc: in.Doc, st: in.Stats, trace: in.Trace}
	r.classifyTags()
	r.mergeValidNodes()
	if len(r.regions) == 0 {
		r.trace.Add("sd.decide", 0, 0, "no region above T2: empty page")
		return segment.Segmentation{Type: segment.TypeArticle, Confidence: 0}, nil
	}
	r.regionFeatures()
	cands := r.candidates()
	article := r.articleRegion(cands)
	return r.decide(cands, article), nil
}

// classifyTags marks each element strong or weak (§3.1 "HTML element tags").
func (r *run) classifyTags() {
	n := r.doc.Len()
	r.strong = make([]bool, n)
	for id := 0; id < n; id++ {
		r.strong[id] = isStrongTag(r.doc.Tag(id))
	}
	// A strong element without block-level children acts as a paragraph.
	hasBlockChild := make([]bool, n)
	for id := 1; id < n; id++ {
		a := r.doc.Tag(id)
		if a != atom.Br && dom.IsBlock(a) {
			hasBlockChild[r.doc.Parent[id]] = true
		}
	}
	for id := 0; id < n; id++ {
		a := r.doc.Tag(id)
		if r.strong[id] && !hasBlockChild[id] && a != atom.Body && a != atom.Html {
			r.strong[id] = false
		}
	}
}

// isStrongTag lists the tags that organise a page (§3.1 strong tags).
func isStrongTag(a atom.Atom) bool {
	switch a {
	case atom.Html, atom.Body, atom.Div, atom.Table, atom.Tbody, atom.Thead,
		atom.Tfoot, atom.Tr, atom.Ul, atom.Ol, atom.Dl, atom.Section, atom.Article,
		atom.Main, atom.Aside, atom.Header, atom.Footer, atom.Nav, atom.Form,
		atom.Fieldset, atom.Center, atom.Details, atom.Dialog, atom.Menu:
		return true
	}
	return false
}

// mergeValidNodes does steps 2 and 3: every visible top-level weak node
// (one whose parent is strong) with density > T2, and every strong node's
// own direct text > T2, is merged into the nearest strong ancestor.
func (r *run) mergeValidNodes() {
	n := r.doc.Len()
	weakText := make([]int32, n) // text under a weak node, not crossing strong ones
	for id := n - 1; id >= 0; id-- {
		if r.st.Hidden[id] {
			continue
		}
		if !r.st.InLink[id] {
			weakText[id] += r.st.OwnChars[id]
		}
		if p := r.doc.Parent[id]; p >= 0 && !r.strong[id] && !r.strong[p] {
			weakText[p] += weakText[id]
		}
	}
	density := make([]int, n)
	for id := 0; id < n; id++ {
		if r.st.Hidden[id] {
			continue
		}
		t2 := int32(r.opt.T2)
		if r.strong[id] {
			if own := r.st.OwnChars[id]; own > t2 && !r.st.InLink[id] {
				density[id] += int(own)
			}
			continue
		}
		p := int(r.doc.Parent[id])
		if p < 0 || !r.strong[p] {
			continue // measured with its weak parent
		}
		if weakText[id] > t2 {
			density[p] += int(weakText[id])
		} else if r.trace.On() && weakText[id] > 0 {
			r.trace.Add("sd.prune", id, float64(weakText[id]), fmt.Sprintf("density %d ≤ T2=%d", weakText[id], t2))
		}
	}
	for id := 0; id < n; id++ {
		if density[id] > 0 {
			r.regions = append(r.regions, region{node: id, density: density[id]})
		}
	}
}

// regionFeatures does steps 4 and 5.
func (r *run) regionFeatures() {
	dmax := 0
	for _, g := range r.regions {
		if g.density > dmax {
			dmax = g.density
		}
	}
	for i := range r.regions {
		g := &r.regions[i]
		g.dfm = 100 - float64(g.density)*100/float64(dmax)
		g.titleDiff = r.st.TitleDiff(g.node)
		g.class = dom.Attr(r.doc.Elems[g.node], "class")
	}
}

// candidates does step 6: regions with dfm ≤ T1.
func (r *run) candidates() []int {
	var c []int
	for i, g := range r.regions {
		if g.dfm <= r.opt.T1 {
			c = append(c, i)
			r.trace.Add("sd.candidate", g.node, g.dfm, fmt.Sprintf("dfm %.1f ≤ T1=%.0f (density %d)", g.dfm, r.opt.T1, g.density))
		}
	}
	return c
}

// articleRegion picks, among the candidates, the one closest to the root
// with the closest ancestor title (step 7), or -1.
func (r *run) articleRegion(cands []int) int {
	best, bestCost := -1, 0
	for _, i := range cands {
		g := r.regions[i]
		td := g.titleDiff
		if td < 0 {
			td = r.opt.NoTitlePenalty
		}
		cost := int(r.doc.Depth[g.node]) + td
		if best < 0 || cost < bestCost || cost == bestCost && g.density > r.regions[best].density {
			best, bestCost = i, cost
		}
	}
	return best
}

// decide scans for comment regions and returns the page type (step 7).
func (r *run) decide(cands []int, article int) segment.Segmentation {
	var out segment.Segmentation
	if article < 0 {
		out.Type = segment.TypeMultiple
		r.trace.Add("sd.decide", 0, 0, "no article region: Multiple areas")
		return r.withRegions(out, -1, nil, cands)
	}
	a := r.regions[article]
	r.trace.Add("sd.article", a.node, float64(a.density), fmt.Sprintf("closest to root (dfr %d) with title diff %d", r.doc.Depth[a.node], a.titleDiff))
	comments := r.commentRegions(article)
	posts := r.postGroup(cands)
	if like := r.sameKindAs(article, comments); len(like)+1 >= r.opt.MinPosts {
		// The "article" is the first of many posts of one kind: a thread.
		posts = append([]int{article}, like...)
		comments = nil
		r.trace.Add("sd.decide", a.node, float64(len(posts)), "comment regions have the article's own markup: a discussion")
	}
	if total := r.densityOf(comments); total < r.opt.MinCommentChars {
		if len(comments) > 0 {
			r.trace.Add("sd.decide", a.node, float64(total), fmt.Sprintf("comment regions hold %d < %d characters: ignored", total, r.opt.MinCommentChars))
			for _, i := range comments {
				out.MinorComments = append(out.MinorComments, r.regions[i].node)
			}
		}
		comments = nil
	}
	sameLevel := len(posts) >= r.opt.MinPosts
	switch {
	case len(comments) > 0:
		out.Type = segment.TypeArticleWithComments
		out.Confidence = confidence(len(comments), 3)
		r.trace.Add("sd.decide", a.node, float64(len(comments)), "comment regions found: Article with Comments")
	case sameLevel:
		out.Type = segment.TypeMultiple
		out.Confidence = confidence(len(cands), 2*r.opt.MinPosts)
		r.trace.Add("sd.decide", a.node, float64(len(cands)), "all candidates on one level: Multiple areas")
	default:
		out.Type = segment.TypeArticle
		out.Confidence = r.articleConfidence(article, cands)
		r.trace.Add("sd.decide", a.node, 0, "one article region, no comments: Article")
	}
	if out.Type == segment.TypeMultiple {
		return r.withRegions(out, -1, nil, posts)
	}
	return r.withRegions(out, article, comments, nil)
}

// postGroup returns the candidates that make the page Multiple areas: all
// of them when they stand on one tree level, else the largest group sharing
// a CSS class (step 6 groups candidates by class) when it holds at least
// half of them. Nil when fewer than MinPosts.
func (r *run) postGroup(cands []int) []int {
	if len(cands) < r.opt.MinPosts {
		return nil
	}
	level := r.doc.Depth[r.regions[cands[0]].node]
	same := true
	byClass := map[string][]int{}
	var best []int
	for _, i := range cands {
		g := r.regions[i]
		if r.doc.Depth[g.node] != level {
			same = false
		}
		if g.class == "" {
			continue
		}
		byClass[g.class] = append(byClass[g.class], i)
		if l := byClass[g.class]; len(l) > len(best) {
			best = l
		}
	}
	if same {
		return cands
	}
	if len(best) >= r.opt.MinPosts && 2*len(best) >= len(cands) {
		return best
	}
	return nil
}

// sameKindAs returns the comment regions whose element has the article
// region's tag and class.
func (r *run) sameKindAs(article int, comments []int) []int {
	sig := func(i int) string {
		el := r.doc.Elems[r.regions[i].node]
		return el.Data + "." + dom.Attr(el, "class")
	}
	a := sig(article)
	var out []int
	for _, c := range comments {
		if sig(c) == a {
			out = append(out, c)
		}
	}
	return out
}

func (r *run) densityOf(regions []int) int {
	total := 0
	for _, i := range regions {
		total += r.regions[i].density
	}
	return total
}

// articleConfidence measures how clearly the article stands out: 1 when no
// other region comes near its density, 0.5 when another is as dense.
func (r *run) articleConfidence(article int, cands []int) float64 {
	gap := 100.0
	for _, i := range cands {
		if o := r.regions[i]; i != article && o.dfm < gap {
			gap = o.dfm
		}
	}
	return 0.5 + gap/200
}

func confidence(n, full int) float64 {
	c := 0.5 + 0.5*float64(n)/float64(full)
	if c > 1 {
		c = 1
	}
	return c
}

// commentRegions scans every region but the article for comment keywords
// in its class/id chain (up to the common ancestor with the article) and
// its text, and keeps those sharing an ancestor with the article below
// <body>.
func (r *run) commentRegions(article int) []int {
	a := r.regions[article].node
	var out []int
	for i, g := range r.regions {
		if i == article || g.node < a || r.st.LinkDensity(g.node) > 0.5 {
			continue // comments follow the article they discuss
		}
		// Inside the article (lca == a) too, only a region marked as a
		// comment is one.
		lca := r.doc.LCA(a, g.node)
		why := r.isAncestorChainComment(g.node, lca)
		if why == "" {
			continue
		}
		if r.doc.Body >= 0 && lca < r.doc.Body && lca != a {
			continue
		}
		r.regions[i].isComment = true
		r.regions[i].commentWhy = why
		out = append(out, i)
		r.trace.Add("sd.comment", g.node, float64(g.density), why)
	}
	return out
}

// isAncestorChainComment returns why the region (or an ancestor strictly
// below stop) looks like a comment, or "".
func (r *run) isAncestorChainComment(id, stop int) string {
	for n := id; n > stop && n > 0; n = int(r.doc.Parent[n]) {
		if r.commentMarked(n) {
			return fmt.Sprintf("comment keyword in class/id %q", dom.ClassID(r.doc.Elems[n]))
		}
	}
	if segment.HasCommentPhrase(dom.LeadingText(r.doc.Elems[id], 300)) {
		return "comment phrase (wrote:/said:) in text"
	}
	return ""
}

// withRegions fills the labelled region list in page order: the article
// (or, for M, the candidates as posts), comments, and the rest as noise.
func (r *run) withRegions(out segment.Segmentation, article int, comments []int, posts []int) segment.Segmentation {
	label := make(map[int]segment.Label, len(r.regions))
	why := make(map[int]string, len(r.regions))
	if article >= 0 {
		label[article] = segment.LabelArticle
		why[article] = "article region: closest to root with closest title among candidates (dfm ≤ T1)"
	}
	for _, i := range comments {
		label[i] = segment.LabelComment
		why[i] = r.regions[i].commentWhy
	}
	for _, i := range posts {
		label[i] = segment.LabelPost
		why[i] = fmt.Sprintf("candidate post (dfm %.1f ≤ T1)", r.regions[i].dfm)
	}
	for i, g := range r.regions {
		l, ok := label[i]
		w := why[i]
		if !ok {
			l = segment.LabelNoise
			// strconv, not fmt: one such line per region of the page.
			w = "dfm " + strconv.FormatFloat(g.dfm, 'f', 1, 64) + " > T1=" + strconv.FormatFloat(r.opt.T1, 'f', 0, 64)
			if g.dfm <= r.opt.T1 {
				w = "candidate not chosen as the article"
			}
		}
		out.Regions = append(out.Regions, segment.Region{
			Label: l, Node: g.node, Density: g.density, DFM: round1(g.dfm),
			LinkDensity: round2(r.st.LinkDensity(g.node)), Why: w,
		})
	}
	sort.SliceStable(out.Regions, func(i, j int) bool { return out.Regions[i].Node < out.Regions[j].Node })
	return out
}

// commentMarked reports, once per element, whether its class/id names
// comments; the ancestor scans of many regions share the answers.
func (r *run) commentMarked(id int) bool {
	if r.commentMark == nil {
		r.commentMark = make([]int8, r.doc.Len())
	}
	if r.commentMark[id] == 0 {
		r.commentMark[id] = -1
		if segment.HasCommentToken(r.doc.ClassIDOf(id)) {
			r.commentMark[id] = 1
		}
	}
	return r.commentMark[id] == 1
}

func round1(f float64) float64 { return float64(int(f*10+0.5)) / 10 }
func round2(f float64) float64 { return float64(int(f*100+0.5)) / 100 }
