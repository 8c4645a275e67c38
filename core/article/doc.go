// Package article holds the default pipeline's article stages: which
// region is the story, how far it reaches, and what to show when no
// region is a story.
//
// A density method (seed 000, SD) finds the densest container of
// paragraphs and keeps one region, the candidate closest to the root
// (§3.3 step 7). On real pages that region may be a side column's teasers,
// a link hub, a notice, or one of several containers a template splits a
// story into. The stages, with the trace steps they record:
//
//	choose.go    Choose: the candidate the page's headline heads replaces a
//	             region without it ("article.titled"); the densest prose
//	             candidate replaces a region that is links, a copyright,
//	             consent or browser notice, a sidebar's or an author's box
//	             ("article.prose"). notices.go tells the notices.
//	expand.go    Expand: from the chosen region, climb through wrappers
//	             and take in the siblings that read like the same prose
//	             ("article.expand"), text written straight into the parent
//	             ("article.loose"), the story around a gallery that won the
//	             region by its captions ("article.gallery"), the blocks
//	             holding SD's other candidates ("article.candidates");
//	             the climb stops at a lone <article> element around the region
//	             (HTML's self-contained composition: the prose beside it is
//	             another's). siblings.go says which sibling is prose (paragraphs,
//	             sentences, few links, no teasers, no author box).
//	listing.go   Listing: a page whose content is a list of items (a shop's
//	             category, a front page) has no prose article; the list,
//	             after its introduction, is the article ("article.listing");
//	             ListArticle: an article that is itself a list of linked
//	             items, no story, keeps its items (the same step).
//	fallback.go  Fragment: an article that is a fragment of a page of small
//	             sections; core then renders the cleaned body
//	             ("article.fallback").
//
// Where this differs from the paper: SD keeps one region; expansion joins
// siblings (seed 000 has no such step) because templates split stories,
// and it asks the clean-up (core/clean) about every block it would join,
// so expansion never adds what the clean-up would drop.
//
// Parameters: maxExpandLevels = 4 levels with other children, maxClimb =
// 12 levels; a prose sibling has ≥ 80 characters, link density ≤ 0.25
// (lists ≤ 0.35 with items of ≥ 40 characters); a gap block ≤ 0.5; an
// article region ≤ page.MaxArticleLinkDensity = 0.25; a listing has ≥ 5
// items of one kind averaging ≥ 20 characters, ≥ 500 together and ≥ 1/4
// of the body's text.
package article
