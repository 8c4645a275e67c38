// view.js — the reader's view of a Result, made once by the background and
// sent to the reader in parts: the head (metadata, the article, counts,
// reading time, notices) first, then the comments or posts a part at a time.
// Lean: only what the reader paints or saves as HTML crosses — no regions,
// no trace, no Markdown, no plain text beside HTML (text only where a part
// has no HTML). The background keeps the whole Result for saving Markdown
// and for the noise map. Pure: unit-tested in Node.

import { hasContent, readingMinutes } from './format.js';
import { cutNotices } from './notices.js';
import { splitArticle } from './split.js';

/**
 * An article of more HTML than this goes to the reader in parts (split.js):
 * the first with the head, the rest after the first paint (reader:article).
 * The reader paints one this long in steps (render.js LONG_ARTICLE).
 */
export const SPLIT_FROM = 200_000;

/** leanItem is a comment or post as the reader needs it. */
function leanItem(c) {
  const item = { author: c.author ?? '', date: c.date ?? '', depth: c.depth ?? 0, node: c.node ?? -1, html: c.html ?? '' };
  if (!item.html) item.text = c.text ?? '';
  // What a forum shows beside the author, only where the page shows it.
  if (c.number) item.number = c.number;
  if (c.score) item.score = c.score;
  if (c.accepted) item.accepted = true;
  return item;
}

/** leanListItem is a listing's item as the reader shows it. */
function leanListItem(it) {
  const out = { name: it.name ?? '' };
  for (const k of ['url', 'image', 'price', 'currency', 'text', 'rating']) if (it[k]) out[k] = it[k];
  return out;
}

/**
 * readerView splits result into {head, items, articleParts}. items are the
 * replies of a discussion (head.op is its opening post, which the reader
 * shows in place of an article) or the comments; head.list says which,
 * head.total how many. With split, a long article's HTML is cut into
 * parts of whole blocks (split.js): head.article.html is the first,
 * head.article.parts how many there are, articleParts all of them.
 * @param {object} result the core Result
 * @param {{cut?: boolean}} capture what the capture says of the page
 * @param {{split?: boolean}} opts
 */
export function readerView(result, capture = {}, { split = false } = {}) {
  const r = result ?? {};
  const posts = r.posts ?? [];
  const comments = r.comments ?? [];
  const list = r.type === 'M' && posts.length > 0 ? 'posts' : 'comments';
  const items = (list === 'posts' ? posts.slice(1) : comments).map(leanItem);
  const article = r.article ?? {};
  const head = {
    url: r.url, type: r.type, typeConfidence: r.typeConfidence, kind: r.kind, product: r.product,
    title: r.title, byline: r.byline, published: r.published, lang: r.lang,
    siteName: r.siteName, image: r.image, excerpt: r.excerpt,
    article: { html: article.html ?? '', text: article.html ? '' : article.text ?? '', words: article.words ?? 0 },
    stats: r.stats,
    // A listing's items and its introduction (the article before them),
    // which the reader shows in place of the article (items.js).
    items: r.items?.length ? r.items.map(leanListItem) : undefined,
    // Whether the items look right enough to open the listing as them
    // (core's gate); else it opens as its article, the items a switch away.
    itemsView: r.items?.length ? r.itemsView === true : undefined,
    intro: r.intro ? { html: r.intro.html ?? '', text: r.intro.html ? '' : r.intro.text ?? '' } : undefined,
    list,
    op: list === 'posts' ? leanItem(posts[0]) : undefined,
    total: items.length,
    commentCount: comments.length,
    postCount: posts.length,
    minutes: { withComments: readingMinutes(r, { withComments: true }), without: readingMinutes(r, { withComments: false }) },
    empty: !hasContent(r),
    notices: cutNotices(r.stats, capture),
  };
  let articleParts = [head.article.html];
  if (split && head.article.html.length > SPLIT_FROM) {
    articleParts = splitArticle(head.article.html).parts;
    head.article.html = articleParts[0];
    head.article.parts = articleParts.length;
  }
  return { head, items, articleParts };
}

/**
 * sameHead tells whether two heads show the same (a page's early view, the
 * article alone, and its whole view): then the reader keeps what it painted
 * and only adds the comments or posts.
 */
export function sameHead(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * asResult puts a view back in the Result's shape (for the saved HTML file
 * and web/): head, the items received so far and, for an article sent in
 * parts, its parts.
 */
export function asResult(head, items, articleParts = null) {
  const rest = { ...head };
  // The whole article: the parts received (all of them, when saving).
  if (articleParts && articleParts.length > 1) rest.article = { ...head.article, html: articleParts.join('') };
  if (rest.article) {
    rest.article = { ...rest.article };
    delete rest.article.parts;
  }
  for (const k of ['list', 'op', 'total', 'commentCount', 'postCount', 'minutes', 'empty', 'notices']) delete rest[k];
  return { ...rest, comments: head.list === 'comments' ? items : [], posts: head.list === 'posts' ? [head.op, ...items] : [] };
}
