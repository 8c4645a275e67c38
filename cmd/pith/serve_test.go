package main

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// serveRoot builds a repository-like directory: web/ and the extension
// files it loads, and files that must never be served next to them.
func serveRoot(t *testing.T) string {
	root := t.TempDir()
	files := map[string]string{
		"web/index.html": "<p>web page</p>", "web/pith.wasm": "\x00asm", "web/sub/x.js": "x",
		"extension/shared/engine.js": "engine", "extension/content/overlay.js": "overlay",
		"extension/ui/reader.css": "css", "extension/ui/reader.js": "reader js",
		"extension/background/main.js": "background", ".git/config": "[core] secret",
		"go.mod": "module secret", "web/.env": "TOKEN=secret",
	}
	for name, body := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join(root, "go.mod"), filepath.Join(root, "web", "link.txt")); err != nil {
		t.Fatal(err)
	}
	return root
}

// pith serve answers web/ and the files it loads, and nothing else: not
// through encoded dot segments, not as a directory listing, not through a
// link, not to a request for another host (issue 22, finding 2).
func TestServeOnlyWeb(t *testing.T) {
	h := webHandler(serveRoot(t))
	get := func(host, target string) (int, string) {
		req := httptest.NewRequest(http.MethodGet, "http://"+host+target, nil)
		req.Host = host
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code, rec.Body.String()
	}
	for _, target := range []string{"/web/index.html", "/web/", "/web/pith.wasm", "/web/sub/x.js", "/extension/shared/engine.js", "/extension/content/overlay.js", "/extension/ui/reader.css"} {
		if code, body := get("127.0.0.1:8080", target); code != http.StatusOK || strings.Contains(body, "secret") {
			t.Errorf("GET %s = %d %q, want 200 and its file", target, code, body)
		}
	}
	for _, target := range []string{
		"/web/..%2f.git/config", "/web/..%2f", "/web/..%2F..%2Fgo.mod", "/web/%2e%2e/go.mod", "/web/%2E%2E%2Fgo.mod",
		"/extension/shared/..%2f..%2fgo.mod", "/extension/shared/%2e%2e/background/main.js", "/web/..%5cgo.mod",
		"/web/sub/", "/extension/shared/", "/web/link.txt", "/web/.env", "/.git/config", "/go.mod",
		"/extension/ui/reader.js", "/extension/background/main.js", "/extension/ui/reader.css/../reader.js",
	} {
		if code, body := get("127.0.0.1:8080", target); code == http.StatusOK || strings.Contains(body, "secret") || strings.Contains(body, "x.js") || strings.Contains(body, "engine.js") {
			t.Errorf("GET %s = %d %q, want no file and no listing", target, code, body)
		}
	}
	for _, host := range []string{"localhost:8080", "[::1]:8080", "127.0.0.1", "LOCALHOST"} {
		if code, _ := get(host, "/web/"); code != http.StatusOK {
			t.Errorf("Host %s: %d, want 200", host, code)
		}
	}
	for _, host := range []string{"evil.example:8080", "evil.example", "127.0.0.1.evil.example", "192.168.1.2:8080", ""} {
		if code, body := get(host, "/web/"); code == http.StatusOK || strings.Contains(body, "web page") {
			t.Errorf("Host %q: %d %q, want a refusal (DNS rebinding)", host, code, body)
		}
	}
}

func TestServeListensOnLoopbackOnly(t *testing.T) {
	for _, addr := range []string{"127.0.0.1:8080", "localhost:0", "[::1]:8080", "127.0.0.2:80"} {
		if err := checkLoopback(addr); err != nil {
			t.Errorf("checkLoopback(%q) = %v", addr, err)
		}
	}
	for _, addr := range []string{":8080", "0.0.0.0:8080", "[::]:8080", "192.168.1.2:8080", "example.org:80", "8080"} {
		if err := checkLoopback(addr); err == nil {
			t.Errorf("checkLoopback(%q) accepted", addr)
		}
	}
}
