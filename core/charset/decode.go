package charset

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/htmlindex"
)

// Encoding names returned by Decode (the WHATWG canonical names).
const (
	nameUTF8    = "utf-8"
	nameUTF16LE = "utf-16le"
	nameUTF16BE = "utf-16be"
	name1252    = "windows-1252"
)

// ErrUnknownEncoding is returned by DecodeAs for a label the WHATWG index does not know.
var ErrUnknownEncoding = errors.New("charset: unknown encoding")

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// Decode converts raw page bytes to UTF-8 text and names the encoding it used.
// contentType is the HTTP Content-Type header value and may be empty. See the
// package documentation for the order in which the evidence is weighed.
func Decode(raw []byte, contentType string) (text string, name string, err error) {
	raw = bytes.TrimPrefix(raw, utf8BOM)
	if utf8.Valid(raw) {
		if order := utf16WithoutBOM(raw); order != "" {
			return DecodeAs(raw, order)
		}
		return string(raw), nameUTF8, nil
	}
	if order := utf16BOM(raw); order != "" {
		return DecodeAs(raw[2:], order)
	}
	if isMostlyUTF8(raw) {
		return replaceInvalidUTF8(raw), nameUTF8, nil
	}
	for _, label := range []string{charsetFromContentType(contentType), charsetFromMeta(raw)} {
		if name := usableLabel(label); name != "" {
			return DecodeAs(raw, name)
		}
	}
	return DecodeAs(raw, sniff(raw))
}

// DecodeAs decodes raw with the encoding of the given WHATWG label, replacing
// invalid sequences with U+FFFD. It returns the canonical name of the encoding.
func DecodeAs(raw []byte, label string) (text string, name string, err error) {
	enc, err := htmlindex.Get(label)
	if err != nil {
		return "", "", fmt.Errorf("%w: %q", ErrUnknownEncoding, label)
	}
	name, _ = htmlindex.Name(enc)
	if name == nameUTF8 {
		return replaceInvalidUTF8(raw), name, nil
	}
	out, err := enc.NewDecoder().Bytes(raw)
	if err != nil {
		return "", name, fmt.Errorf("charset: decoding %s: %w", name, err)
	}
	return string(out), name, nil
}

// DecodeFile reads a page from disk (ReadFile: gunzipped when the name
// ends in ".gz", at most DefaultMaxBytes+1 bytes) and decodes it with Decode
// (no Content-Type header is known).
func DecodeFile(path string) (string, error) {
	raw, err := ReadFile(path)
	if err != nil {
		return "", err
	}
	text, _, err := Decode(raw, "")
	return text, err
}

// DefaultMaxBytes is how much of a page ReadFile reads: dom's default
// MaxBytes, past which the parse cuts the page anyway.
const DefaultMaxBytes = 16 << 20

// ErrEndless is the error for an input that is not a regular file (a
// device, a pipe, a terminal) and goes on past the limit: it may never end
// (/dev/zero), so it is refused rather than cut.
var ErrEndless = errors.New("charset: input is not a regular file and does not end within the limit")

// ReadFile returns the bytes of a file, gunzipped when the name ends in
// ".gz": at most DefaultMaxBytes+1 of them (ReadFileLimited).
func ReadFile(path string) ([]byte, error) {
	raw, _, err := ReadFileLimited(path, DefaultMaxBytes)
	return raw, err
}

// ReadFileLimited reads at most max+1 bytes of a page, gunzipped when the
// name ends in ".gz", never more, whatever the file. truncated reports a
// regular file (or its gunzipped stream) longer than max; raw then holds
// its first max+1 bytes, so a parse with the same limit cuts it and says
// so. A longer input that is not a regular file is ErrEndless.
func ReadFileLimited(path string, max int) (raw []byte, truncated bool, err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	return ReadOpenLimited(f, strings.HasSuffix(path, ".gz"), max)
}

// ReadOpenLimited is ReadFileLimited on an open file (os.Stdin, say).
func ReadOpenLimited(f *os.File, gunzip bool, max int) (raw []byte, truncated bool, err error) {
	st, err := f.Stat()
	if err != nil {
		return nil, false, err
	}
	if st.IsDir() {
		return nil, false, fmt.Errorf("charset: %s is a directory", f.Name())
	}
	var r io.Reader = f
	if gunzip {
		zr, err := gzip.NewReader(f)
		if err != nil {
			return nil, false, fmt.Errorf("charset: %s: %w", f.Name(), err)
		}
		defer zr.Close()
		r = zr
	}
	raw, truncated, err = ReadLimited(r, max)
	if err != nil {
		return nil, false, fmt.Errorf("charset: %s: %w", f.Name(), err)
	}
	if truncated && !st.Mode().IsRegular() {
		return nil, false, fmt.Errorf("%w (%s, %d bytes)", ErrEndless, f.Name(), max)
	}
	return raw, truncated, nil
}

// ReadLimited reads r up to its end or max+1 bytes, whichever comes
// first; truncated reports that it held more than max.
func ReadLimited(r io.Reader, max int) (raw []byte, truncated bool, err error) {
	raw, err = io.ReadAll(io.LimitReader(r, int64(max)+1))
	return raw, len(raw) > max, err
}

// usableLabel returns the canonical name for a declared label, or "" when the
// declaration should not be followed: unknown, the "replacement" encoding, or
// UTF-8/UTF-16 (a declared UTF-8 reaching here has invalid bytes, and a
// declared UTF-16 without a byte order mark is, per WHATWG, a mislabel).
func usableLabel(label string) string {
	if label == "" {
		return ""
	}
	enc, err := htmlindex.Get(label)
	if err != nil {
		return ""
	}
	name, err := htmlindex.Name(enc)
	if err != nil {
		return ""
	}
	switch name {
	case "replacement", nameUTF8, nameUTF16LE, nameUTF16BE:
		return ""
	}
	return name
}
