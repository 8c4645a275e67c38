// Package forest implements FOREST, "Focused Object Retrieval by Exploiting
// Significant Tag paths" (Oita and Senellart, 2012; seed 004), and its
// COVERAGE baseline: the article of a site's pages is located by the
// structural pattern whose elements are the most informative about each
// page's keywords (signifiers), and kept as one generic wrapper per site.
//
// # Steps
//
//  1. Signifiers (§3.1): the page's terms (tokenised, stop words removed,
//     stemmed); with several sample pages of a site, each page's top-k
//     terms by tf·idf over the samples; with a single page, the terms of its
//     title and description, or of the feed item that links to it.
//  2. Significant nodes and paths (§3.2): an element whose own text holds a
//     signifier; its tag path from <html> is a significant terminal path.
//  3. Element types (Definition 2): tag plus attributes in tolerant form
//     (first token of the value, cut at the first digit: "post wrapper-02"
//     → "post"), or tag plus position (dfs) for an element without them.
//     A structural pattern (Definition 3) is an element type at a level
//     (depth, <html> = 0).
//  4. Per element of a significant path, x signifiers and y other terms in
//     its text, X and Y in the page: Jeffrey's density J (eq. 2),
//     unexpectedness U (eq. 3, natural logarithms: the paper's examples,
//     23 and 6, are in nats), informativeness I = J × U (eq. 4).
//  5. Relevance of a pattern (eq. 5): R = Σ_k I(sp, d_k) × p × level, p the
//     number of significant terminal paths the pattern occurs on over all
//     samples. COVERAGE replaces I by Cov (eq. 6): the normalised tf-idf
//     weights of the distinct signifiers in the element's text over their
//     number (eq. 7).
//  6. The generic wrapper (Algorithm 1) is the top-ranked pattern, written
//     as a CSS selector; applied to a page it selects the article.
//
// # API
//
//   - Learn(samples, opts) → *Wrapper: several pages of a site in, one
//     wrapper out. Wrapper is plain JSON (the site profile): a CSS selector
//     plus, for a position-typed pattern, the positions seen.
//   - Wrapper.Apply(page) → element ids; Segmenter{Wrapper: w} labels them
//     as the article, falling back to single-page FOREST when the wrapper
//     selects nothing.
//   - Segmenter{} is single-page FOREST ("forest"); Options.Measure =
//     Coverage gives "coverage".
//
// # Where and why we differ
//
//   - Wrapper as CSS, not XPath: the level is a chain of child combinators
//     from <html> and a tolerant value v is the prefix match [class^="v"]
//     (CSS cannot cut at a digit; the prefix is slightly more tolerant). The
//     browser runs the same selector on the live page.
//   - Position-typed patterns (//p[@dfs=98]) cannot be written in CSS: the
//     selector matches the tag at its level and Apply keeps the match at a
//     learnt position, else the one nearest to a learnt position.
//   - Attribute-typed patterns may match several elements on a page (a
//     story split into several div.story): all outermost matches are the
//     article, in page order. The paper returns one subtree.
//   - Text inside comment sections (class/id with the comment vocabulary of
//     package segment, holding less than half of the page's text) is left
//     out of the terms: reader comments repeat the article's signifiers and
//     pulled the wrapper up to the block holding article and comments (the
//     paper's "Challenges"; it tried filtering "comments" paths itself).
//     pith extracts comments separately. Options.KeepComments restores the
//     paper's behaviour. On cleanportal's WSJ blog this takes site-level
//     FOREST from 0.80 to 0.99.
//   - The title and description are read from the whole document, not
//     only <head> (archived pages with text before <html> have everything
//     in <body>).
//   - Element types use id, class, itemprop and role only, not every
//     attribute (href, src, style would make every element unique).
//   - Per page, a pattern counts with its best element when several
//     elements of the page share it (eq. 5 has one I per page).
//   - Words under three letters, numbers and a short multilingual stop list
//     are not terms; stemming is a light English suffix stripper.
//   - Single page: the signifiers are the terms of the title (og:title or
//     <title>) and description (og:description or the description meta
//     tag), or of the feed item, followed by the page's k most frequent
//     terms (tf-idf on one page is tf). Title terms alone failed on pages
//     whose title is generic or carries the site's name (cleaneval-dev
//     0.71, readability 0.77 article F1); frequent terms alone lost on news
//     pages (scrapinghub 0.83); together: 0.85, 0.92, 0.86. With several
//     samples a page on which tf-idf finds nothing (all its terms are on
//     every page) uses the same single-page signifiers.
//   - Site-level evaluation (pith eval -algo forest) learns from the other
//     pages of the site only (leave-one-out), stricter than the paper,
//     which applies the wrapper to the sample pages themselves.
//   - Ties in relevance go to the shallower pattern, then to the key, so
//     output never depends on map order.
//
// # Parameters
//
//	name         default          paper   meaning
//	Measure      informativeness  —       informativeness (FOREST) or coverage (COVERAGE)
//	Signifiers   10               10      k, tf-idf terms kept per page (§3.1, Fig. 6)
//	Feed         —                —       the page's feed item, when known (single page)
//	KeepComments false            (true)  count comment sections as page text
//
// Fixed: hint signifiers (title, description) at most 3k; at most 64
// signifiers per page.
package forest
