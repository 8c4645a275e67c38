import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOMParser, parseHTML } from 'linkedom';
import { loadPlaceholder, sanitizeHTML, sanitizeInto, safeURL } from '../../shared/sanitize.js';
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
<svg><script>alert(2)</script></svg><form><input value="pw"></form>
<object data="x"></object><embed src="x"><noscript><p>ns</p></noscript><template><p>t</p></template>`);
  assert.doesNotMatch(out, /script|onclick|onerror|onmouseover|style=|iframe|svg|form|input|object|embed|noscript|template|javascript:/i);
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

test('MathML formulas are kept (allow-list of core/render/math.go), annotations dropped', () => {
  const tex = '<annotation encoding="application/x-tex">x^2=4</annotation>';
  const out = clean(`<p>Solve <math display="block" class="MathJax" id="m1" dir="rtl"><semantics><mrow><msup><mi mathvariant="normal">x</mi><mn>2</mn></msup><mo>=</mo><mn>4</mn></mrow>${tex}<annotation-xml encoding="MathML-Content"><apply><eq/></apply></annotation-xml></semantics></math> now.</p>`);
  assert.equal(out, '<p>Solve <math display="block"><semantics><mrow><msup><mi mathvariant="normal">x</mi><mn>2</mn></msup><mo>=</mo><mn>4</mn></mrow></semantics></math> now.</p>');
  // Every element of the allow-list of core/render/math.go survives.
  const all = ['mi', 'mn', 'mo', 'ms', 'mtext', 'mspace', 'mrow', 'mfrac', 'msqrt', 'mroot', 'msub', 'msup', 'msubsup',
    'munder', 'mover', 'munderover', 'mtable', 'mtr', 'mtd', 'mstyle', 'mpadded', 'mphantom', 'menclose',
    'mmultiscripts', 'mprescripts', 'none', 'semantics'].map((t) => `<${t}>${t}</${t}>`).join('');
  assert.equal(clean(`<math display="inline">${all}</math>`), `<math display="inline">${all}</math>`);
  assert.equal(clean('<math><menclose notation="box  circle">1</menclose></math>'), '<math><menclose notation="box circle">1</menclose></math>');
  // Unknown MathML elements are unwrapped, their text kept.
  assert.equal(clean('<math><maction actiontype="toggle"><mi>y</mi><mi>z</mi></maction><merror>e</merror></math>'), '<math><mi>y</mi><mi>z</mi>e</math>');
});

test('nothing dangerous passes inside a formula', () => {
  const out = clean(`<math display="block" onload="alert(0)" href="javascript:alert(0)" xmlns:xlink="http://www.w3.org/1999/xlink">
<mi onclick="alert(1)" href="javascript:alert(1)" xlink:href="javascript:alert(1)" style="color:red" class="c" id="i" mathvariant="bold">x</mi>
<script>alert(2)</script><style>mi{}</style>
<mtext><a href="javascript:alert(3)">link</a><img src="x" onerror="alert(4)"><b onmouseover="alert(5)">b</b><iframe src="https://evil.example/"></iframe></mtext>
<mrow href="https://evil.example/" xlink:href="https://evil.example/" actiontype="statusline"><mn style="x" mathbackground="url(javascript:alert(6))">1</mn></mrow>
<maction actiontype="toggle" xlink:href="javascript:alert(7)"><mo>+</mo></maction><mglyph src="javascript:alert(8)"></mglyph>
<semantics><mi>y</mi><annotation-xml encoding="text/html"><svg><script>alert(9)</script></svg><p onclick="alert(10)">h</p></annotation-xml><annotation>\\alert</annotation></semantics>
<mstyle mathvariant="bold" displaystyle="true"><mi mathvariant="bold;color:red">z</mi></mstyle><menclose notation="url(javascript:alert(11))">w</menclose>
<svg><a href="javascript:alert(12)">s</a></svg></math>`);
  assert.doesNotMatch(out, /script|alert|javascript|on[a-z]+=|href|style=|class=|id=|src=|svg|iframe|<a |<a>|<img|<b>|annotation|\\|mglyph|maction|mathbackground|actiontype|displaystyle/i);
  assert.equal(out.replace(/\n/g, ''), '<math display="block"><mi mathvariant="bold">x</mi><mtext>linkb</mtext><mrow><mn>1</mn></mrow><mo>+</mo><semantics><mi>y</mi></semantics><mstyle><mi>z</mi></mstyle><menclose>w</menclose></math>');
  // Math elements outside a <math> are not MathML: unwrapped as before.
  assert.equal(clean('<p><mi onclick="x()">t</mi></p>'), '<p>t</p>');
});

/** node is a minimal stand-in for a parsed DOM node, with namespaces set as a browser's parser sets them. */
function node(ns, tag, attributes = [], ...kids) {
  const n = typeof tag === 'string' && ns === null
    ? { nodeType: 3, data: tag }
    : { nodeType: 1, localName: tag, nodeName: tag, namespaceURI: ns, attributes: attributes.map(([name, value, aNS = null, prefix = null]) => ({ name, value, namespaceURI: aNS, prefix })) };
  kids.forEach((k, i) => { k.nextSibling = kids[i + 1] ?? null; });
  n.firstChild = kids[0] ?? null;
  return n;
}

test('formulas are rebuilt in the MathML namespace; browser-parsed namespaces are honoured', () => {
  const H = 'http://www.w3.org/1999/xhtml', M = 'http://www.w3.org/1998/Math/MathML', S = 'http://www.w3.org/2000/svg', X = 'http://www.w3.org/1999/xlink';
  const t = (s) => node(null, s);
  // <p>a<math><mi xlink:href=… onclick=… mathvariant=bold>x</mi><mtext><b>t</b></mtext><annotation-xml><svg>…</svg></annotation-xml><svg/></math></p>
  const body = node(H, 'body', [], node(H, 'p', [], t('a'), node(M, 'math', [['display', 'block']],
    node(M, 'mi', [['xlink:href', 'javascript:alert(1)', X, 'xlink'], ['onclick', 'alert(2)'], ['mathvariant', 'bold']], t('x')),
    node(M, 'mtext', [], node(H, 'b', [], t('t')), node(H, 'script', [], t('alert(3)'))),
    node(M, 'annotation-xml', [], node(S, 'svg', [], node(S, 'script', [], t('alert(4)')))),
    node(S, 'svg', [], t('s')), node(M, 'mn', [], t('1')))));
  const created = [];
  const doc = {
    createElement: (tag) => { created.push(['html', tag]); return document.createElement(tag); },
    createElementNS: (ns, tag) => { created.push([ns, tag]); return document.createElementNS(ns, tag); },
    createTextNode: (d) => document.createTextNode(d),
  };
  class FakeParser { parseFromString() { return { body }; } }
  const box = document.createElement('div');
  sanitizeInto('ignored', box, { doc, DOMParser: FakeParser });
  assert.equal(box.innerHTML, '<p>a<math display="block"><mi mathvariant="bold">x</mi><mtext>t</mtext><mn>1</mn></math></p>');
  assert.deepEqual(created, [['html', 'p'], [M, 'math'], [M, 'mi'], [M, 'mtext'], [M, 'mn']]);
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

test('a saved discussion keeps each post under its author, date, number, score and accepted mark, the opening post set apart', () => {
  const file = toHTMLFile({
    type: 'M', title: 'T', article: { html: '<p>all posts</p>' },
    posts: [{ author: 'ann', date: '2024-05-01', html: '<h2>T</h2><p>q</p>', depth: 0, number: 1 },
      { author: 'bo<b>', html: '<p>a</p>', depth: 1, number: 2, score: '12', accepted: true }],
  }, { savedAt: 's', env });
  // The opening post is the body, under its author's line, as the reader
  // and the Markdown file show it (its heading repeating the title once);
  // the replies follow, counted without it.
  assert.match(file, /<\/header>\n\n<p class="who op">ann · [^<]*2024[^<]* · #1<\/p>\s*<p>q<\/p>\s*<\/article>/);
  assert.match(file, /Replies \(1\)/);
  assert.doesNotMatch(file, /Posts \(/);
  assert.match(file, /--depth:0"><div class="who">bo&lt;b&gt; · #2 · 12 points · ✓ accepted answer<\/div><p>a<\/p>/);
  assert.doesNotMatch(file, /all posts/);
});

test("a saved thread's depths are the reader's: a comment on the opening post is a first-level reply, a jump is clamped", () => {
  // A Stack Exchange question: its comment (depth 1 in the Result) opens
  // the replies, then an answer (0), its comment (1), a jump to 3 read as 2.
  const file = toHTMLFile({
    type: 'M', title: 'Q',
    posts: [{ author: 'q', html: '<p>question</p>', depth: 0 }, { author: 'c1', html: '<p>on the question</p>', depth: 1 },
      { author: 'a', html: '<p>answer</p>', depth: 0 }, { author: 'c2', html: '<p>on the answer</p>', depth: 1 },
      { author: 'c3', html: '<p>deep</p>', depth: 3 }],
  }, { savedAt: 's', env });
  const depths = [...file.matchAll(/--depth:(\d+)"><div class="who">(\w+)/g)].map((m) => `${m[2]}:${m[1]}`);
  assert.deepEqual(depths, ['c1:0', 'a:0', 'c2:1', 'c3:2']);
});

test('the saved HTML unwraps a post laid out in a one-row table, as the reader does; a table of data stays', () => {
  const hn = '<table><tbody><tr><td class="ind"><img src="s.gif" width="40"></td><td><br><div><div>Lovely. Does the harbour publish the table?</div></div></td></tr></tbody></table>';
  const gh = '<table><tbody><tr><td class="comment-body"><p>Same on iOS.</p><p>It is <em>not</em> platform specific.</p></td></tr></tbody></table>';
  const data = '<table><tr><td><p>Weight</p></td><td>2 kg</td></tr><tr><td>Height</td><td>3 m</td></tr></table>';
  const file = toHTMLFile({
    type: 'M', title: 'T',
    posts: [{ author: 'op', html: gh, depth: 0 }, { author: 'hn', html: hn, depth: 0 }, { author: 'd', html: data, depth: 0 },
      { author: 'blank', html: '<p>words</p><div>&nbsp;</div><p> </p>', depth: 0 }],
  }, { savedAt: 's', url: 'https://example.org/', env });
  const { document: d } = parseHTML(file);
  assert.equal(d.querySelectorAll('article table').length, 0, 'the opening post is no table');
  assert.match(d.querySelector('article').textContent, /Same on iOS\.It is not platform specific\./);
  const [hnPost, dataPost, blank] = d.querySelectorAll('.comment');
  assert.equal(hnPost.querySelectorAll('table').length, 0);
  assert.match(hnPost.textContent, /Lovely\. Does the harbour publish the table\?/);
  assert.equal(dataPost.querySelectorAll('table tr').length, 2, 'a table of two rows is data');
  assert.equal(blank.innerHTML, '<div class="who">blank</div><p>words</p>', 'no blank block');
});

test('remote images off: web images become placeholder links, data images stay, <source> goes; a click loads one', () => {
  const html = '<p>a <img src="/owl.png" alt="An owl" width="10"> b <img src="data:image/png;base64,AAAA" alt="d"></p>'
    + '<picture><source srcset="https://cdn.example/o.webp"><img srcset="https://cdn.example/o.png 2x" alt="set"></picture>';
  const out = sanitizeHTML(html, { ...env, remoteImages: false });
  assert.doesNotMatch(out, /<source|<img[^>]*(owl\.png|cdn\.example)/);
  assert.match(out, /<img [^>]*src="data:image\/png;base64,AAAA"/);
  assert.deepEqual(attrs(out, 'a.pith-image'), {
    class: 'pith-image', href: 'https://example.org/owl.png', rel: 'noopener noreferrer nofollow', target: '_blank',
    referrerpolicy: 'no-referrer', 'data-src': 'https://example.org/owl.png', 'data-alt': 'An owl', 'data-width': '10',
  });
  assert.match(out, />Image: An owl \(example\.org\) — click to load</);
  const box = document.createElement('div');
  sanitizeInto(html, box, { ...env, remoteImages: false });
  const img = loadPlaceholder(box.querySelector('a.pith-image'));
  assert.equal(img.getAttribute('src'), 'https://example.org/owl.png');
  assert.equal(img.getAttribute('referrerpolicy'), 'no-referrer');
  assert.equal(img.getAttribute('alt'), 'An owl');
  assert.equal(box.querySelectorAll('a.pith-image').length, 1); // the other is still a placeholder
  // on (the default): images as they are, lazy and without a referrer
  assert.match(sanitizeHTML(html, env), /<img [^>]*src="https:\/\/example\.org\/owl\.png"/);
});

test('the saved HTML with remote images off loads no image from the web', () => {
  const result = { type: 'A', title: 'T', article: { html: '<p>x <img src="https://cdn.example/a.png" alt="a"></p>' } };
  const file = toHTMLFile(result, { url: 'https://example.org/', savedAt: 's', remoteImages: false, env: { doc: document, DOMParser } });
  assert.match(file, /img-src data:;/);
  assert.doesNotMatch(file, /<img/);
  assert.deepEqual(attrs(file, 'a.pith-image')?.href, 'https://cdn.example/a.png');
  assert.match(toHTMLFile(result, { savedAt: 's', env: { doc: document, DOMParser } }), /img-src https: http: data:;/);
});
