package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/charset"
	"github.com/pith-reader/pith/core/mdfile"
)

func init() {
	commands["extract"] = command{"the reader view of one page (Markdown, HTML, text or JSON)", runExtract}
	commands["algos"] = command{"list the segmentation methods for -algo", runAlgos}
}

func runAlgos([]string) error {
	for _, a := range core.Algorithms() {
		def := ""
		if a == core.DefaultAlgorithm {
			def = " (default)"
		}
		fmt.Println(a + def)
	}
	return nil
}

func runExtract(args []string) error {
	fs := flag.NewFlagSet("extract", flag.ExitOnError)
	format := fs.String("format", "md", "output: md, html, text or json")
	algo := fs.String("algo", "", "segmentation method (see 'pith algos')")
	pageURL := fs.String("url", "", "the page's URL (resolves relative links)")
	trace := fs.Bool("trace", false, "record the decisions (json output)")
	noComments := fs.Bool("no-comments", false, "leave the comments out")
	budgetMS := fs.Int("budget-ms", 0, "stop with an error past this many milliseconds (0: no bound)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: pith extract [flags] FILE|-   (FILE may be .html or .html.gz)")
		fs.PrintDefaults()
	}
	fs.Parse(args)
	if fs.NArg() != 1 {
		fs.Usage()
		return fmt.Errorf("extract: one input file expected")
	}
	src, err := readPage(fs.Arg(0))
	if err != nil {
		return err
	}
	res, err := core.Extract(src, core.Options{URL: *pageURL, Algorithm: *algo, Trace: *trace, NoComments: *noComments, TimeBudgetMS: *budgetMS})
	if err != nil {
		return err
	}
	return writeResult(os.Stdout, res, *format)
}

// readPage reads a page from a file (gunzipping .gz) or stdin and decodes
// its charset to UTF-8.
func readPage(path string) (string, error) {
	if path == "-" {
		raw, err := io.ReadAll(os.Stdin)
		if err != nil {
			return "", err
		}
		s, _, err := charset.Decode(raw, "")
		return s, err
	}
	return charset.DecodeFile(path)
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
