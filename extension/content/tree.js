// tree.js — writes a parsed document in pith's tree encoding (core/dom/tree.go
// documents the format; dom.EncodeTree is its Go twin). Sending the DOM the
// browser has already built spares the wasm core from parsing the page's
// HTML again, most of an extraction's cost there. What no step of the core
// reads is not sent: comments, the text of <script> (but JSON-LD) and
// <style> elements — the elements themselves are, the numbering counts them —
// and the values of attributes nothing reads.
//
// A classic script, like capture.js (content scripts cannot be modules): it
// defines globalThis.__pithEncodeTree(root, extras?), which web/, the
// browser benchmark and the tests call, and globalThis.__pithEncodeSteps,
// the same walk in slices, which capture.js runs between yields to the page.
(() => {
  'use strict';
  if (typeof globalThis.__pithEncodeTree === 'function') return;

  const SVG = 'http://www.w3.org/2000/svg';
  const MATH = 'http://www.w3.org/1998/Math/MathML';
  const SEP = '\u0000';
  const JOIN_EVERY = 4096;
  /** PRE: each kind of token's prefix after the separator ('v': a value, no prefix). */
  const PRE = { e: `${SEP}e`, s: `${SEP}s`, m: `${SEP}m`, a: `${SEP}a`, v: SEP, t: `${SEP}t`, d: `${SEP}d`, c: `${SEP}c` };
  /** LETTER: each kind's prefix as a byte (0: none). */
  const LETTER = { e: 101, s: 115, m: 109, a: 97, v: 0, t: 116, d: 100, c: 99 };
  /** BLOCK: the size of a block of the byte encoding; PART: of a string made from one (treeParts). */
  const BLOCK = 1 << 20;
  const PART = 1 << 15;

  // An HTML parser never leaves NUL in the DOM, but a script may put one
  // there; NUL separates the tokens, so it becomes U+FFFD.
  const clean = (s) => (s.indexOf(SEP) >= 0 ? s.replaceAll(SEP, '\uFFFD') : s);

  const isJSONLD = (el) => (el.getAttribute('type') || '').trim().toLowerCase() === 'application/ld+json';

  // Attributes whose value no step of the core reads (dom.UnreadAttr, kept
  // in step with it): SVG path data, event handlers, data-* other than the
  // lazy-image sources (dom.LazySrcAttrs) and those the post metadata reads
  // (dom.readDataWords). They are sent with empty values, as the core's own
  // parse leaves them.
  const LAZY_SRC = new Set(['data-src', 'data-lazy-src', 'data-original', 'data-srcset', 'data-lazy-srcset']);
  const READ_DATA = /time|date|author|username|score|permalink|tippy/;
  const unread = (name) => name === 'd' || (name.length > 2 && name.charCodeAt(0) === 111 && name.charCodeAt(1) === 110) ||
    (name.startsWith('data-') && !LAZY_SRC.has(name) && !READ_DATA.test(name.slice(5)));

  /**
   * encodeSteps encodes root (a Document, or any node whose children are the
   * page) and its descendants, as a generator that yields (undefined) every
   * `every` nodes so a caller can pause between slices; it returns
   * {tree, elements, cut}. It walks with its own stack, so a page nesting
   * thousands of levels deep cannot overflow the call stack.
   * extras, when given, is called with each element once its own children
   * are written and may return a list of {from, root}: each root's children
   * follow inside a <div data-pith-from="from"> (capture.js adds the content
   * of iframes and shadow roots at the end of <body> this way).
   * visit, when given, sees each element of the page as it is written.
   * With bytes, the encoding comes as {header, blocks}: the header, and the
   * tokens in UTF-8 in blocks of about 1 MiB (Uint8Arrays, each token with
   * its separator before it, none split between two blocks); treeParts
   * turns a block into strings. header + the blocks, decoded, is the tree
   * in UTF-8, the form the background hands the core, with any lone
   * surrogate as U+FFFD as its UTF-8 encoding makes it anyway.
   * maxChars stops the walk once the encoding is longer (the core cuts a
   * page past its byte limit anyway, and reports it): cut is then 'size';
   * maxElements once more elements were written ('elements': the core
   * drops elements past its limit and reports it).
   */
  function* encodeSteps(root, { extras, visit, maxChars = Infinity, maxElements = Infinity, every = 2000, bytes = false } = {}) {
    // The tokens of the current part as fragments: a kind's prefix with the
    // separator before it (PRE) and the token's value, joined with '' when
    // the part is full. Pushing both as they are, where 'e' + tag made a
    // new string of every token, keeps the page's heap from growing with
    // millions of short-lived strings during a capture: on a page of
    // 1 000 000 elements the collector then ran a full cycle over the
    // whole DOM a dozen times, and its steps were the capture's longest
    // tasks on the page (a trace: V8.GC_MC_INCREMENTAL_EMBEDDER_TRACING
    // inside our slices, issue 24).
    const out = [];
    let tokens = 0; // in out
    let nodes = 0;
    let attrs = 0;
    let elements = 0;
    let chars = 0;
    let cut = false; // or 'size', 'elements': why the walk stopped early
    // Tokens are joined a few thousand at a time as they come: one join of
    // millions of tokens at the end was the longest task of a capture.
    const joined = [];
    const pushString = (kind, value) => {
      const pre = PRE[kind];
      out.push(pre, value);
      chars += pre.length + value.length; // the token and a separator
      if (++tokens === JOIN_EVERY) flush();
    };
    // The capture's encoding goes into bytes outside the JS heap (issue 24):
    // held as strings, the tree of a large page (11 MB for 1 000 000 <p>)
    // grew the page's old generation past V8's first limit during the
    // capture, which started a full collection there, and marking the
    // page's whole DOM (millions of C++ objects) ran in steps inside our
    // slices: 300–600 ms tasks on the page (a trace:
    // V8.GC_MC_INCREMENTAL_EMBEDDER_TRACING with old_gen_space_available 0;
    // the same walk keeping nothing had no task over 150 ms). An
    // ArrayBuffer's memory is external to the heap and far below the
    // external limit (64 MB) that would start a collection.
    const blocks = [];
    let buf = null;
    let pos = 0;
    const utf8 = bytes ? new TextEncoder() : null;
    // room makes space for need more bytes of the token begun at start,
    // moving it whole to a new block (a token never spans two blocks).
    const room = (start, need) => {
      if (buf !== null && pos + need <= buf.length) return start;
      const len = buf === null ? 0 : pos - start;
      const next = new Uint8Array(Math.max(BLOCK, len + need));
      if (len > 0) next.set(buf.subarray(start, pos));
      if (buf !== null && start > 0) blocks.push(buf.subarray(0, start));
      buf = next;
      pos = len;
      return 0;
    };
    const pushBytes = (kind, value) => {
      const n = value.length;
      const letter = LETTER[kind];
      chars += (letter ? 2 : 1) + n; // as pushString counts, so a cut falls where it did
      let start = room(pos, n + 2);
      buf[pos++] = 0;
      if (letter) buf[pos++] = letter;
      for (let i = 0; i < n; i++) {
        const c = value.charCodeAt(i);
        if (c < 0x80) {
          buf[pos++] = c;
          continue;
        }
        // The rest through the encoder: up to 3 bytes per UTF-16 unit.
        start = room(start, 3 * (n - i));
        pos += utf8.encodeInto(i === 0 ? value : value.slice(i), buf.subarray(pos)).written;
        break;
      }
    };
    const push = bytes ? pushBytes : pushString;
    // The part without the separator before its first token (a sliced
    // string: no copy); the parts are joined with it again.
    const flush = () => {
      joined.push(out.join('').slice(1));
      out.length = 0;
      tokens = 0;
    };
    // Frames are reused (one object per element of a page of millions was
    // garbage for the collector, as above); all have one shape.
    const free = [];
    const frame = (list, next, el, wrap) => {
      const f = free.length ? free.pop() : { list: null, i: 0, next: null, el: null, close: false, wrap: null, opened: false };
      f.list = list;
      f.i = 0;
      f.next = next;
      f.el = el;
      f.close = wrap !== null;
      f.wrap = wrap;
      f.opened = false;
      return f;
    };
    const release = (f) => {
      f.list = null;
      f.next = null;
      f.el = null;
      f.wrap = null;
      free.push(f);
    };
    // A frame walks one parent's children: a list by index (a document:
    // some DOM implementations do not link the doctype to its next sibling)
    // or a linked child; el is the element to close after them (and the
    // extras to write before closing it).
    const stack = [];
    if (root.nodeType === 9) stack.push(frame(root.childNodes, null, null, null));
    else stack.push(frame(null, root.firstChild, null, null));
    let budget = every;
    while (stack.length > 0) {
      if (chars > maxChars) { cut = 'size'; break; }
      if (elements > maxElements) { cut = 'elements'; break; }
      if (--budget <= 0) {
        budget = every;
        yield;
      }
      const f = stack[stack.length - 1];
      if (f.wrap && !f.opened) {
        f.opened = true;
        push('e', 'div'); push('a', 'data-pith-from'); push('v', clean(String(f.wrap.from)));
        nodes++;
        elements++;
        attrs++;
        f.next = f.wrap.root.firstChild;
        continue;
      }
      let c = null;
      if (f.list !== null) {
        if (f.i < f.list.length) c = f.list[f.i++];
      } else if (f.next !== null) {
        c = f.next;
        f.next = c.nextSibling;
      }
      if (c === null) {
        stack.pop();
        if (f.el !== null) {
          const more = extras ? extras(f.el) : null;
          f.el = null;
          f.close = true;
          if (more && more.length) {
            // The wrappers, each closed after its root's children; the
            // element itself is closed after the last one.
            stack.push(f);
            for (let k = more.length - 1; k >= 0; k--) stack.push(frame(null, null, null, more[k]));
            continue;
          }
        }
        if (f.close) push('c', '');
        release(f);
        continue;
      }
      switch (c.nodeType) {
        case 1: nodes++; elements++; element(c); break;
        case 3: nodes++; push('t', clean(c.data)); break;
        case 10: nodes++; push('d', clean(c.name)); break;
        default: break; // comments: nothing reads them; processing instructions and CDATA: not in HTML documents
      }
    }
    function element(el) {
      if (visit) visit(el);
      const ns = el.namespaceURI;
      const kind = ns === SVG ? 's' : ns === MATH ? 'm' : 'e';
      const tag = el.localName;
      push(kind, tag);
      if (el.hasAttributes()) {
        // Names, then values by name: a quarter faster in Chromium than
        // el.attributes, whose Attr objects are made on first access.
        const names = el.getAttributeNames();
        for (let i = 0; i < names.length; i++) {
          const name = names[i];
          push('a', name);
          push('v', unread(name) ? '' : clean(el.getAttribute(name) ?? ''));
        }
        attrs += names.length;
      }
      let first = el.firstChild;
      if (kind === 'e' && (tag === 'script' || tag === 'style')) {
        // Their text is not content; the core reads only JSON-LD.
        if (!(tag === 'script' && isJSONLD(el))) first = null;
      } else if (kind === 'e' && tag === 'noscript') {
        // With scripting on (a live page), <noscript> holds its markup as
        // one text node; a DOMParser document (scripting off) parsed it:
        // send the markup, as the live page would have it.
        if (first !== null && (first.nextSibling !== null || first.nodeType !== 3)) {
          push('t', clean(el.innerHTML));
          nodes++;
          first = null;
        }
      } else if (kind === 'e' && tag === 'template') {
        first = null; // template content is not sent: the core drops it
      }
      stack.push(frame(null, first, el, null));
    }
    // The header goes first; unshift would move every token once more.
    const header = `h${nodes},${attrs}`;
    if (bytes) {
      if (buf !== null && pos > 0) blocks.push(buf.subarray(0, pos));
      return { header, blocks, elements, cut };
    }
    if (tokens) flush();
    return { tree: joined.length ? header + SEP + joined.join(SEP) : header, elements, cut };
  }

  /**
   * encodeTree encodes root at once (see encodeSteps).
   * @returns {string}
   */
  function encodeTree(root, extras) {
    const steps = encodeSteps(root, { extras, every: Infinity });
    let r = steps.next();
    while (!r.done) r = steps.next();
    return r.value.tree;
  }

  /**
   * cuts gives where to cut bytes[from, to) (tokens, each with its
   * separator before it) into pieces of at most max bytes, at separators:
   * the offsets of the separators that start each piece, and to. A token
   * longer than max is a piece of its own.
   */
  function cuts(bytes, from, to, max) {
    const at = [];
    let a = from;
    while (a < to) {
      at.push(a);
      if (to - a <= max) break;
      let b = bytes.lastIndexOf(0, a + max);
      if (b <= a) b = bytes.indexOf(0, a + max + 1);
      a = b < 0 || b > to ? to : b;
    }
    at.push(to);
    return at;
  }

  /**
   * treeParts decodes bytes[from, to) of a block (whole tokens) into
   * strings of at most PART bytes, which joined with NUL are its tokens
   * (the leading separator dropped): each a small string, which the page's
   * collector takes young, not one large one.
   */
  function treeParts(bytes, from = 0, to = bytes.length) {
    const dec = new TextDecoder();
    const at = cuts(bytes, from, to, PART);
    const out = [];
    for (let k = 0; k + 1 < at.length; k++) out.push(dec.decode(bytes.subarray(at[k] + 1, at[k + 1])));
    return out;
  }

  globalThis.__pithEncodeSteps = encodeSteps;
  globalThis.__pithTreeCuts = cuts;
  globalThis.__pithTreeParts = treeParts;
  globalThis.__pithEncodeTree = encodeTree;
})();
