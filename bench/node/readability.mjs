// Runs Mozilla Readability.js (jsdom) over a pith evaluation corpus and writes
// one prediction line per page for ../../../shared/tools/score.py:
//
//   node bench/node/readability.mjs -corpus DIR -out preds.jsonl [-n N]
//
// Decoding, jsdom and the output are corpus.mjs's; each document goes to
// `new Readability(document, {serializer: el => el}).parse()` and the article
// text is the block-aware text of the article element.
import { Readability } from "@mozilla/readability";
import { run, blockText } from "./corpus.mjs";

await run("readability.js", process.argv.slice(2), (dom) => {
  const art = new Readability(dom.window.document, { serializer: (el) => el }).parse();
  if (!art) return null;
  return { article: blockText(art.content), title: art.title || "", byline: art.byline || "" };
});
