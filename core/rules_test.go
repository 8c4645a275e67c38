package core

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core/clean"
)

// TestCleanRulesNameTheirTests: every clean-up rule names, as the test that
// fails without it, a test function of package core (an end-to-end page)
// or of package clean.
func TestCleanRulesNameTheirTests(t *testing.T) {
	tests := map[string]bool{}
	for _, pattern := range []string{"*_test.go", "clean/*_test.go"} {
		files, err := filepath.Glob(pattern)
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: %v", pattern, err)
		}
		for _, file := range files {
			f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && strings.HasPrefix(fd.Name.Name, "Test") {
					tests[fd.Name.Name] = true
				}
			}
		}
	}
	for _, r := range append(clean.Rules(), clean.NoiseMapRules()...) {
		name, _, _ := strings.Cut(r.Test, "/")
		if !tests[name] {
			t.Errorf("rule %s names test %q, which does not exist", r.Name, r.Test)
		}
	}
}
