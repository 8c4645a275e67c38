// reader.js — the reader page. It asks the background for its job's view
// (the background captured the page and ran the wasm core; shared/view.js):
// it paints the head and the article first, then the comments or posts part
// by part, in slices short enough that a key or a click is answered at once
// on a discussion of any length. It handles the preferences, the keyboard,
// saving and copying.
import { ext } from '../shared/api.js';
import { call } from '../shared/messages.js';
import { renderHead, renderEmpty, ARTICLE_WAIT } from '../shared/render.js';
import { asResult } from '../shared/view.js';
import { FONTS, THEMES, normalize } from '../shared/settings.js';
import { toHTMLFile } from '../shared/savehtml.js';
import { safeFileName } from '../shared/filename.js';
import { downloadText, downloadBlob } from '../shared/download.js';
import { imageURLs, offlineHTML, markdownBundle, markdownWithImages, leftOut } from '../shared/offline.js';
import { zip } from '../shared/zip.js';
import { pageCopy, selectionHTML, writeClipboard } from '../shared/copy.js';
import { tocEntries, buildTOC, followTOC } from '../shared/toc.js';
import { templateVars, fileStem } from '../shared/template.js';
import { createHighlights } from './reader-highlights.js';
import { createSpeechControls } from './reader-speech.js';

const params = new URLSearchParams(location.search);
const jobId = params.get('job') ?? '';
const $ = (id) => document.getElementById(id);
const main = $('page');

let prefs = normalize({});
let data = null; // {head, url, title, total, …} from the background
let items = []; // the comments or posts received so far
let articleParts = []; // a long article's parts received so far (view.js: the first comes with the head)
let list = null; // where they are painted (render.js listView), null when hidden
let articleSteps = null; // the rest of a very long article, painted in steps (render.js)
let painted = 0; // how many of items list shows
let steps = 0; // how many steps of a long article are painted
// What is painted without being scrolled to: a page of pathological length
// (a million paragraphs) is painted on as the reader scrolls, so the tab's
// memory and work stay bounded. A comment or post costs about 8 KB of
// Blink's heap in the reader (17 537 comments: 136 MB live, DevTools'
// Runtime.getHeapUsage after a collection), and the pages of that heap,
// freed when the reader closes, stay with the extension's process until
// V8's memory reducer runs, 8 s or more later (issue 24: the process over
// 450 MB 10 s after the 17 537-comment page's reader closed); 5 000 are
// about 40 MB, and more than a reader reads before scrolling on. The same
// holds for a very long article's blocks, with more of it kept: after the
// reader closes and every JavaScript heap is nearly empty (DevTools'
// Runtime.getHeapUsage: 2 MB used, 1 MB of DOM), the process keeps most of
// what painting the blocks took, outside those heaps (316-360 MB of private
// anonymous memory), and V8's memory reducer gives back only 40-60 MB of it (issue 24, the ninth pass: the
// process's peak in the 10 s after the 10 MB article's reader closed was
// 473-509 MB with 20 000 blocks painted, 299-318 MB with 5 000). 125 steps of render.js's ARTICLE_STEP
// (40) blocks are 5 000 blocks.
const EAGER = { steps: 125, items: 5_000 };
let cap = { ...EAGER };
let more = null; // the "scroll for more" line and its observer
let complete = null; // resolves when every item is received and painted

function applyPrefs() {
  const root = document.documentElement;
  root.dataset.theme = prefs.theme;
  root.style.setProperty('--font', FONTS[prefs.font]);
  root.style.setProperty('--size', `${prefs.fontSize}px`);
  root.style.setProperty('--width', `${prefs.lineWidth}em`);
  root.style.setProperty('--leading', String(prefs.lineHeight));
  root.style.setProperty('--main-px', `${Math.round(prefs.lineWidth * prefs.fontSize)}px`);
  root.dataset.align = prefs.align;
  $('align').value = prefs.align;
  $('theme').value = prefs.theme;
  $('font').value = prefs.font;
  $('lineWidth').value = String(prefs.lineWidth);
  $('lineHeight').value = String(prefs.lineHeight);
  $('showComments').checked = prefs.showComments;
  $('rate').value = String(prefs.ttsRate);
  if ([...$('voice').options].some((o) => o.value === prefs.ttsVoice)) $('voice').value = prefs.ttsVoice;
}

async function setPref(patch) {
  prefs = normalize({ ...prefs, ...patch });
  applyPrefs();
  try {
    prefs = await call('settings:set', patch);
  } catch {
    /* keep the local value */
  }
}

function toast(text) {
  const t = $('toast');
  t.textContent = text;
  t.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { t.hidden = true; }, 2500);
}

const highlights = createHighlights({ doc: document, storage: ext.storage.local, url: () => data?.url ?? '', toast });
const speech = createSpeechControls({ win: window, prefs: () => prefs, lang: () => data?.head?.lang ?? '', toast });

/**
 * A slice of painting, between two chances for the page to answer input: a
 * key waits for at most one slice and a frame. Each yield costs a frame, so
 * slices much shorter would make a long discussion slower to complete.
 */
const SLICE_MS = 30;
/**
 * Comments painted in slices are shown together every SHOW_MS, also across
 * the parts they come in: each showing is a frame whose style, layout and
 * paint grow with every comment shown before (a trace of the 17 537-comment
 * page: 71 such frames, one a part of 250, 2.5 s of the 4.8 s its painting
 * took at load 5), so the parts still to come are shown a few at a time.
 */
const SHOW_MS = 250;
let shown = 0;
let moreToCome = false; // loadAndPaint: comments or posts are still to be received
/** nextTask yields to the event loop (input, frames) and resumes in a new task. */
const nextTask = (() => {
  const ch = new MessageChannel();
  const waiting = [];
  ch.port1.onmessage = () => waiting.shift()?.();
  return () => new Promise((resolve) => { waiting.push(resolve); ch.port2.postMessage(0); });
})();

function render() {
  if (!data) return;
  speech.reset();
  if (data.error) {
    main.replaceChildren(renderEmpty(document, 'pith could not read this page.', data.error, showNoiseMap));
    document.body.dataset.state = 'failed';
    return;
  }
  const view = renderHead(data.head, main, { showComments: prefs.showComments, url: data.url, onNoiseMap: showNoiseMap, remoteImages: prefs.remoteImages, articleParts });
  list = view.list;
  articleSteps = view.articleSteps ?? null;
  painted = 0;
  steps = 0;
  shown = 0; // the first paint of a view is shown at once
  cap = { ...EAGER };
  dropMore();
  document.title = data.head.title || data.title || 'pith reader';
  document.body.dataset.state = view.empty ? 'empty' : 'ready';
  document.body.dataset.type = data.head.type ?? '';
  document.body.dataset.kind = data.head.kind ?? '';
}

/** paintSome paints the rest of a long article, then the items received and not yet shown, for at most SLICE_MS. */
function paintSome() {
  const start = performance.now();
  while (articleSteps) {
    if (steps >= cap.steps) return deferRest();
    const step = articleSteps.next();
    if (step.done) articleSteps = null;
    else if (step.value === ARTICLE_WAIT) return true; // the article's next part has not come yet
    else steps++;
    if (performance.now() - start > SLICE_MS) return false;
  }
  if (!list) return true;
  while (painted < items.length) {
    if (painted >= cap.items) return deferRest();
    list.add(items.slice(painted, painted + 16));
    painted = Math.min(items.length, painted + 16);
    if (performance.now() - start > SLICE_MS) {
      if (start - shown > SHOW_MS) show();
      return false;
    }
  }
  if (!moreToCome || performance.now() - shown > SHOW_MS) show();
  return true;
}

/** show puts what was painted since the last time on the page (one change, one frame). */
function show() {
  list?.flush();
  shown = performance.now();
}

/**
 * deferRest stops painting at the cap: a line at the end says there is
 * more, and when it comes near the screen the cap grows and painting goes on.
 */
function deferRest() {
  show();
  if (more || typeof IntersectionObserver !== 'function') return true;
  const line = document.createElement('p');
  line.className = 'status';
  line.id = 'more-below';
  line.textContent = 'There is more of this page: scroll on to read it.';
  main.append(line);
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    dropMore();
    cap = { steps: cap.steps + EAGER.steps, items: cap.items + EAGER.items };
    paintRest().catch(() => {});
  }, { rootMargin: '3000px 0px' });
  observer.observe(line);
  more = { line, observer };
  document.body.dataset.deferred = 'true';
  return true;
}

function dropMore() {
  if (!more) return;
  more.observer.disconnect();
  more.line.remove();
  more = null;
}

/**
 * loadArticle fetches the rest of an article sent in parts, painting each
 * part as it comes (the first came with the head and is painted). The next
 * part is asked for while this one is painted, and a part received is
 * parsed in a task after the one that received it, so a key waits for
 * neither.
 */
async function loadArticle() {
  const total = data.head?.article?.parts ?? 1;
  const ask = (index) => (index < total ? call('reader:article', { id: jobId, index }) : null);
  let next = ask(articleParts.length);
  while (articleParts.length < total) {
    while (!paintSome()) await nextTask();
    const part = await next;
    if (typeof part !== 'string') throw new Error('a part of the article was lost');
    articleParts.push(part);
    next = ask(articleParts.length);
    await nextTask();
  }
}

/**
 * loadWhole follows an early view (the article alone, painted first on a
 * big page) with the whole result's: its comments or posts, and its head
 * when that differs (then the reader paints it again, the article being
 * short on such a page or the same).
 */
async function loadWhole() {
  if (!data.early) return;
  const pending = document.createElement('p');
  pending.className = 'status';
  pending.id = 'reading-rest';
  pending.textContent = 'Still reading the comments and replies of this page…';
  main.append(pending);
  const whole = await call('reader:whole', { id: jobId }).finally(() => pending.remove());
  // For the benchmark: click to the whole answer here (the rest of complete is painting it).
  if (data.t0) document.body.dataset.wholeMs = String(Date.now() - data.t0);
  if (whole.error) throw new Error(`The comments could not be read: ${whole.error}`);
  data.early = false;
  data.total = whole.total;
  items = whole.items ?? [];
  if (!whole.same) {
    data.head = whole.head;
    articleParts = [whole.head.article.html];
    render();
  }
}

/** loadAndPaint paints what is left, slice by slice, then fetches and paints the rest part by part. */
async function loadAndPaint() {
  await loadWhole();
  await loadArticle();
  // The next part is asked for while this one is painted.
  const fetchNext = () => (items.length < data.total ? call('reader:part', { id: jobId, from: items.length }) : null);
  let next = fetchNext();
  moreToCome = next !== null;
  let waited = 0;
  let parts = 0;
  try {
    for (;;) {
      while (!paintSome()) await nextTask();
      if (!next) break;
      const asked = performance.now();
      const part = await next;
      waited += performance.now() - asked;
      parts++;
      if (!Array.isArray(part) || part.length === 0) break;
      items.push(...part);
      next = fetchNext();
      await nextTask();
    }
  } finally {
    moreToCome = false;
  }
  while (!paintSome()) await nextTask();
  // For the benchmark: how long painting waited for the background, in how many parts.
  document.body.dataset.partsWaitMs = `${Math.round(waited)}/${parts}`;
}

async function back() {
  // Read in the page's own tab: back is the browser's back, to the page.
  if (data?.sameTab && history.length > 1) {
    history.back();
    return;
  }
  try {
    await call('reader:close', { id: jobId });
  } catch {
    window.close();
  }
}

async function showNoiseMap() {
  try {
    await call('noisemap:show', { id: jobId });
  } catch (err) {
    toast(`Noise map: ${err.message}`);
  }
}

function saveOptions() {
  return { url: data.url, withComments: prefs.saveComments, remoteImages: prefs.remoteImages };
}

/** The saved files need every comment: wait for the rest when it is still coming. */
async function whole() {
  await complete;
  return asResult(data.head, items, articleParts);
}

/**
 * markdownFile asks the background for the Markdown file (written by the
 * core), with the highlights (and a note of the images left out of it).
 */
function markdownFile(left = []) {
  return call('reader:markdown', { id: jobId, withComments: prefs.saveComments, highlights: highlights.list, leftOut: left });
}

/**
 * saveFile downloads text under the options' file name template (+ suffix)
 * and folder, through the save dialog when the options ask for it.
 */
function saveFile(text, mime, extension, suffix = '') {
  const filename = safeFileName(`${fileStem(prefs.fileName, fileVars())}${suffix}`, extension);
  return downloadText(ext, { filename, mime, text, folder: prefs.folder, saveAs: prefs.saveAs });
}

const fileVars = () => templateVars({ ...data.head, title: data.head.title || data.title }, { url: data.url, saved: new Date().toISOString(), tags: prefs.tags });

/** pageImages fetches the images of a saved HTML file from the page's tab (a failure leaves each out, saying why). */
async function pageImages(html) {
  const urls = imageURLs(new DOMParser().parseFromString(html, 'text/html'));
  if (urls.length === 0) return [];
  try {
    return await call('reader:images', { id: jobId, urls });
  } catch (err) {
    return urls.map((url) => ({ url, error: `could not be fetched: ${err.message}` }));
  }
}

const leftCount = (images) => leftOut(images).length;

/** saveOffline saves HTML with its images inside (data: URLs), to read offline. */
async function saveOffline() {
  if (!data?.head) return;
  const html = highlights.inHTML(toHTMLFile(await whole(), { ...saveOptions(), remoteImages: true }));
  toast('Fetching the images…');
  const images = await pageImages(html);
  await saveFile(offlineHTML(html, images), 'text/html', 'html');
  toast(`Saved for offline reading${leftCount(images) ? ` (${leftCount(images)} images left out: see the note in the file)` : ''}`);
}

/** saveZip saves the Markdown file with its images in assets/, in a .zip. */
async function saveZip() {
  if (!data?.head) return;
  const md = await markdownFile();
  toast('Fetching the images…');
  const images = await pageImages(toHTMLFile(await whole(), { ...saveOptions(), remoteImages: true }));
  const stem = safeFileName(fileStem(prefs.fileName, fileVars()), '');
  const blob = new Blob([zip(markdownBundle(md, images, stem))], { type: 'application/zip' });
  await downloadBlob(ext, { filename: `${stem}.zip`, blob, folder: prefs.folder, saveAs: prefs.saveAs });
  toast(`Saved as .zip${leftCount(images) ? ` (${leftCount(images)} images left out: see images-left-out.txt)` : ''}`);
}

/** saveMarkdownImages saves the Markdown file with its images inside (data: URLs) and a note of those left out. */
async function saveMarkdownImages() {
  if (!data?.head) return;
  toast('Fetching the images…');
  const images = await pageImages(toHTMLFile(await whole(), { ...saveOptions(), remoteImages: true }));
  await saveFile(markdownWithImages(await markdownFile(leftOut(images)), images), 'text/markdown', 'md');
  toast(`Saved as Markdown with its images${leftCount(images) ? ` (${leftCount(images)} left out: see the note at its end)` : ''}`);
}

async function saveMarkdown() {
  if (!data?.head) return;
  await saveFile(await markdownFile(), 'text/markdown', 'md');
  toast('Saved as Markdown');
}

async function saveHTML() {
  if (!data?.head) return;
  await saveFile(highlights.inHTML(toHTMLFile(await whole(), saveOptions())), 'text/html', 'html');
  toast('Saved as HTML');
}

async function copyMarkdown() {
  if (!data?.head) return;
  await writeClipboard(navigator, { text: await markdownFile() });
  toast('Markdown copied');
}

/** copyAs copies the page as Markdown (the saved file), HTML or plain text. */
async function copyAs(kind) {
  if (!data?.head) return;
  if (kind === 'md') return copyMarkdown();
  // What the reader shows: a listing's items view, or the article.
  const listing = $('listing');
  const { html, text } = pageCopy(listing && !listing.hidden ? listing : $('article'), { title: data.head.title || data.title, url: data.url });
  await writeClipboard(navigator, kind === 'html' ? { html, text } : { text });
  toast(kind === 'html' ? 'HTML copied' : 'Text copied');
}

/**
 * clipSelection saves the text selected in the reader as Markdown: the
 * core writes it with the page's front matter (reader:clip).
 */
async function clipSelection() {
  if (!data?.head) return;
  const html = selectionHTML(document, main);
  if (!html) {
    toast('Select some text of the page first, then clip it');
    return;
  }
  await saveFile(await call('reader:clip', { id: jobId, html }), 'text/markdown', 'md', ' (clip)');
  toast('Selection saved as Markdown');
}

/** showTOC adds the table of contents of a long article, following the section being read. */
let stopTOC = null;
function showTOC() {
  stopTOC?.();
  stopTOC = null;
  $('toc')?.remove();
  const article = $('article');
  const nav = buildTOC(document, tocEntries(article));
  if (!nav) return;
  article.before(nav);
  document.body.dataset.toc = 'true';
  stopTOC = followTOC(window, nav);
}

function cycleTheme() {
  setPref({ theme: THEMES[(THEMES.indexOf(prefs.theme) + 1) % THEMES.length] });
  toast(`Theme: ${prefs.theme}`);
}

// The toolbar keeps to one row: when its controls do not fit the window's
// width they fold into a menu (#more), which opens below it.
const toolbar = document.querySelector('.toolbar');

function fitToolbar() {
  delete toolbar.dataset.folded; // measure the unfolded row
  if (toolbar.scrollWidth > toolbar.clientWidth) toolbar.dataset.folded = '';
  else setMenu(false);
}

/** The toolbar's popups (Save / copy, voice and speed), by name: their buttons. */
const POPUPS = { export: 'export', speech: 'speech-options' };

/** setPopup opens the named popup (null: closes the open one); returns whether one was open. */
function setPopup(name) {
  const was = Boolean(toolbar.dataset.popup);
  if (name) toolbar.dataset.popup = name;
  else delete toolbar.dataset.popup;
  for (const [n, id] of Object.entries(POPUPS)) $(id).setAttribute('aria-expanded', String(n === name));
  if (name === 'speech') speech.showVoices();
  return was;
}
const togglePopup = (name) => setPopup(toolbar.dataset.popup === name ? null : name);

/** setMenu opens or closes the toolbar's menu; returns whether it was open. */
function setMenu(open) {
  const was = toolbar.dataset.menu === 'open';
  if (open) toolbar.dataset.menu = 'open';
  else delete toolbar.dataset.menu;
  $('more').setAttribute('aria-expanded', String(open));
  return was;
}

/** The keyboard: one table, keys to actions. */
const KEYS = {
  Escape: () => setPopup(null) || setMenu(false) || back(), // the open menus first
  t: cycleTheme,
  '+': () => setPref({ fontSize: prefs.fontSize + 1 }),
  '=': () => setPref({ fontSize: prefs.fontSize + 1 }),
  '-': () => setPref({ fontSize: prefs.fontSize - 1 }),
  s: saveMarkdown,
  c: copyMarkdown,
  x: clipSelection,
  h: () => highlights.add(),
  l: () => speech.toggle(),
  n: showNoiseMap,
};

document.addEventListener('keydown', (ev) => {
  if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
  if (ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement) {
    if (ev.key !== 'Escape') return;
  }
  const fn = KEYS[ev.key];
  if (fn) {
    ev.preventDefault();
    Promise.resolve(fn()).catch((err) => toast(String(err.message ?? err)));
  }
});

const CONTROLS = {
  back: ['click', back],
  more: ['click', () => setMenu(toolbar.dataset.menu !== 'open')],
  'save-md': ['click', () => saveMarkdown().catch((e) => toast(e.message))],
  'save-html': ['click', () => saveHTML().catch((e) => toast(e.message))],
  export: ['click', () => togglePopup('export')],
  'speech-options': ['click', () => togglePopup('speech')],
  speak: ['click', () => speech.toggle()],
  'speak-stop': ['click', () => speech.stop()],
  voice: ['change', (e) => { setPref({ ttsVoice: e.target.value }); speech.restart(); }],
  rate: ['change', (e) => { setPref({ ttsRate: Number(e.target.value) }); speech.restart(); }],
  'copy-md': ['click', () => copyMarkdown().catch((e) => toast(`Copy: ${e.message}`))],
  'save-offline': ['click', () => saveOffline().catch((e) => toast(e.message))],
  'save-zip': ['click', () => saveZip().catch((e) => toast(e.message))],
  'save-md-images': ['click', () => saveMarkdownImages().catch((e) => toast(e.message))],
  'copy-html': ['click', () => copyAs('html').catch((e) => toast(`Copy: ${e.message}`))],
  'copy-text': ['click', () => copyAs('text').catch((e) => toast(`Copy: ${e.message}`))],
  clip: ['click', () => clipSelection().catch((e) => toast(e.message))],
  highlight: ['click', () => highlights.add().catch((e) => toast(e.message))],
  align: ['change', (e) => setPref({ align: e.target.value })],
  noisemap: ['click', showNoiseMap],
  smaller: ['click', () => setPref({ fontSize: prefs.fontSize - 1 })],
  bigger: ['click', () => setPref({ fontSize: prefs.fontSize + 1 })],
  theme: ['change', (e) => setPref({ theme: e.target.value })],
  font: ['change', (e) => setPref({ font: e.target.value })],
  lineWidth: ['input', (e) => setPref({ lineWidth: Number(e.target.value) })],
  lineHeight: ['input', (e) => setPref({ lineHeight: Number(e.target.value) })],
  showComments: ['change', (e) => {
    setPref({ showComments: e.target.checked });
    render();
    if (data?.head) paintRest().then(() => { showTOC(); highlights.show(); }).catch(() => {});
  }],
};
for (const [id, [event, fn]] of Object.entries(CONTROLS)) $(id).addEventListener(event, fn);
document.addEventListener('click', (ev) => {
  if (!ev.target.closest?.('.toolbar')) setMenu(false);
  // A popup closes after its action, or a click elsewhere.
  if (ev.target.closest?.('#export-menu button, #speak-stop') || !ev.target.closest?.('.export, .speech')) setPopup(null);
});
window.addEventListener('resize', fitToolbar);
fitToolbar();

// Print every thread opened.
window.addEventListener('beforeprint', () => {
  for (const d of document.querySelectorAll('details.comment')) d.open = true;
});

/** paintRest paints the items already received after a re-render, slice by slice. */
async function paintRest() {
  while (!paintSome()) await nextTask();
}

/** markPainted records a click-to-paint time once the next frame is painted. */
function markPainted(attr, route) {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => {
    const ms = data?.t0 ? Date.now() - data.t0 : 0;
    document.body.dataset[attr] = String(ms);
    if (route) call(route, { id: jobId, ms }).catch(() => {});
    resolve(ms);
  }, 0)));
}

async function start() {
  applyPrefs();
  if (!jobId) {
    main.replaceChildren(renderEmpty(document, 'Nothing to show.', 'Open a page and press the pith button (Alt+Shift+R).', null));
    return;
  }
  try {
    data = await call('reader:get', { id: jobId });
    prefs = normalize(data.settings);
    applyPrefs();
  } catch (err) {
    data = { error: err.message };
  }
  items = data.items ?? [];
  articleParts = data.head?.article ? [data.head.article.html] : [];
  render();
  // Disabled from the first paint: the page is no longer there to draw on.
  if (data.sameTab) {
    $('noisemap').disabled = true;
    $('noisemap').title = 'The noise map is drawn on the page: open the reader in a new tab (options) to see it';
  }
  // The head, the article and the first comments: painted in one go.
  paintSome();
  // Click-to-paint time (the first screen), then click-to-complete.
  const first = markPainted('firstPaintMs', 'reader:painted');
  document.body.dataset.clickToPaintMs = String(await first);
  // Painting part by part: a screen reader hears the page once it is done.
  if (data.head) main.setAttribute('aria-busy', 'true');
  complete = data.head ? loadAndPaint() : Promise.resolve();
  complete.finally(() => main.removeAttribute('aria-busy'));
  complete.catch((err) => toast(String(err?.message ?? err)));
  await complete.catch(() => {});
  if (data.head) {
    showTOC();
    await highlights.load();
  }
  await markPainted('completeMs', null);
  const save = params.get('save');
  if (save === 'html' && data.head) saveHTML().catch((e) => toast(e.message));
  if (save === 'md' && data.head) saveMarkdown().catch((e) => toast(e.message));
}

start();
