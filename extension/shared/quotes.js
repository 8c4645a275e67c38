// quotes.js — the reader folds a quote that repeats an earlier post of the
// thread at length, as the forums themselves do ("Click to expand…"): a
// <details> whose summary is the quote's attribution, opened on a click.
// The core writes a quote of an earlier post as a <blockquote> whose first
// block is its attribution, <p><cite>Ann said:</cite></p> (core/thread
// quotes.go); the saved Markdown and HTML keep it open.

/** A quote of fewer letters and digits than this stays open. */
export const FOLD_MIN = 200;
/** How many earlier posts a quote is looked for in (the opening post always). */
export const RECENT_POSTS = 500;

/** key is a text's letters and digits, lower case: what a quote and its post share, whatever the markup made of their spaces. */
const key = (s) => String(s ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * threadMemory holds the texts of a thread's posts painted so far: add(text)
 * files the next one; repeats(text) reports a text of at least FOLD_MIN
 * letters and digits found whole in the opening post (the first text
 * filed) or one of the RECENT_POSTS last ones. A text is reduced to its
 * key only when a quote is looked for: a thread that quotes nothing at
 * length costs nothing more.
 */
export function threadMemory() {
  let first = null;
  const recent = []; // [text, key or null]
  const keyOf = (entry) => (entry[1] ??= key(entry[0]));
  return {
    add(text) {
      if (first === null) first = [String(text ?? ''), null];
      else {
        recent.push([String(text ?? ''), null]);
        if (recent.length > RECENT_POSTS) recent.shift();
      }
    },
    repeats(text) {
      const k = key(text);
      if (k.length < FOLD_MIN) return false;
      return (first !== null && keyOf(first).includes(k)) || recent.some((e) => keyOf(e).includes(k));
    },
  };
}

/** attribution is the <p><cite>…</cite></p> opening quote q, or null. */
function attribution(q) {
  const p = q.firstElementChild;
  if (!p || p.localName !== 'p' || p.children.length !== 1 || p.firstElementChild.localName !== 'cite') return null;
  return p.textContent.trim() === p.firstElementChild.textContent.trim() ? p : null;
}

/**
 * foldQuotes folds in root each attributed quote (the outermost) whose
 * quoted text memory says repeats an earlier post: <details class="quote">
 * holding the attribution as its <summary> and the quote without it.
 * Returns how many it folded.
 */
export function foldQuotes(doc, root, memory) {
  let n = 0;
  for (const q of [...root.querySelectorAll('blockquote')]) {
    if (q.parentElement?.closest('blockquote')) continue; // a quote inside a quote goes with it
    const cite = attribution(q);
    if (!cite) continue;
    const quoted = [...q.childNodes].filter((c) => c !== cite).map((c) => c.textContent).join(' ');
    if (!memory.repeats(quoted)) continue;
    // The summary is the attribution's words: a link in it (to the quoted
    // post) would take the click that opens the quote.
    const summary = doc.createElement('summary');
    summary.append(doc.createElement('cite'));
    summary.firstChild.textContent = cite.textContent.trim().replace(/\s+/g, ' ');
    const details = doc.createElement('details');
    details.className = 'quote';
    q.replaceWith(details);
    cite.remove();
    details.append(summary, q);
    n++;
  }
  return n;
}
