package clean

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestCommentChrome: the controls and counts around a comment are its
// chrome by what they are and do, in any language; what a reader wrote,
// links to other comments included, is not.
func TestCommentChrome(t *testing.T) {
	for _, c := range []struct {
		name, src string
		want      bool
	}{
		{"like count", `<li id="x" class="like_count smalltext">3 personnes aiment ça.</li>`, true},
		{"role button", `<a id="x" role="button" tabindex="0">Zum Erweitern anklicken …</a>`, true},
		{"link to nowhere", `<a id="x" href="#">Citar</a>`, true},
		{"script link", `<a id="x" href="javascript:void(0)">Rispondi</a>`, true},
		{"interaction counter", `<div id="x" itemprop="interactionStatistic" itemscope itemtype="https://schema.org/InteractionCounter"><span>5 vind-ik-leuks</span></div>`, true},
		{"comment count", `<span id="x" itemprop="commentCount">2</span>`, true},
		{"link to another comment", `<a id="x" href="#comment-12">a resposta da Clara</a>`, false},
		{"long button", `<div id="x" role="button">` + strings.Repeat("Ein ganzer Absatz, den jemand geschrieben hat. ", 3) + `</div>`, false},
		{"paragraph", `<p id="x">Je n'aime pas ça du tout.</p>`, false},
	} {
		doc, err := html.Parse(strings.NewReader("<body>" + c.src))
		if err != nil {
			t.Fatal(err)
		}
		if got := CommentChrome(byID(doc, "x")); got != c.want {
			t.Errorf("%s: CommentChrome = %v, want %v", c.name, got, c.want)
		}
	}
}

// byID finds the element of n's tree whose id is id.
func byID(n *html.Node, id string) *html.Node {
	if n.Type == html.ElementNode {
		for _, a := range n.Attr {
			if a.Key == "id" && a.Val == id {
				return n
			}
		}
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if f := byID(c, id); f != nil {
			return f
		}
	}
	return nil
}
