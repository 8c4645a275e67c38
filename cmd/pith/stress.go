package main

import (
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/charset"
	"github.com/pith-reader/pith/core/pathological"
)

func init() {
	commands["stress"] = command{"time the pathological pages (10 000 comments, 50 MB, …): wall time and peak RSS per case", runStress}
}

// runStress generates each pathological case in memory and extracts it,
// printing per case the input size, the median wall time of the runs
// (charset decoding included where the case needs it, generation not) and
// the peak resident set during the runs. The peak is per case: the
// kernel's high-water mark is reset (/proc/self/clear_refs) after the
// input is built and the heap released, so it counts the input plus what
// extraction adds.
func runStress(args []string) error { return stress(os.Stdout, args) }

func stress(w io.Writer, args []string) error {
	fs := newFlags("stress", "[-runs N] [-case REGEXP]")
	runs := fs.Int("runs", 3, "timed runs per case; the median counts")
	only := fs.String("case", "", "only the cases whose name matches this regular expression")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	var match *regexp.Regexp
	if *only != "" {
		var err error
		if match, err = regexp.Compile(*only); err != nil {
			return usagef("-case: %v", err)
		}
	}
	fmt.Fprintf(w, "%-20s %9s %9s %9s %10s %10s  %s\n", "case", "input", "median", "max", "rss before", "peak RSS", "result")
	for _, c := range pathological.Cases() {
		if match != nil && !match.MatchString(c.Name) {
			continue
		}
		raw := c.Raw()
		debug.FreeOSMemory()
		before := procStatusKB("VmRSS")
		resetPeakRSS()
		var times []float64
		var summary string
		for range max(1, *runs) {
			start := time.Now()
			res, err := stressOne(c, raw)
			times = append(times, float64(time.Since(start).Microseconds())/1000)
			summary = describe(res, err)
		}
		peak := procStatusKB("VmHWM")
		fmt.Fprintf(w, "%-20s %9s %7.0fms %7.0fms %10s %10s  %s\n", c.Name, size(len(raw)), median(times), maxOf(times),
			kb(before), kb(peak), summary)
		raw = nil
		runtime.GC()
	}
	return nil
}

func stressOne(c pathological.Case, raw []byte) (*core.Result, error) {
	src := string(raw)
	if c.Charset {
		var err error
		if src, _, err = charset.Decode(raw, ""); err != nil {
			return nil, err
		}
	}
	return core.Extract(src, core.Options{})
}

func describe(res *core.Result, err error) string {
	if err != nil {
		return "error: " + err.Error()
	}
	var flags []string
	for _, f := range []struct {
		on   bool
		name string
	}{{res.Stats.Truncated, "truncated"}, {res.Stats.DepthCut, "depth cut"}, {res.Stats.ElementsCut, "elements cut"}} {
		if f.on {
			flags = append(flags, f.name)
		}
	}
	s := fmt.Sprintf("%s, %d elements, %d words, %d comments, %d posts", res.Type, res.Stats.Elements,
		res.Article.Words, len(res.Comments), len(res.Posts))
	if len(flags) > 0 {
		s += " (" + strings.Join(flags, ", ") + ")"
	}
	return s
}

// resetPeakRSS resets the kernel's peak resident set (VmHWM) of this
// process (Linux ≥ 4.0); elsewhere the peak stays the process's.
func resetPeakRSS() { _ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) }

// procStatusKB reads one "kB" field of /proc/self/status, -1 when unknown.
func procStatusKB(field string) int {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			n, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
			if err != nil {
				return -1
			}
			return n
		}
	}
	return -1
}

func kb(n int) string {
	if n < 0 {
		return "n/a"
	}
	return size(n << 10)
}

func size(n int) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.0f kB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}

func maxOf(xs []float64) float64 {
	m := 0.0
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}
