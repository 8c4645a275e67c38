package main

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/eval"
)

// tinyCorpus is a one-page corpus made of a fixture, its gold article the
// fixture's story paragraph.
func tinyCorpus(t *testing.T) *eval.Corpus {
	t.Helper()
	dir := t.TempDir()
	page, err := os.ReadFile("../../testdata/pages/article-comments.html")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "pages"), 0o755); err != nil {
		t.Fatal(err)
	}
	var gz bytes.Buffer
	w := gzip.NewWriter(&gz)
	w.Write(page)
	w.Close()
	if err := os.WriteFile(filepath.Join(dir, "pages", "p.html.gz"), gz.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	gold := `{"id": "p", "url": "https://example.org/rye", "type": "AC", "title": "Baking Rye Bread at Home", "article": "Rye bread"}` + "\n"
	if err := os.WriteFile(filepath.Join(dir, "gold.jsonl"), []byte(gold), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := eval.LoadCorpus(dir)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestEvalMeasuresFidelityAndMetadata(t *testing.T) {
	c := tinyCorpus(t)
	preds, err := predictCorpusMeasured(c, "", 1, true)
	if err != nil {
		t.Fatal(err)
	}
	p := preds[0]
	if p.Fidelity == nil || p.Error != "" {
		t.Fatalf("page not measured: %+v", p)
	}
	if len(p.CommentAuthors) == 0 || len(p.CommentAuthors) != len(p.CommentDates) {
		t.Errorf("comment authors %q dates %q: want one of each per comment", p.CommentAuthors, p.CommentDates)
	}
	rep := eval.Score(c, preds)
	if rep.Fidelity == nil || rep.Fidelity.Pages != 1 || rep.CommentMeta == nil || rep.CommentMeta.Comments != len(p.CommentAuthors) {
		t.Fatalf("report: fidelity %+v comment meta %+v", rep.Fidelity, rep.CommentMeta)
	}
	if unmeasured, _ := predictCorpus(c, "", 1); unmeasured[0].Fidelity != nil {
		t.Error("predictCorpus measured fidelity")
	}
	var b bytes.Buffer
	writeFidelityTables(&b, []resultCorpus{{name: c.Name, runs: []resultRun{{method: defaultMethod, rep: rep}}}})
	for _, want := range []string{"### Fidelity, gold view", "### Fidelity, region view", "| " + c.Name + " | 1.000 | – | – | 1 |"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("results tables lack %q:\n%s", want, b.String())
		}
	}
	f, err := explainPage(c, "p", "")
	if err != nil {
		t.Fatal(err)
	}
	if text := fidelityText("p", f); !strings.HasPrefix(text, "p (verbatim/same/kept/in scope; images kept/in scope)\n  gold ") {
		t.Errorf("fidelityText:\n%s", text)
	}
}
