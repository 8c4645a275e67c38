//go:build !nopith

package peers

import (
	"strings"

	"github.com/pith-reader/pith/core"
)

// PithAvailable reports whether the pith column is compiled in (build with
// -tags nopith to leave it out while the core does not compile).
const PithAvailable = true

func init() {
	register(System{Name: "pith", About: "pith core.Extract, default options", Run: pithRunner(nil)})
	// What a caller who wants clean text asks for (the peers' output is
	// text, or text and one HTML tree): not in the default list, reported
	// on request (-systems ...,pith-text).
	register(System{Name: "pith-text", About: "pith core.Extract, Formats text (no HTML, no Markdown rendered)", Run: pithRunner([]string{"text"})})
}

func pithRunner(formats []string) func(page, pageURL string) (Output, error) {
	return func(page, pageURL string) (Output, error) { return runPith(page, pageURL, formats) }
}

func runPith(page, pageURL string, formats []string) (Output, error) {
	res, err := core.Extract(page, core.Options{URL: pageURL, Formats: formats})
	if err != nil {
		return Output{}, err
	}
	var comments []string
	for _, c := range res.Comments {
		comments = append(comments, c.Text)
	}
	return Output{
		Article:  res.Article.Text,
		Comments: strings.Join(comments, "\n"),
		Type:     string(res.Type),
		Title:    res.Title,
		Byline:   res.Byline,
	}, nil
}
