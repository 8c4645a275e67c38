package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// page is one corpus page as stored: its id, URL and raw bytes.
type page struct {
	ID  string
	URL string
	Raw []byte
}

// loadCorpus reads DIR/gold.jsonl for the page ids and URLs (in gold order)
// and DIR/pages/<id>.html.gz for the bytes. limit > 0 keeps the first limit pages.
func loadCorpus(dir string, limit int) ([]page, error) {
	f, err := os.Open(filepath.Join(dir, "gold.jsonl"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var pages []page
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<28)
	for sc.Scan() {
		var g struct {
			ID  string `json:"id"`
			URL string `json:"url"`
		}
		if len(sc.Bytes()) == 0 {
			continue
		}
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			return nil, fmt.Errorf("gold.jsonl: %w", err)
		}
		raw, err := readGzip(filepath.Join(dir, "pages", g.ID+".html.gz"))
		if err != nil {
			return nil, err
		}
		pages = append(pages, page{ID: g.ID, URL: g.URL, Raw: raw})
		if limit > 0 && len(pages) == limit {
			break
		}
	}
	return pages, sc.Err()
}

func readGzip(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return io.ReadAll(zr)
}

func gunzip(b []byte) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return io.ReadAll(zr)
}
