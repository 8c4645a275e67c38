// overlay.js — the noise map: outlines the regions the core found on the live
// page. Injected by the background (and loaded by web/ for its preview), then
// driven through globalThis[Symbol.for('pith.overlay')].{show, hide, isShown}.
//
// Nothing of the page changes: everything is drawn inside one shadow root on a
// host element appended to <html> after the capture (so it takes no number
// any region refers to), with position: fixed and pointer-events: none except
// on the legend. Region text (the "why") is set with textContent only.
// Esc removes the overlay.
//
// The page cannot reach or fake its state. The API lives under a symbol, and
// the page's DOM can only name string properties (an element with id or name
// "__pithOverlay" is window.__pithOverlay, in the content script's world too);
// the state is in this closure. The document's and the page's elements'
// methods are called from the prototypes (Document.prototype.createElement,
// …), since a named element clobbers document.createElement and a form
// control named "getBoundingClientRect" its form's. show() reports what it
// drew, and throws when it cannot draw, for the caller to tell the user.
(() => {
  'use strict';
  const KEY = Symbol.for('pith.overlay');
  if (Object.hasOwn(globalThis, KEY)) return;

  const DOC = Document.prototype;
  const createElement = DOC.createElement;
  const querySelectorAll = DOC.querySelectorAll;
  const querySelector = DOC.querySelector;
  const documentElement = Object.getOwnPropertyDescriptor(DOC, 'documentElement').get;
  const defaultView = Object.getOwnPropertyDescriptor(DOC, 'defaultView').get;
  const isConnected = Object.getOwnPropertyDescriptor(Node.prototype, 'isConnected').get;
  const boundingRect = Element.prototype.getBoundingClientRect;
  const listen = EventTarget.prototype.addEventListener;
  const unlisten = EventTarget.prototype.removeEventListener;
  const append = Element.prototype.append;

  const COLORS = {
    article: { line: '#1e8e3e', fill: 'rgba(30,142,62,.10)', name: 'article' },
    comment: { line: '#1a73e8', fill: 'rgba(26,115,232,.10)', name: 'comments' },
    post: { line: '#1a73e8', fill: 'rgba(26,115,232,.10)', name: 'posts' },
    noise: { line: '#d93025', fill: 'rgba(95,99,104,.18)', name: 'noise' },
  };

  const CSS = `
  :host{all:initial}
  .layer{position:fixed;inset:0;pointer-events:none;z-index:2147483647;font:12px/1.4 system-ui,-apple-system,'Segoe UI',sans-serif}
  .box{position:absolute;box-sizing:border-box;border:2px solid;border-radius:2px}
  .box.noise{border-style:dashed}
  .box .tag{position:absolute;left:-2px;top:-18px;padding:0 4px;color:#fff;font-size:11px;line-height:16px;border-radius:2px 2px 0 0;white-space:nowrap}
  .hidden-kind{display:none}
  .legend{position:fixed;right:12px;bottom:12px;pointer-events:auto;background:#fff;color:#202124;border:1px solid #dadce0;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.2);padding:8px 10px;min-width:180px}
  .legend h2{font-size:13px;margin:0 0 6px;font-weight:600}
  .legend label{display:flex;align-items:center;gap:6px;margin:2px 0;cursor:pointer}
  .legend .sw{display:inline-block;width:12px;height:12px;border:2px solid;border-radius:2px}
  .legend .row{display:flex;gap:6px;margin-top:6px}
  .legend button{font:inherit;padding:2px 8px;border:1px solid #dadce0;border-radius:4px;background:#f8f9fa;cursor:pointer}
  .legend .hint{color:#5f6368;margin-top:4px}
  .tip{position:fixed;max-width:360px;background:#202124;color:#fff;padding:6px 8px;border-radius:6px;pointer-events:none;white-space:pre-wrap;display:none}
  `;

  let state = null;
  // The document drawn on: the page itself, or (in web/) a preview iframe's.
  let D = document;
  let W = window;

  function resolver(opts) {
    const els = querySelectorAll.call(D, '*');
    // capture.js keeps the elements of open shadow roots and frames here;
    // anything else by that name (a clobbering element) is not it.
    const kept = globalThis.__pithExtraElements;
    const extra = kept && Array.isArray(kept.els) && Number.isInteger(kept.base) ? kept : null;
    const countsMatch = !opts.elements || opts.elements === els.length + (extra ? extra.els.length : 0) || opts.elements === els.length;
    return (region) => {
      let el = null;
      if (countsMatch) {
        el = region.node < els.length ? els[region.node] : extra ? extra.els[region.node - extra.base] : null;
      }
      if ((!el || !countsMatch) && region.path) {
        try {
          el = querySelector.call(D, region.path) || el;
        } catch {
          /* not a valid selector here */
        }
      }
      return el && isConnected.call(el) ? el : null;
    };
  }

  function el(tag, cls, text) {
    const e = createElement.call(D, tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function describe(r) {
    const lines = [`${r.kind}  ·  node ${r.node}`];
    if (r.why) lines.push(r.why);
    lines.push(`density ${r.density ?? 0}  ·  link density ${(r.linkDensity ?? 0).toFixed(2)}  ·  dfm ${(r.dfm ?? 0).toFixed(2)}`);
    if (r.path) lines.push(r.path);
    return lines.join('\n');
  }

  function place() {
    if (!state) return;
    for (const item of state.items) {
      const b = boundingRect.call(item.el);
      item.rect = b;
      const s = item.box.style;
      s.left = `${b.left}px`;
      s.top = `${b.top}px`;
      s.width = `${Math.max(b.width, 2)}px`;
      s.height = `${Math.max(b.height, 2)}px`;
      s.display = b.width === 0 && b.height === 0 ? 'none' : '';
    }
  }

  let pending = false;
  function schedule() {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      place();
    });
  }

  function onMove(ev) {
    if (!state) return;
    let best = null;
    for (const item of state.items) {
      if (state.hiddenKinds.has(item.region.kind) || !item.rect) continue;
      const b = item.rect;
      if (ev.clientX >= b.left && ev.clientX <= b.right && ev.clientY >= b.top && ev.clientY <= b.bottom) {
        if (!best || b.width * b.height < best.rect.width * best.rect.height) best = item;
      }
    }
    const tip = state.tip;
    if (!best) {
      tip.style.display = 'none';
      return;
    }
    tip.textContent = describe(best.region);
    tip.style.display = 'block';
    const x = Math.min(ev.clientX + 14, W.innerWidth - 370);
    const y = Math.min(ev.clientY + 14, W.innerHeight - 120);
    tip.style.left = `${Math.max(4, x)}px`;
    tip.style.top = `${Math.max(4, y)}px`;
  }

  function onKey(ev) {
    if (ev.key === 'Escape' && state) {
      ev.stopPropagation();
      hide();
    }
  }

  function legend(counts, layer, missing) {
    const box = el('div', 'legend');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', 'pith noise map');
    box.append(el('h2', '', 'pith · noise map'));
    if (missing > 0) box.append(el('div', 'hint missing', `${missing} region${missing === 1 ? '' : 's'} not found on the page (it changed since it was read)`));
    for (const kind of Object.keys(COLORS)) {
      if (!counts[kind]) continue;
      const label = el('label');
      const cb = el('input');
      cb.type = 'checkbox';
      cb.checked = true;
      cb.dataset.kind = kind;
      cb.addEventListener('change', () => {
        if (cb.checked) state.hiddenKinds.delete(kind);
        else state.hiddenKinds.add(kind);
        for (const b of layer.querySelectorAll(`.box.${kind}`)) b.classList.toggle('hidden-kind', !cb.checked);
      });
      const sw = el('span', 'sw');
      sw.style.borderColor = COLORS[kind].line;
      sw.style.background = COLORS[kind].fill;
      label.append(cb, sw, el('span', '', `${COLORS[kind].name} (${counts[kind]})`));
      box.append(label);
    }
    const row = el('div', 'row');
    const toggle = el('button', '', 'Hide outlines');
    toggle.addEventListener('click', () => {
      const off = layer.classList.toggle('off');
      for (const b of layer.querySelectorAll('.box')) b.style.visibility = off ? 'hidden' : '';
      toggle.textContent = off ? 'Show outlines' : 'Hide outlines';
    });
    const close = el('button', '', 'Close');
    close.addEventListener('click', hide);
    row.append(toggle, close);
    box.append(row, el('div', 'hint', 'Hover a box for the reason · Esc closes'));
    return box;
  }

  /**
   * show draws the regions. opts.elements is the element count the core saw
   * (Result.stats.elements): when it differs from the page's, regions are
   * found by their CSS path instead of their number.
   */
  function show(regions, opts = {}) {
    hide();
    D = opts.doc || document;
    W = defaultView.call(D) || window;
    const find = resolver(opts);
    const host = createElement.call(D, 'pith-noise-map');
    host.style.cssText = 'all:initial !important;position:fixed !important;inset:0 !important;pointer-events:none !important;z-index:2147483647 !important;display:block !important';
    const root = host.attachShadow({ mode: 'open' });
    const style = el('style');
    style.textContent = CSS;
    const layer = el('div', 'layer');
    const tip = el('div', 'tip');
    root.append(style, layer);
    const items = [];
    const counts = {};
    for (const region of regions || []) {
      const target = find(region);
      const color = COLORS[region.kind];
      if (!target || !color) continue;
      counts[region.kind] = (counts[region.kind] || 0) + 1;
      const box = el('div', `box ${region.kind}`);
      box.style.borderColor = color.line;
      box.style.background = color.fill;
      box.dataset.node = String(region.node);
      const tag = el('span', 'tag', region.kind);
      tag.style.background = color.line;
      box.append(tag);
      layer.append(box);
      items.push({ region, el: target, box, rect: null });
    }
    const wanted = (regions || []).filter((r) => COLORS[r.kind]).length;
    layer.append(legend(counts, layer, wanted - items.length), tip);
    append.call(documentElement.call(D), host);
    state = { host, items, tip, hiddenKinds: new Set() };
    place();
    listen.call(W, 'scroll', schedule, { passive: true, capture: true });
    listen.call(W, 'resize', schedule, { passive: true });
    listen.call(D, 'mousemove', onMove, { passive: true, capture: true });
    listen.call(W, 'keydown', onKey, true);
    return { shown: items.length, regions: wanted, counts };
  }

  function hide() {
    if (!state) return false;
    state.host.remove();
    state = null;
    unlisten.call(W, 'scroll', schedule, { capture: true });
    unlisten.call(W, 'resize', schedule);
    unlisten.call(D, 'mousemove', onMove, { capture: true });
    unlisten.call(W, 'keydown', onKey, true);
    return true;
  }

  Object.defineProperty(globalThis, KEY, { value: Object.freeze({ show, hide, isShown: () => state !== null }) });
})();
