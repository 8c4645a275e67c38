// format.js — small pure helpers for the reader view and the saved files.

const WORDS_PER_MINUTE = 230;

/** badgeText is the page-type badge: "Article", "Article · 23 comments", "Discussion · 15 posts". */
export function badgeText(result) {
  const comments = result?.comments?.length ?? 0;
  const posts = result?.posts?.length ?? 0;
  switch (result?.type) {
    case 'AC':
      return `Article · ${plural(comments, 'comment')}`;
    case 'M':
      return `Discussion · ${plural(posts, 'post')}`;
    case 'A':
      return 'Article';
    default:
      return 'Page';
  }
}

/**
 * kindText names the page kind (core's Result.kind: what the page is for)
 * for the badge beside the type's; '' for an article, which the type's
 * badge already says, and for a kind this version does not know.
 */
export function kindText(kind) {
  return { documentation: 'Documentation', product: 'Product', listing: 'Listing', discussion: 'Discussion', page: 'Page of sections' }[kind] ?? '';
}

/** plural writes "1 comment", "2 comments". */
export function plural(n, word) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** scoreText is a post's score as a count of points: "1 point", "-1 point", "12 points", "1.2k points". */
export function scoreText(score) {
  const s = String(score).trim();
  return `${s} ${/^[-+\u2212]?1$/.test(s) ? 'point' : 'points'}`;
}

/** pageTypeName spells the type for front matter and titles. */
export function pageTypeName(type) {
  return { A: 'article', AC: 'article with comments', M: 'discussion' }[type] ?? 'unknown';
}

/** readingMinutes estimates the reading time of the article and shown comments/posts. */
export function readingMinutes(result, { withComments = true } = {}) {
  let words = result?.article?.words ?? countWords(result?.article?.text ?? '');
  if (withComments) {
    for (const c of [...(result?.comments ?? []), ...(result?.posts ?? [])]) words += countWords(c.text ?? '');
  }
  return words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** countWords counts whitespace-separated words. */
export function countWords(text) {
  const m = String(text).match(/\S+/g);
  return m ? m.length : 0;
}

/** hasContent tells whether an extraction found anything to read. */
export function hasContent(result) {
  return Boolean(
    result && ((result.article?.text ?? '').trim() !== '' || (result.posts?.length ?? 0) > 0),
  );
}

/** formatDate shows an ISO-ish date in the reader's locale, or the input as is. */
export function formatDate(value, locale = undefined) {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return d.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * threads nests a flat list of comments by their depth (page order, depth 0 =
 * top level; a comment deeper than its predecessor is its reply). Returns
 * [{comment, replies: [...]}]. A depth jump of more than one is clamped.
 */
export function threads(comments) {
  const roots = [];
  const stack = []; // stack[d] = node at depth d
  for (const c of comments ?? []) {
    const want = Math.max(0, Number(c.depth) || 0);
    const depth = Math.min(want, stack.length);
    const node = { comment: c, depth, replies: [] };
    if (depth === 0) roots.push(node);
    else stack[depth - 1].replies.push(node);
    stack.length = depth;
    stack.push(node);
  }
  return roots;
}

/** httpURL is url's normalised form when it is an http(s) address, else ''. */
export function httpURL(url) {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : '';
  } catch {
    return '';
  }
}

/** escapeHTML escapes text for element content and quoted attribute values. */
export function escapeHTML(s) {
  return String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}
