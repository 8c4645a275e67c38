// firefox.js — the end-to-end driver for stock Firefox ESR (Debian's
// firefox-esr, headless) with the packed Firefox extension (dist/firefox),
// driven by puppeteer-core over WebDriver BiDi; no browser is downloaded.
//
// BiDi shows web pages only: extension pages and the background page are
// hidden from it. With --remote-allow-system-access, the browser window
// itself is a BiDi context ('moz:scope': 'chrome') where script.callFunction
// runs privileged code (chrome() below). From there the driver presses the
// real triggers — the toolbar button (the browser action's triggerAction,
// which grants activeTab as a click does), the shortcut keys (typed with
// nsITextInputProcessor: BiDi's own key actions never reach extension
// commands) and the context menu (a real right click, then the menu item) —
// and reaches the extension's pages and background through a frame script
// that evaluates in the page with the page's own principal. Extension pages
// are screenshotted with WindowGlobalParent.drawSnapshot. Web pages stay
// plain puppeteer pages. The extension keeps its manifest: no host
// permission is added, the triggers' activeTab grant is what it runs on.
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import puppeteer from 'puppeteer-core';
import { root, GECKO_ID, Surface, until } from './common.js';

const firefoxPath = process.env.FIREFOX ?? '/usr/bin/firefox-esr';
const WIDTH = 1280;
const HEIGHT = 900;

/** The shortcut of each command (manifest.json "commands"). */
const SHORTCUTS = { 'shortcut:reader': ['Alt', 'Shift', 'R'], 'shortcut:noisemap': ['Alt', 'Shift', 'N'] };

/**
 * installChromeHelpers runs once in the browser window: a frame script that
 * evaluates a function in its page (with the page's principal, so the
 * extension's own `browser` API is there), the bookkeeping of the calls, and
 * a record of the requests that pages and extensions made.
 */
function installChromeHelpers() {
  if (window.__pithE2E) return true;
  const frameScript = function () {
    if (this.__pithE2EFrame) return;
    this.__pithE2EFrame = true;
    const sandboxes = new WeakMap();
    addMessageListener('pith-e2e:eval', ({ data }) => {
      const reply = (o) => sendAsyncMessage('pith-e2e:result', { id: data.id, ...o });
      try {
        const win = content;
        let sb = sandboxes.get(win);
        if (!sb) {
          sb = Cu.Sandbox(win.document.nodePrincipal, { sandboxPrototype: win, wantXrays: false, sandboxName: 'pith-e2e' });
          sandboxes.set(win, sb);
        }
        const run = Cu.evalInSandbox(`Promise.resolve().then(() => (${data.src})(${data.arg})).then((v) => JSON.stringify(v === undefined ? null : v))`, sb);
        run.then((value) => reply({ value }), (e) => reply({ error: `${e}\n${e?.stack ?? ''}` }));
      } catch (e) {
        reply({ error: `${e}\n${e?.stack ?? ''}` });
      }
    });
  };
  const state = {
    url: `data:,(${encodeURIComponent(frameScript.toString())}).call(this)`,
    pending: new Map(),
    next: 1,
    loaded: new WeakSet(), // message managers with the frame script
    requests: [],
    /** evalIn runs src(arg) in a browser's page; resolves to the JSON of its value. */
    evalIn(browser, src, arg, timeout = 30_000) {
      const mm = browser.messageManager;
      if (!mm) return Promise.reject(new Error('the page has no message manager (closed?)'));
      if (!state.loaded.has(mm)) {
        mm.addMessageListener('pith-e2e:result', ({ data }) => {
          const p = state.pending.get(data.id);
          if (!p) return;
          state.pending.delete(data.id);
          if (data.error) p.reject(new Error(data.error));
          else p.resolve(data.value);
        });
        mm.loadFrameScript(state.url, true);
        state.loaded.add(mm);
      }
      const id = state.next++;
      return new Promise((resolve, reject) => {
        state.pending.set(id, { resolve, reject });
        setTimeout(() => {
          if (state.pending.delete(id)) reject(new Error(`no answer from ${browser.currentURI.spec} in ${timeout} ms`));
        }, timeout);
        mm.sendAsyncMessage('pith-e2e:eval', { id, src, arg });
      });
    },
  };
  Services.obs.addObserver({
    observe(subject) {
      const channel = subject.QueryInterface(Ci.nsIHttpChannel);
      const p = channel.loadInfo?.triggeringPrincipal;
      if (p && !p.isSystemPrincipal) state.requests.push({ url: channel.URI.spec, addon: p.addonId || '' });
    },
  }, 'http-on-modify-request');
  window.__pithE2E = state;
  return true;
}

/** createFirefoxDriver launches Firefox with the extension; see scenarios.js for the interface. */
export async function createFirefoxDriver({ artifacts }) {
  const packed = join(root, 'dist', 'firefox');
  assert.ok(existsSync(join(packed, 'manifest.json')), 'run ./build.sh first (dist/firefox is missing)');
  assert.ok(existsSync(firefoxPath), `no Firefox at ${firefoxPath} (apt-get install firefox-esr)`);
  const tmp = mkdtempSync(join(tmpdir(), 'pith-e2e-firefox-'));
  const downloads = join(tmp, 'downloads');
  mkdirSync(downloads);
  const uuid = randomUUID();
  const origin = `moz-extension://${uuid}`;

  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    defaultViewport: null,
    args: ['--remote-allow-system-access', `--width=${WIDTH}`, `--height=${HEIGHT}`],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: uuid }), // a known moz-extension host
      'browser.download.dir': downloads,
      'browser.download.folderList': 2,
      'browser.download.useDownloadDir': true,
      'browser.download.alwaysOpenPanel': false,
      'browser.tabs.closeWindowWithLastTab': false,
    },
  });
  // The browser window as a BiDi context: chrome(fn, ...args) runs fn there.
  let chromeContext;
  async function chrome(fn, ...args) {
    const { result } = await browser.connection.send('script.callFunction', {
      functionDeclaration: `async function (json) { const v = await (${fn})(...JSON.parse(json)); return JSON.stringify(v === undefined ? null : v); }`,
      target: { context: chromeContext },
      awaitPromise: true,
      arguments: [{ type: 'string', value: JSON.stringify(args) }],
    });
    if (result.type === 'exception') throw new Error(`in the browser window: ${result.exceptionDetails.text}`);
    return JSON.parse(result.result.value);
  }
  try {
    await browser.installExtension(packed);
    const tree = await browser.connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
    chromeContext = tree.result.contexts[0].context;
    await chrome(installChromeHelpers);
    await chrome((w, h) => window.resizeTo(w, h), WIDTH, HEIGHT);
  } catch (err) {
    await browser.close();
    rmSync(tmp, { recursive: true, force: true });
    throw err;
  }

  /** ExtensionSurface is an extension page in a tab, known by the tab's linkedPanel. */
  class ExtensionSurface extends Surface {
    constructor(panel) {
      super();
      this.panel = panel;
    }

    async evaluate(fn, arg) {
      const json = await chrome(async (panel, src, a) => {
        const tab = gBrowser.tabs.find((t) => t.linkedPanel === panel);
        if (!tab) throw new Error(`no tab ${panel}`);
        return window.__pithE2E.evalIn(tab.linkedBrowser, src, a);
      }, this.panel, String(fn), JSON.stringify(arg ?? null));
      return JSON.parse(json);
    }

    url() {
      return chrome((panel) => gBrowser.tabs.find((t) => t.linkedPanel === panel)?.linkedBrowser.currentURI.spec ?? null, this.panel);
    }

    click(sel) {
      return this.evaluate((s) => {
        const e = document.querySelector(s);
        if (!e) throw new Error(`nothing matches ${s}`);
        e.click();
      }, sel);
    }

    /** press types a key into the page with nsITextInputProcessor (real key events). */
    async press(key) {
      await this.bringToFront();
      await chrome(typeKeys, [key]);
    }

    select(sel, value) {
      return this.evaluate(([s, v]) => {
        const e = document.querySelector(s);
        e.value = v;
        e.dispatchEvent(new Event('input', { bubbles: true }));
        e.dispatchEvent(new Event('change', { bubbles: true }));
      }, [sel, value]);
    }

    check(sel, on = true) {
      return this.evaluate(([s, want]) => {
        const e = document.querySelector(s);
        if (e.checked !== want) e.click();
      }, [sel, on]);
    }

    bringToFront() {
      return chrome((panel) => {
        const tab = gBrowser.tabs.find((t) => t.linkedPanel === panel);
        gBrowser.selectedTab = tab;
        tab.linkedBrowser.focus();
      }, this.panel);
    }

    close() {
      return chrome((panel) => {
        const tab = gBrowser.tabs.find((t) => t.linkedPanel === panel);
        if (tab) gBrowser.removeTab(tab);
      }, this.panel);
    }

    /**
     * setWidth makes the page width CSS px wide. Firefox's window stops at
     * 500 px, so the tab's <browser> element is narrowed instead (the page
     * sees a narrower viewport just the same).
     */
    setWidth(width) {
      return chrome((panel, w) => {
        const el = gBrowser.tabs.find((t) => t.linkedPanel === panel).linkedBrowser;
        if (window.innerWidth < w) window.resizeTo(w, window.outerHeight);
        el.style.maxWidth = `${w}px`;
      }, this.panel, width);
    }

    /** screenshot draws the page (WindowGlobalParent.drawSnapshot) into a PNG. */
    async screenshot(name, { fullPage = false } = {}) {
      const size = await this.evaluate((full) => ({
        w: document.documentElement.clientWidth,
        h: full ? Math.min(document.documentElement.scrollHeight, 8000) : innerHeight,
        y: full ? 0 : scrollY,
      }), fullPage);
      const dataURL = await chrome(async (panel, { w, h, y }) => {
        const tab = gBrowser.tabs.find((t) => t.linkedPanel === panel);
        const global = tab.linkedBrowser.browsingContext.currentWindowGlobal;
        const bitmap = await global.drawSnapshot(new DOMRect(0, y, w, h), 1, 'white');
        const canvas = document.createElementNS('http://www.w3.org/1999/xhtml', 'canvas');
        canvas.width = bitmap.width;
        canvas.height = bitmap.height;
        canvas.getContext('2d').drawImage(bitmap, 0, 0);
        bitmap.close();
        return canvas.toDataURL('image/png');
      }, this.panel, size);
      writeFileSync(join(artifacts, name), Buffer.from(dataURL.split(',')[1], 'base64'));
    }
  }

  /** PageSurface is a web page: a puppeteer Page. */
  class PageSurface extends Surface {
    constructor(page) {
      super();
      this.page = page;
    }

    evaluate(fn, arg) { return this.page.evaluate(fn, arg); }
    url() { return this.page.url(); }
    click(sel) { return this.page.click(sel); }
    press(key) { return this.page.keyboard.press(key); }
    select(sel, value) { return this.page.select(sel, value); }
    check(sel, on = true) { return this.page.$eval(sel, (e, want) => { if (e.checked !== want) e.click(); }, on); }
    mouseMove(x, y) { return this.page.mouse.move(x, y); }
    bringToFront() { return this.page.bringToFront(); }
    close() { return this.page.close(); }
    setWidth(width, height = HEIGHT) { return this.page.setViewport({ width, height }); }
    screenshot(name, { fullPage = false } = {}) { return this.page.screenshot({ path: join(artifacts, name), fullPage }); }
  }

  /** front makes the page's tab the selected one and checks that it is. */
  async function front(page) {
    await page.bringToFront();
    const url = page.url();
    await until(() => chrome((u) => gBrowser.selectedBrowser.currentURI.spec === u, url), { what: `${url} in front`, timeout: 10_000 });
  }

  /** rightClickPage opens the page's context menu on a spot with no link, image or field under it. */
  async function rightClickPage(page) {
    const spot = await page.evaluate(() => {
      for (const [fx, fy] of [[0.98, 0.5], [0.02, 0.5], [0.5, 0.98], [0.98, 0.02], [0.5, 0.5]]) {
        const x = Math.round(innerWidth * fx);
        const y = Math.round(innerHeight * fy);
        const e = document.elementFromPoint(x, y);
        if (e && !e.closest('a, img, input, textarea, select, button, video, audio, canvas, [contenteditable]')) return { x, y };
      }
      return null;
    });
    assert.ok(spot, 'no plain spot on the page to right-click');
    await page.page.mouse.click(spot.x, spot.y, { button: 'right' });
  }

  const triggers = {
    button: () => chrome(async (gid) => {
      const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs');
      const ext = ExtensionParent.GlobalManager.getExtension(gid);
      ExtensionParent.apiManager.global.browserActionFor(ext).triggerAction(window);
    }, GECKO_ID),
    shortcut: (keys) => chrome(typeKeys, keys),
    async menu(page, action) {
      await rightClickPage(page);
      const picked = await chrome(async (a) => {
        const menu = document.getElementById('contentAreaContextMenu');
        for (let i = 0; i < 100 && menu.state !== 'open'; i++) await new Promise((r) => setTimeout(r, 50));
        if (menu.state !== 'open') {
          const open = [...document.querySelectorAll('panel, menupopup')].filter((p) => p.state === 'open').map((p) => p.id || p.localName);
          return `the context menu did not open (${menu.state}; open popups: ${open.join(', ') || 'none'})`;
        }
        // Firefox puts an extension's items in a submenu of their own
        // (named after the extension) when it has more than one.
        const item = [...menu.querySelectorAll('menuitem')].find((m) => m.id.endsWith(`-menuitem-_${a}`) && !m.hidden);
        if (item) item.doCommand();
        menu.hidePopup();
        return item ? item.label : `no menu item for ${a}`;
      }, action);
      assert.ok(!/^(the context menu|no menu item)/.test(picked), picked);
    },
  };

  async function readerPanels() {
    return chrome((prefix) => gBrowser.tabs.filter((t) => t.linkedBrowser.currentURI.spec.startsWith(prefix)).map((t) => t.linkedPanel), `${origin}/extension/ui/reader.html`);
  }

  /** loaded waits for a tab to show a page of the extension, loaded; resolves to a surface. */
  async function loaded(panel, prefix) {
    await until(() => chrome((p, pre) => {
      const browserEl = gBrowser.tabs.find((t) => t.linkedPanel === p)?.linkedBrowser;
      return Boolean(browserEl && browserEl.currentURI.spec.startsWith(pre) && !browserEl.webProgress?.isLoadingDocument);
    }, panel, prefix), { what: `${prefix} to load`, timeout: 20_000 });
    const surface = new ExtensionSurface(panel);
    await surface.waitFor(() => document.readyState === 'complete', null, { what: `${prefix} to be ready` });
    return surface;
  }

  const driver = {
    async openPage(url) {
      const page = await browser.newPage();
      await page.goto(url);
      const surface = new PageSurface(page);
      await front(surface);
      return surface;
    },

    async trigger(page, how) {
      await front(page);
      const [kind, action] = how.split(':');
      if (kind === 'button') await triggers.button();
      else if (kind === 'shortcut') await triggers.shortcut(SHORTCUTS[how]);
      else if (kind === 'menu') await triggers.menu(page, action);
      else assert.fail(`unknown trigger ${how}`);
    },

    async openReader(page, how = 'button') {
      const before = await readerPanels();
      await driver.trigger(page, how);
      const panel = await until(async () => (await readerPanels()).find((p) => !before.includes(p)), { what: 'the reader tab', timeout: 20_000 });
      const reader = await loaded(panel, `${origin}/extension/ui/reader.html`);
      await reader.waitForSelector('body[data-click-to-paint-ms]', { timeout: 20_000 });
      return reader;
    },

    async openExtensionPage(path) {
      const url = `${origin}/${path}`;
      const panel = await chrome((u) => {
        const tab = gBrowser.addTab(u, { triggeringPrincipal: Services.scriptSecurityManager.getSystemPrincipal() });
        gBrowser.selectedTab = tab;
        return tab.linkedPanel;
      }, url);
      return loaded(panel, url);
    },

    /** background runs fn(arg) in the background page (woken first if it was suspended). */
    async background(fn, arg) {
      const json = await chrome(async (gid, src, a) => {
        const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs');
        const ext = ExtensionParent.GlobalManager.getExtension(gid);
        const page = () => [...ext.views].find((v) => v.viewType === 'background')?.xulBrowser;
        if (!page()) await ext.wakeupBackground?.();
        for (let i = 0; i < 100 && !page(); i++) await new Promise((r) => setTimeout(r, 50));
        if (!page()) throw new Error('no background page');
        return window.__pithE2E.evalIn(page(), src, a);
      }, GECKO_ID, String(fn), JSON.stringify(arg ?? null));
      return JSON.parse(json);
    },

    /**
     * suspendBackground stops the background page as Firefox does after it
     * has been idle; resolves to whether it is gone.
     */
    suspendBackground() {
      return chrome(async (gid) => {
        const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs');
        const ext = ExtensionParent.GlobalManager.getExtension(gid);
        await ext.terminateBackground();
        return ![...ext.views].some((v) => v.viewType === 'background');
      }, GECKO_ID);
    },

    /** backgroundRunning says whether the background page is there, without waking it. */
    backgroundRunning() {
      return chrome(async (gid) => {
        const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs');
        return [...ExtensionParent.GlobalManager.getExtension(gid).views].some((v) => v.viewType === 'background');
      }, GECKO_ID);
    },

    async requests() {
      return (await chrome(() => window.__pithE2E.requests)).map((r) => r.url);
    },

    /** clipboard reads the system clipboard: {text, html} (null for a flavour it does not hold). */
    clipboard() {
      return chrome(() => {
        const read = (flavor) => {
          const t = Cc['@mozilla.org/widget/transferable;1'].createInstance(Ci.nsITransferable);
          t.init(null);
          t.addDataFlavor(flavor);
          Services.clipboard.getData(t, Ci.nsIClipboard.kGlobalClipboard, window.browsingContext.currentWindowContext);
          const out = {};
          try {
            t.getTransferData(flavor, out);
          } catch {
            return null;
          }
          return out.value.QueryInterface(Ci.nsISupportsString).data;
        };
        return { text: read('text/plain'), html: read('text/html') };
      });
    },

    async close() {
      await browser.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
  return driver;
}

/**
 * typeKeys (run in the browser window) presses keys together with
 * nsITextInputProcessor, as a person would: modifiers down, the key down
 * and up, modifiers up. Keys: 'Alt', 'Shift', 'Control', a letter, 'Escape'…
 */
function typeKeys(keys) {
  const tip = Cc['@mozilla.org/text-input-processor;1'].createInstance(Ci.nsITextInputProcessor);
  if (!tip.beginInputTransactionForTests(window)) throw new Error('nsITextInputProcessor: no input transaction');
  const CODES = { Alt: ['AltLeft', 18], Shift: ['ShiftLeft', 16], Control: ['ControlLeft', 17], Escape: ['Escape', 27], Enter: ['Enter', 13] };
  const event = (key) => {
    const [code, keyCode] = CODES[key] ?? [/^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : '', key.length === 1 ? key.toUpperCase().charCodeAt(0) : 0];
    return new window.KeyboardEvent('', { key, code, keyCode });
  };
  const mods = keys.slice(0, -1);
  const last = keys.at(-1);
  for (const m of mods) tip.keydown(event(m));
  tip.keydown(event(last));
  tip.keyup(event(last));
  for (const m of mods.reverse()) tip.keyup(event(m));
}
