// download.js — save a generated text file through the downloads API. The
// file is made here (a blob: URL where the context has URL.createObjectURL,
// else a data: URL, as in Chrome's service worker); nothing is fetched.

/** fileURL returns {url, revoke} for text of the given MIME type. */
export function fileURL(text, mime) {
  const type = `${mime};charset=utf-8`;
  if (typeof URL.createObjectURL === 'function' && typeof Blob === 'function') {
    const url = URL.createObjectURL(new Blob([text], { type }));
    return { url, revoke: () => URL.revokeObjectURL(url) };
  }
  return { url: `data:${type},${encodeURIComponent(text)}`, revoke: () => {} };
}

/** downloadText saves text as filename; resolves to the download id. */
export async function downloadText(ext, { filename, mime, text }) {
  const { url, revoke } = fileURL(text, mime);
  try {
    return await ext.downloads.download({ url, filename, saveAs: false, conflictAction: 'uniquify' });
  } finally {
    // Give the browser time to read the blob before it is released.
    setTimeout(revoke, 60_000);
  }
}
