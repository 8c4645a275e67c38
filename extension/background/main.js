// main.js — the background: Chrome's service worker and Firefox's background
// script (one ES module for both). It owns the wasm engine, captures pages,
// keeps the few recent extraction jobs, and answers the extension pages
// through the one message table below.
import '../wasm_exec.js';
import { ext } from '../shared/api.js';
import { createEngine, nudgeCollector } from '../shared/engine.js';
import { createWorkerEngine } from '../shared/engine-host.js';
import { createOffscreenEngine } from './engine-offscreen.js';
import { listener, isTrustedSender, RouteError } from './routes.js';
import * as settings from '../shared/settings.js';
import { safeFileName } from '../shared/filename.js';
import { downloadText } from '../shared/download.js';
import { createSiteStore } from '../shared/sites.js';
import { failureText } from '../shared/notices.js';
import { readerView, sameHead } from '../shared/view.js';
import { namesManyComments } from '../shared/treehint.js';
import { templateVars, withFrontMatter, fileStem } from '../shared/template.js';
import { highlightsHTML, markMarkdown, clean as cleanHighlights } from '../shared/highlights.js';
import { escapeHTML } from '../shared/savehtml.js';
import { fetchImagesInPage, caps as imageCaps, MAX_IMAGES, leftOutHTML } from '../shared/offline.js';

/**
 * Time budget of one extraction (core Options.timeBudgetMS): what is left of
 * ANSWER_MS since the click once the page is captured, but at least
 * EXTRACT_MIN_MS, so a reader gets a result or a clear refusal in about 15 s
 * (the core checks it between its stages, so one stage may run past it).
 */
const ANSWER_MS = 14_000;
const EXTRACT_MIN_MS = 3_000;
const EXTRACT_BUDGET_MS = 10_000;
/**
 * The page must let the capture run, and the capture finish, within this: a
 * page whose own scripts never let go of its main thread gets a clear
 * message instead of a reader waiting for good.
 */
const CAPTURE_DEADLINE_MS = 11_000;
/**
 * A slice of the capture's work on the page, between two yields to it: far
 * below the 200 ms a user notices, and each yield costs a frame of a page
 * that may hold a quarter of a million elements.
 */
const CAPTURE_SLICE_MS = 50;
/**
 * The capture stops reading past this many characters of tree: the core
 * cuts a page at 16 MiB (dom.Limits.MaxBytes) and reports it; reading on
 * would only cost time and memory.
 */
const CAPTURE_MAX_CHARS = 16 * 1024 * 1024 + 1024;
/** …and past the core's element limit (dom.Limits.MaxElements), likewise. */
const CAPTURE_MAX_ELEMENTS = 1_000_000;
/**
 * The tree crosses from the page in chunks of about this many characters,
 * each copied on the page's thread in a task of its own, where a 10 MB tree
 * at once was one task of a few hundred ms.
 */
const CAPTURE_CHUNK_CHARS = 1024 * 1024;
/**
 * The layout (boxes and visibility, for the visual features) is optional: it
 * is left out for a page of more elements than this, or when measuring it
 * runs past CAPTURE_LAYOUT_MS; the core reads such a page from its markup.
 */
const CAPTURE_MAX_LAYOUT = 100_000;
const CAPTURE_LAYOUT_MS = 4_000;
/** A page larger than this is big: its job does not outlive a newer one. */
const BIG_TREE_CHARS = 2 * 1024 * 1024;

const READER = 'extension/ui/reader.html';
const MAX_JOBS = 4;

/**
 * The wasm runs in a dedicated worker, which is ended after a large page so
 * its memory comes back at once (Go's wasm memory only grows): Firefox's
 * background page starts it, Chrome's service worker (which cannot) has its
 * offscreen document start it. Elsewhere, in this context.
 */
function makeEngine() {
  const wasmURL = ext.runtime.getURL('extension/pith.wasm');
  if (typeof globalThis.Worker === 'function') {
    return createWorkerEngine({ wasmURL, workerURL: ext.runtime.getURL('extension/shared/engine-worker.js') });
  }
  if (ext.offscreen?.createDocument) return createOffscreenEngine(ext);
  return createEngine({ wasmURL });
}
const engine = makeEngine();
// Site profiles: learnt from the pages the user opens in pith, kept on this
// machine only (see shared/sites.js; raw pages in storage.session, briefly).
const sites = createSiteStore({
  local: ext.storage.local,
  session: ext.storage.session,
  learn: (req) => engine.learnSite(req),
});
/** @type {Map<string, object>} recent jobs by id (oldest first) */
const jobs = new Map();

// ---- capture and extraction ------------------------------------------------

/** A capture that failed in a way the reader explains (notices.js FAILURES). */
class CaptureError extends Error {
  constructor(code, seconds) {
    super(failureText(code, code, seconds));
    this.code = code;
    this.seconds = seconds;
  }
}

/**
 * captureTab reads the page in slices (content/capture.js), within
 * CAPTURE_DEADLINE_MS: a page that never lets the capture start is "busy",
 * one whose capture does not finish in time is too large.
 */
async function captureTab(tabId) {
  let started = false;
  const seconds = Math.round(CAPTURE_DEADLINE_MS / 1000);
  const work = (async () => {
    await ext.scripting.executeScript({ target: { tabId }, files: ['extension/content/tree.js', 'extension/content/capture.js'] });
    started = true;
    const [first] = await ext.scripting.executeScript({
      target: { tabId },
      func: (o) => globalThis.__pithCaptureSliced(o).catch((e) => ({ error: String(e?.message ?? e) })),
      args: [{
        sliceMs: CAPTURE_SLICE_MS, deadlineMs: CAPTURE_DEADLINE_MS - 1000, maxChars: CAPTURE_MAX_CHARS,
        maxElements: CAPTURE_MAX_ELEMENTS, maxLayout: CAPTURE_MAX_LAYOUT, layoutMs: CAPTURE_LAYOUT_MS,
        chunkChars: CAPTURE_CHUNK_CHARS,
      }],
    });
    const c = first?.result;
    if (c?.error === 'pith-capture-deadline') throw new CaptureError('capture-slow', seconds);
    if (!c || !(Array.isArray(c.treeParts) || c.treeChunks > 0)) throw new Error(`could not read this page${c?.error ? `: ${c.error}` : ''}`);
    // The tree comes over in chunks, each a task of its own on the page
    // (asked for all at once: the page runs them back to back, answering
    // input between them).
    const chunks = c.treeParts ? [c.treeParts] : await Promise.all(Array.from({ length: c.treeChunks }, (_, k) => ext.scripting.executeScript({
      target: { tabId },
      func: (i) => globalThis.__pithTakeChunk(i),
      args: [k],
    }).then(([r]) => {
      if (!Array.isArray(r?.result)) throw new Error('could not read this page: a part of it was lost');
      return r.result;
    })));
    c.tree = chunks.flat().join('\u0000'); // the tree encoding's separator (content/tree.js)
    delete c.treeChunks;
    delete c.treeParts;
    return c;
  })();
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new CaptureError(started ? 'capture-slow' : 'capture-busy', seconds)), CAPTURE_DEADLINE_MS);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
    work.catch(() => {});
  }
}

function remember(job) {
  // A big page's job (its result, tens of MB) does not outlive a newer job.
  for (const [id, old] of jobs) if (old.big) jobs.delete(id);
  jobs.set(job.id, job);
  while (jobs.size > MAX_JOBS) jobs.delete(jobs.keys().next().value);
}

/** startJob captures the tab and starts the extraction; both run in the background. */
async function startJob(tab, mode) {
  const t0 = Date.now();
  const job = { id: crypto.randomUUID(), mode, tabId: tab.id, url: tab.url ?? '', title: tab.title ?? '', t0, timings: {}, cut: false, big: false };
  // job.early: the article alone (a Result without comments), when it is
  // made beside the whole extraction (big pages, for the reader), or null.
  let earlyDone;
  job.early = new Promise((resolve) => { earlyDone = resolve; });
  job.capture = captureTab(tab.id).then((c) => {
    job.timings.captureMs = Date.now() - t0;
    job.timings.captureInPageMs = c.ms;
    job.timings.captureSlices = c.slices;
    job.timings.longestSliceMs = c.longestSliceMs;
    job.timings.longestPauseMs = c.longestPauseMs;
    job.timings.treeChars = c.tree.length;
    job.url = c.url || job.url;
    job.title = c.title || job.title;
    job.cut = c.cut || false;
    job.timings.layoutSkipped = Boolean(c.layoutSkipped);
    job.big = c.tree.length > BIG_TREE_CHARS;
    return c;
  });
  job.result = job.capture.then(async (c) => {
    const learnSites = (await settings.load(ext)).siteProfiles && !tab.incognito;
    const site = learnSites ? await sites.profileFor(c.url).catch(() => null) : null;
    const t1 = Date.now();
    // The core stops with a clear error past the time budget instead of
    // keeping the reader waiting on a pathological page.
    const budget = Math.min(EXTRACT_BUDGET_MS, Math.max(EXTRACT_MIN_MS, ANSWER_MS - (t1 - t0)));
    job.timings.budgetMs = budget;
    const options = { timeBudgetMs: budget, ...(site ? { site } : {}) };
    // The reader shows HTML (text is the fallback) and the noise map needs
    // neither (text is always made): Markdown, as long again to make on a
    // long article, is made from the article's HTML when the reader saves
    // (reader:markdown). Saving straight away asks for everything.
    const formats = { reader: ['html', 'text'], noisemap: ['text'] }[mode];
    const request = { tree: c.tree, url: c.url, options: { ...options, formats } };
    if (typeof c.layout === 'string') request.layoutPacked = c.layout;
    if (mode === 'reader' && job.big && engine.extractAside && namesManyComments(c.tree)) {
      // Two answers on a big page with a long comment section (issue 24):
      // the article alone, which the reader paints first, made on a worker
      // of its own while the whole extraction (the comments too: two to
      // three times as long on a page of 17 537 comments) runs on the
      // engine's. Not on other pages: there the two would take about as
      // long, each slowed by the other on a machine of two cores.
      const early = engine.extractAside({ ...request, options: { ...request.options, noComments: true } });
      early.then(() => { job.timings.earlyMs = Date.now() - t1; }, () => {});
      early.then(earlyDone, () => earlyDone(null));
    } else {
      earlyDone(null);
    }
    const res = await engine.extract(request);
    job.timings.extractMs = Date.now() - t1;
    job.timings.extractInEngineMs = engine.lastMs?.();
    job.site = Boolean(site);
    job.elements = c.elements;
    job.capture = Promise.resolve({ elements: c.elements, url: c.url, title: c.title }); // drop the page
    // Learn from this page after the answer, off the click-to-paint path.
    if (learnSites) job.learnt = sites.addPage(c.url, c.tree).catch(() => null);
    if (!engine.running()) setTimeout(() => engine.warm().catch(() => {}), 1000); // a big page closed the runtime: a fresh one for the next click
    return res;
  });
  job.result.catch(() => {});
  job.result.finally(() => earlyDone(null)).catch(() => {}); // a capture that failed: no early answer either
  // A big page's job without a reader (noise map, save) is let go once done.
  if (mode !== 'reader') job.result.finally(() => { if (job.big) setTimeout(() => forget(job.id), 2000); }).catch(() => {});
  remember(job);
  return job;
}

/**
 * forget drops a job; a big one's result and view (tens to hundreds of MB
 * of objects) become garbage, and so does the closed reader's DOM on the
 * extension pages' thread (the offscreen document's, Chrome, or the
 * background page's, Firefox): both collectors are nudged (nudgeCollector)
 * once the reader's page is gone. Once only: each full collection puts off
 * V8's memory reducer by 8 s, and it is the reducer's collection, 8 s after
 * the first, that gives the freed pages back to the system (BENCH_TRACE:
 * the drop 8.5-9 s after the reader closed). The engine's worker was ended
 * after the page already (engine-host.js), and the offscreen document stays
 * open: closing it and opening a fresh one 3 s later (as before) was work
 * on that thread that put the reducer off too.
 */
function forget(id) {
  const job = jobs.get(id);
  if (!job) return;
  jobs.delete(id);
  if (!job.big) return;
  setTimeout(() => {
    nudgeCollector().catch(() => {}); // this context's heap: the job's result and view
    engine.nudge?.(); // the extension pages' heap: the closed reader's DOM
  }, 300);
}

// A big page's job goes when the last reader showing it is closed.
ext.tabs.onRemoved.addListener((tabId) => {
  for (const [id, job] of [...jobs]) {
    if (!job.big || !job.readers?.has(tabId)) continue;
    job.readers.delete(tabId);
    if (job.readers.size === 0) forget(id);
  }
});

/** failureOf is what the reader is told of a failed job: {error, code}. */
function failureOf(job, err) {
  const seconds = err?.seconds ?? (err?.code === 'time-budget' ? Math.round((job.timings.budgetMs ?? EXTRACT_BUDGET_MS) / 1000) : 0);
  return { error: failureText(err?.code ?? '', err?.message ?? err, seconds), code: err?.code ?? '' };
}

/** The reader gets the first FIRST_PART comments or posts with the article, then PART at a time. */
const FIRST_PART = 30;
const PART = 250;

/** viewOf is the reader's view of a job's result, made once (shared/view.js). */
async function viewOf(job) {
  const result = await job.result;
  if (!job.view) job.view = readerView(result, { cut: job.cut }, { split: true });
  return job.view;
}

/**
 * firstView is the view the reader paints first: the whole result's, or,
 * when the article alone is there before it (job.early), that one's
 * ({early: true}). A failure of the whole extraction before either is thrown.
 */
async function firstView(job) {
  const whole = viewOf(job).then((view) => ({ view }));
  const early = job.early.then((r) => (r ? { r } : whole));
  const first = await Promise.race([whole, early]);
  if (!first.r) return first.view;
  job.earlyView ??= readerView(first.r, { cut: job.cut }, { split: true });
  return { ...job.earlyView, early: true };
}

function jobById(id) {
  const job = jobs.get(id);
  if (!job) throw new RouteError('this reader session has expired: open the page and press the button again', 'expired');
  return job;
}

// ---- actions: reader, noise map, save ---------------------------------------

async function openReader(tab, extra = '') {
  const job = await startJob(tab, 'reader');
  const url = ext.runtime.getURL(`${READER}?job=${job.id}${extra}`);
  // Read in the page's own tab (an option): the browser's back returns to the page.
  if ((await settings.load(ext)).sameTab && !extra) {
    job.sameTab = true;
    // The page is read before it is left (the capture runs in it).
    await job.capture.catch(() => {});
    await ext.tabs.update(tab.id, { url });
    return;
  }
  await ext.tabs.create({
    url,
    index: tab.index + 1,
    openerTabId: tab.id,
    windowId: tab.windowId,
  });
}

/**
 * paintNoiseMap draws the regions on the page (content/overlay.js, reached
 * through its symbol: the page's DOM cannot stand in for it) and throws
 * when it could not, or found none of them, so the user is told (the
 * action's badge and title, or the reader's message).
 */
async function paintNoiseMap(tabId, result) {
  await ext.scripting.executeScript({ target: { tabId }, files: ['extension/content/overlay.js'] });
  const regions = result.regions ?? [];
  const [first] = await ext.scripting.executeScript({
    target: { tabId },
    func: (list, elements) => {
      const overlay = globalThis[Symbol.for('pith.overlay')];
      if (!overlay) return { error: 'the overlay did not load on this page' };
      try {
        return overlay.show(list, { elements });
      } catch (err) {
        return { error: String(err?.message ?? err) };
      }
    },
    args: [regions, result.stats?.elements ?? 0],
  });
  const out = first?.result;
  if (!out || out.error) throw new Error(`the noise map could not be drawn: ${out?.error ?? 'the page did not answer'}`);
  if (out.regions > 0 && out.shown === 0) throw new Error('the noise map found none of its regions on the page: it changed since it was read');
  return out;
}

async function toggleNoiseMap(tab) {
  const [shown] = await ext.scripting.executeScript({
    target: { tabId: tab.id },
    func: () => {
      const overlay = globalThis[Symbol.for('pith.overlay')];
      return Boolean(overlay && overlay.hide());
    },
  });
  if (shown?.result) return; // it was on: now it is off
  const job = await startJob(tab, 'noisemap');
  await paintNoiseMap(tab.id, await job.result);
}

/**
 * markdownFile is the saved Markdown of a result that holds its article's
 * Markdown: written by the core (core/mdfile, the wasm's markdown()), the
 * same file as pith extract -format md, with no live HTML in it.
 */
async function markdownFile(result, url, withComments) {
  const prefs = await settings.load(ext);
  const saved = new Date().toISOString();
  const md = await engine.markdown({ result, options: { url, savedAt: saved, noComments: !withComments } });
  // The front matter from the options' template (today's by default).
  return withFrontMatter(md, prefs.frontMatter, templateVars(result, { url, saved, tags: prefs.tags }));
}

/**
 * withHighlights adds the reader's highlights to a Markdown file: their
 * text marked ==so== in the article (where the core writes it whole on a
 * line) and a Highlights section at the end (quotes and notes), all written
 * by the core's Markdown writer from escaped text.
 */
async function withHighlights(md, list) {
  if (list.length === 0) return md;
  const forms = await Promise.all(list.map((h) => engine.articleMarkdown({ html: `<p>${escapeHTML(h.text)}</p>`, url: '' })));
  const start = md.startsWith('---\n') ? md.indexOf('\n---\n') + 5 : 0;
  const rest = md.search(/\n## (Comments|Replies) \(\d+\)\n/);
  const end = rest < 0 ? md.length : rest;
  return withSection(`${md.slice(0, start)}${markMarkdown(md.slice(start, end), forms)}${md.slice(end)}`, highlightsHTML(list, escapeHTML));
}

/** withSection ends a Markdown file with a section given as HTML of escaped text, written by the core's Markdown writer. */
async function withSection(md, html) {
  return html ? `${md}\n${await engine.articleMarkdown({ html, url: '' })}\n` : md;
}

async function saveMarkdown(tab) {
  const job = await startJob(tab, 'save');
  const result = await job.result;
  const prefs = await settings.load(ext);
  const text = await markdownFile(result, job.url, prefs.saveComments);
  const vars = templateVars({ ...result, title: result.title || job.title }, { url: job.url, saved: new Date().toISOString(), tags: prefs.tags });
  await downloadText(ext, { filename: safeFileName(fileStem(prefs.fileName, vars), 'md'), mime: 'text/markdown', text, folder: prefs.folder, saveAs: prefs.saveAs });
}

/**
 * selectionHTML runs in the page (scripting.executeScript): the HTML of the
 * text selected there, '' for none. The page's own names cannot stand in for
 * the DOM methods (Document.prototype's are called).
 */
function selectionHTML() {
  const sel = globalThis.getSelection();
  if (!sel || sel.isCollapsed) return '';
  const box = Document.prototype.createElement.call(document, 'template').content;
  for (let i = 0; i < sel.rangeCount; i++) box.append(sel.getRangeAt(i).cloneContents());
  const div = Document.prototype.createElement.call(document, 'div');
  div.append(box);
  return div.innerHTML;
}

/**
 * clipPage saves the text selected on the page as Markdown with the page's
 * front matter: the page is read for its metadata, and the selection's HTML
 * goes through the core's Markdown writer (as a clip in the reader does).
 */
async function clipPage(tab) {
  const [first] = await ext.scripting.executeScript({ target: { tabId: tab.id }, func: selectionHTML });
  const html = typeof first?.result === 'string' ? first.result : '';
  if (!html) throw new Error('select some text on the page first, then clip it');
  const job = await startJob(tab, 'save');
  const text = await clipFile(job, html);
  const prefs = await settings.load(ext);
  const result = await job.result;
  const vars = templateVars({ ...result, title: result.title || job.title }, { url: job.url, saved: new Date().toISOString(), tags: prefs.tags });
  await downloadText(ext, { filename: safeFileName(`${fileStem(prefs.fileName, vars)} (clip)`, 'md'), mime: 'text/markdown', text, folder: prefs.folder, saveAs: prefs.saveAs });
}

/** clipFile is the Markdown file of a selection's HTML with the job's front matter, written by the core. */
async function clipFile(job, html) {
  const result = await job.result;
  const markdown = await engine.articleMarkdown({ html: String(html ?? ''), url: job.url });
  const clip = { ...result, article: { ...result.article, markdown, html: '', text: '' }, comments: [], posts: [] };
  return markdownFile(clip, job.url, false);
}

/** The toolbar button, the shortcuts and the context menu, by action name. */
const ACTIONS = {
  reader: (tab) => openReader(tab),
  noisemap: (tab) => toggleNoiseMap(tab),
  'save-md': (tab) => saveMarkdown(tab),
  'save-html': (tab) => openReader(tab, '&save=html'), // HTML needs a DOM to sanitise
  clip: (tab) => clipPage(tab),
  save: async (tab) => ((await settings.load(ext)).saveFormat === 'html' ? ACTIONS['save-html'](tab) : saveMarkdown(tab)),
  default: async (tab) => ACTIONS[(await settings.load(ext)).action](tab),
};

async function run(action, tab) {
  try {
    await ACTIONS[action](tab);
    await ext.action.setBadgeText({ tabId: tab.id, text: '' });
    return { ok: true };
  } catch (err) {
    // Pages the browser protects (its own pages, the web store) cannot be read.
    await ext.action.setBadgeText({ tabId: tab.id, text: '!' }).catch(() => {});
    await ext.action.setTitle({ tabId: tab.id, title: `pith: ${err?.message ?? err}` }).catch(() => {});
    return { ok: false, error: String(err?.message ?? err) };
  }
}

ext.action.onClicked.addListener((tab) => run('default', tab));

// For the end-to-end tests (headless Chromium has no toolbar to click): the
// same entry point as the button, reachable only from extension contexts.
globalThis.__pithRun = run;
/** The recent jobs' timings, for the benchmark (extension/test/bench/big-pages.mjs). */
globalThis.__pithMemory = async () => ({ wasmBytes: await engine.memoryBytes(), jobs: jobs.size });
globalThis.__pithTimings = () => [...jobs.values()].map((j) => ({ id: j.id, mode: j.mode, url: j.url, site: j.site, ...j.timings }));

const COMMANDS = { 'open-reader': 'reader', 'toggle-noise-map': 'noisemap', 'save-page': 'save' };
ext.commands.onCommand.addListener((command, tab) => {
  if (Object.hasOwn(COMMANDS, command) && tab) run(COMMANDS[command], tab);
});

const MENU = [
  ['reader', 'Open in pith reader'],
  ['noisemap', 'Show noise map'],
  ['save-md', 'Save as Markdown'],
  ['save-html', 'Save as HTML'],
  ['clip', 'Clip the selection to Markdown', ['selection']],
];
ext.runtime.onInstalled.addListener(() => {
  ext.contextMenus.removeAll(() => {
    for (const [id, title, contexts = ['page', 'action']] of MENU) ext.contextMenus.create({ id, title, contexts });
  });
});
ext.contextMenus.onClicked.addListener((info, tab) => {
  if (Object.hasOwn(ACTIONS, info.menuItemId) && tab) run(info.menuItemId, tab);
});

// ---- the message table ---------------------------------------------------------

const routes = {
  /**
   * The reader asks for its job (waits for the extraction): the view's head
   * (metadata, the article, counts, notices) and the first comments or
   * posts; reader:part gives the rest, part by part.
   */
  'reader:get': async ({ id }, sender) => {
    const job = jobById(id);
    if (sender?.tab?.id !== undefined) (job.readers ??= new Set()).add(sender.tab.id);
    const base = { id, url: job.url, title: job.title, t0: job.t0, tabId: job.tabId, sameTab: Boolean(job.sameTab), settings: await settings.load(ext) };
    try {
      const view = await firstView(job);
      return { ...base, url: job.url, title: job.title, head: view.head, items: view.items.slice(0, FIRST_PART), total: view.items.length, early: Boolean(view.early), timings: job.timings };
    } catch (err) {
      return { ...base, ...failureOf(job, err), timings: job.timings };
    }
  },
  /**
   * After an early view (the article alone, reader:get's early), the whole
   * result's: its head when it differs from the early one (the type, the
   * counts, another article), and its first comments or posts.
   */
  'reader:whole': async ({ id }) => {
    const job = jobById(id);
    try {
      const view = await viewOf(job);
      const same = job.earlyView ? sameHead(job.earlyView.head, view.head) : false;
      return { same, head: same ? undefined : view.head, items: view.items.slice(0, FIRST_PART), total: view.items.length, timings: job.timings };
    } catch (err) {
      return failureOf(job, err);
    }
  },
  /** The next comments or posts of the reader's view, from index `from`. */
  'reader:part': async ({ id, from }) => {
    const view = await viewOf(jobById(id));
    const start = Math.max(0, Number(from) || 0);
    return view.items.slice(start, start + PART);
  },
  /** Part `index` of a long article sent in parts (view.js): the HTML of whole blocks. */
  'reader:article': async ({ id, index }) => {
    const view = await viewOf(jobById(id));
    const i = Number(index);
    if (!Number.isInteger(i) || i < 0 || i >= view.articleParts.length) throw new RouteError(`the article has no part ${index}`, 'range');
    return view.articleParts[i];
  },
  /**
   * The reader saves or copies Markdown: the article's Markdown is made from
   * the article's HTML the job has (the page is not read again), and the
   * file written by the core.
   */
  'reader:markdown': async ({ id, withComments = true, highlights = [], leftOut = [] }) => {
    const job = jobById(id);
    const result = await job.result;
    if (!result.article?.markdown && result.article?.html) {
      result.article.markdown = await engine.articleMarkdown({ html: result.article.html, url: job.url });
    }
    const md = await withHighlights(await markdownFile(result, job.url, Boolean(withComments)), cleanHighlights(highlights));
    // Saved with its images inside: the images left out, named (offline.js).
    const left = (Array.isArray(leftOut) ? leftOut : []).slice(0, MAX_IMAGES).map((l) => ({ url: String(l?.url ?? ''), why: String(l?.why ?? '') }));
    return withSection(md, leftOutHTML(left, escapeHTML));
  },
  /**
   * The reader clips the text selected in it: the selection's HTML (the
   * reader's sanitised elements) becomes Markdown through the core's writer,
   * in a file with the page's front matter and no comments.
   */
  'reader:clip': ({ id, html }) => clipFile(jobById(id), html),
  /**
   * Saving for offline reading: the reader's images fetched from the page's
   * own tab (shared/offline.js fetchImagesInPage, size-capped, no referrer),
   * on the user's click; nothing is fetched by the extension itself.
   */
  'reader:images': async ({ id, urls }) => {
    const job = jobById(id);
    if (job.sameTab) throw new RouteError('the page is no longer open in its tab (the reader took its place)', 'gone');
    const list = (Array.isArray(urls) ? urls : []).filter((u) => typeof u === 'string' && /^https?:\/\//i.test(u)).slice(0, MAX_IMAGES);
    if (list.length === 0) return [];
    const [first] = await ext.scripting.executeScript({ target: { tabId: job.tabId }, func: fetchImagesInPage, args: [list, imageCaps()] });
    return Array.isArray(first?.result) ? first.result : [];
  },
  /** The reader reports when it painted (click-to-paint time, for the e2e run). */
  'reader:painted': ({ id, ms }) => {
    const job = jobById(id);
    job.timings.paintMs = Number(ms);
    return job.timings;
  },
  /** Back to the page: focus the page's tab and close the reader. */
  'reader:close': async ({ id }, sender) => {
    const job = jobs.get(id);
    if (job) await ext.tabs.update(job.tabId, { active: true }).catch(() => {});
    if (sender.tab?.id !== undefined) await ext.tabs.remove(sender.tab.id);
  },
  /** Show the noise map of a job on its page (from the reader). */
  'noisemap:show': async ({ id }) => {
    const job = jobById(id);
    const result = await job.result;
    await ext.tabs.update(job.tabId, { active: true });
    return paintNoiseMap(job.tabId, result);
  },
  'settings:get': () => settings.load(ext),
  'settings:set': (patch) => settings.save(ext, patch),
  'timings:get': () => globalThis.__pithTimings(),
  /** Site profiles for the options page: list, forget one origin, forget all. */
  'sites:list': () => sites.list(),
  'sites:forget': ({ origin }) => sites.forget(String(origin ?? '')),
  'sites:forgetAll': () => sites.forgetAll(),
};

const origin = ext.runtime.getURL('');
ext.runtime.onMessage.addListener(listener(routes, (sender) => isTrustedSender(sender, ext.runtime.id, origin)));

// Compile the wasm early so the first click does not pay for it.
engine.warm().catch(() => {});
