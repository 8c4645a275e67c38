package dom

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// flattenDeep re-serialises src with every start tag that would open deeper
// than maxDepth dropped, together with its matching end tag; text and
// shallower markup are kept. It runs only when x/net/html refused the input
// for nesting, so ordinary pages never pay for it. Depth is tracked with a
// stack of open tag names, closing to the matching name on an end tag, which
// follows the tree builder closely enough for a bound.
func flattenDeep(src string, maxDepth int) string {
	z := html.NewTokenizer(strings.NewReader(src))
	var b strings.Builder
	b.Grow(len(src))
	var open []string // tag names currently open and kept
	dropped := map[string]int{}
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			return b.String()
		case html.StartTagToken:
			name, _ := z.TagName()
			tag := string(name)
			if isVoid(tag) {
				b.Write(z.Raw())
				continue
			}
			if len(open) >= maxDepth {
				dropped[tag]++
				continue
			}
			open = append(open, tag)
			b.Write(z.Raw())
		case html.EndTagToken:
			name, _ := z.TagName()
			tag := string(name)
			if dropped[tag] > 0 {
				dropped[tag]--
				continue
			}
			for i := len(open) - 1; i >= 0; i-- {
				if open[i] == tag {
					open = open[:i]
					break
				}
			}
			b.Write(z.Raw())
		default:
			b.Write(z.Raw())
		}
	}
}

func isVoid(tag string) bool {
	switch atom.Lookup([]byte(tag)) {
	case atom.Area, atom.Base, atom.Br, atom.Col, atom.Embed, atom.Hr, atom.Img,
		atom.Input, atom.Link, atom.Meta, atom.Source, atom.Track, atom.Wbr:
		return true
	}
	return false
}
