// main.js — the background: Chrome's service worker and Firefox's background
// script (one ES module for both). It owns the wasm engine, captures pages,
// keeps the few recent extraction jobs, and answers the extension pages
// through the one message table below.
import '../wasm_exec.js';
import { ext } from '../shared/api.js';
import { createEngine } from '../shared/engine.js';
import { listener, isTrustedSender, RouteError } from './routes.js';
import * as settings from '../shared/settings.js';
import { safeFileName } from '../shared/filename.js';
import { downloadText } from '../shared/download.js';
import { createSiteStore } from '../shared/sites.js';

/** Time budget of one extraction (core Options.timeBudgetMS). */
const EXTRACT_BUDGET_MS = 10_000;

const READER = 'extension/ui/reader.html';
const MAX_JOBS = 4;

const engine = createEngine({ wasmURL: ext.runtime.getURL('extension/pith.wasm') });
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

async function captureTab(tabId) {
  await ext.scripting.executeScript({ target: { tabId }, files: ['extension/content/tree.js', 'extension/content/capture.js'] });
  const [first] = await ext.scripting.executeScript({ target: { tabId }, func: () => globalThis.__pithCapture() });
  if (!first || !first.result) throw new Error('could not read this page');
  return first.result;
}

function remember(job) {
  jobs.set(job.id, job);
  while (jobs.size > MAX_JOBS) jobs.delete(jobs.keys().next().value);
}

/** startJob captures the tab and starts the extraction; both run in the background. */
async function startJob(tab, mode) {
  const t0 = Date.now();
  const job = { id: crypto.randomUUID(), mode, tabId: tab.id, url: tab.url ?? '', title: tab.title ?? '', t0, timings: {} };
  job.capture = captureTab(tab.id).then((c) => {
    job.timings.captureMs = Date.now() - t0;
    job.url = c.url || job.url;
    job.title = c.title || job.title;
    return c;
  });
  job.result = job.capture.then(async (c) => {
    const learnSites = (await settings.load(ext)).siteProfiles && !tab.incognito;
    const site = learnSites ? await sites.profileFor(c.url).catch(() => null) : null;
    const t1 = Date.now();
    // The core stops with a clear error past the time budget instead of
    // keeping the reader waiting on a pathological page.
    const options = { timeBudgetMs: EXTRACT_BUDGET_MS, ...(site ? { site } : {}) };
    // The reader shows HTML (text is the fallback) and the noise map needs
    // neither: Markdown is rendered when the reader saves (reader:markdown,
    // from the page kept below), which spares a third of the rendering on
    // every click. Saving straight away asks for everything.
    const formats = mode === 'save' ? undefined : ['html', 'text'];
    const res = await engine.extract({ tree: c.tree, url: c.url, layout: c.layout, options: { ...options, formats } });
    job.timings.extractMs = Date.now() - t1;
    job.site = Boolean(site);
    job.elements = c.elements;
    job.capture = Promise.resolve({ elements: c.elements, url: c.url, title: c.title }); // drop the page…
    if (mode === 'reader') job.page = { tree: c.tree, url: c.url, layout: c.layout, options }; // …but the reader's, for its Markdown
    // Learn from this page after the answer, off the click-to-paint path.
    if (learnSites) job.learnt = sites.addPage(c.url, c.tree).catch(() => null);
    return res;
  });
  job.result.catch(() => {});
  remember(job);
  return job;
}

function jobById(id) {
  const job = jobs.get(id);
  if (!job) throw new RouteError('this reader session has expired: open the page and press the button again', 'expired');
  return job;
}

// ---- actions: reader, noise map, save ---------------------------------------

async function openReader(tab, extra = '') {
  const job = await startJob(tab, 'reader');
  await ext.tabs.create({
    url: ext.runtime.getURL(`${READER}?job=${job.id}${extra}`),
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
function markdownFile(result, url, withComments) {
  return engine.markdown({ result, options: { url, savedAt: new Date().toISOString(), noComments: !withComments } });
}

async function saveMarkdown(tab) {
  const job = await startJob(tab, 'save');
  const result = await job.result;
  const prefs = await settings.load(ext);
  const text = await markdownFile(result, job.url, prefs.saveComments);
  await downloadText(ext, { filename: safeFileName(result.title || job.title, 'md'), mime: 'text/markdown', text });
}

/** The toolbar button, the shortcuts and the context menu, by action name. */
const ACTIONS = {
  reader: (tab) => openReader(tab),
  noisemap: (tab) => toggleNoiseMap(tab),
  'save-md': (tab) => saveMarkdown(tab),
  'save-html': (tab) => openReader(tab, '&save=html'), // HTML needs a DOM to sanitise
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

const COMMANDS = { 'open-reader': 'reader', 'toggle-noise-map': 'noisemap', 'save-page': 'save' };
ext.commands.onCommand.addListener((command, tab) => {
  if (Object.hasOwn(COMMANDS, command) && tab) run(COMMANDS[command], tab);
});

const MENU = [
  ['reader', 'Open in pith reader'],
  ['noisemap', 'Show noise map'],
  ['save-md', 'Save as Markdown'],
  ['save-html', 'Save as HTML'],
];
ext.runtime.onInstalled.addListener(() => {
  ext.contextMenus.removeAll(() => {
    for (const [id, title] of MENU) ext.contextMenus.create({ id, title, contexts: ['page', 'action'] });
  });
});
ext.contextMenus.onClicked.addListener((info, tab) => {
  if (Object.hasOwn(ACTIONS, info.menuItemId) && tab) run(info.menuItemId, tab);
});

// ---- the message table ---------------------------------------------------------

const routes = {
  /** The reader asks for its job's result (waits for the extraction). */
  'reader:get': async ({ id }) => {
    const job = jobById(id);
    const base = { id, url: job.url, title: job.title, t0: job.t0, tabId: job.tabId, settings: await settings.load(ext) };
    try {
      return { ...base, result: await job.result, url: job.url, title: job.title, timings: job.timings };
    } catch (err) {
      return { ...base, error: String(err?.message ?? err), timings: job.timings };
    }
  },
  /**
   * The reader saves or copies Markdown: the article's Markdown is rendered
   * from the page kept for the job, and the file written by the core.
   */
  'reader:markdown': async ({ id, withComments = true }) => {
    const job = jobById(id);
    if (!job.page) throw new RouteError('this page is no longer kept: open it in the reader again', 'expired');
    const res = await engine.extract({ ...job.page, options: { ...job.page.options, formats: ['markdown'] } });
    const result = await job.result;
    // The same extraction, so the same comments and posts in the same order:
    // each takes its Markdown (links and emphasis kept) from it.
    const md = (list, from) => (list ?? []).map((c, i) => ({ ...c, markdown: from?.[i]?.markdown ?? '' }));
    return markdownFile({
      ...result,
      article: { ...result.article, markdown: res.article?.markdown ?? '' },
      comments: md(result.comments, res.comments),
      posts: md(result.posts, res.posts),
    }, job.url, Boolean(withComments));
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
  'timings:get': () => [...jobs.values()].map((j) => ({ id: j.id, mode: j.mode, url: j.url, site: j.site, ...j.timings })),
  /** Site profiles for the options page: list, forget one origin, forget all. */
  'sites:list': () => sites.list(),
  'sites:forget': ({ origin }) => sites.forget(String(origin ?? '')),
  'sites:forgetAll': () => sites.forgetAll(),
};

const origin = ext.runtime.getURL('');
ext.runtime.onMessage.addListener(listener(routes, (sender) => isTrustedSender(sender, ext.runtime.id, origin)));

// Compile the wasm early so the first click does not pay for it.
engine.warm().catch(() => {});
