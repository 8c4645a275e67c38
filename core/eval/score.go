package eval

import (
	"sort"
	"strings"
)

// singleDocumentCategories are the corpus categories score.py treats as
// "not a discussion" when rating M predictions.
var singleDocumentCategories = map[string]bool{
	"article": true, "blog": true, "documentation": true, "product": true, "service": true,
}

// scoring is the per-run state of Score: the corpus and the predictions by id
// (a repeated id keeps its last prediction, as a Python dict does).
type scoring struct {
	corpus *Corpus
	byID   map[string]Prediction
	unique []Prediction
}

// Score rates predictions against a corpus exactly as ../shared/tools/score.py
// does (same pages in each mean, same edge cases, same rounding), and adds the
// seed metrics RA, LCS and bigram precision/recall, the published-date
// match, the comments' metadata and the pages' fidelity.
func Score(c *Corpus, preds []Prediction) Report {
	s := newScoring(c, preds)
	rep := Report{Corpus: c.Name, Pages: len(c.Golds), Missing: s.missing()}
	articles := s.articlePairs()
	if len(articles) > 0 {
		scores := ScoreArticles(articles)
		rep.Article, rep.LCS, rep.Bigram = &scores.Shingle, &scores.LCS, &scores.Bigram
	}
	rep.Snippets = s.snippets()
	rep.Comments = s.comments()
	rep.CommentsSnippetRecall = s.commentSnippetRecall()
	rep.Type = s.pageType()
	rep.Discussion = s.discussion()
	rep.TitleMatch = s.fieldMatch(func(g Gold) string { return g.Title }, func(p Prediction) string { return p.Title })
	rep.BylineMatch = s.fieldMatch(func(g Gold) string { return g.Byline }, func(p Prediction) string { return p.Byline })
	rep.MS = s.timing()
	rep.Errors = s.errors()
	rep.RA = s.regionAccuracy()
	rep.PublishedMatch = s.publishedMatch()
	rep.CommentMeta = s.commentMeta()
	rep.Fidelity = s.fidelity()
	rep.Categories = s.categories()
	rep.Kind = s.kinds()
	return rep
}

func ptr[T any](v T) *T { return &v }

func newScoring(c *Corpus, preds []Prediction) *scoring {
	s := &scoring{corpus: c, byID: make(map[string]Prediction, len(preds))}
	for _, p := range preds {
		if _, seen := s.byID[p.ID]; !seen {
			s.unique = append(s.unique, p)
		}
		s.byID[p.ID] = p
	}
	for i, p := range s.unique {
		s.unique[i] = s.byID[p.ID]
	}
	return s
}

func (s *scoring) missing() int {
	n := 0
	for _, g := range s.corpus.Golds {
		if _, ok := s.byID[g.ID]; !ok {
			n++
		}
	}
	return n
}

func (s *scoring) articlePairs() []TextPair {
	var pairs []TextPair
	for _, g := range s.corpus.Golds {
		if g.Article != "" {
			pairs = append(pairs, TextPair{g.Article, s.byID[g.ID].Article})
		}
	}
	return pairs
}

func (s *scoring) snippets() *SnippetScore {
	var tp, fp, fn, tn, pages int
	for _, g := range s.corpus.Golds {
		if len(g.With) == 0 && len(g.Without) == 0 {
			continue
		}
		pages++
		text := fold(s.byID[g.ID].Article)
		found, missed := countSnippets(g.With, text)
		tp, fn = tp+found, fn+missed
		found, missed = countSnippets(g.Without, text)
		fp, tn = fp+found, tn+missed
	}
	if pages == 0 {
		return nil
	}
	p, r := ratio(tp, tp+fp), ratio(tp, tp+fn)
	return &SnippetScore{F1: pyRound(harmonic(p, r), 4), Precision: pyRound(p, 4), Recall: pyRound(r, 4),
		Accuracy: pyRound(ratio(tp+tn, tp+tn+fp+fn), 4), Pages: pages}
}

// countSnippets counts the snippets found in (and missing from) folded text.
func countSnippets(snippets []string, text string) (found, missed int) {
	for _, sn := range snippets {
		if containsFolded(text, sn) {
			found++
		} else {
			missed++
		}
	}
	return found, missed
}

func containsFolded(foldedText, snippet string) bool {
	return strings.Contains(foldedText, fold(snippet))
}

func (s *scoring) comments() *PRScore {
	hasCommentGold := false
	for _, g := range s.corpus.Golds {
		hasCommentGold = hasCommentGold || g.HasComments
	}
	if !hasCommentGold {
		return nil
	}
	var pairs []TextPair
	for _, g := range s.corpus.Golds {
		pred := s.byID[g.ID].Comments
		if pyStrip(g.Comments) != "" || pyStrip(pred) != "" {
			pairs = append(pairs, TextPair{g.Comments, pred})
		}
	}
	return ptr(ShingleScore(pairs))
}

func (s *scoring) commentSnippetRecall() *float64 {
	found, total := 0, 0
	for _, g := range s.corpus.Golds {
		if len(g.CommentsWith) == 0 {
			continue
		}
		f, m := countSnippets(g.CommentsWith, fold(s.byID[g.ID].Comments))
		found, total = found+f, total+f+m
	}
	if total == 0 {
		return nil
	}
	return ptr(pyRound(ratio(found, total), 4))
}

func (s *scoring) pageType() *TypeScore {
	confusion := map[string]int{}
	pages, correct, predicted := 0, 0, false
	for _, g := range s.corpus.Golds {
		if g.Type != "A" && g.Type != "AC" && g.Type != "M" {
			continue
		}
		p := pyStrip(s.byID[g.ID].Type)
		pages++
		predicted = predicted || p != ""
		if p == g.Type {
			correct++
		}
		if p == "" {
			p = "-"
		}
		confusion[g.Type+"->"+p]++
	}
	if !predicted {
		return nil
	}
	return &TypeScore{Accuracy: pyRound(ratio(correct, pages), 4), Pages: pages, Confusion: confusion}
}

func (s *scoring) discussion() *DiscussionScore {
	var tp, predM, goldM, agree, pages int
	for _, g := range s.corpus.Golds {
		isM := g.Type == "M"
		if !isM && !singleDocumentCategories[g.Category] {
			continue
		}
		saysM := s.byID[g.ID].Type == "M"
		pages++
		if isM && saysM {
			tp++
		}
		if saysM {
			predM++
		}
		if isM {
			goldM++
		}
		if isM == saysM {
			agree++
		}
	}
	if goldM == 0 || goldM == pages {
		return nil
	}
	return &DiscussionScore{Precision: pyRound(ratio(tp, predM), 4), Recall: pyRound(ratio(tp, goldM), 4),
		Accuracy: pyRound(ratio(agree, pages), 4), Pages: pages}
}

func (s *scoring) fieldMatch(goldField func(Gold) string, predField func(Prediction) string) *float64 {
	same, pages := 0, 0
	for _, g := range s.corpus.Golds {
		want := goldField(g)
		if want == "" {
			continue
		}
		pages++
		if pyLower(fold(want)) == pyLower(fold(predField(s.byID[g.ID]))) {
			same++
		}
	}
	if pages == 0 {
		return nil
	}
	return ptr(pyRound(ratio(same, pages), 4))
}

func (s *scoring) timing() *Timing {
	var ms []float64
	for _, p := range s.unique {
		if p.HasMS() {
			ms = append(ms, p.MS)
		}
	}
	if len(ms) == 0 {
		return nil
	}
	sort.Float64s(ms)
	return &Timing{Median: pyRound(median(ms), 3), Mean: pyRound(exactMean(ms), 3)}
}

func (s *scoring) errors() int {
	n := 0
	for _, p := range s.unique {
		if p.Error != "" {
			n++
		}
	}
	return n
}

// regionAccuracy averages seed 000's RA over the documents that have gold
// article or gold comment text.
func (s *scoring) regionAccuracy() *float64 {
	var docs []float64
	for _, g := range s.corpus.Golds {
		p := s.byID[g.ID]
		if ra, ok := RegionAccuracy([]TextPair{{g.Article, p.Article}, {g.Comments, p.Comments}}); ok {
			docs = append(docs, ra)
		}
	}
	if len(docs) == 0 {
		return nil
	}
	return ptr(pyRound(exactMean(docs), 4))
}

func ratio(num, den int) float64 {
	if den == 0 {
		return 0
	}
	return float64(num) / float64(den)
}

func harmonic(p, r float64) float64 {
	if p+r == 0 {
		return 0
	}
	return 2 * p * r / (p + r)
}
