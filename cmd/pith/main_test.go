package main

import (
	"strings"
	"testing"

	"github.com/pith-reader/pith/core"
)

// TestExitStatus: 0 for work done and for -h (usage on stdout, no error
// line), 2 for a usage error, 1 for work that failed.
func TestExitStatus(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		status int
		stdout string // a part the output must hold
		stderr string // a part stderr must hold ("" = stderr empty)
	}{
		{nil, 2, "", "usage: pith COMMAND"},
		{[]string{"-h"}, 0, "usage: pith COMMAND", ""},
		{[]string{"help"}, 0, "usage: pith COMMAND", ""},
		{[]string{"nope"}, 2, "", `unknown command "nope"`},
		{[]string{"extract", "-h"}, 0, "usage: pith extract", ""},
		{[]string{"stress", "-h"}, 0, "usage: pith stress", ""},
		{[]string{"serve", "-h"}, 0, "usage: pith serve", ""},
		{[]string{"extract"}, 2, "", "one input file expected"},
		{[]string{"extract", "-nope", "x.html"}, 2, "", "flag provided but not defined: -nope"},
		{[]string{"extract", "-format", "yaml", "x.html"}, 2, "", `unknown -format "yaml"`},
		{[]string{"eval"}, 2, "", "-corpus DIR or -all is required"},
		{[]string{"batch", "-corpus", "x"}, 2, "", "-out FILE are required"},
		{[]string{"stress", "-case", "("}, 2, "", "-case"},
		{[]string{"extract", "-max-bytes", "0", "x.html"}, 2, "", "-max-bytes must be positive"},
		{[]string{"serve", "-addr", "0.0.0.0:8080"}, 2, "", "-addr must be a loopback address"},
		{[]string{"serve", "-addr", "8080"}, 2, "", "-addr"},
		{[]string{"extract", "no-such-file.html"}, 1, "", "no-such-file.html"},
	} {
		var out, errs strings.Builder
		status := run(tc.args, &out, &errs)
		if status != tc.status {
			t.Errorf("pith %v: status %d, want %d (stderr %q)", tc.args, status, tc.status, errs.String())
		}
		if !strings.Contains(out.String(), tc.stdout) {
			t.Errorf("pith %v: stdout %q lacks %q", tc.args, out.String(), tc.stdout)
		}
		if tc.stderr == "" && errs.Len() > 0 || !strings.Contains(errs.String(), tc.stderr) {
			t.Errorf("pith %v: stderr %q, want it to hold %q", tc.args, errs.String(), tc.stderr)
		}
		if tc.status == 0 && strings.Contains(out.String()+errs.String(), "help requested") {
			t.Errorf("pith %v: prints an error line for -h", tc.args)
		}
	}
}

// TestEveryCommandHasHelp: each command answers -h with its usage on stdout
// and status 0 (a flag set made with flag.ExitOnError would call os.Exit,
// which fails the test), and rejects an unknown flag with status 2.
func TestEveryCommandHasHelp(t *testing.T) {
	for name := range commands {
		var out, errs strings.Builder
		if status := run([]string{name, "-h"}, &out, &errs); status != 0 || !strings.Contains(out.String(), "usage: pith "+name) || errs.Len() > 0 {
			t.Errorf("pith %s -h: status %d, stdout %q, stderr %q", name, status, out.String(), errs.String())
		}
		out.Reset()
		errs.Reset()
		if status := run([]string{name, "-no-such-flag"}, &out, &errs); status != 2 || !strings.Contains(errs.String(), "usage: pith "+name) {
			t.Errorf("pith %s -no-such-flag: status %d, stderr %q", name, status, errs.String())
		}
	}
}

func TestEveryAlgorithmHasASummary(t *testing.T) {
	var out strings.Builder
	if err := listAlgos(&out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != len(core.Algorithms())+len(corpusOnlySummaries) {
		t.Errorf("%d lines for %d methods:\n%s", len(lines), len(core.Algorithms())+len(corpusOnlySummaries), out.String())
	}
	for _, name := range core.Algorithms() {
		if algoSummaries[name] == "" {
			t.Errorf("method %q has no summary in algoSummaries", name)
		}
	}
	for _, line := range lines {
		name, summary, _ := strings.Cut(line, " ")
		if len(strings.Fields(summary)) < 3 {
			t.Errorf("method %q: summary %q says too little", name, summary)
		}
	}
	if !strings.Contains(out.String(), "without -algo") {
		t.Error("no line says what runs without -algo")
	}
}

func TestTraceGoesBesideEveryFormat(t *testing.T) {
	src, _, err := readPage("../../testdata/pages/article-comments.html", 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	res, err := core.Extract(src, core.Options{Trace: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Trace) == 0 {
		t.Fatal("no decisions recorded")
	}
	var out strings.Builder
	writeTrace(&out, res)
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != len(res.Trace) || !strings.HasPrefix(lines[0], "trace: "+res.Trace[0].Step) || !strings.Contains(lines[0], res.Trace[0].Reason) {
		t.Errorf("%d trace lines for %d steps; first %q", len(lines), len(res.Trace), lines[0])
	}
}
