// download.js — save a generated text file through the downloads API. The
// file is made here (a blob: URL where the context has URL.createObjectURL,
// else a data: URL, as in Chrome's service worker); nothing is fetched.
import { safeFileName } from './filename.js';

/** fileURL returns {url, revoke} for text of the given MIME type. */
export function fileURL(text, mime) {
  const type = `${mime};charset=utf-8`;
  if (typeof URL.createObjectURL === 'function' && typeof Blob === 'function') {
    const url = URL.createObjectURL(new Blob([text], { type }));
    return { url, revoke: () => URL.revokeObjectURL(url) };
  }
  return { url: `data:${type},${encodeURIComponent(text)}`, revoke: () => {} };
}

/**
 * savePath is name inside folder (a path under the downloads folder, "/"
 * between its parts): each part is made safe as a file name is, and "..",
 * "." and empty parts are dropped, so the file stays in the downloads folder.
 */
export function savePath(folder, name) {
  const parts = String(folder ?? '').split(/[/\\]+/)
    .map((p) => p.trim())
    .filter((p) => p !== '' && p !== '.' && p !== '..')
    .map((p) => safeFileName(p, '', { fallback: '' }))
    .filter(Boolean);
  return [...parts, name].join('/');
}

/**
 * downloadText saves text as filename (in folder, asking where first when
 * saveAs); resolves to the download id.
 */
export function downloadText(ext, { filename, mime, text, folder = '', saveAs = false }) {
  return download(ext, fileURL(text, mime), { filename, folder, saveAs });
}

/** downloadBlob saves a Blob (an extension page's: it needs URL.createObjectURL), as downloadText. */
export function downloadBlob(ext, { filename, blob, folder = '', saveAs = false }) {
  const url = URL.createObjectURL(blob);
  return download(ext, { url, revoke: () => URL.revokeObjectURL(url) }, { filename, folder, saveAs });
}

async function download(ext, { url, revoke }, { filename, folder, saveAs }) {
  try {
    return await ext.downloads.download({ url, filename: savePath(folder, filename), saveAs: Boolean(saveAs), conflictAction: 'uniquify' });
  } finally {
    // Give the browser time to read the blob before it is released.
    setTimeout(revoke, 60_000)?.unref?.(); // (unref: Node's unit tests need not wait)
  }
}
