// engine-host.js — the engine (engine.js's API) with the wasm in a dedicated
// worker (engine-worker.js), for the contexts that can start workers: Firefox's
// background page and Chrome's offscreen document (a service worker cannot).
//
// The module is compiled once here and handed to each worker, so a fresh
// worker starts its runtime in tens of milliseconds. One worker is kept
// warm for ordinary pages; after a call on more than largeBytes (a large
// page: Go's wasm memory has grown to hundreds of MB and never shrinks) the
// worker is terminated, which gives its memory back at once, and the next
// call (or warm()) starts a fresh one.
import { engineAPI, requestBytes, nudgeCollector } from './engine.js';

/**
 * Large strings cross between contexts as UTF-8 bytes in a transferred
 * buffer (moved, not copied): a page's tree on the way in, the core's JSON
 * answer on the way out. A string sent as such is copied on each hop, and
 * the copy stays in the receiving context's heap until its collector runs
 * (the offscreen document's heap is the extension pages' heap).
 */
const BYTES_FROM = 64 * 1024;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** packCall is the message of a call and what it transfers. */
export function packCall(id, method, request, bytes) {
  const msg = { id, method, request, bytes };
  if (typeof request === 'string' && request.length > BYTES_FROM) {
    msg.request = null;
    msg.requestUTF8 = encoder.encode(request);
    return [msg, [msg.requestUTF8.buffer]];
  }
  if (typeof request?.tree === 'string' && request.tree.length > BYTES_FROM) {
    msg.request = { ...request, tree: '' };
    msg.treeUTF8 = encoder.encode(request.tree);
    return [msg, [msg.treeUTF8.buffer]];
  }
  return [msg, []];
}

/** unpackCall gives back {id, method, request, bytes} from packCall's message. */
export function unpackCall(msg) {
  const { id, method, bytes } = msg;
  let request = msg.request;
  if (msg.requestUTF8) request = decoder.decode(msg.requestUTF8);
  if (msg.treeUTF8) request = { ...request, tree: decoder.decode(msg.treeUTF8) };
  return { id, method, request, bytes };
}

/** packAnswer is the message of an answer (out: the core's JSON) and what it transfers. */
export function packAnswer(id, out, ms) {
  if (typeof out === 'string' && out.length > BYTES_FROM) {
    const outUTF8 = encoder.encode(out);
    return [{ id, outUTF8, ms }, [outUTF8.buffer]];
  }
  return [{ id, out, ms }, []];
}

/** answerOf is the JSON answer of packAnswer's message. */
export function answerOf(msg) {
  return msg.outUTF8 ? decoder.decode(msg.outUTF8) : msg.out;
}

/**
 * createWorkerEngine returns engine.js's API (extract, articleMarkdown,
 * learnSite, markdown, raw, warm, running, memoryBytes, close).
 * rewarmMs: after a large job, a fresh worker is started this much later
 * (-1: not until the next call).
 * @param {{wasmURL: string|URL, workerURL: string|URL, largeBytes?: number, rewarmMs?: number, fetchImpl?: Function, WorkerClass?: Function}} cfg
 */
export function createWorkerEngine(cfg) {
  const largeBytes = cfg.largeBytes ?? 4 * 1024 * 1024;
  const fetchImpl = cfg.fetchImpl ?? globalThis.fetch.bind(globalThis);
  const WorkerClass = cfg.WorkerClass ?? globalThis.Worker;
  const rewarmMs = cfg.rewarmMs ?? 1000;
  let modulePromise = null;
  let current = null; // {worker, ready: Promise, pending: Map}
  let nextId = 0;
  let lastMs = 0; // how long the last call took in its worker

  function compile() {
    if (!modulePromise) {
      modulePromise = (async () => {
        const resp = await fetchImpl(String(cfg.wasmURL));
        if (!resp.ok) throw new Error(`pith: cannot load ${cfg.wasmURL}: ${resp.status}`);
        return WebAssembly.compile(await resp.arrayBuffer());
      })();
      modulePromise.catch(() => { modulePromise = null; });
    }
    return modulePromise;
  }

  function fail(w, err) {
    for (const { reject } of w.pending.values()) reject(err);
    w.pending.clear();
  }

  function stop(w) {
    if (current === w) current = null;
    w.worker.terminate();
    fail(w, new Error('pith: the engine was restarted'));
  }

  /**
   * retire ends a worker that served a large job: new calls go to a fresh
   * worker at once, this one is terminated when its last call is answered,
   * and a fresh one is warmed rewarmMs later for the next click.
   */
  function retire(w) {
    w.retired = true;
    if (current === w) current = null;
    if (w.pending.size > 0) return;
    w.worker.terminate();
    if (rewarmMs >= 0) setTimeout(() => { if (!current) live().ready.catch(() => {}); }, rewarmMs);
  }

  function start() {
    const worker = new WorkerClass(String(cfg.workerURL), { type: 'module' });
    const w = { worker, pending: new Map(), ready: null };
    w.ready = new Promise((resolve, reject) => {
      w.fail = reject;
      worker.onmessage = (ev) => {
        const m = ev.data ?? {};
        if ('ready' in m) {
          if (m.ready) resolve();
          else reject(new Error(m.error || 'pith: the wasm did not start'));
          return;
        }
        const p = w.pending.get(m.id);
        if (!p) return;
        w.pending.delete(m.id);
        if (typeof m.error === 'string') p.reject(new Error(m.error));
        else {
          lastMs = m.ms ?? 0;
          p.resolve(m);
        }
      };
      worker.onerror = (ev) => {
        ev.preventDefault?.();
        const err = new Error(`pith: the engine's worker failed: ${ev.message ?? 'error'}`);
        reject(err);
        if (current === w) current = null;
        w.worker.terminate();
        fail(w, err);
      };
    });
    w.ready.catch(() => { if (current === w) current = null; });
    compile().then((module) => worker.postMessage({ module }), (err) => {
      if (current === w) current = null;
      worker.terminate();
      fail(w, err);
      w.fail(err);
    });
    return w;
  }

  function live() {
    if (!current) current = start();
    return current;
  }

  /**
   * call sends a packed call (packCall: its message and transfer list) to
   * the worker and resolves to the worker's answer message (answerOf reads
   * it): the offscreen document passes both on without reading them.
   */
  async function call(msg, transfer) {
    const w = live();
    await w.ready;
    const id = ++nextId;
    const out = new Promise((resolve, reject) => w.pending.set(id, { resolve, reject }));
    w.worker.postMessage({ ...msg, id }, transfer);
    try {
      return await out;
    } finally {
      // A large job leaves the worker's memory grown for good: let it go now.
      if (msg.bytes > largeBytes || w.retired) retire(w);
    }
  }

  /**
   * aside runs one packed call on a worker of its own, started for it and
   * ended after it, beside the current one: the reader's first answer on a
   * large page (the article without its comments, main.js) is made while
   * the whole extraction runs, on the other core. The module is compiled
   * already, so the worker starts in tens of milliseconds.
   */
  async function aside(msg, transfer) {
    const w = start();
    try {
      await w.ready;
      const id = ++nextId;
      const out = new Promise((resolve, reject) => w.pending.set(id, { resolve, reject }));
      w.worker.postMessage({ ...msg, id }, transfer);
      return await out;
    } finally {
      w.worker.terminate();
      fail(w, new Error('pith: the engine was restarted'));
    }
  }

  async function raw(method, request, bytes = requestBytes(method, request)) {
    return answerOf(await call(...packCall(0, method, request, bytes)));
  }

  const asideAPI = engineAPI(async (method, request, bytes = requestBytes(method, request)) => answerOf(await aside(...packCall(0, method, request, bytes))));

  return {
    ...engineAPI(raw),
    raw,
    call,
    aside,
    /** extractAside is extract on a worker of its own (aside), beside the current one. */
    extractAside: asideAPI.extract,
    warm() { return live().ready; },
    running() { return current !== null; },
    /** lastMs: how long the last answered call ran in the worker (the rest is the crossing). */
    lastMs() { return lastMs; },
    async memoryBytes() {
      if (!current) return 0;
      return JSON.parse(await raw('memory', null, 0)).bytes;
    },
    /** nudge prompts this context's collector (Firefox: the background page shares its heap with the reader). */
    nudge() { nudgeCollector(); },
    close() { if (current) stop(current); },
  };
}
