// copy.js — what the reader copies: the page as HTML or as plain text, made
// from the reader's own (sanitised) elements, and the clipboard write.

import { escapeHTML } from './savehtml.js';
import { httpURL } from './format.js';

/**
 * pageCopy is {html, text} of the title, the article (the reader's painted
 * #article, already sanitised) and the link to the original. The reader's
 * own marks (a table of contents, ids) are left out of the HTML.
 */
export function pageCopy(article, { title = '', url = '' } = {}) {
  const clone = article.cloneNode(true);
  for (const e of clone.querySelectorAll('[id^="pith-"]')) e.removeAttribute('id');
  const link = httpURL(url);
  const source = link ? `<p>Source: <a href="${escapeHTML(link)}">${escapeHTML(link)}</a></p>` : '';
  const html = `<h1>${escapeHTML(title)}</h1>\n${clone.innerHTML}\n${source}`;
  const body = (article.innerText ?? article.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
  const text = [title, body, link && `Source: ${link}`].filter(Boolean).join('\n\n') + '\n';
  return { html, text };
}

/**
 * selectionHTML is the HTML of the selection inside root (the reader's
 * elements, sanitised when painted), or '' when nothing of root is selected.
 */
export function selectionHTML(doc, root) {
  const sel = doc.getSelection();
  if (!sel || sel.isCollapsed || sel.rangeCount === 0) return '';
  const box = doc.createElement('div');
  for (let i = 0; i < sel.rangeCount; i++) {
    const range = sel.getRangeAt(i);
    if (!root.contains(range.commonAncestorContainer)) continue;
    box.append(range.cloneContents());
  }
  for (const e of box.querySelectorAll('[id]')) e.removeAttribute('id');
  return box.textContent.trim() === '' ? '' : box.innerHTML;
}

/** writeClipboard puts {html, text} (or text alone) on the clipboard. */
export async function writeClipboard(nav, { html = '', text = '' }) {
  if (html && typeof globalThis.ClipboardItem === 'function') {
    await nav.clipboard.write([new globalThis.ClipboardItem({
      'text/html': new Blob([html], { type: 'text/html' }),
      'text/plain': new Blob([text], { type: 'text/plain' }),
    })]);
    return;
  }
  await nav.clipboard.writeText(text);
}
