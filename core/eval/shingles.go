package eval

// PagePR is one page's precision and recall under some metric. A value is
// defined only when its denominator is: HasPrecision is false when the
// prediction contributes nothing to compare (score.py's tp+fp == 0), HasRecall
// when the gold does not (tp+fn == 0). Undefined values stay out of the means.
type PagePR struct {
	Precision    float64
	Recall       float64
	HasPrecision bool
	HasRecall    bool
}

// PRScore is a metric over a set of pages: precision and recall averaged over
// the pages where each is defined, and the F1 of the two means, rounded to four
// decimals as score.py rounds them.
type PRScore struct {
	F1        float64 `json:"f1"`
	Precision float64 `json:"precision"`
	Recall    float64 `json:"recall"`
	Pages     int     `json:"pages"`
}

// shingleSize is the Zyte benchmark's shingle length.
const shingleSize = 4

// ShingleCounts returns score.py's raw counts for one page: the 4-token
// shingles (multisets) of gold and pred, shared (tp), only predicted (fp) and
// only in gold (fn).
func ShingleCounts(gold, pred string) (tp, fp, fn int) {
	return shingleCounts(tokenHashes(gold, false), tokenHashes(pred, false))
}

func shingleCounts(goldTokens, predTokens []uint64) (tp, fp, fn int) {
	g := gramHashes(goldTokens, shingleSize)
	p := gramHashes(predTokens, shingleSize)
	tp, fn, fp = multisetOverlap(g, p)
	return tp, fp, fn
}

// ShinglePage is the article-extraction benchmark's per-page shingle precision
// and recall, computed exactly as score.py does (on counts normalised by their
// sum, with its edge cases: no errors at all gives 1.0).
func ShinglePage(gold, pred string) PagePR {
	tp, fp, fn := ShingleCounts(gold, pred)
	return prFromCounts(tp, fp, fn)
}

// prFromCounts is score.py's tp_fp_fn normalisation followed by prec and rec.
func prFromCounts(tpCount, fpCount, fnCount int) PagePR {
	s := float64(tpCount) + float64(fpCount) + float64(fnCount)
	if s == 0 {
		return PagePR{}
	}
	tp, fp, fn := float64(tpCount)/s, float64(fpCount)/s, float64(fnCount)/s
	return PagePR{
		Precision:    pyPrec(tp, fp, fn),
		Recall:       pyRec(tp, fp, fn),
		HasPrecision: tp+fp > 0,
		HasRecall:    tp+fn > 0,
	}
}

func pyPrec(tp, fp, fn float64) float64 {
	switch {
	case fp == 0 && fn == 0:
		return 1
	case tp == 0 && fp == 0:
		return 0
	}
	return tp / (tp + fp)
}

func pyRec(tp, fp, fn float64) float64 {
	switch {
	case fp == 0 && fn == 0:
		return 1
	case tp == 0 && fn == 0:
		return 0
	}
	return tp / (tp + fn)
}

// SummarizePR averages per-page values as score.py's shingle_scores does.
func SummarizePR(pages []PagePR) PRScore {
	var ps, rs []float64
	for _, pg := range pages {
		if pg.HasPrecision {
			ps = append(ps, pg.Precision)
		}
		if pg.HasRecall {
			rs = append(rs, pg.Recall)
		}
	}
	p, r := exactMean(ps), exactMean(rs)
	return PRScore{F1: pyRound(harmonic(p, r), 4), Precision: pyRound(p, 4), Recall: pyRound(r, 4), Pages: len(pages)}
}

// TextPair is a gold text and the predicted text for the same page or region.
type TextPair struct{ Gold, Pred string }

// ShingleScore is score.py's shingle_scores over a set of pages.
func ShingleScore(pairs []TextPair) PRScore {
	return SummarizePR(mapPairs(pairs, ShinglePage))
}

func mapPairs(pairs []TextPair, metric func(gold, pred string) PagePR) []PagePR {
	out := make([]PagePR, len(pairs))
	for i, tp := range pairs {
		out[i] = metric(tp.Gold, tp.Pred)
	}
	return out
}
