// bench-page.js — the in-page half of browser-bench.mjs: pith's wasm (through
// the extension's engine.js, as the extension calls it) and Readability.js
// (DOMParser + new Readability(doc).parse(), as a reader view would call it
// on an HTML string) side by side in one page. Exposes globalThis.pithBench;
// the Node side drives it with page.evaluate and does the statistics.
import { createEngine } from '/extension/shared/engine.js';

const engine = createEngine({ wasmURL: '/extension/pith.wasm', largeBytes: Infinity });

function now() { return performance.now(); }

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
   * pith times engine.extract (string in, JSON answer parsed) runs times;
   * then the same runs split: the Go call alone (api.extract, string in,
   * JSON string out) and JSON.parse of its answer.
   */
  async pith(html, url, runs) {
    const ms = [];
    let res;
    for (let i = 0; i < runs; i++) {
      const t0 = now();
      res = await engine.extract({ html, url });
      ms.push(now() - t0);
    }
    const { api } = await engine.runtime();
    const goMs = [];
    const jsonMs = [];
    for (let i = 0; i < runs; i++) {
      const t0 = now();
      const out = api.extract({ html, url });
      const t1 = now();
      JSON.parse(out);
      goMs.push(t1 - t0);
      jsonMs.push(now() - t1);
    }
    return { ms, goMs, jsonMs, words: res.article?.words ?? 0, type: res.type, comments: res.comments?.length ?? 0 };
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

  memory() { return performance.memory ? performance.memory.usedJSHeapSize : null; },
};
globalThis.pithBenchReady = true;
