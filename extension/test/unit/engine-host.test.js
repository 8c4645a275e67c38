// engine-host.js: the engine with the wasm in a worker, ended after a large
// job. The worker here is a stand-in that runs engine-worker.js's protocol
// over the real wasm build in this thread (Node has no Web Workers).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const wasm = fileURLToPath(new URL('../../pith.wasm', import.meta.url));
const shim = fileURLToPath(new URL('../../wasm_exec.js', import.meta.url));
const skip = existsSync(wasm) && existsSync(shim) ? false : 'extension/pith.wasm is not built (run ./build.sh)';
const page = readFileSync(new URL('../fixtures/article-comments.html', import.meta.url), 'utf8');

async function setup(opts = {}) {
  await import(shim);
  const { createEngine, ExtractError } = await import('../../shared/engine.js');
  const { createWorkerEngine } = await import('../../shared/engine-host.js');
  const workers = [];
  class FakeWorker {
    constructor(url, o) {
      this.url = url;
      this.type = o?.type;
      this.terminated = false;
      this.engine = null;
      workers.push(this);
    }
    postMessage(msg) {
      // As engine-worker.js: {module} starts the runtime, then {id, method, request}.
      queueMicrotask(async () => {
        if (this.terminated) return;
        if (msg.module) {
          this.engine = createEngine({ wasmURL: '', module: msg.module, largeBytes: Infinity });
          await this.engine.warm();
          this.onmessage({ data: { ready: true } });
          return;
        }
        try {
          const out = await this.engine.raw(msg.method, msg.request, msg.bytes);
          if (!this.terminated) this.onmessage({ data: { id: msg.id, out } });
        } catch (err) {
          if (!this.terminated) this.onmessage({ data: { id: msg.id, error: String(err.message) } });
        }
      });
    }
    terminate() {
      this.terminated = true;
      this.engine?.close();
    }
  }
  const fetchImpl = async () => new Response(readFileSync(wasm));
  const e = createWorkerEngine({ wasmURL: 'pith.wasm', workerURL: 'engine-worker.js', fetchImpl, WorkerClass: FakeWorker, rewarmMs: -1, ...opts });
  return { e, workers, ExtractError };
}

test('the worker engine answers Results and failures, and keeps one worker for ordinary pages', { skip }, async () => {
  const { e, workers, ExtractError } = await setup();
  const a = await e.extract({ html: page, url: 'https://example.org/owls' });
  assert.equal(a.type, 'AC');
  assert.equal(a.comments.length, 6);
  const b = await e.extract({ html: page });
  assert.equal(b.type, 'AC');
  await assert.rejects(e.extract({ html: '' }), (err) => err instanceof ExtractError && err.kind === 'request');
  assert.equal(workers.length, 1);
  assert.equal(workers[0].type, 'module');
  assert.equal(workers[0].terminated, false);
  e.close();
  assert.equal(workers[0].terminated, true);
});

test('a large job ends its worker (its memory goes with it); the next call starts a fresh one', { skip }, async () => {
  const { e, workers } = await setup({ largeBytes: 1000 });
  const big = page.replace('</main>', `<div>${'<p>filler text for size</p>'.repeat(50)}</div></main>`);
  const a = await e.extract({ html: big });
  assert.equal(workers.length, 1);
  assert.equal(workers[0].terminated, true, 'the worker of a large job is terminated');
  assert.equal(e.running(), false);
  const b = await e.extract({ html: big });
  assert.deepEqual(a, b);
  assert.equal(workers.length, 2);
  assert.equal(workers[1].terminated, true);
  // A small call after it keeps its worker.
  await e.articleMarkdown({ html: '<p>hi</p>' });
  assert.equal(workers.length, 3);
  assert.equal(workers[2].terminated, false);
  e.close();
});
