package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/charset"
	"github.com/pith-reader/pith/core/eval"
)

// `pith fidelity` explains the fidelity of some pages of a corpus: their
// counts and every structure in scope not kept verbatim, so the pages a
// `pith eval` report names as the worst can be read. `pith eval -all -out`
// adds the default pipeline's fidelity and metadata to the results file.

func init() {
	commands["fidelity"] = command{"list the structures some pages of a corpus lose (fidelity, see core/eval)", runFidelity}
}

func runFidelity(args []string) error {
	fs := newFlags("fidelity", "-corpus DIR [-algo NAME] [-json] ID...")
	corpus := fs.String("corpus", "", "corpus directory")
	algo := fs.String("algo", "", "segmentation method (see 'pith algos')")
	asJSON := fs.Bool("json", false, "one JSON object per page (counts and lost structures)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *corpus == "" || fs.NArg() == 0 {
		return usagef("-corpus DIR and page ids are required")
	}
	c, err := eval.LoadCorpus(*corpus)
	if err != nil {
		return err
	}
	for _, id := range fs.Args() {
		f, err := explainPage(c, id, *algo)
		if err != nil {
			return fmt.Errorf("%s: %w", id, err)
		}
		if *asJSON {
			b, err := json.Marshal(struct {
				ID string `json:"id"`
				*eval.PageFidelity
			}{id, f})
			if err != nil {
				return err
			}
			fmt.Println(string(b))
			continue
		}
		fmt.Print(fidelityText(id, f))
	}
	return nil
}

// explainPage extracts one page and measures it with every loss listed.
func explainPage(c *eval.Corpus, id, algo string) (*eval.PageFidelity, error) {
	g, _ := c.Gold(id)
	raw, err := c.PageBytes(id)
	if err != nil {
		return nil, err
	}
	src, _, err := charset.Decode(raw, "")
	if err != nil {
		return nil, err
	}
	res, err := core.Extract(src, core.Options{URL: g.URL, Algorithm: algo})
	if err != nil {
		return nil, err
	}
	in := fidelityInput(src, g.URL, res, g)
	in.Explain = true
	return eval.MeasureFidelity(in)
}

// fidelityText is one page's fidelity in words.
func fidelityText(id string, f *eval.PageFidelity) string {
	var b bytes.Buffer
	view := func(name string, v eval.FidelityView) {
		fmt.Fprintf(&b, "  %-6s", name)
		for _, k := range []struct {
			name string
			c    eval.StructCounts
		}{{"headings", v.Headings}, {"list_items", v.ListItems}, {"table_cells", v.Cells}, {"code", v.Code}} {
			fmt.Fprintf(&b, " %s %d/%d/%d/%d", k.name, k.c.Verbatim, k.c.Same, k.c.Kept, k.c.N)
		}
		fmt.Fprintf(&b, " code_tokens_lost %d/%d images %d/%d\n", v.CodeTokensLost, v.CodeTokens, v.Images.Kept, v.Images.N)
	}
	fmt.Fprintf(&b, "%s (verbatim/same/kept/in scope; images kept/in scope)\n", id)
	if f.Gold != nil {
		view("gold", *f.Gold)
	}
	view("region", f.Region)
	fmt.Fprintf(&b, "  output images %d, with a real source %d; empty li %d figure %d a %d\n",
		f.OutputImages.N, f.OutputImages.RealSrc, f.Empty.ListItems, f.Empty.Figures, f.Empty.Links)
	for _, l := range f.Lost {
		gold := "       "
		if l.InGold {
			gold = "in gold"
		}
		fmt.Fprintf(&b, "  %-16s %-11s %s node %-5d %q", l.Status, l.Kind, gold, l.Node, l.Text)
		if len(l.CodeTokensLost) > 0 {
			fmt.Fprintf(&b, " lost tokens: %s", strings.Join(l.CodeTokensLost, " "))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// writeFidelityTables writes the default pipeline's fidelity (gold and
// region views), its metadata and the worst pages per counter, one row
// per corpus.
func writeFidelityTables(b *bytes.Buffer, corpora []resultCorpus) {
	var reps []eval.Report
	for _, rc := range corpora {
		for _, r := range rc.runs {
			if r.method == defaultMethod {
				reps = append(reps, r.rep)
			}
		}
	}
	if len(reps) == 0 {
		return
	}
	b.WriteString(`## Fidelity and metadata of the default pipeline

Definitions in core/eval's doc.go (` + "`go doc ./core/eval`" + `). For each kind of structure inside the chosen
article: n in scope, the share kept (at least half its words in the output) and the share kept as the same
structure; code tokens lost; images: n with a real picture, the share kept, the share of output images
whose source is a real picture of the page; empty list items, figures and links in the output. The gold
view counts only the structures the gold article holds. ` + "`pith fidelity -corpus DIR ID…`" + ` lists what a page lost.

`)
	for _, gold := range []bool{true, false} {
		title := "region view (everything inside the chosen article)"
		if gold {
			title = "gold view"
		}
		fmt.Fprintf(b, "### Fidelity, %s\n\n", title)
		b.WriteString("| corpus | headings | kept | same | list items | kept | same | table cells | kept | same | code | kept | same | code tokens lost | images | kept | real src | empty li | empty fig | empty a |\n")
		b.WriteString("|---|" + strings.Repeat("---:|", 19) + "\n")
		for _, rep := range reps {
			f := rep.Fidelity
			if f == nil || gold && f.Gold == nil {
				continue
			}
			v := f.Region
			if gold {
				v = *f.Gold
			}
			cells := []string{rep.Corpus}
			for _, c := range []eval.StructCounts{v.Headings, v.ListItems, v.Cells, v.Code} {
				cells = append(cells, fmt.Sprint(c.N), shareCell(c.Kept, c.N), shareCell(c.Same, c.N))
			}
			cells = append(cells, fmt.Sprintf("%d / %d", v.CodeTokensLost, v.CodeTokens),
				fmt.Sprint(v.Images.N), shareCell(v.Images.Kept, v.Images.N), shareCell(f.OutputImages.RealSrc, f.OutputImages.N),
				fmt.Sprint(f.Empty.ListItems), fmt.Sprint(f.Empty.Figures), fmt.Sprint(f.Empty.Links))
			fmt.Fprintf(b, "| %s |\n", strings.Join(cells, " | "))
		}
		b.WriteString("\n")
	}
	b.WriteString("### Metadata\n\n| corpus | title | byline | published | AC pages | comments | with author | with date |\n|---|---:|---:|---:|---:|---:|---:|---:|\n")
	for _, rep := range reps {
		opt := func(x *float64) string {
			if x == nil {
				return "–"
			}
			return num(*x)
		}
		ac := []string{"–", "–", "–", "–"}
		if m := rep.CommentMeta; m != nil {
			ac = []string{fmt.Sprint(m.Pages), fmt.Sprint(m.Comments), num(m.WithAuthor), num(m.WithDate)}
		}
		fmt.Fprintf(b, "| %s | %s | %s | %s | %s |\n", rep.Corpus, opt(rep.TitleMatch), opt(rep.BylineMatch), opt(rep.PublishedMatch), strings.Join(ac, " | "))
	}
	b.WriteString("\n### Worst pages per counter (gold view where the page has gold)\n\n")
	for _, rep := range reps {
		if rep.Fidelity == nil {
			continue
		}
		fmt.Fprintf(b, "- **%s**:", rep.Corpus)
		for i, w := range rep.Fidelity.Worst {
			if i > 0 {
				b.WriteString(";")
			}
			fmt.Fprintf(b, " %s %s", w.Counter, worstPages(w.Pages))
		}
		b.WriteString("\n")
	}
	b.WriteString("\n")
}

// worstPages is "id (count/of), …".
func worstPages(pages []eval.PageCount) string {
	parts := make([]string, len(pages))
	for i, p := range pages {
		if p.Of > 0 {
			parts[i] = fmt.Sprintf("%s (%d/%d)", p.ID, p.Count, p.Of)
		} else {
			parts[i] = fmt.Sprintf("%s (%d)", p.ID, p.Count)
		}
	}
	return strings.Join(parts, ", ")
}

// shareCell is num/den with three decimals, "–" when den is 0.
func shareCell(num, den int) string {
	if den == 0 {
		return "–"
	}
	return fmt.Sprintf("%.3f", float64(num)/float64(den))
}
