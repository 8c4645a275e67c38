package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/pith-reader/pith/bench/peers"
)

// prediction is one line of the reference scorer's input.
type prediction struct {
	ID       string  `json:"id"`
	Article  string  `json:"article"`
	Comments string  `json:"comments"`
	Type     string  `json:"type"`
	Title    string  `json:"title"`
	Byline   string  `json:"byline"`
	MS       float64 `json:"ms"`
	Error    string  `json:"error,omitempty"`
}

// batch runs one system over a corpus and writes one prediction per page.
// ms is the time from the page's bytes to the system's result (decoding
// included), for that page alone, in a process that runs nothing else.
func batch(args []string) error {
	fs := flag.NewFlagSet("batch", flag.ExitOnError)
	corpus := fs.String("corpus", "", "corpus directory (gold.jsonl, pages/)")
	system := fs.String("system", "", "system name: "+fmt.Sprint(peers.Names()))
	out := fs.String("out", "", "predictions JSONL to write")
	limit := fs.Int("n", 0, "only the first N pages")
	fs.Parse(args)
	if *corpus == "" || *system == "" || *out == "" {
		fs.Usage()
		return fmt.Errorf("batch: -corpus, -system and -out are required")
	}
	sys, ok := peers.Lookup(*system)
	if !ok {
		return fmt.Errorf("batch: unknown system %q (have %v)", *system, peers.Names())
	}
	pages, err := loadCorpus(*corpus, *limit)
	if err != nil {
		return err
	}
	f, err := os.Create(*out)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	errs := 0
	for _, p := range pages {
		pred := runOne(sys, p)
		if pred.Error != "" {
			errs++
		}
		if err := enc.Encode(pred); err != nil {
			return err
		}
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "%s: %d pages, %d errors -> %s\n", sys.Name, len(pages), errs, *out)
	return nil
}

func runOne(sys peers.System, p page) prediction {
	start := time.Now()
	text, _, err := peers.Decode(p.Raw, "")
	var o peers.Output
	if err == nil {
		o, err = sys.Run(text, p.URL)
	}
	ms := float64(time.Since(start).Microseconds()) / 1000
	pred := prediction{ID: p.ID, Article: o.Article, Comments: o.Comments, Type: o.Type,
		Title: o.Title, Byline: o.Byline, MS: ms}
	if err != nil {
		pred.Error = err.Error()
	}
	return pred
}
