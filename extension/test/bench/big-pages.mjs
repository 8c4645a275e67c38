// big-pages.mjs — the extension end to end on pages of any size (issue 24):
// the packed Chrome extension (dist/chrome, after ./build.sh) in headless
// Chromium, the reader opened on generated pages (pages.mjs: 1 and 10 MB
// articles, 10 000 and 17 537 comments, 50 MB, 1 000 000 <p>, a busy page,
// binary data) and on the e2e fixtures.
//
//   node extension/test/bench/big-pages.mjs [-only a,b] [-runs R] [-repeat N] [-json OUT] [-timeout S]
//
// Per page it reports
//   first   click → the reader painted its first screen (the article)
//   done    click → the reader painted everything (all comments or posts)
//   task    the longest task on the page (PerformanceObserver longtask)
//           from the click until the reader is done: the capture's slices
//   key     a key ('t', next theme) pressed in the reader just after its
//           first paint: the event's duration (Event Timing: from the key
//           to the next paint after its handler ran)
//   extMB   the extension process's resident memory (/proc VmRSS of the
//           renderer with --extension-process: the background and the reader
//           tab) when the reader is done, and the highest value seen over the
//           10 s after the reader tab is closed … and at the end of them
//   state   what the reader shows: ready, empty or failed (+ its message)
// and, over the fixtures (R runs each, the first of all runs starting the
// wasm), the median click → painted reader. With -repeat N each generated
// page is opened N times: the medians of the times and of the key, the
// longest task and frame gap, and the memory of the median run.
//
// Not part of .ci/run: it measures, it does not pass or fail. It needs
// `npm ci` and Debian's chromium (or CHROMIUM=path). Diagnostics:
// BENCH_DEBUG=1 prints each step and the memory second by second,
// BENCH_PROFILE=1 a CPU profile of the reader, BENCH_TRACE=1 the extension
// process's memory every 500 ms from the click, BENCH_GC=1 (with
// BENCH_DEBUG) forces collections after a page to show what is garbage,
// BENCH_LONGTASKS=1 traces the page and tells what its long tasks ran,
// BENCH_HEAP=1 (with BENCH_DEBUG) the heaps of the extension's contexts.
import { createServer } from 'node:http';
import { readFileSync, readdirSync, existsSync, mkdtempSync, cpSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir, cpus, loadavg } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { PAGES } from './pages.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const fixtures = join(here, '..', 'fixtures');
const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');

function parseArgs(argv) {
  const o = { only: '', runs: 3, repeat: 1, json: '', timeout: 60 };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i].replace(/^-+/, '');
    if (!(k in o)) { console.error(`unknown flag ${argv[i]}`); process.exit(2); }
    o[k] = typeof o[k] === 'number' ? Number(argv[++i]) : argv[++i];
  }
  return o;
}

const opts = parseArgs(process.argv.slice(2));
const only = opts.only ? new Set(opts.only.split(',')) : null;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- pages -------------------------------------------------------------------

const made = new Map();
function generated(name) {
  if (!made.has(name)) made.set(name, PAGES[name]());
  return made.get(name);
}

const server = createServer((req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  if (path.startsWith('/img/')) {
    res.writeHead(200, { 'content-type': 'image/png' });
    return res.end(PNG);
  }
  const gen = /^\/gen\/([\w-]+)$/.exec(path);
  if (gen && Object.hasOwn(PAGES, gen[1])) {
    res.writeHead(200, { 'content-type': 'text/html' + (gen[1].startsWith('binary') ? '' : '; charset=utf-8') });
    return res.end(generated(gen[1]));
  }
  const fix = /^\/fix\/([\w-]+\.html)$/.exec(path);
  if (fix && existsSync(join(fixtures, fix[1]))) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return res.end(readFileSync(join(fixtures, fix[1])));
  }
  res.writeHead(404);
  res.end();
});

// ---- the extension process's memory -------------------------------------------

function procs() {
  const out = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      out.push({ pid: Number(pid), ppid, cmd: readFileSync(`/proc/${pid}/cmdline`, 'utf8') });
    } catch { /* gone */ }
  }
  return out;
}

/** extensionPids finds the renderer(s) with --extension-process under the browser using profile. */
function extensionPids(profile) {
  const all = procs();
  const browser = all.find((p) => p.cmd.includes(`--user-data-dir=${profile}`) && !p.cmd.includes('--type='));
  if (!browser) return [];
  const mine = new Set([browser.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) if (!mine.has(p.pid) && mine.has(p.ppid)) { mine.add(p.pid); grew = true; }
  }
  return all.filter((p) => mine.has(p.pid) && p.cmd.includes('--extension-process')).map((p) => p.pid);
}

function rssMB(pids) {
  let kb = 0;
  for (const pid of pids) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) kb += Number(m[1]);
    } catch { /* gone */ }
  }
  return Math.round(kb / 1024);
}

/**
 * smapsSummary (BENCH_DEBUG) tells what the resident memory of pid is made
 * of: its mappings grouped by name ([anon], memfd:…, files), largest first,
 * in MB, and how much of it is private and dirty.
 */
function smapsSummary(pid) {
  let text = '';
  try { text = readFileSync(`/proc/${pid}/smaps`, 'utf8'); } catch { return 'gone'; }
  const by = new Map();
  let name = '';
  let dirty = 0;
  for (const line of text.split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) { name = (head[1] || '[anon]').replace(/\/[^/]*$/, (f) => (f.startsWith('/memfd:') ? f.replace(/ \(deleted\)$/, '') : f)); continue; }
    const m = /^(Rss|Private_Dirty):\s+(\d+) kB/.exec(line);
    if (!m) continue;
    if (m[1] === 'Rss') by.set(name, (by.get(name) ?? 0) + Number(m[2]));
    else dirty += Number(m[2]);
  }
  const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k.slice(-40)} ${Math.round(v / 1024)}`);
  // The largest single anonymous regions (V8's and the DOM's heap cages are a few GB of address space each).
  const regions = [];
  let cur = null;
  for (const line of text.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) { cur = head[3] ? null : { size: (parseInt(head[2], 16) - parseInt(head[1], 16)) / 1048576, rss: 0 }; if (cur) regions.push(cur); continue; }
    const m = /^Rss:\s+(\d+) kB/.exec(line);
    if (m && cur) cur.rss = Number(m[1]) / 1024;
  }
  const big = regions.sort((a, b) => b.rss - a.rss).slice(0, 6).map((r) => `${Math.round(r.rss)} of ${Math.round(r.size)}`);
  return `private dirty ${Math.round(dirty / 1024)} MB; by mapping: ${top.join(', ')}; largest anonymous regions (MB resident of MB): ${big.join(', ')}`;
}

/**
 * heapUsage (BENCH_HEAP=1: the browser is started with a DevTools port)
 * tells the JavaScript heap of each of the extension's contexts the
 * DevTools protocol lists (the service worker, the offscreen document and
 * the extension pages' thread, …): used / allocated MB and the embedder's
 * (the DOM's) used MB, from Runtime.getHeapUsage.
 */
async function heapUsage(profile, gc = process.env.BENCH_HEAP === 'gc') {
  const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
  const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const { default: WebSocket } = await import('ws');
  const out = [];
  for (const t of list.filter((x) => x.url.startsWith('chrome-extension://') && x.webSocketDebuggerUrl)) {
    const ws = new WebSocket(t.webSocketDebuggerUrl);
    const r = await withTimeout(new Promise((resolve) => {
      // BENCH_HEAP=gc: after a full collection (DevTools' own, from a task of its own).
      ws.on('open', () => ws.send(JSON.stringify(gc ? { id: 0, method: 'HeapProfiler.collectGarbage' } : { id: 1, method: 'Runtime.getHeapUsage' })));
      ws.on('message', (m) => {
        const d = JSON.parse(m);
        if (d.id === 0) ws.send(JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' }));
        if (d.id === 1) resolve(d.result);
      });
      ws.on('error', () => resolve(null));
    }), 3000, null);
    ws.close();
    const mb = (b) => Math.round((b ?? 0) / 1048576);
    out.push(`${t.type} ${t.url.split('/').pop()}: ${r ? `${mb(r.usedSize)}/${mb(r.totalSize)} MB (DOM ${mb(r.embedderHeapUsedSize)}, buffers ${mb(r.backingStorageSize)})` : '?'}`);
  }
  return out.join('; ');
}

// ---- one run --------------------------------------------------------------------

// On the page: long tasks, and the longest gap between two animation frames
// (a page that paints frames is not frozen; the capture's tasks run in the
// extension's isolated world, which the longtask entries may not see).
const LONGTASKS = `window.__pithLT = []; window.__pithGap = 0; try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__pithLT.push([e.startTime, e.duration]); }).observe({ type: 'longtask' }); } catch {}
{ let last = performance.now(); const f = (t) => { window.__pithGap = Math.max(window.__pithGap, t - last); last = t; requestAnimationFrame(f); }; requestAnimationFrame(f); }`;
const EVENTS = `window.__pithEv = []; try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__pithEv.push([e.name, e.duration, e.processingStart - e.startTime]); }).observe({ type: 'event', durationThreshold: 16, buffered: true }); } catch {}`;

/**
 * startPageTrace (BENCH_LONGTASKS=1) records a Chrome trace of the page's
 * renderer from the click until the reader is done; the function it
 * returns ends it and tells, for each task on the page's main thread longer
 * than 100 ms, what took its time: the events inside it of more than 10 ms
 * (V8.GC* are the collector's steps; wall and thread time, as a step may
 * wait for its helper threads or for a core). BENCH_LONGTASKS=DIR (an
 * existing directory) keeps each trace there, for chrome://tracing.
 */
async function startPageTrace(ctx, page) {
  const cdp = await ctx.context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => { for (const e of d.value) events.push(e); });
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'v8', 'v8.execute', 'blink', 'disabled-by-default-v8.gc'] }, transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach().catch(() => {});
    if (existsSync(process.env.BENCH_LONGTASKS)) writeFileSync(join(process.env.BENCH_LONGTASKS, `trace-${Date.now()}.json`), JSON.stringify(events));
    const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
    const on = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && e.dur);
    const t0 = on.reduce((m, e) => Math.min(m, e.ts), Infinity); // not Math.min(...): too many events for the call stack
    const ms = (us) => (us / 1000).toFixed(0);
    const lines = [];
    for (const t of on.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.dur > 100_000)) {
      lines.push(`  long task at ${ms(t.ts - t0)} ms: ${ms(t.dur)} ms (thread ${ms(t.tdur ?? 0)} ms) ${t.args?.src_func ?? ''}`);
      const inner = on.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 10_000);
      for (const e of inner.slice(0, 12)) lines.push(`    +${ms(e.ts - t.ts)} ${e.name} ${ms(e.dur)} ms (thread ${ms(e.tdur ?? 0)} ms)`);
    }
    return lines.length ? lines.join('\n') : '  no task over 100 ms on the page';
  };
}

const withTimeout = (p, ms, fallback) => Promise.race([p, sleep(ms).then(() => fallback)]);

async function openReader(ctx, url, { key = false, memory = false, busy = false, timeoutMs }) {
  const page = await ctx.context.newPage();
  await page.goto(url, { timeout: 120_000 });
  await page.bringToFront();
  if (busy) {
    await sleep(800); // its script has taken the main thread: nothing can be asked of the page now
  } else {
    await page.evaluate(LONGTASKS).catch(() => {});
    await sleep(100);
    await page.evaluate(() => { window.__pithGap = 0; }).catch(() => {});
  }
  const tracing = process.env.BENCH_LONGTASKS && !busy ? await startPageTrace(ctx, page) : null;
  const readerPromise = ctx.context.waitForEvent('page', { timeout: timeoutMs });
  const t0 = Date.now();
  // BENCH_TRACE=1: the extension process's memory every 500 ms from the click.
  const trace = [];
  const tracer = process.env.BENCH_TRACE ? setInterval(() => trace.push(`${((Date.now() - t0) / 1000).toFixed(1)}s:${rssMB(extensionPids(ctx.profile))}`), 500) : null;
  const run = ctx.worker.evaluate(async (u) => {
    const [tab] = await chrome.tabs.query({ url: u });
    return globalThis.__pithRun('reader', tab);
  }, url);
  const reader = await readerPromise;
  let profiler = null;
  if (process.env.BENCH_PROFILE) {
    profiler = await ctx.context.newCDPSession(reader);
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.start');
  }
  // BENCH_CHROME_TRACE=DIR: a Chromium trace of every process from the
  // reader tab's opening to its completion, one file a run (DIR/<page>-<n>.json),
  // to see which thread of which process works while a key waits for its frame.
  let tracer2 = null;
  if (process.env.BENCH_CHROME_TRACE) {
    tracer2 = await ctx.context.newCDPSession(reader);
    await tracer2.send('Tracing.start', {
      transferMode: 'ReturnAsStream',
      traceConfig: { includedCategories: ['toplevel', 'cc', 'viz', 'gpu', 'blink', 'input', 'latencyInfo', 'v8', 'v8.execute', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'ipc', 'mojom', 'extensions', 'renderer', 'renderer.scheduler', 'blink.user_timing', '__metadata'] },
    });
  }
  const log = (what) => process.env.BENCH_DEBUG && console.log(`  ${Date.now() - t0} ms ${what}`);
  log('reader tab');
  await reader.evaluate(EVENTS).catch(() => {});
  let keyAt = null;
  let keyTraceTs = null;
  const row = { first: null, done: null, task: null, key: null, extMB: null, extMBafter: null, extMBend: null, state: '' };
  try {
    // Waited for with the DOM's own lookups: Playwright's selector engine
    // walks every element (it pierces shadow roots) at each poll, which on
    // the reader of 17 537 comments took 745 ms of its thread in one run
    // (BENCH_PROFILE: 'query'), slowing down what is measured.
    await reader.waitForFunction(() => document.body?.dataset.clickToPaintMs !== undefined, null, { timeout: timeoutMs, polling: 'raf' });
    log('first paint seen');
    row.first = Number(await reader.getAttribute('body', 'data-first-paint-ms') ?? await reader.getAttribute('body', 'data-click-to-paint-ms'));
    if (key) {
      keyAt = Date.now();
      if (tracer2) keyTraceTs = await reader.evaluate(() => { performance.mark('pith-key'); return performance.timeOrigin + performance.now(); });
      await reader.keyboard.press('t');
      if (process.env.BENCH_DEBUG) {
        const geo = await reader.evaluate(() => ({ inner: [innerWidth, innerHeight], outer: [outerWidth, outerHeight], toast: document.getElementById('toast')?.getBoundingClientRect().toJSON(), theme: document.documentElement.dataset.theme }));
        log(`reader geometry after the key: ${JSON.stringify(geo)}`);
      }
    }
    if (process.env.BENCH_DEBUG) {
      for (let i = 0; i < 8 && !(await reader.getAttribute('body', 'data-complete-ms')); i++) {
        log(`${await reader.evaluate(() => document.querySelectorAll('details.comment, .post').length)} comments or posts painted`);
        await sleep(2000);
      }
    }
    await reader.waitForFunction(() => document.body.dataset.completeMs !== undefined || document.body.dataset.firstPaintMs === undefined, null, { timeout: timeoutMs, polling: 100 });
    log('complete seen');
    if (tracer2) {
      const ended = new Promise((resolve) => tracer2.once('Tracing.tracingComplete', resolve));
      await tracer2.send('Tracing.end');
      const { stream } = await ended;
      const chunks = [];
      for (;;) {
        const r = await tracer2.send('IO.read', { handle: stream, size: 1 << 24 });
        chunks.push(r.base64Encoded ? Buffer.from(r.data, 'base64') : Buffer.from(r.data));
        if (r.eof) break;
      }
      await tracer2.send('IO.close', { handle: stream });
      const file = join(process.env.BENCH_CHROME_TRACE, `${new URL(url).pathname.split('/').pop()}-${t0}.json`);
      writeFileSync(file, Buffer.concat(chunks));
      console.log(`  trace: ${file} (key pressed ${keyAt === null ? 'never' : `${keyAt - t0} ms after the click, trace clock ${keyTraceTs}`})`);
    }
    if (profiler) {
      const { profile } = await profiler.send('Profiler.stop');
      const self = new Map();
      const dt = profile.timeDeltas ?? [];
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      (profile.samples ?? []).forEach((id, i) => {
        const n = byId.get(id);
        const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
        self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
      });
      console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `  ${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n'));
    }
    const done = await reader.getAttribute('body', 'data-complete-ms');
    row.done = done === null ? row.first : Number(done);
    row.state = await reader.getAttribute('body', 'data-state') ?? '';
    row.partsWait = await reader.getAttribute('body', 'data-parts-wait-ms');
    row.whole = Number(await reader.getAttribute('body', 'data-whole-ms')) || null; // click → the whole answer in the reader (two answers only)
    if (await reader.getAttribute('body', 'data-deferred')) row.state += ' · the rest painted on scrolling';
    const badge = await reader.$('#badge');
    if (badge) row.state += ` · ${await badge.textContent()}`;
    if (row.state === 'failed') row.state += `: ${(await reader.textContent('#empty').catch(() => '')).replace(/\s+/g, ' ').slice(0, 110)}`;
    if (row.state.startsWith('ready') || row.state.startsWith('empty')) {
      const notice = await reader.$('#notice');
      if (notice) row.state += ` (${(await notice.textContent()).replace(/\s+/g, ' ').slice(0, 100)})`;
    }
    if (key) {
      await sleep(300);
      const ev = await reader.evaluate(() => window.__pithEv ?? []);
      const down = ev.filter((e) => e[0] === 'keydown' || e[0] === 'keyup' || e[0] === 'keypress');
      row.key = down.length ? Math.max(...down.map((e) => e[1])) : 16; // under the 16 ms threshold
    }
  } catch (err) {
    row.state = `timeout (${String(err.message).split('\n')[0].slice(0, 60)})`;
    row.done = null;
  }
  row.wall = Date.now() - t0;
  await withTimeout(run, 5000);
  const jobs = await withTimeout(ctx.worker.evaluate(() => globalThis.__pithTimings?.() ?? []), 3000, []);
  const job = jobs.at(-1);
  if (job) row.job = Object.fromEntries(Object.entries(job).filter(([k]) => k.endsWith('Ms')));
  const lt = busy ? null : await withTimeout(page.evaluate(() => [window.__pithLT ?? [], window.__pithGap ?? 0]), 3000, null);
  if (tracing) console.log(await tracing());
  if (lt) {
    row.task = Math.round(lt[0].reduce((m, e) => Math.max(m, e[1]), 0));
    row.frameGap = Math.round(lt[1]);
  }
  if (memory) {
    row.extMB = rssMB(extensionPids(ctx.profile));
    // The heaps with the reader still open: what closing it can give back.
    if (process.env.BENCH_DEBUG && process.env.BENCH_HEAP) {
      log(`heaps before the reader closes: ${await heapUsage(ctx.profile, false).catch((e) => String(e))}`);
      // BENCH_HEAP=live: and what of them is live (after DevTools' collection: it changes what follows).
      if (process.env.BENCH_HEAP === 'live') log(`  live: ${await heapUsage(ctx.profile, true).catch((e) => String(e))}; ${rssMB(extensionPids(ctx.profile))} MB`);
    }
    await reader.close().catch(() => {});
    let peak = 0;
    const trail = [];
    for (let i = 0; i < 20; i++) {
      await sleep(500);
      const mb = rssMB(extensionPids(ctx.profile));
      peak = Math.max(peak, mb);
      if (i % 2 === 1) trail.push(mb);
    }
    if (process.env.BENCH_DEBUG) log(`memory in the background: ${JSON.stringify(await ctx.worker.evaluate(() => globalThis.__pithMemory?.()))}`);
    if (process.env.BENCH_GC) {
      await ctx.worker.evaluate(() => globalThis.gc?.());
      await sleep(1000);
      log(`after a forced gc in the background: ${rssMB(extensionPids(ctx.profile))} MB`);
      const opt = await ctx.context.newPage();
      await opt.goto(`chrome-extension://${new URL(ctx.worker.url()).host}/extension/ui/options.html`);
      await opt.evaluate(() => { globalThis.gc?.(); });
      await sleep(1000);
      log(`after a forced gc in the extension pages' thread: ${rssMB(extensionPids(ctx.profile))} MB`);
      if (process.env.BENCH_HEAP) log(`  heaps: ${await heapUsage(ctx.profile).catch((e) => String(e))}`);
      for (const p of extensionPids(ctx.profile)) log(`  ${p}: ${smapsSummary(p)}`);
      await opt.close();
    }
    if (process.env.BENCH_DEBUG) {
      log(`extension MB each second after the reader closed: ${trail.join(' ')} (pids ${extensionPids(ctx.profile).map((p) => `${p}:${rssMB([p])}`).join(' ')})`);
      for (const p of extensionPids(ctx.profile)) log(`  ${p}: ${smapsSummary(p)}`);
      if (process.env.BENCH_HEAP) {
        log(`  heaps: ${await heapUsage(ctx.profile).catch((e) => String(e))}`);
        if (process.env.BENCH_HEAP === 'gc') log(`  after DevTools' collections: ${rssMB(extensionPids(ctx.profile))} MB; ${smapsSummary(extensionPids(ctx.profile)[0])}`);
      }
    }
    row.extMBafter = peak;
    row.extMBend = rssMB(extensionPids(ctx.profile));
    if (tracer) {
      clearInterval(tracer);
      console.log(`  memory trace (MB from the click; reader closed at ${(row.wall / 1000).toFixed(1)} s): ${trace.join(' ')}`);
    }
  } else {
    await reader.close().catch(() => {});
  }
  await withTimeout(page.close(), 5000);
  return row;
}

/**
 * combine sums up the runs of one page: the median of the times and of the
 * key, the longest task and frame gap of all, the memory of the median run
 * (by its value at 10 s), the first paint's range.
 */
function combine(runs) {
  if (runs.length === 1) return runs[0];
  const med = (k) => {
    const xs = runs.map((r) => r[k]).filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
    return xs.length ? xs[Math.floor(xs.length / 2)] : null;
  };
  const most = (k) => runs.reduce((m, r) => (r[k] === null || r[k] === undefined ? m : Math.max(m ?? 0, r[k])), null);
  const byMem = [...runs].sort((a, b) => (a.extMBend ?? 0) - (b.extMBend ?? 0))[Math.floor(runs.length / 2)];
  const firsts = runs.map((r) => r.first).filter((v) => v !== null);
  return {
    first: med('first'), done: med('done'), task: most('task'), frameGap: most('frameGap'), key: med('key'),
    extMB: byMem.extMB, extMBafter: byMem.extMBafter, extMBend: byMem.extMBend,
    state: `${runs[0].state}${firsts.length > 1 ? ` · first paint ${Math.min(...firsts)}–${Math.max(...firsts)} ms` : ''}`,
  };
}

// ---- main -----------------------------------------------------------------------

async function main() {
  if (!existsSync(join(root, 'dist', 'chrome', 'manifest.json'))) throw new Error('run ./build.sh first (dist/chrome is missing)');
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  const tmp = mkdtempSync(join(tmpdir(), 'pith-big-'));
  const ext = join(tmp, 'ext');
  cpSync(join(root, 'dist', 'chrome'), ext, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(ext, 'manifest.json'), 'utf8'));
  manifest.host_permissions = ['http://127.0.0.1/*']; // in place of the activeTab grant of a real click
  writeFileSync(join(ext, 'manifest.json'), JSON.stringify(manifest));
  const profile = join(tmp, 'profile');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: false,
    // No viewport emulation: each tab lays out in the window's own content
    // area. With Playwright's 1200×900 emulation the reader laid out 900 px
    // in the 813 px that headless Chromium's window shows under its 87 px of
    // browser UI, so the key's one visible answer (the toast, 1 rem above the
    // bottom) fell in the hidden strip: the compositor had no damage to draw
    // ("Draw skipped" in a trace), and Event Timing ended the key only at the
    // next visible paint, up to 3 s later (issue 24).
    viewport: null,
    args: ['--headless=new', '--window-size=1200,987', `--disable-extensions-except=${ext}`, `--load-extension=${ext}`, '--no-sandbox', '--disable-gpu',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
      ...(process.env.BENCH_GC ? ['--js-flags=--expose-gc'] : []), ...(process.env.BENCH_HEAP ? ['--remote-debugging-port=0'] : [])],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 10_000 }));
  const ctx = { context, worker, profile };
  const load = loadavg().map((x) => x.toFixed(2)).join(' ');
  console.log(`# ${new Date().toISOString()} · ${cpus().length}× ${cpus()[0]?.model ?? '?'} · Chromium ${context.browser()?.version() ?? ''} · load ${load}`);
  const rows = [];
  try {
    // The fixtures: ordinary pages, R runs each.
    const names = readdirSync(fixtures).filter((f) => f.endsWith('.html')).sort();
    if (!only || only.has('fixtures')) {
      const times = [];
      const parts = { captureMs: [], extractMs: [] };
      for (let r = 0; r < opts.runs; r++) {
        for (const f of names) {
          const row = await openReader(ctx, `${base}/fix/${f}`, { timeoutMs: 15_000 });
          if (row.first !== null) times.push(row.first);
          for (const k of Object.keys(parts)) if (row.job?.[k] !== undefined) parts[k].push(row.job[k]);
        }
      }
      const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      const sorted = [...times].sort((a, b) => a - b);
      const med = median(times);
      const split = `capture ${median(parts.captureMs)} ms, extraction ${median(parts.extractMs)} ms (medians, from the click)`;
      rows.push({ name: `fixtures (${names.length}×${opts.runs})`, first: med, done: med, note: `median; ${sorted[0]}–${sorted.at(-1)} ms; ${split}` });
      console.log(`fixtures: click → painted reader, median ${med} ms over ${sorted.length} (${sorted.join(' ')}); ${split}`);
    }
    for (const name of Object.keys(PAGES)) {
      if (only && !only.has(name)) continue;
      const size = Buffer.byteLength(generated(name));
      const runs = [];
      for (let r = 0; r < opts.repeat; r++) {
        const row = await openReader(ctx, `${base}/gen/${name}`, { key: true, memory: true, busy: name.startsWith('busy'), timeoutMs: opts.timeout * 1000 });
        console.log(JSON.stringify({ name, ...row }));
        runs.push(row);
      }
      const row = combine(runs);
      row.name = `${name} (${(size / 1048576).toFixed(1)} MB)${runs.length > 1 ? ` ×${runs.length}` : ''}`;
      rows.push(row);
      made.delete(name);
    }
  } finally {
    await context.close();
    server.close();
    rmSync(tmp, { recursive: true, force: true });
  }
  const f = (v) => (v === null || v === undefined ? '—' : String(v));
  console.log(`\n(${new Date().toISOString().slice(0, 10)}, ${cpus().length}× ${cpus()[0]?.model ?? '?'}, load ${load} at the start, ${loadavg().map((x) => x.toFixed(2)).join(' ')} at the end)\n`);
  console.log('| page | first paint ms | complete ms | longest task / frame gap on the page ms | key ms | ext MB at end / peak 10 s after / at 10 s | reader shows |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const mem = r.extMB === undefined ? '' : `${f(r.extMB)} / ${f(r.extMBafter)} / ${f(r.extMBend)}`;
    console.log(`| ${r.name} | ${f(r.first)} | ${f(r.done)} | ${f(r.task)} / ${f(r.frameGap)} | ${f(r.key)} | ${mem} | ${r.state ?? r.note ?? ''}${r.note && r.state ? ` ${r.note}` : ''} |`);
  }
  if (opts.json) writeFileSync(opts.json, JSON.stringify(rows, null, 2));
}

main().catch((err) => { console.error(err); process.exit(1); });
