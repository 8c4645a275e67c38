package eval

import "unicode/utf8"

// RegionTerm is one term of seed 000's region accuracy, eq. (4):
// c / (|c − r| + c), where c is the density of the detected region and r the
// density of the annotated one. It is 0 when nothing was detected (c == 0),
// 1 for an exact capture, and falls as the detected region grows or shrinks.
func RegionTerm(detected, gold int) float64 {
	if detected <= 0 {
		return 0
	}
	c, r := float64(detected), float64(gold)
	diff := c - r
	if diff < 0 {
		diff = -diff
	}
	return c / (diff + c)
}

// RegionAccuracy is seed 000 eq. (4) for one document: the mean RegionTerm
// over the regions whose gold text is not empty (the k_i informative regions).
// Density is the count of non-whitespace characters. ok is false when no
// region has gold text (the document then stays out of the corpus mean).
func RegionAccuracy(regions []TextPair) (ra float64, ok bool) {
	var terms []float64
	for _, reg := range regions {
		r := density(reg.Gold)
		if r == 0 {
			continue
		}
		terms = append(terms, RegionTerm(density(reg.Pred), r))
	}
	if len(terms) == 0 {
		return 0, false
	}
	return exactMean(terms), true
}

// LCSWords is seed 001 §5.2's metric on words: with |c| the length of the
// longest common subsequence of the gold and predicted \w+ tokens, recall is
// |c|/|g| and precision |c|/|e|. The thesis compares characters; words give
// the same ordering of systems, are insensitive to whitespace and punctuation
// like the shingle metric, and are 5–6 times shorter. Texts over 50,000 tokens
// are cut (see lcsMaxTokens).
func LCSWords(gold, pred string) PagePR {
	return lcsPage(tokenHashes(gold, false), tokenHashes(pred, false))
}

// LCSChars is seed 001 §5.2's metric as the thesis defines it, on characters
// (punctuation included, whitespace left out). Texts over 50,000 characters
// are cut.
func LCSChars(gold, pred string) PagePR {
	return lcsPage(nonSpaceRunes(gold), nonSpaceRunes(pred))
}

func lcsPage(gold, pred []uint64) PagePR {
	gold = gold[:min(len(gold), lcsMaxTokens)]
	pred = pred[:min(len(pred), lcsMaxTokens)]
	c := float64(lcsLength(gold, pred))
	var pr PagePR
	if len(pred) > 0 {
		pr.Precision, pr.HasPrecision = c/float64(len(pred)), true
	}
	if len(gold) > 0 {
		pr.Recall, pr.HasRecall = c/float64(len(gold)), true
	}
	return pr
}

func nonSpaceRunes(s string) []uint64 {
	out := make([]uint64, 0, utf8.RuneCountInString(s))
	for _, r := range s {
		if !isPySpace(r) {
			out = append(out, uint64(r))
		}
	}
	return out
}

// Bigrams is seed 004 §4's metric: S and G are the sets of 2-grams of
// consecutive words of the prediction and the gold (after normalisation: \w+
// tokens, lower-cased); precision is |G ∩ S|/|S| (ROUGE-2's form) and recall
// |G ∩ S|/|G|. As in the shingle metric, a one-word text counts as one gram.
func Bigrams(gold, pred string) PagePR {
	return bigramPage(tokenHashes(gold, true), tokenHashes(pred, true))
}

func bigramPage(goldLower, predLower []uint64) PagePR {
	g := gramHashes(goldLower, 2)
	s := gramHashes(predLower, 2)
	common, onlyG, onlyS := setOverlap(g, s)
	var pr PagePR
	if n := common + onlyS; n > 0 {
		pr.Precision, pr.HasPrecision = float64(common)/float64(n), true
	}
	if n := common + onlyG; n > 0 {
		pr.Recall, pr.HasRecall = float64(common)/float64(n), true
	}
	return pr
}

// LCSScore and BigramScore summarise a metric over pages like ShingleScore.
func LCSScore(pairs []TextPair) PRScore    { return SummarizePR(mapPairs(pairs, LCSWords)) }
func BigramScore(pairs []TextPair) PRScore { return SummarizePR(mapPairs(pairs, Bigrams)) }

// ArticleScores are the four article metrics of a Report.
type ArticleScores struct {
	Shingle, LCS, Bigram PRScore
}

// ScoreArticles computes the shingle, word-LCS and bigram scores of the same
// pages, tokenising each text once.
func ScoreArticles(pairs []TextPair) ArticleScores {
	shingle := make([]PagePR, len(pairs))
	lcs := make([]PagePR, len(pairs))
	bigram := make([]PagePR, len(pairs))
	for i, tp := range pairs {
		gold, goldLower := tokenize(tp.Gold, true, true)
		pred, predLower := tokenize(tp.Pred, true, true)
		shingle[i] = prFromCounts(shingleCounts(gold, pred))
		lcs[i] = lcsPage(gold, pred)
		bigram[i] = bigramPage(goldLower, predLower)
	}
	return ArticleScores{SummarizePR(shingle), SummarizePR(lcs), SummarizePR(bigram)}
}
