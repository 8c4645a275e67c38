// app.js — web/: the extractor without extension APIs. The HTML is shown in a
// sandboxed iframe (no scripts run: no allow-scripts, and this page's CSP),
// measured there by the extension's own capture.js, extracted by the same
// wasm, rendered by the same reader code, and outlined by the same overlay.
import { createEngine } from '../extension/shared/engine.js';
import { renderResult, renderEmpty } from '../extension/shared/render.js';

const $ = (id) => document.getElementById(id);
const engine = createEngine({ wasmURL: new URL('pith.wasm', import.meta.url) });
const status = (t) => { $('status').textContent = t; };

engine.warm().then(() => status('Ready.'), (err) => status(`Cannot load the wasm: ${err.message} (run ./build.sh)`));

// The preview shows the pasted page without letting it load anything: its
// own policy (no network at all: inline styles and data: images only; DNS
// prefetching off) is put first in its <head>, after the doctype, and taken
// out of the DOM once the page has loaded (a policy read stays in force), so
// the page is measured and numbered as it is. With the frame's sandbox (no
// scripts) and this page's policy, nothing of it reaches the network.
const PREVIEW_POLICY = '<meta data-pith-policy http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\'; img-src data:; font-src data:; media-src data:">'
  + '<meta data-pith-policy http-equiv="x-dns-prefetch-control" content="off">';

/** withPreviewPolicy puts PREVIEW_POLICY at the start of the page, after its doctype if it has one. */
function withPreviewPolicy(html) {
  const doctype = /^(?:\s|<!--[\s\S]*?-->)*<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return html.slice(0, at) + PREVIEW_POLICY + html.slice(at);
}

function loadPreview(html) {
  const frame = $('preview');
  return new Promise((resolve) => {
    frame.addEventListener('load', () => {
      for (const meta of frame.contentDocument.querySelectorAll('meta[data-pith-policy]')) meta.remove();
      resolve(frame);
    }, { once: true });
    frame.srcdoc = withPreviewPolicy(html);
  });
}

function cell(tr, text) {
  const td = document.createElement('td');
  td.textContent = text;
  tr.append(td);
}

function showRegions(regions) {
  const body = $('regions');
  body.replaceChildren();
  for (const r of regions ?? []) {
    const tr = document.createElement('tr');
    tr.className = r.kind;
    cell(tr, r.kind);
    cell(tr, String(r.node));
    cell(tr, String(r.density ?? 0));
    cell(tr, (r.linkDensity ?? 0).toFixed(2));
    cell(tr, (r.dfm ?? 0).toFixed(2));
    cell(tr, r.why ?? '');
    body.append(tr);
  }
}

function showTrace(trace) {
  const list = $('trace-list');
  list.replaceChildren();
  for (const s of trace ?? []) {
    const li = document.createElement('li');
    li.textContent = `${s.step} · node ${s.node}${s.score ? ` · ${s.score.toFixed(3)}` : ''} — ${s.reason}`;
    list.append(li);
  }
}

async function run() {
  const html = $('html').value;
  if (!html.trim()) {
    status('Paste some HTML or drop a file first.');
    return;
  }
  status('Extracting…');
  try {
    const frame = await loadPreview(html);
    const doc = frame.contentDocument;
    const cap = globalThis.__pithCapture(doc, frame.contentWindow);
    const url = $('url').value.trim();
    const t0 = performance.now();
    const result = await engine.extract({ tree: cap.tree, url, layout: cap.layout, options: { trace: $('trace').checked } });
    const ms = performance.now() - t0;
    // Nothing leaves this page: the article's images are placeholders that load when clicked.
    renderResult(result, $('page'), { url, showComments: true, remoteImages: false });
    showRegions(result.regions);
    showTrace(result.trace);
    globalThis[Symbol.for('pith.overlay')].show(result.regions ?? [], { doc, elements: result.stats?.elements ?? 0 });
    status(`${result.type} · ${result.stats?.elements ?? 0} elements · ${(result.regions ?? []).length} regions · ${ms.toFixed(0)} ms in wasm`);
    document.body.dataset.state = 'ready';
  } catch (err) {
    $('page').replaceChildren(renderEmpty(document, 'pith could not read this HTML.', String(err.message ?? err), null));
    status('Failed.');
  }
}

async function readFile(file) {
  $('html').value = await file.text();
  run();
}

$('run').addEventListener('click', run);
$('file').addEventListener('change', (e) => e.target.files[0] && readFile(e.target.files[0]));
document.addEventListener('dragover', (e) => { e.preventDefault(); document.body.classList.add('dragging'); });
document.addEventListener('dragleave', () => document.body.classList.remove('dragging'));
document.addEventListener('drop', (e) => {
  e.preventDefault();
  document.body.classList.remove('dragging');
  const file = e.dataTransfer?.files?.[0];
  if (file) readFile(file);
  else if (e.dataTransfer?.getData('text/html')) { $('html').value = e.dataTransfer.getData('text/html'); run(); }
});
