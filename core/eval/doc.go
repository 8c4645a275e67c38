// Package eval loads evaluation corpora and scores predictions against them.
//
// It is native only: the CLI (`pith eval`, `pith bench`) uses it; nothing in
// core or wasm imports it. It may import core/charset, to decode corpus pages,
// and core/dom, to number a page's elements as the extractor's regions do
// (the fidelity evaluation), and nothing else of the repository, so that
// the metrics cannot depend on the extractor they judge: its inputs are
// plain data (FidelityInput), and its own rules (what is hidden, a data
// table, a placeholder image, a srcset) are written here, not borrowed.
//
// # Why the scorer is a copy of score.py
//
// ../shared/tools/score.py is the reference: it reproduces the published
// numbers of the Zyte article-extraction benchmark, and every peer system is
// measured with it. A metric that is "nearly the same" would make pith's
// numbers incomparable exactly where it matters, near the targets. So Score
// replicates it detail for detail, and TestAgreesWithScorePy checks the
// agreement (to 0.001) whenever python3 and score.py are present:
//
//   - tokens are Python's \w+ matches: letters (L*), numbers (Nd, Nl, No) and
//     '_'; combining marks (Mn, Mc) split words, as they do in Python (Hindi
//     "हिन्दी" is three tokens in both). Checked over every code point against
//     CPython 3.11; only characters new in Unicode 15 differ (Go knows them).
//   - shingles are multisets of 4-token windows, max(1, n−3) of them: a text
//     with 1–3 tokens is one shingle, an empty one none.
//   - per page, precision and recall come from counts normalised by their sum,
//     with score.py's edge cases (no error at all → 1.0); a page enters the
//     precision mean only when tp+fp > 0 and the recall mean only when
//     tp+fn > 0; F1 is taken of the two means (not a mean of F1s).
//   - means are exact (Python's statistics.mean sums fractions), rounding is
//     Python's round(x, 4) on the exact binary value (ties to even), string
//     folding and comparison use Python's whitespace and lower-casing rules.
//   - which pages enter each section, and when a section is left out, follow
//     score.py line by line (see score.go).
//
// Shingles are compared as sorted slices of 64-bit hashes rather than tuples
// of strings: collisions are negligible (see tokens.go) and dragnet's 966 long
// pages score in well under a second.
//
// # Metrics from the seed papers
//
// Next to score.py's keys the Report carries three extras, also exposed as
// functions on (gold, prediction) pairs for other packages:
//
//   - ra: the region accuracy of seed 000 §4.3, eq. (4). Per document, over
//     the k regions with gold text (the article, and the comments when the gold
//     has comments), c/(|c−r|+c) with c and r the non-whitespace character
//     counts of the detected and the gold region (0 when nothing was detected);
//     mean over regions, then over documents.
//   - lcs: seed 001 §5.2, eq. (5.2): r = |c|/|g|, p = |c|/|e| with |c| the
//     length of the longest common subsequence. The thesis counts characters;
//     the report uses words (\w+ tokens), which is whitespace- and
//     punctuation-insensitive like the shingle metric; LCSChars gives the
//     character form. The LCS is exact, computed with the bit-parallel
//     algorithm of Allison–Dix/Hyyrö (64 DP cells per machine operation);
//     texts longer than 50,000 tokens are cut to their first 50,000.
//   - bigram: seed 004 §4: the sets S and G of word 2-grams (lower-cased \w+
//     tokens) of prediction and gold; precision |G∩S|/|S|, recall |G∩S|/|G|.
//
// lcs and bigram are computed on the pages with gold article text and averaged
// like the shingle metric (precision over pages with a non-empty prediction,
// recall over pages with a non-empty gold, F1 of the means), so the four
// article metrics can be read side by side.
//
// # Metadata
//
//   - title_match, byline_match: score.py's, over the pages with a gold
//     title (byline): the prediction equals the gold once white space is
//     folded and both are lower-cased.
//   - published_match: over the pages with a gold "published", the share
//     whose prediction has the same calendar date: the first YYYY-MM-DD
//     of each as written (no time zone is converted; a gold without one is
//     compared whole, folded).
//   - comment_meta: over the pages whose gold type is AC, the comments
//     extracted and the share of them with an author and with a date
//     (non-blank). No corpus has gold comment authors: it is a share, not
//     an accuracy.
//
// # Fidelity
//
// Word-overlap F1 cannot see a code sample that lost `print` or a heading
// turned into nothing. MeasureFidelity follows the structures of the
// source that lie inside the chosen article into the output, on one page:
//
// Scope. The chosen article is the union of the subtrees of the regions
// labelled article (Result.Regions: element indices in dom's pre-order
// numbering; the page is parsed again with dom.Parse and its default
// limits, as core.Extract parses it), without
//   - the regions rendered apart (labelled comment or post) inside them;
//   - what the author hid below a region's root: the hidden attribute
//     (but hidden="until-found"), aria-hidden="true", an inline
//     display:none or visibility:hidden, a closed <dialog>; never a
//     role="tabpanel" (a reader shows every panel);
//   - what a reader never reads as text: script, style, template,
//     noscript (but its images), iframe, object, embed, svg, canvas,
//     select, option, datalist, textarea, input, audio, video. Buttons
//     are read: an accordion's question is often one.
//
// Noise regions inside the chosen article stay in scope: whether a
// clean-up rule was right to drop a block is what the gold view says.
//
// Structures: code (the outermost pre, xmp, listing, plaintext or code, so
// inline code outside pre counts once, and code inside pre is its pre's);
// headings h1–h6; list items (li); table cells (td, th) of data tables,
// told from layout tables as Mozilla Readability's _isDataTable does
// (isDataTable); images (below). A structure's text is its text, blocks a
// line apart, without the text of inner structures of its kind (a list
// item's own words, not its sub-list's). A structure without a word (\w+
// token) is out of scope (an empty cell, an item that only holds a
// sub-list), and so is a structure that repeats what the reader shows
// above the article — its words are the extracted or the gold title's,
// or the extracted byline's after at most two words ("Written by"), or,
// for a heading among those that open the article (before its first
// words outside headings), the title's first or last words (a title with
// the site's name).
//
// Matching. The words (lower-cased \w+ tokens) of the whole chosen
// article are aligned with the words of the output article by an
// order-preserving diff (align.go), so a dropped table's "1" and "2" are
// not found by chance in another paragraph. Where a dropped block's words
// repeat kept ones next to it (a product link "Apple AirPods" before the
// kept heading "Apple AirPods Pro", a breadcrumb's last crumb before the
// headline), the diff's choice between the copies is settled by
// structure: the aligned words move into the gap, onto their copy, when
// the source and output words then sit in structures of the same kinds
// (slide). For each structure in scope:
//   - kept: at least half its words are aligned;
//   - same: kept, and at least half its words are aligned into one output
//     structure of its kind (a heading of any level; pre, code, xmp, …;
//     a cell of any table; a list item);
//   - verbatim: same, and that output structure's own text is the
//     source's, white space folded (for pre, xmp, listing and plaintext,
//     line by line: line ends, trailing blanks and blank lines at the ends
//     aside).
//
// Verbatim ≤ same ≤ kept ≤ n. A heading turned into a paragraph is kept,
// not same; an item emptied to "^" is lost.
//
// Copies: structures of one kind with the same words (a section printed
// twice, for two screen sizes; a warning said under two headings) cannot
// be told apart by the alignments, which may pair the gold's copy with one
// and the output's with the other. Their results are pooled, and the best
// go to the copies in the gold view: a page showing one of two copies the
// gold holds once has lost nothing.
//
// Code tokens: \w+ runs and every other non-space character
// (print('x') is print ( ' x ' )). The tokens lost by a code structure are
// those of its multiset missing from the output code structure holding
// most of its words — all of them when no output code holds it (code
// shown as plain text has lost its code).
//
// Views. The region view counts every structure in scope. On a page with
// gold article text, the gold view counts those at least half of whose
// words the gold holds (the chosen article's words aligned with the
// gold's): a share bar's heading or a related-links list inside the
// article container is not in the gold and leaves the gold view. Images
// have no words: an image is in the gold view when it stands amid words
// of the gold (on one side of it, four words — fewer at the ends of the
// article, at least one — all but one aligned with the gold), so a lead
// picture or a figure of the story is in, a carousel of related stories
// out.
//
// Images. A source image is an <img> of the chosen article, or the image
// of a <noscript> there that no <img> claims. Its URLs: src; srcset,
// parsed as the HTML standard says (a URL runs to white space; commas
// inside it are its own); data-* attributes holding an image URL (by
// name: src, img, image, original, lazy, file, retina, full, large, zoom,
// hires; or by an image file extension); the sources of its <picture>;
// the images of a <noscript> beside it (or beside an ancestor holding no
// other image, up to three levels up). URLs are made absolute against the
// page's base URL (its address — given, else its canonical link, else
// og:url — with <base href>). A URL is no real picture when it is empty,
// a fragment, about: or javascript:, or its file name says placeholder
// (blank., spacer., pixel., 1x1, transparent., placeholder, lazyload,
// lazy-load, loading.gif, …); an image sized 2×2 or less by its width and
// height attributes (a tracking pixel) gives none of its own URLs; a data:
// URI is real only for an image without another real URL, when it is not
// SVG and at least 1400 bytes long (a picture inlined, not a 1×1 GIF or a
// blur-up). Counted: n, the source images with a real URL; kept, those an
// output image names (any of its URLs, placeholders included; else an
// output URL that is the start of one of them, of 16 bytes or more — a
// srcset cut at a comma —, or has the same file name, or the same alt
// text); and, whatever the view, out, the output images, and real_src,
// the output images whose every URL (src and srcset) is a real picture
// URL of some image of the page.
//
// dom's lean parse empties the data-* attributes pith does not read; when
// an img or source element has an empty data-* attribute, the page is
// parsed again with x/net/html and the attributes of img and source are
// read there (the trees are the same element for element). When dom cut
// the page or parsed it without scripts, the lean attributes are used and
// the page is marked lean_attributes.
//
// Empty output elements: a list item or link without a word character
// (letter, digit, '_') and without media (img, picture, video, audio,
// iframe, svg, canvas, object, embed, math): "<li>^ </li>" is empty; a
// figure without media and without words outside its figcaption.
//
// A corpus's FidelityReport sums the pages (pooled shares), and lists, for
// each counter, the pages where it is highest (in the gold view when the
// page has one). Not measured: whether captions stay with their picture,
// heading levels, block quotes, math and definition lists, and the
// accuracy of comment authors and dates (no gold).
package eval
