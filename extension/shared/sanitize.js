// sanitize.js — the extension's own allow-list sanitiser (defence in depth:
// the Go core sanitises already, and this runs again before anything reaches
// the reader view or a saved file).
//
// The untrusted HTML is parsed into an inert document (DOMParser: no script
// runs, nothing loads), then a new tree is *rebuilt* from allowed elements and
// attributes only with createElement/setAttribute/createTextNode. Nothing of
// the input is ever assigned to innerHTML of a live document.
//
// MathML is kept. A formula is part of the text it sits in (the equation a
// paragraph refers to); dropping it leaves sentences with holes, and the Go
// core keeps it for that reason (core/render/math.go). This mirrors the core's
// allow-list: the presentation elements in MATH_TAGS, each with only the
// attributes listed there (no global, event, style, href/xlink:href or other
// URL attributes), rebuilt with createElementNS in the MathML namespace.
// <annotation>/<annotation-xml> (the formula's TeX or content-MathML source,
// and the place SVG/HTML could hide) are dropped with their content; other
// elements inside a formula, MathML or HTML, are unwrapped (their text kept),
// and DROPPED_TAGS (script, style, …) are dropped there as everywhere. SVG and
// every other foreign namespace are still dropped.

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
  'meta', 'base', 'head', 'title', 'svg', 'canvas', 'audio', 'video', 'track',
  'portal', 'dialog', 'slot',
]);

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';

/**
 * Presentation MathML elements kept inside a formula, each with the only
 * attributes it may keep (the allow-list of core/render/math.go). Others are
 * unwrapped.
 */
export const MATH_TAGS = {
  math: ['display'], mi: ['mathvariant'], mn: [], mo: [], ms: [],
  mtext: [], mspace: [], mrow: [], mfrac: [], msqrt: [],
  mroot: [], msub: [], msup: [], msubsup: [], munder: [],
  mover: [], munderover: [], mtable: [], mtr: [], mtd: [],
  mstyle: [], mpadded: [], mphantom: [], menclose: ['notation'],
  mmultiscripts: [], mprescripts: [], none: [], semantics: [],
};

/** MathML elements dropped together with everything inside them. */
const MATH_DROPPED = new Set(['annotation', 'annotation-xml']);

/** Allowed values of the MathML attributes (plain keywords only). */
const MATH_ATTR_VALUES = {
  display: /^(?:block|inline)$/i,
  mathvariant: /^[a-z-]{1,40}$/i,
  notation: /^[a-z-]{1,40}(?:\s+[a-z-]{1,40}){0,15}$/i,
};

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

/** allowedAttr reports an attribute the sanitiser keeps on a kept element. */
export function allowedAttr(tag, name) {
  if (GLOBAL_ATTRS.has(name)) return true;
  const list = TAG_ATTRS[tag];
  return Boolean(list && list.includes(name));
}

/**
 * sanitizeInto parses html inertly and appends the cleaned tree to target
 * (an element or fragment of the document `doc`). With remoteImages false,
 * no element that would fetch from the network is made: an image from the
 * web becomes a placeholder link (imagePlaceholder), <source> is dropped;
 * data: images stay.
 * @param {string} html
 * @param {Node} target
 * @param {{doc?: Document, DOMParser?: Function, base?: string, maxNodes?: number, remoteImages?: boolean}} [env]
 */
export function sanitizeInto(html, target, env = {}) {
  const doc = env.doc ?? target.ownerDocument ?? globalThis.document;
  const Parser = env.DOMParser ?? globalThis.DOMParser;
  const parsed = new Parser().parseFromString(`<!doctype html><html><body>${String(html ?? '')}</body></html>`, 'text/html');
  const budget = { left: env.maxNodes ?? 200000, remoteImages: env.remoteImages !== false };
  copyChildren(parsed.body, target, doc, env.base, budget);
  return target;
}

/** PLACEHOLDER is the class of the link that stands for an image not loaded. */
export const PLACEHOLDER = 'pith-image';

/**
 * imagePlaceholder is what stands for a remote image when remote images are
 * off: a link to it (it opens in a tab of its own, and in a saved file that
 * is all it does) that the reader view turns into the image on a click
 * (loadPlaceholder). Its text says what it is: the alt text and the host.
 */
function imagePlaceholder(doc, attrs) {
  const src = attrs.get('src') || attrs.get('srcset')?.split(/[\s,]+/)[0] || '';
  const a = doc.createElement('a');
  a.className = PLACEHOLDER;
  a.setAttribute('href', src);
  a.setAttribute('rel', 'noopener noreferrer nofollow');
  a.setAttribute('target', '_blank');
  a.setAttribute('referrerpolicy', 'no-referrer');
  for (const name of ['src', 'srcset', 'alt', 'width', 'height']) {
    if (attrs.has(name)) a.setAttribute(`data-${name}`, attrs.get(name));
  }
  let host = '';
  try { host = new URL(src).host; } catch { /* no host to show */ }
  const alt = attrs.get('alt')?.trim();
  a.textContent = `Image${alt ? `: ${alt}` : ''}${host ? ` (${host})` : ''} — click to load`;
  return a;
}

/**
 * loadPlaceholder replaces a placeholder link by its image (asked for by
 * the user: the one request it makes, without a referrer).
 */
export function loadPlaceholder(a) {
  const img = a.ownerDocument.createElement('img');
  img.setAttribute('referrerpolicy', 'no-referrer');
  for (const name of ['alt', 'width', 'height', 'srcset', 'src']) {
    const v = a.getAttribute(`data-${name}`);
    if (v !== null) img.setAttribute(name, v);
  }
  a.replaceWith(img);
  return img;
}

/**
 * sanitizeChildren appends the cleaned copy of the children of `from`, a
 * node of an inert document already parsed (a reader painting a very long
 * article parses it once and cleans it part by part), to target.
 * env.budget ({left}) may be shared between calls.
 * @param {Node} from
 * @param {Node} target
 * @param {{doc?: Document, base?: string, budget?: {left: number}, maxNodes?: number, remoteImages?: boolean}} [env]
 */
export function sanitizeChildren(from, target, env = {}) {
  const doc = env.doc ?? target.ownerDocument ?? globalThis.document;
  const budget = env.budget ?? { left: env.maxNodes ?? 200000 };
  budget.remoteImages = env.remoteImages !== false;
  copyChildren(from, target, doc, env.base, budget);
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

function copyChildren(from, to, doc, base, budget, inMath = false) {
  for (let n = from.firstChild; n; n = n.nextSibling) {
    if (--budget.left < 0) return;
    if (n.nodeType === 3) { // text
      to.appendChild(doc.createTextNode(n.data));
      continue;
    }
    if (n.nodeType !== 1) continue; // comments, processing instructions, …
    const tag = String(n.localName || n.nodeName).toLowerCase();
    const ns = n.namespaceURI;
    if (ns && ns !== HTML_NS && ns !== MATHML_NS) continue; // SVG, …
    if (DROPPED_TAGS.has(tag)) continue;
    // A formula: the parser puts <math> and what it holds in the MathML
    // namespace (DOMs without MathML support leave them in the HTML one).
    if (tag === 'math' || inMath || ns === MATHML_NS) {
      copyMath(n, tag, to, doc, base, budget);
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) { // unknown wrapper: keep its content
      copyChildren(n, to, doc, base, budget);
      continue;
    }
    // The attributes are cleaned before the element is made: an <img> of
    // the live document fetches as soon as it has a src, inserted or not.
    const attrs = new Map();
    for (const attr of Array.from(n.attributes)) {
      const name = attr.name.toLowerCase();
      if (!allowedAttr(tag, name)) continue;
      const value = cleanAttr(tag, name, attr.value, base);
      if (value !== null) attrs.set(name, value);
    }
    if (tag === 'img') {
      if (!attrs.has('src') && !attrs.has('srcset')) continue;
      if (!budget.remoteImages && (attrs.has('srcset') || !attrs.get('src').startsWith('data:'))) {
        to.appendChild(imagePlaceholder(doc, attrs));
        continue;
      }
    }
    if (tag === 'source' && !budget.remoteImages) continue;
    const el = doc.createElement(tag);
    if (tag === 'img') {
      el.setAttribute('loading', 'lazy'); // before src: a lazy image waits until it is near the view
      el.setAttribute('referrerpolicy', 'no-referrer');
    }
    for (const [name, value] of attrs) el.setAttribute(name, value);
    if (tag === 'a' && el.hasAttribute('href')) {
      el.setAttribute('rel', 'noopener noreferrer nofollow');
      if (!el.getAttribute('href').startsWith('#')) el.setAttribute('target', '_blank');
    }
    copyChildren(n, el, doc, base, budget);
    to.appendChild(el);
  }
}

/**
 * copyMath copies element n of a formula: an allow-listed MathML element is
 * rebuilt in the MathML namespace with its allowed attributes only, an
 * annotation is dropped, anything else (HTML inside <mtext>, <maction>, …) is
 * unwrapped.
 */
function copyMath(n, tag, to, doc, base, budget) {
  if (MATH_DROPPED.has(tag)) return;
  const allowed = Object.hasOwn(MATH_TAGS, tag) ? MATH_TAGS[tag] : null;
  if (!allowed) {
    copyChildren(n, to, doc, base, budget, true);
    return;
  }
  const el = doc.createElementNS(MATHML_NS, tag);
  for (const attr of Array.from(n.attributes)) {
    if (attr.namespaceURI || attr.prefix) continue; // xlink:href, xml:*, …
    const name = attr.name.toLowerCase();
    if (!allowed.includes(name)) continue;
    const value = String(attr.value).trim();
    if (MATH_ATTR_VALUES[name].test(value)) el.setAttribute(name, value.replace(/\s+/g, ' '));
  }
  copyChildren(n, el, doc, base, budget, true);
  to.appendChild(el);
}
