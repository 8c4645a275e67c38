//go:build !(js && wasm)

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// TestWasmLinksNoEncodingJSONNorNetHTTP: the wasm build (GOOS=js GOARCH=wasm, the
// extension's -tags pith_lean) depends on no encoding/json package. It was
// 227 KB of the wasm's code, and the wasm is within a hair of its 2 MB
// budget: core/wire does its work. The check asks the go command for the
// build's packages; a failure to ask is a failure of the test, not a skip.
// (It runs natively: under GOOS=js there is no go command to ask.)
//
// Nor on net/http: goquery's package links it (for NewDocument's fetch),
// and with it crypto, TLS and x509; with goquery in core/meta and
// core/forest the wasm weighed 526 KB gzipped more.
func TestWasmLinksNoEncodingJSONNorNetHTTP(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		goTool = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	cmd := exec.Command(goTool, "list", "-tags", "pith_lean", "-deps", ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		stderr := ""
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = string(ee.Stderr)
		}
		t.Fatalf("go list failed: %v\n%s", err, stderr)
	}
	deps := strings.Fields(string(out))
	// The list must be the wasm build's, or the check proves nothing.
	for _, want := range []string{"syscall/js", "github.com/hack-pad/safejs", "github.com/pith-reader/pith/core", "github.com/pith-reader/pith/core/wire"} {
		if !slices.Contains(deps, want) {
			t.Fatalf("go list -deps lacks %s: not the wasm build's list (%d packages)", want, len(deps))
		}
	}
	for _, p := range deps {
		if p == "encoding/json" || strings.HasPrefix(p, "encoding/json/") || p == "net/http" || p == "github.com/PuerkitoBio/goquery" {
			t.Errorf("the wasm build depends on %s", p)
		}
	}
}
