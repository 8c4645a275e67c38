// Package clean is the default pipeline's clean-up: what a region found by
// density still holds that a reader does not want — navigation, share bars,
// related-link lists, bylines and titles the reader shows above the story,
// notices, author boxes, the comment section — is left out of the article.
//
// The clean-up is a table of rules (rules.go), each an entry with its name,
// the question it asks of a block, the pages it runs on (every method, the
// default pipeline, article pages, discussions), the elements it is asked
// about, the protected contexts it may reach into, the languages of its
// words and the test that fails without it. TestEveryRuleIsNeeded checks,
// rule by rule, a page the table cleans and the table without the rule
// does not.
//
// How the table is asked (engine.go): before rendering, the sweeps run
// over each article root (the related links closing an article, sections
// headed as related stories); then, as the renderers walk the article,
// every element is asked of the block rules in table order until one
// gives a reason — the first reason wins; the trace records it under the
// rule's name (step "clean.NAME", e.g. "clean.share-or-tag-links"). Article expansion asks the same block rules about the
// blocks it would join (Boilerplate). A second, short table names the
// page's boilerplate outside the content for the noise map (noisemap.go);
// a noise region's reason opens with the rule's name.
//
// Protected contexts (scope.go): pre, code, kbd, samp, var, math, data
// tables, headings, blockquotes and lists of the kept content. Each rule
// declares which of them it is about (Rule.Scope), and reaches into no
// other: a rule may leave out a whole list or table, never an item or a
// cell of one. A list the story's prose introduces ("For more information,
// see:") and a data table are kept by the link rules (intro.go).
//
// Files, by the rules they hold:
//
//	rules.go      the table: Rule, Pages, the rules in order
//	engine.go     Cleaner: Filter (the article's rendering), Boilerplate
//	scope.go      protected contexts and their enforcement
//	related.go    trailing-links, related-section, related-label, promotion
//	byline.go     byline, byline-line, byline-label, title-heading, metadata-line
//	links.go      share-or-tag-links, software-credit, comments-link, link-list
//	navtree.go    nav-tree
//	labels.go     control-label, comment-prompt, comment-label, print-note, script-notice
//	authorbox.go  author-box (and AuthorBox, which article choice asks)
//	noise.go      gallery, noise-word
//	repeat.go     repeated-block
//	preview.go    preview-copy (and PreviewCopies, which a post's rendering asks)
//	intro.go      lists the story's prose introduces
//	facets.go     facet-panel (a listing's filter and sort panel)
//	facts.go      sheets of labelled facts ("Developer: Valve"), kept by link-list
//	cardgrid.go   FeatureGrid: a landing page's grid of feature cards (kept by link-list, joined by expansion)
//	comments.go   poster-stat; CommentChrome, the controls inside a comment
//	noisemap.go   the noise map's rules (outside-chrome-tag, outside-noise-word, outside-link-list)
package clean
