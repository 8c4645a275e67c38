package eval

import (
	"fmt"
	"strings"
)

// CommentMetaScore is how many of the extracted comments carry an author
// and a date, on the pages whose gold type is AC (article with comments).
// There is no gold for comment authors: it is a share, not an accuracy.
type CommentMetaScore struct {
	Pages      int     `json:"pages"`
	Comments   int     `json:"comments"`
	WithAuthor float64 `json:"with_author"`
	WithDate   float64 `json:"with_date"`
}

// publishedMatch is the share of pages with a gold "published" whose
// predicted date has the same calendar date (the first YYYY-MM-DD in each,
// as written: no time zone is converted; the whole text folded when the
// gold has no such date).
func (s *scoring) publishedMatch() *float64 {
	same, pages := 0, 0
	for _, g := range s.corpus.Golds {
		if pyStrip(g.Published) == "" {
			continue
		}
		pages++
		if calendarDate(g.Published) == calendarDate(s.byID[g.ID].Published) {
			same++
		}
	}
	if pages == 0 {
		return nil
	}
	return ptr(pyRound(ratio(same, pages), 4))
}

// calendarDate is the first YYYY-MM-DD of s, or s folded and lower-cased
// when it has none ("" stays "", and never equals a gold date).
func calendarDate(s string) string {
	for i := 0; i+10 <= len(s); i++ {
		if isISODate(s[i : i+10]) {
			return s[i : i+10]
		}
	}
	if s = pyLower(fold(s)); s == "" {
		return "\x00none"
	}
	return s
}

func isISODate(s string) bool {
	for i := 0; i < 10; i++ {
		c := s[i]
		if i == 4 || i == 7 {
			if c != '-' {
				return false
			}
		} else if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// commentMeta rates the comments extracted on the gold AC pages.
func (s *scoring) commentMeta() *CommentMetaScore {
	var m CommentMetaScore
	author, date := 0, 0
	for _, g := range s.corpus.Golds {
		if g.Type != "AC" {
			continue
		}
		m.Pages++
		p := s.byID[g.ID]
		m.Comments += len(p.CommentAuthors)
		for i, a := range p.CommentAuthors {
			if pyStrip(a) != "" {
				author++
			}
			if i < len(p.CommentDates) && pyStrip(p.CommentDates[i]) != "" {
				date++
			}
		}
	}
	if m.Pages == 0 {
		return nil
	}
	m.WithAuthor, m.WithDate = pyRound(ratio(author, m.Comments), 4), pyRound(ratio(date, m.Comments), 4)
	return &m
}

// MetadataLine is the metadata in one line: title, byline and published
// date match, and the comments with an author and a date on AC pages;
// "" when the corpus has none of them.
func (r Report) MetadataLine() string {
	var parts []string
	for _, f := range []struct {
		key string
		v   *float64
	}{{"title_match", r.TitleMatch}, {"byline_match", r.BylineMatch}, {"published_match", r.PublishedMatch}} {
		if f.v != nil {
			parts = append(parts, fmt.Sprintf("%s=%.4f", f.key, *f.v))
		}
	}
	if m := r.CommentMeta; m != nil {
		parts = append(parts, fmt.Sprintf("AC pages %d: comments=%d with_author=%.4f with_date=%.4f", m.Pages, m.Comments, m.WithAuthor, m.WithDate))
	}
	if len(parts) == 0 {
		return ""
	}
	return r.Corpus + " metadata " + strings.Join(parts, " ")
}
