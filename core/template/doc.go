// Package template implements site-specific web page segmentation and
// section importance (seed 002: "a novel, site-specific web page
// segmentation and section importance detection algorithm", a two-page
// poster with a template "similar to [1]"): a tree regular expression learnt
// over k pages of one site tells which parts of a page recur across the site
// (noise) and which are the page's own (content).
//
// # Steps
//
// Site-specific learning (§2.1), Learn:
//
//  1. The template starts as the first page's element tree (from <body>;
//     a node is labelled by tag and tolerant class, "div.story-") and is
//     generalised over the other pages: each node's children are aligned
//     with the page's (longest common subsequence over labels). Template
//     nodes a page lacks become optional `?`; page nodes the template
//     lacks are inserted as `?`; a one-for-one mismatch between two
//     aligned neighbours becomes a disjunction `(E|F)`; a run of similar
//     siblings (a list) is a STAR `*`.
//  2. While generalising, page support PS is counted for each template node
//     and for each content feature at it: its direct text, link target and
//     image source.
//  3. Node support NS = PS(node)/k; noise confidence of a feature =
//     PS(feature)/PS(node).
//  4. Features are kept only at nodes with NS > MinNodeSupport (20%).
//
// Segmentation and importance (§2.2), Segmenter:
//
//  1. The page is matched with the template; each element takes the
//     noise confidence of its features at its template node (0 for content
//     the template never saw).
//  2. Sections, top-down from <body>: the items of an uppermost STAR node
//     form one section; an element satisfying Cond1 (area > 15% of the
//     page) and Cond2 (a sectioning child — div, table, … — satisfying
//     Cond1) is split into its children; one satisfying Cond3 (a separator
//     child, hr) into the runs between separators; anything else is a
//     section.
//  3. Section noise confidence = the size-weighted average of its
//     elements' noise confidences; importance = 1 − noise confidence; a
//     section under MinImportance (25%) is noise, the others are the
//     article (several regions, in page order).
//
// # API
//
//   - Learn(samples, opts) → *Template: the site profile, plain JSON
//     (features are 32-bit hashes; a site of a dozen pages is tens of KB).
//   - Segmenter{Template: t} segments a page with it; Segmenter{} alone is
//     the single-page fallback below.
//
// # Single page (the "template" segmenter on its own)
//
// A template needs k ≥ 2 pages: on one page every feature has page support
// 1 = node support, so every section would be noise. Segmenter without a
// template (or with k = 1) therefore learns the page as its own template —
// its STAR lists still come from the page's repetitions, and Cond1–3 work
// as usual — and replaces the template noise confidence by the page-level
// content feature the paper also names: importance = share of the
// section's text outside links. This is a documented fallback, not the
// paper's method; the method proper is site-level (pith eval -algo
// template on cleanportal learns from the other pages of each site,
// leave-one-out, and sites with a single other page use the fallback).
//
// # Where and why we differ
//
//   - The generalisation of [1] is not specified in the seed; ours is an
//     LCS alignment of children sequences, page runs of one label against
//     template nodes; a STAR matches one or more (zero: it is also
//     optional). Child lists too long for the table (over 2^20 cells) are
//     aligned greedily.
//   - "Similar items" of a STAR: siblings with one label, most of them with
//     the same shape (sequence of block children's labels). Without the
//     shape test every two unclassed <div>s in a row were a list.
//   - Features are attached to every template node (its element's own
//     text, link and image), not only to leaves: inner elements hold text
//     too. A link's noise confidence is the larger of its text's and its
//     target's (a "next" link has the same text and a new target on every
//     page). An image weighs as 50 characters.
//   - Without the browser's layout table Cond1 uses the share of the page's
//     text instead of the share of its area. With layout, the page area is
//     PageWidth × PageHeight (the body's box when absent).
//   - An element with direct text of its own is never split into its
//     children (its text belongs to no child section).
//   - Elements holding a STAR list below them are split as well, so lists
//     become sections of their own as §2.2.2 step 1 requires.
//   - The page type is always A (confidence 0.5): the method does not
//     classify pages.
//
// # Parameters
//
//	name             default  paper              meaning
//	MinNodeSupport   0.2      "say, 20%"         features kept at nodes with NS above it
//	MinImportance    0.25     "say, 25%"         sections less important are noise
//	AreaRatio        0.15     "say 15%"          Cond1's share of the page (area, or text)
package template
