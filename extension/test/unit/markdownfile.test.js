// The saved Markdown file, written by the core through the wasm's
// markdown() (core/mdfile), rendered with markdown-it and raw HTML allowed:
// no live markup, on the hostile pages of testdata/hostile and the fixtures.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { liveMarkup } from '../livemarkup.js';

const wasm = fileURLToPath(new URL('../../pith.wasm', import.meta.url));
const shim = fileURLToPath(new URL('../../wasm_exec.js', import.meta.url));
const skip = existsSync(wasm) && existsSync(shim) ? false : 'extension/pith.wasm is not built (run ./build.sh)';

async function engine() {
  await import(shim);
  const { createEngine } = await import('../../shared/engine.js');
  return createEngine({ wasmURL: 'pith.wasm', fetchImpl: async () => new Response(readFileSync(wasm)) });
}

function pages() {
  const dirs = [new URL('../../../testdata/hostile/', import.meta.url), new URL('../fixtures/', import.meta.url)];
  return dirs.flatMap((d) => readdirSync(d).filter((f) => f.endsWith('.html')).map((f) => ({ name: f, html: readFileSync(new URL(f, d), 'utf8') })));
}

test('the checker finds live markup', () => {
  for (const text of ['<img src=x onerror="alert(1)">', 'a <b onclick="x">b</b>', '<!-- c -->', '[a](javascript:alert(1))', '![a](data:image/svg+xml,x)']) {
    assert.notDeepEqual(liveMarkup(text), [], text);
  }
  assert.deepEqual(liveMarkup('# T\n\nA [link](https://e.org/a\\(b\\)) `<b>` &lt;i>\n\n```\n<script>\n```'), []);
});

test('markdown() writes files without live markup', { skip }, async () => {
  const e = await engine();
  let checked = 0;
  for (const { name, html } of pages()) {
    const result = await e.extract({ html, url: 'https://example.org/a/', options: { formats: ['html', 'text', 'markdown'] } });
    for (const noComments of [false, true]) {
      const text = await e.markdown({ result, options: { url: 'https://example.org/a/', savedAt: '2026-01-01T00:00:00Z', noComments } });
      assert.match(text, /^---\n/, name);
      assert.deepEqual(liveMarkup(text), [], `${name}:\n${text}`);
      checked++;
    }
  }
  assert.ok(checked >= 20, `only ${checked} files`);
  e.close();
});

test('markdown() answers the core file: front matter, title, comments as quotes', { skip }, async () => {
  const e = await engine();
  const html = readFileSync(new URL('../../../testdata/hostile/markdown-comments.html', import.meta.url), 'utf8');
  const result = await e.extract({ html, url: 'https://example.org/c', options: { formats: ['markdown', 'text'] } });
  const text = await e.markdown({ result, options: { savedAt: 'now' } });
  assert.match(text, /\ntitle: "Comments that write HTML"\n/);
  assert.match(text, /\nurl: "https:\/\/example.org\/c"\n/);
  assert.match(text, /\nsaved: "now"\n/);
  assert.match(text, /\n## Comments \(4\)\n/);
  assert.match(text, /\n> \*\*&lt;img src=x onerror='alert\(1\)'>\*\* · /);
  assert.doesNotMatch(text, /<img|<script|<details/);
  e.close();
});
