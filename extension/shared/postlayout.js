// postlayout.js — how a post's or an article's sanitised HTML is laid out
// before it is shown or saved: the reader (render.js) and the saved HTML
// file (savehtml.js) apply the same rules, so the file reads as the reader.

/** What shows though it has no text. */
const SHOWS = 'img, picture, video, audio, iframe, svg, canvas, math, input, hr';

/**
 * dropBlankBlocks removes from a post the divisions, paragraphs and
 * sections that show nothing (no text but spaces, no picture): a forum's
 * markers (XenForo's "&nbsp;" closing every post, emptied signature boxes)
 * left a blank line or two under each post. Blocks only: an inline
 * element holding a space keeps the words around it apart.
 */
export function dropBlankBlocks(root) {
  for (const el of [...root.querySelectorAll('div, p, section')].reverse()) {
    if (el.textContent.trim() === '' && !el.querySelector(SHOWS)) el.remove();
  }
}

/** The blocks whose presence in a cell makes a one-row table a layout (core/render's dom.IsBlock, as shown). */
const LAYOUT_BLOCKS = 'address, article, aside, blockquote, details, div, dl, figure, footer, header, h1, h2, h3, h4, h5, h6, hr, main, nav, ol, p, pre, section, table, ul';

/**
 * unwrapLayoutTables replaces each layout table in root by its cells'
 * contents, one after the other, as the saved Markdown writes it
 * (core/render layoutCells): a table of one row whose cells hold blocks
 * lays a post out beside its indent or avatar (Hacker News, a GitHub
 * comment's body cell); shown as a table it boxed every post in borders.
 * The innermost first, so an outer table sees what its cells became.
 */
export function unwrapLayoutTables(doc, root) {
  for (const table of [...root.querySelectorAll('table')].reverse()) {
    // The table's own rows (a nested table's are its own), its row's cells.
    const rows = [...table.children].flatMap((c) => (c.localName === 'tr' ? [c] : ['thead', 'tbody', 'tfoot'].includes(c.localName) ? [...c.children].filter((r) => r.localName === 'tr') : []));
    const cells = rows.length === 1 ? [...rows[0].children].filter((c) => c.localName === 'td' || c.localName === 'th') : [];
    if (!cells.some((td) => td.querySelector(LAYOUT_BLOCKS))) continue;
    const out = doc.createDocumentFragment();
    for (const td of cells) while (td.firstChild) out.append(td.firstChild);
    table.replaceWith(out);
  }
}

/** layOutPost applies both to a post's sanitised nodes under root. */
export function layOutPost(doc, root) {
  unwrapLayoutTables(doc, root);
  dropBlankBlocks(root);
}

/**
 * replyDepth is the depth a comment or post is shown at, given how many
 * levels are open above it (the depth of the one before it plus one; 0
 * for the first): a comment deeper than the one before it is its reply,
 * and a jump of more than one level is clamped. A discussion's replies
 * are shown under its opening post, so a comment on that post (a Stack
 * Exchange question's comment, depth 1 in the Result) opens the replies
 * at their first level, as a reply to the post above them. The reader,
 * the saved HTML and the saved Markdown (core/mdfile) follow this rule.
 */
export function replyDepth(depth, open) {
  return Math.min(Math.max(0, Number(depth) || 0), open);
}

/**
 * dropTitleHeading removes the article's first heading when it repeats the
 * title. With loose, a heading that begins or ends with the title, a word
 * apart, repeats it too: a listing's introduction opens with the page's
 * own heading ("Ars Technica homepage" under the title "Ars Technica"),
 * which the reader's header shows already, larger than the items under it.
 */
export function dropTitleHeading(article, title, { loose = false } = {}) {
  const first = article.querySelector('h1, h2');
  if (!first || !title || article.firstElementChild !== first) return;
  const norm = (s) => String(s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  const [heading, t] = [norm(first.textContent), norm(title)];
  if (heading === t || (loose && t && (heading.startsWith(`${t} `) || heading.endsWith(` ${t}`)))) first.remove();
}
