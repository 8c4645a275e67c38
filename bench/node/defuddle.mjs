// Runs Defuddle (npm `defuddle`, the engine of Obsidian Web Clipper) on jsdom
// over a pith evaluation corpus and writes one prediction line per page for
// ../../../shared/tools/score.py:
//
//   node bench/node/defuddle.mjs -corpus DIR -out preds.jsonl [-n N]
//
// Decoding, jsdom and the output are corpus.mjs's, as for Readability.js. Each
// document goes to defuddle/node's `Defuddle(document, url, {useAsync: false})`
// (its default options otherwise; useAsync off because the async extractors
// fetch from third-party APIs, and nothing here goes to the network). The
// article text is the block-aware text of its content HTML; title = `title`,
// byline = `author`, published = `published` (not scored). Pages run 100 to a
// Node process (see corpus.mjs): Defuddle on jsdom keeps memory across pages.
import { Defuddle } from "defuddle/node";
import { run, htmlBlockText } from "./corpus.mjs";

// Defuddle reports the pages' own faults (bad JSON-LD, ...) on the console, a
// stack trace each; corpus.mjs writes its summary to stderr directly.
for (const k of ["log", "info", "warn", "error", "debug"]) console[k] = () => {};

await run("defuddle", process.argv.slice(2), async (dom, url) => {
  const r = await Defuddle(dom.window.document, url, { useAsync: false });
  if (!r) return null;
  return {
    article: htmlBlockText(dom.window, r.content || ""),
    title: r.title || "",
    byline: r.author || "",
    published: r.published || "",
  };
}, { chunk: 100 });
