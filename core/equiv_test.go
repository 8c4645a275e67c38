package core_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/dom"
	"github.com/pith-reader/pith/core/eval"
	"github.com/pith-reader/pith/core/features"
	"github.com/pith-reader/pith/core/template"
)

// TestOutputEquivalence guards refactorings that must not change what
// pith returns. With PITH_CORPORA=DIR (e.g. /work/shared/datasets) and
// PITH_EQUIV=FILE it extracts every page of every corpus under DIR with
// the default pipeline (traced, all formats), the default pipeline without
// comments, every method of Algorithms() (traced), and, on pages of a site
// with other pages in the corpus, the default pipeline with the site
// profile learnt from them (leave-one-out, as `pith eval -algo site`),
// and hashes each Result's JSON. PITH_EQUIV_RECORD=1 writes the hashes to
// FILE (the baseline); otherwise they are compared with FILE and every
// difference fails. Each line keeps two hashes: of the whole Result, and
// of the Result with the reasons (trace reasons, region whys, and the trace
// step names past their first dot) blanked, so a change that only renames
// reasons shows as such. PITH_EQUIV_CORPORA and PITH_EQUIV_VARIANTS
// (comma-separated) narrow the sweep while iterating; PITH_EQUIV_J sets
// the workers (default 2).
func TestOutputEquivalence(t *testing.T) {
	dir, file := os.Getenv("PITH_CORPORA"), os.Getenv("PITH_EQUIV")
	if dir == "" || file == "" {
		t.Skip("PITH_CORPORA and PITH_EQUIV not set")
	}
	jobs := equivJobs(t, dir)
	workers := 2
	if n, err := strconv.Atoi(os.Getenv("PITH_EQUIV_J")); err == nil && n > 0 {
		workers = n
	}
	lines := make([]string, len(jobs))
	var wg sync.WaitGroup
	next := make(chan int)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				lines[i] = jobs[i].run()
			}
		}()
	}
	for i := range jobs {
		next <- i
	}
	close(next)
	wg.Wait()
	if os.Getenv("PITH_EQUIV_RECORD") == "1" {
		if err := os.WriteFile(file, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("recorded %d results in %s", len(lines), file)
		return
	}
	compareEquiv(t, file, lines)
}

// compareEquiv compares the lines computed with the baseline's.
func compareEquiv(t *testing.T, file string, lines []string) {
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	base := map[string]string{}
	for l := range strings.Lines(string(raw)) {
		key, hashes, _ := strings.Cut(strings.TrimSpace(l), "\t\t")
		base[key] = hashes
	}
	same, onlyReasons, differ, missing := 0, 0, 0, 0
	for _, l := range lines {
		key, hashes, _ := strings.Cut(l, "\t\t")
		want, ok := base[key]
		switch {
		case !ok:
			missing++
			t.Errorf("%s: not in the baseline", key)
		case want == hashes:
			same++
		case strings.Fields(want)[1] == strings.Fields(hashes)[1]:
			onlyReasons++
			if onlyReasons <= 5 {
				t.Logf("%s: only reasons differ", key)
			}
		default:
			differ++
			if differ <= 30 {
				t.Errorf("%s: output differs", key)
			}
		}
	}
	t.Logf("%d results: %d identical, %d differ only in reasons, %d differ, %d not in the baseline (baseline holds %d)",
		len(lines), same, onlyReasons, differ, missing, len(base))
	if onlyReasons > 0 && os.Getenv("PITH_EQUIV_REASONS_OK") != "1" {
		t.Errorf("%d results differ in their reasons (PITH_EQUIV_REASONS_OK=1 accepts that)", onlyReasons)
	}
}

// equivJob is one extraction of the sweep.
type equivJob struct {
	key  string // corpus/id variant
	src  func() (string, error)
	opts core.Options
	site func() *core.SiteProfile // nil: no profile
}

func (j equivJob) run() string {
	src, err := j.src()
	var res *core.Result
	if err == nil {
		opts := j.opts
		if j.site != nil {
			opts.Site = j.site()
		}
		res, err = core.Extract(src, opts)
	}
	if err != nil {
		h := hashOf([]byte("error: " + err.Error()))
		return j.key + "\t\t" + h + " " + h
	}
	full, err := json.Marshal(res)
	if err != nil {
		panic(err)
	}
	for i := range res.Trace {
		step := &res.Trace[i]
		step.Reason = ""
		step.Step, _, _ = strings.Cut(step.Step, ".")
	}
	for i := range res.Regions {
		res.Regions[i].Why = ""
	}
	sans, _ := json.Marshal(res)
	return j.key + "\t\t" + hashOf(full) + " " + hashOf(sans)
}

func hashOf(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:12])
}

// equivJobs lists the sweep's extractions in a fixed order.
func equivJobs(t *testing.T, dir string) []equivJob {
	dirs, err := filepath.Glob(filepath.Join(dir, "*", "gold.jsonl"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("PITH_CORPORA=%s: no corpora (%v)", dir, err)
	}
	sort.Strings(dirs)
	corpora := listEnv("PITH_EQUIV_CORPORA")
	variants := append([]string{"default", "default-nocomments", "site"}, core.Algorithms()...)
	if v := listEnv("PITH_EQUIV_VARIANTS"); v != nil {
		variants = v
	}
	var jobs []equivJob
	for _, g := range dirs {
		c, err := eval.LoadCorpus(filepath.Dir(g))
		if err != nil {
			t.Fatal(err)
		}
		if corpora != nil && !slices.Contains(corpora, c.Name) {
			continue
		}
		profiles := siteProfiles(c)
		for _, v := range variants {
			for _, gold := range c.Golds {
				opts := core.Options{URL: gold.URL, Trace: true}
				job := equivJob{key: c.Name + "/" + gold.ID + " " + v, src: pageSource(c, gold.ID)}
				switch v {
				case "default":
				case "default-nocomments":
					opts.NoComments = true
				case "site":
					if profiles[gold.ID] == nil {
						continue
					}
					job.site = profiles[gold.ID]
				default:
					opts.Algorithm = v
				}
				job.opts = opts
				jobs = append(jobs, job)
			}
		}
	}
	return jobs
}

// pageSource reads a corpus page when the job runs (the corpora do not fit
// in memory all at once).
func pageSource(c *eval.Corpus, id string) func() (string, error) {
	return func() (string, error) { return c.PageText(id) }
}

// siteProfiles gives, for each page of a site with other pages in the
// corpus, a function learning its template from those other pages.
func siteProfiles(c *eval.Corpus) map[string]func() *core.SiteProfile {
	bySite := map[string][]string{}
	for _, g := range c.Golds {
		if g.Site != "" {
			bySite[g.Site] = append(bySite[g.Site], g.ID)
		}
	}
	out := map[string]func() *core.SiteProfile{}
	for _, ids := range bySite {
		if len(ids) < 2 {
			continue
		}
		for _, id := range ids {
			out[id] = func() *core.SiteProfile {
				var samples []template.Sample
				for _, other := range ids {
					if other == id {
						continue
					}
					src, err := c.PageText(other)
					if err != nil {
						continue
					}
					doc, err := dom.Parse(src, dom.Limits{})
					if err != nil {
						continue
					}
					samples = append(samples, template.Sample{Doc: doc, Stats: features.Compute(doc, nil)})
				}
				tmpl, err := template.Learn(samples, template.Options{})
				if err != nil {
					return nil
				}
				return &core.SiteProfile{Template: tmpl}
			}
		}
	}
	return out
}

func listEnv(name string) []string {
	v := os.Getenv(name)
	if v == "" {
		return nil
	}
	return strings.Split(v, ",")
}
