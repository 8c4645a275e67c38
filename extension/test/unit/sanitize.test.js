import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOMParser, parseHTML } from 'linkedom';
import { sanitizeHTML, safeURL } from '../../shared/sanitize.js';
import { toHTMLFile } from '../../shared/savehtml.js';

const { document } = parseHTML('<!doctype html><html><body></body></html>');
const env = { doc: document, DOMParser, base: 'https://example.org/a/' };
const clean = (html) => sanitizeHTML(html, env);

/** attrs parses html and returns the attributes of the first `tag` (order-free). */
function attrs(html, tag) {
  const { document: d } = parseHTML(`<html><body>${html}</body></html>`);
  const el = d.querySelector(tag);
  return el ? Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])) : null;
}

test('safeURL allows http(s)/mailto links and http(s)/data images only', () => {
  assert.equal(safeURL('https://x.example/p'), 'https://x.example/p');
  assert.equal(safeURL('/p', 'link', 'https://x.example/a/'), 'https://x.example/p');
  assert.equal(safeURL('#sec'), '#sec');
  assert.equal(safeURL('mailto:a@b.c'), 'mailto:a@b.c');
  for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:x', 'vbscript:x', 'data:text/html,<script>x</script>', 'file:///etc/passwd']) {
    assert.equal(safeURL(bad, 'link', 'https://x.example/'), '', bad);
  }
  assert.equal(safeURL('data:image/png;base64,AAAA', 'image'), 'data:image/png;base64,AAAA');
  assert.equal(safeURL('data:image/svg+xml;base64,AAAA', 'image'), '');
});

test('scripts, handlers, frames, forms and styles are removed', () => {
  const out = clean(`<p onclick="x()" style="color:red" class="c">Hi <b onmouseover="y()">there</b></p>
<script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe>
<img src="x.png" onerror="alert(1)" alt="x"><a href="javascript:alert(1)">bad</a>
<svg><script>alert(2)</script></svg><math><mi>x</mi></math><form><input value="pw"></form>
<object data="x"></object><embed src="x"><noscript><p>ns</p></noscript><template><p>t</p></template>`);
  assert.doesNotMatch(out, /script|onclick|onerror|onmouseover|style=|iframe|svg|math|form|input|object|embed|noscript|template|javascript:/i);
  assert.match(out, /<p>Hi <b>there<\/b><\/p>/);
  assert.deepEqual(attrs(out, 'img'), { src: 'https://example.org/a/x.png', alt: 'x', loading: 'lazy', referrerpolicy: 'no-referrer' });
  assert.match(out, /<a>bad<\/a>/);
});

test('structure is kept: figures, code, tables, lists, quotes', () => {
  const html = '<figure><img src="https://x.example/a.png" alt="a"><figcaption>Cap</figcaption></figure><pre><code class="language-go evil">x := 1</code></pre><table><tr><td colspan="2">c</td></tr></table><ul><li>a</li></ul><blockquote cite="https://q.example/">q</blockquote>';
  const out = clean(html);
  assert.match(out, /<figure><img [^>]*><figcaption>Cap<\/figcaption><\/figure>/);
  assert.equal(attrs(out, 'img').src, 'https://x.example/a.png');
  assert.match(out, /<code class="language-go">x := 1<\/code>/);
  assert.match(out, /<td colspan="2">c<\/td>/);
  assert.match(out, /<ul><li>a<\/li><\/ul>/);
  assert.match(out, /<blockquote cite="https:\/\/q.example\/">q<\/blockquote>/);
});

test('links get rel and target; unknown wrappers are unwrapped', () => {
  const out = clean('<custom-el><a href="https://x.example/">x</a></custom-el>');
  assert.match(out, /^<a [^>]*>x<\/a>$/);
  assert.deepEqual(attrs(out, 'a'), { href: 'https://x.example/', rel: 'noopener noreferrer nofollow', target: '_blank' });
  assert.equal(clean('<font color="red">t</font>'), 't');
});

test('mutation-style payloads stay inert', () => {
  const out = clean('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>ok</p>');
  assert.doesNotMatch(out, /onerror/);
  const out2 = clean('<a href="&#106;avascript:alert(1)">x</a><img srcset="javascript:alert(1) 1x, https://x.example/i.png 2x">');
  assert.doesNotMatch(out2, /javascript/i);
});

test('the saved HTML file is self-contained and clean', () => {
  const file = toHTMLFile({
    type: 'AC', title: '<script>alert(1)</script>', byline: 'M', article: { html: '<p>Body<script>x</script></p>' },
    comments: [{ author: '<b>x</b>', html: '<p onclick="y">c</p>', text: 'c', depth: 1 }],
  }, { url: 'javascript:alert(1)', savedAt: 's', env });
  assert.doesNotMatch(file, /<script|onclick|href="javascript/i);
  assert.match(file, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  assert.match(file, /Content-Security-Policy" content="default-src 'none'/);
  assert.match(file, /<p>Body<\/p>/);
  assert.match(file, /Comments \(1\)/);
});
