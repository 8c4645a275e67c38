// tree.js encodes a parsed document for the core (format: core/dom/tree.go).
// Here it runs in a VM against linkedom documents.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { parseHTML } from 'linkedom';

const src = readFileSync(new URL('../../content/tree.js', import.meta.url), 'utf8');

function encoder() {
  const ctx = {};
  ctx.globalThis = ctx;
  vm.runInNewContext(src, ctx);
  return ctx.__pithEncodeTree;
}

const tokens = (enc) => enc.split('\u0000');

test('elements, attributes, text and the doctype, in document order, with exact counts; no comments', () => {
  const { document } = parseHTML('<!DOCTYPE html><html><head><title>T</title></head><body class="a b" data-x="1"><p>one <b>two</b></p><!-- c --></body></html>');
  const t = tokens(encoder()(document));
  assert.deepEqual(t, ['h10,2', 'dhtml', 'ehtml', 'ehead', 'etitle', 'tT', 'c', 'c', 'ebody', 'aclass', 'a b', 'adata-x', '',
    'ep', 'tone ', 'eb', 'ttwo', 'c', 'c', 'c', 'c']);
});

test('script and style elements are sent without their text, except JSON-LD', () => {
  const { document } = parseHTML('<html><head><style>p{}</style><script>var x = 1;</script><script type="application/ld+json">{"a":1}</script></head><body></body></html>');
  const t = tokens(encoder()(document));
  assert.deepEqual(t.slice(1), ['ehtml', 'ehead', 'estyle', 'c', 'escript', 'c', 'escript', 'atype', 'application/ld+json', 't{"a":1}', 'c', 'c', 'ebody', 'c', 'c']);
});

test('values no step reads are sent empty: path data, handlers, data-* but lazy-image sources (dom.UnreadAttr)', () => {
  const { document } = parseHTML('<html><body><img data-src="a.png" data-track="x" onload="f()" src="b.png" alt="c"><svg><path d="M0 0"/></svg></body></html>');
  const t = tokens(encoder()(document));
  const value = (name) => t[t.indexOf('a' + name) + 1];
  assert.equal(value('data-src'), 'a.png');
  assert.equal(value('src'), 'b.png');
  assert.equal(value('alt'), 'c');
  assert.equal(value('data-track'), '');
  assert.equal(value('onload'), '');
  assert.equal(value('d'), '');
});

test('NUL in the DOM becomes U+FFFD, so it cannot split a token', () => {
  const { document } = parseHTML('<html><body><p title="x">y</p></body></html>');
  const p = document.querySelector('p');
  p.setAttribute('title', 'a\u0000b');
  p.firstChild.data = 'c\u0000d';
  const t = tokens(encoder()(document));
  assert.ok(t.includes('a\uFFFDb'), t.join('|'));
  assert.ok(t.includes('tc\uFFFDd'), t.join('|'));
});

test('template content is not sent; parsed noscript content is sent as its markup', () => {
  const { document } = parseHTML('<html><body><template><p>hidden</p></template><noscript><p>fallback</p></noscript></body></html>');
  const t = tokens(encoder()(document));
  assert.ok(!t.includes('thidden'));
  const i = t.indexOf('enoscript');
  assert.ok(i > 0);
  assert.equal(t[i + 1], 't<p>fallback</p>');
  assert.equal(t[i + 2], 'c');
});

test('extras add wrapped content after an element\'s own children', () => {
  const { document } = parseHTML('<html><body><p>own</p></body></html>');
  const other = parseHTML('<html><body><i>inner</i></body></html>').document;
  const body = document.body;
  const enc = encoder()(document, (el) => (el === body ? [{ from: 'iframe', root: other.body }] : null));
  const t = tokens(enc);
  const i = t.indexOf('ediv');
  assert.deepEqual(t.slice(i, i + 7), ['ediv', 'adata-pith-from', 'iframe', 'ei', 'tinner', 'c', 'c']);
  // the header counts every node and attribute sent, the wrapper's too
  let nodes = 0;
  let attrs = 0;
  for (let k = 1; k < t.length; k++) {
    if (t[k][0] === 'a') { attrs++; k++; } else if (t[k] !== 'c') nodes++;
  }
  assert.equal(t[0], `h${nodes},${attrs}`);
  assert.equal(attrs, 1);
});

function stepper() {
  const ctx = {};
  ctx.globalThis = ctx;
  vm.runInNewContext(src, ctx);
  return ctx.__pithEncodeSteps;
}

test('encodeSteps pauses between slices and gives the same encoding as encodeTree', () => {
  const body = Array.from({ length: 50 }, (_, i) => `<div class="c${i}"><p>one ${i} <b>two</b></p><!-- x --><script>s()</script></div>`).join('');
  const { document } = parseHTML(`<!DOCTYPE html><html><head><title>T</title></head><body>${body}</body></html>`);
  const other = parseHTML('<html><body><i>inner</i><u>more</u></body></html>').document;
  const extras = (el) => (el === document.body ? [{ from: 'shadow', root: other.body }, { from: 'iframe', root: other.body }] : null);
  const whole = encoder()(document, extras);
  const steps = stepper()(document, { extras, every: 3 });
  let pauses = 0;
  let r = steps.next();
  while (!r.done) { pauses++; r = steps.next(); }
  assert.ok(pauses > 100, `paused ${pauses} times`);
  assert.equal(r.value.tree, whole);
  assert.equal(r.value.cut, false);
  assert.equal(r.value.elements, document.querySelectorAll('*').length + 2 * 3, 'the page\'s elements and the wrappers\' (div, i, u)');
});

test('encodeSteps stops past maxChars and says so', () => {
  const { document } = parseHTML(`<html><body>${'<p>word word word</p>'.repeat(1000)}</body></html>`);
  const steps = stepper()(document, { maxChars: 2000 });
  let r = steps.next();
  while (!r.done) r = steps.next();
  assert.equal(r.value.cut, 'size');
  assert.ok(r.value.tree.length > 2000 && r.value.tree.length < 2100, String(r.value.tree.length));
  assert.ok(r.value.elements < 200);
  // a complete walk is not cut
  const all = stepper()(document, { maxChars: 1e9 });
  let a = all.next();
  while (!a.done) a = all.next();
  assert.equal(a.value.cut, false);
  // … and past maxElements
  const few = stepper()(document, { maxElements: 100 });
  let f = few.next();
  while (!f.done) f = few.next();
  assert.equal(f.value.cut, 'elements');
  assert.equal(f.value.elements, 101);
});

test('a page of many thousands of tokens is joined in parts without losing or merging one', () => {
  const { document } = parseHTML(`<html><body>${'<p>x</p>'.repeat(3000)}</body></html>`);
  const t = tokens(encoder()(document));
  assert.equal(t.length, 1 + 2 + 3000 * 3 + 2); // header, html and body opened, p/x/c each, body and html closed
  assert.equal(t.filter((x) => x === 'ep').length, 3000);
  assert.equal(t.filter((x) => x === 'tx').length, 3000);
  assert.ok(!t.includes(''), 'no empty token where two parts meet');
});
