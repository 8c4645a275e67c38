// End-to-end for web/: the same wasm without extension APIs, in headless
// Chromium, served from 127.0.0.1 by this test (the files `pith serve` serves).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, normalize, extname } from 'node:path';
import { chromium } from 'playwright-core';
import { root, fixtures, artifactsDir } from './lib/common.js';

const artifacts = artifactsDir('chromium');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm' };

let server;
let browser;
let base;
const hits = []; // [path, Referer] of every request the server saw

before(async () => {
  assert.ok(existsSync(join(root, 'web', 'pith.wasm')), 'run ./build.sh first (web/pith.wasm is missing)');
  server = createServer((req, res) => {
    hits.push([new URL(req.url, 'http://x').pathname, req.headers.referer ?? '']);
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = join(root, path);
    if (!/^\/(web|extension\/(shared|content|ui))\//.test(path) || !file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
});

test('web/: paste HTML, see the reader view, the noise map and the reasons', async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}/web/index.html`);
  await page.waitForFunction(() => document.getElementById('status').textContent === 'Ready.', null, { timeout: 15_000 });
  await page.fill('#html', readFileSync(join(fixtures, 'article-comments.html'), 'utf8'));
  await page.fill('#url', 'https://example.org/owls');
  await page.click('#run');
  await page.waitForSelector('body[data-state=ready]', { timeout: 15_000 });
  assert.equal(await page.textContent('#badge'), 'Article · 6 comments');
  assert.match(await page.textContent('#article'), /silent feathers/);
  assert.ok(await page.locator('#regions tr.article').count() >= 1);
  assert.match(await page.locator('#regions tr.article td').last().textContent(), /\w/); // a reason
  const frame = page.frameLocator('#preview');
  assert.ok(await frame.locator('pith-noise-map .box.article').count() >= 1, 'no outline in the preview');
  // the pasted page's scripts do not run in the preview
  await page.fill('#html', '<html><body><p>x</p><script>document.body.dataset.ran = "1"</script></body></html>');
  await page.click('#run');
  await page.waitForFunction(() => /elements/.test(document.getElementById('status').textContent));
  assert.equal(await frame.locator('body[data-ran]').count(), 0);
  assert.deepEqual(errors, []);
  await page.fill('#html', readFileSync(join(fixtures, 'forum.html'), 'utf8'));
  await page.click('#run');
  await page.waitForFunction(() => /^M ·/.test(document.getElementById('status').textContent));
  await page.screenshot({ path: join(artifacts, 'web-forum.png') });
  await page.close();
});

test('a page sent as the browser-parsed tree gives the result its HTML gives', async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}/web/index.html`);
  await page.waitForFunction(() => typeof globalThis.__pithEncodeTree === 'function' && typeof globalThis.Go === 'function');
  const dirs = [fixtures, join(root, 'testdata', 'pages')];
  const pages = dirs.flatMap((d) => readdirSync(d).filter((f) => f.endsWith('.html')).map((f) => ({ name: f, html: readFileSync(join(d, f), 'utf8') })));
  assert.ok(pages.length >= 6, `only ${pages.length} fixtures`);
  const diffs = await page.evaluate(async (pages) => {
    const { createEngine } = await import('/extension/shared/engine.js');
    const engine = createEngine({ wasmURL: '/web/pith.wasm' });
    const out = [];
    let withContent = 0;
    for (const { name, html } of pages) {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const tree = globalThis.__pithEncodeTree(doc);
      const url = 'https://example.org/a/b';
      const a = await engine.extract({ html, url });
      const b = await engine.extract({ tree, url });
      delete a.stats.bytes;
      delete b.stats.bytes;
      if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ name, html: JSON.stringify(a).slice(0, 300), tree: JSON.stringify(b).slice(0, 300) });
      if (a.article.words > 0 || a.posts.length > 0) withContent++;
    }
    engine.close();
    return { out, withContent };
  }, pages);
  assert.deepEqual(diffs.out, []);
  assert.ok(diffs.withContent >= 6, `only ${diffs.withContent} fixtures gave content`);
  assert.deepEqual(errors, []);
  await page.close();
});

// The page says nothing leaves it: the pasted page's preview loads nothing
// (no image, font, style sheet, background, preload, frame, media, refresh),
// and the reader view's images are placeholders that load when clicked,
// without a referrer.
test('web/: the preview loads nothing of the pasted page; reader images load on a click', async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}/web/index.html`);
  await page.waitForFunction(() => document.getElementById('status').textContent === 'Ready.', null, { timeout: 15_000 });
  const leak = `${base}/leak`;
  const prose = '<p>Owls hunt at night with silent feathers and ears that find a mouse under the snow; their wings break the rush of air into small eddies.</p>'.repeat(4);
  await page.fill('#html', `<!doctype html><html lang="en"><head><title>Leaks</title>
<style>@import url(${leak}/import.css);</style>
<link rel="stylesheet" href="${leak}/style.css"><link rel="preload" as="image" href="${leak}/preload.png">
<link rel="prefetch" href="${leak}/prefetch"><link rel="icon" href="${leak}/icon.png">
<style>@font-face{font-family:leak;src:url(${leak}/font.woff)} body{font-family:leak;background:url(${leak}/bg.png)}</style>
<meta http-equiv="refresh" content="0;url=${leak}/refresh"></head>
<body background="${leak}/body-bg.png"><article><h1>Leaks</h1>${prose}
<img src="${leak}/img.png" alt="an owl"><img srcset="${leak}/srcset.png 1x" alt="set">
<picture><source srcset="${leak}/source.png"><img src="${leak}/picture.png" alt="pic"></picture>
<video poster="${leak}/poster.png" src="${leak}/video.mp4"></video><audio src="${leak}/audio.mp3" autoplay></audio>
<iframe src="${leak}/frame.html"></iframe><object data="${leak}/object"></object><embed src="${leak}/embed">
<svg><image href="${leak}/svg.png"/></svg><input type="image" src="${leak}/input.png" alt="i">
<table background="${leak}/table.png"><tr><td>cell</td></tr></table><img src="leak/relative.png" alt="rel">
<script src="${leak}/script.js"></script>${prose}</article></body></html>`);
  await page.click('#run');
  await page.waitForSelector('body[data-state=ready]', { timeout: 15_000 });
  await new Promise((r) => setTimeout(r, 1500)); // time for anything lazy, and the refresh
  const leaked = () => hits.filter(([path]) => path.includes('/leak'));
  assert.deepEqual(leaked(), [], 'the preview or the reader view loaded something');
  assert.match(await page.textContent('#article'), /silent feathers/);
  const placeholders = page.locator('#article a.pith-image');
  assert.ok(await placeholders.count() >= 1, 'no image placeholder');
  assert.equal(await page.locator('#article img').count(), 0);
  await page.locator('#article a.pith-image', { hasText: 'an owl' }).click();
  await page.locator('#article img[src$="/leak/img.png"]').waitFor({ timeout: 10_000 });
  for (let i = 0; i < 50 && leaked().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  assert.deepEqual(leaked(), [['/leak/img.png', '']], 'the click loads that image, without a referrer');
  assert.equal(new URL(page.url()).pathname, '/web/index.html', 'the click navigated away');
  assert.deepEqual(errors, []);
  await page.close();
});
