// scenarios.js — the end-to-end scenarios of the extension, written once and
// run in every browser: extensionScenarios(createDriver) registers them with
// node:test. A driver (chromium.js, firefox.js) launches its browser with the
// packed extension and gives:
//
//   openPage(url)               a web page in a new tab, in front → Surface
//   trigger(page, how)          'button' | 'shortcut:reader|noisemap' | 'menu:ACTION'
//   openReader(page, how)       trigger, then the reader tab once painted → Surface
//   openExtensionPage(path)     an extension page in a new tab → Surface
//   background(fn, arg)         fn(arg) in the background (service worker / page)
//   suspendBackground()         stop the background as the browser does when idle
//   backgroundRunning()         whether it runs (suspendBackground's browsers only)
//   requests()                  the URLs the pages and the extension asked for
//   close()
//
// Surfaces (common.js) answer text/attr/count/waitFor and do click, press,
// select, check, screenshot, setWidth, mouseMove, bringToFront, close.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import MarkdownIt from 'markdown-it';
import { join } from 'node:path';
import { artifactsDir, startFixtureServer, writeTimings, until } from './common.js';
import { liveMarkup } from '../../livemarkup.js';

// Functions sent to a page or the background cannot close over anything:
// they name the browser's namespace themselves (browser ?? chrome).

/**
 * extensionScenarios registers the scenarios for one browser. nativeTriggers:
 * whether its real toolbar button, context menu and shortcut keys can be
 * pressed; suspend: whether the driver can suspend the background (else those
 * tests are skipped, saying why).
 */
export function extensionScenarios({ browser, createDriver, nativeTriggers, suspend }) {
  const artifacts = artifactsDir(browser);
  const served = [];
  const referers = []; // [path, Referer header] of every image served
  const clickToPaint = [];
  let driver;
  let server;
  let siteServer; // a second origin for the site-profile test
  let base;
  let siteBase = 'http://unused';

  before(async () => {
    server = await startFixtureServer(served, referers);
    base = server.base;
    driver = await createDriver({ artifacts });
  });

  after(async () => {
    writeTimings(browser, clickToPaint);
    await driver?.close();
    await server?.close();
    await siteServer?.close();
  });

  const open = (name, at = base) => driver.openPage(`${at}/${name}`);

  /** openReader opens a fixture and the reader on it; records the click-to-paint time. */
  async function openReader(name, how = 'button') {
    const page = await open(name);
    const reader = await driver.openReader(page, how);
    clickToPaint.push(Number(await reader.attr('body', 'data-click-to-paint-ms')));
    return { page, reader };
  }

  const storage = (area, key) =>
    driver.background(([a, k]) => (globalThis.browser ?? globalThis.chrome).storage[a].get(k), [area, key]);
  /** setSetting stores one preference, as the options page does. */
  const setSetting = (key, value) =>
    driver.background(async ([k, v]) => {
      const { storage } = globalThis.browser ?? globalThis.chrome;
      const { settings } = await storage.local.get('settings');
      await storage.local.set({ settings: { ...settings, [k]: v } });
    }, [key, value]);
  const downloadIds = () =>
    driver.background(() => (globalThis.browser ?? globalThis.chrome).downloads.search({}).then((d) => d.map((x) => x.id)));

  /** nextDownloadItem waits for a completed download not in known; resolves to {filename, text}. */
  async function nextDownloadItem(known) {
    const item = await until(async () => {
      const items = await driver.background(() => (globalThis.browser ?? globalThis.chrome).downloads.search({ state: 'complete' }));
      return items.find((d) => !known.includes(d.id));
    }, { what: 'a completed download' });
    return { filename: item.filename, text: readFileSync(item.filename, 'utf8') };
  }

  /** nextDownload waits for a completed download not in known; resolves to its text. */
  const nextDownload = async (known) => (await nextDownloadItem(known)).text;

  /** exporting clicks a button of the reader's Save / copy popup (opened first when it is closed). */
  async function exporting(reader, button) {
    await reader.evaluate((b) => {
      if (document.querySelector(b).getClientRects().length === 0) document.getElementById('export').click();
    }, button);
    await reader.click(button);
  }

  /** saveAndRead clicks a save button of the reader and returns the saved file's text. */
  async function saveAndRead(reader, button) {
    const known = await downloadIds();
    await exporting(reader, button);
    return nextDownload(known);
  }

  test('article: badge, title, text, metadata, themes', async () => {
    const { page, reader } = await openReader('article.html');
    assert.equal(await reader.text('#badge'), 'Article');
    assert.equal(await reader.text('#title'), 'How owls hunt in the dark');
    const text = await reader.text('#article');
    assert.match(text, /silent feathers/);
    assert.doesNotMatch(text, /Most read|Privacy|Buy shoes/);
    assert.match(await reader.text('.meta'), /Mara Lind/);
    assert.equal(await reader.count('#article figure img'), 1);
    assert.equal(await reader.count('#article pre code'), 1);
    await reader.screenshot('reader-article-light.png', { fullPage: true });
    await reader.press('t'); // system → light
    await reader.waitFor(() => document.documentElement.dataset.theme === 'light', null, { what: 'the t key to switch the theme' });
    await reader.select('#theme', 'dark');
    assert.equal(await reader.attr('html', 'data-theme'), 'dark');
    await reader.screenshot('reader-article-dark.png', { fullPage: true });
    // the theme is remembered
    await until(async () => (await storage('local', 'settings')).settings?.theme === 'dark', { what: 'the theme to be stored' });
    await reader.select('#theme', 'light');
    await reader.close();
    await page.close();
  });

  test('article with comments: badge, count and nesting', async () => {
    const { page, reader } = await openReader('article-comments.html');
    assert.equal(await reader.text('#badge'), 'Article · 6 comments');
    assert.equal(await reader.count('details.comment'), 6);
    const depths = await reader.evaluate(() => [...document.querySelectorAll('details.comment')].map((e) => Number(e.dataset.depth)));
    assert.deepEqual(depths, [0, 1, 2, 0, 1, 0]);
    // a reply is inside its parent's thread
    assert.equal(await reader.count('#comments > details.comment'), 3);
    assert.match(await reader.text('#comments'), /Jonas P\./);
    await reader.screenshot('reader-comments-light.png', { fullPage: true });
    await reader.close();
    await page.close();
  });

  test('forum thread: discussion badge, the opening post first, the replies in order', async () => {
    const { page, reader } = await openReader('forum.html');
    assert.equal(await reader.text('#badge'), 'Discussion · 7 posts');
    // the opening post is the article, headed by its author; the six replies follow, collapsible
    assert.equal(await reader.text('#article .who.op .author'), 'birdnerd');
    assert.match(await reader.text('#article'), /empty for two winters/);
    const authors = await reader.evaluate(() => [...document.querySelectorAll('#posts details.comment > summary .author')].map((e) => e.textContent));
    assert.deepEqual(authors, ['hootie', 'fieldmouse', 'birdnerd', 'owl_ringer', 'hootie', 'birdnerd']);
    assert.match(await reader.text('#posts'), /moved the box inside the barn/);
    await reader.screenshot('reader-forum.png');
    await reader.close();
    await page.close();
  });

  test('the toolbar fits one row at 1280 px and folds into a menu at 400 px', async () => {
    const { page, reader } = await openReader('article-comments.html');
    // One row: every control shown in the bar shares a horizontal band.
    const layout = () => reader.evaluate(() => {
      const bar = document.querySelector('.toolbar');
      const shown = (e) => e.getClientRects().length > 0;
      const menuOpen = bar.dataset.menu === 'open';
      const rects = [...bar.querySelectorAll('button, select, input')]
        .filter((e) => shown(e) && !(menuOpen && e.closest('#menu')))
        .map((e) => e.getBoundingClientRect());
      return {
        oneRow: Math.max(...rects.map((r) => r.top)) < Math.min(...rects.map((r) => r.bottom)),
        folded: shown(document.getElementById('more')),
        overflow: bar.scrollWidth > bar.clientWidth + 1,
        theme: shown(document.getElementById('theme')),
      };
    });
    await reader.setWidth(1280);
    await reader.waitFor(() => innerWidth === 1280 && !document.querySelector('.toolbar').hasAttribute('data-folded'), null, { what: 'an unfolded toolbar at 1280 px' });
    assert.deepEqual(await layout(), { oneRow: true, folded: false, overflow: false, theme: true });
    await reader.screenshot('reader-toolbar-1280.png');

    await reader.setWidth(400);
    await reader.waitFor(() => innerWidth === 400 && document.querySelector('.toolbar').hasAttribute('data-folded'), null, { what: 'the toolbar to fold at 400 px' });
    assert.deepEqual(await layout(), { oneRow: true, folded: true, overflow: false, theme: false });
    await reader.screenshot('reader-toolbar-400.png');
    // The menu opens with the folded controls, and they work from there.
    await reader.click('#more');
    assert.equal(await reader.attr('#more', 'aria-expanded'), 'true');
    assert.deepEqual(await layout(), { oneRow: true, folded: true, overflow: false, theme: true });
    await reader.screenshot('reader-toolbar-400-menu.png');
    await reader.select('#theme', 'sepia');
    assert.equal(await reader.attr('html', 'data-theme'), 'sepia');
    await reader.press('Escape'); // closes the menu, not the reader
    assert.equal(await reader.attr('#more', 'aria-expanded'), 'false');
    assert.equal(await reader.text('#badge'), 'Article · 6 comments');
    await reader.setWidth(1280);
    await reader.waitFor(() => innerWidth === 1280 && !document.querySelector('.toolbar').hasAttribute('data-folded'), null, { what: 'an unfolded toolbar at 1280 px' });
    await reader.select('#theme', 'system');
    await reader.close();
    await page.close();
  });

  test('lazy images are kept', async () => {
    const { page, reader } = await openReader('lazy-images.html');
    const srcs = await reader.evaluate(() => [...document.querySelectorAll('#article img')].map((e) => e.getAttribute('src')));
    assert.ok(srcs.some((s) => s.includes('/img/owl-lazy-1.png')), `lazy image missing: ${srcs}`);
    assert.equal(await reader.count('#article table'), 1);
    await reader.close();
    await page.close();
  });

  test('cookie banner stays out of the article', async () => {
    const { page, reader } = await openReader('cookie-banner.html');
    assert.doesNotMatch(await reader.text('main'), /We use cookies/);
    assert.match(await reader.text('#article'), /pellets of bone and fur/);
    await reader.close();
    await page.close();
  });

  test('hostile article: no script, handler, javascript: link or iframe survives', async () => {
    const { page, reader } = await openReader('hostile.html');
    const found = await reader.evaluate(() => ({
      scripts: document.querySelectorAll('main script, main iframe, main svg, main form, main input').length,
      handlers: [...document.querySelectorAll('main *')].filter((e) => [...e.attributes].some((a) => a.name.startsWith('on'))).length,
      jsLinks: [...document.querySelectorAll('main [href], main [src]')].filter((e) => /^\s*javascript:/i.test(e.getAttribute('href') ?? e.getAttribute('src'))).length,
      pwned: window.pwned ?? null,
    }));
    assert.deepEqual(found, { scripts: 0, handlers: 0, jsLinks: 0, pwned: null });
    // the live page's own scripts did run there (so the fixture is armed)
    assert.equal(await page.evaluate(() => window.pwned), 'svg');
    assert.match(await reader.text('#article'), /Clicking this paragraph must do nothing/);

    // Saved HTML is clean too.
    const html = await saveAndRead(reader, '#save-html');
    assert.doesNotMatch(html, /<script|<iframe|onerror|onclick|javascript:/i);
    assert.match(html, /Clicking this paragraph must do nothing/);
    await reader.close();
    await page.close();
  });

  test('save as Markdown: front matter, article and comments', async () => {
    const { page, reader } = await openReader('article-comments.html');
    const md = await saveAndRead(reader, '#save-md');
    assert.match(md, /^---\n/);
    assert.match(md, /\ntitle: "Readers on owls"\n/);
    assert.match(md, new RegExp(`\\nurl: "${base}/article-comments.html"\\n`));
    assert.match(md, /\nbyline: "Mara Lind"\n/);
    assert.match(md, /\ntype: "article with comments"\n/);
    assert.match(md, /\nsaved: "\d{4}-\d\d-\d\dT/);
    assert.match(md, /silent feathers/);
    // the article's Markdown (rendered on demand for the reader), not its plain text
    assert.match(md, /\n# How owls hunt in the dark\n/);
    assert.match(md, /\n## Comments \(6\)\n/);
    assert.match(md, /\n>> \*\*Mara Lind\*\*/);
    await reader.close();
    await page.close();
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

  test('offline saving: HTML with its images inside, Markdown and its images in a .zip; both open offline with every image decoded', async () => {
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
    await reader.close();
    await page.close();

    // Both open with no network: nothing is asked of the server, every image decodes.
    const count = served.length;
    const offlineHTMLFile = await imagesDecoded(join(dir, 'saved.html'));
    assert.deepEqual(offlineHTMLFile.images, [{ decoded: true, src: 'data:image/png;base64,' }, { decoded: true, src: 'data:image/png;base64,' }]);
    assert.match(offlineHTMLFile.text, /left out of this file/);
    const note = await imagesDecoded(join(unzipped, 'note.html'));
    assert.deepEqual(note.images, [{ decoded: true, src: 'assets/image-1.png' }, { decoded: true, src: 'assets/image-2.png' }]);
    assert.equal(served.length, count, `the saved files asked the server for ${served.slice(count)}`);
  });

  test('save from the context menu: Markdown from the background, HTML through the reader', async () => {
    const page = await open('article.html');
    const known = await downloadIds();
    await driver.trigger(page, 'menu:save-md');
    const md = await nextDownload(known);
    assert.match(md, /\ntype: "article"\n/);
    assert.match(md, /silent feathers/);

    const before = await downloadIds();
    const reader = await driver.openReader(page, 'menu:save-html');
    const html = await nextDownload(before);
    assert.match(html, /<title>How owls hunt in the dark<\/title>/);
    assert.match(html, /Content-Security-Policy/);
    await reader.close();
    await page.close();
  });

  test('noise map: regions outlined, legend, hover reasons, Esc removes it', async () => {
    const page = await open('article-comments.html');
    await driver.trigger(page, 'shortcut:noisemap');
    const host = 'pith-noise-map';
    await page.waitFor(() => document.querySelector('pith-noise-map')?.shadowRoot?.querySelector('.legend') != null, null, { what: 'the noise map' });
    assert.ok(await page.shadow(host, '.box.article') >= 1, 'no article box');
    assert.ok(await page.shadow(host, '.box.comment') >= 1, 'no comment box');
    // One legend line per kind the core reported, with the number of boxes drawn.
    const legend = await page.shadowText(host, '.legend');
    assert.match(legend, /article \(1\)/);
    for (const kind of ['comment', 'noise']) {
      const boxes = await page.shadow(host, `.box.${kind}`);
      const name = kind === 'comment' ? 'comments' : kind;
      if (boxes > 0) assert.match(legend, new RegExp(`${name} \\(${boxes}\\)`));
    }
    // hover shows the reason
    const box = await page.evaluate(() => {
      const r = document.querySelector('pith-noise-map').shadowRoot.querySelector('.box.article').getBoundingClientRect();
      return { x: r.x, y: r.y };
    });
    await page.mouseMove(box.x + 20, box.y + 30);
    await page.waitFor(() => /density/.test(document.querySelector('pith-noise-map').shadowRoot.querySelector('.tip')?.textContent ?? ''), null, { what: 'the hover reason' });
    await page.screenshot('noise-map.png');
    // the page itself was not changed
    assert.equal(await page.evaluate(() => document.title), 'Readers on owls — The Daily Field');
    await page.press('Escape');
    await page.waitFor(() => document.querySelector('pith-noise-map') === null, null, { what: 'Esc to remove the noise map' });
    // The shortcut toggles it: on again, off again.
    await driver.trigger(page, 'shortcut:noisemap');
    await page.waitForSelector('pith-noise-map');
    await driver.trigger(page, 'shortcut:noisemap');
    await page.waitFor(() => document.querySelector('pith-noise-map') === null, null, { what: 'the shortcut to hide the noise map' });
    await page.close();
  });

  test('a page without an article says so and offers the noise map', async () => {
    const { page, reader } = await openReader('login-wall.html');
    assert.equal(await reader.attr('body', 'data-state'), 'empty');
    assert.match(await reader.text('#empty'), /found no article/);
    await reader.screenshot('reader-empty.png');
    await reader.click('#empty-noisemap');
    await page.waitFor(() => document.querySelector('pith-noise-map')?.shadowRoot?.querySelector('.legend') != null, null, { what: 'the noise map' });
    await page.press('Escape');
    await page.waitFor(() => document.querySelector('pith-noise-map') === null, null, { what: 'Esc to remove the noise map' });
    await reader.close();
    await page.close();
  });

  test('options page: the defaults are stored and used by the reader', async () => {
    const options = await driver.openExtensionPage('extension/ui/options.html');
    await options.waitForSelector('input[name=action]:checked');
    await options.check('input[name=action][value=noisemap]');
    await options.select('select[name=theme]', 'sepia');
    await options.check('input[name=showComments]', false);
    await options.waitFor(() => document.getElementById('saved').textContent === 'Saved', null, { what: 'the options to be saved' });
    const { settings } = await storage('local', 'settings');
    assert.equal(settings.action, 'noisemap');
    assert.equal(settings.theme, 'sepia');
    assert.equal(settings.showComments, false);
    // The button now shows the noise map; Alt+Shift+R still opens the reader.
    const { page: article, reader } = await openReader('article-comments.html', 'shortcut:reader');
    assert.equal(await reader.attr('html', 'data-theme'), 'sepia');
    assert.equal(await reader.count('details.comment'), 0);
    await reader.screenshot('reader-comments-sepia-no-comments.png');
    await article.bringToFront();
    await driver.trigger(article, 'button');
    await article.waitForSelector('pith-noise-map');
    await options.bringToFront();
    await options.click('#reset');
    await options.waitFor(() => document.querySelector('input[name=action][value=reader]').checked, null, { what: 'the defaults to be restored' });
    await until(async () => (await storage('local', 'settings')).settings?.action === 'reader', { what: 'the default action to be stored' });
    await reader.close();
    await article.close();
    await options.close();
  });

  test('site profiles: learnt after two pages of a site, used on the next, listed and forgotten in the options', async () => {
    // The site lives on its own origin (another port), apart from the other fixtures.
    siteServer = await startFixtureServer(served, referers);
    siteBase = siteServer.base;
    const key = `site:${siteBase}`;
    const openSitePage = async (n) => {
      const page = await open(`site-courier-${n}.html`, siteBase);
      return { page, reader: await driver.openReader(page) };
    };
    const stored = async () => (await storage('local', key))[key] ?? null;
    const waitStored = (pred) => until(async () => {
      const v = await stored();
      return pred(v) ? v : null;
    }, { what: 'the site profile in storage' });

    const options = await driver.openExtensionPage('extension/ui/options.html');
    await options.waitForSelector('#sites[data-count]');
    assert.equal(await options.count(`#site-list tr[data-origin="${siteBase}"]`), 0);

    const one = await openSitePage(1);
    const two = await openSitePage(2);
    const entry = await waitStored((v) => v?.profile);
    assert.equal(entry.learnedFrom, 2);
    // The lean wasm learns the site's template (what the default pipeline
    // reads); FOREST's wrapper is not in it.
    assert.ok(entry.profile.template.k === 2, 'template learnt from 2 pages');
    assert.equal(entry.profile.wrapper, undefined);
    // The raw pages are in storage.session, not in storage.local.
    const session = await storage('session', null);
    assert.equal(session[`sitePages:${siteBase}`].pages.length, 2);
    assert.ok(JSON.stringify(entry).length < 64 * 1024, 'the stored profile is small');

    // The third page's extraction gets the profile (options.site).
    const three = await openSitePage(3);
    const timings = await options.evaluate(() => (globalThis.browser ?? globalThis.chrome).runtime.sendMessage({ type: 'timings:get' }));
    assert.equal(timings.value.at(-1).site, true, JSON.stringify(timings));
    assert.match(await three.reader.text('#article'), /Forty children/);
    await waitStored((v) => v?.learnedFrom === 3);

    // The options page lists the origin (it refreshes on storage changes) …
    await options.bringToFront();
    const row = `#site-list tr[data-origin="${siteBase}"]`;
    await options.waitForSelector(row);
    assert.equal((await options.text(`${row} td.pages`)).trim(), '3');
    await options.screenshot('options-site-profiles.png', { fullPage: true });
    // … and Forget clears it, with its kept pages.
    await options.click(`${row} button.forget`);
    await options.waitFor((s) => document.querySelector(s) === null, row, { what: 'the forgotten row to go' });
    assert.equal(await stored(), null);
    const left = await storage('session', null);
    assert.equal(left[`sitePages:${siteBase}`], undefined);
    // Forget all empties the list.
    if ((await options.attr('#sites', 'data-count')) !== '0') await options.click('#forget-all');
    await options.waitFor(() => document.getElementById('sites').dataset.count === '0', null, { what: 'an empty list' });
    const all = await storage('local', null);
    assert.deepEqual(Object.keys(all).filter((k) => k.startsWith('site:')), []);
    for (const p of [one, two, three]) {
      await p.reader.close();
      await p.page.close();
    }
    await options.close();
  });

  test('saved Markdown of a hostile page holds no live markup (markdown-it, raw HTML allowed)', async () => {
    const { page, reader } = await openReader('hostile-markdown.html');
    const md = await saveAndRead(reader, '#save-md');
    writeFileSync(join(artifacts, 'saved-hostile.md'), md);
    assert.match(md, /\n## Comments \(2\)\n/);
    assert.match(md, /alert\('fence'\)/); // the code is there, as code
    assert.deepEqual(liveMarkup(md), []);
    // The same file from the context menu's save (the background, no reader).
    const known = await downloadIds();
    await driver.trigger(page, 'menu:save-md');
    const saved = await nextDownload(known);
    assert.deepEqual(liveMarkup(saved), []);
    const unsaved = (text) => text.replace(/\nsaved: .*\n/, '\n');
    assert.equal(unsaved(saved), unsaved(md));
    await reader.close();
    await page.close();
  });

  test('noise map on a page whose elements are named __pithOverlay, createElement, …', async () => {
    const page = await open('clobber.html');
    const host = 'pith-noise-map';
    const drawn = () => page.waitFor(() => document.querySelector('pith-noise-map')?.shadowRoot?.querySelector('.legend') != null, null, { what: 'the noise map' });
    const gone = (what) => page.waitFor(() => document.querySelector('pith-noise-map') === null, null, { what });
    await driver.trigger(page, 'shortcut:noisemap');
    await drawn();
    assert.ok(await page.shadow(host, '.box.article') >= 1, 'no article box');
    await page.press('Escape');
    await gone('Esc to remove the noise map');
    // toggled on and off again through the same, unclobbered, overlay
    await driver.trigger(page, 'shortcut:noisemap');
    await drawn();
    await driver.trigger(page, 'shortcut:noisemap');
    await gone('the shortcut to hide the noise map');
    await page.close();
  });

  test('a noise map that cannot be drawn is reported to the user', async () => {
    const { page, reader } = await openReader('article.html');
    await page.evaluate(() => document.body.replaceChildren()); // the page changed since it was read
    await reader.bringToFront();
    await reader.click('#noisemap');
    await reader.waitFor(() => /Noise map: .*none of its regions/.test(document.getElementById('toast').textContent), null, { what: 'the reader to say the map found none of its regions' });
    await reader.close();
    await page.close();
  });

  test('tracking pixels are never fetched; remote images off: placeholders, a click loads one, no referrer', async () => {
    const owl = '/img/privacy-owl.png';
    const fromReader = () => referers.filter(([, ref]) => ref === '').map(([path]) => path);
    const { page, reader } = await openReader('privacy.html');
    await reader.waitForSelector(`#article img[src$="${owl}"]`);
    await reader.waitFor(() => [...document.querySelectorAll('#article img')].every((i) => i.complete), null, { what: 'the article image to load' });
    assert.deepEqual(await reader.evaluate(() => [...document.querySelectorAll('#article img')].map((e) => e.getAttribute('referrerpolicy'))), ['no-referrer']);
    await reader.close();
    await page.close();
    // The page fetches its own images with a referrer; the reader without.
    assert.ok(fromReader().includes(owl), 'the article image was not shown');
    assert.ok(served.includes('/img/privacy-pixel.png'), 'the page itself did not load its pixel: the fixture is not armed');
    assert.deepEqual(fromReader().filter((u) => /privacy-(pixel|hidden|styled)/.test(u)), [], 'the reader fetched a tracking pixel');

    await setSetting('remoteImages', false);
    try {
      const count = () => fromReader().filter((u) => u === owl).length;
      const before = count();
      const again = await openReader('privacy.html');
      const placeholder = '#article a.pith-image';
      assert.equal(await again.reader.count(placeholder), 1);
      assert.match(await again.reader.text(placeholder), /A barn owl \(127\.0\.0\.1:\d+\)/);
      assert.equal(await again.reader.count('#article img'), 0);
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(count(), before, 'an image was fetched with remote images off');
      await again.reader.click(placeholder);
      await again.reader.waitForSelector(`#article img[src$="${owl}"]`);
      await again.reader.waitFor(() => document.querySelector('#article img').complete, null, { what: 'the clicked image to load' });
      await until(() => count() === before + 1, { what: 'the clicked image to be served' });
      assert.match(await again.reader.url(), /^(chrome|moz)-extension:\/\//, 'the click navigated away');
      // saved HTML keeps the images as links, under a policy that loads none from the web
      const html = await saveAndRead(again.reader, '#save-html');
      assert.match(html, /img-src data:;/);
      assert.match(html, /<a [^>]*class="pith-image"[^>]*>Image: A barn owl/);
      assert.match(html, /<a [^>]*href="http:\/\/127\.0\.0\.1:\d+\/img\/privacy-owl\.png"/);
      assert.doesNotMatch(html, /<img/);
      await again.reader.close();
      await again.page.close();
    } finally {
      await setSetting('remoteImages', true);
    }
  });

  const noNativeTriggers = nativeTriggers ? false : `headless ${browser} has no toolbar button, context menu or shortcut keys to press`;
  test('the real toolbar button, shortcut key and context menu open the reader', { skip: noNativeTriggers }, async () => {
    for (const how of ['button', 'shortcut:reader', 'menu:reader']) {
      const { page, reader } = await openReader('article.html', how);
      assert.equal(await reader.text('#title'), 'How owls hunt in the dark', how);
      await reader.close();
      await page.close();
    }
  });

  const noSuspend = suspend ? false : `the ${browser} driver cannot suspend the background`;
  test('the background, suspended as when idle, wakes for the next click and reads the page', { skip: noSuspend }, async () => {
    assert.equal(await driver.suspendBackground(), true, 'the background is still running');
    const { page, reader } = await openReader('article-comments.html');
    assert.equal(await driver.backgroundRunning(), true);
    assert.equal(await reader.text('#badge'), 'Article · 6 comments');
    assert.equal(await reader.count('details.comment'), 6);
    await reader.close();
    await page.close();
  });

  test('a long discussion: the article first, then every comment, part by part, in threads', async () => {
    const page = await open('gen/comments');
    const reader = await driver.openReader(page);
    await reader.waitForSelector('body[data-complete-ms]', { timeout: 60_000 });
    assert.ok(Number(await reader.attr('body', 'data-first-paint-ms')) <= Number(await reader.attr('body', 'data-complete-ms')));
    assert.equal(await reader.text('#badge'), 'Article · 3000 comments');
    assert.equal(await reader.count('details.comment'), 3000);
    assert.equal(await reader.count('#comments > details.comment'), 1200, 'threads of five: 0 1 2 1 0');
    const parts = Number((await reader.attr('body', 'data-parts-wait-ms')).split('/')[1]);
    assert.ok(parts > 1, `${parts} parts`);
    assert.match(await reader.text('#article'), /two percent of the flour/);
    assert.equal(await reader.attr('main', 'aria-busy'), null, 'no longer busy once painted');
    await reader.close();
    await page.close();
  });

  test('binary data served as a web page gets a clear message', async () => {
    const page = await open('gen/binary');
    const reader = await driver.openReader(page);
    assert.equal(await reader.attr('body', 'data-state'), 'failed');
    assert.match(await reader.text('#empty'), /binary data, not a web page/);
    await reader.close();
    await page.close();
  });

  // The Chromium driver brings the page's tab to the front from the
  // browser; a page holding its main thread may keep another driver waiting.
  const busyPage = browser === 'chromium' ? false : `the ${browser} driver asks the page itself to come to the front`;
  test('a page whose own script holds its main thread gets a clear message within 15 s', { skip: busyPage }, async () => {
    const page = await open('gen/busy');
    await new Promise((r) => setTimeout(r, 700)); // its script holds the main thread from 300 ms after load
    const t0 = Date.now();
    const reader = await driver.openReader(page);
    await reader.waitForSelector('body[data-state="failed"]');
    assert.ok(Date.now() - t0 < 15_000, `${Date.now() - t0} ms`);
    assert.match(await reader.text('#empty'), /did not let pith read it within \d+ s/);
    await reader.close();
    await page.close().catch(() => {});
  });

  test('the extension made no network request of its own', async () => {
    const ownPages = /^(chrome-extension|moz-extension|data|blob|about):/;
    const requests = await driver.requests();
    assert.ok(requests.some((u) => u.startsWith(`${base}/img/`)), 'the request log holds no fixture image: it records nothing');
    const savedFiles = pathToFileURL(artifacts).href; // the saved files the offline test opens (local, no network)
    const foreign = requests.filter((u) => !u.startsWith(base) && !u.startsWith(siteBase) && !ownPages.test(u) && !u.startsWith(savedFiles));
    assert.deepEqual(foreign, []);
    // every request the server saw is a fixture or an image of a fixture
    assert.deepEqual(served.filter((u) => !/^\/([\w-]+\.html|gen\/[\w-]+|img\/[\w-]+\.png|favicon\.ico)$/.test(u)), []);
    assert.ok(served.length >= 10, `only ${served.length} requests served`);
    // No image request carried the extension's address as its referrer.
    assert.deepEqual(referers.filter(([, ref]) => ref !== '' && !ref.startsWith(base) && !ref.startsWith(siteBase)), []);
  });
}
