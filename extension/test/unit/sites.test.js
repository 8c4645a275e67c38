// sites.js: the site-profile store (pages per origin, learning, LRU, caps,
// forget) with in-memory storage areas and a fake learner.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSiteStore, memoryArea, originOf, LIMITS } from '../../shared/sites.js';

function setup(limits = {}) {
  const local = memoryArea();
  const session = memoryArea();
  const calls = [];
  let clock = 1000;
  const learn = async (req) => {
    calls.push(req);
    if (req.pages.some((p) => p.includes('unlearnable'))) throw new Error('core: nothing learnt');
    return { wrapper: { selector: 'div.story', pages: req.pages.length }, template: { k: req.pages.length, root: { label: 'body' } } };
  };
  const store = createSiteStore({ local, session, learn, now: () => ++clock, limits });
  return { store, local, session, calls };
}

const page = (n) => `<html><body><div class="story">story ${n}</div></body></html>`;

test('originOf keeps http(s) origins only', () => {
  assert.equal(originOf('https://news.example/a/b?c#d'), 'https://news.example');
  assert.equal(originOf('http://127.0.0.1:8080/x'), 'http://127.0.0.1:8080');
  for (const u of ['chrome://settings', 'file:///tmp/a.html', 'about:blank', 'not a url', '']) assert.equal(originOf(u), null, u);
});

test('a profile is learnt from the second page of an origin on', async () => {
  const { store, calls } = setup();
  assert.equal(await store.addPage('https://a.example/1', page(1)), null);
  assert.equal(calls.length, 0);
  assert.equal(await store.profileFor('https://a.example/9'), null);
  const s = await store.addPage('https://a.example/2', page(2));
  assert.equal(s.origin, 'https://a.example');
  assert.equal(s.pages, 2);
  assert.equal(s.learnedFrom, 2);
  assert.deepEqual(calls[0].urls, ['https://a.example/1', 'https://a.example/2']);
  const profile = await store.profileFor('https://a.example/anything');
  assert.equal(profile.wrapper.selector, 'div.story');
  assert.equal(await store.profileFor('https://b.example/1'), null);
});

test('the last pages per origin are kept; the same page (or fragment) counts once', async () => {
  const { store, calls } = setup();
  for (const n of [1, 2, 3, 4]) await store.addPage(`https://a.example/${n}`, page(n));
  assert.deepEqual(calls.at(-1).urls, ['https://a.example/2', 'https://a.example/3', 'https://a.example/4']);
  await store.addPage('https://a.example/2#comments', page(2));
  assert.deepEqual(calls.at(-1).urls, ['https://a.example/3', 'https://a.example/4', 'https://a.example/2']);
  const [s] = await store.list();
  assert.equal(s.pages, 4);
  assert.equal(s.learnedFrom, LIMITS.pagesPerOrigin);
});

test('pages that are too large, empty or not http(s) are not kept', async () => {
  const { store, session } = setup({ pageChars: 100 });
  assert.equal(await store.addPage('https://a.example/1', 'x'.repeat(101)), null);
  assert.equal(await store.addPage('https://a.example/2', ''), null);
  assert.equal(await store.addPage('file:///tmp/a.html', page(1)), null);
  assert.deepEqual(await session.get(null), {});
});

test('at most `origins` profiles: the least recently used is evicted with its pages', async () => {
  const { store, session } = setup({ origins: 2 });
  for (const o of ['a', 'b']) {
    await store.addPage(`https://${o}.example/1`, page(1));
    await store.addPage(`https://${o}.example/2`, page(2));
  }
  await store.profileFor('https://a.example/x'); // a is used again: b is now the oldest
  await store.addPage('https://c.example/1', page(1));
  await store.addPage('https://c.example/2', page(2));
  assert.deepEqual((await store.list()).map((s) => s.origin), ['https://c.example', 'https://a.example']);
  assert.equal((await session.get('sitePages:https://b.example'))['sitePages:https://b.example'], undefined);
});

test('the raw pages stay under the session budget, the oldest origin going first', async () => {
  const { store, session } = setup({ sessionChars: 250 });
  await store.addPage('https://a.example/1', 'a'.repeat(100));
  await store.addPage('https://b.example/1', 'b'.repeat(100));
  await store.addPage('https://c.example/1', 'c'.repeat(100));
  const kept = Object.keys(await session.get(null)).sort();
  assert.deepEqual(kept, ['sitePages:https://b.example', 'sitePages:https://c.example']);
});

test('a failed learning keeps the profile learnt before and says why', async () => {
  const { store } = setup();
  await store.addPage('https://a.example/1', page(1));
  await store.addPage('https://a.example/2', page(2));
  const s = await store.addPage('https://a.example/3', 'unlearnable');
  assert.match(s.error, /nothing learnt/);
  assert.equal((await store.profileFor('https://a.example/')).template.k, 2);
  // once the page has left the kept ones, learning succeeds and the error goes
  for (const n of [4, 5]) assert.ok((await store.addPage(`https://a.example/${n}`, page(n))).error);
  const ok = await store.addPage('https://a.example/6', page(6));
  assert.equal(ok.error, undefined);
});

test('a profile too large keeps its wrapper only', async () => {
  const { store } = setup({ profileChars: 60 });
  await store.addPage('https://a.example/1', page(1));
  await store.addPage('https://a.example/2', page(2));
  assert.deepEqual(await store.profileFor('https://a.example/'), { wrapper: { selector: 'div.story', pages: 2 } });
});

test('forget and forgetAll clear profiles and pages, and nothing else', async () => {
  const { store, local, session } = setup();
  await local.set({ settings: { theme: 'dark' } });
  for (const o of ['a', 'b']) {
    await store.addPage(`https://${o}.example/1`, page(1));
    await store.addPage(`https://${o}.example/2`, page(2));
  }
  await store.forget('https://a.example');
  assert.deepEqual((await store.list()).map((s) => s.origin), ['https://b.example']);
  assert.equal(await store.profileFor('https://a.example/1'), null);
  assert.deepEqual(Object.keys(await session.get(null)), ['sitePages:https://b.example']);
  // a forgotten origin starts from scratch: one page is not enough again
  assert.equal(await store.addPage('https://a.example/3', page(3)), null);
  await store.forgetAll();
  assert.deepEqual(await store.list(), []);
  assert.deepEqual(await session.get(null), {});
  assert.deepEqual(await local.get(null), { settings: { theme: 'dark' } });
});

test('overlapping captures are applied one after the other', async () => {
  const { store } = setup();
  await Promise.all([1, 2, 3].map((n) => store.addPage(`https://a.example/${n}`, page(n))));
  const [s] = await store.list();
  assert.equal(s.pages, 3);
  assert.equal(s.learnedFrom, 3);
});
