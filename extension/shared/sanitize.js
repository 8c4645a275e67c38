// sanitize.js — the extension's own allow-list sanitiser (defence in depth:
// the Go core sanitises already, and this runs again before anything reaches
// the reader view or a saved file).
//
// The untrusted HTML is parsed into an inert document (DOMParser: no script
// runs, nothing loads), then a new tree is *rebuilt* from allowed elements and
// attributes only with createElement/setAttribute/createTextNode. Nothing of
// the input is ever assigned to innerHTML of a live document.

/** Elements kept as they are (with their allowed attributes). */
export const ALLOWED_TAGS = new Set([
  'a', 'abbr', 'article', 'b', 'bdi', 'bdo', 'blockquote', 'br', 'caption', 'cite', 'code',
  'col', 'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption',
  'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark',
  'ol', 'p', 'picture', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'section', 'small', 'source',
  'span', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead',
  'time', 'tr', 'u', 'ul', 'var', 'wbr',
]);

/** Elements dropped together with everything inside them. */
export const DROPPED_TAGS = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript',
  'template', 'form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea', 'link',
  'meta', 'base', 'head', 'title', 'svg', 'math', 'canvas', 'audio', 'video', 'track',
  'portal', 'dialog', 'slot',
]);

/** Attributes allowed on every kept element. */
const GLOBAL_ATTRS = new Set(['title', 'lang', 'dir']);

/** Attributes allowed per element; URL-valued ones are listed in URL_ATTRS. */
const TAG_ATTRS = {
  a: ['href', 'name'],
  img: ['src', 'srcset', 'alt', 'width', 'height', 'sizes'],
  source: ['srcset', 'type', 'media', 'sizes'],
  td: ['colspan', 'rowspan', 'headers'],
  th: ['colspan', 'rowspan', 'scope', 'headers'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  time: ['datetime'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
  details: ['open'],
  code: ['class'],
  pre: ['class'],
};

const URL_ATTRS = new Set(['href', 'src', 'cite']);
const SRCSET_ATTRS = new Set(['srcset']);

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);
const IMAGE_SCHEMES = new Set(['http:', 'https:']);
const DATA_IMAGE = /^data:image\/(?:png|gif|jpeg|webp|avif);base64,[a-z0-9+/=\s]*$/i;
const CODE_CLASS = /^(?:language|lang)-[a-z0-9_+-]{1,32}$/i;

/**
 * safeURL returns the absolute URL if it may appear in a link (kind "link")
 * or an image source (kind "image"), else "". Fragment-only links stay as is.
 */
export function safeURL(value, kind = 'link', base = undefined) {
  if (typeof value !== 'string') return '';
  const v = value.trim();
  if (v === '') return '';
  if (kind === 'link' && v.startsWith('#') && !/[\s\x00-\x1f]/.test(v)) return v;
  if (kind === 'image' && DATA_IMAGE.test(v)) return v.replace(/\s+/g, '');
  let u;
  try {
    u = base ? new URL(v, base) : new URL(v);
  } catch {
    return '';
  }
  const schemes = kind === 'image' ? IMAGE_SCHEMES : LINK_SCHEMES;
  return schemes.has(u.protocol) ? u.href : '';
}

function safeSrcset(value, base) {
  const out = [];
  for (const part of String(value).split(',')) {
    const [url, ...desc] = part.trim().split(/\s+/);
    const safe = safeURL(url, 'image', base);
    if (!safe || safe.startsWith('data:')) continue;
    const d = desc.join(' ');
    if (d && !/^\d+(?:\.\d+)?[wx]$/.test(d)) continue;
    out.push(d ? `${safe} ${d}` : safe);
  }
  return out.join(', ');
}

function cleanAttr(tag, name, value, base) {
  if (URL_ATTRS.has(name)) {
    return safeURL(value, tag === 'img' && name === 'src' ? 'image' : 'link', base) || null;
  }
  if (SRCSET_ATTRS.has(name)) return safeSrcset(value, base) || null;
  if (name === 'class') {
    const keep = String(value).split(/\s+/).filter((c) => CODE_CLASS.test(c));
    return keep.length ? keep.join(' ') : null;
  }
  if (name === 'dir') return /^(?:ltr|rtl|auto)$/i.test(value) ? value : null;
  if (/^(?:width|height|colspan|rowspan|span|start|value)$/.test(name)) {
    return /^\d{1,5}$/.test(String(value).trim()) ? String(value).trim() : null;
  }
  return String(value).slice(0, 2000);
}

function allowedAttr(tag, name) {
  if (GLOBAL_ATTRS.has(name)) return true;
  const list = TAG_ATTRS[tag];
  return Boolean(list && list.includes(name));
}

/**
 * sanitizeInto parses html inertly and appends the cleaned tree to target
 * (an element or fragment of the document `doc`).
 * @param {string} html
 * @param {Node} target
 * @param {{doc?: Document, DOMParser?: Function, base?: string, maxNodes?: number}} [env]
 */
export function sanitizeInto(html, target, env = {}) {
  const doc = env.doc ?? target.ownerDocument ?? globalThis.document;
  const Parser = env.DOMParser ?? globalThis.DOMParser;
  const parsed = new Parser().parseFromString(`<!doctype html><html><body>${String(html ?? '')}</body></html>`, 'text/html');
  const budget = { left: env.maxNodes ?? 200000 };
  copyChildren(parsed.body, target, doc, env.base, budget);
  return target;
}

/** sanitizeFragment returns a DocumentFragment of doc with the cleaned tree. */
export function sanitizeFragment(html, env = {}) {
  const doc = env.doc ?? globalThis.document;
  return sanitizeInto(html, doc.createDocumentFragment(), { ...env, doc });
}

/** sanitizeHTML returns the cleaned tree serialised (for saved files). */
export function sanitizeHTML(html, env = {}) {
  const doc = env.doc ?? globalThis.document;
  const box = doc.createElement('div');
  sanitizeInto(html, box, { ...env, doc });
  return box.innerHTML;
}

function copyChildren(from, to, doc, base, budget) {
  for (let n = from.firstChild; n; n = n.nextSibling) {
    if (--budget.left < 0) return;
    if (n.nodeType === 3) { // text
      to.appendChild(doc.createTextNode(n.data));
      continue;
    }
    if (n.nodeType !== 1) continue; // comments, processing instructions, …
    const tag = String(n.localName || n.nodeName).toLowerCase();
    if (n.namespaceURI && n.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    if (DROPPED_TAGS.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) { // unknown wrapper: keep its content
      copyChildren(n, to, doc, base, budget);
      continue;
    }
    const el = doc.createElement(tag);
    for (const attr of Array.from(n.attributes)) {
      const name = attr.name.toLowerCase();
      if (!allowedAttr(tag, name)) continue;
      const value = cleanAttr(tag, name, attr.value, base);
      if (value !== null) el.setAttribute(name, value);
    }
    if (tag === 'a' && el.hasAttribute('href')) {
      el.setAttribute('rel', 'noopener noreferrer nofollow');
      if (!el.getAttribute('href').startsWith('#')) el.setAttribute('target', '_blank');
    }
    if (tag === 'img') {
      if (!el.hasAttribute('src') && !el.hasAttribute('srcset')) continue;
      el.setAttribute('loading', 'lazy');
      el.setAttribute('referrerpolicy', 'no-referrer');
    }
    copyChildren(n, el, doc, base, budget);
    to.appendChild(el);
  }
}
