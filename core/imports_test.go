package core

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// stageImports are the default pipeline's stage packages and the stage
// packages each may import: dependencies point one way, down this list
// (meta → page → clean → thread → pagetype; clean and site → article).
// core, above them all, orchestrates; no stage imports core, and no
// algorithm package imports a stage.
var stageImports = map[string][]string{
	"meta":     nil,
	"page":     {"meta"},
	"clean":    {"page"},
	"thread":   {"page", "clean"},
	"pagetype": {"page", "thread"},
	"site":     {"page"},
	"article":  {"page", "clean", "site"},
}

// TestDependencyRules enforces DESIGN.md convention 1: the extraction
// packages stay pure (no net/http, os, log, syscall/js, x/text: the wasm
// stays small and the core portable), algorithm packages never import
// each other, and the stage packages import each other one way only
// (stageImports). core/charset and core/eval are native-edge packages and
// exempt. encoding/json is left out too: core/wire writes and reads the
// same JSON for under half the wasm code encoding/json took (wasm's
// TestWasmLinksNoEncodingJSON checks the whole build).
func TestDependencyRules(t *testing.T) {
	forbidden := []string{"net/http", "os", "log", "syscall/js", "golang.org/x/text", "encoding/json"}
	algorithms := []string{"sd", "seeker", "density", "forest", "template", "baseline"}
	const mod = "github.com/pith-reader/pith/core/"
	seen := map[string]bool{}
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
		seen[pkgDir] = true
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
			checkStageImport(t, path, pkgDir, strings.TrimPrefix(p, mod), strings.HasPrefix(p, mod) || p == strings.TrimSuffix(mod, "/"))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for stage := range stageImports {
		if !seen[stage] {
			t.Errorf("stage package core/%s not found", stage)
		}
	}
}

// aboveCore are the packages under core/ that consume a finished Result
// (mdfile writes the saved Markdown file from one): they sit above core,
// beside cmd and wasm, and may import it; the Go toolchain's cycle check
// keeps core from importing them.
var aboveCore = []string{"mdfile"}

// checkStageImport checks one import of a package in pkgDir: a stage
// package imports only the stages stageImports allows, never core; an
// algorithm or lower package imports no stage. inModule: the import is a
// package of core (imported is its path below core/, or core itself).
func checkStageImport(t *testing.T, path, pkgDir, imported string, inModule bool) {
	t.Helper()
	if !inModule || pkgDir == "." || slices.Contains(aboveCore, pkgDir) {
		return
	}
	if imported == "github.com/pith-reader/pith/core" {
		t.Errorf("%s imports core: the stages are below it", path)
		return
	}
	_, importsStage := stageImports[imported]
	allowed, isStage := stageImports[pkgDir]
	switch {
	case isStage && importsStage && !slices.Contains(allowed, imported):
		t.Errorf("stage %s imports stage %s (allowed: %v)", pkgDir, imported, allowed)
	case !isStage && importsStage:
		t.Errorf("%s imports the stage package %s (only core and later stages may)", path, imported)
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
