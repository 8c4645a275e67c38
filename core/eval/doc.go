// Package eval loads evaluation corpora and scores predictions against them.
//
// It is native only: the CLI (`pith eval`, `pith bench`) uses it; nothing in
// core or wasm imports it. It may import core/charset, to decode corpus pages,
// and nothing else of the repository, so that the metrics cannot depend on
// the extractor they judge.
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
package eval
