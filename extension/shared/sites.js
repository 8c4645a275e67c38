// sites.js — site profiles, kept on this machine only.
//
// When the user opens pages of one site (same origin) in pith, the last few
// captured pages are kept briefly and a site profile — the site's template
// (and FOREST's wrapper when the core is a full build; the extension's lean
// wasm leaves it out), learnt by the wasm core's learnSite() — is kept per
// origin. The reader passes the profile to the core as options.site.
//
// Where things live (nothing is ever sent anywhere):
//   storage.local    "site:<origin>"      {origin, pages, learnedFrom, learnedAt, usedAt, profile}
//                    small (a profile is ~10–50 KB); at most LIMITS.origins
//                    origins, the least recently used evicted.
//   storage.session  "sitePages:<origin>" {origin, seen, usedAt, pages: [{url, html}]}
//                    (html: the page's HTML or its tree encoding, see content/tree.js)
//                    the raw pages, at most LIMITS.pagesPerOrigin per origin,
//                    LIMITS.sessionBytes in all; in memory only and gone when
//                    the browser closes (an in-memory Map where the browser
//                    has no storage.session).
// With these bounds storage.local stays far below its 10 MB quota, so the
// extension does not ask for unlimitedStorage.
//
// Pure: the storage areas, the learner and the clock are passed in, so the
// module is unit-tested in Node with fakes.

export const LIMITS = Object.freeze({
  pagesPerOrigin: 3, // raw pages kept per origin (the core learns from ≤ 5)
  pageChars: 1 << 20, // a longer page is not kept (≈ 1 MB)
  origins: 20, // profiles kept; the least recently used goes first
  sessionChars: 8 << 20, // raw pages in all, under storage.session's 10 MB
  profileChars: 256 << 10, // a larger profile keeps its wrapper only
});

const PROFILE = 'site:';
const PAGES = 'sitePages:';

/** originOf is the origin of an http(s) URL, or null (no profiles elsewhere). */
export function originOf(url) {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** pageKey is a URL without its fragment: the same page, scrolled, is one page. */
function pageKey(url) {
  const i = url.indexOf('#');
  return i < 0 ? url : url.slice(0, i);
}

/** memoryArea is a storage area kept in a Map (no storage.session). */
export function memoryArea() {
  const m = new Map();
  const pick = (keys) => (keys == null ? [...m.keys()] : [keys].flat());
  return {
    async get(keys) {
      const out = {};
      for (const k of pick(keys)) if (m.has(k)) out[k] = structuredClone(m.get(k));
      return out;
    },
    async set(items) { for (const [k, v] of Object.entries(items)) m.set(k, structuredClone(v)); },
    async remove(keys) { for (const k of [keys].flat()) m.delete(k); },
  };
}

/**
 * createSiteStore returns the store of site profiles.
 * @param {{local: object, session?: object, learn: (req: {pages: string[], urls: string[]}) => Promise<object>,
 *          now?: () => number, limits?: object}} cfg
 *   local, session: storage areas ({get, set, remove}, promise-based);
 *   learn: the wasm core's learnSite (engine.learnSite).
 */
export function createSiteStore(cfg) {
  const local = cfg.local;
  const session = cfg.session ?? memoryArea();
  const now = cfg.now ?? Date.now;
  const limits = { ...LIMITS, ...(cfg.limits ?? {}) };
  let queue = Promise.resolve();

  /** serial runs writes one after the other (captures can overlap). */
  function serial(fn) {
    const p = queue.then(fn);
    queue = p.catch(() => {});
    return p;
  }

  async function entries(area, prefix) {
    const all = await area.get(null);
    return Object.entries(all ?? {}).filter(([k]) => k.startsWith(prefix)).map(([, v]) => v);
  }

  async function one(area, key) {
    return (await area.get(key))?.[key] ?? null;
  }

  const sizeOf = (e) => e.pages.reduce((n, p) => n + p.html.length + p.url.length, 0);

  /** keepSessionBudget evicts the least recently used origins' pages (never keep's). */
  async function keepSessionBudget(keep) {
    const all = (await entries(session, PAGES)).sort((a, b) => a.usedAt - b.usedAt);
    let total = all.reduce((n, e) => n + sizeOf(e), 0);
    for (const e of all) {
      if (total <= limits.sessionChars) break;
      if (e.origin === keep) continue;
      await session.remove(PAGES + e.origin);
      total -= sizeOf(e);
    }
  }

  /** keepOriginCap evicts the least recently used profiles past limits.origins. */
  async function keepOriginCap() {
    const all = (await entries(local, PROFILE)).sort((a, b) => a.usedAt - b.usedAt);
    for (const e of all.slice(0, Math.max(0, all.length - limits.origins))) {
      await local.remove(PROFILE + e.origin);
      await session.remove(PAGES + e.origin);
    }
  }

  /** fitProfile keeps a profile under limits.profileChars (the wrapper alone if need be and there is one), else null. */
  function fitProfile(profile) {
    if (JSON.stringify(profile).length <= limits.profileChars) return profile;
    const slim = { wrapper: profile.wrapper };
    return profile.wrapper && JSON.stringify(slim).length <= limits.profileChars ? slim : null;
  }

  async function addPage(url, html) {
    const origin = originOf(url);
    if (!origin || typeof html !== 'string' || html.length === 0 || html.length > limits.pageChars) return null;
    const t = now();
    const key = pageKey(url);
    const stored = (await one(session, PAGES + origin)) ?? { origin, seen: 0, pages: [] };
    const isNew = !stored.pages.some((p) => p.url === key);
    stored.pages = stored.pages.filter((p) => p.url !== key);
    stored.pages.push({ url: key, html });
    stored.pages = stored.pages.slice(-limits.pagesPerOrigin);
    stored.seen += isNew ? 1 : 0;
    stored.usedAt = t;
    try {
      await session.set({ [PAGES + origin]: stored });
    } catch { /* over the quota: learn from what we have, keep nothing raw */
      await session.remove(PAGES + origin).catch(() => {});
    }
    await keepSessionBudget(origin);

    let entry = await one(local, PROFILE + origin);
    if (entry) {
      entry.pages += isNew ? 1 : 0;
      entry.usedAt = t;
    }
    if (stored.pages.length >= 2) {
      try {
        const profile = fitProfile(await cfg.learn({ pages: stored.pages.map((p) => p.html), urls: stored.pages.map((p) => p.url) }));
        if (profile) {
          entry = { ...(entry ?? {}), origin, pages: Math.max(entry?.pages ?? 0, stored.seen), usedAt: t, profile, learnedFrom: stored.pages.length, learnedAt: t };
          delete entry.error;
        }
      } catch (err) {
        if (entry) entry.error = String(err?.message ?? err); // keep the profile learnt before
      }
    }
    if (!entry) return null;
    await local.set({ [PROFILE + origin]: entry });
    await keepOriginCap();
    return summary(entry);
  }

  function summary(e) {
    return { origin: e.origin, pages: e.pages, learnedFrom: e.learnedFrom, learnedAt: e.learnedAt, usedAt: e.usedAt, ...(e.error ? { error: e.error } : {}) };
  }

  return {
    /** profileFor is the stored profile for url's origin ({wrapper, template}) or null; it marks the origin used. */
    profileFor: (url) => serial(async () => {
      const origin = originOf(url);
      const entry = origin && (await one(local, PROFILE + origin));
      if (!entry?.profile) return null;
      entry.usedAt = now();
      await local.set({ [PROFILE + origin]: entry });
      return entry.profile;
    }),
    /** addPage keeps a captured page and re-learns the origin's profile; it resolves to the summary or null. */
    addPage: (url, html) => serial(() => addPage(url, html)),
    /** list is every stored profile's summary, most recently used first. */
    list: () => serial(async () => (await entries(local, PROFILE)).sort((a, b) => b.usedAt - a.usedAt).map(summary)),
    /** forget drops one origin's profile and pages. */
    forget: (origin) => serial(async () => {
      await local.remove(PROFILE + origin);
      await session.remove(PAGES + origin);
    }),
    /** forgetAll drops every profile and every kept page. */
    forgetAll: () => serial(async () => {
      const keys = async (area, prefix) => Object.keys((await area.get(null)) ?? {}).filter((k) => k.startsWith(prefix));
      await local.remove(await keys(local, PROFILE));
      await session.remove(await keys(session, PAGES));
    }),
  };
}
