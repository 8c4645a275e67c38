package main

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

func init() {
	commands["serve"] = command{"serve web/ (the in-browser demo of the wasm core) on localhost", runServe}
}

// runServe serves the repository's web/ page and the extension modules it
// imports (../extension/shared, ../extension/content) — nothing else — on a
// loopback address. The page runs the wasm that ./build.sh put in web/.
func runServe(args []string) error {
	fs := newFlags("serve", "[-addr HOST:PORT] [-root DIR]")
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on (keep it on loopback)")
	rootFlag := fs.String("root", "", "repository root holding web/ and extension/ (default: found from the working directory)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	root := *rootFlag
	if root == "" {
		var err error
		if root, err = findWebRoot(); err != nil {
			return err
		}
	}
	if _, err := os.Stat(filepath.Join(root, "web", "pith.wasm")); err != nil {
		return fmt.Errorf("serve: %s has no web/pith.wasm: run ./build.sh first", root)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	fmt.Fprintf(os.Stderr, "pith: serving http://%s/web/ (Ctrl-C stops)\n", ln.Addr())
	srv := &http.Server{Handler: webHandler(root), ReadHeaderTimeout: 10 * time.Second}
	return srv.Serve(ln)
}

// servedPrefixes are the only paths served.
var servedPrefixes = []string{"/web/", "/extension/shared/", "/extension/content/", "/extension/ui/reader.css"}

// webHandler serves the files of web/ and the extension modules it imports.
func webHandler(root string) http.Handler {
	files := http.FileServer(http.Dir(root))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/" {
			http.Redirect(w, r, "/web/", http.StatusFound)
			return
		}
		allowed := false
		for _, p := range servedPrefixes {
			if strings.HasPrefix(r.URL.Path, p) {
				allowed = true
				break
			}
		}
		if !allowed || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Cache-Control", "no-cache")
		h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src * data: blob:; style-src 'self' 'unsafe-inline'; object-src 'none'")
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			h.Set("Content-Type", "application/wasm")
		}
		files.ServeHTTP(w, r)
	})
}

// findWebRoot walks up from the working directory to the directory that
// holds web/index.html and extension/shared.
func findWebRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if isFile(filepath.Join(dir, "web", "index.html")) && isFile(filepath.Join(dir, "extension", "shared", "engine.js")) {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("serve: no web/ found here or above: run it inside the repository or pass -root")
		}
		dir = parent
	}
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}
