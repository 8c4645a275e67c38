// notices.js — what the reader tells the user about a page it read only in
// part or could not read, in the user's words rather than the core's. Pure:
// used by the background (which builds the reader's view) and unit-tested.

const MB = 1024 * 1024;

/** Limits of core/dom.Limits (defaults), for the wording. */
export const LIMITS = { maxBytes: 16 * MB, maxDepth: 400, maxElements: 1_000_000 };

const mb = (bytes) => `${Math.round(bytes / MB)} MB`;

/**
 * cutNotices lists the cuts made to stay within the limits (Result.stats,
 * and the capture's own cut when it stopped reading at the size limit).
 * @param {object} stats Result.stats
 * @param {{cut?: boolean|string}} capture cut: 'size', 'elements' or false
 * @returns {string[]}
 */
export function cutNotices(stats = {}, capture = {}) {
  const out = [];
  if (stats.truncated || capture.cut === 'size' || capture.cut === true) {
    out.push(`This page was cut at ${mb(LIMITS.maxBytes)}: pith read its first ${mb(LIMITS.maxBytes)} only.`);
  }
  if (stats.elementsCut) {
    out.push(`This page has more than ${LIMITS.maxElements.toLocaleString('en')} elements: pith read the first ${LIMITS.maxElements.toLocaleString('en')} only.`);
  }
  if (stats.depthCut) {
    out.push(`This page nests elements more than ${LIMITS.maxDepth} levels deep: the deeper ones were read as part of their ancestor.`);
  }
  return out;
}

/** Codes of the failures the reader explains (besides the core's own message). */
export const FAILURES = {
  binary: 'This looks like binary data, not a web page.',
  'time-budget': 'This page is too large to read in time: pith stopped after {s} s.',
  'capture-busy': 'The page did not let pith read it within {s} s: its own scripts kept it busy. Try again once it has settled.',
  'capture-slow': 'This page is too large to read within {s} s.',
  empty: 'This page has nothing to read.',
};

/**
 * failureText words a failure with code (see FAILURES); seconds fills {s}.
 * An unknown code gives the message as it is.
 */
export function failureText(code, message, seconds = 0) {
  const text = Object.hasOwn(FAILURES, code) ? FAILURES[code] : '';
  return text ? text.replace('{s}', String(seconds)) : String(message ?? '');
}
