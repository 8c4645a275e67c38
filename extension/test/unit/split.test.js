// Cutting a long article's HTML into parts of whole blocks (shared/split.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOMParser } from 'linkedom';
import { splitArticle, PART_CHARS } from '../../shared/split.js';

const blocks = (n) => Array.from({ length: n }, (_, i) => `<p class="x" title="a > b &quot;${i}&quot;">Block ${i} &lt;not a tag&gt; <b>bold</b><br/><img src="/i/${i}.png" alt='q"uote'>end</p>\n<!-- c${i} -->`).join('');

test('whole blocks, the first part short, the others of about the size asked; joined, the blocks', () => {
  const inner = blocks(3000);
  const { parts, unwrapped } = splitArticle(`<article id="a"><div class="w">${inner}</div></article>`, { first: 2000, size: 50_000 });
  assert.ok(unwrapped);
  assert.ok(parts.length > 3, `${parts.length} parts`);
  assert.ok(parts[0].length >= 2000 && parts[0].length < 3000, `first ${parts[0].length}`);
  for (const p of parts.slice(1, -1)) assert.ok(p.length >= 50_000 && p.length < 51_000, `part ${p.length}`);
  assert.equal(parts.join(''), inner);
  // Each part parses on its own to the blocks it holds.
  const parse = (html) => new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html').body;
  const counts = parts.map((p) => parse(p).querySelectorAll('p').length);
  assert.equal(counts.reduce((a, b) => a + b, 0), 3000);
  assert.ok(parts.every((p) => /^<p /.test(p) || /^\n?<!--/.test(p)), 'each starts at a block');
});

test('no wrapper to take off: the top-level blocks are cut', () => {
  const html = `<h2>A</h2>${blocks(500)}<ul><li>x</li></ul>`;
  const { parts, unwrapped } = splitArticle(html, { first: 1000, size: 10_000 });
  assert.equal(unwrapped, false);
  assert.ok(parts.length > 2);
  assert.equal(parts.join(''), html);
});

test('short, unbalanced or opaque HTML is one part', () => {
  const long = blocks(500);
  assert.deepEqual(splitArticle('<p>short</p>').parts, ['<p>short</p>']);
  for (const html of [
    `<div>${long}`, // never closed
    `<div>${long}</span></div>`, // closed out of order
    `<div>${long}<script>if (a < b) x()</script></div>`, // not markup inside
    `<div>${long}<table><tr><td>x</td></tr></table></div>`, // rows parse by rules of their own
    `<div><p>${long}</p></div>`, // one block
  ]) {
    assert.deepEqual(splitArticle(html, { first: 1000, size: 10_000 }).parts, [html], html.slice(-40));
  }
});

test('by default a long article goes in parts of PART_CHARS (each parsed whole by the reader in one task), not one of megabytes', () => {
  const inner = blocks(12_000); // about 2 MB
  const { parts } = splitArticle(`<div>${inner}</div>`);
  const block = inner.length / 12_000;
  assert.ok(parts.length >= Math.floor(inner.length / (PART_CHARS + block)), `${parts.length} parts`);
  for (const p of parts.slice(1, -1)) assert.ok(p.length >= PART_CHARS && p.length < PART_CHARS + 2 * block, `part ${p.length}`);
  assert.ok(PART_CHARS <= 256 * 1024, `${PART_CHARS}`);
  assert.equal(parts.join(''), inner);
});
