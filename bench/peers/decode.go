package peers

import "github.com/pith-reader/pith/core/charset"

// Decode turns a page's raw bytes into UTF-8 with pith's own native-edge
// decoder (core/charset: valid UTF-8 wins, then BOM, Content-Type, <meta
// charset>, then a sniff), so every system, pith included, reads the same text.
// It returns the text and the name of the encoding used.
func Decode(raw []byte, contentType string) (string, string, error) {
	return charset.Decode(raw, contentType)
}
