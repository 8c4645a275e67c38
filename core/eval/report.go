package eval

import (
	"bytes"
	"encoding/json"
	"strings"
)

// Report is the outcome of Score. Its JSON form has score.py's keys in
// score.py's order, so the two outputs can be diffed; sections score.py leaves
// out are nil and omitted. RA, LCS and Bigram are extra keys from the seeds.
type Report struct {
	Corpus                string           `json:"corpus"`
	Pages                 int              `json:"pages"`
	Missing               int              `json:"missing"`
	Article               *PRScore         `json:"article,omitempty"`
	Snippets              *SnippetScore    `json:"snippets,omitempty"`
	Comments              *PRScore         `json:"comments,omitempty"`
	CommentsSnippetRecall *float64         `json:"comments_snippet_recall,omitempty"`
	Type                  *TypeScore       `json:"type,omitempty"`
	Discussion            *DiscussionScore `json:"discussion,omitempty"`
	TitleMatch            *float64         `json:"title_match,omitempty"`
	BylineMatch           *float64         `json:"byline_match,omitempty"`
	MS                    *Timing          `json:"ms,omitempty"`
	Errors                int              `json:"errors,omitempty"`

	// RA is seed 000's region accuracy (eq. 4) over article and comment regions.
	RA *float64 `json:"ra,omitempty"`
	// LCS is seed 001's word-level LCS precision and recall on the article.
	LCS *PRScore `json:"lcs,omitempty"`
	// Bigram is seed 004's bigram precision and recall on the article.
	Bigram *PRScore `json:"bigram,omitempty"`

	// PublishedMatch is the share of pages with a gold publication date
	// whose predicted date has the same calendar date.
	PublishedMatch *float64 `json:"published_match,omitempty"`
	// CommentMeta is the share of comments with an author and a date on
	// the gold AC pages.
	CommentMeta *CommentMetaScore `json:"comment_meta,omitempty"`
	// Fidelity sums the pages' fidelity, when measured (pith eval).
	Fidelity *FidelityReport `json:"fidelity,omitempty"`
	// Categories is the article score per gold category, when the corpus
	// has categories.
	Categories []CategoryScore `json:"categories,omitempty"`
	// Kind is the page-kind accuracy against the gold categories (each
	// category's kind in categoryKinds), when the corpus has categories.
	Kind *TypeScore `json:"kind,omitempty"`
}

// SnippetScore is trafilatura's with/without snippet evaluation.
type SnippetScore struct {
	F1        float64 `json:"f1"`
	Precision float64 `json:"precision"`
	Recall    float64 `json:"recall"`
	Accuracy  float64 `json:"accuracy"`
	Pages     int     `json:"pages"`
}

// TypeScore is the page-type (A / AC / M) accuracy with its confusion counts,
// keyed "gold->predicted" ("-" for no prediction).
type TypeScore struct {
	Accuracy  float64        `json:"accuracy"`
	Pages     int            `json:"pages"`
	Confusion map[string]int `json:"confusion"`
}

// DiscussionScore rates "M" predictions against pages labelled M and pages the
// corpus calls single documents.
type DiscussionScore struct {
	Precision float64 `json:"precision"`
	Recall    float64 `json:"recall"`
	Accuracy  float64 `json:"accuracy"`
	Pages     int     `json:"pages"`
}

// Timing is the median and mean extraction time in milliseconds.
type Timing struct {
	Median float64 `json:"median"`
	Mean   float64 `json:"mean"`
}

// Brief is the one-line summary score.py prints with --brief, character for
// character (numbers in Python's repr).
func (r Report) Brief() string {
	parts := []string{r.Corpus}
	for _, s := range []struct {
		key   string
		score *float64
	}{
		{"article", f1Of(r.Article)},
		{"snippets", snippetF1(r.Snippets)},
		{"comments", f1Of(r.Comments)},
	} {
		if s.score != nil {
			parts = append(parts, s.key+"_f1="+pyRepr(*s.score))
		}
	}
	if r.CommentsSnippetRecall != nil {
		parts = append(parts, "comments_snip_recall="+pyRepr(*r.CommentsSnippetRecall))
	}
	if r.Type != nil {
		parts = append(parts, "type_acc="+pyRepr(r.Type.Accuracy))
	}
	if r.Discussion != nil {
		parts = append(parts, "discussion_p="+pyRepr(r.Discussion.Precision)+" r="+pyRepr(r.Discussion.Recall))
	}
	if r.MS != nil {
		parts = append(parts, "ms_median="+pyRepr(r.MS.Median))
	}
	return strings.Join(parts, " ")
}

func f1Of(s *PRScore) *float64 {
	if s == nil {
		return nil
	}
	return &s.F1
}

func snippetF1(s *SnippetScore) *float64 {
	if s == nil {
		return nil
	}
	return &s.F1
}

// JSON is the report as score.py prints it (one-space indent, "->" unescaped),
// plus the extra keys.
func (r Report) JSON() ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(r); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
