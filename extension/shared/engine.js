// engine.js — the JavaScript side of the wasm core, for any extension context
// (service worker, background page, extension page) and for web/.
//
// It needs globalThis.Go (from the Go toolchain's wasm_exec.js, loaded before
// this module is used). The module is compiled once; a runtime (instance) is
// started lazily, reused across calls, and replaced when
//   - it has exited (a panic that escaped, or an earlier close), or
//   - it served a large page (Go's wasm memory only grows, so after a 10 MB
//     page we close it and let the next call start a fresh one).

let bootCounter = 0;

/**
 * nudgeCollector prompts the JavaScript engine to run a full collection
 * soon. What a large page's job let go of (a dropped runtime: hundreds of
 * MB; a closed reader's DOM: 150-250 MB on the extension pages' thread)
 * goes back to the system only when the engine collects it, which an idle
 * extension process may put off past 10 s (V8's memory reducer waits 8 s,
 * and longer while anything runs). Nothing in the platform forces a
 * collection, but held buffers move its external-memory accounting past the
 * point where it starts a full one: buffers dropped at once go with a
 * scavenge, which never looks at the DOM, while buffers held over a few
 * tasks are promoted first (Chromium, a detached DOM of 300 000 elements:
 * 880 MB of DOM heap left after 2 s with the buffers dropped at once or none,
 * 1 MB with 16 held over 4 tasks). The buffers are zero pages the system
 * never backs with memory. Resolves once they are let go.
 */
export async function nudgeCollector({ buffers = 16, tasks = 4 } = {}) {
  let held = [];
  for (let t = 0; t < tasks; t++) {
    for (let i = 0; i < Math.ceil(buffers / tasks); i++) held.push(new ArrayBuffer(32 << 20));
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  held = null;
}

/** ExtractError is thrown when the core answers with a Failure. */
export class ExtractError extends Error {
  constructor(message, kind, code = '') {
    super(message);
    this.name = 'ExtractError';
    this.kind = kind;
    /** code: "binary", "time-budget", "empty" or "" (wasm Failure.code). */
    this.code = code;
  }
}

/**
 * createEngine returns {extract(request), learnSite(request), markdown(request), articleMarkdown(request), raw(method, request, bytes), warm(), close()}.
 * extract: request {html or tree, url, layout or layoutPacked, options} → the
 * Result object (tree: the page in the tree encoding of
 * extension/content/tree.js; layoutPacked: capture.js's packed layout).
 * learnSite: request {pages: [html, …], urls: [url, …]} → the site profile
 * {wrapper, template}, which extract takes back as options.site.
 * cfg.module, when given, is the compiled module (or a promise of it): no fetch.
 * @param {{wasmURL: string|URL, module?: WebAssembly.Module|Promise<WebAssembly.Module>, largeBytes?: number, fetchImpl?: Function, GoClass?: Function}} cfg
 */
export function createEngine(cfg) {
  const largeBytes = cfg.largeBytes ?? 4 * 1024 * 1024;
  const fetchImpl = cfg.fetchImpl ?? globalThis.fetch.bind(globalThis);
  let modulePromise = null;
  let runtime = null; // Promise<{go, api}>

  function compile() {
    if (!modulePromise && cfg.module) modulePromise = Promise.resolve(cfg.module);
    if (!modulePromise) {
      modulePromise = (async () => {
        const resp = await fetchImpl(String(cfg.wasmURL));
        if (!resp.ok) throw new Error(`pith: cannot load ${cfg.wasmURL}: ${resp.status}`);
        const bytes = await resp.arrayBuffer();
        return WebAssembly.compile(bytes);
      })();
      modulePromise.catch(() => { modulePromise = null; });
    }
    return modulePromise;
  }

  async function boot() {
    const GoClass = cfg.GoClass ?? globalThis.Go;
    if (typeof GoClass !== 'function') throw new Error('pith: wasm_exec.js is not loaded');
    const module = await compile();
    const go = new GoClass();
    const readyName = `__pithReady${++bootCounter}`;
    const ready = new Promise((resolve) => { globalThis[readyName] = resolve; });
    go.argv = ['pith', readyName];
    const instance = await WebAssembly.instantiate(module, go.importObject);
    const exited = go.run(instance).finally(() => { go.exited = true; });
    const api = await Promise.race([ready, exited.then(() => { throw new Error('pith: wasm exited during start'); })]);
    delete globalThis[readyName];
    return { go, api };
  }

  function current() {
    if (!runtime) {
      runtime = boot();
      runtime.catch(() => { runtime = null; });
    }
    return runtime;
  }

  function drop(rt) {
    runtime = null;
    try { if (!rt.go.exited) rt.api.close(); } catch { /* already gone */ }
    // Let go of the memory now: the global entry point the Go side sets
    // (pithExtract) and the Go object's view of the memory would keep the
    // whole grown instance alive until the next runtime replaced them.
    if (globalThis.pithExtract === rt.api.extract) delete globalThis.pithExtract;
    if (rt.go.exited) rt.go.mem = null;
  }

  async function callOnce(method, request, bytes) {
    const rt = await current();
    if (rt.go.exited) { drop(rt); return null; }
    if (typeof rt.api[method] !== 'function') throw new Error(`pith: the wasm has no ${method}()`);
    let out;
    try {
      out = rt.api[method](request);
    } catch (err) {
      // "Go program has already exited": start again once.
      if (rt.go.exited) { drop(rt); return null; }
      throw err;
    }
    if (bytes > largeBytes) {
      drop(rt);
      // More than once: what else the page's job let go of (its answer,
      // the reader's copy) becomes garbage in the seconds after.
      for (const ms of [200, 2000, 6000]) setTimeout(nudgeCollector, ms);
    }
    return out;
  }

  /** raw runs api[method](request), restarting an exited runtime once: the JSON answer, unparsed. */
  async function raw(method, request, bytes) {
    let out = await callOnce(method, request, bytes);
    if (out === null) out = await callOnce(method, request, bytes);
    if (typeof out !== 'string') throw new Error('pith: wasm returned no answer');
    return out;
  }

  return {
    ...engineAPI(raw),
    raw,
    warm() { return current().then(() => undefined); },
    /** running tells whether a runtime is started (or starting). */
    running() { return runtime !== null; },
    /** memoryBytes is the size of the running instance's memory (0 when none runs). */
    async memoryBytes() {
      if (!runtime) return 0;
      const rt = await runtime.catch(() => null);
      return rt?.go?.mem?.buffer?.byteLength ?? 0;
    },
    /** runtime exposes the current {go, api} (diagnostics and tests). */
    runtime() { return current(); },
    close() {
      const r = runtime;
      runtime = null;
      r?.then((rt) => { try { rt.api.close(); } catch { /* gone */ } }, () => {});
    },
  };
}

/** parseAnswer reads the core's JSON answer: the value, or an ExtractError for a Failure. */
export function parseAnswer(out) {
  if (typeof out !== 'string') throw new Error('pith: wasm returned no answer');
  const res = JSON.parse(out);
  if (typeof res.error === 'string') throw new ExtractError(res.error, res.kind, res.code ?? '');
  return res;
}

/** requestBytes is how large a request is, by method (what decides a large job). */
export function requestBytes(method, request) {
  switch (method) {
    case 'extract': return request?.tree?.length ?? request?.html?.length ?? 0;
    case 'articleMarkdown': return request?.html?.length ?? 0;
    case 'learnSite': return (request?.pages ?? []).reduce((n, p) => n + (typeof p === 'string' ? p.length : 0), 0);
    default: return typeof request === 'string' ? request.length : 0;
  }
}

/**
 * engineAPI is the engine's methods over raw(method, request, bytes), a
 * function answering the core's JSON unparsed: the wasm in this context
 * (createEngine) or in a worker (engine-host.js).
 */
export function engineAPI(raw) {
  const call = async (method, request) => parseAnswer(await raw(method, request, requestBytes(method, request)));
  return {
    extract(request) {
      return call('extract', request);
    },
    /**
     * articleMarkdown: {html, url} (an article's HTML, as a Result gives it)
     * → its Markdown, made by the core's writer from that HTML alone.
     */
    async articleMarkdown(request) {
      const res = await call('articleMarkdown', request);
      return res.markdown ?? '';
    },
    learnSite(request) {
      return call('learnSite', request);
    },
    /**
     * markdown writes the Markdown file of a Result (core/mdfile: the same
     * file as pith extract -format md). request {result, options: {url,
     * savedAt, noComments}}; the result needs its article's Markdown
     * (extract with formats including 'markdown'). Resolves to the text.
     */
    async markdown(request) {
      const json = JSON.stringify(request);
      // A discussion's whole Result goes in: a large one drops the runtime after it.
      return (await call('markdown', json)).markdown;
    },
  };
}
