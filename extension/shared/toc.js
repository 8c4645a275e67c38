// toc.js — the reader's table of contents: built from the article's headings
// on a long article, it marks the section being read as the reader scrolls.
// DOM calls only; the headings are the reader's own (already sanitised)
// elements, given ids of pith's own (pith-h-N).

/** An article of fewer characters of text than this gets no table of contents. */
export const TOC_MIN_CHARS = 5000;
/** …nor one of fewer headings than this. */
export const TOC_MIN_HEADINGS = 3;
const LEVELS = 'h1, h2, h3, h4';

/**
 * tocEntries lists the article's headings as {id, level, text}, giving each
 * an id when it has none; an empty list for a short article or one of too
 * few headings.
 */
export function tocEntries(article) {
  if (!article || (article.textContent ?? '').length < TOC_MIN_CHARS) return [];
  const heads = [...article.querySelectorAll(LEVELS)].filter((h) => h.textContent.trim() !== '');
  if (heads.length < TOC_MIN_HEADINGS) return [];
  return heads.map((h, k) => {
    if (!h.id) h.id = `pith-h-${k + 1}`;
    return { id: h.id, level: Number(h.localName[1]), text: h.textContent.replace(/\s+/g, ' ').trim() };
  });
}

/**
 * buildTOC returns the <nav id="toc"> of the entries (null for none): a
 * list of links to the headings, indented by level.
 */
export function buildTOC(doc, entries) {
  if (entries.length === 0) return null;
  const top = Math.min(...entries.map((e) => e.level));
  const nav = doc.createElement('nav');
  nav.id = 'toc';
  nav.setAttribute('aria-label', 'Contents');
  const title = doc.createElement('p');
  title.className = 'toc-title';
  title.textContent = 'Contents';
  const list = doc.createElement('ol');
  for (const e of entries) {
    const li = doc.createElement('li');
    li.dataset.level = String(e.level - top);
    const a = doc.createElement('a');
    a.href = `#${e.id}`;
    a.textContent = e.text;
    a.dataset.target = e.id;
    li.append(a);
    list.append(li);
  }
  nav.append(title, list);
  return nav;
}

/**
 * currentHeading is the index of the last heading whose top is at or above
 * `line` (px from the top of the viewport), -1 before the first.
 */
export function currentHeading(tops, line) {
  let cur = -1;
  for (let i = 0; i < tops.length; i++) {
    if (tops[i] <= line) cur = i;
    else break;
  }
  return cur;
}

/**
 * followTOC marks the link of the section being read (aria-current) as the
 * window scrolls; returns a function that stops following.
 */
export function followTOC(win, nav, { line = 90 } = {}) {
  const links = [...nav.querySelectorAll('a[data-target]')];
  const heads = links.map((a) => win.document.getElementById(a.dataset.target));
  let current = -2;
  let queued = false;
  const update = () => {
    queued = false;
    // A heading not laid out (the article hidden behind a listing's items)
    // has a box at 0: it is no section being read.
    const at = currentHeading(heads.map((h) => (h?.getClientRects().length ? h.getBoundingClientRect().top : Infinity)), line);
    if (at === current) return;
    if (current >= 0) links[current]?.removeAttribute('aria-current');
    current = at;
    if (at < 0) return;
    const link = links[at];
    link.setAttribute('aria-current', 'location');
    // Keep the current entry in sight when the contents is a side panel of its own.
    if (win.getComputedStyle(nav).position === 'fixed') {
      const box = nav.getBoundingClientRect();
      const r = link.getBoundingClientRect();
      if (r.top < box.top || r.bottom > box.bottom) nav.scrollTop += r.top - box.top - box.height / 2;
    }
  };
  const onScroll = () => {
    if (queued) return;
    queued = true;
    win.requestAnimationFrame(update);
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('resize', onScroll, { passive: true });
  update();
  return () => {
    win.removeEventListener('scroll', onScroll);
    win.removeEventListener('resize', onScroll);
  };
}
