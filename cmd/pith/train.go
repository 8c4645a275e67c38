package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/eval"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/seeker"
	"github.com/pith-reader/pith/core/seeker/train"
)

func init() {
	commands["train"] = command{"train Content Seeker's decision trees on a corpus's gold text", runTrain}
}

// maxModelBytes is the budget of one model file (the three stay < 200 KB
// together: 96 + 64 + 32 at most in practice).
const maxModelBytes = 96 << 10

func runTrain(args []string) error {
	fs := flag.NewFlagSet("train", flag.ExitOnError)
	corpus := fs.String("corpus", "../shared/datasets/dragnet-train", "corpus with gold article text")
	out := fs.String("out", "core/seeker", "directory for model_single.txt, model_segment.txt, model_content.txt")
	valid := fs.Bool("valid", false, "train on buckets 0–59 only, keeping 60–69 for validation ('pith holdout -part valid')")
	most := fs.Float64("most", 0.5, "content label: least share of a node's words in gold shingles")
	uniform := fs.Float64("uniform", 0.8, "good segment: content share ≥ this or ≤ 1−this, parent not alike")
	cfn := fs.Float64("cfn", 1, "cost of a false negative, CFP = 1 (§6.5): weight of content instances")
	cf := fs.Float64("cf", 0.25, "C4.5 pruning confidence factor")
	minObj := fs.Float64("minobj", 2, "C4.5 least instances in two branches")
	skip := fs.String("skip", "", "comma-separated features to leave out")
	fs.Parse(args)
	c, err := eval.LoadCorpus(*corpus)
	if err != nil {
		return err
	}
	part := "train"
	if *valid {
		part = "fit"
	}
	labels := train.Labels{Most: *most, Uniform: *uniform, PositiveWeight: *cfn}
	sets := train.NewSets()
	skipped := 0
	for _, g := range corpusPart(c, part).Golds {
		if strings.TrimSpace(g.Article) == "" {
			skipped++
			continue
		}
		src, err := c.PageText(g.ID)
		if err != nil {
			return err
		}
		doc, err := dom.Parse(src, dom.Limits{})
		if err != nil {
			skipped++
			continue
		}
		sets.AddPage(doc, features.Compute(doc, nil), g.Article, labels)
	}
	skipSet, err := skipFeatures(*skip)
	if err != nil {
		return err
	}
	params := train.Params{ConfidenceFactor: *cf, MinObj: *minObj}
	fmt.Printf("split: FNV-1a(id) mod 100, part %q: %d pages used, %d skipped, of %d in %s\n",
		part, sets.Pages, skipped, len(c.Golds), c.Name)
	trees := []struct {
		file string
		set  *train.Set
	}{
		{"model_single.txt", &sets.Single},
		{"model_segment.txt", &sets.Segment},
		{"model_content.txt", &sets.Content},
	}
	for _, t := range trees {
		t.set.Skip = skipSet
		pos, total := t.set.Counts()
		tree := train.Fit(t.set, params)
		text := tree.Format(strings.TrimSuffix(t.file, ".txt"))
		if len(text) > maxModelBytes {
			return fmt.Errorf("train: %s is %d bytes, over %d: raise -minobj", t.file, len(text), maxModelBytes)
		}
		acc := train.Accuracy(tree, t.set)
		fmt.Printf("%-18s %7d instances (positive weight %.0f of %.0f), %4d nodes, %6d bytes, training accuracy %.4f\n",
			t.file, len(t.set.X), pos, total, tree.Size(), len(text), acc)
		if err := os.WriteFile(filepath.Join(*out, t.file), []byte(text), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// skipFeatures parses -skip.
func skipFeatures(list string) ([]bool, error) {
	skip := make([]bool, seeker.NumFeatures)
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		found := false
		for i, f := range seeker.FeatureNames {
			if f == name {
				skip[i], found = true, true
			}
		}
		if !found {
			return nil, fmt.Errorf("train: unknown feature %q", name)
		}
	}
	return skip, nil
}
