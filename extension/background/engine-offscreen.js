// engine-offscreen.js — the engine for Chrome's service worker: the wasm runs
// in a worker of the offscreen document (offscreen.js), because a service
// worker cannot start workers, and only a worker can be ended after a large
// page so that its memory comes back at once. Same API as engine.js.
//
// The calls go over a MessageChannel the offscreen document hands to this
// service worker (through navigator.serviceWorker), the tree and the answer
// as UTF-8 in transferred buffers (engine-host.js packCall, packAnswer),
// where runtime messages serialise to JSON and back (about 0.7 s in all
// for a 10 MB page and its 22 MB answer). Runtime messages remain the way
// to ask for the channel, and the fallback.
import { engineAPI, requestBytes } from '../shared/engine.js';
import { packCall, answerOf } from '../shared/engine-host.js';

const URL_ = 'extension/background/offscreen.html';
const PORT_WAIT_MS = 3000;

/** createOffscreenEngine returns engine.js's API over the offscreen document's worker. */
export function createOffscreenEngine(ext, scope = globalThis) {
  let creating = null;
  let lastMs = 0;
  let port = null;
  let portWaiters = [];
  let asking = null;
  let nextId = 0;
  let inflight = 0; // calls sent and not yet answered, by either way
  const pending = new Map();
  const origin = ext.runtime.getURL('');

  // A service worker's message listeners must be added when it starts.
  scope.addEventListener?.('message', (ev) => {
    if (`${ev.origin}/` !== origin || !ev.data?.pithEnginePort || !ev.ports?.[0]) return;
    port = ev.ports[0];
    port.onmessage = (m) => {
      const p = pending.get(m.data?.id);
      if (!p) return;
      pending.delete(m.data.id);
      if (typeof m.data.error === 'string') p.reject(new Error(m.data.error));
      else {
        if (typeof m.data.ms === 'number') lastMs = m.data.ms;
        p.resolve(answerOf(m.data));
      }
    };
    for (const w of portWaiters) w(port);
    portWaiters = [];
  });

  function ensure() {
    if (!creating) {
      creating = (async () => {
        const open = await ext.runtime.getContexts?.({ contextTypes: ['OFFSCREEN_DOCUMENT'] }).catch(() => null);
        if (open?.length) return;
        try {
          await ext.offscreen.createDocument({
            url: URL_,
            reasons: ['WORKERS'],
            justification: 'runs the page-reading core (WebAssembly) in a worker that can be ended to free its memory',
          });
        } catch (err) {
          if (!/single offscreen|already/i.test(String(err?.message ?? err))) throw err;
        }
      })();
      creating.catch(() => { creating = null; });
    }
    return creating;
  }

  async function send(msg) {
    await ensure();
    let r;
    try {
      r = await ext.runtime.sendMessage(msg);
    } catch (err) {
      // The document was closed behind our back: open it again, once.
      if (!/receiving end|establish connection/i.test(String(err?.message ?? err))) throw err;
      creating = null;
      port = null;
      await ensure();
      r = await ext.runtime.sendMessage(msg);
    }
    if (!r) throw new Error('pith: the engine did not answer');
    if (typeof r.error === 'string') throw new Error(r.error);
    if (typeof r.ms === 'number') lastMs = r.ms;
    return r.out;
  }

  /** channel resolves to the offscreen document's port, or null (then runtime messages carry the calls). */
  function channel() {
    if (port) return Promise.resolve(port);
    if (!asking) {
      asking = new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), PORT_WAIT_MS);
        portWaiters.push((p) => { clearTimeout(timer); resolve(p); });
        send({ pithEngine: 'port' }).catch(() => { clearTimeout(timer); resolve(null); });
      }).finally(() => { asking = null; });
    }
    return asking;
  }

  /** raw runs a call on the document's engine; aside, on a worker of its own (engine-host.js aside). */
  async function raw(method, request, bytes = requestBytes(method, request), aside = false) {
    inflight++;
    try {
      await ensure();
      const p = await channel();
      if (!p) return await send({ pithEngine: 'raw', method, request, bytes, aside });
      const id = ++nextId;
      const answer = new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
      const [msg, transfer] = packCall(id, method, request, bytes);
      if (aside) msg.aside = true;
      p.postMessage(msg, transfer);
      return await answer;
    } finally {
      inflight--;
    }
  }

  const asideAPI = engineAPI((method, request, bytes) => raw(method, request, bytes, true));

  return {
    ...engineAPI(raw),
    raw,
    /** extractAside is extract on a worker of its own, beside the engine's (engine-host.js aside). */
    extractAside: asideAPI.extract,
    warm: () => ensure().then(channel).then(() => undefined),
    /** The offscreen document keeps its engine warm itself. */
    running: () => true,
    lastMs: () => lastMs,
    memoryBytes: async () => Number(await send({ pithEngine: 'memory' })),
    /** nudge prompts the collector of the extension pages' thread (a closed reader's DOM), where the offscreen document runs. */
    nudge: () => send({ pithEngine: 'nudge' }).catch(() => {}),
    close() {},
  };
}
