package render

import (
	"strings"
	"testing"
)

// The Markdown writer on pages that try to end its constructs early and
// leave live HTML behind (issue 22, finding 1): each output is the exact
// Markdown, whose "<" are all text or code.
func TestMarkdownOfHostileText(t *testing.T) {
	pixels := strings.Repeat("A", 300) // a picture's data, not a placeholder's
	tests := []struct{ name, src, want string }{
		{"a fence line inside code", "<pre>a\n```\n&lt;img src=x onerror='alert(1)'&gt;</pre>",
			"````\na\n```\n<img src=x onerror='alert(1)'>\n````"},
		{"carriage returns in code in a list", "<ul><li><pre>a&#13;```&#13;&lt;b&gt;</pre></li></ul>",
			"- \n\n  ````\n  a\n  ```\n  <b>\n  ````"},
		{"carriage returns in code in a quote", "<blockquote><pre>```&#13;&lt;b&gt;</pre></blockquote>",
			"> ````\n> ```\n> <b>\n> ````"},
		{"backticks in inline code", "<p><code>a ` b `` &lt;b&gt;</code> <code>`x`</code></p>",
			"```a ` b `` <b>``` `` `x` ``"},
		{"a data: image with white space", "<p><img src=\"data:image/png;base64,AA\n B" + pixels + "=\" alt=\"a](b)\"></p>",
			`![a\](b)](data:image/png;base64,AA%0A%20B` + pixels + `=)`},
		{"a data: image that is not base64", `<p>x <img src="data:image/png;base64,AA)<img src=x onerror='alert(1)'>"> <img src="data:image/svg+xml;base64,AA"></p>`, `x`},
		{"an image in a fragment", `<p><img src="#x)<b>" alt="f"></p>`, `![f](#x\)%3Cb%3E)`},
		{"a link with parentheses", `<p><a href="https://e.org/a_(b)">w</a></p>`, `[w](https://e.org/a_\(b\))`},
		{"alt text on several lines", "<p><img src=\"/i.png\" alt=\"a\n\n&lt;b&gt;\"></p>", `![a &lt;b>](https://example.org/i.png)`},
		{"entities the page escaped", `<p>&amp;lt;b&amp;gt; &amp;#60; Q&amp;A</p>`, `\&lt;b\&gt; \&#60; Q\&A`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := strings.TrimSpace(part(t, tc.src).Markdown()); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

func TestMarkdownTextAndLine(t *testing.T) {
	if got, want := MarkdownText("# not a heading\r\n1. not a list\r- x\n\n  <b> & [y]  \n===="),
		"\\# not a heading\n1\\. not a list\n\\- x\n\n&lt;b> & \\[y\\]\n\\===="; got != want {
		t.Errorf("MarkdownText = %q, want %q", got, want)
	}
	if got, want := MarkdownLine("a\n\n<b>\r> c"), `a &lt;b> > c`; got != want {
		t.Errorf("MarkdownLine = %q, want %q", got, want)
	}
}
