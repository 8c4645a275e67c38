package main

import (
	"fmt"
	"io"
	"os"
	"sort"

	"github.com/pith-reader/pith/core"
)

func init() {
	commands["algos"] = command{"list the segmentation methods for -algo, one line each", func(args []string) error {
		if err := parseFlags(newFlags("algos", ""), args); err != nil {
			return err
		}
		return listAlgos(os.Stdout)
	}}
}

// algoSummaries says in a line what each method of core.Algorithms does
// (TestEveryAlgorithmHasASummary keeps the table complete).
var algoSummaries = map[string]string{
	"sd":         "SD algorithm alone (seed 000): density regions, comment regions, page type; without -algo, the default pipeline refines its regions",
	"seeker":     "Content Seeker (seed 001): single-phase decision tree, subtree mass selection",
	"seeker2":    "Content Seeker, two-phase trees (segments, then content)",
	"seeker-lbs": "Content Seeker with the thesis's largest-block-of-string heuristic (LBS)",
	"seeker-sls": "Content Seeker with string-length smoothing (SLS)",
	"seeker-tp":  "Content Seeker with the table-pattern heuristic (TP)",
	"density":    "text density and visual importance (seed 003): composite/hybrid density, density sum, threshold",
	"forest":     "FOREST (seed 004): the most informative structural pattern (J×U over signifiers), one wrapper per site",
	"coverage":   "FOREST's COVERAGE baseline (seed 004): patterns ranked by signifier coverage",
	"template":   "site template (seed 002): sections that recur on the site's pages are noise; alone, the page is its own template",
	"crunch":     "Crunch baseline (seed 001 §3.1): drops ad links, link-heavy cells and lists, and text links",
	"fe":         "FE baseline (§3.2): the block of highest text purity",
	"kfe":        "K-FE baseline: FE's purest blocks by 2-means on purity",
	"lqf":        "LQF baseline (§3.3): drops block text that is more than 50 % link text",
	"lqf-25":     "LQF at a 25 % link quota",
	"lqf-75":     "LQF at a 75 % link quota",
	"lp":         "LP baseline (§3.4): link-based pagelets, the one with the most text",
	"dsc":        "DSC baseline (§3.5): words where the document's tag slope is flat",
	"ccb":        "CCB baseline (§3.6): content code blurring over characters",
	"tccb":       "TCCB baseline: content code blurring over tokens",
	"accb":       "ACCB baseline: CCB with link markup not counted as code",
	"body":       "floor: all of <body>",
	"semantic":   "floor: the <article> with the most text, else <main>, else <body>",
}

// corpusOnlySummaries are the -algo names of batch and eval that learn from
// the other pages of a corpus's sites (cmd/pith/site.go), not methods of core.
var corpusOnlySummaries = map[string]string{
	"site": "the default pipeline with a site profile learnt from the site's other pages (batch, eval: corpora with sites)",
}

// listAlgos writes one line per method: its name and what it does.
func listAlgos(w io.Writer) error {
	names := core.Algorithms()
	for n := range corpusOnlySummaries {
		names = append(names, n)
	}
	sort.Strings(names)
	width := 0
	for _, n := range names {
		width = max(width, len(n))
	}
	for _, n := range names {
		if _, err := fmt.Fprintf(w, "%-*s  %s\n", width, n, algoSummaries[n]+corpusOnlySummaries[n]); err != nil {
			return err
		}
	}
	return nil
}
