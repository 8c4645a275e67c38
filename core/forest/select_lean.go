//go:build pith_lean

package forest

import (
	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"
)

// selectAll is goquery's Find (select.go) for the extension's lean build:
// the same selector engine (cascadia, which goquery compiles selectors
// with), without goquery's package and the net/http it links. An invalid
// selector matches nothing, as goquery's Find returns no node.
func selectAll(root *html.Node, selector string) []*html.Node {
	sel, err := cascadia.Compile(selector)
	if err != nil {
		return nil
	}
	return sel.MatchAll(root)
}
