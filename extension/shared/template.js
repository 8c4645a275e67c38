// template.js — the saved Markdown's front matter and the saved files' names
// from templates of variables ({title}, {url}, …) set in the options. Pure:
// unit-tested in Node, used by the background (the front matter of every
// Markdown file), the reader (file names) and the options page (the preview).
//
// A front matter template is one `key: text` a line; the text, its variables
// filled in, is always written as a double-quoted YAML string escaped as the
// core escapes it (core/mdfile YAMLString), so no value can end the front
// matter, add a key or open HTML in a renderer that shows it as Markdown. A
// line whose variables are all empty and that has no other text is left out,
// as the core leaves out an empty field. Lines that are not `key: text`
// (key: letters, digits, _ and -) are left out and reported.

import { pageTypeName } from './format.js';

export const VARIABLES = ['title', 'url', 'site', 'host', 'author', 'published', 'saved', 'date', 'type', 'tags', 'excerpt', 'words', 'comments'];

/** The front matter the core writes (core/mdfile): today's output is the default. */
export const DEFAULT_FRONT_MATTER = 'title: {title}\nurl: {url}\nbyline: {author}\ndate: {published}\nsite: {site}\ntype: {type}\nsaved: {saved}';
export const DEFAULT_FILE_NAME = '{title}';

/** yamlString quotes s as core/mdfile's YAMLString does. */
export function yamlString(s) {
  let out = '"';
  let prev = '';
  for (const ch of String(s)) {
    const c = ch.codePointAt(0);
    if (ch === '<' || (ch === '(' && prev === ']')) out += `\\u00${c.toString(16)}`;
    else if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (c < 0x20 || c === 0x7f || c === 0x85 || c === 0x2028 || c === 0x2029 || c === 0xfeff) out += `\\u${c.toString(16).padStart(4, '0')}`;
    else out += ch;
    prev = ch;
  }
  return `${out}"`;
}

/**
 * templateVars are the variables of a page: result is a core Result or the
 * reader's head (shared/view.js); url the page's address; saved an ISO time;
 * tags the user's own tags (options).
 */
export function templateVars(result, { url = '', saved = '', tags = '' } = {}) {
  const r = result ?? {};
  const address = url || r.url || '';
  let host = '';
  try {
    host = new URL(address).host;
  } catch { /* no address */ }
  const count = r.type === 'M'
    ? Math.max(0, (r.posts?.length ?? r.postCount ?? 0) - 1)
    : (r.comments?.length ?? r.commentCount ?? 0);
  return {
    title: r.title ?? '',
    url: address,
    site: r.siteName ?? '',
    host,
    author: r.byline ?? '',
    published: r.published ?? '',
    saved,
    date: saved.slice(0, 10),
    type: pageTypeName(r.type),
    tags: String(tags ?? '').split(',').map((t) => t.trim()).filter(Boolean).join(', '),
    excerpt: r.excerpt ?? '',
    words: String(r.article?.words ?? 0),
    comments: String(count),
  };
}

const VAR = /\{(\w+)\}/g;

/** fill replaces each {variable} of text; an unknown name stays as written. */
export function fill(text, vars) {
  return String(text).replace(VAR, (m, name) => (Object.hasOwn(vars, name) ? vars[name] : m));
}

/**
 * frontMatter writes the YAML block of template with vars: {text, skipped}
 * (skipped: the template lines that are not `key: text`).
 */
export function frontMatter(template, vars) {
  const lines = [];
  const skipped = [];
  for (const raw of String(template ?? '').split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const m = /^([A-Za-z0-9_-]+):\s*(.*)$/.exec(line);
    if (!m) {
      skipped.push(line);
      continue;
    }
    const [, key, value] = m;
    const filled = fill(value, vars).trim();
    if (filled === '') continue;
    lines.push(`${key}: ${yamlString(filled)}`);
  }
  return { text: `---\n${lines.map((l) => `${l}\n`).join('')}---\n`, skipped };
}

/**
 * withFrontMatter replaces the front matter the core wrote at the top of md
 * with the template's; md without one is returned as it is.
 */
export function withFrontMatter(md, template, vars) {
  if (!md.startsWith('---\n')) return md;
  const end = md.indexOf('\n---\n', 3);
  if (end < 0) return md;
  return frontMatter(template, vars).text + md.slice(end + 5);
}

/** fileStem is the file name template filled in (made safe by filename.js when saved). */
export function fileStem(template, vars) {
  const t = String(template ?? '').trim() || DEFAULT_FILE_NAME;
  return fill(t, vars).trim() || vars.title || 'page';
}
