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
  const { createWorkerEngine, unpackCall, packAnswer } = await import('../../shared/engine-host.js');
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
          const { id, method, request, bytes } = unpackCall(structuredClone(msg));
          const out = await this.engine.raw(method, request, bytes);
          if (!this.terminated) this.onmessage({ data: structuredClone(packAnswer(id, out, 1)[0]) });
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
  const big = page.replace('</main>', `<div>${'<p>filler text for size</p>'.repeat(3000)}</div></main>`); // over 64 kB: packed as bytes
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

test('extractAside runs on a worker of its own, ended after it, beside the engine\'s warm worker', { skip }, async () => {
  const { e, workers, ExtractError } = await setup();
  await e.warm();
  assert.equal(workers.length, 1);
  const [whole, early] = await Promise.all([
    e.extract({ html: page, url: 'https://example.org/owls' }),
    e.extractAside({ html: page, url: 'https://example.org/owls', options: { noComments: true } }),
  ]);
  assert.equal(whole.comments.length, 6);
  assert.equal(early.comments?.length ?? 0, 0, 'the aside call got its own options');
  assert.equal(early.article.text, whole.article.text);
  assert.equal(workers.length, 2, 'a second worker for the aside call');
  assert.equal(workers[1].terminated, true, 'ended once it answered');
  assert.equal(workers[0].terminated, false, 'the engine\'s worker is kept');
  assert.equal(e.running(), true);
  await assert.rejects(e.extractAside({ html: '' }), (err) => err instanceof ExtractError && err.kind === 'request');
  assert.equal(workers[2].terminated, true, 'ended after a failure too');
  e.close();
});

test('large trees, requests and answers cross as transferred UTF-8 and come back the same', async () => {
  const { packCall, unpackCall, packAnswer, answerOf } = await import('../../shared/engine-host.js');
  const tree = `h1,0\u0000ep\u0000t${'héllo wörld ✓ '.repeat(10_000)}\u0000c`;
  const [msg, transfer] = packCall(7, 'extract', { tree, url: 'https://x/', options: { formats: ['html'] } }, tree.length);
  assert.equal(msg.request.tree, '', 'the tree is not sent as a string');
  assert.deepEqual(transfer, [msg.treeUTF8.buffer]);
  const back = unpackCall(structuredClone(msg, { transfer }));
  assert.equal(back.request.tree, tree);
  assert.deepEqual(back.request.options, { formats: ['html'] });
  assert.equal(back.id, 7);
  assert.equal(back.bytes, tree.length);
  assert.equal(msg.treeUTF8.byteLength, 0, 'the buffer was moved, not copied');
  const json = JSON.stringify({ result: tree });
  const [m2, t2] = packCall(8, 'markdown', json, json.length);
  assert.equal(m2.request, null);
  assert.equal(unpackCall(structuredClone(m2, { transfer: t2 })).request, json);
  const [a, ta] = packAnswer(9, json, 12);
  assert.equal(a.out, undefined);
  assert.equal(ta.length, 1);
  assert.equal(answerOf(structuredClone(a, { transfer: ta })), json);
  // Small ones go as they are.
  const [small, ts] = packCall(1, 'extract', { tree: 'h0,0' }, 4);
  assert.deepEqual([small.request.tree, ts], ['h0,0', []]);
  assert.deepEqual(packAnswer(2, '{}', 0), [{ id: 2, out: '{}', ms: 0 }, []]);
});
