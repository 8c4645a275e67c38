package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/charset"
	"golang.org/x/net/html"
)

func init() {
	commands["bench"] = command{"time pith against the parse-only floor on a corpus", runBench}
}

// system is one thing bench times on a decoded page.
type system struct {
	name string
	run  func(src string) error
}

// benchSystems are timed interleaved, page by page, in one process: the
// x/net/html parse alone (the floor no extractor can beat) and pith.
func benchSystems(algo string) []system {
	return []system{
		{"parse-only", func(src string) error {
			_, err := html.Parse(strings.NewReader(src))
			return err
		}},
		{"pith", func(src string) error {
			_, err := core.Extract(src, core.Options{Algorithm: algo})
			return err
		}},
	}
}

// benchTimes are one system's per-page measurements.
type benchTimes struct {
	ms     []float64
	allocs []float64
}

func runBench(args []string) error {
	fs := newFlags("bench", "-corpus DIR [flags]")
	corpus := fs.String("corpus", "", "corpus directory (pages/*.html.gz)")
	limit := fs.Int("n", 0, "only the first N pages (0 = all)")
	runs := fs.Int("runs", 3, "timed runs per page and system; the fastest counts")
	algo := fs.String("algo", "", "segmentation method for pith")
	cpuprofile := fs.String("cpuprofile", "", "after timing, run pith alone over the pages (runs× each) under the CPU profiler and write the profile here")
	peers := fs.Bool("peers", false, "time the peers too (go-trafilatura, go-readability, go-domdistiller), through the bench/ module of the source tree (needs the Go toolchain)")
	workers := fs.Int("j", 1, "with -peers: workers for the throughput pass (pages/s, peak RSS per system)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *corpus == "" {
		return usagef("-corpus DIR is required")
	}
	if *peers {
		return benchPeers(*corpus, *limit, *runs, *workers)
	}
	paths, err := filepath.Glob(filepath.Join(*corpus, "pages", "*.html.gz"))
	if err != nil || len(paths) == 0 {
		return fmt.Errorf("bench: no pages under %s/pages", *corpus)
	}
	sort.Strings(paths)
	if *limit > 0 && *limit < len(paths) {
		paths = paths[:*limit]
	}
	systems := benchSystems(*algo)
	times := make([]benchTimes, len(systems))
	start := time.Now()
	for _, path := range paths {
		src, err := charset.DecodeFile(path)
		if err != nil {
			continue
		}
		for i, s := range systems {
			ms, allocs := timeOne(s, src, *runs)
			times[i].ms = append(times[i].ms, ms)
			times[i].allocs = append(times[i].allocs, allocs)
		}
	}
	printBench(os.Stdout, *corpus, len(paths), systems, times, time.Since(start))
	if *cpuprofile != "" {
		return profilePith(*cpuprofile, systems[1], paths, *runs)
	}
	return nil
}

// benchPeers runs the bench module's speed command (bench/cmd/peers): the
// parse floor, pith and the peers, interleaved page by page in one process,
// then each on -j workers for pages/s and peak RSS. The peers live in that
// separate module so that pith's own module never depends on them; it is
// found from the working directory upwards.
func benchPeers(corpus string, limit, runs, workers int) error {
	dir, err := benchModuleDir()
	if err != nil {
		return err
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		return fmt.Errorf("bench -peers: the Go toolchain is needed to build the peers: %w", err)
	}
	abs, err := filepath.Abs(corpus)
	if err != nil {
		return err
	}
	cmd := exec.Command(goTool, "run", "-tags", "pith", "./cmd/peers", "speed", "-corpus", abs,
		"-runs", strconv.Itoa(runs), "-n", strconv.Itoa(limit), "-j", strconv.Itoa(max(1, workers)))
	cmd.Dir, cmd.Stdout, cmd.Stderr = dir, os.Stdout, os.Stderr
	return cmd.Run()
}

// benchModuleDir finds the bench/ module (bench/go.mod) in the working
// directory or one of its parents.
func benchModuleDir() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "bench", "go.mod")); err == nil {
			return filepath.Join(dir, "bench"), nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("bench -peers: no bench/go.mod in the working directory or above: run it from pith's source tree")
		}
		dir = parent
	}
}

// profilePith writes a CPU profile of pith alone over the pages, so `go tool
// pprof` shows where pith's time above the parse floor goes.
func profilePith(out string, s system, paths []string, runs int) error {
	var srcs []string
	for _, path := range paths {
		if src, err := charset.DecodeFile(path); err == nil {
			srcs = append(srcs, src)
		}
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := pprof.StartCPUProfile(f); err != nil {
		return err
	}
	for r := 0; r < max(1, runs); r++ {
		for _, src := range srcs {
			_ = s.run(src)
		}
	}
	pprof.StopCPUProfile()
	fmt.Fprintf(os.Stderr, "cpu profile of pith over %d pages × %d: %s (go tool pprof -top %s)\n", len(srcs), max(1, runs), out, out)
	return nil
}

// timeOne runs s on src `runs` times after a warm-up and returns the
// fastest wall time in ms and the allocations of one run.
func timeOne(s system, src string, runs int) (float64, float64) {
	_ = s.run(src)
	var ms0 runtime.MemStats
	runtime.ReadMemStats(&ms0)
	best := time.Duration(1<<63 - 1)
	for r := 0; r < max(1, runs); r++ {
		t := time.Now()
		_ = s.run(src)
		if d := time.Since(t); d < best {
			best = d
		}
	}
	var ms1 runtime.MemStats
	runtime.ReadMemStats(&ms1)
	return float64(best.Microseconds()) / 1000, float64(ms1.Mallocs-ms0.Mallocs) / float64(max(1, runs))
}

func printBench(w *os.File, corpus string, pages int, systems []system, times []benchTimes, wall time.Duration) {
	fmt.Fprintf(w, "corpus %s: %d pages, %s wall, peak RSS %s\n", filepath.Base(corpus), pages, wall.Round(time.Millisecond), peakRSS())
	fmt.Fprintf(w, "%-12s %10s %10s %14s %10s\n", "system", "median ms", "p95 ms", "allocs/page", "×floor")
	floor := median(times[0].ms)
	for i, s := range systems {
		m := median(times[i].ms)
		fmt.Fprintf(w, "%-12s %10.3f %10.3f %14.0f %10.2f\n", s.name, m, percentile(times[i].ms, 0.95), median(times[i].allocs), m/floor)
	}
	// The per-page ratio is steadier than the ratio of medians.
	var ratios []float64
	for k := range times[0].ms {
		if times[0].ms[k] > 0 {
			ratios = append(ratios, times[1].ms[k]/times[0].ms[k])
		}
	}
	fmt.Fprintf(w, "median per-page ratio pith/parse-only: %.2f\n", median(ratios))
}

func median(xs []float64) float64 { return percentile(xs, 0.5) }

// percentile uses the nearest-rank method on a sorted copy (the median of
// an even count is the mean of the two middle values).
func percentile(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if p == 0.5 && len(s)%2 == 0 {
		return (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	i := int(p*float64(len(s)-1) + 0.5)
	return s[i]
}

// peakRSS reads the process's peak resident set from /proc (Linux).
func peakRSS() string {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return "n/a"
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "VmHWM:") {
			return strings.TrimSpace(strings.TrimPrefix(line, "VmHWM:"))
		}
	}
	return "n/a"
}
