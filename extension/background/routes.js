// routes.js — the one message table of the background, and its dispatcher.
// Pure: the handlers are passed in, so the routing is unit-tested in Node.

/** RouteError is what a failed route answers with. */
export class RouteError extends Error {
  constructor(message, code = 'failed') {
    super(message);
    this.name = 'RouteError';
    this.code = code;
  }
}

/**
 * isTrustedSender accepts messages from this extension's own pages only
 * (reader, options): content scripts never send messages (their results come
 * back from scripting.executeScript), and web pages cannot reach us.
 */
export function isTrustedSender(sender, extensionId, extensionOrigin) {
  if (!sender || sender.id !== extensionId) return false;
  const url = String(sender.url ?? '');
  return url.startsWith(extensionOrigin);
}

/**
 * dispatch runs the handler for msg.type from table and always resolves to
 * {ok: true, value} or {ok: false, error, code}: one shape for the caller to
 * unwrap (see shared/messages.js), never a rejected promise or a lost reply.
 */
export async function dispatch(table, msg, sender, trust = () => true) {
  try {
    if (!trust(sender)) throw new RouteError('message from an untrusted sender', 'forbidden');
    const type = msg && typeof msg === 'object' ? msg.type : undefined;
    if (typeof type !== 'string' || !Object.hasOwn(table, type)) {
      throw new RouteError(`unknown message type: ${String(type)}`, 'unknown');
    }
    const value = await table[type](msg.payload ?? {}, sender);
    return { ok: true, value: value === undefined ? null : value };
  } catch (err) {
    return { ok: false, error: String(err?.message ?? err), code: err?.code ?? 'failed' };
  }
}

/**
 * listener adapts dispatch to runtime.onMessage in both browsers: it answers
 * through sendResponse and returns true to keep the channel open.
 */
export function listener(table, trust) {
  return (msg, sender, sendResponse) => {
    dispatch(table, msg, sender, trust).then(sendResponse);
    return true;
  };
}
