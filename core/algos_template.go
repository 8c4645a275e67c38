package core

import (
	"github.com/pith-reader/pith/core/segment"
	"github.com/pith-reader/pith/core/template"
)

// template: site-specific template sectioning (seed 002). With a site
// profile (Options.Site.Template, learnt by template.Learn) sections whose
// content recurs on the site's pages are noise; alone on a page it runs its
// documented single-page fallback (the page is its own template).
func init() {
	register("template", func(o Options) segment.Segmenter {
		var t *template.Template
		if o.Site != nil {
			t = o.Site.Template
		}
		return template.Segmenter{Options: o.Template, Template: t}
	})
}
