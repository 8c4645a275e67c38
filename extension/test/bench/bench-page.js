// bench-page.js — the in-page half of browser-bench.mjs: pith's wasm (through
// the extension's engine.js and tree.js, as the extension calls them) and Readability.js
// (DOMParser + new Readability(doc).parse(), as a reader view would call it
// on an HTML string) side by side in one page. Exposes globalThis.pithBench;
// the Node side drives it with page.evaluate and does the statistics.
import { createEngine } from '/extension/shared/engine.js';

const engine = createEngine({ wasmURL: '/extension/pith.wasm', largeBytes: Infinity });

function now() { return performance.now(); }

// The options the extension's reader view extracts with (background/main.js):
// the article and comments as HTML and text, as Readability.js returns them
// (content and textContent); Markdown is rendered when the user saves.
const READER = { formats: ['html', 'text'] };

globalThis.pithBench = {
  /** start measures fetching + compiling + instantiating the wasm and starting Go until it is ready. */
  async start() {
    const t0 = now();
    await engine.warm();
    const cold = now() - t0;
    // A second start with the module already compiled: what a restart costs
    // (after an exit, or after a large page dropped the runtime).
    engine.close();
    const t1 = now();
    await engine.warm();
    const restart = now() - t1;
    return { cold, restart };
  },

  /**
   * pith times what the extension does, starting here from an HTML string as
   * Readability does: the browser parses it (DOMParser), tree.js encodes the
   * document, engine.extract({tree}) runs the core and parses its JSON
   * answer. Then the parts alone (DOMParser, the encoding, the Go call with
   * its JSON string out, JSON.parse), and the HTML-string path
   * (engine.extract({html}): the core parses the HTML itself).
   */
  async pith(html, url, runs) {
    const ms = [];
    let res;
    for (let i = 0; i < runs; i++) {
      const t0 = now();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      res = await engine.extract({ tree: globalThis.__pithEncodeTree(doc), url, options: READER });
      ms.push(now() - t0);
    }
    const { api } = await engine.runtime();
    const parseMs = [];
    const encodeMs = [];
    const goMs = [];
    const jsonMs = [];
    const htmlMs = [];
    for (let i = 0; i < runs; i++) {
      const t0 = now();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const t1 = now();
      const tree = globalThis.__pithEncodeTree(doc);
      const t2 = now();
      const out = api.extract({ tree, url, options: READER });
      const t3 = now();
      JSON.parse(out);
      parseMs.push(t1 - t0);
      encodeMs.push(t2 - t1);
      goMs.push(t3 - t2);
      jsonMs.push(now() - t3);
      const t4 = now();
      await engine.extract({ html, url, options: READER });
      htmlMs.push(now() - t4);
    }
    return { ms, parseMs, encodeMs, goMs, jsonMs, htmlMs, words: res.article?.words ?? 0, type: res.type, comments: res.comments?.length ?? 0 };
  },

  /** readability times DOMParser + Readability.parse(); parse alone is timed too (the browser's floor). */
  readability(html, url, runs) {
    const ms = [];
    const parseMs = [];
    let article = null;
    for (let i = 0; i < runs; i++) {
      const t0 = now();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const t1 = now();
      article = new Readability(doc).parse();
      const t2 = now();
      ms.push(t2 - t0);
      parseMs.push(t1 - t0);
    }
    const words = article?.textContent ? article.textContent.split(/\s+/).filter(Boolean).length : 0;
    return { ms, parseMs, words };
  },

  /**
   * live times both on a document that is already parsed, as on the page a
   * reader is looking at: pith encodes it and runs the core (what the
   * extension does on a click), Readability clones it (it changes the
   * document it reads, so a reader view hands it a copy) and parses.
   */
  async live(html, url, runs) {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const pithMs = [];
    const readMs = [];
    for (let i = 0; i < runs; i++) {
      const t0 = now();
      await engine.extract({ tree: globalThis.__pithEncodeTree(doc), url, options: READER });
      const t1 = now();
      new Readability(doc.cloneNode(true)).parse();
      readMs.push(now() - t1);
      pithMs.push(t1 - t0);
    }
    return { pithMs, readMs };
  },

  memory() { return performance.memory ? performance.memory.usedJSHeapSize : null; },
};
globalThis.pithBenchReady = true;
