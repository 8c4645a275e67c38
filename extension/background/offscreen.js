// offscreen.js — Chrome's offscreen document (reason WORKERS): it holds the
// wasm engine's worker for the service worker, which cannot start workers
// itself (engine-offscreen.js is the service worker's side). A worker can be
// terminated after a large page, which gives its memory back at once.
import { ext } from '../shared/api.js';
import { createWorkerEngine, packCall, answerOf } from '../shared/engine-host.js';
import { nudgeCollector } from '../shared/engine.js';

const engine = createWorkerEngine({
  wasmURL: ext.runtime.getURL('extension/pith.wasm'),
  workerURL: ext.runtime.getURL('extension/shared/engine-worker.js'),
});
engine.warm().catch(() => {});

const origin = ext.runtime.getURL('');

/**
 * offerPort hands the service worker (the one running now: it asks again
 * after a restart) a MessagePort that carries its calls to the engine with
 * structured clone instead of runtime messages' JSON.
 */
async function offerPort() {
  const reg = await navigator.serviceWorker.ready;
  const ch = new MessageChannel();
  ch.port1.onmessage = async (ev) => {
    // Packed calls and answers (engine-host.js) pass through unread: their
    // buffers are moved on, never copied into this document's heap.
    const msg = ev.data ?? {};
    try {
      const transfer = [msg.treeUTF8?.buffer, msg.requestUTF8?.buffer].filter(Boolean);
      const answer = await (msg.aside ? engine.aside(msg, transfer) : engine.call(msg, transfer));
      ch.port1.postMessage({ ...answer, id: msg.id }, answer.outUTF8 ? [answer.outUTF8.buffer] : []);
    } catch (err) {
      ch.port1.postMessage({ id: msg.id, error: String(err?.message ?? err) });
    }
  };
  reg.active.postMessage({ pithEnginePort: true }, [ch.port2]);
}

ext.runtime.onMessage.addListener((msg, sender, sendResponse) => {
  // Only the engine's messages, and only from this extension; the reader's
  // messages to the background reach this document too and are left alone.
  if (!msg || typeof msg.pithEngine !== 'string') return false;
  if (sender.id !== ext.runtime.id || !String(sender.url ?? '').startsWith(origin)) return false;
  const answer = (async () => {
    switch (msg.pithEngine) {
      case 'raw': {
        if (msg.aside) return { out: answerOf(await engine.aside(...packCall(0, msg.method, msg.request, msg.bytes))) };
        const out = await engine.raw(msg.method, msg.request, msg.bytes);
        return { out, ms: engine.lastMs() };
      }
      case 'warm': await engine.warm(); return { out: '' };
      case 'memory': return { out: String(await engine.memoryBytes()) };
      // This document shares its thread's heap with the extension's pages:
      // a closed reader's DOM is collected sooner when nudged from here.
      case 'nudge': await nudgeCollector(); return { out: '' };
      // The service worker's calls come over a channel of their own (engine-offscreen.js).
      case 'port': await offerPort(); return { out: '' };
      default: throw new Error(`pith: unknown engine message ${msg.pithEngine}`);
    }
  })();
  answer.then(sendResponse, (err) => sendResponse({ error: String(err?.message ?? err) }));
  return true;
});
