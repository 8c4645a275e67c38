package core

import "slices"

// A shop's category (a collection: a grid of product cards) often has a
// text of its own that SD finds denser than the cards: its buying guide,
// its FAQ, an SEO paragraph under the grid. The article chosen is that
// text, and the products, the page's content as the reader and the gold
// see it, are dropped; or the listing stage kept one grid of several, or
// the grid without the category's introduction and filters above it.
// When the page's largest run of item cards is a shop's (the same test
// the kind uses, kindFacts.shopCategory, in any language: pictures,
// prices, links to pages of their own), the article becomes the page's
// main landmark holding the cards, cleaned with its items kept.

// cardsOnce is the page's largest run of item cards, computed once for
// the stages that read it (the collection stage, the kind).
func (r *run) cardsOnce() itemCards {
	if r.cards == nil {
		c := r.itemCards()
		r.cards = &c
	}
	return *r.cards
}

// kindFactsOfCards are the facts of the kind that the page's declared
// types, its cards and the article roots tell, for the collection stage
// and the kind.
func (r *run) kindFactsOfCards() kindFacts {
	cards := r.cardsOnce()
	return kindFacts{schema: r.schema, product: r.product, cards: cards,
		cardsInArticle: cards.list >= 0 && slices.ContainsFunc(r.roots, func(root int) bool { return r.pg.Doc.Contains(root, cards.list) }),
		cardsLead:      cards.list >= 0 && (len(r.roots) == 0 || cards.list < r.pg.Doc.End(r.roots[len(r.roots)-1])),
		dated:          r.res.Published != "" || r.res.Byline != ""}
}

// mayBeCollection: an article (no posts) on a page whose cards are a
// shop's category, as the kind will call it, and the category's content:
// a full grid (minShopCardsBesideProduct products, more than a row or two
// of featured ones), or cards outweighing the article. A buying guide
// with a dozen products beside it is read as the guide.
func (r *run) mayBeCollection() bool {
	if !r.refine || len(r.posts) > 0 || r.res.Type != TypeArticle {
		return false
	}
	f := r.kindFactsOfCards()
	return f.shopCategory(r.schema.Count(productTypes...)) &&
		(f.cards.cards >= minShopCardsBesideProduct || int(f.cards.chars) >= len(r.res.Article.Text))
}

// collection replaces the article by the scope holding the shop's cards:
// the main landmark when it holds them, else the element holding both the
// cards and the text found (a category without a <main>: its introduction
// and tiles above the products, its FAQ under them; not when the article
// is already a list of items), else the cards' list. It is cleaned with
// the items kept, its closed accordion panels opened (openPanels: the
// category's expert-advice excerpts under its grid) once it is chosen, so
// the choice weighs the scope as the page shows it. It stays only when it
// holds more text than the article (or the article was the page's
// sections widened past the landmark).
func (r *run) collection() {
	d := r.pg.Doc
	list := r.cardsOnce().list
	scope, landmark := list, false
	if m := r.pg.MainLandmark(); m >= 0 && d.Contains(m, list) {
		scope, landmark = m, true
	} else if !r.listMode {
		for _, root := range r.roots {
			scope = d.LCA(scope, root)
		}
		if scope <= d.Body {
			scope = list // the page's frame: its chrome would be read with it
		}
	}
	// The page's sections widened past the landmark to hold a scrap found
	// outside it (article.sections: the LCA of the two, often the page's
	// frame with its footer) give way to the landmark whatever their
	// length: the page marks it as its content, and the cards are in it.
	// A text of its own outside the landmark (a buying guide) stays
	// unless the landmark outweighs it.
	outside := landmark && r.sections && slices.ContainsFunc(r.roots, func(root int) bool { return !d.Contains(scope, root) })
	c := r.itemsContent(scope)
	if c.Words == 0 || !outside && len(c.Text) <= len(r.res.Article.Text) {
		return
	}
	r.listMode = true
	if _, opened := r.openPanels([]int{scope}); opened {
		c = r.itemsContent(scope)
	}
	r.takeArticle("article.collection", scope, c, "a shop's category: the landmark holding its product cards, items kept")
}
