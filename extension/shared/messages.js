// messages.js — how extension pages talk to the background (see
// background/routes.js for the table and the reply shape).
import { ext } from './api.js';

/** call sends {type, payload} and returns the value, or throws the error. */
export async function call(type, payload = {}) {
  const reply = await ext.runtime.sendMessage({ type, payload });
  if (!reply) throw new Error(`pith: no reply to ${type}`);
  if (!reply.ok) {
    const err = new Error(reply.error);
    err.code = reply.code;
    throw err;
  }
  return reply.value;
}
