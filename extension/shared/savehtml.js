// savehtml.js — the saved HTML file: one self-contained document (inline CSS,
// no script, a CSP that forbids scripts), with the article and the comments
// sanitised again here. Images keep their absolute URLs: embedding them would
// mean fetching them, and the extension makes no network request of its own.

import { sanitizeHTML, sanitizeInto } from './sanitize.js';
import { badgeText, formatDate, pageTypeName, httpURL, escapeHTML, scoreText } from './format.js';
import { itemsHTML, productCardHTML, savesItems } from './items.js';
import { dropTitleHeading, layOutPost, replyDepth } from './postlayout.js';

export { escapeHTML }; // copy.js and the tests import it from here

const STYLE = `
:root{color-scheme:light dark}
body{max-width:42rem;margin:2rem auto;padding:0 1rem;font:18px/1.6 Georgia,'Times New Roman',serif;color:#1d1d1f;background:#fff}
@media (prefers-color-scheme:dark){body{color:#e6e6e6;background:#161617}a{color:#8ab4f8}}
header .badge{display:inline-block;font:600 12px/1.8 system-ui,sans-serif;padding:0 .6em;border-radius:1em;background:#e8f0fe;color:#174ea6}
header .meta{font:14px/1.5 system-ui,sans-serif;opacity:.75}
img,video{max-width:100%;height:auto}
pre{overflow:auto;padding:.8em;background:rgba(127,127,127,.12);border-radius:4px}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em}
blockquote{margin-left:0;padding-left:1em;border-left:3px solid rgba(127,127,127,.4)}
table{border-collapse:collapse}td,th{border:1px solid rgba(127,127,127,.4);padding:.3em .5em}
.comment{margin:.8em 0 .8em calc(var(--depth,0) * 1.2em);padding-left:.8em;border-left:2px solid rgba(127,127,127,.35);font-size:.92em}
.comment .who{font:600 13px/1.4 system-ui,sans-serif}
.who.op{font:600 14px/1.4 system-ui,sans-serif}
.source{font:13px/1.4 system-ui,sans-serif;opacity:.7;margin-top:3em}
.product-card,.items{font:15px/1.45 system-ui,sans-serif}
.product-card{border:1px solid rgba(127,127,127,.4);border-radius:8px;padding:.5em 1em;margin:1em 0}
.product-card img{max-height:16em}.product-card .name{font-weight:600}
.product-card dl{display:grid;grid-template-columns:max-content 1fr;gap:.2em 1em}.product-card dd{margin:0}
.items{list-style:none;padding:0}.items li{display:flex;gap:.8em;padding:.6em 0;border-top:1px solid rgba(127,127,127,.3)}
.items .thumb img{width:5em;height:5em;object-fit:contain}.items .name{font-weight:600}.items .text{margin:.2em 0 0;opacity:.8}
`;

/** whoText is a comment's or post's line: its author, date, number, score and accepted mark. */
function whoText(c) {
  return [c.author || 'Anonymous', formatDate(c.date), c.number && `#${c.number}`, c.score && scoreText(c.score),
    c.accepted && '✓ accepted answer'].filter(Boolean).join(' · ');
}

/**
 * postHTML is a comment's or post's body, sanitised and laid out as the
 * reader lays it out (postlayout.js: a layout table's cells unwrapped, no
 * blank block; the opening post without a heading that repeats the title).
 */
function postHTML(c, env, base, title = '') {
  const doc = env.doc ?? globalThis.document;
  const box = doc.createElement('div');
  sanitizeInto(c.html || `<p>${escapeHTML(c.text)}</p>`, box, { ...env, doc, base });
  layOutPost(doc, box);
  if (title) dropTitleHeading(box, title);
  return box.innerHTML;
}

/**
 * toHTMLFile builds the saved document.
 * @param {object} result the core Result
 * @param {{url?: string, savedAt?: string, withComments?: boolean, remoteImages?: boolean, env?: object}} opts
 *   env is passed to the sanitiser ({doc, DOMParser}) outside a browser page;
 *   remoteImages false saves images from the web as links to them (the
 *   file's policy then loads no image from the web).
 */
export function toHTMLFile(result, { url = result?.url ?? '', savedAt = new Date().toISOString(), withComments = true, remoteImages = true, env = {} } = {}) {
  env = { ...env, remoteImages };
  const r = result ?? {};
  const meta = [r.byline, formatDate(r.published), r.siteName].filter(Boolean).map(escapeHTML).join(' · ');
  // A discussion is saved as the reader shows it and the Markdown file
  // writes it: its opening post as the body, under its author's line,
  // then the replies.
  const op = r.type === 'M' ? r.posts?.[0] ?? null : null;
  const list = op ? r.posts.slice(1) : withComments ? r.comments ?? [] : [];
  const base = url || undefined;
  let open = 0; // the levels open above the next one (replyDepth)
  const items = list.map((c) => {
    const depth = Math.min(12, replyDepth(c.depth, open));
    open = depth + 1;
    return `<div class="comment" style="--depth:${depth}"><div class="who">${escapeHTML(whoText(c))}</div>${postHTML(c, env, base)}</div>`;
  }).join('\n');
  const heading = op ? 'Replies' : 'Comments';
  // A listing is saved as the Markdown file writes it (savesItems): when
  // its items passed core's gate (itemsView), its introduction (the
  // article whole when it does not show the items), then its items; else
  // its article alone.
  const listing = savesItems(r);
  return `<!doctype html>
<html lang="${escapeHTML(r.lang || 'und')}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src ${remoteImages ? 'https: http: data:' : 'data:'}; style-src 'unsafe-inline'">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="pith">
<meta name="pith:type" content="${escapeHTML(r.type ?? '')}">
<title>${escapeHTML(r.title || 'Untitled')}</title>
<style>${STYLE}</style>
</head>
<body>
<article>
<header>
<span class="badge">${escapeHTML(badgeText(r))}</span>
<h1>${escapeHTML(r.title || 'Untitled')}</h1>
${meta ? `<p class="meta">${meta}</p>` : ''}
</header>
${productCardHTML(r.product, { image: r.image, base, env })}
${op ? `<p class="who op">${escapeHTML(whoText(op))}</p>\n${postHTML(op, env, base, r.title)}` : sanitizeHTML(listing && r.intro ? r.intro.html ?? '' : r.article?.html ?? '', { ...env, base })}
${listing ? itemsHTML(r.items, { base, env }) : ''}
</article>
${list.length ? `<section class="comments">\n<h2>${heading} (${list.length})</h2>\n${items}\n</section>` : ''}
<p class="source">Saved by pith from <a href="${escapeHTML(httpURL(url) || '#')}">${escapeHTML(url)}</a> on ${escapeHTML(savedAt)} (${escapeHTML(pageTypeName(r.type))}).</p>
</body>
</html>
`;
}
