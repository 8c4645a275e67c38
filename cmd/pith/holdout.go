package main

import (
	"fmt"
	"hash/fnv"

	"github.com/pith-reader/pith/core/eval"
)

func init() {
	commands["holdout"] = command{"score a method on one part of the train/held-out split of 'pith train'", runHoldout}
}

// The page split shared by 'pith train' and 'pith holdout': a page's bucket
// is FNV-1a(id) mod 100; buckets 0–69 are for training (70%), 70–99 are held
// out (30%). Within training, buckets 60–69 serve as validation when
// training with -valid (the model then sees buckets 0–59 only).
const (
	trainBuckets = 70
	validFrom    = 60
)

// pageBucket is the split bucket of a page id.
func pageBucket(id string) int {
	h := fnv.New32a()
	h.Write([]byte(id))
	return int(h.Sum32() % 100)
}

// inPart reports whether a page belongs to a part: "train", "holdout",
// "valid" (buckets 60–69) or "fit" (the training pages of a -valid run).
func inPart(id, part string) bool {
	b := pageBucket(id)
	switch part {
	case "train":
		return b < trainBuckets
	case "holdout":
		return b >= trainBuckets
	case "valid":
		return b >= validFrom && b < trainBuckets
	case "fit":
		return b < validFrom
	}
	return false
}

// corpusPart is a copy of c holding only the pages of one part.
func corpusPart(c *eval.Corpus, part string) *eval.Corpus {
	sub := *c
	sub.Golds = nil
	for _, g := range c.Golds {
		if inPart(g.ID, part) {
			sub.Golds = append(sub.Golds, g)
		}
	}
	return &sub
}

func runHoldout(args []string) error {
	fs := newFlags("holdout", "[flags]")
	corpus := fs.String("corpus", "../shared/datasets/dragnet-train", "corpus directory")
	algo := fs.String("algo", "seeker", "segmentation method (see 'pith algos')")
	part := fs.String("part", "holdout", "pages to score: holdout, train, valid or fit")
	jobs := fs.Int("j", 1, "pages extracted in parallel")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch *part {
	case "holdout", "train", "valid", "fit":
	default:
		return usagef("unknown -part %q (holdout, train, valid or fit)", *part)
	}
	c, err := eval.LoadCorpus(*corpus)
	if err != nil {
		return err
	}
	sub := corpusPart(c, *part)
	preds, err := predictCorpus(sub, *algo, *jobs)
	if err != nil {
		return err
	}
	rep := eval.Score(sub, preds)
	fmt.Printf("%s part=%s pages=%d/%d algo=%s\n", rep.Brief(), *part, len(sub.Golds), len(c.Golds), *algo)
	if rep.Article != nil && rep.LCS != nil {
		fmt.Printf("  article shingle P=%.4f R=%.4f F1=%.4f; LCS P=%.4f R=%.4f F1=%.4f\n",
			rep.Article.Precision, rep.Article.Recall, rep.Article.F1, rep.LCS.Precision, rep.LCS.Recall, rep.LCS.F1)
	}
	return nil
}
