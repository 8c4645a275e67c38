// The reader folds a long quote of an earlier post under its attribution
// (shared/quotes.js), as the forums do; a short quote, a quote of anything
// but the thread and the saved HTML stay open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOMParser, parseHTML } from 'linkedom';
import { renderResult } from '../../shared/render.js';
import { toHTMLFile } from '../../shared/savehtml.js';
import { threadMemory, FOLD_MIN } from '../../shared/quotes.js';

globalThis.DOMParser ??= DOMParser;

const page = () => parseHTML('<!doctype html><html><body><main></main></body></html>').document;

// A German thread as the core returns it: each quote a <blockquote> opened
// by its attribution, <p><cite>…</cite></p> (core/thread/quotes.go).
const opening = 'Unser Komposthaufen ist im Winter gut durchgefroren. Soll man ihn jetzt umsetzen, damit er im Frühjahr schneller reif wird, oder bis März in Ruhe lassen? Im letzten Jahr habe ich im Januar umgesetzt, und danach hat er wochenlang gar nicht mehr gearbeitet.';
const reply = 'Im Winter ruht das Leben im Haufen fast ganz.';
const outside = 'Der Kompost ist das Herz des Gartens: Was im Herbst an Laub, Grasschnitt und Küchenabfällen anfällt, wird im Lauf eines Jahres zu Erde, die Beete und Kübel ernährt, ohne dass ein einziger Sack Dünger gekauft werden muss, sofern man ihn richtig schichtet.';
const thread = {
  url: 'https://forum.example/thread/41/', type: 'M', kind: 'discussion', title: 'Kompost im Winter umsetzen?', lang: 'de',
  article: { html: `<p>${opening}</p>`, text: opening, words: 40 },
  comments: [],
  posts: [
    { author: 'gartenguste', date: '2024-01-08T09:00:00+01:00', depth: 0, html: `<p>${opening}</p>`, text: opening },
    { author: 'kompostkurt', date: '2024-01-08T11:30:00+01:00', depth: 0, html: `<p>${reply}</p>`, text: reply },
    { author: 'beetbert', date: '2024-01-09T18:15:00+01:00', depth: 0,
      html: `<blockquote><p><cite><a href="/thread/41/?postID=1">gartenguste schrieb:</a></cite></p><p>${opening.replace('. ', '.  \n ')}</p></blockquote><p>Abdecken mit Laub hilft, damit er nicht ganz auskühlt.</p>`,
      text: `beetbert\n\ngartenguste schrieb:\n\n${opening}\n\nAbdecken mit Laub hilft, damit er nicht ganz auskühlt.` },
    { author: 'laubliese', date: '2024-01-10T08:00:00+01:00', depth: 0,
      html: `<blockquote><p><cite>kompostkurt schrieb:</cite></p><p>${reply}</p></blockquote><p>Genau so.</p><blockquote><p><cite>Gartenbuch, S. 12:</cite></p><p>${outside}</p></blockquote>`,
      text: `laubliese\n\nkompostkurt schrieb:\n\n${reply}\n\nGenau so.\n\n${outside}` },
  ],
};

test('a long quote of an earlier post is folded under its attribution', () => {
  const document = page();
  renderResult(thread, document.querySelector('main'), {});
  const posts = document.querySelectorAll('#posts details.comment');
  assert.equal(posts.length, 3);
  const folded = posts[1].querySelector('details.quote');
  assert.ok(folded, 'the quote of the opening post is folded');
  assert.equal(folded.hasAttribute('open'), false);
  assert.equal(folded.querySelector('summary').textContent, 'gartenguste schrieb:');
  assert.equal(folded.querySelector('summary a'), null, 'the summary holds no link to take the click');
  assert.match(folded.querySelector('blockquote').textContent, /wochenlang gar nicht mehr gearbeitet/);
  assert.equal(folded.querySelector('blockquote cite'), null, 'the attribution is not repeated inside');
  assert.match(posts[1].querySelector('.text').textContent, /Abdecken mit Laub/);
});

test('a short quote, and a long quote of anything but the thread, stay open', () => {
  const document = page();
  renderResult(thread, document.querySelector('main'), {});
  const last = document.querySelectorAll('#posts details.comment')[2];
  assert.equal(last.querySelector('details.quote'), null);
  assert.equal(last.querySelectorAll('blockquote > p > cite').length, 2);
});

test('the saved HTML keeps every quote open', () => {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const html = toHTMLFile(thread, { url: thread.url, env: { doc: document, DOMParser } });
  assert.doesNotMatch(html, /<details/);
  assert.match(html, /<blockquote><p><cite><a [^>]*href="https:\/\/forum.example\/thread\/41\/\?postID=1">gartenguste schrieb:<\/a><\/cite><\/p>/);
});

test('threadMemory finds a long quote in an earlier post whatever its spaces, never a short one', () => {
  const m = threadMemory();
  m.add(`Erster Beitrag. ${opening}`);
  m.add(reply);
  assert.equal(m.repeats(opening.replace(/ /g, '\n  ')), true);
  assert.equal(m.repeats(reply), false, 'shorter than FOLD_MIN');
  assert.ok(reply.length < FOLD_MIN);
  assert.equal(m.repeats(outside), false);
});
