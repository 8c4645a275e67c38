// End-to-end: the packed Chrome extension (dist/chrome, built by build.sh) in
// headless Chromium, driven by playwright-core, on fixture pages served from
// 127.0.0.1 by this test. Screenshots go to dist/test-artifacts/.
//
// Headless Chromium has no toolbar to click, so the test calls the same entry
// point as the button (globalThis.__pithRun in the service worker) and, in
// its own temporary copy of the package, adds a host permission for
// 127.0.0.1 in place of the activeTab grant a real click gives.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync, existsSync, mkdtempSync, cpSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { comments, binary, busy } from '../bench/pages.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const fixtures = join(here, '..', 'fixtures');
const artifacts = join(root, 'dist', 'test-artifacts');
const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';

// Generated pages (issue 24): a long discussion, binary data, a busy page.
const GENERATED = { comments: () => comments(3000), binary: () => binary(256 * 1024), busy: () => busy(30_000) };

// A 1×1 PNG for every image the fixtures ask for.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');

let server;
let base;
let siteServer; // a second origin (another port) for the site-profile test
let siteBase = 'http://unused';
let context;
let worker;
let tmp;
const served = [];
const requests = [];
const clickToPaint = [];

/** serveFixture answers a fixture page, or a 1×1 PNG for /img/*. */
function serveFixture(req, res) {
  served.push(req.url);
  const path = new URL(req.url, 'http://x').pathname;
  if (path.startsWith('/img/')) {
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(PNG);
    return;
  }
  const gen = /^\/gen\/([\w-]+)$/.exec(path);
  if (gen && Object.hasOwn(GENERATED, gen[1])) {
    res.writeHead(200, { 'content-type': gen[1] === 'binary' ? 'text/html' : 'text/html; charset=utf-8' });
    res.end(GENERATED[gen[1]]());
    return;
  }
  const file = join(fixtures, path.replace(/^\/+/, ''));
  if (file.startsWith(fixtures) && file.endsWith('.html') && existsSync(file)) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(readFileSync(file));
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('not found');
}

before(async () => {
  assert.ok(existsSync(join(root, 'dist', 'chrome', 'manifest.json')), 'run ./build.sh first (dist/chrome is missing)');
  assert.ok(existsSync(chromiumPath), `no Chromium at ${chromiumPath} (apt-get install chromium)`);
  server = createServer(serveFixture);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;

  tmp = mkdtempSync(join(tmpdir(), 'pith-e2e-'));
  const ext = join(tmp, 'ext');
  cpSync(join(root, 'dist', 'chrome'), ext, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(ext, 'manifest.json'), 'utf8'));
  manifest.host_permissions = ['http://127.0.0.1/*'];
  writeFileSync(join(ext, 'manifest.json'), JSON.stringify(manifest));

  context = await chromium.launchPersistentContext(join(tmp, 'profile'), {
    executablePath: chromiumPath,
    headless: false,
    acceptDownloads: true,
    viewport: { width: 1200, height: 900 },
    args: ['--headless=new', `--disable-extensions-except=${ext}`, `--load-extension=${ext}`, '--no-sandbox', '--disable-gpu',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  context.on('request', (r) => requests.push(r.url()));
  worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 10_000 }));
  mkdirSync(artifacts, { recursive: true });
});

after(async () => {
  if (clickToPaint.length) {
    const sorted = [...clickToPaint].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(`# click-to-reader-paint ms: median ${median} over ${sorted.length} pages (${sorted.join(', ')})`);
    writeFileSync(join(artifacts, 'timings.json'), JSON.stringify({ clickToPaintMs: sorted, median }, null, 2));
  }
  await context?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  await new Promise((resolve) => (siteServer ? siteServer.close(resolve) : resolve()));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** open a fixture in a fresh tab and make it the active one. */
async function openFixture(name) {
  const page = await context.newPage();
  await page.goto(`${base}/${name}`);
  await page.bringToFront();
  return page;
}

/** act runs a button action on the page's tab, from the service worker. */
async function act(action, url) {
  const out = await worker.evaluate(async ([a, u]) => {
    const [tab] = await chrome.tabs.query({ url: u });
    return globalThis.__pithRun(a, tab);
  }, [action, url]);
  assert.deepEqual(out, { ok: true }, `action ${action} failed: ${JSON.stringify(out)}`);
}

/** openReader runs the reader action and returns the reader page once painted. */
async function openReader(name) {
  const page = await openFixture(name);
  const readerPromise = context.waitForEvent('page', { timeout: 15_000 });
  await act('reader', page.url());
  const reader = await readerPromise;
  await reader.waitForSelector('body[data-click-to-paint-ms]', { timeout: 15_000 });
  clickToPaint.push(Number(await reader.getAttribute('body', 'data-click-to-paint-ms')));
  return { page, reader };
}

test('article: badge, title, text, metadata', async () => {
  const { page, reader } = await openReader('article.html');
  assert.equal(await reader.textContent('#badge'), 'Article');
  assert.equal(await reader.textContent('#title'), 'How owls hunt in the dark');
  const text = await reader.textContent('#article');
  assert.match(text, /silent feathers/);
  assert.doesNotMatch(text, /Most read|Privacy|Buy shoes/);
  assert.match(await reader.textContent('.meta'), /Mara Lind/);
  assert.equal(await reader.locator('#article figure img').count(), 1);
  assert.equal(await reader.locator('#article pre code').count(), 1);
  await reader.screenshot({ path: join(artifacts, 'reader-article-light.png'), fullPage: true });
  await reader.keyboard.press('t'); // system → light
  await reader.selectOption('#theme', 'dark');
  assert.equal(await reader.getAttribute('html', 'data-theme'), 'dark');
  await reader.screenshot({ path: join(artifacts, 'reader-article-dark.png'), fullPage: true });
  // the theme is remembered
  const stored = await worker.evaluate(() => chrome.storage.local.get('settings'));
  assert.equal(stored.settings.theme, 'dark');
  await reader.selectOption('#theme', 'light');
  await reader.close();
  await page.close();
});

test('article with comments: badge, count and nesting', async () => {
  const { page, reader } = await openReader('article-comments.html');
  assert.equal(await reader.textContent('#badge'), 'Article · 6 comments');
  assert.equal(await reader.locator('details.comment').count(), 6);
  const depths = await reader.$$eval('details.comment', (els) => els.map((e) => Number(e.dataset.depth)));
  assert.deepEqual(depths, [0, 1, 2, 0, 1, 0]);
  // a reply is inside its parent's thread
  assert.equal(await reader.locator('#comments > details.comment').count(), 3);
  assert.match(await reader.textContent('#comments'), /Jonas P\./);
  await reader.screenshot({ path: join(artifacts, 'reader-comments-light.png'), fullPage: true });
  await reader.close();
  await page.close();
});

test('forum thread: discussion badge and posts in order', async () => {
  const { page, reader } = await openReader('forum.html');
  assert.equal(await reader.textContent('#badge'), 'Discussion · 7 posts');
  const authors = await reader.$$eval('.post .author', (els) => els.map((e) => e.textContent));
  assert.equal(authors.length, 7);
  assert.equal(authors[0], 'birdnerd');
  assert.match(await reader.textContent('#posts'), /moved the box inside the barn/);
  await reader.close();
  await page.close();
});

test('lazy images are kept', async () => {
  const { page, reader } = await openReader('lazy-images.html');
  const srcs = await reader.$$eval('#article img', (els) => els.map((e) => e.getAttribute('src')));
  assert.ok(srcs.some((s) => s.includes('/img/owl-lazy-1.png')), `lazy image missing: ${srcs}`);
  assert.equal(await reader.locator('#article table').count(), 1);
  await reader.close();
  await page.close();
});

test('cookie banner stays out of the article', async () => {
  const { page, reader } = await openReader('cookie-banner.html');
  assert.doesNotMatch(await reader.textContent('main'), /We use cookies/);
  assert.match(await reader.textContent('#article'), /pellets of bone and fur/);
  await reader.close();
  await page.close();
});

test('hostile article: no script, handler, javascript: link or iframe survives', async () => {
  const { page, reader } = await openReader('hostile.html');
  const found = await reader.evaluate(() => ({
    scripts: document.querySelectorAll('main script, main iframe, main svg, main form, main input').length,
    handlers: [...document.querySelectorAll('main *')].filter((e) => [...e.attributes].some((a) => a.name.startsWith('on'))).length,
    jsLinks: [...document.querySelectorAll('main [href], main [src]')].filter((e) => /^\s*javascript:/i.test(e.getAttribute('href') ?? e.getAttribute('src'))).length,
    pwned: window.pwned ?? null,
  }));
  assert.deepEqual(found, { scripts: 0, handlers: 0, jsLinks: 0, pwned: null });
  // the live page's own scripts did run there (so the fixture is armed)
  assert.equal(await page.evaluate(() => window.pwned), 'svg');
  assert.match(await reader.textContent('#article'), /Clicking this paragraph must do nothing/);

  // Saved HTML is clean too.
  const html = await saveAndRead(reader, '#save-html');
  assert.doesNotMatch(html, /<script|<iframe|onerror|onclick|javascript:/i);
  assert.match(html, /Clicking this paragraph must do nothing/);
  await reader.close();
  await page.close();
});

/** saveAndRead clicks a save button and returns the downloaded file's text. */
async function saveAndRead(reader, button) {
  const before = await worker.evaluate(() => chrome.downloads.search({}).then((d) => d.map((x) => x.id)));
  await reader.click(button);
  const item = await waitForDownload(before);
  return readFileSync(item.filename, 'utf8');
}

async function waitForDownload(knownIds) {
  for (let i = 0; i < 100; i++) {
    const items = await worker.evaluate(() => chrome.downloads.search({ state: 'complete' }));
    const item = items.find((d) => !knownIds.includes(d.id));
    if (item) return item;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no download completed');
}

test('save as Markdown: front matter, article and comments', async () => {
  const { page, reader } = await openReader('article-comments.html');
  const md = await saveAndRead(reader, '#save-md');
  assert.match(md, /^---\n/);
  assert.match(md, /\ntitle: "Readers on owls"\n/);
  assert.match(md, new RegExp(`\\nurl: "${base}/article-comments.html"\\n`));
  assert.match(md, /\nbyline: "Mara Lind"\n/);
  assert.match(md, /\ntype: "article with comments"\n/);
  assert.match(md, /\nsaved: "\d{4}-\d\d-\d\dT/);
  assert.match(md, /silent feathers/);
  // the article's Markdown (rendered on demand for the reader), not its plain text
  assert.match(md, /\n# How owls hunt in the dark\n/);
  assert.match(md, /\n## Comments \(6\)\n/);
  assert.match(md, /\n>> \*\*Mara Lind\*\*/);
  const item = (await worker.evaluate(() => chrome.downloads.search({ state: 'complete' }))).at(-1);
  writeFileSync(join(artifacts, 'saved.md'), md);
  assert.ok(item);
  await reader.close();
  await page.close();
});

test('save from the button (background, Markdown)', async () => {
  const page = await openFixture('article.html');
  const before = await worker.evaluate(() => chrome.downloads.search({}).then((d) => d.map((x) => x.id)));
  await act('save-md', page.url());
  const item = await waitForDownload(before);
  // (Playwright stores downloads under a generated name; file names are unit-tested.)
  const md = readFileSync(item.filename, 'utf8');
  assert.match(md, /\ntype: "article"\n/);
  await page.close();
});

test('noise map: regions outlined, legend, Esc removes it', async () => {
  const page = await openFixture('article-comments.html');
  await act('noisemap', page.url());
  const host = page.locator('pith-noise-map');
  await host.waitFor({ state: 'attached', timeout: 10_000 });
  assert.ok(await page.locator('pith-noise-map .box.article').count() >= 1, 'no article box');
  assert.ok(await page.locator('pith-noise-map .box.comment').count() >= 1, 'no comment box');
  // One legend line per kind the core reported, with the number of boxes drawn.
  const legend = await page.locator('pith-noise-map .legend').textContent();
  assert.match(legend, /article \(1\)/);
  for (const kind of ['comment', 'noise']) {
    const boxes = await page.locator(`pith-noise-map .box.${kind}`).count();
    const name = kind === 'comment' ? 'comments' : kind;
    if (boxes > 0) assert.match(legend, new RegExp(`${name} \\(${boxes}\\)`));
  }
  // hover shows the reason
  const box = await page.locator('pith-noise-map .box.article').first().boundingBox();
  await page.mouse.move(box.x + 20, box.y + 30);
  assert.match(await page.locator('pith-noise-map .tip').textContent(), /density/);
  await page.screenshot({ path: join(artifacts, 'noise-map.png'), fullPage: false });
  // the page itself was not changed
  assert.equal(await page.title(), 'Readers on owls — The Daily Field');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('pith-noise-map').count(), 0);
  await page.close();
});

test('a page without an article says so and offers the noise map', async () => {
  const { page, reader } = await openReader('login-wall.html');
  assert.equal(await reader.getAttribute('body', 'data-state'), 'empty');
  assert.match(await reader.textContent('#empty'), /found no article/);
  await reader.click('#empty-noisemap');
  await page.locator('pith-noise-map .legend').waitFor({ state: 'attached', timeout: 10_000 });
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('pith-noise-map').count(), 0);
  await reader.close();
  await page.close();
});

test('options page: the defaults are stored and used by the reader', async () => {
  const id = new URL(worker.url()).host;
  const page = await context.newPage();
  await page.goto(`chrome-extension://${id}/extension/ui/options.html`);
  await page.check('input[name=action][value=noisemap]');
  await page.selectOption('select[name=theme]', 'sepia');
  await page.uncheck('input[name=showComments]');
  await page.waitForFunction(() => document.getElementById('saved').textContent === 'Saved', null, { polling: 50 });
  const { settings } = await worker.evaluate(() => chrome.storage.local.get('settings'));
  assert.equal(settings.action, 'noisemap');
  assert.equal(settings.theme, 'sepia');
  assert.equal(settings.showComments, false);
  const { page: article, reader } = await openReader('article-comments.html');
  assert.equal(await reader.getAttribute('html', 'data-theme'), 'sepia');
  assert.equal(await reader.locator('details.comment').count(), 0);
  await reader.screenshot({ path: join(artifacts, 'reader-comments-sepia-no-comments.png') });
  // The options tab is behind the reader now: bring it back (a background
  // tab gets no animation frames) and poll on a timer, not per frame.
  await page.bringToFront();
  await page.click('#reset');
  await page.waitForFunction(() => document.getElementById('saved').textContent === 'Saved', null, { polling: 50 });
  await reader.close();
  await article.close();
  await page.close();
});

test('site profiles: learnt after two pages of a site, used on the next, listed and forgotten in the options', async () => {
  // The site lives on its own origin (another port), apart from the other fixtures.
  siteServer = createServer(serveFixture);
  await new Promise((resolve) => siteServer.listen(0, '127.0.0.1', resolve));
  siteBase = `http://127.0.0.1:${siteServer.address().port}`;
  const key = `site:${siteBase}`;
  const openSitePage = async (n) => {
    const page = await context.newPage();
    await page.goto(`${siteBase}/site-courier-${n}.html`);
    await page.bringToFront();
    const readerPromise = context.waitForEvent('page', { timeout: 15_000 });
    await act('reader', page.url());
    const reader = await readerPromise;
    await reader.waitForSelector('body[data-click-to-paint-ms]', { timeout: 15_000 });
    return { page, reader };
  };
  const stored = () => worker.evaluate((k) => chrome.storage.local.get(k).then((o) => o[k] ?? null), key);
  const waitStored = async (pred) => {
    for (let i = 0; i < 100; i++) {
      const v = await stored();
      if (pred(v)) return v;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`storage never reached the expected state: ${JSON.stringify(await stored())}`);
  };

  const id = new URL(worker.url()).host;
  const options = await context.newPage();
  await options.goto(`chrome-extension://${id}/extension/ui/options.html`);
  assert.equal(await options.locator(`#site-list tr[data-origin="${siteBase}"]`).count(), 0);

  const one = await openSitePage(1);
  const two = await openSitePage(2);
  const entry = await waitStored((v) => v?.profile);
  assert.equal(entry.learnedFrom, 2);
  // The lean wasm learns the site's template (what the default pipeline
  // reads); FOREST's wrapper is not in it.
  assert.ok(entry.profile.template.k === 2, 'template learnt from 2 pages');
  assert.equal(entry.profile.wrapper, undefined);
  // The raw pages are in storage.session, not in storage.local.
  const session = await worker.evaluate(() => chrome.storage.session.get(null));
  assert.equal(session[`sitePages:${siteBase}`].pages.length, 2);
  assert.ok(JSON.stringify(entry).length < 64 * 1024, 'the stored profile is small');

  // The third page's extraction gets the profile (options.site).
  const three = await openSitePage(3);
  const timings = await options.evaluate(() => chrome.runtime.sendMessage({ type: 'timings:get' }));
  assert.equal(timings.value.at(-1).site, true, JSON.stringify(timings));
  assert.match(await three.reader.textContent('#article'), /Forty children/);
  await waitStored((v) => v?.learnedFrom === 3);

  // The options page lists the origin (it refreshes on storage changes) …
  const row = options.locator(`#site-list tr[data-origin="${siteBase}"]`);
  await row.waitFor({ timeout: 10_000 });
  assert.equal((await row.locator('td.pages').textContent()).trim(), '3');
  await options.screenshot({ path: join(artifacts, 'options-site-profiles.png'), fullPage: true });
  // … and Forget clears it, with its kept pages.
  await row.locator('button.forget').click();
  await row.waitFor({ state: 'detached', timeout: 10_000 });
  assert.equal(await stored(), null);
  const after = await worker.evaluate(() => chrome.storage.session.get(null));
  assert.equal(after[`sitePages:${siteBase}`], undefined);
  // Forget all empties the list.
  if ((await options.getAttribute('#sites', 'data-count')) !== '0') await options.click('#forget-all');
  await options.waitForFunction(() => document.getElementById('sites').dataset.count === '0');
  const left = await worker.evaluate(() => chrome.storage.local.get(null));
  assert.deepEqual(Object.keys(left).filter((k) => k.startsWith('site:')), []);
  for (const p of [one, two, three]) {
    await p.reader.close();
    await p.page.close();
  }
  await options.close();
});

test('a long discussion: the article first, then every comment, part by part, in threads', async () => {
  const page = await context.newPage();
  await page.goto(`${base}/gen/comments`);
  await page.bringToFront();
  const readerPromise = context.waitForEvent('page', { timeout: 15_000 });
  await act('reader', page.url());
  const reader = await readerPromise;
  await reader.waitForSelector('body[data-complete-ms]', { timeout: 60_000 });
  assert.ok(Number(await reader.getAttribute('body', 'data-first-paint-ms')) <= Number(await reader.getAttribute('body', 'data-complete-ms')));
  assert.equal(await reader.textContent('#badge'), 'Article · 3000 comments');
  assert.equal(await reader.locator('details.comment').count(), 3000);
  assert.equal(await reader.locator('#comments > details.comment').count(), 1200, 'threads of five: 0 1 2 1 0');
  const [parts] = (await reader.getAttribute('body', 'data-parts-wait-ms')).split('/').slice(1).map(Number);
  assert.ok(parts > 1, `${parts} parts`);
  assert.match(await reader.textContent('#article'), /two percent of the flour/);
  assert.equal(await reader.getAttribute('main', 'aria-busy'), null, 'no longer busy once painted');
  await reader.close();
  await page.close();
});

/** readerFailure opens the reader on a generated page and returns what it says. */
async function readerFailure(name, timeout) {
  const page = await context.newPage();
  await page.goto(`${base}/gen/${name}`);
  await page.bringToFront();
  if (name === 'busy') await new Promise((r) => setTimeout(r, 700)); // its script holds the main thread from 300 ms after load
  const readerPromise = context.waitForEvent('page', { timeout: 15_000 });
  const t0 = Date.now();
  await act('reader', page.url());
  const reader = await readerPromise;
  await reader.waitForSelector('body[data-state="failed"]', { timeout });
  const out = { text: await reader.textContent('#empty'), ms: Date.now() - t0 };
  await reader.close();
  await page.close().catch(() => {});
  return out;
}

test('binary data served as a web page gets a clear message', async () => {
  const { text } = await readerFailure('binary', 15_000);
  assert.match(text, /binary data, not a web page/);
});

test('a page whose own script holds its main thread gets a clear message within 15 s', async () => {
  const { text, ms } = await readerFailure('busy', 20_000);
  assert.match(text, /did not let pith read it within \d+ s/);
  assert.ok(ms < 15_000, `${ms} ms`);
});

test('the extension made no network request of its own', async () => {
  const foreign = requests.filter((u) => !u.startsWith(base) && !u.startsWith(siteBase) && !/^(chrome-extension|data|blob|about):/.test(u));
  assert.deepEqual(foreign, []);
  // every request the server saw is a fixture or an image of a fixture
  assert.deepEqual(served.filter((u) => !/^\/([\w-]+\.html|gen\/[\w-]+|img\/[\w-]+\.png|favicon\.ico)$/.test(u)), []);
});
