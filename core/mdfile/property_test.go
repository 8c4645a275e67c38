package mdfile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pith-reader/pith/core"
	"github.com/pith-reader/pith/core/render"
	"golang.org/x/net/html"
)

// pageDirs hold every page the Markdown property is checked on: the golden
// pages, the extension's fixtures and the hostile pages.
var pageDirs = []string{"../../testdata/pages", "../../extension/test/fixtures", "../../testdata/hostile"}

func readPages(t testing.TB) map[string]string {
	t.Helper()
	pages := map[string]string{}
	for _, dir := range pageDirs {
		files, err := filepath.Glob(filepath.Join(dir, "*.html"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no pages in %s", dir)
		}
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			pages[filepath.Join(filepath.Base(dir), filepath.Base(f))] = string(src)
		}
	}
	return pages
}

// payloads are fragments of page text and markup that try to make the
// Markdown writer emit live HTML; each is put in an article page, in a
// comment of it and in its title.
var payloads = []string{
	"<pre>```\n&lt;img src=x onerror='alert(1)'&gt;\n```</pre>",
	"<pre><code>````\n&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>",
	"<pre>~~~\n&lt;img src=x onerror='alert(1)'&gt;</pre>",
	"<ul><li><pre>a&#13;```&#13;&lt;img src=x onerror='alert(1)'&gt;</pre></li></ul>",
	"<ol><li><p>x</p><pre>a&#13;&#10;```&#13;&#10;&lt;img src=x onerror='alert(1)'&gt;</pre></li></ol>",
	"<blockquote><pre>```&#13;&lt;img src=x onerror='alert(1)'&gt;</pre></blockquote>",
	"<blockquote><blockquote><p>a&#13;&lt;img src=x onerror='alert(1)'&gt;</p></blockquote></blockquote>",
	"<p><code>`` &lt;img src=x onerror='alert(1)'&gt; ``</code></p>",
	"<p><code>`</code>&lt;img src=x onerror='alert(1)'&gt;<code>`</code></p>",
	"<p><code>a\n\n&lt;img src=x onerror='alert(1)'&gt;</code></p>",
	`<p><img src="data:image/png;base64,AAAA)<img src=x onerror='alert(1)'>" alt="a"></p>`,
	`<p><img src="data:image/gif;base64,R0lG
)<img src=x onerror='alert(1)'>" alt="nl"></p>`,
	`<p><img src="#x)<img src=x onerror='alert(1)'>" alt="frag"></p>`,
	`<p><img src="x.png" alt="a&#10;&#10;<img src=x onerror='alert(1)'>"></p>`,
	`<p><a href="https://e.org/)<img src=x onerror='alert(1)'>">t</a></p>`,
	`<p><a href="https://e.org/a b">t</a> <a href="mailto:a@b.c?subject=)<img src=x onerror='alert(1)'>">m</a></p>`,
	`<p><a href="javascript:alert(1)">js</a> <a href=" JaVaScRiPt:alert(1)">js2</a> <a href="java&#9;script:alert(1)">js3</a></p>`,
	`<p><a href="vbscript:x">vb</a> <a href="data:text/html,<script>alert(1)</script>">data</a> <img src="data:image/svg+xml,<svg onload='alert(1)'>"></p>`,
	`<p><a href="https://e.org/ok">a](javascript:alert(1)) [b</a></p>`,
	`<p>[x]: javascript:alert(1)</p><p>[x]</p>`,
	`<p>&lt;http://e.org/auto&gt; &lt;mailto:a@b.c&gt; &lt;!-- c --&gt; &lt;?php x ?&gt; &lt;![CDATA[x]]&gt;</p>`,
	`<p>&amp;lt;img src=x onerror='alert(1)'&amp;gt; &amp;#60;script&amp;#62;</p>`,
	`<p>\&lt;img src=x onerror='alert(1)'&gt; \\&lt;b&gt;</p>`,
	`<h2>&lt;img src=x onerror='alert(1)'&gt; #</h2><h3>a&#13;&lt;script&gt;</h3>`,
	`<table><tr><th>a|&lt;img src=x onerror='alert(1)'&gt;</th></tr><tr><td>b&#13;&lt;script&gt;</td></tr></table>`,
	`<p><b>&lt;img src=x onerror='alert(1)'&gt;</b> <em>a&#13;&lt;script&gt;x</em></p>`,
	`<p><math><mtext><svg><mtext>&lt;img src=x onerror='alert(1)'&gt;</mtext></svg></mtext></math></p>`,
	`<p><math display="block"><mi>&lt;script&gt;</mi><annotation-xml encoding="text/html"><img src=x onerror="alert(1)"></annotation-xml></math></p>`,
	`<ul><li>[ ] task</li><li>[x](https://e.org) done</li></ul><p>- [ ] text</p>`,
	`<p>    &lt;div onclick='alert(1)'&gt;</p><p>&#9;&lt;div&gt;</p>`,
	"<p>line&#8232;&lt;img src=x onerror='alert(1)'&gt;&#133;x&#12;y&#11;z</p>",
	`<p>* a</p><p>1. b</p><p>- c</p><p>&gt; d</p><p>===</p><p>---</p><p>| e |</p>`,
}

// hostilePage wraps a payload into an article page with two comments that
// hold it too.
func hostilePage(payload string) string {
	prose := strings.Repeat("<p>Owls hunt at night with silent feathers and ears that find a mouse under the snow, and their wings break the rush of air.</p>", 3)
	return `<html><head><title>T ` + payload + `</title></head><body><nav><a href="/">Home</a></nav><article><h1>A title</h1>` +
		prose + payload + prose + `</article><div id="comments" class="comments"><ol class="comment-list">` +
		`<li class="comment"><div class="comment-author">` + payload + `</div><div class="comment-content"><p>First comment, long enough to count as one.</p>` + payload + `</div></li>` +
		`<li class="comment"><div class="comment-author">B</div><div class="comment-content"><p>Second comment ` + payload + ` with more words.</p></div></li>` +
		`</ol></div><footer>© 2026</footer></body></html>`
}

// checkMarkdown fails the test for any live markup in md.
func checkMarkdown(t testing.TB, what, md string) {
	t.Helper()
	for _, f := range liveMarkup(md) {
		t.Errorf("%s: %s\n--- markdown:\n%s", what, f, md)
	}
}

// checkResult checks the article's Markdown and the whole file.
func checkResult(t testing.TB, what string, res *core.Result) {
	t.Helper()
	checkMarkdown(t, what+": article", res.Article.Markdown)
	checkMarkdown(t, what+": file", Markdown(res, Options{SavedAt: "2026-01-01T00:00:00Z"}))
}

// TestMarkdownHasNoLiveMarkup renders every Markdown output — of the golden
// pages, the extension's fixtures, the hostile pages, each payload in a
// page, and the goldens' stored results — with raw HTML allowed, and finds
// nothing the sanitiser would not let through.
func TestMarkdownHasNoLiveMarkup(t *testing.T) {
	pages := readPages(t)
	for i, p := range payloads {
		pages["payload-"+string(rune('a'+i))] = hostilePage(p)
	}
	for name, src := range pages {
		for _, base := range []string{"https://example.org/a/", ""} {
			res, err := core.Extract(src, core.Options{URL: base})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			checkResult(t, name+" @"+base, res)
		}
		doc, err := html.Parse(strings.NewReader(src))
		if err != nil {
			t.Fatal(err)
		}
		checkMarkdown(t, name+": whole page", render.NewPart("https://example.org/a/", nil, doc).Markdown())
	}
	goldens, _ := filepath.Glob("../../testdata/golden/*.json")
	if len(goldens) == 0 {
		t.Fatal("no goldens")
	}
	for _, g := range goldens {
		raw, err := os.ReadFile(g)
		if err != nil {
			t.Fatal(err)
		}
		var res core.Result
		if err := json.Unmarshal(raw, &res); err != nil {
			t.Fatal(err)
		}
		checkResult(t, filepath.Base(g), &res)
	}
}

// The checker itself finds what it must: raw HTML, unsafe URLs, elements
// the sanitiser drops.
func TestLiveMarkupFindsLiveMarkup(t *testing.T) {
	for _, md := range []string{
		"<img src=x onerror='alert(1)'>",
		"a <b onclick=\"x\">b</b>",
		"<!-- c -->",
		"[a](javascript:alert(1))",
		"![a](data:image/svg+xml,x)",
		"- [ ] task",
		"<details>\n\nx\n</details>",
		"| a |\n| :-- |\n| b |",
	} {
		if len(liveMarkup(md)) == 0 {
			t.Errorf("liveMarkup(%q) found nothing", md)
		}
	}
	for _, md := range []string{"# T\n\nA [link](https://e.org/a\\(b\\)) and ![i](data:image/png;base64,AA) `<b>`", "```\n<script>\n```", "&lt;b&gt; \\<i>"} {
		if f := liveMarkup(md); len(f) != 0 {
			t.Errorf("liveMarkup(%q) = %q", md, f)
		}
	}
}
