// shared/highlights.js: a quote is found again by its text and context, and
// marked in the saved Markdown only where its Markdown form stands whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { locate, markMarkdown, clean, storageKey, highlightsHTML } from '../../shared/highlights.js';
import { escapeHTML } from '../../shared/savehtml.js';

test('locate picks the occurrence whose prefix and suffix match', () => {
  const text = 'the owl flew. the owl sat. the owl slept.';
  assert.deepEqual(locate(text, { text: 'the owl', prefix: 'flew. ', suffix: ' sat' }), [14, 21]);
  assert.deepEqual(locate(text, { text: 'the owl', prefix: 'sat. ', suffix: ' slept' }), [27, 34]);
  assert.deepEqual(locate(text, { text: 'the owl', prefix: '', suffix: ' flew' }), [0, 7]);
  assert.equal(locate(text, { text: 'a heron' }), null);
});

test('markMarkdown marks a form once, only whole on a line', () => {
  assert.equal(markMarkdown('a b c\n\nb c', ['b c']), 'a ==b c==\n\nb c');
  assert.equal(markMarkdown('a b', ['x\ny', '', 'a==b']), 'a b');
});

test('stored highlights are cleaned and keyed by the page without its fragment', () => {
  assert.equal(storageKey('https://e.org/a?b#c'), 'highlights:https://e.org/a?b');
  assert.deepEqual(clean([{ id: 'x', text: 't', note: 'n'.repeat(3000) }, { id: 1, text: 't' }, null]).map((h) => [h.id, h.note.length]), [['x', 2000]]);
  assert.equal(clean('nope').length, 0);
  assert.equal(highlightsHTML([{ text: '<b>x</b>', note: '"n"' }], escapeHTML), '<h2>Highlights (1)</h2>\n<blockquote><p>&lt;b&gt;x&lt;/b&gt;</p></blockquote><p>Note: &quot;n&quot;</p>');
});
