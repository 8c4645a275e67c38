package main

import (
	"time"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/charset"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/eval"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/forest"
	"github.com/pith-reader/pith/core/template"
)

// Site-level methods learn a profile from the other pages of the same site
// (Gold.Site; leave-one-out) and extract the held page with it. Pages
// without a site, or alone in theirs, are extracted by the single-page
// method of the same name.
func init() {
	corpusPredictors["forest"] = func(c *eval.Corpus, algo string) ([]eval.Prediction, error) {
		return predictBySite(c, algo, forestMethod(forest.Informativeness))
	}
	corpusPredictors["coverage"] = func(c *eval.Corpus, algo string) ([]eval.Prediction, error) {
		return predictBySite(c, algo, forestMethod(forest.Coverage))
	}
	corpusPredictors["template"] = func(c *eval.Corpus, algo string) ([]eval.Prediction, error) {
		return predictBySite(c, algo, templateMethod)
	}
	// "site": the default pipeline with the site profile the extension
	// would hold after the user opened the site's other pages.
	corpusPredictors["site"] = func(c *eval.Corpus, _ string) ([]eval.Prediction, error) {
		return predictBySite(c, "", templateMethod)
	}
}

// sitePage is one parsed training page.
type sitePage struct {
	doc *dom.Document
	st  *features.Table
}

// siteMethod learns a profile from training pages and extracts a page with
// it. learn returning an error means "no profile": the single-page method
// runs.
type siteMethod struct {
	learn   func(train []sitePage) (any, error)
	extract func(src string, opts core.Options, profile any) (*core.Result, error)
}

func forestMethod(m forest.Measure) siteMethod {
	return siteMethod{
		learn: func(train []sitePage) (any, error) {
			samples := make([]forest.Sample, len(train))
			for i, p := range train {
				samples[i] = forest.Sample{Doc: p.doc, Stats: p.st}
			}
			return forest.Learn(samples, forest.Options{Measure: m})
		},
		extract: func(src string, opts core.Options, profile any) (*core.Result, error) {
			opts.Site = &core.SiteProfile{Wrapper: profile.(*forest.Wrapper)}
			return core.Extract(src, opts)
		},
	}
}

var templateMethod = siteMethod{
	learn: func(train []sitePage) (any, error) {
		samples := make([]template.Sample, len(train))
		for i, p := range train {
			samples[i] = template.Sample{Doc: p.doc, Stats: p.st}
		}
		return template.Learn(samples, template.Options{})
	},
	extract: func(src string, opts core.Options, profile any) (*core.Result, error) {
		opts.Site = &core.SiteProfile{Template: profile.(*template.Template)}
		return core.Extract(src, opts)
	},
}

// predictBySite predicts every page in corpus order, learning one profile
// per held page from the other pages of its site. MS is the time to
// extract the held page with the profile (learning is once per site in
// use, so it is left out).
func predictBySite(c *eval.Corpus, algo string, m siteMethod) ([]eval.Prediction, error) {
	bySite := map[string][]int{}
	for i, g := range c.Golds {
		if g.Site != "" {
			bySite[g.Site] = append(bySite[g.Site], i)
		}
	}
	srcs := make([]string, len(c.Golds))
	parsed := make([]*sitePage, len(c.Golds))
	for i, g := range c.Golds {
		raw, err := c.PageBytes(g.ID)
		if err != nil {
			return nil, err
		}
		if srcs[i], _, err = charset.Decode(raw, ""); err != nil {
			srcs[i] = ""
		}
		if len(bySite[g.Site]) >= 2 {
			if doc, err := dom.Parse(srcs[i], dom.Limits{}); err == nil {
				parsed[i] = &sitePage{doc: doc, st: features.Compute(doc, nil)}
			}
		}
	}
	preds := make([]eval.Prediction, len(c.Golds))
	for i, g := range c.Golds {
		var train []sitePage
		for _, j := range bySite[g.Site] {
			if j != i && parsed[j] != nil {
				train = append(train, *parsed[j])
			}
		}
		opts := core.Options{URL: g.URL, Algorithm: algo}
		var profile any
		if len(train) > 0 {
			if p, err := m.learn(train); err == nil {
				profile = p
			}
		}
		start := time.Now()
		var res *core.Result
		var err error
		if profile != nil {
			res, err = m.extract(srcs[i], opts, profile)
		} else {
			res, err = core.Extract(srcs[i], opts)
		}
		preds[i] = predictionOf(g.ID, res, err, float64(time.Since(start).Microseconds())/1000)
	}
	return preds, nil
}
