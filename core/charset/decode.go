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

// DecodeFile reads a page from disk, gunzips it when the name ends in ".gz",
// and decodes it with Decode (no Content-Type header is known).
func DecodeFile(path string) (string, error) {
	raw, err := ReadFile(path)
	if err != nil {
		return "", err
	}
	text, _, err := Decode(raw, "")
	return text, err
}

// ReadFile returns the bytes of a file, gunzipped when the name ends in ".gz".
func ReadFile(path string) ([]byte, error) {
	if !strings.HasSuffix(path, ".gz") {
		return os.ReadFile(path)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("charset: %s: %w", path, err)
	}
	defer zr.Close()
	raw, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("charset: %s: %w", path, err)
	}
	return raw, nil
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
