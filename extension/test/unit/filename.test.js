import { test } from 'node:test';
import assert from 'node:assert/strict';
import { safeFileName, utf8Length } from '../../shared/filename.js';

test('safeFileName', () => {
  const cases = [
    ['How owls hunt', 'md', 'How owls hunt.md'],
    ['a/b\\c:d*e?f"g<h>i|j', 'md', 'a b c d e f g h i j.md'],
    ['  ..hidden.  ', 'html', 'hidden.html'],
    ['CON', 'md', 'CON_.md'],
    ['lpt1', 'md', 'lpt1_.md'],
    ['nul.txt', 'md', 'nul.txt_.md'],
    ['', 'md', 'page.md'],
    ['///', 'md', 'page.md'],
    ['tab\tnew\nline\u0000nul', 'md', 'tab new line nul.md'],
    ['~/.ssh/id', 'md', 'ssh id.md'],
    ['Ünïcödé 日本語 🦉', 'md', 'Ünïcödé 日本語 🦉.md'],
    ['rtl\u202etxt.exe', 'md', 'rtl txt.exe.md'],
    ['x', 'm/d', 'x.md'],
  ];
  for (const [title, ext, want] of cases) assert.equal(safeFileName(title, ext), want, JSON.stringify(title));
});

test('safeFileName cuts long names by bytes, never inside a character', () => {
  const name = safeFileName('🦉'.repeat(100), 'md');
  assert.ok(utf8Length(name) <= 123, `${utf8Length(name)} bytes`);
  assert.ok(name.endsWith('🦉.md'));
  const latin = safeFileName('word '.repeat(100), 'md');
  assert.ok(!/\s\.md$/.test(latin));
});
