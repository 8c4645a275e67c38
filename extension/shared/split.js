// split.js — cutting a long article's HTML into parts of whole blocks, so
// the reader gets (and parses) only the first screen's worth before its
// first paint and the rest part by part (issue 24). Pure string work: the
// background (a service worker in Chrome) has no DOM parser. Unit-tested in
// Node.

/** Elements with no end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/**
 * Elements whose content is not markup (or is parsed by rules of its own):
 * an article holding one is not cut, its HTML goes whole.
 */
const OPAQUE = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext', 'textarea', 'title', 'template', 'svg', 'math', 'table']);
/**
 * Wrappers a reader looks through (render.js longArticle does the same
 * when it parses an article whole): a lone one around all the blocks is
 * dropped and its children are the blocks.
 */
export const WRAPPERS = new Set(['div', 'section', 'article', 'main', 'body']);

/**
 * topLevel lists the top-level nodes of html[from, to) as [start, end, name,
 * end of the start tag] (name '' for text and comments), or null when the markup is not the
 * balanced, quoted kind a serialiser writes (then it is not cut).
 */
function topLevel(html, from, to) {
  const nodes = [];
  const stack = [];
  let nodeStart = from;
  let openEnd = from;
  let i = from;
  let textStart = from;
  const flushText = (end) => {
    if (stack.length === 0 && end > textStart) nodes.push([textStart, end, '']);
  };
  while (i < to) {
    const lt = html.indexOf('<', i);
    if (lt < 0 || lt >= to) break;
    const c = html.charCodeAt(lt + 1);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      if (end < 0 || end + 3 > to) return null;
      flushText(lt);
      if (stack.length === 0) nodes.push([lt, end + 3, '']);
      i = textStart = end + 3;
      continue;
    }
    const closing = c === 47; // '/'
    const nameAt = closing ? lt + 2 : lt + 1;
    const m = /^[A-Za-z][^\s/>]*/.exec(html.slice(nameAt, nameAt + 64));
    if (!m) {
      if (c === 33 || c === 63) return null; // <!doctype, <?: not an article's markup
      i = lt + 1; // a '<' in text
      continue;
    }
    const name = m[0].toLowerCase();
    // The end of the tag: past quoted attribute values.
    let j = nameAt + m[0].length;
    let quote = 0;
    for (; j < to; j++) {
      const d = html.charCodeAt(j);
      if (quote) { if (d === quote) quote = 0; } else if (d === 34 || d === 39) quote = d; else if (d === 62) break;
    }
    if (j >= to) return null;
    const tagEnd = j + 1;
    if (closing) {
      if (stack.pop() !== name) return null;
      if (stack.length === 0) nodes.push([nodeStart, tagEnd, name, openEnd]);
    } else {
      if (OPAQUE.has(name)) return null;
      if (stack.length === 0) {
        flushText(lt);
        nodeStart = lt;
        openEnd = tagEnd;
      }
      if (VOID.has(name) || html.charCodeAt(j - 1) === 47) {
        if (stack.length === 0) nodes.push([lt, tagEnd, name, tagEnd]);
      } else {
        stack.push(name);
      }
    }
    i = tagEnd;
    if (stack.length === 0) textStart = tagEnd;
  }
  if (stack.length > 0) return null;
  flushText(to);
  return nodes;
}

/**
 * The size of the parts after the first. The reader receives a part (a
 * runtime message, deserialised on its thread) and parses it whole
 * (DOMParser, which cannot be sliced) in tasks of their own: at 1 MB those
 * were tasks of 100-250 ms on the reader's thread (a trace of the 10 MB
 * article at load 5-10), a key pressed then waiting for them; at 128 KB
 * they are about an eighth of that, for 80 messages instead of 10 on a
 * 10 MB article, fetched one ahead of the painting (reader.js loadArticle).
 */
export const PART_CHARS = 128 * 1024;

/**
 * splitArticle cuts an article's HTML into parts of whole top-level blocks
 * (looking through lone wrappers, as the reader does): the first part of at
 * least first characters (the first screen and more), the others of at
 * least size. Joined, the parts are the blocks' HTML; each parses on its
 * own to the same nodes as in the whole. HTML that is short, or not cut
 * safely (unbalanced, or holding scripts, tables, SVG…), is one part.
 * @returns {{parts: string[], unwrapped: boolean}}
 */
export function splitArticle(html, { first = 64 * 1024, size = PART_CHARS } = {}) {
  const whole = { parts: [html], unwrapped: false };
  if (typeof html !== 'string' || html.length <= first) return whole;
  let from = 0;
  let to = html.length;
  let nodes = topLevel(html, from, to);
  let unwrapped = false;
  for (;;) {
    if (!nodes) return whole;
    const elements = nodes.filter((n) => n[2] !== '' || html.slice(n[0], n[1]).trim() !== '');
    if (elements.length !== 1 || !WRAPPERS.has(elements[0][2])) break;
    const [, end, name, openEnd] = elements[0];
    from = openEnd;
    to = end - name.length - 3; // its end tag
    nodes = topLevel(html, from, to);
    unwrapped = true;
  }
  const parts = [];
  let cut = from;
  for (const [, end] of nodes) {
    if (end - cut >= (parts.length === 0 ? first : size)) {
      parts.push(html.slice(cut, end));
      cut = end;
    }
  }
  if (cut < to) {
    const rest = html.slice(cut, to);
    if (parts.length > 0 && rest.trim() === '') parts[parts.length - 1] += rest;
    else parts.push(rest);
  }
  if (parts.length < 2) return whole;
  return { parts, unwrapped };
}
