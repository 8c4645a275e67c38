// highlights.js — the reader's highlights: passages of the article the user
// marked, each with an optional note, kept per page address in the
// extension's local storage (nothing leaves the machine). A highlight is
// kept as a quote of the text ({text, prefix, suffix}), found again in the
// article when the reader opens the page, and shown as <mark> elements
// made with DOM calls. The saved Markdown gets a Highlights section and
// ==marked== text; the saved HTML its <mark>s and the same section.

/** Stored per page: storage.local["highlights:" + address without its #fragment]. */
export const KEY_PREFIX = 'highlights:';
const CONTEXT = 32; // characters of prefix and suffix kept with a quote
export const MAX_HIGHLIGHTS = 500; // per page
export const MAX_NOTE = 2000; // characters
const MAX_TEXT = 5000;

/** storageKey is the key of a page's highlights. */
export function storageKey(url) {
  return KEY_PREFIX + String(url ?? '').replace(/#.*$/, '');
}

/** textIndex is the text of root, its text nodes in order with where each starts. */
function textIndex(root) {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const nodes = [];
  let text = '';
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    nodes.push({ node: n, start: text.length });
    text += n.data;
  }
  return { nodes, text };
}

/**
 * quoteOf is the quote of a range inside root: {text, prefix, suffix}, or
 * null when the range is empty or not inside root.
 */
export function quoteOf(root, range) {
  if (!range || range.collapsed || !root.contains(range.commonAncestorContainer)) return null;
  const before = root.ownerDocument.createRange();
  before.setStart(root, 0);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  const text = range.toString();
  if (text.trim() === '' || text.length > MAX_TEXT) return null;
  const all = textIndex(root).text;
  return { text, prefix: all.slice(Math.max(0, start - CONTEXT), start), suffix: all.slice(start + text.length, start + text.length + CONTEXT) };
}

/** common counts the characters a and b share from their ends (fromEnd) or starts. */
function common(a, b, fromEnd) {
  let n = 0;
  while (n < a.length && n < b.length && (fromEnd ? a[a.length - 1 - n] === b[b.length - 1 - n] : a[n] === b[n])) n++;
  return n;
}

/** locate finds a quote in text: [start, end] of its best match (prefix and suffix), or null. */
export function locate(text, quote) {
  if (!quote?.text) return null;
  let best = null;
  let bestScore = -1;
  for (let at = text.indexOf(quote.text); at >= 0; at = text.indexOf(quote.text, at + 1)) {
    const score = common(text.slice(Math.max(0, at - CONTEXT), at), quote.prefix ?? '', true)
      + common(text.slice(at + quote.text.length, at + quote.text.length + CONTEXT), quote.suffix ?? '', false);
    if (score > bestScore) {
      best = [at, at + quote.text.length];
      bestScore = score;
    }
  }
  return best;
}

/**
 * markQuote wraps the quote's text inside root in <mark class="pith-hl">
 * elements (one per text node it spans) carrying data-hl=id; returns the
 * marks (none when the quote is no longer in the text).
 */
export function markQuote(root, quote, id) {
  const { nodes, text } = textIndex(root);
  const span = locate(text, quote);
  if (!span) return [];
  const [start, end] = span;
  const marks = [];
  for (const { node, start: at } of nodes) {
    const length = node.data.length;
    const from = Math.max(start, at);
    const to = Math.min(end, at + length);
    if (from >= to) continue;
    let piece = node;
    if (from > at) piece = piece.splitText(from - at);
    if (to < at + length) piece.splitText(to - from);
    if (piece.data.trim() === '' || piece.parentNode?.closest?.('mark.pith-hl')) continue;
    const mark = root.ownerDocument.createElement('mark');
    mark.className = 'pith-hl';
    mark.dataset.hl = id;
    piece.replaceWith(mark);
    mark.append(piece);
    marks.push(mark);
  }
  return marks;
}

/** unmark removes the marks of one highlight (or all), keeping their text. */
export function unmark(root, id = null) {
  const sel = id === null ? 'mark.pith-hl' : `mark.pith-hl[data-hl="${String(id).replace(/[^\w-]/g, '')}"]`;
  for (const mark of root.querySelectorAll(sel)) {
    const parent = mark.parentNode;
    mark.replaceWith(...mark.childNodes);
    parent.normalize();
  }
}

/** clean keeps the stored highlights that are well formed, within the limits. */
export function clean(list) {
  if (!Array.isArray(list)) return [];
  return list.filter((h) => h && typeof h.id === 'string' && typeof h.text === 'string' && h.text.length <= MAX_TEXT)
    .slice(0, MAX_HIGHLIGHTS)
    .map((h) => ({
      id: h.id.slice(0, 64), text: h.text, prefix: String(h.prefix ?? '').slice(-CONTEXT), suffix: String(h.suffix ?? '').slice(0, CONTEXT),
      note: String(h.note ?? '').slice(0, MAX_NOTE), created: String(h.created ?? ''),
    }));
}

/** load reads a page's highlights. */
export async function loadHighlights(storage, url) {
  const key = storageKey(url);
  const got = await storage.get(key);
  return clean(got?.[key]);
}

/** save writes a page's highlights (removes the key when there are none). */
export async function saveHighlights(storage, url, list) {
  const key = storageKey(url);
  const kept = clean(list);
  if (kept.length === 0) await storage.remove(key);
  else await storage.set({ [key]: kept });
  return kept;
}

/**
 * highlightsHTML is the Highlights section as HTML (each quote and its
 * note, escaped as text), for the saved HTML file and, converted by the
 * core's Markdown writer, the saved Markdown.
 */
export function highlightsHTML(list, escape) {
  if (!list.length) return '';
  const items = list.map((h) => `<blockquote><p>${escape(h.text)}</p></blockquote>${h.note ? `<p>Note: ${escape(h.note)}</p>` : ''}`);
  return `<h2>Highlights (${list.length})</h2>\n${items.join('\n')}`;
}

/**
 * markMarkdown marks each highlight's text in md (the article part of the
 * saved Markdown) as ==text==, where its Markdown form (toMarkdown(text), as
 * the core writes that text) is found whole on one line; the rest stays
 * as it is (it is in the Highlights section either way).
 */
export function markMarkdown(md, forms) {
  let out = md;
  for (const form of forms) {
    if (!form || form.includes('\n') || form.includes('==')) continue;
    const at = out.indexOf(form);
    if (at < 0) continue;
    out = `${out.slice(0, at)}==${form}==${out.slice(at + form.length)}`;
  }
  return out;
}
