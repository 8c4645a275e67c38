package peers

import (
	"fmt"
	nurl "net/url"
	"sort"
	"strings"

	readability "github.com/go-shiori/go-readability"
	distiller "github.com/markusmobius/go-domdistiller"
	trafilatura "github.com/markusmobius/go-trafilatura"
	"golang.org/x/net/html"
)

// Output is what one system found on one page, in the fields the reference
// scorer reads.
type Output struct {
	Article  string
	Comments string
	Type     string
	Title    string
	Byline   string
}

// System is one extractor under test.
type System struct {
	Name string
	// About says how the system is called, for the report.
	About string
	// Run extracts from a page already decoded to UTF-8.
	Run func(page, pageURL string) (Output, error)
	// Peer is false for pith's own pipeline and the parse-only floor.
	Peer bool
}

var registry = map[string]System{}

func register(s System) { registry[s.Name] = s }

// Lookup returns the system called name.
func Lookup(name string) (System, bool) {
	s, ok := registry[name]
	return s, ok
}

// Names lists the registered systems, sorted.
func Names() []string {
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func init() {
	register(System{Name: "parse", About: "golang.org/x/net/html Parse only (the floor)", Run: runParse})
	register(System{Name: "trafilatura", Peer: true,
		About: "go-trafilatura ExtractDocument, default options (comments extracted separately into CommentsText)",
		Run:   trafilaturaRunner(trafilatura.Options{})})
	register(System{Name: "trafilatura-nocomments", Peer: true,
		About: "go-trafilatura ExtractDocument, ExcludeComments",
		Run:   trafilaturaRunner(trafilatura.Options{ExcludeComments: true})})
	register(System{Name: "trafilatura-fallback", Peer: true,
		About: "go-trafilatura ExtractDocument, EnableFallback (readability and distiller candidates), comments separate",
		Run:   trafilaturaRunner(trafilatura.Options{EnableFallback: true})})
	register(System{Name: "readability", Peer: true,
		About: "go-readability FromDocument; text = BlockText of the article node",
		Run:   runReadability})
	register(System{Name: "readability-textcontent", Peer: true,
		About: "go-readability FromDocument; text = its TextContent (DOM textContent, no block breaks)",
		Run:   runReadabilityTextContent})
	register(System{Name: "domdistiller", Peer: true,
		About: "go-domdistiller Apply, SkipPagination; text = Result.Text",
		Run:   runDistiller})
}

func parse(page string) (*html.Node, error) {
	return html.Parse(strings.NewReader(page))
}

func parseURL(pageURL string) *nurl.URL {
	if pageURL == "" {
		return nil
	}
	u, err := nurl.ParseRequestURI(pageURL)
	if err != nil {
		return nil
	}
	return u
}

func runParse(page, _ string) (Output, error) {
	_, err := parse(page)
	return Output{}, err
}

func trafilaturaRunner(base trafilatura.Options) func(string, string) (Output, error) {
	return func(page, pageURL string) (Output, error) {
		doc, err := parse(page)
		if err != nil {
			return Output{}, err
		}
		opts := base
		opts.OriginalURL = parseURL(pageURL)
		res, err := trafilatura.ExtractDocument(doc, opts)
		if err != nil || res == nil {
			// go-trafilatura reports "nothing found" as an error: an empty extraction.
			return Output{}, nil
		}
		return Output{
			Article:  res.ContentText,
			Comments: res.CommentsText,
			Title:    res.Metadata.Title,
			Byline:   res.Metadata.Author,
		}, nil
	}
}

func runReadability(page, pageURL string) (out Output, err error) {
	defer recoverInto(&err)
	doc, err := parse(page)
	if err != nil {
		return Output{}, err
	}
	art, err := readability.FromDocument(doc, parseURL(pageURL))
	if err != nil {
		return Output{}, nil
	}
	return Output{Article: BlockText(art.Node), Title: art.Title, Byline: art.Byline}, nil
}

func runReadabilityTextContent(page, pageURL string) (out Output, err error) {
	defer recoverInto(&err)
	doc, err := parse(page)
	if err != nil {
		return Output{}, err
	}
	art, err := readability.FromDocument(doc, parseURL(pageURL))
	if err != nil {
		return Output{}, nil
	}
	return Output{Article: art.TextContent, Title: art.Title, Byline: art.Byline}, nil
}

func runDistiller(page, pageURL string) (out Output, err error) {
	defer recoverInto(&err)
	doc, err := parse(page)
	if err != nil {
		return Output{}, err
	}
	res, err := distiller.Apply(doc, &distiller.Options{OriginalURL: parseURL(pageURL), SkipPagination: true})
	if err != nil || res == nil {
		return Output{}, nil
	}
	return Output{Article: res.Text, Title: res.Title, Byline: res.MarkupInfo.Author}, nil
}

func recoverInto(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("panic: %v", r)
	}
}
