// The front matter and file name templates (shared/template.js): the default
// template gives the core's own file byte for byte, hostile values cannot
// leave their quoted string, and the save path stays in the downloads folder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { liveMarkup } from '../livemarkup.js';
import { DEFAULT_FRONT_MATTER, frontMatter, templateVars, withFrontMatter, fileStem, yamlString, fill } from '../../shared/template.js';
import { savePath, downloadText } from '../../shared/download.js';

const wasm = fileURLToPath(new URL('../../pith.wasm', import.meta.url));
const shim = fileURLToPath(new URL('../../wasm_exec.js', import.meta.url));
const skip = existsSync(wasm) && existsSync(shim) ? false : 'extension/pith.wasm is not built (run ./build.sh)';

const HOSTILE = 'a "quote" \\ back\nnew line\r---\n<img src=x onerror=alert(1)> [x](javascript:y) \u2028 \u0085 \ufeff\u0001 \tTab';

test('yamlString escapes as the core does', () => {
  assert.equal(yamlString('plain'), '"plain"');
  assert.equal(yamlString('a"b\\c\nd\re\tf'), '"a\\"b\\\\c\\nd\\re\\tf"');
  assert.equal(yamlString('<b> [x](y)'), '"\\u003cb> [x]\\u0028y)"');
  assert.equal(yamlString('\u2028\u0085\ufeff\u0001\u007f'), '"\\u2028\\u0085\\ufeff\\u0001\\u007f"');
});

test('templates: variables, empty lines left out, bad lines reported, hostile values stay quoted', () => {
  const vars = templateVars({ title: HOSTILE, siteName: '', byline: '', type: 'AC', comments: [{}, {}], article: { words: 42 } },
    { url: 'https://example.org/p?q=1', saved: '2026-11-24T10:00:00.000Z', tags: ' owls, , night ' });
  assert.equal(vars.site, '');
  assert.equal(vars.host, 'example.org');
  assert.equal(vars.tags, 'owls, night');
  assert.equal(vars.comments, '2');
  assert.equal(vars.words, '42');
  assert.equal(vars.date, '2026-11-24');
  const fm = frontMatter('title: {title}\nauthor: {author}\nsource: from {host} ({words} words, {comments} comments)\nnot a key line\ntags: {tags}\nodd: {nope}', vars);
  assert.deepEqual(fm.skipped, ['not a key line']);
  const lines = fm.text.split('\n');
  assert.equal(lines[0], '---');
  assert.equal(lines.at(-2), '---');
  assert.equal(lines.length, 7, fm.text); // ---, title, source, tags, odd, ---, ''
  assert.equal(lines[2], 'source: "from example.org \\u0028.."'.replace('\\u0028..', '(42 words, 2 comments)'));
  assert.equal(lines[3], 'tags: "owls, night"');
  assert.equal(lines[4], 'odd: "{nope}"');
  assert.deepEqual(liveMarkup(`${fm.text}\n# x\n`), []);
  assert.equal(fill('{title}', { title: '$& $1' }), '$& $1');
  assert.equal(fileStem('{date} {host} - {title}', vars).startsWith('2026-11-24 example.org - a "quote"'), true);
  assert.equal(fileStem('', vars), vars.title.trim());
});

test('savePath keeps the file in the downloads folder', () => {
  assert.equal(savePath('', 'a.md'), 'a.md');
  assert.equal(savePath('pith/owls', 'a.md'), 'pith/owls/a.md');
  assert.equal(savePath('../../etc/ ./x\\y', 'a.md'), 'etc/x/y/a.md');
  assert.equal(savePath('/abs//..//c:', 'a.md'), 'abs/c/a.md');
});

test('downloadText gives the downloads API the folder and the save dialog choice', async () => {
  const calls = [];
  const ext = { downloads: { download: async (o) => { calls.push(o); return 7; } } };
  assert.equal(await downloadText(ext, { filename: 'a.md', mime: 'text/markdown', text: 'x', folder: 'pith/../notes', saveAs: true }), 7);
  await downloadText(ext, { filename: 'b.html', mime: 'text/html', text: 'y' });
  assert.deepEqual(calls.map((c) => [c.filename, c.saveAs, c.conflictAction]), [['pith/notes/a.md', true, 'uniquify'], ['b.html', false, 'uniquify']]);
});

async function engine() {
  await import(shim);
  const { createEngine } = await import('../../shared/engine.js');
  return createEngine({ wasmURL: 'pith.wasm', fetchImpl: async () => new Response(readFileSync(wasm)) });
}

test('the default template gives the core\'s file byte for byte; a custom one no live markup', { skip }, async () => {
  const e = await engine();
  const dir = new URL('../fixtures/', import.meta.url);
  let checked = 0;
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    const result = await e.extract({ html: readFileSync(new URL(name, dir), 'utf8'), url: 'https://example.org/a/', options: { formats: ['html', 'text', 'markdown'] } });
    for (const title of [result.title, HOSTILE]) {
      const r = { ...result, title, byline: title };
      const saved = '2026-11-24T10:00:00.000Z';
      const md = await e.markdown({ result: r, options: { url: 'https://example.org/a/', savedAt: saved } });
      const vars = templateVars(r, { url: 'https://example.org/a/', saved });
      assert.equal(withFrontMatter(md, DEFAULT_FRONT_MATTER, vars), md, name);
      const custom = withFrontMatter(md, 'title: {title} — {site}\nauthor: {author}\nexcerpt: {excerpt}\ncomments: {comments}', vars);
      assert.notEqual(custom, md);
      assert.deepEqual(liveMarkup(custom), [], `${name}:\n${custom}`);
      checked++;
    }
  }
  e.close();
  assert.ok(checked >= 20, `${checked} files`);
});
