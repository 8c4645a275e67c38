package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// bench -peers finds the peers' module from anywhere in the source tree,
// and says what is missing outside it.
func TestBenchModuleDir(t *testing.T) {
	dir, err := benchModuleDir()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "cmd", "peers")); err != nil {
		t.Errorf("%s holds no cmd/peers: %v", dir, err)
	}
	t.Chdir(t.TempDir())
	if _, err := benchModuleDir(); err == nil || !strings.Contains(err.Error(), "source tree") {
		t.Errorf("outside the tree: err = %v", err)
	}
}
