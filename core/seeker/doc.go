// Package seeker implements Content Seeker, the classification approach of
// Louvan, "Extracting the Main Content from Web Documents" (MSc thesis,
// TU Eindhoven 2009; seed 001): DOM segments are described by the features
// of §4.1.5, a C4.5 decision tree trained on labelled segments decides
// which hold the main content (§4.1.1–4.1.4), and the heuristics of §4.2
// (LBS, SLS, TP) refine the result.
//
// Training is native only: package seeker/train (pure Go, imported by
// nothing in core or wasm) grows the trees, `pith train` feeds it the gold
// text of a corpus and writes model_single.txt, model_segment.txt and
// model_content.txt here; they are embedded with go:embed and parsed once.
//
// # Steps
//
//  1. Candidates (§4.1.1): visible structural elements of <body> — div,
//     span, ul, ol, li, table, tbody, tr, td, th, and the HTML5 sectioning
//     elements, blockquote, center, dl, font, figure — with at least
//     MinChars characters of text.
//  2. Features (§4.1.5), each normalised as the thesis does (the node's
//     value over the document's, so in [0,1]): innerTxtLength,
//     innerHtmlLength, imgNum, interactionNum, formNum, optionNum, tableNum
//     (table, tr, td), paraNum, linkNum, divNum, centerX, centerY, width,
//     height, linkToTextRatio, stopWordRatio (eq. 4.1 with nbSw over the
//     document's stop words), tagName (nominal), domHeight (over the body's
//     height), headerAround (h1–h5 as parent, sibling or child),
//     stringMax (longest text over the document's longest).
//  3. Classification (§4.1.4): single phase — one tree says main content
//     or not; two phase — the segment tree keeps the good segments, the
//     content tree classifies them.
//  4. Selection: every element takes the content share of the leaf its
//     nearest classified candidate reaches (p); the candidate whose subtree
//     maximises Σ (2p − 1) × characters over its text is the article.
//  5. Heuristic (§4.2, table 6.16): plain (the selected node), LBS (the
//     thesis's best: the outermost content nodes compared by their largest
//     block of string, then the block itself), SLS (eq. 4.2 smoothing of
//     string lengths, kept above their standard deviation), TP (tables of
//     one pattern: class, width, cellspacing, cellpadding, border, align
//     and the id without digits).
//
// # Labels, split and training (`pith train`)
//
// The thesis labelled nodes by hand (§6.3). We derive labels from the gold
// article text: the page's visible words are read in document order, each
// run of 4 words whose shingle occurs in the gold article marks its words
// covered, and a node's content share is its covered words over its words.
// A node is main content when its share is at least 0.5 (most of its text
// is in the gold article). A node is a good segment when it is uniform
// (share ≥ 0.8 or ≤ 0.2) and its parent is not uniform the same way: the
// coarsest uniform unit, the granularity of the thesis's fig. 6.3. The
// two-phase content tree is trained on the good segments.
//
// Pages are split by FNV-1a(id) mod 100: buckets 0–69 train, 70–99 are
// held out (`pith holdout`); -valid trains on 0–59 and keeps 60–69 for
// choosing settings, so the held-out pages are scored once.
//
// The tree is C4.5 as in WEKA's J48 (§6.4, §6.6.2): gain ratio among tests
// with at least average gain, numeric cuts penalised by log2(cuts)/N,
// minobj 2, multiway splits on the nominal tagName, and pessimistic
// error-based pruning (subtree replacement) with confidence factor 0.25.
// Cost-sensitive learning (§6.5) weighs main-content instances by CFN.
//
// # Where and why we differ
//
//   - Extra features, after the thesis's list: commentMarked (a comment
//     keyword in the class/id of the node or an ancestor), noiseMarked (a
//     boilerplate keyword in its own class/id), stopWordDensity and
//     punctDensity (per word) and parentTxtShare. The thesis's news pages
//     had no reader comments; dragnet's do, and without these the tree
//     takes comment threads for articles (validation F1 0.866 → 0.878).
//   - centerX/Y, width/height come from the browser's layout table when
//     present. Without it (and the training corpora have none) the page is
//     read as one column of text: centerY is where the node's text sits in
//     the page's text, height its share of the text, centerX 0.5 and width
//     1. The thesis's own implementation left these features out.
//   - Selection (step 4) replaces "outermost content nodes compared by
//     LBS" in the default configuration: labels derived from gold text make
//     every paragraph of an article a content node, and the subtree mass
//     weighs them all (validation F1 0.866 with LBS, 0.906 with mass). The
//     thesis's chain remains as the `seeker-lbs` configuration.
//   - LBS: "contains #text" also counts text inside inline children (a <p>
//     whose text is all in <a> or <em> would otherwise be skipped). The
//     block's parent is returned when its own text is ≥ 10% of the block
//     (a bare #text cannot be a region), else its text-holding children.
//   - SLS: the kept strings are mapped to their nearest block element.
//   - Δ (§6.6.2): when no node is classified content, nodes whose leaf
//     holds ≥ Δ content weight are taken; failing that the best one.
//   - Pruning does subtree replacement only (no subtree raising).
//   - Training uses CFN = 3 (positive weight 3, CFP = 1): validation F1
//     0.897 without, 0.906 with.
//
// # Parameters
//
//	name            default  thesis            meaning
//	MinChars        10       —                 least text of a candidate
//	Delta           0.2      Δ = 0.2           fallback leaf share
//	SLSRadius       2        r (not given)     smoothing radius, eq. 4.2
//	Heuristic       plain    LBS               step 5
//	TwoPhase        false    both              §4.1.4 configuration
//	-most           0.5      hand labels       content label threshold
//	-uniform        0.8      hand labels       good-segment threshold
//	-cf             0.25     0.25              C4.5 confidence factor
//	-minobj         2        2                 C4.5 minimum instances
//	-cfn            3        10 (news)         cost of a false negative
package seeker
