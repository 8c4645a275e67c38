import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dispatch, listener, isTrustedSender } from '../../background/routes.js';

const table = {
  echo: (p) => p,
  fail: () => { throw Object.assign(new Error('nope'), { code: 'expired' }); },
  nothing: () => undefined,
  async slow(p) { return p.n * 2; },
};

test('dispatch routes by type and wraps the value', async () => {
  assert.deepEqual(await dispatch(table, { type: 'echo', payload: { a: 1 } }), { ok: true, value: { a: 1 } });
  assert.deepEqual(await dispatch(table, { type: 'slow', payload: { n: 21 } }), { ok: true, value: 42 });
  assert.deepEqual(await dispatch(table, { type: 'nothing' }), { ok: true, value: null });
});

test('dispatch turns errors and unknown types into error replies', async () => {
  assert.deepEqual(await dispatch(table, { type: 'fail' }), { ok: false, error: 'nope', code: 'expired' });
  for (const msg of [{ type: 'nope' }, { type: 'toString' }, { type: '__proto__' }, {}, null, 'echo', { type: 42 }]) {
    const r = await dispatch(table, msg);
    assert.equal(r.ok, false);
    assert.equal(r.code, 'unknown', JSON.stringify(msg));
  }
});

test('dispatch refuses untrusted senders', async () => {
  const r = await dispatch(table, { type: 'echo' }, { id: 'x' }, () => false);
  assert.deepEqual(r, { ok: false, error: 'message from an untrusted sender', code: 'forbidden' });
});

test('isTrustedSender accepts only our own pages', () => {
  const origin = 'chrome-extension://abc/';
  assert.equal(isTrustedSender({ id: 'abc', url: 'chrome-extension://abc/extension/ui/reader.html' }, 'abc', origin), true);
  assert.equal(isTrustedSender({ id: 'abc', url: 'https://evil.example/' }, 'abc', origin), false); // content script
  assert.equal(isTrustedSender({ id: 'other', url: 'chrome-extension://abc/x' }, 'abc', origin), false);
  assert.equal(isTrustedSender(undefined, 'abc', origin), false);
});

test('listener answers through sendResponse and keeps the channel open', async () => {
  const fn = listener(table, () => true);
  const reply = await new Promise((resolve) => assert.equal(fn({ type: 'echo', payload: 7 }, {}, resolve), true));
  assert.deepEqual(reply, { ok: true, value: 7 });
});
