// reader.js — the reader page. It asks the background for its job's Result
// (the background captured the page and ran the wasm core), renders it, and
// handles the preferences, the keyboard, saving and copying.
import { ext } from '../shared/api.js';
import { call } from '../shared/messages.js';
import { renderResult, renderEmpty } from '../shared/render.js';
import { FONTS, THEMES, normalize } from '../shared/settings.js';
import { toHTMLFile } from '../shared/savehtml.js';
import { safeFileName } from '../shared/filename.js';
import { downloadText } from '../shared/download.js';

const params = new URLSearchParams(location.search);
const jobId = params.get('job') ?? '';
const $ = (id) => document.getElementById(id);
const main = $('page');

let prefs = normalize({});
let data = null; // {result, url, title, …} from the background

function applyPrefs() {
  const root = document.documentElement;
  root.dataset.theme = prefs.theme;
  root.style.setProperty('--font', FONTS[prefs.font]);
  root.style.setProperty('--size', `${prefs.fontSize}px`);
  root.style.setProperty('--width', `${prefs.lineWidth}em`);
  root.style.setProperty('--leading', String(prefs.lineHeight));
  $('theme').value = prefs.theme;
  $('font').value = prefs.font;
  $('lineWidth').value = String(prefs.lineWidth);
  $('lineHeight').value = String(prefs.lineHeight);
  $('showComments').checked = prefs.showComments;
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

function render() {
  if (!data) return;
  if (data.error) {
    main.replaceChildren(renderEmpty(document, 'pith could not read this page.', data.error, showNoiseMap));
    document.body.dataset.state = 'failed';
    return;
  }
  const { empty } = renderResult(data.result, main, { showComments: prefs.showComments, url: data.url, onNoiseMap: showNoiseMap, remoteImages: prefs.remoteImages });
  document.title = data.result.title || data.title || 'pith reader';
  document.body.dataset.state = empty ? 'empty' : 'ready';
  document.body.dataset.type = data.result.type ?? '';
}

async function back() {
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

/** markdownFile asks the background for the Markdown file (written by the core). */
function markdownFile() {
  return call('reader:markdown', { id: jobId, withComments: prefs.saveComments });
}

async function saveMarkdown() {
  if (!data?.result) return;
  const text = await markdownFile();
  await downloadText(ext, { filename: safeFileName(data.result.title || data.title, 'md'), mime: 'text/markdown', text });
  toast('Saved as Markdown');
}

async function saveHTML() {
  if (!data?.result) return;
  const text = toHTMLFile(data.result, saveOptions());
  await downloadText(ext, { filename: safeFileName(data.result.title || data.title, 'html'), mime: 'text/html', text });
  toast('Saved as HTML');
}

async function copyMarkdown() {
  if (!data?.result) return;
  await navigator.clipboard.writeText(await markdownFile());
  toast('Markdown copied');
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
  Escape: () => setMenu(false) || back(), // the open menu first
  t: cycleTheme,
  '+': () => setPref({ fontSize: prefs.fontSize + 1 }),
  '=': () => setPref({ fontSize: prefs.fontSize + 1 }),
  '-': () => setPref({ fontSize: prefs.fontSize - 1 }),
  s: saveMarkdown,
  c: copyMarkdown,
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
  'copy-md': ['click', () => copyMarkdown().catch((e) => toast(e.message))],
  noisemap: ['click', showNoiseMap],
  smaller: ['click', () => setPref({ fontSize: prefs.fontSize - 1 })],
  bigger: ['click', () => setPref({ fontSize: prefs.fontSize + 1 })],
  theme: ['change', (e) => setPref({ theme: e.target.value })],
  font: ['change', (e) => setPref({ font: e.target.value })],
  lineWidth: ['input', (e) => setPref({ lineWidth: Number(e.target.value) })],
  lineHeight: ['input', (e) => setPref({ lineHeight: Number(e.target.value) })],
  showComments: ['change', (e) => { setPref({ showComments: e.target.checked }); render(); }],
};
for (const [id, [event, fn]] of Object.entries(CONTROLS)) $(id).addEventListener(event, fn);
document.addEventListener('click', (ev) => {
  if (!ev.target.closest?.('.toolbar')) setMenu(false);
});
window.addEventListener('resize', fitToolbar);
fitToolbar();

// Print every thread opened.
window.addEventListener('beforeprint', () => {
  for (const d of document.querySelectorAll('details.comment')) d.open = true;
});

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
  render();
  // Click-to-paint time: measured after the next frame is painted.
  requestAnimationFrame(() => setTimeout(() => {
    const ms = data.t0 ? Date.now() - data.t0 : 0;
    document.body.dataset.clickToPaintMs = String(ms);
    call('reader:painted', { id: jobId, ms }).catch(() => {});
  }, 0));
  const save = params.get('save');
  if (save === 'html' && data.result) saveHTML().catch((e) => toast(e.message));
  if (save === 'md' && data.result) saveMarkdown().catch((e) => toast(e.message));
}

start();
