package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/charset"
	"github.com/pith-reader/pith/core/mdfile"
)

func init() {
	commands["extract"] = command{"the reader view of one page (Markdown, HTML, text or JSON)", runExtract}
}

func runExtract(args []string) error {
	fs := newFlags("extract", "[flags] FILE|-   (FILE may be .html or .html.gz; - reads stdin)")
	format := fs.String("format", "md", "output: md, html, text or json")
	algo := fs.String("algo", "", "segmentation method (see 'pith algos')")
	pageURL := fs.String("url", "", "the page's URL (resolves relative links)")
	trace := fs.Bool("trace", false, "record the decisions: in the JSON with -format json, else one line each on stderr")
	noComments := fs.Bool("no-comments", false, "leave the comments out")
	budgetMS := fs.Int("budget-ms", 0, "stop with an error past this many milliseconds (0: no bound)")
	maxBytes := fs.Int("max-bytes", charset.DefaultMaxBytes, "read at most this many bytes of the page (a longer file is cut and reported; a longer pipe or device is refused)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usagef("one input file expected (or - for stdin), got %d", fs.NArg())
	}
	if !knownFormats[*format] {
		return usagef("unknown -format %q (md, html, text, json)", *format)
	}
	if *maxBytes <= 0 {
		return usagef("-max-bytes must be positive, got %d", *maxBytes)
	}
	src, truncated, err := readPage(fs.Arg(0), *maxBytes)
	if err != nil {
		return err
	}
	if truncated {
		fmt.Fprintf(os.Stderr, "pith: %s is longer than %d bytes: only its first %d bytes were read\n", fs.Arg(0), *maxBytes, *maxBytes)
	}
	opts := core.Options{URL: *pageURL, Algorithm: *algo, Trace: *trace, NoComments: *noComments, TimeBudgetMS: *budgetMS}
	opts.Limits.MaxBytes = *maxBytes
	res, err := core.Extract(src, opts)
	if err != nil {
		return err
	}
	res.Stats.Truncated = res.Stats.Truncated || truncated
	if *trace && *format != "json" {
		// The JSON carries the trace; the other formats are the article
		// itself, so the decisions go beside it, on stderr.
		writeTrace(os.Stderr, res)
	}
	return writeResult(os.Stdout, res, *format)
}

// knownFormats are the values of extract's -format.
var knownFormats = map[string]bool{"md": true, "markdown": true, "html": true, "text": true, "json": true}

// writeTrace writes the recorded decisions one per line.
func writeTrace(w io.Writer, res *core.Result) {
	for _, s := range res.Trace {
		fmt.Fprintf(w, "trace: %-22s node %-5d score %-8.4g %s\n", s.Step, s.Node, s.Score, s.Reason)
	}
}

// readPage reads a page from a file (gunzipping .gz) or stdin ("-"), at
// most max+1 bytes (truncated: there was more), and decodes its charset to
// UTF-8. Standard input or a file that is not a regular file (a pipe, a
// device) and goes on past max is refused (charset.ErrEndless).
func readPage(path string, max int) (string, bool, error) {
	var raw []byte
	var truncated bool
	var err error
	if path == "-" {
		raw, truncated, err = charset.ReadOpenLimited(os.Stdin, false, max)
	} else {
		raw, truncated, err = charset.ReadFileLimited(path, max)
	}
	if err != nil {
		return "", false, err
	}
	s, _, err := charset.Decode(raw, "")
	return s, truncated, err
}

func writeResult(w io.Writer, res *core.Result, format string) error {
	switch format {
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(res)
	case "html":
		_, err := io.WriteString(w, res.Article.HTML+"\n")
		return err
	case "text":
		_, err := io.WriteString(w, res.Article.Text+"\n")
		return err
	case "md", "markdown":
		_, err := io.WriteString(w, mdfile.Markdown(res, mdfile.Options{}))
		return err
	}
	return fmt.Errorf("extract: unknown format %q (md, html, text, json)", format)
}
