// settings.js — user preferences, their defaults and their storage.
import { DEFAULT_FRONT_MATTER, DEFAULT_FILE_NAME } from './template.js';

export const DEFAULTS = Object.freeze({
  action: 'reader', // what the toolbar button does: reader | noisemap | save
  showComments: true,
  saveComments: true,
  saveFormat: 'md', // md | html
  theme: 'system', // system | light | dark | sepia
  font: 'serif', // serif | sans | mono
  fontSize: 19, // px
  lineWidth: 38, // em
  lineHeight: 1.6,
  siteProfiles: true, // learn a profile per site from the pages opened (kept on this machine)
  remoteImages: true, // show the article's images from their addresses (off: click-to-load placeholders)
  align: 'left', // left | justify: the reader's text alignment
  sameTab: false, // open the reader in the page's own tab (Back returns to the page)
  frontMatter: DEFAULT_FRONT_MATTER, // the saved Markdown's front matter (template.js)
  fileName: DEFAULT_FILE_NAME, // the saved files' names, without the extension
  tags: '', // the user's own tags, for {tags}
  folder: '', // a subfolder of the downloads folder to save into ('' : the folder itself)
  saveAs: false, // ask where to save each file
  ttsVoice: '', // the voice reading aloud (its voiceURI; '' : the page's language or the system's default)
  ttsRate: 1, // its speed
});

export const THEMES = ['system', 'light', 'dark', 'sepia'];
export const FONTS = { serif: "Georgia, 'Iowan Old Style', 'Times New Roman', serif", sans: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", mono: "ui-monospace, Menlo, Consolas, monospace" };
export const ACTIONS = ['reader', 'noisemap', 'save'];
export const ALIGNS = ['left', 'justify'];

/** text is s as a string of at most max characters, else fallback. */
function text(s, max, fallback) {
  return typeof s === 'string' && s.length <= max ? s : fallback;
}

/** normalize clamps and fills a settings object to valid values. */
export function normalize(s) {
  const v = { ...DEFAULTS, ...(s ?? {}) };
  const clamp = (x, lo, hi, d) => (Number.isFinite(Number(x)) ? Math.min(hi, Math.max(lo, Number(x))) : d);
  return {
    action: ACTIONS.includes(v.action) ? v.action : DEFAULTS.action,
    showComments: Boolean(v.showComments),
    saveComments: Boolean(v.saveComments),
    saveFormat: v.saveFormat === 'html' ? 'html' : 'md',
    theme: THEMES.includes(v.theme) ? v.theme : DEFAULTS.theme,
    font: Object.hasOwn(FONTS, v.font) ? v.font : DEFAULTS.font,
    fontSize: clamp(v.fontSize, 12, 32, DEFAULTS.fontSize),
    lineWidth: clamp(v.lineWidth, 24, 60, DEFAULTS.lineWidth),
    lineHeight: clamp(v.lineHeight, 1.2, 2.2, DEFAULTS.lineHeight),
    siteProfiles: Boolean(v.siteProfiles),
    remoteImages: Boolean(v.remoteImages),
    align: ALIGNS.includes(v.align) ? v.align : DEFAULTS.align,
    sameTab: Boolean(v.sameTab),
    frontMatter: text(v.frontMatter, 4000, DEFAULTS.frontMatter),
    fileName: text(v.fileName, 200, DEFAULTS.fileName),
    tags: text(v.tags, 500, ''),
    folder: text(v.folder, 200, ''),
    saveAs: Boolean(v.saveAs),
    ttsVoice: text(v.ttsVoice, 500, ''),
    ttsRate: clamp(v.ttsRate, 0.5, 2, DEFAULTS.ttsRate),
  };
}

/** load reads the settings from storage.local. */
export async function load(ext) {
  const got = await ext.storage.local.get('settings');
  return normalize(got?.settings);
}

/** save writes (a part of) the settings. */
export async function save(ext, patch) {
  const next = normalize({ ...(await load(ext)), ...patch });
  await ext.storage.local.set({ settings: next });
  return next;
}
