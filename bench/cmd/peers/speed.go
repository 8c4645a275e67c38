package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	"github.com/pith-reader/pith/bench/peers"
)

// speed times every system on the same pages in one process.
//
// Latency (per page, interleaved): every page is decoded to UTF-8 once, outside
// the timings. Each system then runs once as a warm-up, followed by -runs timed
// runs, the systems' order rotating from run to run; a system's time for the
// page is the minimum of its timed runs. runtime.GC() precedes every timed run,
// so each starts from the same heap (the gzip-compressed corpus plus the
// current page) and pays for the collections its own garbage causes.
// Allocations are the runtime.MemStats.Mallocs delta of the run (with -j 1
// only: with more workers the counter mixes systems).
//
// Throughput (per system, after the latency pass): all pages, decoding
// included, on -j workers; pages/s is pages over wall time, and peak RSS is
// VmHWM from /proc/self/status, reset before each system through
// /proc/self/clear_refs when the kernel allows it.
func speed(args []string) error {
	fs := flag.NewFlagSet("speed", flag.ExitOnError)
	corpus := fs.String("corpus", "", "corpus directory (gold.jsonl, pages/)")
	limit := fs.Int("n", 0, "only the first N pages")
	workers := fs.Int("j", 1, "parallel workers (use 1 for latency and allocations)")
	runs := fs.Int("runs", 3, "timed runs per page and system (after one warm-up); the minimum counts")
	list := fs.String("systems", "", "comma-separated systems (default: parse, pith if built with -tags pith, trafilatura, readability, domdistiller)")
	throughput := fs.Bool("throughput", true, "also measure pages/s and peak RSS per system")
	fs.Parse(args)
	if *corpus == "" {
		fs.Usage()
		return fmt.Errorf("speed: -corpus is required")
	}
	systems, err := pickSystems(*list)
	if err != nil {
		return err
	}
	pages, err := loadCompressed(*corpus, *limit)
	if err != nil {
		return err
	}
	if *workers < 1 {
		*workers = 1
	}
	if *runs < 1 {
		*runs = 1
	}
	lat := measureLatency(systems, pages, *workers, *runs)
	var tp []throughputResult
	if *throughput {
		for _, s := range systems {
			tp = append(tp, measureThroughput(s, pages, *workers))
		}
	}
	report(os.Stdout, *corpus, systems, pages, lat, tp, *workers, *runs)
	return nil
}

func pickSystems(list string) ([]peers.System, error) {
	names := []string{"parse", "pith", "trafilatura", "readability", "domdistiller"}
	if !peers.PithAvailable {
		names = slices.DeleteFunc(names, func(n string) bool { return n == "pith" })
	}
	if list != "" {
		names = strings.Split(list, ",")
	}
	var out []peers.System
	for _, n := range names {
		s, ok := peers.Lookup(strings.TrimSpace(n))
		if !ok {
			return nil, fmt.Errorf("speed: unknown system %q (have %v; pith needs -tags pith)", n, peers.Names())
		}
		out = append(out, s)
	}
	return out, nil
}

// compressedPage keeps a page gzip-compressed so the live heap stays small.
type compressedPage struct {
	ID, URL string
	gz      []byte
}

func loadCompressed(dir string, limit int) ([]compressedPage, error) {
	ps, err := loadCorpus(dir, limit)
	if err != nil {
		return nil, err
	}
	out := make([]compressedPage, len(ps))
	for i, p := range ps {
		gz, err := os.ReadFile(dir + "/pages/" + p.ID + ".html.gz")
		if err != nil {
			return nil, err
		}
		out[i] = compressedPage{ID: p.ID, URL: p.URL, gz: gz}
	}
	return out, nil
}

func (p compressedPage) decode() (string, error) {
	raw, err := gunzip(p.gz)
	if err != nil {
		return "", err
	}
	text, _, err := peers.Decode(raw, "")
	return text, err
}

type latency struct {
	ms     [][]float64 // [system][page] minimum over runs
	allocs [][]uint64  // [system][page] minimum over runs
	errs   []int
	wall   time.Duration
}

func measureLatency(systems []peers.System, pages []compressedPage, workers, runs int) latency {
	l := latency{ms: make([][]float64, len(systems)), allocs: make([][]uint64, len(systems)), errs: make([]int, len(systems))}
	for s := range systems {
		l.ms[s] = make([]float64, len(pages))
		l.allocs[s] = make([]uint64, len(pages))
	}
	var mu sync.Mutex
	start := time.Now()
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				ms, allocs, errs := timePage(systems, pages[i], runs, workers == 1)
				mu.Lock()
				for s := range systems {
					l.ms[s][i], l.allocs[s][i] = ms[s], allocs[s]
					l.errs[s] += errs[s]
				}
				mu.Unlock()
			}
		}()
	}
	for i := range pages {
		jobs <- i
		if workers == 1 && (i+1)%25 == 0 {
			fmt.Fprintf(os.Stderr, "  %d/%d pages\n", i+1, len(pages))
		}
	}
	close(jobs)
	wg.Wait()
	l.wall = time.Since(start)
	return l
}

// timePage runs every system on one page: one warm-up, then runs timed runs
// in rotating order; it returns each system's minimum time and allocations.
func timePage(systems []peers.System, p compressedPage, runs int, exclusive bool) ([]float64, []uint64, []int) {
	ms := make([]float64, len(systems))
	allocs := make([]uint64, len(systems))
	errs := make([]int, len(systems))
	text, err := p.decode()
	if err != nil {
		for s := range systems {
			errs[s]++
		}
		return ms, allocs, errs
	}
	for _, s := range systems {
		s.Run(text, p.URL)
	}
	for s := range systems {
		ms[s] = math.Inf(1)
		allocs[s] = math.MaxUint64
	}
	var before, after runtime.MemStats
	for r := 0; r < runs; r++ {
		for k := range systems {
			s := (k + r) % len(systems)
			if exclusive {
				runtime.GC()
				runtime.ReadMemStats(&before)
			}
			t0 := time.Now()
			_, err := systems[s].Run(text, p.URL)
			d := time.Since(t0)
			if exclusive {
				runtime.ReadMemStats(&after)
				allocs[s] = min(allocs[s], after.Mallocs-before.Mallocs)
			}
			if err != nil && r == 0 {
				errs[s]++
			}
			ms[s] = min(ms[s], float64(d.Nanoseconds())/1e6)
		}
	}
	return ms, allocs, errs
}

type throughputResult struct {
	pagesPerSec float64
	peakRSSMB   float64
	rssReset    bool
}

func measureThroughput(s peers.System, pages []compressedPage, workers int) throughputResult {
	runtime.GC()
	debug.FreeOSMemory()
	reset := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) == nil
	jobs := make(chan int)
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				if text, err := pages[i].decode(); err == nil {
					s.Run(text, pages[i].URL)
				}
			}
		}()
	}
	for i := range pages {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	wall := time.Since(start)
	return throughputResult{pagesPerSec: float64(len(pages)) / wall.Seconds(), peakRSSMB: vmHWM(), rssReset: reset}
}

// vmHWM is the process's peak resident set in MB (0 when unknown).
func vmHWM() float64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			f := strings.Fields(rest)
			if len(f) > 0 {
				kb, _ := strconv.ParseFloat(f[0], 64)
				return kb / 1024
			}
		}
	}
	return 0
}

func quantile(xs []float64, q float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	pos := q * float64(len(s)-1)
	lo := int(math.Floor(pos))
	hi := int(math.Ceil(pos))
	return s[lo] + (s[hi]-s[lo])*(pos-float64(lo))
}

func mean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t / float64(len(xs))
}

func report(w0 *os.File, corpus string, systems []peers.System, pages []compressedPage, l latency, tp []throughputResult, workers, runs int) {
	fmt.Fprintf(w0, "corpus %s: %d pages; %s, GOMAXPROCS %d, -j %d; per page: 1 warm-up + min of %d runs, interleaved; latency pass %.1fs\n",
		corpus, len(pages), runtime.Version(), runtime.GOMAXPROCS(0), workers, runs, l.wall.Seconds())
	idx := func(name string) int {
		return slices.IndexFunc(systems, func(s peers.System) bool { return s.Name == name })
	}
	floor, traf := idx("parse"), idx("trafilatura")
	med := make([]float64, len(systems))
	for s := range systems {
		med[s] = quantile(l.ms[s], 0.5)
	}
	tw := tabwriter.NewWriter(w0, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "system\tmedian ms\tp95 ms\tmean ms\tallocs/page\t× floor\t× floor (page med)\t× trafilatura\tpages/s\tpeak RSS MB\terrors\t")
	for s, sys := range systems {
		allocs := "-"
		if workers == 1 {
			var t float64
			for _, a := range l.allocs[s] {
				t += float64(a)
			}
			allocs = fmt.Sprintf("%.0f", t/float64(max(1, len(pages))))
		}
		xFloor, xFloorPage, xTraf := "-", "-", "-"
		if floor >= 0 && med[floor] > 0 {
			xFloor = fmt.Sprintf("%.2f", med[s]/med[floor])
			ratios := make([]float64, len(pages))
			for i := range pages {
				ratios[i] = l.ms[s][i] / l.ms[floor][i]
			}
			xFloorPage = fmt.Sprintf("%.2f", quantile(ratios, 0.5))
		}
		if traf >= 0 && med[traf] > 0 {
			xTraf = fmt.Sprintf("%.3f", med[s]/med[traf])
		}
		pps, rss := "-", "-"
		if s < len(tp) {
			pps = fmt.Sprintf("%.1f", tp[s].pagesPerSec)
			rss = fmt.Sprintf("%.0f", tp[s].peakRSSMB)
			if !tp[s].rssReset {
				rss += "*"
			}
		}
		fmt.Fprintf(tw, "%s\t%.3f\t%.3f\t%.3f\t%s\t%s\t%s\t%s\t%s\t%s\t%d\t\n", sys.Name, med[s], quantile(l.ms[s], 0.95),
			mean(l.ms[s]), allocs, xFloor, xFloorPage, xTraf, pps, rss, l.errs[s])
	}
	tw.Flush()
	if len(tp) > 0 && !tp[0].rssReset {
		fmt.Fprintln(w0, "* peak RSS could not be reset between systems: it is the process peak so far")
	}
	if p, t := idx("pith"), traf; p >= 0 && floor >= 0 && t >= 0 && med[p] > 0 {
		fmt.Fprintf(w0, "pith: %.2f× the parse floor (target ≤ 1.5), %.2f× faster than go-trafilatura (target ≥ 3)\n",
			med[p]/med[floor], med[t]/med[p])
	}
}
