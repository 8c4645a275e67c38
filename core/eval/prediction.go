package eval

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// Prediction is one line of the batch format: what a system extracted from
// one page. MS is the extraction time in milliseconds.
type Prediction struct {
	ID       string  `json:"id"`
	Type     string  `json:"type"`
	Title    string  `json:"title"`
	Byline   string  `json:"byline"`
	Article  string  `json:"article"`
	Comments string  `json:"comments"`
	MS       float64 `json:"ms"`
	Error    string  `json:"error,omitempty"`

	// Published is the extracted publication date (as the extractor gives
	// it; Score compares its calendar date).
	Published string `json:"published,omitempty"`
	// Kind is the predicted page kind (article, documentation, product,
	// listing, discussion, page), scored against the gold categories.
	Kind string `json:"kind,omitempty"`
	// CommentAuthors and CommentDates hold, for each extracted comment in
	// order, its author and its date ("" when not found).
	CommentAuthors []string `json:"comment_authors,omitempty"`
	CommentDates   []string `json:"comment_dates,omitempty"`
	// Fidelity is the page's fidelity (MeasureFidelity), when measured.
	Fidelity *PageFidelity `json:"fidelity,omitempty"`

	// noMS is set when a decoded line had no numeric "ms": score.py leaves such
	// lines out of the timing statistics. Predictions built in Go always count.
	noMS bool
}

// HasMS reports whether the prediction carries a time (score.py counts only
// those in the "ms" statistics).
func (p Prediction) HasMS() bool { return !p.noMS }

// predictionJSON is the wire shape; ms is kept raw so its absence and type can
// be seen.
type predictionJSON struct {
	ID       string          `json:"id"`
	Type     string          `json:"type"`
	Title    string          `json:"title"`
	Byline   string          `json:"byline"`
	Article  string          `json:"article"`
	Comments string          `json:"comments"`
	MS       json.RawMessage `json:"ms,omitempty"`
	Error    string          `json:"error,omitempty"`

	Published      string        `json:"published,omitempty"`
	Kind           string        `json:"kind,omitempty"`
	CommentAuthors []string      `json:"comment_authors,omitempty"`
	CommentDates   []string      `json:"comment_dates,omitempty"`
	Fidelity       *PageFidelity `json:"fidelity,omitempty"`
}

// UnmarshalJSON accepts ms as a number, or as true/false (Python counts a bool
// as an int); null, a string or no ms at all mean "no time".
func (p *Prediction) UnmarshalJSON(data []byte) error {
	var w predictionJSON
	if err := json.Unmarshal(data, &w); err != nil {
		return err
	}
	ms, ok := parseMS(w.MS)
	*p = Prediction{ID: w.ID, Type: w.Type, Title: w.Title, Byline: w.Byline,
		Article: w.Article, Comments: w.Comments, MS: ms, Error: w.Error, noMS: !ok,
		Published: w.Published, Kind: w.Kind, CommentAuthors: w.CommentAuthors, CommentDates: w.CommentDates,
		Fidelity: w.Fidelity}
	return nil
}

// MarshalJSON writes every field, and ms only when the prediction has one.
func (p Prediction) MarshalJSON() ([]byte, error) {
	w := predictionJSON{ID: p.ID, Type: p.Type, Title: p.Title, Byline: p.Byline,
		Article: p.Article, Comments: p.Comments, Error: p.Error, Published: p.Published, Kind: p.Kind,
		CommentAuthors: p.CommentAuthors, CommentDates: p.CommentDates, Fidelity: p.Fidelity}
	if !p.noMS {
		ms, err := json.Marshal(p.MS)
		if err != nil {
			return nil, err
		}
		w.MS = ms
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false) // articles are full of '<' and '&'; keep them readable
	if err := enc.Encode(w); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

func parseMS(raw json.RawMessage) (float64, bool) {
	raw = bytes.TrimSpace(raw)
	switch {
	case len(raw) == 0:
		return 0, false
	case string(raw) == "true":
		return 1, true
	case string(raw) == "false":
		return 0, true
	}
	var ms float64
	if raw[0] == '-' || ('0' <= raw[0] && raw[0] <= '9') {
		if err := json.Unmarshal(raw, &ms); err == nil {
			return ms, true
		}
	}
	return 0, false
}

// WritePredictions writes one JSON object per line.
func WritePredictions(w io.Writer, preds []Prediction) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := range preds {
		if err := enc.Encode(preds[i]); err != nil {
			return fmt.Errorf("eval: writing prediction %q: %w", preds[i].ID, err)
		}
	}
	return nil
}

// ReadPredictions reads JSON Lines written by WritePredictions (or any tool
// producing the batch format); blank lines are skipped.
func ReadPredictions(r io.Reader) ([]Prediction, error) {
	var preds []Prediction
	err := eachJSONLine(r, func(n int, line []byte) error {
		var p Prediction
		if err := json.Unmarshal(line, &p); err != nil {
			return fmt.Errorf("eval: prediction line %d: %w", n, err)
		}
		preds = append(preds, p)
		return nil
	})
	return preds, err
}
