// reader-highlights.js — the reader's highlights (shared/highlights.js): the
// marks in the article, their list with notes after it, the key and button
// that add one, and their place in the saved HTML. Kept per page in
// storage.local; nothing leaves the machine.
import { quoteOf, markQuote, unmark, loadHighlights, saveHighlights, highlightsHTML } from '../shared/highlights.js';
import { escapeHTML } from '../shared/savehtml.js';

/**
 * createHighlights binds the highlights of the page at url() to the reader's
 * article (the element with id "article" of doc); toast tells the user.
 */
export function createHighlights({ doc, storage, url, toast }) {
  let list = [];
  const $ = (id) => doc.getElementById(id);

  function store() {
    return saveHighlights(storage, url(), list)
      .then((kept) => { doc.body.dataset.highlights = String(kept.length); })
      .catch((err) => toast(`Highlights: ${err.message}`));
  }

  /** entry is one highlight's line in the list: its quote, its note, Remove. */
  function entry(article, h) {
    const li = doc.createElement('li');
    li.dataset.hl = h.id;
    const quote = doc.createElement('blockquote');
    quote.textContent = h.text;
    quote.title = 'Show it in the article';
    quote.addEventListener('click', () => article.querySelector(`mark[data-hl="${h.id}"]`)?.scrollIntoView({ block: 'center' }));
    const note = doc.createElement('input');
    note.type = 'text';
    note.className = 'note';
    note.placeholder = 'Add a note';
    note.maxLength = 2000;
    note.value = h.note;
    note.setAttribute('aria-label', 'Note');
    note.addEventListener('change', () => {
      h.note = note.value;
      store();
    });
    const remove = doc.createElement('button');
    remove.type = 'button';
    remove.className = 'remove';
    remove.textContent = 'Remove';
    remove.addEventListener('click', () => {
      list = list.filter((x) => x !== h);
      store();
      show();
    });
    if (!article.querySelector(`mark[data-hl="${h.id}"]`)) li.dataset.missing = 'true';
    li.append(quote, note, remove);
    return li;
  }

  /** show marks the highlights in the article and lists them after it. */
  function show() {
    const article = $('article');
    $('highlights')?.remove();
    if (!article) return;
    unmark(article);
    for (const h of list) markQuote(article, h, h.id);
    if (list.length === 0) return;
    const sec = doc.createElement('section');
    sec.id = 'highlights';
    sec.className = 'highlights';
    const title = doc.createElement('h2');
    title.textContent = `Highlights (${list.length})`;
    const ol = doc.createElement('ol');
    for (const h of list) ol.append(entry(article, h));
    sec.append(title, ol);
    article.after(sec);
  }

  return {
    /** The highlights, as the background's reader:markdown takes them. */
    get list() { return list; },

    /** load reads the page's highlights and shows them. */
    async load() {
      list = await loadHighlights(storage, url()).catch(() => []);
      show();
      doc.body.dataset.highlights = String(list.length);
    },

    show,

    /** add keeps the text selected in the article as a highlight. */
    async add() {
      const article = $('article');
      const sel = doc.getSelection();
      const quote = article && sel?.rangeCount ? quoteOf(article, sel.getRangeAt(0)) : null;
      if (!quote) {
        toast('Select some text of the article first, then highlight it');
        return;
      }
      list.push({ id: crypto.randomUUID(), ...quote, note: '', created: new Date().toISOString() });
      sel.removeAllRanges();
      await store();
      show();
      toast('Highlighted: add a note in the list below the article');
    },

    /** inHTML marks the highlights in a saved HTML file and adds their section. */
    inHTML(html) {
      if (list.length === 0) return html;
      const saved = new DOMParser().parseFromString(html, 'text/html');
      const article = saved.querySelector('body > article');
      if (!article) return html;
      for (const h of list) markQuote(article, h, h.id);
      const sec = saved.createElement('section');
      sec.className = 'highlights';
      // The section is made of escaped text (highlightsHTML), parsed inertly.
      const parsed = new DOMParser().parseFromString(`<body>${highlightsHTML(list, escapeHTML)}</body>`, 'text/html');
      sec.append(...parsed.body.childNodes);
      article.after(sec);
      return `<!doctype html>\n${saved.documentElement.outerHTML}\n`;
    },
  };
}
