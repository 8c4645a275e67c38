// filename.js — file names from page titles that are safe on Windows, macOS,
// Linux and Android, and that the downloads API accepts.

const RESERVED = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(?:\..*)?$/i;
// Path separators, characters Windows forbids, controls, and characters
// browsers' download code rejects or rewrites (~ at the start, % sequences).
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** utf8Length counts the bytes of s in UTF-8. */
export function utf8Length(s) {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0);
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

function cutBytes(s, max) {
  let out = '';
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0);
    const w = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    if (n + w > max) break;
    out += ch;
    n += w;
  }
  return out;
}

/**
 * safeFileName makes "<title>.<ext>" safe: forbidden characters become
 * spaces, runs of space collapse, leading/trailing dots and spaces go,
 * reserved device names get a suffix, and the stem is at most maxBytes bytes
 * of UTF-8 (file systems count bytes; 255 is the usual limit, we leave room).
 * An empty result falls back to `fallback`.
 */
export function safeFileName(title, ext = 'md', { maxBytes = 120, fallback = 'page' } = {}) {
  let stem = String(title ?? '').normalize('NFC');
  stem = stem.replace(FORBIDDEN, ' ').replace(/[\s\u00a0]+/g, ' ');
  stem = stem.replace(/^[\s.~-]+/, '').replace(/[\s.]+$/, '');
  stem = cutBytes(stem, maxBytes).replace(/[\s.]+$/, '');
  if (stem === '') stem = fallback;
  if (RESERVED.test(stem)) stem = `${stem}_`;
  const cleanExt = String(ext).replace(/[^a-z0-9]/gi, '').toLowerCase();
  return cleanExt ? `${stem}.${cleanExt}` : stem;
}
