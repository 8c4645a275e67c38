// markdown.js — the saved Markdown file: YAML front matter, the article's
// Markdown (made by the Go core), and optionally the comments or posts.

import { pageTypeName } from './format.js';

/** yamlString quotes a value for YAML front matter (always double-quoted, escaped). */
export function yamlString(value) {
  const s = String(value ?? '');
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0);
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (c < 0x20 || c === 0x7f || c === 0x85 || c === 0x2028 || c === 0x2029 || c === 0xfeff) {
      out += `\\u${c.toString(16).padStart(4, '0')}`;
    } else out += ch;
  }
  return `${out}"`;
}

/** frontMatter writes the YAML block; empty fields are left out. */
export function frontMatter(fields) {
  const lines = ['---'];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    lines.push(`${key}: ${typeof value === 'number' ? value : yamlString(value)}`);
  }
  lines.push('---');
  return lines.join('\n');
}

/** quoteLines prefixes every line with "> " repeated depth+1 times. */
function quoteLines(text, depth) {
  const prefix = '>'.repeat(depth + 1) + ' ';
  return String(text).trim().split(/\r?\n/).map((l) => (l.trim() === '' ? prefix.trimEnd() : prefix + l)).join('\n');
}

function escapeInline(s) {
  return String(s).replace(/([\\`*_[\]<>#])/g, '\\$1');
}

/** commentMarkdown renders one comment as a (nested) quote with a header line. */
export function commentMarkdown(c) {
  const depth = Math.max(0, Number(c.depth) || 0);
  const who = c.author ? `**${escapeInline(c.author)}**` : '**Anonymous**';
  const when = c.date ? ` · ${escapeInline(c.date)}` : '';
  return `${quoteLines(`${who}${when}`, depth)}\n${quoteLines(c.text ?? '', depth)}`;
}

/**
 * toMarkdown builds the saved file.
 * @param {object} result the core Result
 * @param {{url?: string, savedAt?: string, withComments?: boolean}} opts
 */
export function toMarkdown(result, { url = result?.url ?? '', savedAt = new Date().toISOString(), withComments = true } = {}) {
  const r = result ?? {};
  const parts = [
    frontMatter({
      title: r.title,
      url,
      byline: r.byline,
      date: r.published,
      site: r.siteName,
      type: pageTypeName(r.type),
      saved: savedAt,
    }),
    '',
  ];
  if (r.title) parts.push(`# ${escapeInline(r.title)}`, '');
  // A discussion is saved as its posts; its "article" is the whole thread.
  const postsOnly = r.type === 'M' && (r.posts?.length ?? 0) > 0;
  const body = postsOnly ? '' : (r.article?.markdown ?? '').trim() || (r.article?.text ?? '').trim();
  if (body) parts.push(body, '');
  const list = r.type === 'M' ? r.posts ?? [] : r.comments ?? [];
  if ((withComments || r.type === 'M') && list.length > 0) {
    parts.push(`## ${r.type === 'M' ? 'Posts' : 'Comments'} (${list.length})`, '');
    for (const c of list) parts.push(commentMarkdown(c), '');
  }
  return `${parts.join('\n').trimEnd()}\n`;
}
