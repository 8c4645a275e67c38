package main

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"os"
	"path"
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
	addr := fs.String("addr", "127.0.0.1:8080", "loopback address to listen on (127.0.0.1, [::1] or localhost)")
	rootFlag := fs.String("root", "", "repository root holding web/ and extension/ (default: found from the working directory)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := checkLoopback(*addr); err != nil {
		return usagef("%v", err) // a flag's value the command refuses: exit 2
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

// errNotLoopback: the page is for this machine only.
var errNotLoopback = errors.New("-addr must be a loopback address (127.0.0.1, [::1] or localhost)")

// checkLoopback refuses an address that is not on loopback (an empty host
// listens on every interface).
func checkLoopback(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("-addr: %w", err)
	}
	if !isLoopbackHost(host) {
		return fmt.Errorf("%w, not %q", errNotLoopback, addr)
	}
	return nil
}

// isLoopbackHost reports localhost or a loopback IP literal.
func isLoopbackHost(host string) bool {
	host = strings.TrimSuffix(strings.ToLower(host), ".")
	if host == "localhost" {
		return true
	}
	ip, err := netip.ParseAddr(strings.Trim(host, "[]"))
	return err == nil && ip.IsLoopback()
}

// servedPrefixes are the only paths served (after cleaning): web/ and the
// extension files web/index.html loads.
var servedPrefixes = []string{"/web/", "/extension/shared/", "/extension/content/", "/extension/ui/reader.css"}

// servedPath cleans the request's path and reports whether it may be
// served: no ".." segment (before cleaning, encoded or not), no dot file,
// and under one of servedPrefixes.
func servedPath(urlPath string) (string, bool) {
	if strings.Contains(urlPath, "\\") || strings.Contains(urlPath, "\x00") {
		return "", false
	}
	for _, seg := range strings.Split(urlPath, "/") {
		if seg == ".." || strings.HasPrefix(seg, ".") && seg != "" {
			return "", false
		}
	}
	clean := path.Clean("/" + urlPath)
	if strings.HasSuffix(urlPath, "/") && clean != "/" {
		clean += "/"
	}
	for _, p := range servedPrefixes {
		if strings.HasPrefix(clean, p) {
			return clean, true
		}
	}
	return "", false
}

// webHandler serves the files of web/ and the extension modules it
// imports, to requests that name this machine (the Host check keeps a
// DNS-rebinding page from reading them), with no directory listing and
// nothing outside those directories (symbolic links resolved and checked).
func webHandler(root string) http.Handler {
	realRoot, err := filepath.EvalSymlinks(root)
	if err != nil {
		realRoot = root
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := r.Host
		if h, _, err := net.SplitHostPort(host); err == nil {
			host = h
		}
		if !isLoopbackHost(host) {
			http.Error(w, "pith serve answers only to localhost", http.StatusMisdirectedRequest)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		if r.URL.Path == "/" || r.URL.Path == "/web" {
			http.Redirect(w, r, "/web/", http.StatusFound)
			return
		}
		clean, ok := servedPath(r.URL.Path)
		if !ok {
			http.NotFound(w, r)
			return
		}
		if strings.HasSuffix(clean, "/") {
			clean += "index.html" // a directory: its page, never a listing
		}
		file, ok := resolveServed(realRoot, clean)
		if !ok {
			http.NotFound(w, r)
			return
		}
		f, err := os.Open(file)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil || !st.Mode().IsRegular() {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Cache-Control", "no-cache")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Content-Security-Policy", webCSP)
		if strings.HasSuffix(clean, ".wasm") {
			h.Set("Content-Type", "application/wasm")
		}
		http.ServeContent(w, r, path.Base(clean), st.ModTime(), f)
	})
}

// webCSP is web/'s policy (the same as its <meta>): its own scripts and
// the wasm, its own styles; images (the reader view's, loaded when asked)
// from anywhere; nothing else from anywhere. The preview frame adds its own,
// stricter policy (web/app.js).
const webCSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src * data: blob:; style-src 'self' 'unsafe-inline'; frame-src 'self' about:; object-src 'none'; base-uri 'none'; form-action 'none'"

// resolveServed maps a cleaned, allowed path to its file under root,
// following symbolic links, and reports false when the file is missing or
// lies outside the directory its prefix names.
func resolveServed(root, clean string) (string, bool) {
	file, err := filepath.EvalSymlinks(filepath.Join(root, filepath.FromSlash(clean)))
	if err != nil {
		return "", false
	}
	for _, p := range servedPrefixes {
		if !strings.HasPrefix(clean, p) {
			continue
		}
		allowed := filepath.Join(root, filepath.FromSlash(p))
		if file == allowed || strings.HasPrefix(file, allowed+string(filepath.Separator)) {
			return file, true
		}
	}
	return "", false
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
