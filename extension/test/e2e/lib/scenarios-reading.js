// scenarios-reading.js — the end-to-end scenarios of reading and saving
// beyond the basics (issue 26): copy and clip, the header, alignment, table
// of contents and same tab, templates, highlights, reading aloud, offline
// saving. Registered by scenarios.js (extensionScenarios) in its own order,
// with its helpers; run in every browser like the rest.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import MarkdownIt from 'markdown-it';
import { until } from './common.js';
import { liveMarkup } from '../../livemarkup.js';

/**
 * readingScenarios registers the scenarios. ctx: current() gives {driver,
 * base} once the suite's before() ran (read before each test); the rest are
 * scenarios.js's helpers.
 */
export function readingScenarios(ctx) {
  const { artifacts, served, storage, setSetting, downloadIds, nextDownloadItem, saveAndRead, exporting, open, openReader } = ctx;
  let driver;
  let base;
  beforeEach(() => {
    ({ driver, base } = ctx.current());
  });

  /** selectText selects, in the reader, the text of the first element matching sel that contains words. */
  const selectText = (reader, sel, words) => reader.evaluate(([s, w]) => {
    const el = [...document.querySelectorAll(s)].find((e) => e.textContent.includes(w));
    const range = document.createRange();
    range.selectNodeContents(el);
    getSelection().removeAllRanges();
    getSelection().addRange(range);
    return getSelection().toString();
  }, [sel, words]);

  test('copy as Markdown, HTML and plain text; clip the selection with the page\'s front matter', async () => {
    const { page, reader } = await openReader('article.html');
    const copied = async (kind, pred) => {
      await reader.bringToFront();
      await exporting(reader, `#copy-${kind}`);
      return until(async () => {
        const clip = await driver.clipboard(page);
        return pred(clip) ? clip : null;
      }, { what: `the page copied as ${kind}` }).catch(async (err) => {
        throw new Error(`${err.message} (the reader said: ${await reader.text('#toast')})`);
      });
    };
    await reader.click('#export');
    assert.equal(await reader.attr('#export', 'aria-expanded'), 'true');
    await reader.screenshot('reader-export.png');
    await reader.click('#export');
    const html = await copied('html', (c) => /silent feathers/.test(c.html ?? ''));
    assert.match(html.html, /<h1>How owls hunt in the dark<\/h1>/);
    assert.match(html.html, /<figure>[^]*<img [^>]*src="[^"]*\/img\/owl\.png"/);
    assert.match(html.html, /<pre><code[^>]*>wing edge/);
    assert.match(html.html, new RegExp(`Source: <a href="${base}/article.html">`));
    assert.doesNotMatch(html.html, /<script|Most read/);
    assert.match(html.text, /^How owls hunt in the dark\n\n/);
    const text = await copied('text', (c) => /^How owls hunt/.test(c.text ?? '') && !c.html);
    assert.match(text.text, /Owls hunt at night with silent feathers/);
    assert.match(text.text, new RegExp(`\nSource: ${base}/article.html\n$`));
    assert.doesNotMatch(text.text, /<p>|Buy shoes/);
    const md = await copied('md', (c) => /^---\n/.test(c.text ?? ''));
    assert.match(md.text, /\ntitle: "How owls hunt in the dark"\n/);
    assert.match(md.text, /\n# How owls hunt in the dark\n/);
    assert.equal(await reader.attr('#export', 'aria-expanded'), 'false', 'the popup closes after its action');

    // Clip: nothing selected is said; the second paragraph selected is saved with the page's front matter.
    await reader.evaluate(() => getSelection().removeAllRanges());
    await exporting(reader, '#clip');
    await reader.waitFor(() => /Select some text/.test(document.getElementById('toast').textContent), null, { what: 'the reader to ask for a selection' });
    assert.match(await selectText(reader, '#article p', 'pellets of bone'), /pellets of bone and fur/);
    const clip = await saveAndRead(reader, '#clip');
    assert.match(clip, /^---\ntitle: "How owls hunt in the dark"\nurl: "/);
    assert.match(clip, new RegExp(`\\nurl: "${base}/article.html"\\n`));
    assert.match(clip, /\nbyline: "Mara Lind"\n/);
    assert.match(clip, /\nsaved: "\d{4}-/);
    assert.match(clip, /\n# How owls hunt in the dark\n\nMost owls swallow small prey whole and later bring up pellets of bone and fur\./);
    assert.doesNotMatch(clip, /silent feathers|thousand mice/);
    assert.deepEqual(liveMarkup(clip), []);
    await reader.close();
    await page.close();
  });

  test('clip the selection on the page (context menu): Markdown with the page\'s front matter', async () => {
    const page = await open('article.html');
    const selected = await page.evaluate(() => {
      const p = [...document.querySelectorAll('article p')].find((e) => e.textContent.includes('thousand mice'));
      const range = document.createRange();
      range.selectNodeContents(p);
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      return getSelection().toString();
    });
    assert.match(selected, /^A single barn owl/);
    const known = await downloadIds();
    await driver.trigger(page, 'menu:clip');
    const clip = await nextDownloadItem(known);
    assert.match(clip.filename, /How owls hunt in the dark \(clip\)( ?\(\d+\))?\.md$/); // (1): the reader's clip came first
    assert.match(clip.text, new RegExp(`^---\\ntitle: "How owls hunt in the dark"\\nurl: "${base}/article\\.html"\\nbyline: "Mara Lind"\\n`));
    assert.match(clip.text, /\n# How owls hunt in the dark\n\nA single barn owl can eat more than a thousand mice and voles in a year/);
    assert.doesNotMatch(clip.text, /silent feathers|pellets of bone|Most read/);
    assert.deepEqual(liveMarkup(clip.text), []);
    await page.close();
  });

  test('header links to the original; text alignment; a table of contents on a long article follows the reading', async () => {
    const { page, reader } = await openReader('article.html');
    assert.equal(await reader.attr('#source', 'href'), `${base}/article.html`);
    assert.equal(await reader.text('#source'), 'The Daily Field ↗');
    assert.equal(await reader.attr('#source', 'rel'), 'noreferrer');
    assert.equal(await reader.count('#toc'), 0, 'a short article has no table of contents');
    const align = () => reader.evaluate(() => getComputedStyle(document.querySelector('#article p')).textAlign);
    assert.notEqual(await align(), 'justify');
    await reader.select('#align', 'justify');
    assert.equal(await align(), 'justify');
    await reader.screenshot('reader-header-justify.png');
    await until(async () => (await storage('local', 'settings')).settings?.align === 'justify', { what: 'the alignment to be stored' });
    await reader.select('#align', 'left');
    await until(async () => (await storage('local', 'settings')).settings?.align === 'left', { what: 'the alignment to be stored' });
    await reader.close();
    await page.close();

    const long = await openReader('long-article.html');
    const r = long.reader;
    await r.waitForSelector('#toc');
    const entries = await r.evaluate(() => [...document.querySelectorAll('#toc a')].map((a) => [a.textContent, document.getElementById(a.dataset.target)?.localName]));
    assert.deepEqual(entries, [['Where barn owls live', 'h2'], ['What they eat', 'h2'], ['How a pellet is read', 'h3'], ['How they hunt', 'h2'],
      ['Nesting and chicks', 'h2'], ['Owls and farmers', 'h2'], ['How to help them', 'h2']]);
    const current = () => r.evaluate(() => document.querySelector('#toc a[aria-current]')?.textContent ?? null);
    await r.evaluate(() => scrollTo(0, 0));
    await r.waitFor(() => document.querySelector('#toc a[aria-current]') === null, null, { what: 'no section marked at the top' });
    // The section whose heading was passed last (above 90 px) is the one marked, scrolling down or up.
    const scrollHeadingTo = (text, top) => r.evaluate(([t, y]) => {
      const h = [...document.querySelectorAll('#article h2')].find((e) => e.textContent === t);
      scrollBy(0, h.getBoundingClientRect().top - y);
    }, [text, top]);
    await scrollHeadingTo('Nesting and chicks', 20);
    await r.waitFor(() => document.querySelector('#toc a[aria-current]')?.textContent === 'Nesting and chicks', null, { what: 'the contents to follow the section read' });
    await scrollHeadingTo('Nesting and chicks', 300);
    await r.waitFor(() => document.querySelector('#toc a[aria-current]')?.textContent === 'How they hunt', null, { what: 'the contents to follow, scrolling up' });
    await r.screenshot('reader-toc.png');
    await r.click('#toc li:nth-child(6) a');
    await r.waitFor(() => document.querySelector('#toc a[aria-current]')?.textContent === 'Owls and farmers', null, { what: 'a click in the contents to go to its section' });
    assert.equal(await current(), 'Owls and farmers');
    await r.close();
    await long.page.close();
  });

  test('same tab: the reader opens in the page\'s own tab and Back returns to the page', async () => {
    const tabs = () => driver.background(() => (globalThis.browser ?? globalThis.chrome).tabs.query({}).then((t) => t.length));
    await setSetting('sameTab', true);
    try {
      const page = await open('article.html');
      const before = await tabs();
      const reader = await driver.openReader(page);
      assert.equal(await reader.text('#title'), 'How owls hunt in the dark');
      assert.equal(await tabs(), before, 'a tab was opened');
      assert.match(await reader.url(), /^(chrome|moz)-extension:\/\/.*reader\.html\?job=/);
      assert.equal(await reader.attr('#noisemap', 'disabled'), '');
      await reader.click('#back');
      await until(async () => (await page.evaluate(() => location.href).catch(() => null)) === `${base}/article.html`, { what: 'Back to return to the page' });
      assert.match(await page.evaluate(() => document.body.textContent), /Most read/);
      assert.equal(await tabs(), before);
      await page.close();
    } finally {
      await setSetting('sameTab', false);
    }
  });

  test('templates: front matter and file name from the options with a live preview, saved into a subfolder', async () => {
    const options = await driver.openExtensionPage('extension/ui/options.html');
    await options.waitForSelector('body[data-ready]');
    // Today's output is the default.
    assert.match(await options.text('#preview-front-matter'), /^---\ntitle: "How owls hunt in the dark"\nurl: "https:\/\/example\.org\/owls"\nbyline: "Mara Lind"\ndate: "2026-03-14T08:00:00Z"\nsite: "The Daily Field"\ntype: "article with comments"\nsaved: "\d{4}-/);
    assert.equal(await options.text('#preview-name'), 'How owls hunt in the dark.md');
    const type = (name, value) => options.evaluate(([n, v]) => {
      const f = document.querySelector(`[name="${n}"]`);
      f.value = v;
      f.dispatchEvent(new Event('input', { bubbles: true }));
      f.dispatchEvent(new Event('change', { bubbles: true }));
    }, [name, value]);
    await type('fileName', '{site} - {title}');
    await type('folder', 'pith/../owls');
    await type('tags', 'owls, night');
    await type('frontMatter', 'title: {title}\nsource: {site} <{url}>\nwords: {words}\ncomments: {comments}\ntags: {tags}\nunknown: {nothing}\nnot a line');
    // The preview follows as it is typed.
    assert.equal(await options.text('#preview-name'), 'pith/owls/The Daily Field - How owls hunt in the dark.md');
    assert.equal(await options.text('#preview-front-matter'), '---\ntitle: "How owls hunt in the dark"\nsource: "The Daily Field \\u003chttps://example.org/owls>"\nwords: "1234"\ncomments: "6"\ntags: "owls, night"\nunknown: "{nothing}"\n---\n');
    assert.match(await options.text('#preview-warning'), /left out \(not "key: text"\): not a line · unknown variable \{nothing\}/);
    await options.screenshot('options-templates.png', { fullPage: true });
    await until(async () => (await storage('local', 'settings')).settings?.frontMatter?.startsWith('title: {title}\nsource'), { what: 'the template to be stored' });
    try {
      const { page, reader } = await openReader('article-comments.html');
      const known = await downloadIds();
      await exporting(reader, '#save-md');
      const saved = await nextDownloadItem(known);
      assert.match(saved.filename.replaceAll('\\', '/'), /\/pith\/owls\/The Daily Field - Readers on owls\.md$/);
      assert.match(saved.text, new RegExp(`^---\\ntitle: "Readers on owls"\\nsource: "The Daily Field \\\\u003c${base}/article-comments\\.html>"\\nwords: "\\d+"\\ncomments: "6"\\ntags: "owls, night"\\nunknown: "\\{nothing\\}"\\n---\\n\\n# Readers on owls\\n`));
      assert.deepEqual(liveMarkup(saved.text), []);
      // The toolbar's and the context menu's save (the background) use the same templates.
      const before = await downloadIds();
      await driver.trigger(page, 'menu:save-md');
      const fromMenu = await nextDownloadItem(before);
      assert.match(fromMenu.filename.replaceAll('\\', '/'), /\/pith\/owls\/The Daily Field - Readers on owls( ?\(\d+\))?\.md$/);
      assert.match(fromMenu.text, /^---\ntitle: "Readers on owls"\nsource: "The Daily Field/);
      await reader.close();
      await page.close();
    } finally {
      await options.bringToFront();
      await options.click('#reset');
      await until(async () => (await storage('local', 'settings')).settings?.folder === '', { what: 'the defaults to be restored' });
      await options.close();
    }
  });

  test('highlights: select to highlight with a note, kept per page, shown again, exported to Markdown and HTML, removable', async () => {
    const key = `highlights:${base}/article.html`;
    /** selectWords selects words inside the article's paragraph holding them. */
    const selectWords = (reader, words) => reader.evaluate((w) => {
      const p = [...document.querySelectorAll('#article p')].find((e) => e.textContent.includes(w));
      const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const at = n.data.indexOf(w);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(n, at);
        range.setEnd(n, at + w.length);
        getSelection().removeAllRanges();
        getSelection().addRange(range);
        return getSelection().toString();
      }
      return null;
    }, words);
    const marks = (reader) => reader.evaluate(() => [...document.querySelectorAll('#article mark.pith-hl')].map((m) => m.textContent));
    try {
      const first = await openReader('article.html');
      await first.reader.waitForSelector('body[data-highlights="0"]');
      assert.equal(await selectWords(first.reader, 'pellets of bone and fur'), 'pellets of bone and fur');
      await first.reader.click('#highlight');
      await first.reader.waitForSelector('#highlights li');
      assert.deepEqual(await marks(first.reader), ['pellets of bone and fur']);
      assert.equal(await selectWords(first.reader, 'fourteen vertebrae'), 'fourteen vertebrae');
      await first.reader.press('h');
      await first.reader.waitFor(() => document.querySelectorAll('#highlights li').length === 2, null, { what: 'the second highlight (key h)' });
      assert.equal(await first.reader.text('#highlights h2'), 'Highlights (2)');
      // A note on the first, typed in its list entry.
      await first.reader.evaluate(() => {
        const note = document.querySelector('#highlights li:first-child input.note');
        note.value = 'Ask the biologist';
        note.dispatchEvent(new Event('change', { bubbles: true }));
      });
      const stored = await until(async () => {
        const list = (await storage('local', key))[key];
        return list?.length === 2 && list[0].note === 'Ask the biologist' ? list : null;
      }, { what: 'the highlights in storage.local' });
      assert.deepEqual(stored.map((h) => h.text), ['pellets of bone and fur', 'fourteen vertebrae']);
      await first.reader.screenshot('reader-highlights.png', { fullPage: true });
      await first.reader.close();
      await first.page.close();

      // Shown again when the reader opens the page.
      const again = await openReader('article.html');
      const r = again.reader;
      await r.waitForSelector('body[data-highlights="2"]');
      assert.deepEqual(await marks(r), ['pellets of bone and fur', 'fourteen vertebrae']);
      assert.equal(await r.evaluate(() => document.querySelector('#highlights li:first-child input.note').value), 'Ask the biologist');
      // Exported: Markdown …
      const md = await saveAndRead(r, '#save-md');
      assert.match(md, /later bring up ==pellets of bone and fur==\. Biologists/);
      assert.match(md, /Their necks have ==fourteen vertebrae==, twice/);
      assert.match(md, /\n## Highlights \(2\)\n\n> pellets of bone and fur\n\nNote: Ask the biologist\n\n> fourteen vertebrae\n$/);
      assert.deepEqual(liveMarkup(md), []);
      // … and HTML.
      const html = await saveAndRead(r, '#save-html');
      assert.match(html, /later bring up <mark class="pith-hl" data-hl="[\w-]+">pellets of bone and fur<\/mark>\. Biologists/);
      assert.match(html, /<h2>Highlights \(2\)<\/h2>/);
      assert.match(html, /<p>Note: Ask the biologist<\/p>/);
      assert.match(html, /Content-Security-Policy/);
      // Removed from the list: gone from the article and from storage.
      await r.click('#highlights li:first-child button.remove');
      await r.waitFor(() => document.querySelectorAll('#highlights li').length === 1, null, { what: 'the highlight to be removed' });
      assert.deepEqual(await marks(r), ['fourteen vertebrae']);
      await until(async () => (await storage('local', key))[key]?.length === 1, { what: 'the removal to be stored' });
      await r.click('#highlights li:first-child button.remove');
      await r.waitFor(() => document.getElementById('highlights') === null, null, { what: 'the list to go' });
      await until(async () => (await storage('local', key))[key] === undefined, { what: 'the page\'s highlights to be forgotten' });
      assert.deepEqual(await marks(r), []);
      await r.close();
      await again.page.close();
    } finally {
      await driver.background((k) => (globalThis.browser ?? globalThis.chrome).storage.local.remove(k), key);
    }
  });

  test('text-to-speech: play, pause, voice, speed, the block read highlighted and followed, a key (stubbed speechSynthesis)', async () => {
    const { page, reader } = await openReader('long-article.html');
    // Headless browsers have no voices: the Web Speech API is replaced by a
    // recorder that starts each utterance and ends it when the test says.
    await reader.evaluate(() => {
      const log = [];
      let current = null;
      class Utterance {
        constructor(text) { Object.assign(this, { text, rate: 1, voice: null, lang: '', onstart: null, onend: null, onerror: null }); }
      }
      const voices = [{ name: 'Ada', lang: 'en-US', voiceURI: 'urn:ada', default: true, localService: true },
        { name: 'Bea', lang: 'de-DE', voiceURI: 'urn:bea', default: false, localService: true }];
      const synth = {
        getVoices: () => voices,
        speak(u) { log.push(['speak', u.text, u.rate, u.voice?.name ?? null]); current = u; setTimeout(() => u.onstart?.({}), 0); },
        pause() { log.push(['pause']); },
        resume() { log.push(['resume']); },
        cancel() { log.push(['cancel']); current = null; },
        addEventListener() {},
      };
      Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
      window.__speech = { log, finish() { const u = current; current = null; u?.onend?.({}); } };
    });
    const log = () => reader.evaluate(() => window.__speech.log.filter((e) => e[0] !== 'cancel').map((e) => (e[0] === 'speak' ? [e[0], e[1].slice(0, 24), e[2], e[3]] : e)));
    const reading = () => reader.evaluate(() => {
      const b = document.querySelectorAll('.pith-speaking');
      return b.length === 1 ? b[0].textContent.slice(0, 24) : `${b.length} blocks marked`;
    });
    await reader.evaluate(() => scrollTo(0, 0));
    await reader.click('#speak');
    await reader.waitFor(() => document.querySelector('.pith-speaking') !== null, null, { what: 'the block read to be marked' });
    assert.equal(await reading(), 'This guide follows the b');
    assert.deepEqual(await log(), [['speak', 'This guide follows the b', 1, 'Ada']]);
    assert.equal(await reader.attr('#speak', 'aria-pressed'), 'true');
    // The next block when one ends: the heading, then its paragraph.
    await reader.evaluate(() => window.__speech.finish());
    await reader.waitFor(() => document.querySelector('.pith-speaking')?.textContent === 'Where barn owls live', null, { what: 'the highlight to follow' });
    // The key pauses and resumes.
    await reader.press('l');
    await reader.waitFor(() => document.body.dataset.speech === 'paused', null, { what: 'the l key to pause' });
    assert.equal(await reader.attr('#speak', 'aria-pressed'), 'false');
    await reader.press('l');
    await reader.waitFor(() => document.body.dataset.speech === 'playing', null, { what: 'the l key to resume' });
    // Voice and speed: the block being read is read again with them.
    await reader.click('#speech-options');
    assert.deepEqual(await reader.evaluate(() => [...document.querySelectorAll('#voice option')].map((o) => o.textContent)), ['Default voice', 'Ada (en-US)', 'Bea (de-DE)']);
    await reader.select('#voice', 'urn:bea');
    await reader.evaluate(() => {
      const r = document.getElementById('rate');
      r.value = '1.5';
      r.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await reader.waitFor(() => window.__speech.log.at(-1)?.[2] === 1.5, null, { what: 'the new speed' });
    assert.deepEqual((await log()).slice(1), [['speak', 'Where barn owls live', 1, 'Ada'], ['pause'], ['resume'],
      ['speak', 'Where barn owls live', 1, 'Bea'], ['speak', 'Where barn owls live', 1.5, 'Bea']]);
    await until(async () => (await storage('local', 'settings')).settings?.ttsRate === 1.5, { what: 'the speed to be stored' });
    // Followed: far down the article, the block read is scrolled into view.
    for (let i = 0; i < 14; i++) await reader.evaluate(() => window.__speech.finish());
    await reader.waitFor(() => {
      const b = document.querySelector('.pith-speaking');
      const r = b?.getBoundingClientRect();
      return r && r.top >= 0 && r.bottom <= innerHeight && scrollY > 1000;
    }, null, { what: 'the block read, far down, to be scrolled into view' });
    await reader.screenshot('reader-speech.png');
    assert.equal(await reader.attr('#speech-options', 'aria-expanded'), 'true', 'the voice menu stays open while it is used');
    await reader.click('#speak-stop');
    await reader.waitFor(() => document.body.dataset.speech === 'idle' && document.querySelector('.pith-speaking') === null, null, { what: 'Stop to end the reading' });
    await reader.evaluate(() => document.getElementById('rate').value = '1');
    await driver.background(async () => {
      const { storage } = globalThis.browser ?? globalThis.chrome;
      const { settings } = await storage.local.get('settings');
      await storage.local.set({ settings: { ...settings, ttsRate: 1, ttsVoice: '' } });
    });
    await reader.close();
    await page.close();
  });

  /** unzipStored reads the files of a stored (uncompressed) ZIP archive: {name: Buffer}. */
  function unzipStored(buf) {
    const files = {};
    for (let at = 0; buf.readUInt32LE(at) === 0x04034b50;) {
      assert.equal(buf.readUInt16LE(at + 8), 0, 'stored, not compressed');
      const size = buf.readUInt32LE(at + 18);
      const nameLen = buf.readUInt16LE(at + 26);
      const extra = buf.readUInt16LE(at + 28);
      const name = buf.toString('utf8', at + 30, at + 30 + nameLen);
      files[name] = buf.subarray(at + 30 + nameLen + extra, at + 30 + nameLen + extra + size);
      at += 30 + nameLen + extra + size;
    }
    return files;
  }

  /** imagesDecoded opens a saved file (file://) and reports its images: every one decoded? */
  async function imagesDecoded(file) {
    const page = await driver.openPage(pathToFileURL(file).href);
    const images = await page.waitFor(() => {
      const imgs = [...document.images];
      return imgs.every((i) => i.complete) && imgs.map((i) => ({ decoded: i.naturalWidth > 0, src: i.getAttribute('src').slice(0, 22) }));
    }, null, { what: 'the saved file\'s images to load' });
    const text = await page.evaluate(() => document.body.textContent);
    await page.close();
    return { images, text };
  }

  test('offline saving: HTML with its images inside, Markdown and its images in a .zip or inside; all open offline with every image decoded', async () => {
    const dir = join(artifacts, 'offline');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const { page, reader } = await openReader('offline-images.html');
    const fetched = () => served.filter((u) => /^\/img\/(offline-|huge)/.test(u)).length;
    const before = fetched();
    // HTML: two images inside as data: URLs, the one too large left out and named.
    let known = await downloadIds();
    await exporting(reader, '#save-offline');
    const html = await nextDownloadItem(known);
    // (fetched in the page, from its cache where it holds them: no new request is needed)
    assert.ok(fetched() >= before, 'the request log lost entries');
    assert.equal((html.text.match(/<img [^>]*src="data:image\/png;base64,/g) ?? []).length, 2);
    assert.doesNotMatch(html.text, /<img [^>]*src="http/);
    assert.match(html.text, /img-src data:;/);
    assert.match(html.text, /1 image was left out of this file:[^]*\/img\/huge\.png: larger than 5\.0 MB/);
    assert.match(html.text, /<a [^>]*href="http:\/\/127\.0\.0\.1:\d+\/img\/huge\.png"[^>]*>Image: The little owl, a very large photograph \(left out: larger than 5\.0 MB/);
    writeFileSync(join(dir, 'saved.html'), html.text);
    // Markdown in a .zip: the note, assets/ with the images, a note of the one left out.
    known = await downloadIds();
    await exporting(reader, '#save-zip');
    const item = await nextDownloadItem(known);
    assert.match(item.filename, /Owls of the valley, in pictures\.zip$/);
    const files = unzipStored(readFileSync(item.filename));
    assert.deepEqual(Object.keys(files).sort(), ['Owls of the valley, in pictures.md', 'assets/image-1.png', 'assets/image-2.png', 'images-left-out.txt']);
    const md = files['Owls of the valley, in pictures.md'].toString('utf8');
    assert.match(md, /!\[The barn owl on its post\]\(assets\/image-1\.png\)/);
    assert.match(md, /!\[The tawny owl in the beech\]\(assets\/image-2\.png\)/);
    assert.match(md, /!\[The little owl, a very large photograph\]\(http:\/\/127\.0\.0\.1:\d+\/img\/huge\.png\)/);
    assert.match(files['images-left-out.txt'].toString('utf8'), /\/img\/huge\.png: larger than 5\.0 MB/);
    assert.deepEqual(liveMarkup(md), []);
    const unzipped = join(dir, 'zip');
    mkdirSync(join(unzipped, 'assets'), { recursive: true });
    for (const [name, data] of Object.entries(files)) writeFileSync(join(unzipped, name), data);
    // The note as a note app shows it (markdown-it), beside its assets/.
    const shown = new MarkdownIt().render(md.replace(/^---\n[^]*?\n---\n/, '').replace(/!\[[^\]]*\]\(http[^)]*\)/g, ''));
    writeFileSync(join(unzipped, 'note.html'), `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src file: data:">${shown}`);
    // Markdown with its images inside (data: URLs), the one left out named at its end.
    known = await downloadIds();
    await exporting(reader, '#save-md-images');
    const inline = (await nextDownloadItem(known)).text;
    assert.equal((inline.match(/!\[[^\]]*\]\(data:image\/png;base64,[A-Za-z0-9+/=]+\)/g) ?? []).length, 2);
    assert.match(inline, /!\[The little owl, a very large photograph\]\(http:\/\/127\.0\.0\.1:\d+\/img\/huge\.png\)/);
    assert.match(inline, /\n## Images left out \(1\)\n\n- [^\n]*huge\.png[^\n]*: larger than 5\.0 MB[^\n]*\n$/);
    assert.deepEqual(liveMarkup(inline), []);
    const inlineShown = new MarkdownIt().render(inline.replace(/^---\n[^]*?\n---\n/, '').replace(/!\[[^\]]*\]\(http[^)]*\)/g, ''));
    writeFileSync(join(dir, 'inline.html'), `<!doctype html><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:">${inlineShown}`);
    await reader.close();
    await page.close();

    // All three open with no network: nothing is asked of the server, every image decodes.
    const count = served.length;
    const offlineHTMLFile = await imagesDecoded(join(dir, 'saved.html'));
    assert.deepEqual(offlineHTMLFile.images, [{ decoded: true, src: 'data:image/png;base64,' }, { decoded: true, src: 'data:image/png;base64,' }]);
    assert.match(offlineHTMLFile.text, /left out of this file/);
    const note = await imagesDecoded(join(unzipped, 'note.html'));
    assert.deepEqual(note.images, [{ decoded: true, src: 'assets/image-1.png' }, { decoded: true, src: 'assets/image-2.png' }]);
    const inlineFile = await imagesDecoded(join(dir, 'inline.html'));
    assert.deepEqual(inlineFile.images, [{ decoded: true, src: 'data:image/png;base64,' }, { decoded: true, src: 'data:image/png;base64,' }]);
    assert.equal(served.length, count, `the saved files asked the server for ${served.slice(count)}`);
  });
}
