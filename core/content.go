package core

import (
	"fmt"

	"github.com/pith-reader/pith/core/render"
	"golang.org/x/net/html"
)

// content renders article roots with the clean-up filter.
func (r *run) content(roots ...int) Content {
	nodes := make([]*html.Node, 0, len(roots))
	for _, id := range roots {
		nodes = append(nodes, r.pg.Doc.Elems[id])
	}
	part := render.NewPart(r.pg.Base, r.clean.Filter(roots, r.found, r.listMode), nodes...)
	return r.formats.contentOf(part)
}

// formats says which of the optional shapes (Options.Formats) to render.
type formats struct{ html, markdown bool }

func formatsOf(names []string) (formats, error) {
	if len(names) == 0 {
		return formats{html: true, markdown: true}, nil
	}
	var f formats
	for _, n := range names {
		switch n {
		case "text":
		case "html":
			f.html = true
		case "markdown":
			f.markdown = true
		default:
			return f, fmt.Errorf("%w %q (want text, html or markdown)", ErrUnknownFormat, n)
		}
	}
	return f, nil
}

func (f formats) contentOf(part render.Part) Content {
	text := part.Text()
	c := Content{Text: text, Words: render.CountWords(text)}
	if f.html {
		c.HTML = part.HTML()
	}
	if f.markdown {
		c.Markdown = part.Markdown()
	}
	return c
}
