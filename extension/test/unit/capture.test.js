// The capture script runs in the page; here it runs in a VM against a
// linkedom document whose boxes are faked, to test the layout table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { parseHTML } from 'linkedom';

const treeSrc = readFileSync(new URL('../../content/tree.js', import.meta.url), 'utf8');
const src = readFileSync(new URL('../../content/capture.js', import.meta.url), 'utf8');

function load(html) {
  const { window, document } = parseHTML(html);
  let i = 0;
  for (const el of document.querySelectorAll('*')) {
    const n = i++;
    const hidden = el.getAttribute('hidden') !== null || el.localName === 'head' || el.parentElement?.localName === 'head';
    el.getBoundingClientRect = () => (hidden ? { left: 0, top: 0, width: 0, height: 0 } : { left: n, top: n * 10, width: 100 + n, height: 20 });
    el.checkVisibility = () => !hidden;
  }
  const ctx = { document, window: Object.assign(window, { scrollX: 5, scrollY: 100 }), MessageChannel, performance, btoa, setTimeout, clearTimeout, TextEncoder, TextDecoder };
  ctx.globalThis = ctx;
  vm.runInNewContext(treeSrc, ctx);
  vm.runInNewContext(src, ctx);
  return { ctx, document };
}

test('the layout table has one entry per element in querySelectorAll order', () => {
  const { ctx, document } = load('<!doctype html><html><head><title>T</title></head><body><div><p>a</p><p hidden>b</p></div></body></html>');
  const cap = JSON.parse(JSON.stringify(ctx.__pithCapture(document, ctx.window))); // out of the VM's realm
  const n = document.querySelectorAll('*').length;
  assert.equal(cap.elements, n);
  for (const k of ['x', 'y', 'w', 'h', 'visible']) assert.equal(cap.layout[k].length, n, k);
  // html, head, title, body, div, p, p
  assert.deepEqual(cap.layout.visible, [true, false, false, true, true, true, false]);
  assert.equal(cap.layout.x[4], 4 + 5); // scroll offset added
  assert.equal(cap.layout.y[4], 40 + 100);
  assert.match(cap.tree, /^h\d+,\d+\u0000dhtml\u0000ehtml\u0000ehead\u0000etitle\u0000tT\u0000c\u0000c\u0000ebody/);
  assert.equal(cap.title, 'T');
  assert.equal(cap.extras, 0);
});

test('capture is installed once and is idempotent', () => {
  const { ctx, document } = load('<html><head></head><body><p>x</p></body></html>');
  const first = ctx.__pithCapture;
  vm.runInNewContext(src, ctx);
  assert.equal(ctx.__pithCapture, first);
  const a = JSON.stringify(ctx.__pithCapture(document, ctx.window).layout);
  assert.equal(a, JSON.stringify(first(document, ctx.window).layout));
  assert.match(a, /"pageWidth":0/);
});

test('the sliced capture yields to the page and gives the same tree, with the layout packed', async () => {
  const { ctx, document } = load(`<!doctype html><html><head><title>T</title></head><body>${'<div><p>a</p><p hidden>b</p></div>'.repeat(300)}</body></html>`);
  const whole = JSON.parse(JSON.stringify(ctx.__pithCapture(document, ctx.window)));
  const sliced = JSON.parse(JSON.stringify(await ctx.__pithCaptureSliced({ sliceMs: 0 })));
  assert.equal(sliced.treeParts.join('\u0000'), whole.tree);
  assert.ok(sliced.treeParts.length > 1, 'the tree comes in parts');
  assert.ok(sliced.slices > 2, `${sliced.slices} slices`);
  assert.equal(sliced.elements, whole.elements);
  assert.equal(sliced.cut, false);
  // "pageWidth,pageHeight;" + base64(n × 4 int32 in tenths of a pixel, then n visibility bytes)
  const [page, b64] = sliced.layout.split(';');
  assert.equal(page, `${whole.layout.pageWidth},${whole.layout.pageHeight}`);
  const bytes = Buffer.from(b64, 'base64');
  const n = whole.elements;
  assert.equal(bytes.length, 17 * n);
  const l = whole.layout;
  for (let i = 0; i < n; i++) {
    const box = [0, 1, 2, 3].map((k) => bytes.readInt32LE(16 * i + 4 * k) / 10);
    assert.deepEqual(box, [l.x[i], l.y[i], l.w[i], l.h[i]], `box ${i}`);
    assert.equal(bytes[16 * n + i] === 1, l.visible[i], `visible ${i}`);
  }
});

test('with chunkChars the tree is held on the page and taken chunk by chunk, each once', async () => {
  const { ctx, document } = load(`<!doctype html><html><head><title>T</title></head><body>${'<div><p>some words here</p><p hidden>b</p></div>'.repeat(3000)}</body></html>`);
  const whole = JSON.parse(JSON.stringify(ctx.__pithCapture(document, ctx.window)));
  const c = JSON.parse(JSON.stringify(await ctx.__pithCaptureSliced({ sliceMs: 5, chunkChars: 20_000 })));
  assert.equal(c.treeParts, undefined, 'the tree is not in the answer');
  assert.ok(c.treeChunks > 3, `${c.treeChunks} chunks`);
  const chunks = [];
  for (let k = c.treeChunks - 1; k >= 0; k--) chunks[k] = JSON.parse(JSON.stringify(ctx.__pithTakeChunk(k)));
  for (const chunk of chunks) {
    const size = chunk.reduce((n, p) => n + p.length, 0);
    // A chunk passes chunkChars by at most its last part (4 096 tokens).
    assert.ok(chunk.length === 1 || size - chunk.at(-1).length <= 20_000, `chunk of ${size} chars`);
  }
  assert.equal(chunks.flat().join('\u0000'), whole.tree);
  assert.equal(ctx.__pithTakeChunk(0), null, 'a chunk is given once');
  // A tree of one chunk comes with the answer.
  const small = JSON.parse(JSON.stringify(await ctx.__pithCaptureSliced({ sliceMs: 5, chunkChars: 1e9 })));
  assert.equal(small.treeParts.join('\u0000'), whole.tree);
  assert.equal(small.treeChunks, undefined);
});

test('the sliced capture stops at the size limit without a layout, skips the layout of a page too large to measure, and gives up past its deadline', async () => {
  const { ctx } = load(`<html><body>${'<p>word</p>'.repeat(2000)}</body></html>`);
  const cut = await ctx.__pithCaptureSliced({ maxChars: 5000 });
  assert.equal(cut.cut, 'size');
  assert.equal(cut.layout, null);
  assert.equal(cut.layoutSkipped, false);
  // a page of more elements than maxLayout, or measured past layoutMs, goes without a layout
  for (const o of [{ maxLayout: 100 }, { layoutMs: -1 }]) {
    const big = await ctx.__pithCaptureSliced(o);
    assert.equal(big.cut, false);
    assert.equal(big.layout, null, JSON.stringify(o));
    assert.equal(big.layoutSkipped, true);
  }
  await assert.rejects(ctx.__pithCaptureSliced({ sliceMs: 0, deadlineMs: -1 }), /pith-capture-deadline/);
});

test('the sliced capture goes on when the page never delivers its messages', async () => {
  const { ctx } = load(`<html><body>${'<p>a</p>'.repeat(200)}</body></html>`);
  ctx.MessageChannel = class { constructor() { this.port1 = { close() {} }; this.port2 = { postMessage() {} }; } };
  const cap = await ctx.__pithCaptureSliced({ sliceMs: 0 });
  assert.ok(cap.slices > 1);
  assert.equal(cap.cut, false);
});

/**
 * reference is the tree encoding written out plainly (core/dom/tree.go's
 * format, as content/tree.js documents it), recursive and without slices,
 * parts or reused frames: what the capture must give byte for byte.
 */
function reference(document) {
  const toks = [];
  let nodes = 0;
  let attrs = 0;
  const clean = (s) => s.replaceAll('\u0000', '\uFFFD');
  const unread = (n) => n === 'd' || /^on./.test(n) || (n.startsWith('data-') && !['data-src', 'data-lazy-src', 'data-original', 'data-srcset', 'data-lazy-srcset'].includes(n) && !/time|date|author|username|score|permalink|tippy/.test(n.slice(5)));
  const walk = (parent) => {
    for (const c of parent.childNodes) {
      if (c.nodeType === 3) { nodes++; toks.push(`t${clean(c.data)}`); continue; }
      if (c.nodeType === 10) { nodes++; toks.push(`d${clean(c.name)}`); continue; }
      if (c.nodeType !== 1) continue;
      nodes++;
      const kind = { 'http://www.w3.org/2000/svg': 's', 'http://www.w3.org/1998/Math/MathML': 'm' }[c.namespaceURI] ?? 'e';
      toks.push(kind + c.localName);
      for (const name of c.getAttributeNames()) {
        attrs++;
        toks.push(`a${name}`, unread(name) ? '' : clean(c.getAttribute(name)));
      }
      const tag = c.localName;
      if (kind === 'e' && (tag === 'style' || (tag === 'script' && (c.getAttribute('type') || '').trim().toLowerCase() !== 'application/ld+json') || tag === 'template')) {
        // no children sent
      } else if (kind === 'e' && tag === 'noscript' && c.firstChild && (c.firstChild.nextSibling || c.firstChild.nodeType !== 3)) {
        nodes++;
        toks.push(`t${clean(c.innerHTML)}`);
      } else {
        walk(c);
      }
      toks.push('c');
    }
  };
  walk(document);
  return [`h${nodes},${attrs}`, ...toks].join('\u0000');
}

test('the sliced capture, chunked, is byte for byte the plain encoding on a huge flat list and a deep nesting', async () => {
  const depth = 1500;
  const list = Array.from({ length: 12_000 }, (_, i) => `<li class="i${i % 7}" data-x="${i}" onclick="f()">item ${i}<!-- c --></li>`).join('');
  const html = `<!doctype html><html><head><title>T\u0000t</title><script>var a = 1;</script><script type="application/ld+json">{"a":1}</script><style>p{}</style></head>` +
    `<body><ul>${list}</ul>${'<div><span>d</span>'.repeat(depth)}deep${'</div>'.repeat(depth)}` +
    `<svg><path d="M0 0"/><title>s</title></svg><math><mi>x</mi></math><template><p>t</p></template><noscript><p>n</p></noscript><p>end</p></body></html>`;
  const { ctx, document } = load(html);
  const want = reference(document);
  assert.ok(want.length > 300_000, `${want.length} chars`);
  const c = JSON.parse(JSON.stringify(await ctx.__pithCaptureSliced({ sliceMs: 2, chunkChars: 50_000 })));
  assert.ok(c.treeChunks > 3 && c.slices > 3, `${c.treeChunks} chunks, ${c.slices} slices`);
  const chunks = Array.from({ length: c.treeChunks }, (_, k) => JSON.parse(JSON.stringify(ctx.__pithTakeChunk(k))));
  assert.ok(chunks.flat().every((p) => p.length > 0), 'no empty part');
  assert.equal(chunks.flat().join('\u0000'), want);
  assert.equal(ctx.__pithEncodeTree(document), want);
});

test('the tree held in UTF-8 gives back every character: multi-byte text, tokens longer than a part and than a block, NUL and lone surrogates as the UTF-8 the background sends', async () => {
  const long = `${'a'.repeat(1_200_000)}é`; // past a block (1 MiB), its one non-ASCII letter last
  const mid = `${'x'.repeat(40_000)}€`; // past a part (32 KiB)
  const small = Array.from({ length: 30_000 }, (_, i) => `<p title="t\u00e9${i}">w\u00f6rd \u{1F600} ${i}</p>`).join('');
  const { ctx, document } = load(`<!doctype html><html><head><title>T</title></head><body><p>${mid}</p>${small}<p>${long}</p><p>end</p></body></html>`);
  document.querySelector('p').setAttribute('data-time', 'a\u0000b');
  document.body.lastElementChild.textContent = 'lone \ud800 end';
  const want = ctx.__pithEncodeTree(document).replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  assert.ok(want.includes('a\ufffdb') && want.includes('lone \ufffd end') && want.includes('\u{1F600}'));
  for (const chunkChars of [0, 300_000]) {
    const c = JSON.parse(JSON.stringify(await ctx.__pithCaptureSliced({ sliceMs: 5, chunkChars })));
    const parts = c.treeParts ?? Array.from({ length: c.treeChunks }, (_, k) => JSON.parse(JSON.stringify(ctx.__pithTakeChunk(k)))).flat();
    if (chunkChars) assert.ok(c.treeChunks > 3, `${c.treeChunks} chunks`);
    assert.ok(parts.length > 10, `${parts.length} parts`);
    assert.equal(parts.join('\u0000'), want, `chunkChars ${chunkChars}`);
  }
});
