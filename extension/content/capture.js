// capture.js — injected into the page (isolated world) by the background with
// scripting.executeScript, then called as globalThis.__pithCaptureSliced(o)
// (the extension) or globalThis.__pithCapture(doc, win) (web/, tests).
// A classic script (content scripts cannot be modules); it is also loaded by
// web/ to measure a page shown in an iframe, and by the unit tests in a VM.
//
// It needs tree.js (globalThis.__pithEncodeSteps), injected before it.
// It returns {tree, url, title, layout, elements, extras, cut}:
//   tree    the live DOM in pith's tree encoding (see tree.js), so content
//           revealed by scripts is included and the core does not parse the
//           page again;
//   layout  the side-table of core/dom.Layout: for each element in
//           document.querySelectorAll('*') order (html = 0), its border box
//           in CSS pixels relative to the document and whether it is visible
//           (the Layout's JSON shape, or packed in one base64 string for
//           the extension: packTable, wasm/layout.go); null when the page
//           was cut;
//   extras  how many elements were appended after the page's own (below);
//           The extension's capture sends treeParts instead, pieces that
//           joined with NUL make the tree, so the longest join of a large
//           page runs in the background, not on the page (or treeChunks:
//           a large tree is held on the page in UTF-8, see hold);
//   cut     false, or why the tree stopped early: 'size' (maxChars, the
//           core's size limit) or 'elements' (maxElements, its element limit);
//   layoutSkipped  the page was too large to measure in time: no layout.
//
// The extension's capture runs in slices of about 25 ms, each a task of its
// own, so a page of any size keeps answering its reader while it is read
// (issue 24); the live DOM may change between two slices, which at worst
// makes the layout not match the tree, and the core then goes without it.
//
// Same-origin iframes and open shadow roots: their content is not among the
// document's children and not in querySelectorAll('*'). To keep the page's
// own element numbering intact, their content is appended at the very end of
// <body>, each wrapped in <div data-pith-from="iframe|shadow">, so their elements get the
// numbers after the page's own; the layout table continues with their real
// boxes (iframe content offset by the iframe's position), and
// globalThis.__pithExtraElements keeps the live elements for those numbers so
// the noise map can outline them. Closed shadow roots, cross-origin frames and
// nested roots inside those are out of reach and left out.
(() => {
  'use strict';
  if (typeof globalThis.__pithCapture === 'function') return;

  const MAX_EXTRA_ROOTS = 50;

  function isVisible(el, r) {
    if (r.width <= 0 || r.height <= 0) {
      // An element with no box can still show content that overflows it
      // (a zero-height float container); call it visible if a child is.
      if (el.childElementCount === 0) return false;
    }
    if (typeof el.checkVisibility === 'function') {
      return el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: false });
    }
    const view = el.ownerDocument.defaultView;
    const cs = view && view.getComputedStyle(el);
    return !cs || (cs.display !== 'none' && cs.visibility !== 'hidden' && cs.opacity !== '0');
  }

  const round = (v) => Math.round(v * 10) / 10;

  /**
   * Boxes go into a table t: {x, y, w, h, visible} arrays (the Layout's JSON
   * shape, for web/ and the tests), or, packed (t.boxes), integers in tenths
   * of a pixel in typed arrays: no number is turned into text on the page,
   * and the table crosses to the background as one base64 string (packTable;
   * wasm/layout.go reads it), far faster than five arrays of numbers.
   */
  function measureOne(el, t, dx, dy) {
    const r = el.getBoundingClientRect();
    const v = isVisible(el, r);
    if (t.boxes) {
      if (t.n === t.vis.length) grow(t);
      const i = t.n++;
      t.boxes[4 * i] = Math.round((r.left + dx) * 10);
      t.boxes[4 * i + 1] = Math.round((r.top + dy) * 10);
      t.boxes[4 * i + 2] = Math.round(r.width * 10);
      t.boxes[4 * i + 3] = Math.round(r.height * 10);
      t.vis[i] = v ? 1 : 0;
      return;
    }
    t.x.push(round(r.left + dx));
    t.y.push(round(r.top + dy));
    t.w.push(round(r.width));
    t.h.push(round(r.height));
    t.visible.push(v);
  }

  function packedTable(capacity) {
    return { boxes: new Int32Array(4 * capacity), vis: new Uint8Array(capacity), n: 0 };
  }

  function grow(t) {
    const boxes = new Int32Array(2 * t.boxes.length + 64);
    boxes.set(t.boxes);
    const vis = new Uint8Array(2 * t.vis.length + 16);
    vis.set(t.vis);
    t.boxes = boxes;
    t.vis = vis;
  }

  /**
   * packTable writes the packed layout: "pageWidth,pageHeight;" and the
   * base64 of n boxes (4 little-endian int32 each: x, y, w, h in tenths of a
   * pixel) followed by n visibility bytes (1 visible, 0 not).
   */
  function packTable(t, pageWidth, pageHeight) {
    const n = t.n;
    const bytes = new Uint8Array(17 * n);
    bytes.set(new Uint8Array(t.boxes.buffer, 0, 16 * n)); // typed arrays are little-endian wherever browsers run
    bytes.set(t.vis.subarray(0, n), 16 * n);
    const parts = [];
    for (let i = 0; i < bytes.length; i += 0x8000) parts.push(String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000)));
    return `${pageWidth},${pageHeight};${btoa(parts.join(''))}`;
  }

  /** addExtraRoot lists el's open shadow root or same-origin iframe document in roots. */
  function addExtraRoot(el, roots) {
    if (roots.length >= MAX_EXTRA_ROOTS) return;
    if (el.shadowRoot) roots.push({ kind: 'shadow', host: el, root: el.shadowRoot });
    const tag = el.localName;
    if (tag === 'iframe' || tag === 'frame') {
      let inner = null;
      try {
        inner = el.contentDocument; // null or throws when cross-origin
      } catch {
        inner = null;
      }
      if (inner && inner.body) roots.push({ kind: 'iframe', host: el, root: inner.body });
    }
  }

  const isEmptyRoot = (r) => ![...r.childNodes].some((n) => n.nodeType !== 3 || n.data.trim());

  /**
   * captureSteps encodes doc and measures it, as a generator that yields
   * between slices of work (see captureSliced); it returns the capture.
   * The tree is encoded first (and the roots of iframes and shadow roots
   * found on the way); when the encoding passes maxChars it stops there
   * (cut: the core cuts such a page at its byte limit anyway) and no layout
   * is measured, since it could not match the elements the core keeps.
   */
  function* captureSteps(doc, win, { packed = false, maxChars = Infinity, maxElements = Infinity, maxLayout = Infinity, layoutUntil = () => false, every = 2000 } = {}) {
    const body = doc.body;
    const roots = [];
    const extras = [];
    const extrasOf = (el) => {
      if (el !== body) return null;
      for (const { kind, root: r } of roots) if (!isEmptyRoot(r)) extras.push({ from: kind, root: r });
      return extras.length ? extras : null;
    };
    const enc = yield* globalThis.__pithEncodeSteps(doc, {
      extras: body ? extrasOf : undefined,
      visit: body ? (el) => addExtraRoot(el, roots) : undefined,
      maxChars,
      maxElements,
      every,
      bytes: packed,
    });
    const sx = win.scrollX || 0;
    const sy = win.scrollY || 0;
    const layout = packed ? packedTable(enc.elements) : { x: [], y: [], w: [], h: [], visible: [] };
    // Document order, as querySelectorAll('*'), but a live list read lazily
    // (no one long walk up front); linkedom's '*' finds nothing.
    let els = doc.getElementsByTagName('*');
    if (els.item(0) === null) els = doc.querySelectorAll('*'); // not .length: a walk of the whole page
    const extraEls = [];
    // The layout is optional: the core goes without it on a page too large
    // to measure in time. (A cut page has none: its length, a walk of the
    // whole live list, is not even asked.)
    let measured = !enc.cut && els.length <= maxLayout;
    if (measured) {
      let budget = every;
      for (let i = 0; i < els.length && measured; i++) {
        measureOne(els[i], layout, sx, sy);
        if (--budget <= 0) {
          budget = every;
          if (layoutUntil()) measured = false;
          yield;
        }
      }
    }
    if (measured) {
      for (const x of roots) {
        if (!extras.some((e) => e.root === x.root)) continue;
        const hostBox = x.host.getBoundingClientRect();
        // The wrapper stands for the host element on the page.
        extraEls.push(x.host);
        measureOne(x.host, layout, sx, sy);
        const innerEls = x.root.querySelectorAll('*');
        const ox = x.kind === 'iframe' ? hostBox.left + sx : sx;
        const oy = x.kind === 'iframe' ? hostBox.top + sy : sy;
        for (const e of innerEls) {
          measureOne(e, layout, ox, oy);
          extraEls.push(e);
        }
        yield;
      }
    }
    const root = doc.documentElement;
    const pageWidth = root ? Math.max(root.scrollWidth || 0, body ? body.scrollWidth || 0 : 0) : 0;
    const pageHeight = root ? Math.max(root.scrollHeight || 0, body ? body.scrollHeight || 0 : 0) : 0;
    const elements = enc.cut ? enc.elements : els.length;
    globalThis.__pithExtraElements = { base: elements, els: extraEls };
    let table = null;
    if (measured) {
      table = packed ? packTable(layout, pageWidth, pageHeight) : { ...layout, pageWidth, pageHeight };
    }
    return {
      ...(packed ? { treeBytes: { header: enc.header, blocks: enc.blocks } } : { tree: enc.tree }),
      url: String(doc.URL || (win.location && win.location.href) || ''),
      title: doc.title || '',
      layout: table,
      elements,
      extras: extraEls.length,
      cut: enc.cut,
      layoutSkipped: !measured && !enc.cut,
    };
  }

  /**
   * capture encodes doc and measures it at once. win is doc's window.
   * @returns {{tree: string, url: string, title: string, layout: object, elements: number, extras: number}}
   */
  function capture(doc = document, win = window) {
    const steps = captureSteps(doc, win, { every: Infinity });
    let r = steps.next();
    while (!r.done) r = steps.next();
    return r.value;
  }

  /**
   * captureSliced is capture for the extension: the work runs in slices of
   * about sliceMs, each a task of its own, so the page stays responsive
   * (input, frames, its own scripts run between them); the layout comes
   * packed (a string) and the tree stops past maxChars or maxElements; the
   * layout is left out for a page of more than maxLayout elements, or when
   * measuring it runs past layoutMs. It gives up with an
   * Error("pith-capture-deadline") after deadlineMs.
   * The slices are chained with a MessageChannel, not timers, which a
   * background tab throttles to one a second. With chunkChars, a tree
   * longer than that is held on the page (treeChunks: how many chunks) for
   * the background to take with takeChunk.
   */
  async function captureSliced({ sliceMs = 25, deadlineMs = 15000, maxChars = Infinity, maxElements = Infinity, maxLayout = Infinity, layoutMs = Infinity, chunkChars = 0 } = {}) {
    const t0 = performance.now();
    const layoutUntil = () => performance.now() - t0 > layoutMs;
    const steps = captureSteps(document, window, { packed: true, maxChars, maxElements, maxLayout, layoutUntil, every: 500 });
    const channel = new MessageChannel();
    let wake = null;
    channel.port1.onmessage = () => wake?.();
    // A timer as well, in case a message never arrives (a sandbox that
    // does not deliver it): the slower of the two ways on, never stuck.
    const pause = () => new Promise((resolve) => {
      const timer = setTimeout(() => { wake = null; resolve(); }, 100);
      wake = () => { wake = null; clearTimeout(timer); resolve(); };
      channel.port2.postMessage(0);
    });
    let slices = 0;
    let longest = 0;
    let longestPause = 0;
    try {
      for (;;) {
        const start = performance.now();
        let r = steps.next();
        while (!r.done && performance.now() - start < sliceMs) r = steps.next();
        const end = performance.now();
        longest = Math.max(longest, end - start);
        slices++;
        if (r.done) return hold({ ...r.value, ms: Math.round(end - t0), slices, longestSliceMs: Math.round(longest), longestPauseMs: Math.round(longestPause) }, chunkChars);
        if (end - t0 > deadlineMs) throw new Error('pith-capture-deadline');
        await pause();
        longestPause = Math.max(longestPause, performance.now() - end);
      }
    } finally {
      channel.port1.close();
    }
  }

  /**
   * held keeps the tree of the last capture, in UTF-8 outside the page's JS
   * heap (tree.js), in chunks of about chunkChars bytes when it is longer
   * than one, which the background takes one by one (takeChunk): each is
   * made into strings and crosses to it in a task of its own, where the
   * whole tree of a large page, handed over at once, was one task of
   * hundreds of ms on the page (the browser copies a script's answer on the
   * page's thread), and its strings die young instead of filling the
   * page's heap.
   */
  let held = [];

  function hold(c, chunkChars) {
    const { treeBytes, ...rest } = c;
    const { header, blocks } = treeBytes;
    const size = blocks.reduce((n, b) => n + b.length, 0);
    // A tree of one chunk goes with the answer (no second round trip).
    if (!(chunkChars > 0) || size <= chunkChars) return { ...rest, treeParts: [header, ...blocks.flatMap((b) => globalThis.__pithTreeParts(b))] };
    held = [];
    for (const b of blocks) {
      const at = globalThis.__pithTreeCuts(b, 0, b.length, chunkChars);
      for (let k = 0; k + 1 < at.length; k++) held.push({ b, from: at[k], to: at[k + 1] });
    }
    held[0].header = header;
    return { ...rest, treeChunks: held.length };
  }

  /** takeChunk gives chunk k of the held tree (an array of strings: the parts) and lets go of it. */
  function takeChunk(k) {
    const chunk = held[k] ?? null;
    if (chunk === null) return null;
    held[k] = null;
    if (held.every((x) => x === null)) held = [];
    const parts = globalThis.__pithTreeParts(chunk.b, chunk.from, chunk.to);
    if (chunk.header !== undefined) parts.unshift(chunk.header);
    return parts;
  }

  globalThis.__pithCapture = capture;
  globalThis.__pithTakeChunk = takeChunk;
  globalThis.__pithCaptureSliced = captureSliced;
})();
