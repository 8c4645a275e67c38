// options.js — the options page: a form bound to the settings in storage.
import { ext } from '../shared/api.js';
import { DEFAULTS, load, normalize } from '../shared/settings.js';

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

form.addEventListener('change', () => store(read()));
document.getElementById('reset').addEventListener('click', async () => {
  fill(DEFAULTS);
  await store(normalize(DEFAULTS));
});

load(ext).then(fill);
