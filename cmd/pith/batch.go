package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/charset"
	"github.com/pith-reader/pith/core/eval"
	"github.com/pith-reader/pith/core/segment"
)

func init() {
	commands["batch"] = command{"extract every page of a corpus into predictions (JSONL)", runBatch}
	commands["eval"] = command{"score extraction on a corpus (or -all corpora) like score.py", runEval}
	commands["score"] = command{"score an existing predictions file (score.py's metrics + RA, LCS, bigrams)", runScore}
}

func runScore(args []string) error {
	fs := newFlags("score", "-corpus DIR -pred FILE [-brief]")
	corpus := fs.String("corpus", "", "corpus directory")
	pred := fs.String("pred", "", "predictions file (JSONL)")
	brief := fs.Bool("brief", false, "one line, like score.py --brief")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *corpus == "" || *pred == "" {
		return usagef("-corpus DIR and -pred FILE are required")
	}
	c, err := eval.LoadCorpus(*corpus)
	if err != nil {
		return err
	}
	f, err := os.Open(*pred)
	if err != nil {
		return err
	}
	defer f.Close()
	preds, err := eval.ReadPredictions(f)
	if err != nil {
		return err
	}
	printReport(eval.Score(c, preds), !*brief)
	return nil
}

func printReport(rep eval.Report, asJSON bool) {
	if asJSON {
		b, _ := json.MarshalIndent(rep, "", " ")
		fmt.Println(string(b))
		return
	}
	fmt.Println(rep.Brief())
}

// predict extracts one page from its raw bytes. MS covers decoding,
// parsing and extraction of this page alone. With g (the page's gold), the
// page's fidelity is measured too, after the clock stops.
func predict(id, pageURL string, raw []byte, algo string, g *eval.Gold) eval.Prediction {
	start := time.Now()
	src, _, err := charset.Decode(raw, "")
	var res *core.Result
	if err == nil {
		res, err = core.Extract(src, core.Options{URL: pageURL, Algorithm: algo})
	}
	p := predictionOf(id, res, err, float64(time.Since(start).Microseconds())/1000)
	if g != nil && err == nil {
		// A page that cannot be measured stays without fidelity; the
		// report counts it (FidelityReport.Unmeasured).
		p.Fidelity, _ = eval.MeasureFidelity(fidelityInput(src, pageURL, res, *g))
	}
	return p
}

// fidelityInput is what eval.MeasureFidelity needs of a page and its
// Result: the article regions, the regions rendered apart from it
// (comments, posts), the rendered article and the title.
func fidelityInput(src, pageURL string, res *core.Result, g eval.Gold) eval.FidelityInput {
	return eval.FidelityInput{Source: src, URL: pageURL, ArticleHTML: res.Article.HTML,
		Title: res.Title, Byline: res.Byline, GoldArticle: g.Article, GoldTitle: g.Title,
		Article: res.RegionNodes(segment.LabelArticle), Apart: res.RegionNodes(segment.LabelComment, segment.LabelPost)}
}

// predictionOf turns a Result into the batch format: the article's text,
// and the comments' texts one after the other.
func predictionOf(id string, res *core.Result, err error, ms float64) eval.Prediction {
	p := eval.Prediction{ID: id, MS: ms}
	if err != nil {
		p.Error = err.Error()
		return p
	}
	p.Type, p.Kind = string(res.Type), string(res.Kind)
	p.Title, p.Byline, p.Published = res.Title, res.Byline, res.Published
	p.Article = res.Article.Text
	texts := make([]string, len(res.Comments))
	for i, c := range res.Comments {
		texts[i] = c.Text
		p.CommentAuthors = append(p.CommentAuthors, c.Author)
		p.CommentDates = append(p.CommentDates, c.Date)
	}
	p.Comments = strings.Join(texts, "\n\n")
	return p
}

// corpusPredictors replace page-by-page prediction for methods that learn
// from the other pages of the corpus (site-level methods, leave-one-out);
// their files register them in init.
var corpusPredictors = map[string]func(c *eval.Corpus, algo string) ([]eval.Prediction, error){}

// predictCorpus runs predict over every page with j workers, keeping the
// corpus order.
func predictCorpus(c *eval.Corpus, algo string, j int) ([]eval.Prediction, error) {
	return predictCorpusMeasured(c, algo, j, false)
}

// predictCorpusMeasured is predictCorpus, measuring each page's fidelity
// when fidelity is set (methods that learn from the corpus are not
// measured).
func predictCorpusMeasured(c *eval.Corpus, algo string, j int, fidelity bool) ([]eval.Prediction, error) {
	if f, ok := corpusPredictors[algo]; ok {
		return f(c, algo)
	}
	preds := make([]eval.Prediction, len(c.Golds))
	err := forEach(len(c.Golds), j, func(i int) error {
		g := c.Golds[i]
		raw, err := c.PageBytes(g.ID)
		if err != nil {
			return err
		}
		var gold *eval.Gold
		if fidelity {
			gold = &g
		}
		preds[i] = predict(g.ID, g.URL, raw, algo, gold)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return preds, nil
}

// forEach calls fn(i) for i in [0, n) on jobs workers and returns the
// first error in index order, once all calls are done.
func forEach(n, jobs int, fn func(i int) error) error {
	errs := make([]error, n)
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < max(1, jobs); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				errs[i] = fn(i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

func runBatch(args []string) error {
	fs := newFlags("batch", "-corpus DIR -out FILE|- [flags]")
	corpus := fs.String("corpus", "", "corpus directory (gold.jsonl, pages/)")
	out := fs.String("out", "", "predictions file (JSONL); - for stdout")
	algo := fs.String("algo", "", "segmentation method (see 'pith algos')")
	jobs := fs.Int("j", 1, "pages extracted in parallel (1 gives clean per-page times)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *corpus == "" || *out == "" {
		return usagef("-corpus DIR and -out FILE are required")
	}
	c, err := eval.LoadCorpus(*corpus)
	if err != nil {
		return err
	}
	start := time.Now()
	preds, err := predictCorpus(c, *algo, *jobs)
	if err != nil {
		return err
	}
	w := os.Stdout
	if *out != "-" {
		if w, err = os.Create(*out); err != nil {
			return err
		}
		defer w.Close()
	}
	bw := bufio.NewWriter(w)
	if err := eval.WritePredictions(bw, preds); err != nil {
		return err
	}
	el := time.Since(start)
	fmt.Fprintf(os.Stderr, "%d pages in %s (%.1f pages/s)\n", len(preds), el.Round(time.Millisecond), float64(len(preds))/el.Seconds())
	return bw.Flush()
}

// devCorpora are the corpora `pith eval -all` runs.
var devCorpora = []string{"scrapinghub", "readability", "dragnet-train", "web2026-dev", "cleaneval-dev", "cleanportal"}

func runEval(args []string) error {
	fs := newFlags("eval", "-corpus DIR [flags]   |   pith eval -all [-datasets DIR] [flags]")
	corpus := fs.String("corpus", "", "corpus directory")
	all := fs.Bool("all", false, "every dev corpus under -datasets")
	datasets := fs.String("datasets", "../shared/datasets", "where the corpora are (with -all)")
	algo := fs.String("algo", "", "segmentation method (see 'pith algos')")
	jobs := fs.Int("j", 1, "pages extracted in parallel")
	asJSON := fs.Bool("json", false, "print score.py's full JSON (plus fidelity and metadata) instead of lines per corpus")
	sites := fs.String("sites", "", "score one half of a split by site: a or b (each site's pages all in one half)")
	out := fs.String("out", "", "with -all: run every method (-algo a,b,… for some) and write the Markdown results tables here (-j 2 unless given)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	dirs := []string{*corpus}
	if *all {
		dirs = dirs[:0]
		for _, c := range devCorpora {
			dirs = append(dirs, filepath.Join(*datasets, c))
		}
	} else if *corpus == "" {
		return usagef("-corpus DIR or -all is required")
	}
	if *sites != "" && *sites != "a" && *sites != "b" {
		return usagef("unknown -sites %q (a or b)", *sites)
	}
	if *out != "" {
		if !*all {
			return usagef("-out needs -all")
		}
		return writeResults(dirs, resultMethods(*algo), *out, resultsJobsFor(fs, *jobs), "pith eval "+strings.Join(args, " "))
	}
	for _, dir := range dirs {
		c, err := eval.LoadCorpus(dir)
		if err != nil {
			return err
		}
		if *sites != "" {
			c = eval.SiteHalfOf(c, *sites)
			c.Name += "[sites " + *sites + "]"
		}
		preds, err := predictCorpusMeasured(c, *algo, *jobs, true)
		if err != nil {
			return err
		}
		rep := eval.Score(c, preds)
		printReport(rep, *asJSON)
		if !*asJSON {
			printExtraLines(rep)
		}
	}
	return nil
}

// printExtraLines prints, under score.py's line, the lines score.py has
// not: fidelity (gold and region views) and metadata.
func printExtraLines(rep eval.Report) {
	if rep.Fidelity != nil {
		for _, l := range rep.Fidelity.Lines(rep.Corpus) {
			fmt.Println(l)
		}
	}
	if l := rep.MetadataLine(); l != "" {
		fmt.Println(l)
	}
	if l := rep.CategoryLine(); l != "" {
		fmt.Println(l)
	}
}
