// Package baseline implements the classic single-document extractors the
// Content Seeker thesis (Louvan 2009, seed 001) describes in chapter 3 and
// measures in table 6.17, and two floors. Each is a segment.Segmenter that
// returns the selected text as article regions, in page order.
//
// # Methods and steps
//
//   - crunch (§3.1, algorithm 3.1, Gupta et al.): every filter on — ad
//     links (a small list of ad-server addresses) and the blocks holding
//     only an ad are removed; table cells and lists whose link-to-text
//     ratio exceeds CrunchLinkRatio are removed; text links are removed.
//     The rest of the body is the content.
//   - fe (§3.2, algorithm 3.2, Debnath et al.): the body is split by the
//     block-defining tags in turn (a block with descendants of the tag is
//     replaced by all of them); each block's text purity is its words
//     outside links over all its features (words, links, images, form
//     controls, scripts, embedded objects); the purest block wins.
//   - kfe: as fe, but the blocks of purity ≥ KFEMinPurity are split in two
//     by 1-D 2-means on purity, and the blocks of the purer cluster win.
//   - lqf, lqf-25, lqf-75 (§3.3, algorithm 3.3): each block element whose
//     text (outside nested blocks) is more than LinkQuota link text loses
//     that text; the rest of the body is the content.
//   - lp (§3.4, algorithm 3.4, Bar-Yossef and Rajagopalan): from <body>, a
//     node with a child holding ≥ k links is split into its children; an
//     unsplit node is a pagelet; the pagelet with the most text wins.
//   - dsc (§3.5, Pinto et al.): over the source as tokens (a tag, a word),
//     a word is content when the tag slope in the window of ±DSCWindow
//     tokens is under DSCSlope × the page's average slope.
//   - ccb, tccb, accb (§3.6, Gottron): the content code vector (1 text, 0
//     markup) is blurred by a Gaussian of radius r; entries reaching
//     BlurThreshold are content. ccb works on characters (a tag counts its
//     markup length), tccb on tokens, accb on characters with link markup
//     not counted as code.
//   - body: all of <body>. semantic: the <article> with the most text,
//     else <main> (or role=main), else <body>.
//
// # From selected text to regions
//
// A Region addresses an element, so methods that select text at a finer
// grain (crunch, lqf: text nodes; dsc, ccb, tccb, accb: tokens or
// characters) are mapped back: an element's own text is selected when most
// of its entries are, then the smallest covering set of elements is taken
// — every maximal subtree whose text is all selected, plus each element
// whose own text is selected and that has at least half of its text
// selected (its own text cannot be addressed without it). Unselected text
// inside such an element comes along; selected own text of an element with
// less than half selected is dropped. The core then renders the regions
// with its usual clean-up (noise keywords, link lists, hidden elements),
// which applies to every method alike, the floors included.
//
// # Where and why we differ
//
//   - The source-based methods (dsc, ccb) read the parsed tree serialised
//     in order rather than the raw bytes: the same tags and text, with
//     entries tied to elements so the selection can be addressed.
//   - CCB blurs once (σ = r/2, cut at r): Gottron repeats the blur "until
//     the values stabilise", but repeated blurring tends to the page mean.
//   - FE: div is added to the block tags (after tr) because pages no
//     longer lay out with tables; hr never splits (it has no descendants).
//   - LQF: a block's quota is measured on its own text, not on nested
//     blocks, so one link-heavy sidebar inside <body> does not delete the
//     whole page (algorithm 3.3 read literally would).
//   - Crunch appends the removed links at the bottom for browsing; we do
//     not (they are not content). Crunch's genre detection is left out.
//   - LP: algorithm 3.4 pushes "descendants"; we push children, which is
//     what the partitioning of Bar-Yossef and Rajagopalan does.
//
// # Parameters
//
//	name             default  thesis/paper      meaning
//	LinkQuota        0.5      25/50/75 %        LQF threshold t
//	PageletLinks     7        LP-7 (k = 3 orig) links that split a pagelet
//	CrunchLinkRatio  0.5      configurable      link-cell threshold
//	DSCWindow        20       windowing         window radius (tokens)
//	DSCSlope         0.5      50 %              share of the average slope
//	BlurRadius       40 / 25  r40, TCCB-25      blur radius
//	BlurThreshold    0.5      tuned             content-code ratio to keep
//	KFEMinPurity     0.5      first iteration   purity to enter 2-means
package baseline
