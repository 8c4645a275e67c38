// What the Node peers share: the corpus loop, the decoder and the block-aware
// text, so Readability.js and Defuddle read the same bytes the same way and
// write the same prediction lines for ../../../shared/tools/score.py.
//
// Each page is decoded like pith's core/charset, simplified (valid UTF-8 wins,
// then BOM, then <meta charset> in the first 1024 bytes, then windows-1252) and
// parsed by jsdom with scripts off; the system gets the document and the page
// URL where the corpus has one. ms = decode + jsdom parse + the system + text,
// for that page alone.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { performance } from "node:perf_hooks";
import { JSDOM, VirtualConsole } from "jsdom";

export function args(argv, name) {
  const out = { n: 0 };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i].replace(/^-+/, "");
    out[k] = argv[++i];
  }
  if (!out.corpus || !out.out) {
    process.stderr.write(`usage: node ${name}.mjs -corpus DIR -out preds.jsonl [-n N]\n`);
    process.exit(2);
  }
  out.n = Number(out.n || 0);
  return out;
}

const META = /<meta[^>]+charset\s*=\s*["']?\s*([a-zA-Z0-9_:.\-]+)/i;

export function decode(buf) {
  try {
    let s = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(buf);
    return s;
  } catch {}
  if (buf[0] === 0xfe && buf[1] === 0xff) return new TextDecoder("utf-16be").decode(buf);
  if (buf[0] === 0xff && buf[1] === 0xfe) return new TextDecoder("utf-16le").decode(buf);
  const head = Buffer.from(buf.subarray(0, 1024)).toString("latin1");
  const m = META.exec(head);
  if (m) {
    try {
      return new TextDecoder(m[1].toLowerCase()).decode(buf);
    } catch {}
  }
  return new TextDecoder("windows-1252").decode(buf);
}

const BLOCK = new Set(("address article aside blockquote dd details dialog div dl dt fieldset figcaption " +
  "figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody " +
  "thead tfoot tr ul caption body html").split(" "));
const SKIP = new Set("script style noscript template head iframe svg".split(" "));

// blockText is the text of root with a line break around every block element
// and at every <br> (as innerText would; textContent glues words across blocks),
// whitespace inside lines folded, empty lines dropped: peers/text.go's BlockText.
export function blockText(root) {
  const lines = [];
  let cur = "";
  let pre = 0;
  const brk = () => {
    const line = cur.split(/\s+/).filter(Boolean).join(" ");
    if (line) lines.push(line);
    cur = "";
  };
  const walk = (n) => {
    if (n.nodeType === 3) {
      if (pre > 0) {
        const parts = n.data.split("\n");
        parts.forEach((p, i) => { if (i > 0) brk(); cur += p; });
      } else cur += n.data;
      return;
    }
    if (n.nodeType !== 1 && n.nodeType !== 9 && n.nodeType !== 11) return;
    const tag = n.nodeType === 1 ? n.localName : "";
    if (SKIP.has(tag)) return;
    if (tag === "br") { brk(); return; }
    const block = BLOCK.has(tag);
    const cell = tag === "td" || tag === "th";
    if (block) brk();
    if (tag === "pre") pre++;
    if (cell) cur += "\t";
    for (let c = n.firstChild; c; c = c.nextSibling) walk(c);
    if (cell) cur += "\t";
    if (tag === "pre") pre--;
    if (block) brk();
  };
  walk(root);
  brk();
  return lines.join("\n");
}

// htmlBlockText is blockText of an HTML fragment (a system that returns its
// article as a string), parsed in the page's own window.
export function htmlBlockText(window, html) {
  const t = window.document.createElement("template");
  t.innerHTML = html;
  return blockText(t.content);
}

// run calls extract(dom, url) on every page of the corpus and writes one line
// per page: {id, article, comments, type, title, byline, ms[, error]} and
// whatever else extract returns. extract may be async.
export async function run(name, argv, extract) {
  const a = args(argv, name);
  const gold = fs.readFileSync(path.join(a.corpus, "gold.jsonl"), "utf8").split("\n").filter((l) => l.trim());
  const out = fs.openSync(a.out, "w");
  const vc = new VirtualConsole(); // swallow jsdom's CSS and script noise
  let count = 0, errors = 0;
  for (const line of gold) {
    const g = JSON.parse(line);
    if (a.n && count >= a.n) break;
    count++;
    const raw = zlib.gunzipSync(fs.readFileSync(path.join(a.corpus, "pages", g.id + ".html.gz")));
    let pred = { id: g.id, article: "", comments: "", type: "", title: "", byline: "", ms: 0 };
    const t0 = performance.now();
    let dom;
    try {
      const html = decode(raw);
      const opts = { virtualConsole: vc };
      const url = g.url && /^https?:\/\//.test(g.url) ? g.url : undefined;
      if (url) opts.url = url;
      dom = new JSDOM(html, opts);
      const got = await extract(dom, url);
      if (got) pred = { ...pred, ...got };
      pred.ms = Math.round((performance.now() - t0) * 1000) / 1000;
    } catch (e) {
      pred.ms = Math.round((performance.now() - t0) * 1000) / 1000;
      pred.error = String(e && e.message || e);
      errors++;
    }
    if (dom) dom.window.close();
    fs.writeSync(out, JSON.stringify(pred) + "\n");
  }
  fs.closeSync(out);
  process.stderr.write(`${name}: ${count} pages, ${errors} errors -> ${a.out}\n`);
}
