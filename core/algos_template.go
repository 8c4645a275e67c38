package core

import (
	"github.com/pith-reader/pith/core/segment"
	"github.com/pith-reader/pith/core/template"
)

// template: site-specific template sectioning (seed 002). Alone on a page
// it runs its documented single-page fallback (the page is its own
// template, importance = share of text outside links); the site-level
// method is reached through ExtractWithTemplate.
func init() {
	register("template", func(Options) segment.Segmenter { return template.Segmenter{} })
}

// ExtractWithTemplate is Extract with a site template learnt by
// template.Learn on other pages of the site: sections whose content recurs
// on the site's pages are noise, the others the article. opts.Algorithm is
// ignored.
func ExtractWithTemplate(src string, opts Options, t *template.Template) (*Result, error) {
	return extractWith(src, opts, template.Segmenter{Template: t})
}
