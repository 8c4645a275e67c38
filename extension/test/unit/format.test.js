import { test } from 'node:test';
import assert from 'node:assert/strict';
import { badgeText, kindText, readingMinutes, threads, hasContent, countWords, scoreText } from '../../shared/format.js';
import { normalize, DEFAULTS } from '../../shared/settings.js';

test('kindText', () => {
  assert.equal(kindText('product'), 'Product');
  assert.equal(kindText('listing'), 'Listing');
  assert.equal(kindText('documentation'), 'Documentation');
  assert.equal(kindText('page'), 'Page of sections');
  assert.equal(kindText('article'), '', 'the type badge says Article already');
  assert.equal(kindText(undefined), '');
  assert.equal(kindText('spaceship'), '', 'an unknown kind is not shown');
});

test('scoreText: one point, many points', () => {
  assert.deepEqual(['1', '-1', ' 1 ', '0', '12', '1.2k', '11'].map(scoreText), ['1 point', '-1 point', '1 point', '0 points', '12 points', '1.2k points', '11 points']);
});

test('badgeText', () => {
  assert.equal(badgeText({ type: 'A', comments: [], posts: [] }), 'Article');
  assert.equal(badgeText({ type: 'AC', comments: new Array(23).fill({}) }), 'Article · 23 comments');
  assert.equal(badgeText({ type: 'AC', comments: [{}] }), 'Article · 1 comment');
  assert.equal(badgeText({ type: 'M', posts: new Array(15).fill({}) }), 'Discussion · 15 posts');
  assert.equal(badgeText(null), 'Page');
});

test('readingMinutes and words', () => {
  assert.equal(countWords(' a  b\nc '), 3);
  assert.equal(readingMinutes({ article: { words: 460 } }), 2);
  assert.equal(readingMinutes({ article: { words: 10 } }), 1);
  assert.equal(readingMinutes({ article: { words: 0, text: '' } }), 0);
});

test('threads nests by depth and clamps jumps', () => {
  const t = threads([{ depth: 0 }, { depth: 1 }, { depth: 3 }, { depth: 0 }, { depth: 1 }]);
  assert.equal(t.length, 2);
  assert.equal(t[0].replies.length, 1);
  assert.equal(t[0].replies[0].replies.length, 1);
  assert.equal(t[0].replies[0].replies[0].depth, 2);
  assert.equal(t[1].replies.length, 1);
  assert.deepEqual(threads(undefined), []);
});

test('hasContent', () => {
  assert.equal(hasContent({ article: { text: '  ' }, posts: [] }), false);
  assert.equal(hasContent({ article: { text: 'x' } }), true);
  assert.equal(hasContent({ article: { text: '' }, posts: [{}] }), true);
});

test('settings normalize clamps and repairs', () => {
  assert.deepEqual(normalize(undefined), { ...DEFAULTS });
  const s = normalize({ action: 'rm -rf', theme: 'neon', fontSize: 99, lineHeight: 'x', font: '__proto__' });
  assert.equal(s.action, 'reader');
  assert.equal(s.theme, 'system');
  assert.equal(s.fontSize, 32);
  assert.equal(s.lineHeight, DEFAULTS.lineHeight);
  assert.equal(s.font, 'serif');
});
