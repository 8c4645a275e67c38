// browser-bench.mjs — pith's wasm core against Readability.js in one headless
// Chromium page, over the readability corpus (issue 6: "in the browser").
//
//   node extension/test/bench/browser-bench.mjs [-corpus DIR] [-n N] [-runs R] [-wasm FILE] [-json OUT]
//
// Needs ./build.sh first (extension/pith.wasm, extension/wasm_exec.js), `npm ci`
// (playwright-core, @mozilla/readability) and Debian's chromium (or CHROMIUM=path).
// Not part of .ci/run: it measures, it does not pass or fail.
//
// The pages (pages/*.html.gz) are read and decoded in Node, then handed to the
// page with page.evaluate (the hand-over is not timed). For each page, pith and
// Readability run interleaved, R times each (the order alternating page by
// page); a page's time is its fastest run, as in `pith bench`. pith's time is
// what the extension does, from the same HTML string: DOMParser, tree.js's
// encoding of the document, engine.extract({tree}) (the core, the JSON answer
// back, JSON.parse); the HTML-string path (engine.extract({html}), where the
// core parses the HTML itself) is reported as well. Readability's is
// DOMParser.parseFromString + new Readability(doc).parse() (it needs a DOM;
// the browser's native parse is reported alone as well). The wasm start is
// timed once cold (fetch + compile + instantiate + Go's start) and once warm
// (a restart with the module compiled). pith's time is also split into
// DOMParser, the encoding, the Go call alone (tree in, JSON string out) and
// JSON.parse of the answer
// (the fastest of R runs of each, so the parts need not add up exactly).
import { createServer } from 'node:http';
import { readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join, dirname, normalize, extname, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };

function parseArgs(argv) {
  const o = { corpus: join(root, '..', 'shared', 'datasets', 'readability'), n: 0, runs: 3, wasm: join(root, 'extension', 'pith.wasm'), json: '' };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i].replace(/^-+/, '');
    if (!(k in o)) { console.error(`unknown flag ${argv[i]}`); process.exit(2); }
    o[k] = typeof o[k] === 'number' ? Number(argv[++i]) : argv[++i];
  }
  if (!existsSync(o.corpus)) o.corpus = '/work/shared/datasets/readability';
  return o;
}

// decode follows core/charset's order, simplified: valid UTF-8, BOM, <meta charset>, windows-1252.
function decode(buf) {
  try { return new TextDecoder('utf-8', { fatal: true }).decode(buf); } catch { /* not UTF-8 */ }
  if (buf[0] === 0xfe && buf[1] === 0xff) return new TextDecoder('utf-16be').decode(buf);
  if (buf[0] === 0xff && buf[1] === 0xfe) return new TextDecoder('utf-16le').decode(buf);
  const m = /<meta[^>]+charset\s*=\s*["']?\s*([a-zA-Z0-9_:.-]+)/i.exec(Buffer.from(buf.subarray(0, 1024)).toString('latin1'));
  if (m) { try { return new TextDecoder(m[1].toLowerCase()).decode(buf); } catch { /* unknown label */ } }
  return new TextDecoder('windows-1252').decode(buf);
}

function loadCorpus(dir, n) {
  const urls = new Map();
  const gold = join(dir, 'gold.jsonl');
  if (existsSync(gold)) {
    for (const line of readFileSync(gold, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const g = JSON.parse(line);
      if (g.url) urls.set(g.id, g.url);
    }
  }
  let files = readdirSync(join(dir, 'pages')).filter((f) => f.endsWith('.html.gz')).sort();
  if (n > 0) files = files.slice(0, n);
  return files.map((f) => {
    const id = basename(f, '.html.gz');
    return { id, url: urls.get(id) ?? `https://example.org/${id}`, html: decode(gunzipSync(readFileSync(join(dir, 'pages', f)))) };
  });
}

function serve(wasmPath) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    let file = join(root, path);
    if (path === '/extension/pith.wasm') file = wasmPath;
    const allowed = /^\/(extension\/(shared|content|test\/bench)\/|extension\/(pith\.wasm|wasm_exec\.js)$|node_modules\/@mozilla\/readability\/)/;
    if (!allowed.test(path) || !existsSync(file)) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (xs) => percentile(xs, 0.5);
function percentile(xs, p) {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  if (p === 0.5 && s.length % 2 === 0) return (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return s[Math.round(p * (s.length - 1))];
}
const fmt = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(2)).padStart(8);

async function main() {
  const o = parseArgs(process.argv.slice(2));
  for (const f of [o.wasm, join(root, 'extension', 'wasm_exec.js')]) {
    if (!existsSync(f)) { console.error(`${f} is missing: run ./build.sh first`); process.exit(1); }
  }
  if (!existsSync(join(root, 'node_modules', '@mozilla', 'readability', 'Readability.js'))) {
    console.error('@mozilla/readability is missing: run npm ci'); process.exit(1);
  }
  const pages = loadCorpus(o.corpus, o.n);
  const server = await serve(o.wasm);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${base}/extension/test/bench/bench.html`);
    await page.waitForFunction(() => globalThis.pithBenchReady === true, null, { timeout: 15_000 });
    const version = browser.version();
    const start = await page.evaluate(() => globalThis.pithBench.start());

    // Warm both up on the first page (JIT, wasm tiering), untimed.
    await page.evaluate(({ html, url }) => { globalThis.pithBench.readability(html, url, 2); return globalThis.pithBench.pith(html, url, 2).then(() => 0); }, pages[0]);

    const rows = [];
    for (const [i, pg] of pages.entries()) {
      const arg = { html: pg.html, url: pg.url, runs: o.runs };
      const runPith = () => page.evaluate(({ html, url, runs }) => globalThis.pithBench.pith(html, url, runs), arg);
      const runRead = () => page.evaluate(({ html, url, runs }) => globalThis.pithBench.readability(html, url, runs), arg);
      let p, r, l;
      try {
        if (i % 2 === 0) { p = await runPith(); r = await runRead(); } else { r = await runRead(); p = await runPith(); }
        l = await page.evaluate(({ html, url, runs }) => globalThis.pithBench.live(html, url, runs), arg);
      } catch (err) {
        console.error(`${pg.id}: ${err.message.split('\n')[0]}`);
        continue;
      }
      rows.push({ id: pg.id, bytes: pg.html.length, pith: Math.min(...p.ms), pithGo: Math.min(...p.goMs), pithJSON: Math.min(...p.jsonMs), pithParse: Math.min(...p.parseMs), pithEncode: Math.min(...p.encodeMs), pithHTML: Math.min(...p.htmlMs), readability: Math.min(...r.ms), parse: Math.min(...r.parseMs),
        livePith: Math.min(...l.pithMs), liveReadability: Math.min(...l.readMs),
        pithWords: p.words, readabilityWords: r.words, type: p.type });
    }
    const col = (k) => rows.map((x) => x[k]);
    const summary = {
      chromium: version, pages: rows.length, runs: o.runs, wasmBytes: readFileSync(o.wasm).length,
      wasmStartColdMs: start.cold, wasmStartWarmMs: start.restart,
      pith: { median: median(col('pith')), p95: percentile(col('pith'), 0.95), total: col('pith').reduce((a, b) => a + b, 0) },
      readability: { median: median(col('readability')), p95: percentile(col('readability'), 0.95), total: col('readability').reduce((a, b) => a + b, 0) },
      pithGo: { median: median(col('pithGo')), p95: percentile(col('pithGo'), 0.95) },
      pithJSON: { median: median(col('pithJSON')), p95: percentile(col('pithJSON'), 0.95) },
      pithParse: { median: median(col('pithParse')), p95: percentile(col('pithParse'), 0.95) },
      pithEncode: { median: median(col('pithEncode')), p95: percentile(col('pithEncode'), 0.95) },
      pithHTML: { median: median(col('pithHTML')), p95: percentile(col('pithHTML'), 0.95) },
      domParse: { median: median(col('parse')), p95: percentile(col('parse'), 0.95) },
      livePith: { median: median(col('livePith')), p95: percentile(col('livePith'), 0.95) },
      liveReadability: { median: median(col('liveReadability')), p95: percentile(col('liveReadability'), 0.95) },
      perPageRatio: { median: median(rows.map((x) => x.pith / x.readability)) },
      pithFasterOn: rows.filter((x) => x.pith < x.readability).length,
      errors,
    };
    summary.ratio = { median: summary.pith.median / summary.readability.median, p95: summary.pith.p95 / summary.readability.p95 };

    console.log(`headless Chromium ${version}; ${rows.length} pages of ${basename(o.corpus)}; fastest of ${o.runs} runs per page; wasm ${(summary.wasmBytes / 1048576).toFixed(2)} MB raw`);
    console.log(`wasm start: ${start.cold.toFixed(0)} ms cold (fetch + compile + instantiate + Go ready), ${start.restart.toFixed(0)} ms restart (module compiled)`);
    console.log(`${'system'.padEnd(38)}${'median'.padStart(8)}${'p95'.padStart(8)}   ms per page`);
    console.log(`${'pith (DOMParser + tree + wasm)'.padEnd(38)}${fmt(summary.pith.median)}${fmt(summary.pith.p95)}`);
    console.log(`${'  of which DOMParser'.padEnd(38)}${fmt(summary.pithParse.median)}${fmt(summary.pithParse.p95)}`);
    console.log(`${'  of which the tree encoding (JS)'.padEnd(38)}${fmt(summary.pithEncode.median)}${fmt(summary.pithEncode.p95)}`);
    console.log(`${'  of which the Go call (api.extract)'.padEnd(38)}${fmt(summary.pithGo.median)}${fmt(summary.pithGo.p95)}`);
    console.log(`${'  of which JSON.parse of the answer'.padEnd(38)}${fmt(summary.pithJSON.median)}${fmt(summary.pithJSON.p95)}`);
    console.log(`${'pith wasm from the HTML string'.padEnd(38)}${fmt(summary.pithHTML.median)}${fmt(summary.pithHTML.p95)}`);
    console.log(`${'Readability.js (DOMParser + parse)'.padEnd(38)}${fmt(summary.readability.median)}${fmt(summary.readability.p95)}`);
    console.log(`${'  of which DOMParser alone'.padEnd(38)}${fmt(summary.domParse.median)}${fmt(summary.domParse.p95)}`);
    console.log(`ratio pith / Readability.js: median ${summary.ratio.median.toFixed(2)}, p95 ${summary.ratio.p95.toFixed(2)}; per page (median of ratios) ${summary.perPageRatio.median.toFixed(2)}; pith faster on ${summary.pithFasterOn} of ${rows.length} pages`);
    console.log('on a document already parsed (the page a reader is on):');
    console.log(`${'  pith (tree + wasm)'.padEnd(38)}${fmt(summary.livePith.median)}${fmt(summary.livePith.p95)}`);
    console.log(`${'  Readability.js (cloneNode + parse)'.padEnd(38)}${fmt(summary.liveReadability.median)}${fmt(summary.liveReadability.p95)}`);
    console.log(`  ratio: median ${(summary.livePith.median / summary.liveReadability.median).toFixed(2)}`);
    if (errors.length) console.log(`page errors: ${errors.join('; ')}`);
    if (o.json) writeFileSync(o.json, JSON.stringify({ summary, rows }, null, 2));
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
