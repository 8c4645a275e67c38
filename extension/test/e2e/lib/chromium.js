// chromium.js — the end-to-end driver for headless Chromium (Debian's
// chromium, driven by playwright-core) with the packed Chrome extension
// (dist/chrome, built by build.sh).
//
// Headless Chromium has no toolbar, context menu or shortcut to drive, so
// every trigger calls the entry point they share (globalThis.__pithRun in
// the service worker) with the action the trigger maps to, and the test's
// own temporary copy of the package has a host permission for 127.0.0.1 in
// place of the activeTab grant a real click gives.
import { existsSync, mkdtempSync, mkdirSync, cpSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { root, Surface } from './common.js';

const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** What each trigger runs (background/main.js: the button's 'default', COMMANDS, MENU). */
const TRIGGERS = {
  button: 'default',
  'shortcut:reader': 'reader',
  'shortcut:noisemap': 'noisemap',
  'menu:reader': 'reader',
  'menu:noisemap': 'noisemap',
  'menu:save-md': 'save-md',
  'menu:save-html': 'save-html',
  'menu:clip': 'clip',
};

/** PageSurface is a Playwright page: a web page or an extension page. */
class PageSurface extends Surface {
  constructor(page, artifacts) {
    super();
    this.page = page;
    this.artifacts = artifacts;
  }

  evaluate(fn, arg) { return this.page.evaluate(fn, arg); }
  url() { return this.page.url(); }
  click(sel) { return this.page.click(sel); }
  press(key) { return this.page.keyboard.press(key); }
  select(sel, value) { return this.page.selectOption(sel, value); }
  check(sel, on = true) { return on ? this.page.check(sel) : this.page.uncheck(sel); }
  mouseMove(x, y) { return this.page.mouse.move(x, y); }
  bringToFront() { return this.page.bringToFront(); }
  close() { return this.page.close(); }
  title() { return this.page.title(); }

  setWidth(width, height = 900) { return this.page.setViewportSize({ width, height }); }

  screenshot(name, { fullPage = false } = {}) {
    return this.page.screenshot({ path: join(this.artifacts, name), fullPage });
  }
}

/** createChromiumDriver launches Chromium with the extension; see scenarios.js for the interface. */
export async function createChromiumDriver({ artifacts }) {
  assert.ok(existsSync(join(root, 'dist', 'chrome', 'manifest.json')), 'run ./build.sh first (dist/chrome is missing)');
  assert.ok(existsSync(chromiumPath), `no Chromium at ${chromiumPath} (apt-get install chromium)`);
  const tmp = mkdtempSync(join(tmpdir(), 'pith-e2e-chromium-'));
  const ext = join(tmp, 'ext');
  cpSync(join(root, 'dist', 'chrome'), ext, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(ext, 'manifest.json'), 'utf8'));
  manifest.host_permissions = ['http://127.0.0.1/*'];
  writeFileSync(join(ext, 'manifest.json'), JSON.stringify(manifest));

  mkdirSync(join(tmp, 'profile', 'Default'), { recursive: true });
  writeFileSync(join(tmp, 'profile', 'Default', 'Preferences'), JSON.stringify({ download: { default_directory: join(tmp, 'downloads'), prompt_for_download: false, directory_upgrade: true } }));
  const context = await chromium.launchPersistentContext(join(tmp, 'profile'), {
    executablePath: chromiumPath,
    headless: false,
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
    args: ['--headless=new', `--disable-extensions-except=${ext}`, `--load-extension=${ext}`, '--no-sandbox', '--disable-gpu',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const requests = [];
  context.on('request', (r) => requests.push(r));
  // A request the page's own policy (CSP) stopped never left the browser
  // (the engine fixtures' avatars): Playwright reports it all the same.
  const blocked = new WeakSet();
  context.on('requestfailed', (r) => {
    if (/csp/i.test(r.failure()?.errorText ?? '')) blocked.add(r);
  });
  // Downloads as the browser makes them, with the names and folders the
  // extension gives (Playwright's own handling stores each file under a
  // random name): into tmp/downloads, set in the profile's preferences.
  const cdp = await context.newCDPSession(context.pages()[0] ?? (await context.newPage()));
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'default' });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }).catch(async (err) => {
    await context.close();
    throw err;
  }));
  const id = new URL(worker.url()).host;
  const surface = (page) => new PageSurface(page, artifacts);

  const driver = {
    name: 'chromium',
    /** Headless Chromium has no toolbar button, context menu or shortcut keys to press. */
    nativeTriggers: false,

    async openPage(url) {
      const page = await context.newPage();
      await page.goto(url);
      await page.bringToFront();
      return surface(page);
    },

    /** trigger runs what a trigger (TRIGGERS) runs, on the page's tab. */
    async trigger(page, how) {
      const action = TRIGGERS[how];
      assert.ok(action, `unknown trigger ${how}`);
      await page.bringToFront();
      const out = await worker.evaluate(async ([a, u]) => {
        const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
        if (tab?.url !== u) return { ok: false, error: `the tab in front is ${tab?.url}, not ${u}` };
        return globalThis.__pithRun(a, tab);
      }, [action, page.url()]);
      assert.deepEqual(out, { ok: true }, `${how} failed: ${JSON.stringify(out)}`);
    },

    /**
     * openReader triggers the reader and resolves to the reader page once it
     * is painted: a new tab, or the page's own tab (the same-tab option).
     */
    async openReader(page, how = 'button') {
      const inTab = page.page.waitForURL(/^chrome-extension:/, { timeout: 20_000 }).then(() => page.page);
      const next = Promise.race([context.waitForEvent('page', { timeout: 20_000 }), inTab]);
      inTab.catch(() => {});
      await driver.trigger(page, how);
      const reader = surface(await next);
      await reader.waitForSelector('body[data-click-to-paint-ms]', { timeout: 20_000 });
      return reader;
    },

    async openExtensionPage(path) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${id}/${path}`);
      return surface(page);
    },

    /** background runs fn(arg) in the service worker. */
    background(fn, arg) { return worker.evaluate(fn, arg); },

    /**
     * clipboard reads the system clipboard through a web page (Chromium
     * grants the permission to read it to web origins only): {text, html},
     * null for a flavour it does not hold.
     */
    async clipboard(through) {
      await context.grantPermissions(['clipboard-read'], { origin: new URL(through.page.url()).origin });
      await through.bringToFront();
      return through.evaluate(async () => {
        const out = { text: null, html: null };
        try {
          for (const item of await navigator.clipboard.read()) {
            if (item.types.includes('text/plain')) out.text = await (await item.getType('text/plain')).text();
            if (item.types.includes('text/html')) out.html = await (await item.getType('text/html')).text();
          }
        } catch {
          /* written to meanwhile: the caller asks again */
        }
        return out;
      });
    },

    /** requests are the URLs every page and the extension asked for. */
    requests() { return requests.filter((r) => !blocked.has(r)).map((r) => r.url()); },

    async close() {
      await context.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
  return driver;
}
