package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core"
)

// TestParity checks that the wasm build answers byte for byte what the native
// build answers, on every fixture page. It runs in two steps sharing the
// directory PITH_PARITY_DIR (extension/test/run.sh does both):
//
//	PITH_PARITY_DIR=$d go test ./wasm -run TestParity            # native: writes
//	PITH_PARITY_DIR=$d GOOS=js GOARCH=wasm go test ./wasm/...   # wasm: compares
//
// Without the variable it only checks that every page gets an answer.
func TestParity(t *testing.T) {
	pages := parityPages(t)
	if len(pages) == 0 {
		t.Fatal("no fixture pages found")
	}
	dir := os.Getenv("PITH_PARITY_DIR")
	for _, page := range pages {
		name := strings.ReplaceAll(strings.TrimPrefix(filepath.ToSlash(page), "../"), "/", "_")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(page)
			if err != nil {
				t.Fatal(err)
			}
			req, _ := json.Marshal(Request{HTML: string(src), URL: "https://example.org/" + filepath.Base(page), Options: parityOptions})
			got := HandleJSON(string(req))
			if strings.HasPrefix(got, `{"error":`) {
				t.Fatalf("failure: %s", got)
			}
			if dir == "" {
				return
			}
			want := filepath.Join(dir, name+".json")
			if runtime.GOOS != "js" {
				if err := os.WriteFile(want, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			native, err := os.ReadFile(want)
			if err != nil {
				t.Fatalf("no native answer (run the native step first): %v", err)
			}
			if string(native) != got {
				t.Errorf("wasm and native answers differ at byte %d (native %d bytes, wasm %d bytes)",
					firstDiff(string(native), got), len(native), len(got))
			}
		})
	}
}

func parityPages(t *testing.T) []string {
	t.Helper()
	var pages []string
	for _, pattern := range []string{"../testdata/pages/*.html", "../extension/test/fixtures/*.html"} {
		m, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		pages = append(pages, m...)
	}
	sort.Strings(pages)
	return pages
}

func firstDiff(a, b string) int {
	n := min(len(a), len(b))
	for i := range n {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}

// parityOptions turn the trace on, so the decisions are compared as well.
var parityOptions = core.Options{Trace: true}
