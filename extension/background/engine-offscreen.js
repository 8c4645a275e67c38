// engine-offscreen.js — the engine for Chrome's service worker: the wasm runs
// in a worker of the offscreen document (offscreen.js), because a service
// worker cannot start workers, and only a worker can be ended after a large
// page so that its memory comes back at once. Same API as engine.js.
import { engineAPI, requestBytes } from '../shared/engine.js';

const URL_ = 'extension/background/offscreen.html';

/** createOffscreenEngine returns engine.js's API over runtime messages to the offscreen document. */
export function createOffscreenEngine(ext) {
  let creating = null;

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
      await ensure();
      r = await ext.runtime.sendMessage(msg);
    }
    if (!r) throw new Error('pith: the engine did not answer');
    if (typeof r.error === 'string') throw new Error(r.error);
    return r.out;
  }

  const raw = (method, request, bytes = requestBytes(method, request)) => send({ pithEngine: 'raw', method, request, bytes });
  return {
    ...engineAPI(raw),
    raw,
    warm: () => send({ pithEngine: 'warm' }).then(() => undefined),
    /** The offscreen document keeps its engine warm itself. */
    running: () => true,
    memoryBytes: async () => Number(await send({ pithEngine: 'memory' })),
    /** nudge prompts the collector of the extension pages' thread (a closed reader's DOM). */
    nudge: () => send({ pithEngine: 'nudge' }).catch(() => {}),
    close() {},
  };
}
