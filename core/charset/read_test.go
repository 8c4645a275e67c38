package charset

import (
	"bytes"
	"compress/gzip"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/pith-reader/pith/core/dom"
)

func TestDefaultMaxBytesIsDoms(t *testing.T) {
	if DefaultMaxBytes != dom.DefaultMaxBytes {
		t.Errorf("DefaultMaxBytes = %d, dom.DefaultMaxBytes = %d", DefaultMaxBytes, dom.DefaultMaxBytes)
	}
}

// Reads are bounded wherever a page enters (issue 22, finding 3): at most
// max+1 bytes are read; a longer regular file (or gzip stream) is cut and
// reported, a longer input that is not a regular file is refused, quickly.
func TestReadFileLimited(t *testing.T) {
	dir := t.TempDir()
	long := filepath.Join(dir, "long.html")
	if err := os.WriteFile(long, bytes.Repeat([]byte("<p>x</p>"), 1000), 0o644); err != nil {
		t.Fatal(err)
	}
	raw, truncated, err := ReadFileLimited(long, 100)
	if err != nil || !truncated || len(raw) != 101 {
		t.Errorf("long file: %d bytes, truncated %v, err %v; want 101, true, nil", len(raw), truncated, err)
	}
	raw, truncated, err = ReadFileLimited(long, 8000)
	if err != nil || truncated || len(raw) != 8000 {
		t.Errorf("file at the limit: %d bytes, truncated %v, err %v; want 8000, false, nil", len(raw), truncated, err)
	}

	// A gzip bomb: 64 MB of zeros in a few kB.
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zeros := make([]byte, 1<<20)
	for range 64 {
		zw.Write(zeros)
	}
	zw.Close()
	bomb := filepath.Join(dir, "bomb.html.gz")
	if err := os.WriteFile(bomb, gz.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	raw, truncated, err = ReadFileLimited(bomb, 1<<20)
	if err != nil || !truncated || len(raw) != 1<<20+1 {
		t.Errorf("gzip bomb: %d bytes, truncated %v, err %v", len(raw), truncated, err)
	}
	if _, _, err := ReadFileLimited(dir, 100); err == nil {
		t.Error("a directory was read")
	}

	// An endless pipe.
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	go func() {
		chunk := bytes.Repeat([]byte("<p>all work and no play</p>"), 1000)
		for {
			if _, err := w.Write(chunk); err != nil {
				return
			}
		}
	}()
	defer w.Close()
	start := time.Now()
	if _, _, err := ReadOpenLimited(r, false, 1<<20); !errors.Is(err, ErrEndless) {
		t.Errorf("endless pipe: err %v, want ErrEndless", err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("endless pipe took %v", d)
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		if _, _, err := ReadFileLimited("/dev/zero", 1<<20); !errors.Is(err, ErrEndless) {
			t.Errorf("/dev/zero: err %v, want ErrEndless", err)
		}
	}
}
