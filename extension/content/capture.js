// capture.js — injected into the page (isolated world) by the background with
// scripting.executeScript, then called as globalThis.__pithCapture().
// A classic script (content scripts cannot be modules); it is also loaded by
// web/ to measure a page shown in an iframe, and by the unit tests in a VM.
//
// It needs tree.js (globalThis.__pithEncodeTree), injected before it.
// It returns {tree, url, title, layout, elements, extras}:
//   tree    the live DOM in pith's tree encoding (see tree.js), so content
//           revealed by scripts is included and the core does not parse the
//           page again;
//   layout  the side-table of core/dom.Layout: for each element in
//           document.querySelectorAll('*') order (html = 0), its border box
//           in CSS pixels relative to the document and whether it is visible;
//   extras  how many elements were appended after the page's own (below).
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

  /** measure appends the boxes of els to the table t (offset by dx, dy). */
  function measure(els, t, dx, dy) {
    for (let i = 0; i < els.length; i++) {
      const el = els[i];
      const r = el.getBoundingClientRect();
      t.x.push(round(r.left + dx));
      t.y.push(round(r.top + dy));
      t.w.push(round(r.width));
      t.h.push(round(r.height));
      t.visible.push(isVisible(el, r));
    }
  }

  /** extraRoots lists open shadow roots and same-origin iframe documents. */
  function extraRoots(doc, els) {
    const roots = [];
    for (let i = 0; i < els.length && roots.length < MAX_EXTRA_ROOTS; i++) {
      const el = els[i];
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
    return roots;
  }

  /**
   * capture encodes doc and measures it. win is doc's window.
   * @returns {{tree: string, url: string, title: string, layout: object, elements: number, extras: number}}
   */
  function capture(doc = document, win = window) {
    const els = doc.querySelectorAll('*');
    const sx = win.scrollX || 0;
    const sy = win.scrollY || 0;
    const layout = { x: [], y: [], w: [], h: [], visible: [], pageWidth: 0, pageHeight: 0 };
    measure(els, layout, sx, sy);
    const root = doc.documentElement;
    layout.pageWidth = Math.max(root.scrollWidth || 0, doc.body ? doc.body.scrollWidth || 0 : 0);
    layout.pageHeight = Math.max(root.scrollHeight || 0, doc.body ? doc.body.scrollHeight || 0 : 0);

    const extraEls = [];
    const extras = [];
    const body = doc.body;
    for (const { kind, host, root: r } of body ? extraRoots(doc, els) : []) {
      if (![...r.childNodes].some((n) => n.nodeType !== 3 || n.data.trim())) continue; // empty
      extras.push({ from: kind, root: r });
      const hostBox = host.getBoundingClientRect();
      // The wrapper stands for the host element on the page.
      extraEls.push(host);
      measure([host], layout, sx, sy);
      const innerEls = r.querySelectorAll('*');
      const ox = kind === 'iframe' ? hostBox.left + sx : sx;
      const oy = kind === 'iframe' ? hostBox.top + sy : sy;
      measure(innerEls, layout, ox, oy);
      for (const e of innerEls) extraEls.push(e);
    }
    const tree = globalThis.__pithEncodeTree(doc, extras.length ? (el) => (el === body ? extras : null) : undefined);
    globalThis.__pithExtraElements = { base: els.length, els: extraEls };
    return {
      tree,
      url: String(doc.URL || (win.location && win.location.href) || ''),
      title: doc.title || '',
      layout,
      elements: els.length,
      extras: extraEls.length,
    };
  }

  globalThis.__pithCapture = capture;
})();
