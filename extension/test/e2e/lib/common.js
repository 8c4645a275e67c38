// common.js — what the end-to-end suites share whatever the browser: the
// paths, the fixture server, the timings file, and Surface, the few
// questions the scenarios ask of a page (web page or extension page), built
// on one primitive each driver provides: evaluate(fn, arg) in that page.
import { createServer } from 'node:http';
import { readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { article, comments, binary, busy } from '../../bench/pages.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, '..', '..', '..', '..');
export const fixtures = join(here, '..', '..', 'fixtures');
/** The engine fixtures shared with the Go tests (testdata/pages), served under /testdata/. */
export const enginePages = join(root, 'testdata', 'pages');

/** artifactsDir is where a browser's screenshots and timings go. */
export function artifactsDir(browser) {
  const dir = join(root, 'dist', 'test-artifacts', browser);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The gecko id of the extension (manifest.json). */
export const GECKO_ID = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8')).browser_specific_settings.gecko.id;

// Generated pages under /gen/ (issue 24): a long discussion (and one past
// what the reader paints before it is scrolled), an article past that too
// (5 618 paragraphs and 562 headings), binary data
// served as a web page, a page whose script holds its main thread.
const GENERATED = { comments: () => comments(4000), 'comments-6000': () => comments(6000), 'article-long': () => article(1_500_000), binary: () => binary(256 * 1024), busy: () => busy(30_000) };

// A 1×1 PNG for every image the fixtures ask for.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');

/**
 * startFixtureServer serves the fixture pages, the engine fixtures under
 * /testdata/ (enginePages), the generated pages under
 * /gen/ (GENERATED), and a 1×1 PNG for /img/* (6 MB for /img/huge.png),
 * from 127.0.0.1 on a free port; every path asked is pushed to served, and
 * [path, Referer header ('' for none)] of every image to referers.
 * Resolves to {base, close}.
 */
export async function startFixtureServer(served = [], referers = []) {
  const server = createServer((req, res) => {
    served.push(req.url);
    const path = new URL(req.url, 'http://x').pathname;
    if (path.startsWith('/img/')) {
      referers.push([path, req.headers.referer ?? '']);
      res.writeHead(200, { 'content-type': 'image/png' });
      // /img/huge.png is larger than the extension saves for offline reading (6 MB).
      res.end(path === '/img/huge.png' ? Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) : PNG);
      return;
    }
    const gen = /^\/gen\/([\w-]+)$/.exec(path);
    if (gen && Object.hasOwn(GENERATED, gen[1])) {
      res.writeHead(200, { 'content-type': gen[1] === 'binary' ? 'text/html' : 'text/html; charset=utf-8' });
      res.end(GENERATED[gen[1]]());
      return;
    }
    const [dir, rel] = path.startsWith('/testdata/') ? [enginePages, path.slice('/testdata/'.length)] : [fixtures, path];
    const file = join(dir, rel.replace(/^\/+/, ''));
    if (file.startsWith(dir) && file.endsWith('.html') && existsSync(file)) {
      // The engine fixtures name the avatars, scripts and style sheets of
      // their sites, on the web and beside them: a policy keeps the page
      // from asking for any (the tests count every request made).
      const csp = dir === enginePages ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" } : {};
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...csp });
      res.end(readFileSync(file));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** writeTimings prints and stores the click-to-painted-reader times of a run. */
export function writeTimings(browser, ms) {
  if (!ms.length) return;
  const sorted = [...ms].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(`# ${browser}: click-to-reader-paint ms: median ${median} over ${sorted.length} pages (${sorted.join(', ')})`);
  writeFileSync(join(artifactsDir(browser), 'timings.json'), JSON.stringify({ browser, clickToPaintMs: sorted, median }, null, 2));
}

/** until polls fn (async) until it returns a truthy value, or throws after timeout ms. */
export async function until(fn, { timeout = 15_000, interval = 100, what = 'a condition' } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, interval));
  }
}

/**
 * Surface is a page as the scenarios see it. A driver's subclass provides
 * evaluate(fn, arg) (fn runs in the page and returns JSON-able data) and the
 * actions: click, press, select, check, screenshot, setWidth, bringToFront,
 * close, url. The questions below are the same for every browser.
 */
export class Surface {
  text(sel) {
    return this.evaluate((s) => document.querySelector(s)?.textContent ?? null, sel);
  }

  attr(sel, name) {
    return this.evaluate(([s, n]) => document.querySelector(s)?.getAttribute(n) ?? null, [sel, name]);
  }

  count(sel) {
    return this.evaluate((s) => document.querySelectorAll(s).length, sel);
  }

  /** shadow counts the matches of sel inside host's open shadow root (the noise map). */
  shadow(host, sel) {
    return this.evaluate(([h, s]) => document.querySelector(h)?.shadowRoot?.querySelectorAll(s).length ?? 0, [host, sel]);
  }

  /** shadowText is the text of the first match of sel inside host's shadow root. */
  shadowText(host, sel) {
    return this.evaluate(([h, s]) => document.querySelector(h)?.shadowRoot?.querySelector(s)?.textContent ?? null, [host, sel]);
  }

  /** waitFor polls fn(arg) in the page until it is truthy; resolves to its value. */
  waitFor(fn, arg, { timeout = 15_000, what = String(fn) } = {}) {
    return until(() => this.evaluate(fn, arg), { timeout, what });
  }

  waitForSelector(sel, opts = {}) {
    return this.waitFor((s) => document.querySelector(s) !== null, sel, { what: `"${sel}"`, ...opts });
  }
}
