// tree.js — writes a parsed document in pith's tree encoding (core/dom/tree.go
// documents the format; dom.EncodeTree is its Go twin). Sending the DOM the
// browser has already built spares the wasm core from parsing the page's
// HTML again, most of an extraction's cost there. What no step of the core
// reads is not sent: comments, the text of <script> (but JSON-LD) and
// <style> elements — the elements themselves are, the numbering counts them —
// and the values of attributes nothing reads.
//
// A classic script, like capture.js (content scripts cannot be modules): it
// defines globalThis.__pithEncodeTree(root, extras?), which capture.js, the
// browser benchmark and the tests call.
(() => {
  'use strict';
  if (typeof globalThis.__pithEncodeTree === 'function') return;

  const SVG = 'http://www.w3.org/2000/svg';
  const MATH = 'http://www.w3.org/1998/Math/MathML';
  const SEP = '\u0000';

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
   * encodeTree encodes root (a Document, or any node whose children are the
   * page) and its descendants.
   * extras, when given, is called with each element and may return a list
   * of {from, root}: after the element's own children, each root's children
   * follow inside a <div data-pith-from="from"> (capture.js adds the
   * content of iframes and shadow roots at the end of <body> this way).
   * @returns {string}
   */
  function encodeTree(root, extras) {
    const out = [];
    let nodes = 0;
    let attrs = 0;
    function element(el) {
      const ns = el.namespaceURI;
      const kind = ns === SVG ? 's' : ns === MATH ? 'm' : 'e';
      const tag = el.localName;
      out.push(kind + tag);
      if (el.hasAttributes()) {
        // Names, then values by name: a quarter faster in Chromium than
        // el.attributes, whose Attr objects are made on first access.
        const names = el.getAttributeNames();
        for (let i = 0; i < names.length; i++) {
          const name = names[i];
          out.push('a' + name, unread(name) ? '' : clean(el.getAttribute(name) ?? ''));
        }
        attrs += names.length;
      }
      if (kind === 'e' && (tag === 'script' || tag === 'style')) {
        // Their text is not content; the core reads only JSON-LD.
        if (tag === 'script' && isJSONLD(el)) children(el);
      } else if (kind === 'e' && tag === 'noscript') {
        // With scripting on (a live page), <noscript> holds its markup as
        // one text node; a DOMParser document (scripting off) parsed it:
        // send the markup, as the live page would have it.
        const only = el.firstChild;
        if (only !== null && (only.nextSibling !== null || only.nodeType !== 3)) {
          out.push('t' + clean(el.innerHTML));
          nodes++;
        } else {
          children(el);
        }
      } else if (!(kind === 'e' && tag === 'template')) {
        children(el); // template content is not sent: the core drops it
      }
      const more = extras ? extras(el) : null;
      if (more) {
        for (const { from, root: r } of more) {
          out.push('ediv', 'adata-pith-from', clean(String(from)));
          nodes++;
          attrs++;
          children(r);
          out.push('c');
        }
      }
      out.push('c');
    }
    function one(c) {
      switch (c.nodeType) {
        case 1: nodes++; element(c); break;
        case 3: nodes++; out.push('t' + clean(c.data)); break;
        case 10: nodes++; out.push('d' + clean(c.name)); break;
        default: break; // comments: nothing reads them; processing instructions and CDATA: not in HTML documents
      }
    }
    function children(parent) {
      for (let c = parent.firstChild; c !== null; c = c.nextSibling) one(c);
    }
    if (root.nodeType === 9) {
      // A document: its children by index (some DOM implementations do
      // not link the doctype to its next sibling).
      const kids = root.childNodes;
      for (let i = 0; i < kids.length; i++) one(kids[i]);
    } else {
      children(root);
    }
    // The header goes first; unshift would move every token once more.
    const header = `h${nodes},${attrs}`;
    return out.length ? header + SEP + out.join(SEP) : header;
  }

  globalThis.__pithEncodeTree = encodeTree;
})();
