// livemarkup.js — the Markdown property for the JS tests, as
// core/mdfile's liveMarkup holds it in Go: render Markdown as a note app
// would (markdown-it, raw HTML allowed, links not validated, autolinks on)
// and list what the sanitiser (shared/sanitize.js) would not let through:
// any raw HTML at all, an element or attribute outside its allow-list, a
// link or image URL of a scheme it refuses.
import MarkdownIt from 'markdown-it';
import { parseHTML } from 'linkedom';
import { ALLOWED_TAGS, allowedAttr, safeURL } from '../shared/sanitize.js';

const md = new MarkdownIt({ html: true, linkify: true });
md.validateLink = () => true;

const BASE = 'https://example.org/';

function rawHTML(tokens, found) {
  for (const t of tokens) {
    if (t.type === 'html_block' || t.type === 'html_inline') found.push(`raw HTML: ${JSON.stringify(t.content)}`);
    if (t.children) rawHTML(t.children, found);
  }
}

/** liveMarkup returns what the Markdown text would put live on a page (empty: nothing). */
export function liveMarkup(text) {
  const found = [];
  rawHTML(md.parse(text, {}), found);
  const { document } = parseHTML(`<!doctype html><html><body>${md.render(text)}</body></html>`);
  for (const el of document.body.querySelectorAll('*')) {
    const tag = el.localName;
    if (!ALLOWED_TAGS.has(tag)) found.push(`element <${tag}>`);
    for (const { name, value } of [...el.attributes]) {
      if (!allowedAttr(tag, name)) found.push(`attribute ${name} on <${tag}>`);
      else if (name === 'href' && safeURL(value, 'link', BASE) === '') found.push(`href=${JSON.stringify(value)}`);
      else if (name === 'src' && safeURL(value, 'image', BASE) === '') found.push(`src=${JSON.stringify(value)}`);
    }
  }
  return found;
}
