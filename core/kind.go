package core

import (
	"net/url"
	"slices"
	"strings"

	"github.com/pith-reader/pith/core/article"

	"github.com/pith-reader/pith/core/meta"
	"golang.org/x/net/html/atom"
)

// PageKind is what a page is for, beside its A / AC / M type (which says
// how its text is laid out: one document, a document and its comments, or
// many posts). The reader lays each kind out in its own way (a product
// card, a list of items). The wire values are the constants' strings.
type PageKind string

// The page kinds.
const (
	KindArticle       PageKind = "article"       // a story, a post, an essay
	KindDocumentation PageKind = "documentation" // reference and guides: code, APIs, manuals
	KindProduct       PageKind = "product"       // one thing for sale
	KindListing       PageKind = "listing"       // a list of items: a shop's category, a front page, results
	KindDiscussion    PageKind = "discussion"    // a thread of posts: a forum, Q&A
	KindPage          PageKind = "page"          // a page of sections: a landing, a service, an overview
)

// kindFacts are what the kind is told by: the page's schema.org types and
// generator, and what the stages decided.
type kindFacts struct {
	schema    meta.SchemaTypes
	product   *meta.Product // the declared product, nil when none
	generator string
	// docsAddress: the page's address says it is documentation (a host
	// or a path segment "docs", see docsAddress).
	docsAddress bool
	pageType    PageType
	// listing: the article is a list of items (article.listing);
	// sections: the article is the page's sections, the region found was a
	// scrap (article.sections, article.fallback).
	listing, sections bool
	// codeBlocks are the <pre> blocks in the article.
	codeBlocks int
	// links is the share of the article's text in links.
	links float64
	// cards is the page's largest run of item cards (itemCards);
	// cardsLead: they begin before the article's text ends;
	// cardsInArticle: they are inside it.
	cards                     itemCards
	cardsLead, cardsInArticle bool
	// dated: the page has a publication date or a byline, as stories do;
	// signed: a byline, a person's name over the text (a reference page
	// has a date, last modified, but no author).
	dated, signed bool
	// prose is the share of the article's text in paragraphs of
	// sentences, chars its length in bytes.
	prose float64
	chars int
}

// Thresholds of the structural evidence.
const (
	// minListingProducts: a page declaring this many Products lists them.
	minListingProducts = 3
	// minDocCodeBlocks: an article with this many code blocks documents
	// software (a tutorial, a reference page).
	minDocCodeBlocks = 3
	// minListingLinks: an article with this share of its text in links is
	// a list of items (names that link to their pages), not prose.
	minListingLinks = 0.4
	// minUndatedStoryProse, minUndatedStoryChars: a long text that is
	// nearly all prose is a story (an essay, a guide) even without a date
	// or a byline; a page of sections has headings, claims and short
	// lines between its paragraphs.
	minUndatedStoryProse = 0.85
	minUndatedStoryChars = 5000
	// minListingItems: a page declaring this many things of one item
	// type (itemTypes) lists them.
	minListingItems = 5
	// minTeaserShare: teasers (itemCards.headlined) holding this share of
	// the body's text are the page's content, not a "related" grid.
	minTeaserShare = 0.5
	// minShopCards, minPricedCards, maxCardChars: a run of at least
	// minShopCards item cards, minPricedCards of them showing a picture
	// and a price, averaging at most maxCardChars of text, is a shop's
	// products.
	minShopCards   = 8
	minPricedCards = 0.8
	maxCardChars   = 300
	// minShopCardsBesideProduct: on a page declaring one product, a
	// category shows this many products; a product page's carousels and
	// bundles fewer.
	minShopCardsBesideProduct = 16
)

// Schema.org types by kind. Declared types come first: they are the
// page's own word; structure decides the rest.
var (
	listingTypes = []string{"CollectionPage", "SearchResultsPage", "OfferCatalog", "ItemList"}
	productTypes = []string{"Product", "ProductGroup", "IndividualProduct", "ProductModel", "Vehicle", "SoftwareApplication", "VideoGame"}
	// itemTypes are the things a catalogue lists beside products:
	// courses, films, books, jobs, events, recipes, places to stay or eat,
	// homes. A page is one of them, or a list of many.
	itemTypes = []string{"Course", "Movie", "TVSeries", "Book", "JobPosting", "Event", "Recipe", "LodgingBusiness", "Hotel",
		"Restaurant", "Residence", "SingleFamilyResidence", "Apartment", "House", "Accommodation"}
	docTypes = []string{"TechArticle", "APIReference"}
	// discussionTypes declare a thread of posts.
	discussionTypes = []string{"DiscussionForumPosting", "QAPage", "Question"}
	storyTypes      = []string{"Article", "NewsArticle", "BlogPosting", "Report", "ScholarlyArticle", "OpinionNewsArticle", "ReportageNewsArticle", "AnalysisNewsArticle", "Review", "Recipe", "HowTo"}
	// shopStoryTypes are the story types that make a page declaring a
	// product on offer a story: all but Review, which a shop declares for
	// its customers' reviews of the product it sells (a review article's
	// Product, its itemReviewed, has no offer).
	shopStoryTypes = slices.DeleteFunc(slices.Clone(storyTypes), func(t string) bool { return t == "Review" })
)

// declaresStory reports a page that declares a story: a story type, where
// a Review on a page offering the product it reviews is a customer's
// review (shopStoryTypes).
func declaresStory(schema meta.SchemaTypes, product *meta.Product) bool {
	if product != nil && product.Price != "" {
		return schema.Has(shopStoryTypes...)
	}
	return schema.Has(storyTypes...)
}

// docGenerators are documentation tools that name themselves in
// <meta name="generator"> (product names, the same in every language).
var docGenerators = []string{"sphinx", "docutils", "mkdocs", "docusaurus", "gitbook", "javadoc", "doxygen", "vitepress", "mediawiki", "antora", "mdbook", "jsdoc", "rustdoc", "pkgsite"}

// decideKind is the page's kind from its facts, in order of trust.
func decideKind(f kindFacts) PageKind {
	products := f.schema.Count(productTypes...)
	gen := strings.ToLower(f.generator)
	switch {
	case f.pageType == TypeMultiple && (f.schema.Has(discussionTypes...) || !f.teasers()):
		return KindDiscussion
	case f.pageType == TypeMultiple:
		return KindListing // many posts, each a teaser of a page of its own
	case f.schema.Has(docTypes...) || containsAny(gen, docGenerators) || f.docsAddress || f.codeBlocks >= minDocCodeBlocks && !f.signed:
		return KindDocumentation // code samples under an author's name are a post about software, a story
	case products >= minListingProducts || f.listing && products != 1 || f.declaresItems():
		return KindListing
	case f.shopCategory(products):
		return KindListing
	case products >= 1 && !declaresStory(f.schema, f.product):
		return KindProduct
	case f.schema.Has("CollectionPage", "SearchResultsPage"):
		return KindListing
	case f.schema.Has(storyTypes...) || f.pageType == TypeArticleWithComments:
		return KindArticle // reader comments come under stories
	case f.links >= minListingLinks || f.teasers():
		return KindListing // names that link to their pages; teasers that fill the page
	case f.sections || !f.dated && (f.prose < minUndatedStoryProse || f.chars < minUndatedStoryChars):
		return KindPage
	}
	return KindArticle
}

// declaresItems reports a page declaring many things of one item type
// (a catalogue of courses, a chart of films): its items, however its
// cards look.
func (f kindFacts) declaresItems() bool {
	for _, t := range itemTypes {
		if f.schema[t] >= minListingItems {
			return true
		}
	}
	return false
}

// teasers reports a page whose largest run of cards is teasers of other
// pages filling it: most of them headed by a linked headline of their
// own, where a thread's posts are headed by their posters' names, or by
// one subject repeated ("Re: …"), or by nothing; and holding
// minTeaserShare of the page's text, where a story's "more stories" are
// beside it.
func (f kindFacts) teasers() bool {
	c := f.cards
	return c.headlined >= minCards && 2*c.headlined >= c.cards && c.share >= minTeaserShare
}

// shopCategory reports a shop's category, its buying guide or FAQ under
// its products: its cards are a shop's (shopsItems) and begin before the
// article's text ends (a story's "shop the look" cards follow it), not
// inside a dated story (a post of deals), not on a page declaring a
// story; on a page declaring a product (products of them), a page of
// products, where a product page's "you may also like" cards are a
// handful.
func (f kindFacts) shopCategory(products int) bool {
	return f.shopsItems() && f.cardsLead && !(f.dated && f.cardsInArticle) &&
		(products == 0 || f.cards.cards >= minShopCardsBesideProduct) && !declaresStory(f.schema, f.product)
}

// shopsItems reports a page whose largest run of cards is a shop's
// products: enough of them, nearly all showing a picture and a price
// (a bar of offers, "$5 off", shows no pictures), each a name and a price
// rather than a review (a buying guide's sections show prices too).
func (f kindFacts) shopsItems() bool {
	c := f.cards
	return c.cards >= minShopCards && float64(min(c.priced, c.images)) >= minPricedCards*float64(c.cards) &&
		int(c.chars) <= maxCardChars*c.cards
}

func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// codeBlocks counts the <pre> elements under the article roots.
func (r *run) codeBlocks() int {
	n := 0
	d := r.pg.Doc
	for _, root := range r.roots {
		for id := root; id <= d.End(root); id++ {
			if d.Tag(id) == atom.Pre {
				n++
			}
		}
	}
	return n
}

// articleLinks is the share of the article roots' text in links.
func (r *run) articleLinks() float64 {
	var chars, links int32
	for _, root := range r.roots {
		chars, links = chars+r.pg.Stats.Chars[root], links+r.pg.Stats.LinkChars[root]
	}
	if chars == 0 {
		return 0
	}
	return float64(links) / float64(chars)
}

// decidePageKind sets the Result's kind, and what the kind decides: a
// product's declared facts, a listing's title (the category's name its
// <h1> shows, meta.Metadata.CategoryName, which only the kind tells from
// a story's <h1>).
func (r *run) decidePageKind() {
	f := r.kindFactsOfCards()
	if f.cards.list >= 0 {
		r.pg.Trace.Add("kind.cards", f.cards.list, float64(f.cards.cards), f.cards.String())
	}
	f.generator, f.pageType, f.listing, f.sections = r.generator, r.res.Type, r.listMode, r.sections
	f.signed, f.docsAddress = r.res.Byline != "", docsAddress(r.pg.URL)
	f.codeBlocks, f.links = r.codeBlocks(), r.articleLinks()
	f.prose, f.chars = article.ProseShare(r.res.Article.Text), len(r.res.Article.Text)
	r.res.Kind = decideKind(f)
	switch {
	case r.res.Kind == KindProduct:
		r.res.Product = r.product
	case r.res.Kind == KindListing && r.categoryName != "":
		r.res.Title = r.categoryName // the category the listing shows, not its search title
	}
}

// docsWords name a site's documentation in its address: the host's first
// label (docs.python.org) or a path segment (/docs/, /doc/), in the seven
// languages of the word lists. Sites in every language use "docs"; the
// rest are the languages' own words.
var docsWords = []string{"doc", "docs", "documentation", "dokumentation", "doku", "documentacion", "documentación",
	"documentazione", "documentatie", "documentacao", "documentação"}

// docsAddress reports a page whose address files it under the site's
// documentation: a host whose first label, or a path with a segment, is
// one of docsWords. A story about documentation sits under /blog/ or
// /news/, a product's manual under the product.
func docsAddress(address string) bool {
	u, err := url.Parse(address)
	if err != nil || u.Host == "" {
		return false
	}
	if label, _, _ := strings.Cut(strings.ToLower(u.Hostname()), "."); slices.Contains(docsWords, label) {
		return true
	}
	for seg := range strings.SplitSeq(strings.ToLower(u.Path), "/") {
		if slices.Contains(docsWords, seg) {
			return true
		}
	}
	return false
}
