// Package core extracts what matters from a web page: its type (an
// article, an article with reader comments, or a discussion of many
// posts), the article and the comments as clean parts, and the page's
// regions for the noise map. Extract and ExtractTree are the entry points;
// Options and Result are plain data (their JSON is the wasm's wire format).
//
// Extract parses the page once (core/dom), computes its statistics once
// (core/features), runs a segmenter (core/sd by default, any method of
// Algorithms by name), reads the page's metadata (core/meta), and then runs
// the pipeline's stages (stages.go) on one shared page state (core/page).
// Each stage is a package; core only orchestrates:
//
//	stage            package         trace steps
//	site profile     core/site       site
//	article choice   core/article    article.titled, article.prose
//	page type        core/pagetype   pagetype
//	comments         core/thread     comments.widget, comments.same-kind
//	posts            core/thread     posts
//	                 (stages.go)     comments, comments.minor, comments.flat
//	article          core/article    article.expand, article.loose, article.gallery, article.candidates
//	clean-up         core/clean      clean.NAME (NAME: the rule, core/clean/rules.go)
//	fallbacks        core/article    article.fallback, article.listing
//	product block    (product.go,    article.product
//	                 productfacts.go)
//	page kind        (kind.go)       kind.cards (cards.go: the largest run of item cards)
//	noise map        core/clean      a noise region's reason opens with its rule's name (noisemap.go)
//
// Before segmentation, extract.go reveals content hidden by scripts
// (trace page.reveal; page.reveal-main when only the main landmark waits
// for them); the segmenters trace under their own names (sd.*,
// seeker.*, density.*, forest.*, template.*, lqf.*, lp.*, crunch.*).
//
// With a method selected by name (Options.Algorithm), the pipeline's own
// stages are off: the method's regions are rendered and cleaned by the
// rules that run on every page, so `pith eval -algo NAME` measures the
// method. Site profiles (LearnSite, site.go) learn FOREST's wrapper (seed
// 004) and the template (seed 002) from other pages of one site.
package core
