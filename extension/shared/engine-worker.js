// engine-worker.js — a dedicated worker (module) that runs the wasm core for
// engine-host.js. The worker is the unit of memory: Go's wasm memory only
// grows, and a runtime merely dropped is given back only when the
// JavaScript engine collects it, which an idle background may put off for
// minutes; a terminated worker gives back its whole heap at once. So the
// host keeps one worker warm for ordinary pages and terminates it after a
// large job.
//
// Messages in: {module} (the compiled WebAssembly.Module, once, first),
// {id, method, request} (engine-host.js packCall); out: {id, out, ms} (the
// core's JSON answer, unparsed, as packAnswer packs it, and the time the
// call took in the worker)
// or {id, error}; {ready: true} once the runtime has started.
import '../wasm_exec.js';
import { createEngine } from './engine.js';
import { unpackCall, packAnswer } from './engine-host.js';

let engine = null;

self.onmessage = async (ev) => {
  const msg = ev.data;
  if (msg && msg.module) {
    // The host decides when memory goes: the worker never drops its runtime for size.
    engine = createEngine({ wasmURL: '', module: msg.module, largeBytes: Infinity });
    engine.warm().then(() => self.postMessage({ ready: true }), (err) => self.postMessage({ ready: false, error: String(err?.message ?? err) }));
    return;
  }
  const { id, method, request, bytes } = unpackCall(msg ?? {});
  try {
    if (!engine) throw new Error('pith: the worker has no wasm module');
    const t0 = performance.now();
    const out = method === 'memory' ? JSON.stringify({ bytes: await engine.memoryBytes() }) : await engine.raw(method, request, bytes);
    self.postMessage(...packAnswer(id, out, Math.round(performance.now() - t0)));
  } catch (err) {
    self.postMessage({ id, error: String(err?.message ?? err) });
  }
};
