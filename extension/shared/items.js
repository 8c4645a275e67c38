// items.js — the layouts of two page kinds, for the reader (DOM) and the
// saved HTML file (a string): a listing's items as a list of cards (core's
// Result.items: name, address, picture, price, short text, rating) after
// its introduction (Result.intro), and a product's card (Result.product:
// its picture, price, availability, rating). Every value is the page's:
// text goes in as text, addresses through httpURL, pictures through the
// sanitiser (remote images off: a click-to-load placeholder).

import { sanitizeFragment, sanitizeHTML } from './sanitize.js';
import { httpURL, escapeHTML as escapeText } from './format.js';
import { h } from './dom.js';
import { dropBlankBlocks, dropTitleHeading } from './postlayout.js';

/** priceText is an item's or a product's price with its currency ("49.00 EUR", "€ 24,95"). */
export function priceText(x) {
  return [x?.price, x?.currency].filter(Boolean).join(' ');
}

/** availabilityText spells schema.org's availability terms ("InStock" → "in stock"). */
export function availabilityText(term) {
  if (!term) return '';
  return String(term).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** ratingText is "4.6 (133 reviews)", "4.6" or ''. */
function ratingText(x) {
  if (!x?.rating) return '';
  return x.reviews ? `${x.rating} (${x.reviews} reviews)` : String(x.rating);
}

/** pictureHTML is a picture's <img> (decorative: alt ''), '' without an http(s) address. */
function pictureHTML(src, alt = '') {
  const url = httpURL(src || '');
  return url ? `<img src="${escapeText(url)}" alt="${escapeText(alt)}">` : '';
}

/** ITEM_KINDS are the page kinds whose items the reader can list. */
const ITEM_KINDS = new Set(['listing', 'discussion']);

/**
 * hasItemView tells whether the reader offers a page as its list of
 * items: a listing with items whose introduction the core gave, or whose
 * article is whole in the head (it is shown before the items then); or a
 * discussion page with items, which core gives only to a forum's list of
 * topics (no posts of its own: its topics are the items).
 * Whether it opens as them is opensAsItems.
 */
export function hasItemView(head) {
  return ITEM_KINDS.has(head?.kind) && (head.items?.length ?? 0) > 0 && head.list !== 'posts' &&
    (head.intro != null || (head.article?.parts ?? 1) <= 1);
}

/**
 * opensAsItems tells whether the reader opens a listing as its items: it
 * has the item view and core found its items look right (head.itemsView:
 * distinct names that are no dates or counts, pages of their own, a
 * picture, price or text beside them). Otherwise the article is shown
 * first and the switch offers the items.
 */
export function opensAsItems(head) {
  return hasItemView(head) && head.itemsView === true;
}

/**
 * savesItems tells whether a saved file writes a Result's items, the same
 * gate in the saved HTML as in the saved Markdown (core/mdfile): items
 * that passed core's gate (itemsView), on any page but a thread of posts
 * (a discussion with posts is saved as its thread). A listing core read
 * as a page of many areas (type M: a front page of teasers) and a
 * forum's list of topics are saved as their items.
 */
export function savesItems(result) {
  const r = result ?? {};
  return (r.items?.length ?? 0) > 0 && r.itemsView === true && !(r.type === 'M' && (r.posts?.length ?? 0) > 0);
}

/** itemFacts are an item's shown facts after its name: price, rating. */
function itemFacts(it) {
  return [priceText(it), it.rating ? `★ ${it.rating}` : ''].filter(Boolean);
}

/**
 * hideOnError hides box when its picture fails to load (a thumbnail the
 * site no longer serves, or refuses to serve elsewhere): shown, it was an
 * empty framed box beside every item. It listens only; it loads nothing.
 */
function hideOnError(box) {
  box.querySelector('img')?.addEventListener('error', () => { box.hidden = true; }, { once: true });
  return box;
}

/**
 * itemsList builds the <ul> of a listing's items: one <li> each, its
 * picture (decorative), its name as a link to its page (a name without an
 * http(s) address as text), its price and rating, its short text.
 * @param {Document} doc
 * @param {object[]} items
 * @param {{base?: string, remoteImages?: boolean}} env
 */
export function itemsList(doc, items, { base, remoteImages = true } = {}) {
  const lis = (items ?? []).map((it) => {
    const pic = pictureHTML(it.image);
    const href = httpURL(it.url || '');
    const name = h(doc, href ? 'a' : 'span', {
      class: 'name', text: it.name || href || '',
      href: href || undefined, rel: href ? 'noopener noreferrer nofollow' : undefined, target: href ? '_blank' : undefined,
    });
    const facts = itemFacts(it).flatMap((fact) => [' ', h(doc, 'span', { class: fact.startsWith('★') ? 'rating' : 'price', text: fact })]);
    return h(doc, 'li', { class: 'item' },
      pic ? hideOnError(h(doc, 'div', { class: 'thumb' }, sanitizeFragment(pic, { doc, base, remoteImages }))) : null,
      h(doc, 'div', { class: 'info' }, name, ...facts, it.text ? h(doc, 'p', { class: 'text', text: it.text }) : null));
  });
  return h(doc, 'ul', { class: 'items', id: 'items' }, ...lis);
}

/**
 * listingView builds the listing as the reader shows it: its
 * introduction (head.intro, else the article whole: it does not show the
 * items), a heading counting the items, the list.
 * @returns {HTMLElement} section#listing
 */
export function listingView(doc, head, { base, remoteImages = true } = {}) {
  const section = h(doc, 'section', { class: 'listing', id: 'listing', lang: head.lang || undefined });
  const html = head.intro ? head.intro.html || '' : head.article?.html || '';
  const intro = h(doc, 'div', { class: 'intro body' }, sanitizeFragment(html, { doc, base, remoteImages }));
  // The page's heading atop the introduction repeats the header's title;
  // what it leaves of the introduction may be empty boxes.
  dropTitleHeading(intro, head.title, { loose: true });
  dropBlankBlocks(intro);
  if (!intro.hasChildNodes()) {
    const text = head.intro ? head.intro.text : head.article?.text;
    if (text) for (const para of String(text).split(/\n{2,}/)) intro.append(h(doc, 'p', { text: para }));
  }
  if (intro.hasChildNodes()) section.append(intro);
  const n = head.items.length;
  const list = itemsList(doc, head.items, { base, remoteImages });
  list.setAttribute('aria-labelledby', 'items-count');
  section.append(h(doc, 'h2', { class: 'items-count', id: 'items-count', text: `${n} ${n === 1 ? 'item' : 'items'}` }), list);
  return section;
}

/**
 * productCard builds a product page's card (core's Result.product): its
 * picture (the declared one, else the page's image), its name, and its
 * facts as a definition list; null when it declares none beyond its name.
 * @param {Document} doc
 * @param {object} product
 * @param {{image?: string, base?: string, remoteImages?: boolean}} env
 */
export function productCard(doc, product, { image = '', base, remoteImages = true } = {}) {
  if (!product) return null;
  const rows = productRows(product);
  if (rows.length === 0) return null;
  const pic = pictureHTML(product.image || image, product.name || '');
  return h(doc, 'aside', { class: 'product-card', id: 'product', 'aria-label': 'Product' },
    pic ? hideOnError(h(doc, 'div', { class: 'picture' }, sanitizeFragment(pic, { doc, base, remoteImages }))) : null,
    product.name ? h(doc, 'p', { class: 'name', text: product.name }) : null,
    h(doc, 'dl', {}, ...rows.flatMap(([label, value]) => [h(doc, 'dt', { text: label }), h(doc, 'dd', { text: value })])));
}

/** productRows are the product's facts worth a card, [label, value] each. */
function productRows(p) {
  return [['Brand', p.brand], ['Price', priceText(p)], ['Availability', availabilityText(p.availability)],
    ['Rating', ratingText(p)], ['SKU', p.sku]].filter(([, v]) => v);
}

/**
 * productCardHTML is the product's card for the saved HTML file: the same
 * parts as the reader's, as a string; '' when it declares no facts.
 * @param {object} env the sanitiser's ({doc, DOMParser, remoteImages})
 */
export function productCardHTML(product, { image = '', base, env = {} } = {}) {
  if (!product) return '';
  const rows = productRows(product);
  if (rows.length === 0) return '';
  const pic = pictureHTML(product.image || image, product.name || '');
  return `<aside class="product-card">${pic ? sanitizeHTML(pic, { ...env, base }) : ''}` +
    `${product.name ? `<p class="name">${escapeText(product.name)}</p>` : ''}` +
    `<dl>${rows.map(([l, v]) => `<dt>${escapeText(l)}</dt><dd>${escapeText(v)}</dd>`).join('')}</dl></aside>`;
}

/**
 * itemsHTML is a listing's items for the saved HTML file: the list the
 * reader shows, as a string.
 */
export function itemsHTML(items, { base, env = {} } = {}) {
  const lis = (items ?? []).map((it) => {
    const pic = pictureHTML(it.image);
    const href = httpURL(it.url || '');
    const name = escapeText(it.name || href);
    const facts = itemFacts(it).map((f) => ` <span class="${f.startsWith('★') ? 'rating' : 'price'}">${escapeText(f)}</span>`).join('');
    return `<li class="item">${pic ? `<div class="thumb">${sanitizeHTML(pic, { ...env, base })}</div>` : ''}<div class="info">` +
      `${href ? `<a class="name" href="${escapeText(href)}">${name}</a>` : `<span class="name">${name}</span>`}${facts}` +
      `${it.text ? `<p class="text">${escapeText(it.text)}</p>` : ''}</div></li>`;
  });
  return lis.length ? `<ul class="items">\n${lis.join('\n')}\n</ul>` : '';
}
