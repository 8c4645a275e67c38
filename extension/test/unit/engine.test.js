// engine.js against the real wasm build (./build.sh makes it before it runs
// these tests): answers, failures as errors, restart after the Go runtime
// exits, and a fresh runtime after a large page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const wasm = fileURLToPath(new URL('../../pith.wasm', import.meta.url));
const shim = fileURLToPath(new URL('../../wasm_exec.js', import.meta.url));
const built = existsSync(wasm) && existsSync(shim);
const skip = built ? false : 'extension/pith.wasm is not built (run ./build.sh)';

async function engine(opts = {}) {
  await import(shim); // defines globalThis.Go
  const { createEngine, ExtractError } = await import('../../shared/engine.js');
  const fetchImpl = async () => new Response(readFileSync(wasm));
  return { e: createEngine({ wasmURL: 'pith.wasm', fetchImpl, ...opts }), ExtractError };
}

const page = readFileSync(new URL('../fixtures/article-comments.html', import.meta.url), 'utf8');

test('extract answers a Result; failures are ExtractErrors', { skip }, async () => {
  const { e, ExtractError } = await engine();
  const r = await e.extract({ html: page, url: 'https://example.org/owls', options: {} });
  assert.equal(r.type, 'AC');
  assert.equal(r.comments.length, 6);
  await assert.rejects(e.extract({ html: '' }), (err) => err instanceof ExtractError && err.kind === 'request');
  e.close();
});

test('a runtime that exited is replaced on the next call', { skip }, async () => {
  const { e } = await engine();
  await e.extract({ html: page });
  const first = await e.runtime();
  first.api.close(); // ends the Go program behind the engine's back, as a crash would
  await new Promise((r) => setTimeout(r, 10));
  assert.equal(first.go.exited, true);
  const r = await e.extract({ html: page });
  assert.equal(r.type, 'AC');
  assert.notEqual(await e.runtime(), first);
  e.close();
});

test('a large page gets an answer and a fresh runtime after it', { skip }, async () => {
  const { e } = await engine({ largeBytes: 1000 });
  const big = page.replace('</main>', `<div class="filler">${'<p>filler text for size</p>'.repeat(50)}</div></main>`);
  const a = await e.extract({ html: big });
  const b = await e.extract({ html: big });
  assert.deepEqual(a, b);
  e.close();
});

test('learnSite answers a profile that extract takes as options.site', { skip }, async () => {
  const { e, ExtractError } = await engine();
  const site = (title, story) => `<!doctype html><html><head><title>${title}</title></head><body>
<div class="menu"><a href="/">Home</a> <a href="/birds">Birds</a></div>
<div class="story"><h1>${title}</h1><p>${story}</p><p>${story} Said twice.</p></div>
<div class="footer">© 2026 Birds Inc. Every story here is written by volunteers who watch birds at dawn.</div></body></html>`;
  const pages = [site('Owls at night', 'Owls hunt at night with silent feathers.'), site('Herons at dawn', 'Herons stand still in the shallows for an hour.')];
  const profile = await e.learnSite({ pages, urls: ['https://birds.example/owls', 'https://birds.example/herons'] });
  // The extension's lean build learns the template (what the default
  // pipeline uses); FOREST's wrapper is left out of it.
  assert.ok(profile.template && !profile.wrapper, JSON.stringify(profile));
  assert.equal(profile.template.k, 2);
  const r = await e.extract({ html: pages[0], options: { site: profile } });
  assert.match(r.article.text, /silent feathers/);
  assert.doesNotMatch(r.article.text, /volunteers who watch birds/);
  await assert.rejects(e.learnSite({ pages: pages.slice(0, 1) }), (err) => err instanceof ExtractError && err.kind === 'learn');
  e.close();
});

test('articleMarkdown renders an article\'s HTML; a large page\'s runtime is dropped and its memory let go', { skip }, async () => {
  const { e } = await engine({ largeBytes: 1000 });
  const r = await e.extract({ html: page, url: 'https://example.org/owls', options: { formats: ['html', 'text'] } });
  assert.equal(r.article.markdown, '');
  const md = await e.articleMarkdown({ html: r.article.html, url: 'https://example.org/owls' });
  assert.match(md, /silent feathers/);
  assert.equal(await e.articleMarkdown({ html: '' }), '');
  const big = page.replace('</main>', `<div>${'<p>filler text for size</p>'.repeat(50)}</div></main>`);
  await e.extract({ tree: undefined, html: big });
  assert.equal(e.running(), false, 'dropped after a large page');
  assert.equal(await e.memoryBytes(), 0);
  assert.equal(globalThis.pithExtract, undefined, 'the global entry point of the dropped runtime is gone');
  await e.warm();
  assert.ok(await e.memoryBytes() > 0);
  e.close();
});

test('binary data in a tree is refused with its code', { skip }, async () => {
  const { e, ExtractError } = await engine();
  let junk = '';
  for (let i = 0; i < 3000; i++) junk += String.fromCharCode((i * 7919) % 256);
  await assert.rejects(e.extract({ tree: `h3,0\u0000ehtml\u0000ebody\u0000t${junk.replaceAll('\u0000', ' ')}\u0000c\u0000c` }),
    (err) => err instanceof ExtractError && err.code === 'binary');
  e.close();
});
