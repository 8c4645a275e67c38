// render.js — builds the reader view of a Result with DOM calls only; every
// piece of page HTML goes through the sanitiser (sanitize.js) first. Shared by
// the extension's reader page and web/.

import { PLACEHOLDER, loadPlaceholder, sanitizeFragment, sanitizeChildren } from './sanitize.js';
import { badgeText, formatDate, kindText, plural, httpURL, scoreText } from './format.js';
import { readerView } from './view.js';
import { WRAPPERS } from './split.js';
import { hasItemView, listingView, opensAsItems, productCard } from './items.js';
import { h } from './dom.js';
import { dropTitleHeading, layOutPost, replyDepth } from './postlayout.js';
import { foldQuotes, threadMemory } from './quotes.js';

export { availabilityText } from './items.js';

/**
 * sourceLink is the header's link back to the original page, named by the
 * site (its name, else its host); null for a page without an http(s) address.
 */
function sourceLink(doc, head, url) {
  const href = httpURL(url || head.url || '');
  if (!href) return null;
  return h(doc, 'a', { class: 'source', id: 'source', href, rel: 'noreferrer', title: `The original page: ${href}`, text: `${head.siteName || new URL(href).host} ↗` });
}

function metaLine(doc, head, showComments, url) {
  const items = [];
  if (head.byline) items.push(head.byline);
  if (head.published) items.push(formatDate(head.published));
  const source = sourceLink(doc, head, url);
  if (source) items.push(source);
  else if (head.siteName) items.push(head.siteName);
  const min = head.minutes ? head.minutes[showComments ? 'withComments' : 'without'] : 0;
  if (min > 0) items.push(`${min} min read`);
  if (items.length === 0) return null;
  return h(doc, 'p', { class: 'meta' }, ...items.map((t) => (typeof t === 'string' ? h(doc, 'span', { text: t }) : h(doc, 'span', {}, t))));
}

/**
 * cleanPart sanitises one comment or post: a part that is a lone list item
 * (the core returns the comment's own block, often an <li>) is unwrapped so
 * it shows no stray bullet.
 */
function cleanPart(doc, html, base, remoteImages, parsed = null) {
  const env = { doc, base, remoteImages };
  const frag = parsed ? sanitizeChildren(parsed, doc.createDocumentFragment(), env) : sanitizeFragment(html || '', env);
  layOutPost(doc, frag);
  const kids = [...frag.childNodes].filter((n) => n.nodeType === 1 || (n.nodeType === 3 && n.data.trim() !== ''));
  if (kids.length === 1 && kids[0].nodeType === 1 && kids[0].localName === 'li') {
    const li = kids[0];
    const out = doc.createDocumentFragment();
    while (li.firstChild) out.append(li.firstChild);
    return out;
  }
  return frag;
}

/** The languages written right to left (their primary subtags): Arabic, Hebrew, Persian, Urdu, Pashto, Sindhi, Uyghur, Dhivehi, Yiddish, Kurdish (Sorani), Syriac. */
const RTL = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'dv', 'yi', 'ckb', 'syr']);

/**
 * textDirection is the article's dir: right to left for a page in a
 * language written so (its lang), the browser's guess from the first
 * letters for a page that names none, and the reader's own (left to right)
 * otherwise. Without it an Arabic article was set left to right: its
 * lines flush left, its full stops at the wrong end, its bullets outside.
 */
export function textDirection(lang) {
  const primary = String(lang ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (!primary) return 'auto';
  return RTL.has(primary) ? 'rtl' : undefined;
}

// A discussion repeats few distinct dates; formatting one (Intl) costs more
// than building the comment's elements.
const dates = new Map();
function dateText(value) {
  let t = dates.get(value);
  if (t === undefined) {
    if (dates.size > 5000) dates.clear();
    t = formatDate(value);
    dates.set(value, t);
  }
  return t;
}

const repliesText = (n) => (n ? ` · ${plural(n, 'reply')}`.replace('replys', 'replies') : '');

/**
 * whoLine is a comment's or post's author, date, number, score and
 * accepted mark: what a forum shows above each post.
 */
function whoLine(doc, c, tag, attrs, extra) {
  const parts = [c.number && `#${c.number}`, c.score && scoreText(c.score)].filter(Boolean);
  return h(doc, tag, attrs,
    h(doc, 'span', { class: 'author', text: c.author || 'Anonymous' }),
    c.date ? doc.createTextNode(` · ${dateText(c.date)}`) : null,
    parts.length ? doc.createTextNode(` · ${parts.join(' · ')}`) : null,
    c.accepted ? h(doc, 'span', { class: 'accepted', title: 'Accepted answer', text: ' · ✓ accepted' }) : null,
    extra);
}

/**
 * commentEntry builds one comment's or reply's <details>; its replies are
 * added later (they may come in a later part), and its summary's reply
 * count with them.
 */
function commentEntry(doc, c, depth, base, remoteImages, parsed) {
  const count = doc.createTextNode('');
  const summary = whoLine(doc, c, 'summary', {}, count);
  const body = h(doc, 'div', { class: 'text', dir: 'auto' }); // a post in Arabic in a thread in English reads right to left
  body.append(cleanPart(doc, c.html, base, remoteImages, parsed));
  if (!body.hasChildNodes() && c.text) body.append(h(doc, 'p', { text: c.text }));
  const el = h(doc, 'details', { class: c.accepted ? 'comment accepted' : 'comment', open: true, 'data-depth': depth, 'data-node': c.node }, summary, body);
  return { el, body, count, replies: null, n: 0 };
}

/**
 * parseAll parses the HTML of several comments or posts in one inert
 * document (one parse instead of one each: the parses were a third of
 * painting a long discussion), each in a wrapper; it returns the wrappers in
 * order, or null when the parser did not keep one wrapper per item (a part
 * whose markup reaches out of it), and each is then parsed on its own.
 */
function parseAll(items) {
  if (items.length < 2 || typeof globalThis.DOMParser !== 'function') return null;
  const html = items.map((c, k) => `<div data-pith-part="${k}">${c.html || ''}</div>`).join('');
  const body = new globalThis.DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html').body;
  const wraps = body.children;
  if (wraps.length !== items.length) return null;
  for (let k = 0; k < wraps.length; k++) if (wraps[k].getAttribute('data-pith-part') !== String(k)) return null;
  return [...wraps];
}

/**
 * listView paints comments or a discussion's replies as threads (a comment
 * deeper than the one before it is its reply; a jump of more than one level
 * is clamped) into section, as they come: add(items) appends the next ones
 * in page order, so a long discussion is painted part by part; flush()
 * shows them. A long quote of an earlier post (or of the opening post op)
 * is folded under its attribution (quotes.js).
 */
function listView(doc, section, base, remoteImages, opText = '') {
  const stack = []; // stack[d]: the open comment at depth d
  let n = 0;
  // What the thread said so far: a long quote of it is folded (quotes.js).
  const memory = threadMemory();
  memory.add(opText);
  // New threads and posts wait in a fragment until flush(): the page then
  // renders one change for many slices of work, not a frame for each.
  let pending = doc.createDocumentFragment();
  return {
    add(items) {
      const parsed = parseAll(items);
      items.forEach((c, k) => {
        n++;
        const depth = replyDepth(c.depth, stack.length);
        const entry = commentEntry(doc, c, depth, base, remoteImages, parsed?.[k]);
        foldQuotes(doc, entry.body, memory);
        memory.add(entry.body.textContent); // a folded quote's words are still the post's
        if (depth === 0) {
          pending.append(entry.el);
        } else {
          const parent = stack[depth - 1];
          if (!parent.replies) parent.replies = parent.el.appendChild(h(doc, 'div', { class: 'replies' }));
          parent.replies.append(entry.el);
          parent.count.data = repliesText(++parent.n);
        }
        stack.length = depth;
        stack.push(entry);
      });
    },
    /** flush shows what add() built since the last flush. */
    flush() {
      if (pending.hasChildNodes()) section.append(pending);
      pending = doc.createDocumentFragment();
    },
    get count() { return n; },
  };
}

/** armed are the containers whose image placeholders load on a click. */
const armed = new WeakSet();

/** armPlaceholders makes a click on an image placeholder load that image (and only that one). */
function armPlaceholders(container) {
  if (armed.has(container)) return;
  armed.add(container);
  container.addEventListener('click', (ev) => {
    const a = ev.target?.closest?.(`a.${PLACEHOLDER}`);
    if (!a || !container.contains(a)) return;
    ev.preventDefault();
    loadPlaceholder(a);
  });
}

/**
 * renderHead fills container with the reader view's head (shared/view.js:
 * metadata, the article, counts, reading time, notices) and returns
 * {empty, list, articleSteps}: list.add(items) paints the comments or posts
 * (null when they are not shown); a very long article is painted in steps,
 * its first blocks at once and the rest each time articleSteps.next() is
 * called (null for an article painted whole).
 * @param {object} head
 * @param {Element} container
 * With remoteImages false, images from the web are click-to-load
 * placeholders: nothing is fetched until the reader asks.
 * An article sent in parts (head.article.parts > 1, view.js) is painted
 * from articleParts, the parts received so far: the reader appends the
 * others as they come, and articleSteps.next() gives ARTICLE_WAIT while the
 * next one is missing.
 * @param {{showComments?: boolean, url?: string, onNoiseMap?: Function, remoteImages?: boolean, articleParts?: string[]}} opts
 */
export function renderHead(head, container, { showComments = true, url = '', onNoiseMap = null, remoteImages = true, articleParts = null } = {}) {
  const doc = container.ownerDocument;
  const base = url || head.url || undefined;
  container.replaceChildren();
  armPlaceholders(container);
  const counts = { type: head.type, comments: { length: head.commentCount ?? 0 }, posts: { length: head.postCount ?? 0 } };
  const badge = h(doc, 'span', { class: 'badge', id: 'badge', 'data-type': head.type ?? '', text: badgeText(counts) });
  // The kind (a product, a listing, documentation…) beside the type; the
  // article is laid out for it (reader.css reads data-kind).
  // A discussion of type M says so in the type's badge already.
  const kindName = head.kind === 'discussion' && head.type === 'M' ? '' : kindText(head.kind);
  const kind = kindName ? h(doc, 'span', { class: 'badge kind', id: 'kind', 'data-kind': head.kind, text: kindName }) : null;
  const header = h(doc, 'header', { class: 'head', 'data-kind': head.kind || undefined }, badge, ...(kind ? [' ', kind] : []), h(doc, 'h1', { id: 'title', dir: 'auto', text: head.title || 'Untitled' }), metaLine(doc, head, showComments, base));
  container.append(header);
  const card = productCard(doc, head.product, { image: head.image, base, remoteImages });
  if (card) container.append(card);
  if (head.notices?.length) {
    container.append(h(doc, 'div', { class: 'notice', id: 'notice', role: 'note' }, ...head.notices.map((t) => h(doc, 'p', { text: t }))));
  }

  if (head.empty) {
    const empty = renderEmpty(doc, 'pith found no article on this page.', 'The page may be mostly navigation, a login wall or an app. The noise map shows what was found and why each part was dropped.', onNoiseMap);
    container.append(empty);
    return { empty: true, list: null };
  }

  // A discussion is read as its posts: the opening post first, as the
  // article under its author's line, then the replies, threaded.
  const postsOnly = head.list === 'posts';
  const article = h(doc, 'article', { class: 'body', id: 'article', lang: head.lang || undefined, dir: textDirection(head.lang), 'data-kind': head.kind || undefined });
  let articleSteps = null;
  const op = postsOnly ? head.op : null;
  if (op) {
    // The opening post's own heading repeats the thread's title (new Reddit): shown once, above.
    const body = cleanPart(doc, op.html, base, remoteImages);
    dropTitleHeading(body, head.title);
    article.append(whoLine(doc, op, 'p', { class: 'who op', 'data-node': op.node }), body);
    if (!op.html && op.text) article.append(h(doc, 'p', { text: op.text }));
  } else if (!postsOnly) {
    const html = head.article?.html ?? '';
    const total = head.article?.parts ?? 1;
    if (total > 1 || html.length > LONG_ARTICLE) {
      articleSteps = longArticle(doc, article, total > 1 ? articleParts ?? [html] : [html], total, { doc, base, remoteImages, head });
      articleSteps.next(); // its first blocks now
    } else {
      article.append(sanitizeFragment(html, { doc, base, remoteImages }));
      finishArticle(doc, article, head);
    }
  }
  container.append(article);
  if (!postsOnly && hasItemView(head)) listingSwitch(doc, header, article, container.appendChild(listingView(doc, head, { base, remoteImages })), !opensAsItems(head));

  const total = head.total ?? 0;
  if (postsOnly) {
    const sec = h(doc, 'section', { class: 'comments posts', id: 'posts' }, h(doc, 'h2', { text: plural(total, 'reply').replace('replys', 'replies') }));
    container.append(sec);
    return { empty: false, list: listView(doc, sec, base, remoteImages, op ? article.textContent : ''), articleSteps };
  }
  if (showComments && total > 0) {
    const sec = h(doc, 'section', { class: 'comments', id: 'comments' }, h(doc, 'h2', { text: plural(total, 'comment') }));
    container.append(sec);
    return { empty: false, list: listView(doc, sec, base, remoteImages), articleSteps };
  }
  return { empty: false, list: null, articleSteps };
}

/**
 * listingSwitch adds to the header the switch between a listing's items
 * (the listing view) and its article as extracted: a toggle button
 * (aria-pressed: the article is shown) that shows one of the two and
 * hides the other. extracted: the article is shown first (the items do
 * not look right: opensAsItems).
 */
function listingSwitch(doc, header, article, listing, extracted) {
  const button = h(doc, 'button', { type: 'button', class: 'view-switch', id: 'view-switch', 'aria-pressed': 'false', 'aria-controls': 'article listing', text: 'As extracted', title: 'Show the article as pith extracted it, instead of the list of items' });
  const show = (extracted) => {
    button.setAttribute('aria-pressed', String(extracted));
    article.hidden = !extracted;
    listing.hidden = extracted;
  };
  button.addEventListener('click', () => show(button.getAttribute('aria-pressed') !== 'true'));
  show(extracted);
  header.append(button);
}

/** An article of more HTML than this (characters) is painted part by part. */
const LONG_ARTICLE = 200_000;
/** How many blocks of a long article one step paints. */
const ARTICLE_STEP = 40;

/** finishArticle drops a heading that repeats the title, or shows the text when the HTML gave nothing. */
function finishArticle(doc, article, head) {
  dropTitleHeading(article, head.title);
  if (!article.hasChildNodes() && head.article?.text) {
    for (const para of head.article.text.split(/\n{2,}/)) article.append(h(doc, 'p', { text: para }));
  }
}


/** What articleSteps.next() gives while the next part of the article has not come. */
export const ARTICLE_WAIT = Symbol('pith.articleWait');

/**
 * longArticle paints a very long article as a generator, ARTICLE_STEP blocks
 * a step. Each part is parsed once (inertly) when its turn comes, and its
 * blocks are cleaned and appended in order. An article in one part has the
 * wrappers around its blocks looked through here; one in several parts had
 * them taken off when it was cut (split.js).
 * @param {string[]} parts the parts received so far (the reader adds to it)
 * @param {number} total how many parts there are
 */
function* longArticle(doc, article, parts, total, { base, remoteImages, head }) {
  const Parser = globalThis.DOMParser;
  const env = { doc, base, remoteImages, budget: { left: 2_000_000 } };
  let first = true;
  for (let k = 0; k < total; k++) {
    while (k >= parts.length) yield ARTICLE_WAIT;
    const parsed = new Parser().parseFromString(`<!doctype html><html><body>${parts[k]}</body></html>`, 'text/html');
    let box = parsed.body;
    while (total === 1) {
      const kids = [...box.childNodes].filter((n) => n.nodeType === 1 || (n.nodeType === 3 && n.data.trim() !== ''));
      if (kids.length !== 1 || kids[0].nodeType !== 1 || !WRAPPERS.has(kids[0].localName)) break;
      box = kids[0];
    }
    while (box.firstChild) {
      const part = parsed.createDocumentFragment();
      for (let i = 0; i < ARTICLE_STEP && box.firstChild; i++) part.append(box.firstChild);
      if (first) {
        sanitizeChildren(part, article, env);
        dropTitleHeading(article, head.title);
        first = false;
      } else {
        // Later blocks in parts the browser lays out only when scrolled to.
        sanitizeChildren(part, article.appendChild(h(doc, 'div', { class: 'part' })), env);
      }
      if (box.firstChild || k + 1 < total) yield;
    }
  }
  if (!article.hasChildNodes()) finishArticle(doc, article, head);
}

/**
 * renderResult fills container with the reader view of a whole Result at
 * once (web/ and the tests; the extension's reader paints part by part).
 * @param {object} result the core Result
 * @param {Element} container
 * @param {{showComments?: boolean, url?: string, onNoiseMap?: Function, remoteImages?: boolean}} opts
 * @returns {{empty: boolean}}
 */
export function renderResult(result, container, opts = {}) {
  const { head, items } = readerView(result);
  head.article = result.article ?? head.article; // the text too, as the fallback of an article whose HTML cleans to nothing
  const { empty, list, articleSteps } = renderHead(head, container, opts);
  if (articleSteps) for (let r = articleSteps.next(); !r.done; r = articleSteps.next());
  if (list) {
    list.add(items);
    list.flush();
  }
  return { empty };
}

/** renderEmpty is the plain "nothing found / it failed" box. */
export function renderEmpty(doc, title, detail, onNoiseMap) {
  const box = h(doc, 'div', { class: 'empty', id: 'empty', role: 'alert' }, h(doc, 'strong', { text: title }), h(doc, 'p', { text: detail }));
  if (onNoiseMap) {
    const btn = h(doc, 'button', { type: 'button', id: 'empty-noisemap', text: 'Show the noise map' });
    btn.addEventListener('click', onNoiseMap);
    box.append(btn);
  }
  return box;
}
