package core

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestDependencyRules enforces DESIGN.md convention 1: the extraction
// packages stay pure (no net/http, os, log, syscall/js, x/text: the wasm
// stays small and the core portable) and algorithm packages never import
// each other. core/charset and core/eval are native-edge packages and exempt.
// encoding/json is left out too: core/wire writes and reads the same JSON
// for under half the wasm code encoding/json took (wasm's
// TestWasmLinksNoEncodingJSON checks the whole build).
func TestDependencyRules(t *testing.T) {
	forbidden := []string{"net/http", "os", "log", "syscall/js", "golang.org/x/text", "encoding/json"}
	algorithms := []string{"sd", "seeker", "density", "forest", "template", "baseline"}
	const mod = "github.com/pith-reader/pith/core/"
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (path == "charset" || path == "eval") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		pkgDir := filepath.ToSlash(filepath.Dir(path))
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			for _, bad := range forbidden {
				if p == bad || strings.HasPrefix(p, bad+"/") {
					t.Errorf("%s imports %s", path, p)
				}
			}
			// regexp links its engine and Unicode tables into the wasm
			// (a tenth of it); only Content Seeker, left out of the wasm by
			// the pith_lean tag, uses it.
			if p == "regexp" && !strings.HasPrefix(pkgDir, "seeker") {
				t.Errorf("%s imports regexp (only core/seeker may: it is not in the wasm)", path)
			}
			if p == mod+"charset" || p == mod+"eval" {
				t.Errorf("%s imports the native-only package %s", path, p)
			}
			for _, a := range algorithms {
				if strings.HasPrefix(p, mod+a) && isAlgorithmDir(pkgDir, algorithms) && !strings.HasPrefix(pkgDir, a) {
					t.Errorf("algorithm package %s imports algorithm %s", pkgDir, p)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func isAlgorithmDir(dir string, algorithms []string) bool {
	for _, a := range algorithms {
		if dir == a || strings.HasPrefix(dir, a+"/") {
			return true
		}
	}
	return false
}
