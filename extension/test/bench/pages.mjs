// pages.mjs — the generated pages of the big-page benchmark (big-pages.mjs).
// Deterministic: the same name gives the same bytes. The comment page has
// the markup of core/pathological's CommentPage (a WordPress post: comments
// in ol.commentlist > li.comment, replies in ol.children, depths 0 1 2 1 0).
//
// Run as a script it writes one page: node pages.mjs NAME > page.html

const PARA = '<p>All work and no play makes a dull page, so the story goes on for a while. </p>\n';

const STORY = [
  'Bread without salt tastes flat, and the dough ferments too fast.',
  'The method weighs the salt at two percent of the flour, dissolved in a little of the water before mixing.',
  'A long, cool rise gives the crumb its open structure and the crust its colour.',
  'Bakers who skip the autolyse often find the dough tears when it is shaped.',
];

function head(title) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body class="single-post">
<header class="site-header"><nav class="main-navigation"><ul><li><a href="/">Home</a></li><li><a href="/recipes">Recipes</a></li><li><a href="/about">About</a></li></ul></nav></header>
<div id="content" class="site-content"><main id="main">`;
}

const FOOT = `</main></div><footer class="site-footer"><p>© 2024 A baking blog</p></footer></body></html>`;

/** article is a plain article of about `bytes` bytes: headings and paragraphs. */
export function article(bytes) {
  const out = [head('A very long article | A baking blog'),
    '<article class="post type-post"><header class="entry-header"><h1 class="entry-title">A very long article</h1>',
    '<div class="entry-meta"><span class="byline">by <a href="/author/ann">Ann</a></span></div></header><div class="entry-content">\n'];
  let size = out.join('').length;
  for (let i = 0; size < bytes; i++) {
    let s = '';
    if (i % 10 === 0) s += `<h2>Part ${i / 10 + 1}</h2>\n`;
    s += `<p>${STORY[i % STORY.length]} Paragraph ${i + 1} says it once more, with a <a href="/n/${i}">link</a> and <em>some emphasis</em>. ${STORY[(i + 1) % STORY.length]}</p>\n`;
    out.push(s);
    size += s.length;
  }
  out.push('</div></article>', FOOT);
  return out.join('');
}

const commentDepth = (n) => [0, 1, 2, 1, 0][n % 5];

function comment(n, depth) {
  const id = String(n + 1);
  return `<li class="comment ${n % 2 ? 'odd' : 'even'} depth-${depth + 1}" id="comment-${id}">` +
    `<article id="div-comment-${id}" class="comment-body"><footer class="comment-meta"><div class="comment-author vcard">` +
    `<b class="fn">Reader ${n}</b> <span class="says">says:</span></div>` +
    `<div class="comment-metadata"><a href="#comment-${id}"><time datetime="2024-05-01T10:00:00+00:00">May 1, 2024 at 10:00 am</time></a></div></footer>` +
    `<div class="comment-content"><p>This is comment number ${n}, and I think the recipe needs more salt than the post says.</p></div>` +
    `<div class="reply"><a rel="nofollow" class="comment-reply-link" href="?replytocom=${id}#respond">Reply</a></div></article>`;
}

/** comments is a blog post with `count` threaded comments (17 537 make 10 MB). */
export function comments(count) {
  const out = [head('Salt and bread | A baking blog'),
    `<article class="post type-post"><header class="entry-header"><h1 class="entry-title">Salt and bread</h1>
<div class="entry-meta"><span class="byline">by <a class="url fn n" href="/author/ann">Ann</a></span> <time class="entry-date published" datetime="2024-04-30T09:00:00+00:00">April 30, 2024</time></div></header>
<div class="entry-content">`];
  for (let i = 0; i < 8; i++) out.push(`<p>${STORY[0]} Step ${i + 1} of the method weighs the salt at two percent of the flour, dissolved in a little of the water before mixing.</p>\n`);
  out.push(`</div></article>
<div id="comments" class="comments-area"><h2 class="comments-title">${count} thoughts on &ldquo;Salt and bread&rdquo;</h2>
<ol class="commentlist">
`);
  for (let n = 0; n < count; n++) {
    const d = commentDepth(n);
    out.push(comment(n, d));
    if ((d === 0 && n % 5 === 0) || (d === 1 && n % 5 === 1)) out.push('<ol class="children">\n');
    else if (d === 2 || (d === 1 && n % 5 === 3)) out.push('</li></ol></li>\n');
    else out.push('</li>\n');
  }
  // A count that stops inside a thread leaves lists open: the parser closes them.
  out.push(`</ol>
<div id="respond" class="comment-respond"><h3>Leave a Reply</h3><form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea><input type="submit" value="Post Comment"></form></div></div>
`, FOOT);
  return out.join('');
}

/** paragraphs is `count` sibling <p>word</p> in one body (core/pathological SiblingPs). */
export function paragraphs(count) {
  return `<html><body>${'<p>word</p>'.repeat(count)}</body></html>`;
}

/** bigPage is a `bytes`-byte page of paragraphs (core/pathological FiftyMB). */
export function bigPage(bytes) {
  return `<html><body><div>${PARA.repeat(Math.floor(bytes / PARA.length))}</div></body></html>`;
}

/** busy is a short article whose own script keeps the main thread busy for `ms` after load. */
export function busy(ms) {
  return `${head('A busy page')}<article><h1>A busy page</h1>${PARA.repeat(20)}</article>
<script>addEventListener('load', () => setTimeout(() => { const end = Date.now() + ${ms}; while (Date.now() < end) {} }, 300));</script>${FOOT}`;
}

/** binary is `bytes` pseudo-random bytes (an xorshift stream), to be served as text/html. */
export function binary(bytes) {
  const b = Buffer.alloc(bytes);
  let x = 2463534242;
  for (let i = 0; i < bytes; i++) {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    b[i] = x & 0xff;
  }
  return b;
}

const MB = 1024 * 1024;

/** PAGES: name → () => string | Buffer, the benchmark's generated cases. */
export const PAGES = {
  'article-1mb': () => article(1 * MB),
  'article-10mb': () => article(10 * MB),
  'comments-10k': () => comments(10_000),
  'comments-17k-10mb': () => comments(17_537),
  'page-50mb': () => bigPage(50 * MB),
  'p-1m': () => paragraphs(1_000_000),
  'busy-page': () => busy(40_000),
  'binary-2mb': () => binary(2 * MB),
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const make = PAGES[process.argv[2]];
  if (!make) {
    console.error(`usage: node pages.mjs ${Object.keys(PAGES).join('|')}`);
    process.exit(2);
  }
  process.stdout.write(make());
}
