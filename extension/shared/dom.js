// dom.js — the one way the reader's views build elements with DOM calls:
// h(doc, tag, attrs, ...kids). Values go in as attributes or text, never
// as markup (page HTML goes through the sanitiser, sanitize.js).

/**
 * h creates a <tag> in doc: attrs set as attributes (undefined, null and
 * false left out, true as an empty value; the key "text" sets its text),
 * then kids appended (nodes or strings; falsy ones left out).
 */
export function h(doc, tag, attrs = {}, ...kids) {
  const el = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'text') el.textContent = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const kid of kids) if (kid) el.append(kid);
  return el;
}
