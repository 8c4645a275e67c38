package peers

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestBlockText(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"blocks break lines", "<h1>Title</h1><p>Body <b>bold</b> text</p>", "Title\nBody bold text"},
		{"br breaks", "<p>one<br>two</p>", "one\ntwo"},
		{"whitespace folded", "<p>  a \n\t b  </p>", "a b"},
		{"pre keeps lines", "<pre>x := 1\n  y := 2</pre>", "x := 1\ny := 2"},
		{"scripts skipped", "<p>a<script>var x</script><style>p{}</style>b</p>", "ab"},
		{"cells separated", "<table><tr><td>a</td><td>b</td></tr></table>", "a b"},
		{"inline stays inline", "<p>foo<span>bar</span></p>", "foobar"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(tt.in))
			if err != nil {
				t.Fatal(err)
			}
			if got := BlockText(doc); got != tt.want {
				t.Errorf("BlockText(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestDecodeKeepsUTF8(t *testing.T) {
	got, name, err := Decode([]byte("caf\xc3\xa9"), "")
	if err != nil || got != "café" || name != "utf-8" {
		t.Errorf("Decode = %q, %q, %v", got, name, err)
	}
}

func TestSystemsRun(t *testing.T) {
	page := "<html><head><title>T</title></head><body><nav>Home | About</nav><article><h1>T</h1>" +
		strings.Repeat("<p>The quick brown fox jumps over the lazy dog, and then it keeps running far away.</p>", 20) +
		"</article></body></html>"
	for _, name := range Names() {
		s, _ := Lookup(name)
		out, err := s.Run(page, "https://example.com/a")
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if name != "parse" && !strings.Contains(out.Article, "quick brown fox") {
			t.Errorf("%s: article misses the text: %.80q", name, out.Article)
		}
	}
}
