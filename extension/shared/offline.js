// offline.js — saving a page to read offline: its images embedded in the
// saved HTML as data: URLs, or put beside the Markdown in a .zip (assets/).
// The images are fetched only when the user saves, from the page's own tab
// (the background runs fetchImagesInPage there: no request of the
// extension's own), without a referrer, each at most MAX_IMAGE_BYTES and
// all at most MAX_TOTAL_BYTES; raster types only (as the sanitiser allows
// in data: URLs). Any image left out is named in the saved file with why.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_TOTAL_BYTES = 25 * 1024 * 1024;
export const MAX_IMAGES = 200;
const IMAGE_TIMEOUT_MS = 15_000;
export const RASTER = /^image\/(png|jpeg|gif|webp|avif)$/;
const DATA_IMAGE = /^data:image\/(?:png|gif|jpeg|webp|avif);base64,[a-z0-9+/=]*$/i;
const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'avif' };

/** caps are the limits fetchImagesInPage gets. */
export const caps = () => ({ maxBytes: MAX_IMAGE_BYTES, maxTotal: MAX_TOTAL_BYTES, timeoutMs: IMAGE_TIMEOUT_MS });

/**
 * fetchImagesInPage runs in the page's tab (scripting.executeScript: it
 * must not use anything outside itself). Resolves to one entry per URL:
 * {url, type, dataURL} or {url, error}.
 */
export async function fetchImagesInPage(urls, { maxBytes, maxTotal, timeoutMs }) {
  const raster = /^image\/(png|jpeg|gif|webp|avif)$/;
  const mb = (n) => `${(n / 1048576).toFixed(1)} MB`;
  const read = (blob) => new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(r.result);
    r.onerror = () => reject(r.error);
    r.readAsDataURL(blob);
  });
  let total = 0;
  const out = [];
  for (const url of urls) {
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), timeoutMs);
    try {
      const res = await fetch(url, { signal: ctrl.signal, referrerPolicy: 'no-referrer', credentials: 'same-origin', cache: 'force-cache' });
      if (!res.ok) throw new Error(`the server answered ${res.status}`);
      const declared = Number(res.headers.get('content-length') || 0);
      if (declared > maxBytes) throw new Error(`larger than ${mb(maxBytes)} (${mb(declared)})`);
      const blob = await res.blob();
      if (blob.size > maxBytes) throw new Error(`larger than ${mb(maxBytes)} (${mb(blob.size)})`);
      if (total + blob.size > maxTotal) throw new Error(`the images together would pass ${mb(maxTotal)}`);
      const type = (blob.type || '').split(';')[0].trim().toLowerCase();
      if (!raster.test(type)) throw new Error(`not a PNG, JPEG, GIF, WebP or AVIF image (${type || 'no type'})`);
      total += blob.size;
      out.push({ url, type, dataURL: String(await read(new Blob([blob], { type }))) });
    } catch (err) {
      const msg = err?.name === 'AbortError' ? `no answer within ${timeoutMs / 1000} s` : String(err?.message ?? err);
      out.push({ url, error: /Failed to fetch|NetworkError/i.test(msg) ? `its site does not let the page copy it (${msg})` : msg });
    } finally {
      clearTimeout(timer);
    }
  }
  return out;
}

/** imageURLs lists the distinct http(s) image addresses under root (at most MAX_IMAGES). */
export function imageURLs(root) {
  const urls = [];
  for (const img of root.querySelectorAll('img[src]')) {
    const src = img.getAttribute('src');
    if (/^https?:/i.test(src) && !urls.includes(src)) urls.push(src);
  }
  return urls.slice(0, MAX_IMAGES);
}

/** usable is an image fetched and safe to embed (a raster data: URL). */
const usable = (im) => im && !im.error && RASTER.test(im.type) && DATA_IMAGE.test(im.dataURL);

/**
 * offlineHTML embeds the fetched images in a saved HTML file (its text):
 * each <img> gets its data: URL, one left out becomes a link to it saying
 * why, a note at the top names them, and the file's policy loads images
 * from data: only (it makes no request when opened).
 */
export function offlineHTML(html, images, Parser = globalThis.DOMParser) {
  const doc = new Parser().parseFromString(html, 'text/html');
  const byURL = new Map(images.map((im) => [im.url, im]));
  const left = new Map();
  for (const img of [...doc.querySelectorAll('img')]) {
    const src = img.getAttribute('src') ?? '';
    if (/^data:/i.test(src)) continue;
    const im = byURL.get(src);
    img.removeAttribute('srcset');
    if (usable(im)) {
      img.setAttribute('src', im.dataURL);
      continue;
    }
    const why = im?.error ?? 'not fetched (more images than pith saves)';
    left.set(src, why);
    const a = doc.createElement('a');
    a.className = 'pith-image';
    a.setAttribute('href', src);
    a.setAttribute('rel', 'noreferrer');
    a.textContent = `Image: ${img.getAttribute('alt') || src} (left out: ${why})`;
    img.replaceWith(a);
  }
  const csp = doc.querySelector('meta[http-equiv="Content-Security-Policy"]');
  if (csp) csp.setAttribute('content', csp.getAttribute('content').replace(/img-src [^;]*/, 'img-src data:'));
  if (left.size > 0) {
    const note = doc.createElement('aside');
    note.className = 'pith-note';
    note.id = 'pith-images-left-out';
    const p = doc.createElement('p');
    p.textContent = `${left.size} image${left.size === 1 ? ' was' : 's were'} left out of this file:`;
    const ul = doc.createElement('ul');
    for (const [url, why] of left) {
      const li = doc.createElement('li');
      li.textContent = `${url}: ${why}`;
      ul.append(li);
    }
    note.append(p, ul);
    doc.body.prepend(note);
  }
  return `<!doctype html>\n${doc.documentElement.outerHTML}\n`;
}

/** mdDestination is url as core/render writes a Markdown link destination. */
export function mdDestination(url) {
  return String(url).replace(/[\s<>\\`\u0000-\u001f\u007f]/g, (c) => (c === '\\' ? '%5C' : encodeURIComponent(c))).replace(/[()]/g, (c) => `\\${c}`);
}

/**
 * pointImage points the Markdown image links to url (as the core writes
 * them: ![alt](dest) or ![alt](dest "title")) at to; returns the text and
 * whether any was found.
 */
function pointImage(text, url, to) {
  let out = text;
  let found = false;
  for (const dest of new Set([url, mdDestination(url)])) {
    for (const end of [')', ' "']) {
      const from = `](${dest}${end}`;
      if (out.includes(from)) {
        out = out.split(from).join(`](${to}${end}`);
        found = true;
      }
    }
  }
  return { text: out, found };
}

/** leftOut lists the images that were not fetched, with why: [{url, why}]. */
export function leftOut(images) {
  return images.filter((im) => !usable(im)).map((im) => ({ url: im.url, why: im.error ?? 'not a raster image' }));
}

/**
 * markdownBundle is the .zip's files for a Markdown file and its fetched
 * images: name.md with each embedded image's address replaced by
 * assets/image-N.ext, the images, and images-left-out.txt naming any left out.
 */
export function markdownBundle(md, images, name) {
  let text = md;
  const files = [];
  for (const im of images.filter(usable)) {
    const path = `assets/image-${files.length + 1}.${EXTENSIONS[im.type]}`;
    const pointed = pointImage(text, im.url, path);
    if (!pointed.found) continue;
    text = pointed.text;
    const b64 = im.dataURL.slice(im.dataURL.indexOf(',') + 1);
    files.push({ name: path, data: Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)) });
  }
  const left = leftOut(images).map(({ url, why }) => `${url}: ${why}`);
  const out = [{ name: `${name}.md`, data: text }, ...files];
  if (left.length) out.push({ name: 'images-left-out.txt', data: `These images of the page were left out (they stay links to the web in ${name}.md):\n\n${left.join('\n')}\n` });
  return out;
}

/**
 * markdownWithImages embeds the fetched images in a Markdown file as
 * base64 raster data: URLs (what the sanitisers allow of data:); the rest
 * stay links to the web.
 */
export function markdownWithImages(md, images) {
  let text = md;
  for (const im of images.filter(usable)) text = pointImage(text, im.url, im.dataURL).text;
  return text;
}

/** leftOutHTML is the note of the images left out, as HTML of escaped text (for the core's Markdown writer). */
export function leftOutHTML(list, escape) {
  if (list.length === 0) return '';
  return `<h2>Images left out (${list.length})</h2>\n<ul>${list.map(({ url, why }) => `<li>${escape(url)}: ${escape(why)}</li>`).join('')}</ul>`;
}
