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
	register(System{Name: "pith", About: "pith core.Extract, default options", Run: runPith})
}

func runPith(page, pageURL string) (Output, error) {
	res, err := core.Extract(page, core.Options{URL: pageURL})
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
