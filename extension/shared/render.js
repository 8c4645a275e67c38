// render.js — builds the reader view of a Result with DOM calls only; every
// piece of page HTML goes through the sanitiser (sanitize.js) first. Shared by
// the extension's reader page and web/.

import { PLACEHOLDER, loadPlaceholder, sanitizeFragment } from './sanitize.js';
import { badgeText, formatDate, hasContent, plural, readingMinutes, threads } from './format.js';

function h(doc, tag, attrs = {}, ...kids) {
  const el = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'text') el.textContent = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const kid of kids) if (kid) el.append(kid);
  return el;
}

function metaLine(doc, result, showComments) {
  const items = [];
  if (result.byline) items.push(result.byline);
  if (result.published) items.push(formatDate(result.published));
  if (result.siteName) items.push(result.siteName);
  const min = readingMinutes(result, { withComments: showComments });
  if (min > 0) items.push(`${min} min read`);
  if (items.length === 0) return null;
  return h(doc, 'p', { class: 'meta' }, ...items.map((t) => h(doc, 'span', { text: t })));
}

/**
 * cleanPart sanitises one comment or post: a part that is a lone list item
 * (the core returns the comment's own block, often an <li>) is unwrapped so
 * it shows no stray bullet.
 */
function cleanPart(doc, html, base, remoteImages) {
  const frag = sanitizeFragment(html || '', { doc, base, remoteImages });
  const kids = [...frag.childNodes].filter((n) => n.nodeType === 1 || (n.nodeType === 3 && n.data.trim() !== ''));
  if (kids.length === 1 && kids[0].nodeType === 1 && kids[0].localName === 'li') {
    const li = kids[0];
    const out = doc.createDocumentFragment();
    while (li.firstChild) out.append(li.firstChild);
    return out;
  }
  return frag;
}

/** dropTitleHeading removes the article's first heading when it repeats the title. */
function dropTitleHeading(article, title) {
  const first = article.querySelector('h1, h2');
  const norm = (s) => String(s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  if (first && title && norm(first.textContent) === norm(title) && article.firstElementChild === first) first.remove();
}

/**
 * whoLine is a comment's or post's author, date, number, score and
 * accepted mark: what a forum shows above each post.
 */
function whoLine(doc, c, tag, attrs, extra) {
  const parts = [];
  if (c.number) parts.push(`#${c.number}`);
  if (c.score) parts.push(`${c.score} points`);
  return h(doc, tag, attrs,
    h(doc, 'span', { class: 'author', text: c.author || 'Anonymous' }),
    c.date ? doc.createTextNode(` · ${formatDate(c.date)}`) : null,
    parts.length ? doc.createTextNode(` · ${parts.join(' · ')}`) : null,
    c.accepted ? h(doc, 'span', { class: 'accepted', title: 'Accepted answer', text: ' · ✓ accepted' }) : null,
    extra);
}

function commentNode(doc, node, base, remoteImages) {
  const c = node.comment;
  const summary = whoLine(doc, c, 'summary', {},
    node.replies.length ? doc.createTextNode(` · ${plural(node.replies.length, 'reply')}`.replace('replys', 'replies')) : null);
  const body = h(doc, 'div', { class: 'text' });
  body.append(cleanPart(doc, c.html, base, remoteImages));
  if (!body.hasChildNodes() && c.text) body.append(h(doc, 'p', { text: c.text }));
  const el = h(doc, 'details', { class: c.accepted ? 'comment accepted' : 'comment', open: true, 'data-depth': node.depth, 'data-node': c.node }, summary, body);
  if (node.replies.length) {
    const replies = h(doc, 'div', { class: 'replies' });
    for (const r of node.replies) replies.append(commentNode(doc, r, base, remoteImages));
    el.append(replies);
  }
  return el;
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
 * renderResult fills container with the reader view. With remoteImages
 * false, images from the web are click-to-load placeholders: nothing is
 * fetched until the reader asks.
 * @param {object} result the core Result
 * @param {Element} container
 * @param {{showComments?: boolean, url?: string, onNoiseMap?: Function, remoteImages?: boolean}} opts
 * @returns {{empty: boolean}}
 */
export function renderResult(result, container, { showComments = true, url = '', onNoiseMap = null, remoteImages = true } = {}) {
  const doc = container.ownerDocument;
  const base = url || result.url || undefined;
  container.replaceChildren();
  armPlaceholders(container);
  const badge = h(doc, 'span', { class: 'badge', id: 'badge', 'data-type': result.type ?? '', text: badgeText(result) });
  const head = h(doc, 'header', { class: 'head' }, badge, h(doc, 'h1', { id: 'title', text: result.title || 'Untitled' }), metaLine(doc, result, showComments));
  container.append(head);

  if (!hasContent(result)) {
    const empty = renderEmpty(doc, 'pith found no article on this page.', 'The page may be mostly navigation, a login wall or an app. The noise map shows what was found and why each part was dropped.', onNoiseMap);
    container.append(empty);
    return { empty: true };
  }

  // A discussion is read as its posts: the opening post first, as the
  // article, then the replies, threaded and collapsible.
  const posts = result.type === 'M' ? result.posts ?? [] : [];
  const article = h(doc, 'article', { class: 'body', id: 'article', lang: result.lang || undefined });
  if (posts.length > 0) {
    const op = posts[0];
    article.append(whoLine(doc, op, 'p', { class: 'who op', 'data-node': op.node }), cleanPart(doc, op.html, base, remoteImages));
    if (!op.html && op.text) article.append(h(doc, 'p', { text: op.text }));
  } else {
    article.append(sanitizeFragment(result.article?.html ?? '', { doc, base, remoteImages }));
    dropTitleHeading(article, result.title);
    if (!article.hasChildNodes() && result.article?.text) {
      for (const para of result.article.text.split(/\n{2,}/)) article.append(h(doc, 'p', { text: para }));
    }
  }
  container.append(article);

  if (posts.length > 1) {
    const sec = h(doc, 'section', { class: 'comments posts', id: 'posts' }, h(doc, 'h2', { text: plural(posts.length - 1, 'reply').replace('replys', 'replies') }));
    for (const node of threads(posts.slice(1))) sec.append(commentNode(doc, node, base, remoteImages));
    container.append(sec);
  } else if (posts.length === 0 && showComments && (result.comments?.length ?? 0) > 0) {
    const sec = h(doc, 'section', { class: 'comments', id: 'comments' }, h(doc, 'h2', { text: plural(result.comments.length, 'comment') }));
    for (const node of threads(result.comments)) sec.append(commentNode(doc, node, base, remoteImages));
    container.append(sec);
  }
  return { empty: false };
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
