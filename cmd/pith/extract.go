package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/charset"
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
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usagef("one input file expected (or - for stdin), got %d", fs.NArg())
	}
	if !knownFormats[*format] {
		return usagef("unknown -format %q (md, html, text, json)", *format)
	}
	src, err := readPage(fs.Arg(0))
	if err != nil {
		return err
	}
	res, err := core.Extract(src, core.Options{URL: *pageURL, Algorithm: *algo, Trace: *trace, NoComments: *noComments, TimeBudgetMS: *budgetMS})
	if err != nil {
		return err
	}
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
		_, err := io.WriteString(w, markdownDocument(res))
		return err
	}
	return fmt.Errorf("extract: unknown format %q (md, html, text, json)", format)
}

// markdownDocument is the article with a YAML front matter and, when
// present, the comments or posts under their own heading.
func markdownDocument(res *core.Result) string {
	var b strings.Builder
	b.WriteString("---\n")
	for _, kv := range [][2]string{{"title", res.Title}, {"url", res.URL}, {"byline", res.Byline},
		{"date", res.Published}, {"type", string(res.Type)}} {
		if kv[1] != "" {
			fmt.Fprintf(&b, "%s: %s\n", kv[0], yamlString(kv[1]))
		}
	}
	b.WriteString("---\n\n")
	if res.Title != "" {
		b.WriteString("# " + res.Title + "\n\n")
	}
	if res.Type != core.TypeMultiple {
		b.WriteString(strings.TrimSpace(res.Article.Markdown) + "\n")
	}
	writeThread(&b, "Posts", res.Posts)
	writeThread(&b, "Comments", res.Comments)
	return b.String()
}

func writeThread(b *strings.Builder, heading string, items []core.Comment) {
	if len(items) == 0 {
		return
	}
	fmt.Fprintf(b, "\n## %s (%d)\n", heading, len(items))
	for _, c := range items {
		indent := strings.Repeat("> ", c.Depth)
		who := strings.TrimSpace(c.Author + " · " + c.Date)
		who = strings.Trim(who, "· ")
		b.WriteString("\n")
		if who != "" {
			b.WriteString(indent + "**" + who + "**\n" + indent + "\n")
		}
		for _, line := range strings.Split(commentBody(c), "\n") {
			b.WriteString(strings.TrimRight(indent+line, " ") + "\n")
		}
	}
}

// yamlString quotes a value when YAML would misread it.
func yamlString(s string) string {
	if strings.ContainsAny(s, ":#'\"{}[]&*!|>%@`\n") || strings.TrimSpace(s) != s {
		q, _ := json.Marshal(s)
		return string(q)
	}
	return s
}

// commentBody is a comment's text without the author line the heading above
// it already shows (the text keeps it: it is what the page shows).
func commentBody(c core.Comment) string {
	text := strings.TrimSpace(c.Text)
	first, rest, ok := strings.Cut(text, "\n")
	if ok && c.Author != "" && strings.HasPrefix(strings.TrimSpace(first), c.Author) {
		return strings.TrimSpace(rest)
	}
	return text
}
