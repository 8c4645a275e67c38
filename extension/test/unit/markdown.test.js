import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toMarkdown, frontMatter, yamlString, commentMarkdown } from '../../shared/markdown.js';

const result = {
  type: 'AC',
  title: 'Owls: "silent" hunters',
  byline: 'Mara Lind',
  published: '2026-03-14T08:00:00Z',
  siteName: 'The Daily Field',
  article: { markdown: 'Owls hunt at night.\n\nThey are quiet.', text: 'Owls hunt at night. They are quiet.', words: 7 },
  comments: [
    { author: 'Jonas', date: '2026-03-14', text: 'Lovely piece.', depth: 0 },
    { author: 'Mara Lind', date: '2026-03-14', text: 'Thanks!\nSee you.', depth: 1 },
  ],
  posts: [],
};

test('yamlString escapes quotes, backslashes, newlines and controls', () => {
  assert.equal(yamlString('a "b" \\ c\nd\te\u0001'), '"a \\"b\\" \\\\ c\\nd\\te\\u0001"');
  assert.equal(yamlString('---'), '"---"');
  assert.equal(yamlString(undefined), '""');
});

test('frontMatter leaves out empty fields and keeps numbers bare', () => {
  assert.equal(frontMatter({ title: 'T', byline: '', n: 3, x: null }), '---\ntitle: "T"\nn: 3\n---');
});

test('toMarkdown writes front matter, the article and the comments', () => {
  const md = toMarkdown(result, { url: 'https://example.org/owls', savedAt: '2026-04-01T10:00:00.000Z' });
  assert.equal(md, `---
title: "Owls: \\"silent\\" hunters"
url: "https://example.org/owls"
byline: "Mara Lind"
date: "2026-03-14T08:00:00Z"
site: "The Daily Field"
type: "article with comments"
saved: "2026-04-01T10:00:00.000Z"
---

# Owls: "silent" hunters

Owls hunt at night.

They are quiet.

## Comments (2)

> **Jonas** · 2026-03-14
> Lovely piece.

>> **Mara Lind** · 2026-03-14
>> Thanks!
>> See you.
`);
});

test('comments are optional; posts of a discussion are always kept', () => {
  assert.doesNotMatch(toMarkdown(result, { withComments: false, savedAt: 'x' }), /Comments/);
  const m = { type: 'M', title: 'Thread', article: { markdown: 'the whole thread' }, posts: [{ author: 'a', text: 'first post' }], comments: [] };
  const md = toMarkdown(m, { withComments: false, savedAt: 'x' });
  assert.doesNotMatch(md, /the whole thread/);
  assert.match(md, /## Posts \(1\)/);
  assert.match(md, /type: "discussion"/);
});

test('commentMarkdown escapes Markdown in the author name', () => {
  assert.equal(commentMarkdown({ author: '*bold* [x]', text: 'hi', depth: 0 }), '> **\\*bold\\* \\[x\\]**\n> hi');
});

test('an empty result still gives a valid file', () => {
  const md = toMarkdown({}, { savedAt: 's', url: '' });
  assert.equal(md, '---\ntype: "unknown"\nsaved: "s"\n---\n');
});
