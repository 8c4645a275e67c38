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
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { artifactsDir, startFixtureServer, writeTimings, until } from './common.js';
import { liveMarkup } from '../../livemarkup.js';
import { readingScenarios } from './scenarios-reading.js';
import { looksScenarios } from './scenarios-looks.js';

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

  test('listing: its introduction, then its items as a list of links with prices; the header switch shows the article as extracted', async () => {
    const { page, reader } = await openReader('listing.html');
    assert.equal(await reader.text('#kind'), 'Listing');
    assert.match(await reader.text('#listing .intro'), /Notre sélection de chaussures/);
    assert.equal(await reader.count('#listing .intro :is(h1, h2)'), 0, 'the page\'s heading, the title, shown once: in the header');
    assert.equal(await reader.text('#items-count'), '10 items');
    assert.equal(await reader.count('#listing ul#items > li.item'), 10);
    const shown = await reader.evaluate(() => [...document.querySelectorAll('#items li.item')].map((li) => [
      li.querySelector('a.name')?.textContent, li.querySelector('a.name')?.getAttribute('href'), li.querySelector('.price')?.textContent]));
    assert.deepEqual(shown[0], ['Chaussure Alpine modèle 1', `${base}/p/chaussure-1`, '81,95 €']);
    assert.deepEqual(shown[9], ['Chaussure Alpine modèle 10', `${base}/p/chaussure-10`, '90,95 €']);
    assert.match(await reader.text('#items li.item .text'), /Cuir imperméable/);
    // The card's lazy picture (data-src): a thumbnail, or its click-to-load placeholder with remote images off.
    assert.match(await reader.evaluate(() => { const t = document.querySelector('#items li.item .thumb'); return t?.querySelector('img')?.getAttribute('src') ?? t?.querySelector('a.pith-image')?.dataset.src ?? ''; }), /\/img\/chaussure-1\.png$/);
    const visible = () => reader.evaluate(() => ({ article: !document.getElementById('article').hidden, listing: !document.getElementById('listing').hidden,
      pressed: document.getElementById('view-switch').getAttribute('aria-pressed') }));
    assert.deepEqual(await visible(), { article: false, listing: true, pressed: 'false' });
    await reader.screenshot('reader-listing.png', { fullPage: true });
    await reader.click('#view-switch');
    assert.deepEqual(await visible(), { article: true, listing: false, pressed: 'true' });
    assert.match(await reader.text('#article'), /Chaussure Alpine modèle 7/, 'the article as extracted holds the cards');
    // Its cards read as cards: no bullet beside each card's first line.
    assert.deepEqual(await reader.evaluate(() => [...document.querySelectorAll('#article ul > li')].filter((li) => li.querySelector('h3'))
      .map((li) => getComputedStyle(li).listStyleType).filter((v, k, all) => all.indexOf(v) === k)), ['none']);
    await reader.click('#view-switch');
    assert.deepEqual(await visible(), { article: false, listing: true, pressed: 'false' });
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

  // Reading and saving beyond the basics (issue 26): scenarios-reading.js.
  readingScenarios({
    current: () => ({ driver, base }), artifacts, served, storage, setSetting, downloadIds,
    nextDownloadItem, saveAndRead, exporting, open, openReader,
  });

  // The reader as a reader sees it (issues 21 and 25): scenarios-looks.js.
  looksScenarios({ openReader, saveAndRead });

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
    // A key pressed just after the first paint is answered while the
    // comments are still being read and painted, not once they are all in:
    // what the page shows when the theme changes is noted there and then.
    const before = await reader.evaluate(() => {
      globalThis.__pithAtKey = null;
      new MutationObserver((_, o) => {
        o.disconnect();
        globalThis.__pithAtKey = { complete: document.body.dataset.completeMs !== undefined, comments: document.querySelectorAll('details.comment').length };
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
      return document.documentElement.dataset.theme;
    });
    await reader.press('t');
    await reader.waitFor((t) => document.documentElement.dataset.theme !== t, before, { what: 'the theme to change (key t)' });
    const atKey = await reader.evaluate(() => globalThis.__pithAtKey);
    assert.equal(atKey.complete, false, 'the key was answered only once every comment was painted');
    assert.ok(atKey.comments < 4000, `${atKey.comments} comments painted when the key was answered`);
    await reader.waitForSelector('body[data-complete-ms]', { timeout: 60_000 });
    assert.ok(Number(await reader.attr('body', 'data-first-paint-ms')) <= Number(await reader.attr('body', 'data-complete-ms')));
    assert.equal(await reader.text('#badge'), 'Article · 4000 comments');
    assert.equal(await reader.count('details.comment'), 4000);
    assert.equal(await reader.count('#comments > details.comment'), 1600, 'threads of five: 0 1 2 1 0');
    // A big page (a tree over 2 MB) naming many comments: its article was
    // also read alone, for a first paint before the comments are read.
    const timings = await reader.evaluate(() => (globalThis.browser ?? globalThis.chrome).runtime.sendMessage({ type: 'timings:get' }));
    assert.equal(typeof timings.value.at(-1).earlyMs, 'number', JSON.stringify(timings.value.at(-1)));
    assert.equal(await reader.count('#reading-rest'), 0, 'the "still reading" line is gone');
    const parts = Number((await reader.attr('body', 'data-parts-wait-ms')).split('/')[1]);
    assert.ok(parts > 1, `${parts} parts`);
    assert.match(await reader.text('#article'), /two percent of the flour/);
    assert.equal(await reader.attr('main', 'aria-busy'), null, 'no longer busy once painted');
    await reader.close();
    await page.close();
  });

  test('past 5 000 comments the reader paints the rest as it is scrolled on', async () => {
    const page = await open('gen/comments-6000');
    const reader = await driver.openReader(page);
    await reader.waitForSelector('body[data-complete-ms]', { timeout: 60_000 });
    assert.equal(await reader.text('#badge'), 'Article · 6000 comments');
    const first = await reader.count('details.comment');
    assert.ok(first >= 5000 && first < 5016, `${first} comments painted before scrolling (the cap, passed by at most one batch of 16)`);
    assert.equal(await reader.attr('body', 'data-deferred'), 'true');
    assert.match(await reader.text('#more-below'), /scroll on/);
    await reader.evaluate(() => document.getElementById('more-below').scrollIntoView());
    await reader.waitFor(() => document.querySelectorAll('details.comment').length === 6000 && !document.getElementById('more-below'), null, { what: 'the other 1 000 comments painted on scrolling' });
    assert.equal(await reader.count('#comments > details.comment'), 2400, 'threads of five: 0 1 2 1 0');
    await reader.close();
    await page.close();
  });

  test('past 5 000 blocks a long article is painted on as the reader is scrolled', async () => {
    const page = await open('gen/article-long');
    const reader = await driver.openReader(page);
    await reader.waitForSelector('body[data-complete-ms]', { timeout: 60_000 });
    assert.equal(await reader.attr('body', 'data-deferred'), 'true');
    assert.match(await reader.text('#more-below'), /scroll on/);
    const first = await reader.count('#article p');
    assert.ok(first > 4000 && first < 5618, `${first} of 5 618 paragraphs painted before scrolling (the first part, then 5 000 blocks with the headings)`);
    await reader.evaluate(() => document.getElementById('more-below').scrollIntoView());
    await reader.waitFor(() => !document.getElementById('more-below') && /Paragraph 5618 says/.test(document.getElementById('article').textContent), null, { what: 'the rest of the article painted on scrolling' });
    assert.equal(await reader.count('#article p'), 5618);
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
    assert.deepEqual(served.filter((u) => !/^\/((testdata\/)?[\w-]+\.html|gen\/[\w-]+|img\/[\w-]+\.png|favicon\.ico)$/.test(u)), []);
    assert.ok(served.length >= 10, `only ${served.length} requests served`);
    // No image request carried the extension's address as its referrer.
    assert.deepEqual(referers.filter(([, ref]) => ref !== '' && !ref.startsWith(base) && !ref.startsWith(siteBase)), []);
  });
}
