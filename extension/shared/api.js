// api.js — the WebExtension namespace of whichever browser runs us.
export const ext = globalThis.browser ?? globalThis.chrome;
