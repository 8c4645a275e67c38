package core

import (
	"github.com/pith-reader/pith/core/article"
)

// A page of sections (a shop's category with a line above its grid, a
// product page, a front page of cards) has no dense region: SD's densest
// block is one card or one answer, and the article found is a scrap of
// the page. The fallback for fragments (article.Fragment) takes the body
// only when the page is mostly prose; here the items count too: the page's
// main landmark (<main>, role="main": the content as the page itself
// marks it, in any language) is cleaned with its item cards kept (the
// listing's clean-up) and replaces a scrap inside it that it outweighs.
//
// Measured on web2026-dev's first site half and the other dev corpora,
// two wider forms were dropped: the body instead of the landmark on any
// page without one (it took old blogs' blogrolls and archives around their
// short posts on dragnet-train), and any article, however long, that is
// one block of the landmark (it took the related stories and sidebars
// that 2012-era templates put inside <main>). The body stands in for the
// landmark only on a responsive template (width=device-width, a page of
// full-width sections) that tells no story (no date, byline or schema.org
// story type): those blogs' short posts are dated, fixed-width pages.
const (
	// maxThinArticle: an article shorter than this (bytes of text) may be a
	// scrap of a page of sections (article.maxFragmentChars's bound).
	maxThinArticle = 400
	// maxUndatedThin: the same on an undated page in a responsive template.
	maxUndatedThin = 1000
	// maxUndatedScrap: the same when under maxScrapProse of that article
	// reads as prose (article.ProseShare): a landing page's claim and the
	// teasers of one band of its sections. A story, however short of a
	// date, is nearly all prose (0.85 and up, as the page kind counts it).
	maxUndatedScrap = 4000
	maxScrapProse   = 0.7
	// thinOver: the landmark's cleaned text outweighs the scrap this many
	// times.
	thinOver = 3
)

// isThin: the article is a scrap (see maxThinArticle) that the page's
// headline does not head (a short story, a photo post: a story however
// short); a discussion's posts and a post with comments under it are not.
func (r *run) isThin() bool {
	return r.refine && len(r.posts) == 0 && len(r.res.Comments) == 0 && r.res.Article.Words > 0 &&
		len(r.res.Article.Text) < r.thinBound() && !article.Headed(r.pg, r.roots)
}

// thinBound is the length under which an article may be a scrap: longer
// (maxUndatedThin) on an undated page in a responsive template, whose
// overview above the sections runs to a few sentences, and longer still
// (maxUndatedScrap) when the article there is headings, claims and short
// lines rather than a story's paragraphs (an undated news story, all
// prose, keeps the shorter bound: the landmark around it holds its
// site's link lists).
func (r *run) thinBound() int {
	switch {
	case !r.undated() || !r.pg.Responsive():
		return maxThinArticle
	case article.ProseShare(r.res.Article.Text) < maxScrapProse:
		return maxUndatedScrap
	}
	return maxUndatedThin
}

// sectionsForThin replaces the scrap by the page's main landmark, items
// kept, when that holds thinOver times its text. A scrap outside the
// landmark (a category's buying advice under the <main> that holds its
// grid) widens the scope to the smallest element holding both: the page
// marked the landmark as content, and the scrap was found as content too.
// A scrap in a dialog (the cookie consent over a shop's page) widens
// nothing: a layer over the page is none of its content.
func (r *run) sectionsForThin() {
	scope := r.pg.MainLandmark()
	if scope < 0 && r.undated() && r.pg.Responsive() {
		scope = r.pg.Doc.Body
	}
	if scope < 0 || len(r.roots) == 0 {
		return
	}
	for _, root := range r.roots {
		if !r.pg.InDialog(root) {
			scope = r.pg.Doc.LCA(scope, root)
		}
	}
	c := r.itemsContent(scope)
	if len(c.Text) <= thinOver*len(r.res.Article.Text) {
		return
	}
	r.listMode, r.sections = true, true
	r.takeArticle("article.sections", scope, c, "the article is a scrap of a page of sections: the page's main landmark, items kept")
}

// undated reports a page that says nothing of a story: no publication
// date, no declared byline (a name read from the page's text may be a
// teaser's, "Written by …" under a link to the firm's blog), no
// schema.org story type.
func (r *run) undated() bool {
	return r.res.Published == "" && (r.res.Byline == "" || !r.bylineDeclared) && !r.schema.Has(storyTypes...)
}
