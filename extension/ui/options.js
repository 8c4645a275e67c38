// options.js — the options page: a form bound to the settings in storage,
// and the list of site profiles (kept by the background, see shared/sites.js).
import { ext } from '../shared/api.js';
import { call } from '../shared/messages.js';
import { DEFAULTS, load, normalize } from '../shared/settings.js';
import { VARIABLES, templateVars, frontMatter, fileStem } from '../shared/template.js';
import { safeFileName } from '../shared/filename.js';
import { savePath } from '../shared/download.js';

const form = document.getElementById('form');

function fill(s) {
  for (const [key, value] of Object.entries(s)) {
    const fields = form.elements.namedItem(key);
    if (!fields) continue;
    if (fields instanceof RadioNodeList) {
      for (const f of fields) f.checked = f.value === value;
    } else if (fields.type === 'checkbox') fields.checked = Boolean(value);
    else fields.value = String(value);
  }
}

function read() {
  const out = {};
  for (const key of Object.keys(DEFAULTS)) {
    const fields = form.elements.namedItem(key);
    if (!fields) continue;
    if (fields instanceof RadioNodeList) out[key] = fields.value;
    else if (fields.type === 'checkbox') out[key] = fields.checked;
    else if (fields.type === 'number') out[key] = Number(fields.value);
    else out[key] = fields.value;
  }
  return normalize(out);
}

async function store(s) {
  await ext.storage.local.set({ settings: s });
  const saved = document.getElementById('saved');
  saved.textContent = 'Saved';
  setTimeout(() => { saved.textContent = ''; }, 1500);
}

// ---- templates: a live preview on a sample page -------------------------------

const SAMPLE = {
  title: 'How owls hunt in the dark', url: 'https://example.org/owls', siteName: 'The Daily Field', byline: 'Mara Lind',
  published: '2026-03-14T08:00:00Z', type: 'AC', excerpt: 'Owls hunt at night with silent feathers.',
  article: { words: 1234 }, comments: Array.from({ length: 6 }, () => ({})),
};

function preview() {
  const s = read();
  const vars = templateVars(SAMPLE, { saved: new Date().toISOString(), tags: s.tags });
  const fm = frontMatter(s.frontMatter, vars);
  document.getElementById('preview-name').textContent = savePath(s.folder, safeFileName(fileStem(s.fileName, vars), 'md'));
  document.getElementById('preview-front-matter').textContent = fm.text;
  const unknown = [...`${s.frontMatter}\n${s.fileName}`.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((v) => !VARIABLES.includes(v));
  const warn = [...fm.skipped.map((l) => `left out (not "key: text"): ${l}`), ...unknown.map((v) => `unknown variable {${v}}`)];
  const w = document.getElementById('preview-warning');
  w.textContent = warn.join(' · ');
  w.hidden = warn.length === 0;
}
document.getElementById('variables').textContent = VARIABLES.map((v) => `{${v}}`).join(' ');

form.addEventListener('input', preview);
form.addEventListener('change', () => store(read()));
document.getElementById('reset').addEventListener('click', async () => {
  fill(DEFAULTS);
  preview();
  await store(normalize(DEFAULTS));
});

load(ext).then((s) => {
  fill(s);
  preview();
  document.body.dataset.ready = 'true';
});

// ---- site profiles -------------------------------------------------------------

const siteRows = document.querySelector('#site-list tbody');

function siteRow(s) {
  const tr = document.createElement('tr');
  tr.dataset.origin = s.origin;
  const cell = (text, cls) => {
    const td = document.createElement('td');
    td.textContent = text;
    if (cls) td.className = cls;
    tr.append(td);
    return td;
  };
  cell(s.origin, 'origin');
  cell(String(s.pages ?? 0), 'pages').title = `learnt from the last ${s.learnedFrom ?? 0}`;
  cell(s.learnedAt ? new Date(s.learnedAt).toLocaleString() : '–', 'learnt').title = s.error ? `last try failed: ${s.error}` : '';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'forget';
  button.textContent = 'Forget';
  button.setAttribute('aria-label', `Forget ${s.origin}`);
  button.addEventListener('click', async () => {
    await call('sites:forget', { origin: s.origin });
    await showSites();
  });
  tr.append(document.createElement('td'));
  tr.lastChild.append(button);
  return tr;
}

async function showSites() {
  let list = [];
  try {
    list = await call('sites:list');
  } catch { /* the background is starting: the next change refreshes */ }
  siteRows.replaceChildren(...list.map(siteRow));
  document.getElementById('site-list').hidden = list.length === 0;
  document.getElementById('sites-empty').hidden = list.length > 0;
  document.getElementById('forget-all').disabled = list.length === 0;
  document.getElementById('sites').dataset.count = String(list.length);
}

document.getElementById('forget-all').addEventListener('click', async () => {
  await call('sites:forgetAll');
  await showSites();
});
// A page opened in pith while this page is open updates the list.
ext.storage.onChanged.addListener((changes, area) => {
  if (area === 'local' && Object.keys(changes).some((k) => k.startsWith('site:'))) showSites();
});
showSites();
