// The kinds' layouts (shared/items.js): a listing as its items after its
// introduction, with the switch to the article as extracted; a product's
// card; both in the saved HTML; hostile values stay text and inert.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOMParser, parseHTML } from 'linkedom';
import { readerView, asResult } from '../../shared/view.js';
import { renderResult } from '../../shared/render.js';
import { toHTMLFile } from '../../shared/savehtml.js';
import { savesItems } from '../../shared/items.js';
import { pageCopy } from '../../shared/copy.js';

globalThis.DOMParser ??= DOMParser; // the sanitiser parses with it

const page = () => parseHTML('<!doctype html><html><body><main></main></body></html>').document;

const items = [
  { name: 'Chaussure Alpine', url: 'https://shop.example/p/1', image: 'https://cdn.example/1.jpg', price: '81,95 €', text: 'Cuir imperméable.', rating: '4.5' },
  { name: '<img src=x onerror="alert(1)">Evil</b>', url: 'javascript:alert(1)', image: 'javascript:alert(2)', price: '<script>1</script>' },
  { name: 'Kurs', url: '/relative', price: '49.00', currency: 'EUR' },
];

function listing(overrides = {}) {
  return {
    url: 'https://shop.example/c', type: 'A', kind: 'listing', title: 'Chaussures', lang: 'fr',
    article: { html: '<p>Notre sélection.</p><ul><li><a href="https://shop.example/p/1">Chaussure Alpine</a> 81,95 €</li></ul>', text: 'Notre sélection.\n\nChaussure Alpine 81,95 €', words: 5 },
    intro: { html: '<p>Notre sélection.</p>', text: 'Notre sélection.', words: 2 },
    items, itemsView: true, comments: [], posts: [], stats: {},
    ...overrides,
  };
}

test('the view carries a listing\'s items, lean, and its introduction', () => {
  const { head } = readerView({ ...listing(), items: [{ ...items[0], extra: 'x' }] });
  assert.deepEqual(head.items, [items[0]]);
  assert.deepEqual(head.intro, { html: '<p>Notre sélection.</p>', text: '' });
  assert.equal(head.itemsView, true);
  assert.equal(readerView(listing({ itemsView: undefined })).head.itemsView, false, 'an older core\'s result: no gate passed');
  assert.equal(readerView(listing({ items: [], intro: undefined })).head.items, undefined);
  assert.deepEqual(asResult(head, []).items, head.items, 'saved with the page');
});

test('a listing reads as its introduction and a list of its items; hostile values stay text', () => {
  const document = page();
  renderResult(listing(), document.querySelector('main'), {});
  const view = document.querySelector('#listing');
  assert.ok(view && !view.hidden, 'the items view is shown');
  assert.equal(document.querySelector('#article').hidden, true, 'the article is hidden');
  assert.match(view.querySelector('.intro').textContent, /Notre sélection/);
  assert.equal(view.querySelector('#items-count').textContent, '3 items');
  const lis = view.querySelectorAll('ul#items > li.item');
  assert.equal(lis.length, 3);
  const first = lis[0].querySelector('a.name');
  assert.equal(first.textContent, 'Chaussure Alpine');
  assert.equal(first.getAttribute('href'), 'https://shop.example/p/1');
  assert.match(first.getAttribute('rel'), /noopener/);
  assert.equal(lis[0].querySelector('.price').textContent, '81,95 €');
  assert.equal(lis[0].querySelector('.rating').textContent, '★ 4.5');
  assert.equal(lis[0].querySelector('.text').textContent, 'Cuir imperméable.');
  assert.equal(lis[0].querySelector('.thumb img').getAttribute('src'), 'https://cdn.example/1.jpg');
  assert.equal(lis[0].querySelector('.thumb img').getAttribute('alt'), '', 'decorative: the name says it');
  // The hostile item: no link, no picture, its markup as text.
  assert.equal(lis[1].querySelector('a'), null);
  assert.equal(lis[1].querySelector('img'), null);
  assert.equal(lis[1].querySelector('.name').textContent, items[1].name);
  assert.equal(lis[1].querySelector('.price').textContent, '<script>1</script>');
  assert.equal(view.querySelectorAll('script, [onerror]').length, 0);
  assert.equal(lis[2].querySelector('.price').textContent, '49.00 EUR');
  assert.equal(lis[2].querySelector('a'), null, 'a relative address is no http(s) link');
});

test("a listing's introduction drops the page's heading that repeats the title; a thumbnail that fails to load is hidden", () => {
  const document = page();
  // Ars Technica's front page: its introduction is its heading, naming the
  // site as the title does, then empty boxes.
  renderResult(listing({ title: 'Ars Technica', intro: { html: '<h1>Ars Technica homepage</h1><div><div></div></div><p>Ars sélection.</p>', text: '' } }), document.querySelector('main'), {});
  const intro = document.querySelector('#listing .intro');
  assert.equal(intro.querySelector('h1'), null, 'the title once, in the header');
  assert.equal(intro.innerHTML, '<p>Ars sélection.</p>', 'no empty box left');
  const thumb = document.querySelector('#items li.item .thumb');
  assert.equal(thumb.hidden, false);
  thumb.querySelector('img').dispatchEvent(new document.defaultView.Event('error'));
  assert.equal(thumb.hidden, true, 'a picture that failed is no empty box');
  // A heading that only shares a word with the title stays.
  const other = page();
  renderResult(listing({ title: 'Ars', intro: { html: '<h1>Arsenal fixtures</h1><p>x</p>', text: '' } }), other.querySelector('main'), {});
  assert.equal(other.querySelector('#listing .intro h1')?.textContent, 'Arsenal fixtures');
});

test('the header switch shows the article as extracted, and back', () => {
  const document = page();
  renderResult(listing(), document.querySelector('main'), {});
  const button = document.querySelector('header #view-switch');
  assert.equal(button.getAttribute('aria-pressed'), 'false');
  button.dispatchEvent(new document.defaultView.Event('click'));
  assert.equal(button.getAttribute('aria-pressed'), 'true');
  assert.equal(document.querySelector('#article').hidden, false);
  assert.equal(document.querySelector('#listing').hidden, true);
  button.dispatchEvent(new document.defaultView.Event('click'));
  assert.equal(document.querySelector('#article').hidden, true);
  assert.equal(document.querySelector('#listing').hidden, false);
});

test('items that do not look right: the listing opens as its article, the switch offers the items', () => {
  const document = page();
  renderResult(listing({ itemsView: false }), document.querySelector('main'), {});
  const button = document.querySelector('header #view-switch');
  assert.ok(button, 'the switch is there');
  assert.equal(button.getAttribute('aria-pressed'), 'true');
  assert.equal(document.querySelector('#article').hidden, false, 'the article is shown');
  assert.equal(document.querySelector('#listing').hidden, true, 'the items are hidden');
  button.dispatchEvent(new document.defaultView.Event('click'));
  assert.equal(document.querySelector('#article').hidden, true);
  assert.equal(document.querySelector('#listing').hidden, false);
  assert.equal(document.querySelectorAll('#listing ul#items > li.item').length, 3);
});

test('a listing whose article does not show its items: the article whole, then them; copy takes what is shown', () => {
  const document = page();
  renderResult(listing({ intro: undefined, article: { html: '<p>Ein Ratgeber.</p>', text: 'Ein Ratgeber.', words: 2 } }), document.querySelector('main'), {});
  const view = document.querySelector('#listing');
  assert.equal(view.querySelector('.intro').textContent, 'Ein Ratgeber.');
  const { text, html } = pageCopy(view, { title: 'Chaussures', url: 'https://shop.example/c' });
  assert.match(text, /Ein Ratgeber\.[\s\S]*Chaussure Alpine/);
  assert.match(html, /<a [^>]*href="https:\/\/shop.example\/p\/1"[^>]*>Chaussure Alpine<\/a>/);
});

test('no items view on other kinds, or for a listing without items', () => {
  for (const r of [listing({ kind: 'article' }), listing({ items: [] })]) {
    const document = page();
    renderResult(r, document.querySelector('main'), {});
    assert.equal(document.querySelector('#listing'), null);
    assert.equal(document.querySelector('#view-switch'), null);
    assert.equal(document.querySelector('#article').hidden, false);
  }
});

test('a forum\'s list of topics (a discussion core gave items) offers them; a thread does not', () => {
  const topics = [
    { name: 'Mon aquarium devient trouble', url: 'https://forum.example/t/1' },
    { name: 'Quel filtre choisir ?', url: 'https://forum.example/t/2' },
    { name: 'Nouvelles crevettes', url: 'https://forum.example/t/3' },
  ];
  const document = page();
  renderResult(listing({ kind: 'discussion', type: 'M', items: topics, intro: undefined, itemsView: false }), document.querySelector('main'), {});
  assert.ok(document.querySelector('header #view-switch'), 'the switch offers the topics');
  assert.equal(document.querySelector('#article').hidden, false, 'bare names: the article first');
  assert.equal(document.querySelectorAll('#listing ul#items > li.item').length, 3);
  const thread = page();
  renderResult(listing({ kind: 'discussion', type: 'M', items: undefined, intro: undefined }), thread.querySelector('main'), {});
  assert.equal(thread.querySelector('#view-switch'), null, 'a thread has no items');
});

test('remote images off: item pictures are click-to-load placeholders', () => {
  const document = page();
  renderResult(listing(), document.querySelector('main'), { remoteImages: false });
  const thumb = document.querySelector('#items .thumb');
  assert.equal(thumb.querySelector('img'), null);
  assert.equal(thumb.querySelector('a.pith-image').getAttribute('data-src'), 'https://cdn.example/1.jpg');
});

test('a product card shows the product\'s picture and name, price, availability, rating; hostile values inert', () => {
  const document = page();
  const product = { name: 'Trail <b>shoe</b>', image: 'https://cdn.example/shoe.jpg', price: '89.00', currency: 'EUR', availability: 'InStock', rating: '4.6', reviews: '133' };
  renderResult({ ...listing({ kind: 'product', items: undefined, intro: undefined }), product }, document.querySelector('main'), {});
  const card = document.querySelector('#product');
  assert.equal(card.querySelector('.name').textContent, 'Trail <b>shoe</b>');
  assert.equal(card.querySelector('b'), null);
  assert.equal(card.querySelector('.picture img').getAttribute('src'), 'https://cdn.example/shoe.jpg');
  assert.equal(card.querySelector('.picture img').getAttribute('alt'), 'Trail <b>shoe</b>');
  for (const want of ['89.00 EUR', 'in stock', '4.6 (133 reviews)']) assert.ok(card.textContent.includes(want), want);

  // No declared picture: the page's; a javascript: one: none.
  const d2 = page();
  renderResult({ ...listing({ kind: 'product', items: undefined }), image: 'https://cdn.example/og.jpg', product: { ...product, image: '' } }, d2.querySelector('main'), {});
  assert.equal(d2.querySelector('#product .picture img').getAttribute('src'), 'https://cdn.example/og.jpg');
  const d3 = page();
  renderResult({ ...listing({ kind: 'product', items: undefined }), product: { ...product, image: 'javascript:alert(1)' } }, d3.querySelector('main'), {});
  assert.equal(d3.querySelector('#product .picture'), null);
});

test('the saved HTML: a listing\'s introduction and items, a product\'s card; nothing hostile gets through', () => {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const env = { doc: document, DOMParser };
  const file = toHTMLFile(listing(), { savedAt: 's', env });
  assert.match(file, /<p>Notre sélection\.<\/p>/);
  assert.doesNotMatch(file, /<li><a href="https:\/\/shop.example\/p\/1">Chaussure Alpine<\/a> 81,95 €<\/li>/, 'the article\'s own list is not repeated');
  assert.match(file, /<a class="name" href="https:\/\/shop.example\/p\/1">Chaussure Alpine<\/a> <span class="price">81,95 €<\/span>/);
  assert.match(file, /&lt;img src=x onerror=&quot;alert\(1\)&quot;&gt;Evil/);
  assert.doesNotMatch(file, /javascript:|<script>1|onerror="/);
  const gated = toHTMLFile(listing({ itemsView: false }), { savedAt: 's', env });
  assert.match(gated, /<li><a [^>]*>Chaussure Alpine<\/a> 81,95 €<\/li>/, 'items that did not pass the gate: the article as extracted');
  assert.doesNotMatch(gated, /class="items"/);
  const product = { name: 'Trail shoe', image: 'https://cdn.example/shoe.jpg', price: '89.00', currency: 'EUR' };
  const saved = toHTMLFile({ ...listing({ kind: 'product', items: undefined }), product }, { savedAt: 's', remoteImages: false, env });
  assert.match(saved, /<aside class="product-card">/);
  assert.match(saved, /<dt>Price<\/dt><dd>89.00 EUR<\/dd>/);
  assert.doesNotMatch(saved, /<img[^>]*cdn.example/, 'remote images off: no picture from the web');
});

test('the saved HTML writes the items as the saved Markdown does (one gate): a listing of many areas and a forum\'s topics too, not a thread', () => {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const env = { doc: document, DOMParser };
  const post = { author: 'ana', text: 'Hola a todos.', html: '<p>Hola a todos.</p>' };
  for (const [name, r, want] of [
    ['a listing', listing(), true],
    ['a listing of many areas (type M, no posts)', listing({ type: 'M' }), true],
    ['a forum\'s list of topics', listing({ kind: 'discussion', type: 'M', intro: undefined }), true],
    ['items that did not pass the gate', listing({ type: 'M', itemsView: false }), false],
    ['a thread of posts', listing({ kind: 'discussion', type: 'M', posts: [post, post] }), false],
  ]) {
    const file = toHTMLFile(r, { savedAt: 's', env });
    assert.equal(/class="items"/.test(file), want, name);
    assert.equal(savesItems(r), want, name);
  }
});
