package eval

import (
	"bytes"
	"compress/gzip"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func writeGz(t *testing.T, path string, data []byte) {
	t.Helper()
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	zw.Write(data)
	zw.Close()
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestLoadCorpus(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tiny")
	os.MkdirAll(filepath.Join(dir, "pages"), 0o755)
	gold := `{"id": "a", "article": "first", "comments": ""}

{"id": "b", "article": "only", "with": ["x"], "type": "AC"}
{"id": "a", "article": "second"}
`
	os.WriteFile(filepath.Join(dir, "gold.jsonl"), []byte(gold), 0o644)
	writeGz(t, filepath.Join(dir, "pages", "b.html.gz"), []byte("<meta charset=iso-8859-1><p>caf\xe9</p>"))

	c, err := LoadCorpus(dir + "/")
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "tiny" || len(c.Golds) != 2 {
		t.Fatalf("Name %q, %d golds; want tiny, 2", c.Name, len(c.Golds))
	}
	if a := c.Golds[0]; a.ID != "a" || a.Article != "second" || a.HasComments {
		t.Errorf("repeated id: got %+v, want the last line in the first position", a)
	}
	b, ok := c.Gold("b")
	if !ok || b.Type != "AC" || len(b.With) != 1 {
		t.Errorf("Gold(b) = %+v, %v", b, ok)
	}
	text, err := c.PageText("b")
	if err != nil || !strings.Contains(text, "café") {
		t.Errorf("PageText(b) = %q, %v", text, err)
	}
	if _, err := c.PageBytes("a"); err == nil {
		t.Error("PageBytes of a page without a file: want an error")
	}
	if _, err := c.PageBytes("zz"); !errors.Is(err, ErrUnknownPage) {
		t.Errorf("PageBytes(zz) error = %v, want ErrUnknownPage", err)
	}
}

func TestLoadCorpusErrors(t *testing.T) {
	if _, err := LoadCorpus(t.TempDir()); err == nil {
		t.Error("LoadCorpus without gold.jsonl: want an error")
	}
	if _, err := ReadGold(strings.NewReader("{\"id\": \"a\"}\n{broken\n")); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("ReadGold of a broken line: error = %v, want one naming line 2", err)
	}
}

func TestGoldHasComments(t *testing.T) {
	tests := map[string]bool{
		`{"id": "x"}`:                    false,
		`{"id": "x", "comments": ""}`:    true,
		`{"id": "x", "comments": "hey"}`: true,
	}
	for line, want := range tests {
		c, err := ReadGold(strings.NewReader(line))
		if err != nil {
			t.Fatal(err)
		}
		if got := c.Golds[0].HasComments; got != want {
			t.Errorf("%s: HasComments = %v, want %v", line, got, want)
		}
	}
}

func TestPredictionsRoundTrip(t *testing.T) {
	in := `{"id": "1", "article": "a", "ms": 12.5}
{"id": "2", "article": null, "type": "M"}
{"id": "3", "ms": true}
{"id": "4", "ms": "12"}
{"id": "5", "ms": null, "error": "boom"}
`
	preds, err := ReadPredictions(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	wantMS := []struct {
		has bool
		ms  float64
	}{{true, 12.5}, {false, 0}, {true, 1}, {false, 0}, {false, 0}}
	for i, w := range wantMS {
		if preds[i].HasMS() != w.has || preds[i].MS != w.ms {
			t.Errorf("pred %d: HasMS %v ms %v, want %v %v", i, preds[i].HasMS(), preds[i].MS, w.has, w.ms)
		}
	}
	var out bytes.Buffer
	if err := WritePredictions(&out, preds); err != nil {
		t.Fatal(err)
	}
	again, err := ReadPredictions(&out)
	if err != nil {
		t.Fatal(err)
	}
	for i := range preds {
		if !reflect.DeepEqual(again[i], preds[i]) {
			t.Errorf("round trip %d: %+v, want %+v", i, again[i], preds[i])
		}
	}
	line, _ := (Prediction{ID: "x", Article: "<p>"}).MarshalJSON()
	if want := `{"id":"x","type":"","title":"","byline":"","article":"<p>","comments":"","ms":0}`; string(line) != want {
		t.Errorf("MarshalJSON = %s, want %s", line, want)
	}
	if _, err := ReadPredictions(strings.NewReader("{\"id\": 1}")); err == nil {
		t.Error("a numeric id: want an error")
	}
}

func TestScoreSections(t *testing.T) {
	gold := `{"id": "1", "article": "one two three four five", "title": "A  Title", "type": "A", "category": "article"}
{"id": "2", "article": "", "comments": "nice post indeed friend", "type": "M"}
`
	c, err := ReadGold(strings.NewReader(gold))
	if err != nil {
		t.Fatal(err)
	}
	c.Name = "mini"
	preds := []Prediction{
		{ID: "1", Article: "one two three four five", Title: " a title", Type: "A", MS: 2},
		{ID: "1", Article: "one two three four five", Title: "a title", Type: "A", MS: 4},
		{ID: "3", Error: "failed", MS: 10},
	}
	rep := Score(c, preds)
	checks := []struct {
		name      string
		got, want any
	}{
		{"missing", rep.Missing, 1},
		{"article", *rep.Article, PRScore{F1: 1, Precision: 1, Recall: 1, Pages: 1}},
		{"comments", *rep.Comments, PRScore{F1: 0, Precision: 0, Recall: 0, Pages: 1}},
		{"type accuracy", rep.Type.Accuracy, 0.5},
		{"type confusion", rep.Type.Confusion["M->-"], 1},
		{"discussion recall", rep.Discussion.Recall, 0.0},
		{"title", *rep.TitleMatch, 1.0},
		{"ms", *rep.MS, Timing{Median: 7, Mean: 7}},
		{"errors", rep.Errors, 1},
		{"ra", *rep.RA, 0.5},
		{"no snippets", rep.Snippets == nil, true},
		{"no byline", rep.BylineMatch == nil, true},
	}
	for _, ch := range checks {
		if ch.got != ch.want {
			t.Errorf("%s = %v, want %v", ch.name, ch.got, ch.want)
		}
	}
	want := "mini article_f1=1.0 comments_f1=0.0 type_acc=0.5 discussion_p=0.0 r=0.0 ms_median=7.0"
	if got := rep.Brief(); got != want {
		t.Errorf("Brief = %q, want %q", got, want)
	}
	js, err := rep.JSON()
	if err != nil || !bytes.Contains(js, []byte(`"M->-": 1`)) {
		t.Errorf("JSON = %s, %v", js, err)
	}
}

func TestScoreEmpty(t *testing.T) {
	rep := Score(&Corpus{Name: "empty"}, nil)
	if rep.Article != nil || rep.Comments != nil || rep.MS != nil || rep.RA != nil || rep.Type != nil {
		t.Errorf("empty corpus: %+v", rep)
	}
	if got := rep.Brief(); got != "empty" {
		t.Errorf("Brief = %q", got)
	}
}
