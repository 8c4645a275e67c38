package core

import (
	"fmt"
	"strings"

	"github.com/pith-reader/pith/core/render"
	"golang.org/x/net/html"
)

// content renders article roots with the clean-up filter.
func (r *run) content(roots ...int) Content {
	nodes := make([]*html.Node, 0, len(roots))
	for _, id := range roots {
		nodes = append(nodes, r.pg.Doc.Elems[id])
	}
	skip := r.clean.Filter(roots, r.found, r.listMode)
	if r.aria == nil {
		r.aria = ariaRefsOf(r.pg.Doc)
	}
	rep := repeats(r.pg.Doc, r.aria, roots)
	for n := range r.cardCopies(roots) {
		if rep == nil {
			rep = map[*html.Node]bool{}
		}
		rep[n] = true
	}
	if len(rep) > 0 {
		filter := skip
		skip = func(n *html.Node) bool { return rep[n] || filter != nil && filter(n) }
	}
	part := render.NewPart(r.pg.Base, skip, nodes...)
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

// postsContent is a discussion's article: its posts in page order (each
// post's text opens with its author and date; its HTML and Markdown are
// its body, the posts carry their authors and dates).
func postsContent(posts []Comment, f formats) Content {
	var text, html, md []string
	for _, p := range posts {
		text = append(text, p.Text)
		html = append(html, p.HTML)
		md = append(md, p.Markdown)
	}
	t := strings.Join(text, "\n\n")
	c := Content{Text: t, Words: render.CountWords(t)}
	if f.html {
		c.HTML = strings.Join(html, "")
	}
	if f.markdown {
		c.Markdown = strings.Join(md, "\n\n")
	}
	return c
}
