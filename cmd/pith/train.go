package main

import (
	"encoding/json"
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
	fs := newFlags("train", "[flags]")
	corpus := fs.String("corpus", "../shared/datasets/dragnet-train", "corpus with gold article text")
	out := fs.String("out", "core/seeker", "directory for model_single.txt, model_segment.txt, model_content.txt")
	valid := fs.Bool("valid", false, "train on buckets 0–59 only, keeping 60–69 for validation ('pith holdout -part valid')")
	most := fs.Float64("most", 0.5, "content label: least share of a node's words in gold shingles")
	uniform := fs.Float64("uniform", 0.8, "good segment: content share ≥ this or ≤ 1−this, parent not alike")
	cfn := fs.Float64("cfn", 1, "cost of a false negative, CFP = 1 (§6.5): weight of content instances")
	cf := fs.Float64("cf", 0.25, "C4.5 pruning confidence factor")
	minObj := fs.Float64("minobj", 2, "C4.5 least instances in two branches")
	governed := fs.Bool("governed", true, "single-phase labels: the covered share of the text each candidate governs, weighted by its share of the page")
	pageWeight := fs.Float64("pageweight", 100, "-governed: total weight of one page")
	noPrune := fs.Bool("noprune", false, "keep the grown trees unpruned")
	skip := fs.String("skip", "", "comma-separated features to leave out")
	cv := fs.Int("cv", 0, "k > 1: k-fold cross-validation inside buckets 0–69 (fold = bucket mod k), scored with -algo; writes no model")
	algo := fs.String("algo", "seeker", "-cv: the configuration scored (seeker2 trains the two-phase trees)")
	jobs := fs.Int("j", 1, "-cv: folds trained and pages extracted in parallel")
	cvModels := fs.String("cvmodels", "", "-cv: directory of fold models, reused when present (same training flags only), written otherwise")
	cvOut := fs.String("cvout", "", "-cv: file for the pooled predictions (JSONL, as 'pith batch' writes them)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	c, err := eval.LoadCorpus(*corpus)
	if err != nil {
		return err
	}
	part := "train"
	if *valid {
		part = "fit"
	}
	labels := train.Labels{Most: *most, Uniform: *uniform, PositiveWeight: *cfn, Governed: *governed, PageWeight: *pageWeight}
	skipSet, err := skipFeatures(*skip)
	if err != nil {
		return err
	}
	params := train.Params{ConfidenceFactor: *cf, MinObj: *minObj, NoPrune: *noPrune}
	pages, skipped, err := pageSets(corpusPart(c, part), labels)
	if err != nil {
		return err
	}
	if *cv > 1 {
		return crossValidate(c, pages, params, skipSet, *cv, *algo, *jobs, *cvModels, *cvOut)
	}
	sets := train.NewSets()
	for _, p := range pages {
		sets.Append(p.sets)
	}
	fmt.Printf("split: FNV-1a(id) mod 100, part %q: %d pages used, %d skipped, of %d in %s\n",
		part, sets.Pages, skipped, len(c.Golds), c.Name)
	for _, t := range modelFiles(sets) {
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

// pageSet holds the labelled candidates of one page.
type pageSet struct {
	id   string
	sets *train.Sets
}

// pageSets labels the candidates of every page of c with a gold article.
func pageSets(c *eval.Corpus, labels train.Labels) (out []pageSet, skipped int, err error) {
	for _, g := range c.Golds {
		if strings.TrimSpace(g.Article) == "" {
			skipped++
			continue
		}
		src, err := c.PageText(g.ID)
		if err != nil {
			return nil, 0, err
		}
		doc, err := dom.Parse(src, dom.Limits{})
		if err != nil {
			skipped++
			continue
		}
		s := train.NewSets()
		s.AddPage(doc, features.Compute(doc, nil), g.Article, labels)
		out = append(out, pageSet{g.ID, s})
	}
	return out, skipped, nil
}

type modelFile struct {
	file string
	set  *train.Set
}

// modelFiles pairs each model file with its training set.
func modelFiles(sets *train.Sets) []modelFile {
	return []modelFile{
		{"model_single.txt", &sets.Single},
		{"model_segment.txt", &sets.Segment},
		{"model_content.txt", &sets.Content},
	}
}

// crossValidate trains on k−1 folds of the training pages and scores the
// k-th through the whole pipeline (-algo), for every fold; the report pools
// the predictions of all folds. The held-out buckets 70–99 are not touched.
func crossValidate(c *eval.Corpus, pages []pageSet, params train.Params, skip []bool, k int, algo string, jobs int, dir, out string) error {
	twoPhase := algo == "seeker2" || strings.HasPrefix(algo, "seeker2-")
	fold := func(id string) int { return pageBucket(id) % k }
	models := make([]*seeker.Models, k)
	err := forEach(k, jobs, func(f int) error {
		var err error
		models[f], err = foldModels(pages, fold, f, params, skip, twoPhase, dir)
		return err
	})
	if err != nil {
		return err
	}
	all := corpusPart(c, "train")
	var preds []eval.Prediction
	defer seeker.UseModels(nil)
	for f := 0; f < k; f++ {
		sub := *all
		sub.Golds = nil
		for _, g := range all.Golds {
			if fold(g.ID) == f {
				sub.Golds = append(sub.Golds, g)
			}
		}
		seeker.UseModels(models[f])
		p, err := predictCorpus(&sub, algo, jobs)
		if err != nil {
			return err
		}
		preds = append(preds, p...)
		if r := eval.Score(&sub, p); r.Article != nil {
			fmt.Printf("fold %d: %3d pages, article shingle P=%.4f R=%.4f F1=%.4f\n", f, len(sub.Golds), r.Article.Precision, r.Article.Recall, r.Article.F1)
		}
	}
	if out != "" {
		if err := writePredictions(out, preds); err != nil {
			return err
		}
	}
	rep := eval.Score(all, preds)
	fmt.Printf("%s cv=%d pages=%d algo=%s\n", rep.Brief(), k, len(all.Golds), algo)
	if rep.Article != nil {
		fmt.Printf("  article shingle P=%.4f R=%.4f F1=%.4f\n", rep.Article.Precision, rep.Article.Recall, rep.Article.F1)
	}
	return nil
}

// foldModels trains (or reads from dir) the trees of one fold: every page
// outside fold f.
func foldModels(pages []pageSet, fold func(string) int, f int, params train.Params, skip []bool, twoPhase bool, dir string) (*seeker.Models, error) {
	sets := train.NewSets()
	for _, p := range pages {
		if fold(p.id) != f {
			sets.Append(p.sets)
		}
	}
	m := &seeker.Models{}
	for i, t := range modelFiles(sets) {
		if (i == 0) == twoPhase {
			continue
		}
		var tree *seeker.Tree
		path := ""
		if dir != "" {
			path = filepath.Join(dir, fmt.Sprintf("fold%d_%s", f, t.file))
			if text, err := os.ReadFile(path); err == nil {
				if tree, err = seeker.ParseTree(string(text)); err != nil {
					return nil, err
				}
			}
		}
		if tree == nil {
			t.set.Skip = skip
			tree = train.Fit(t.set, params)
			if path != "" {
				if err := os.MkdirAll(dir, 0o755); err != nil {
					return nil, err
				}
				if err := os.WriteFile(path, []byte(tree.Format(t.file)), 0o644); err != nil {
					return nil, err
				}
			}
		}
		switch i {
		case 0:
			m.Single = tree
		case 1:
			m.Segment = tree
		default:
			m.Content = tree
		}
	}
	return m, nil
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

// writePredictions writes predictions as JSON lines.
func writePredictions(path string, preds []eval.Prediction) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	enc := json.NewEncoder(f)
	for _, p := range preds {
		if err := enc.Encode(p); err != nil {
			f.Close()
			return err
		}
	}
	return f.Close()
}
