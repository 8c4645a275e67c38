//go:build !pith_lean

package forest

import (
	"github.com/PuerkitoBio/goquery"
	"golang.org/x/net/html"
)

// selectAll is the elements under root a wrapper's CSS selector matches,
// in document order: goquery's Find, the library's and the CLI's selector
// engine. The extension's lean build does the same with cascadia alone
// (select_lean.go): goquery's package links net/http, and with it crypto
// and TLS, half a megabyte of wasm for one call.
func selectAll(root *html.Node, selector string) []*html.Node {
	return goquery.NewDocumentFromNode(root).Find(selector).Nodes
}
