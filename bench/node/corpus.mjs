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
import { spawnSync } from "node:child_process";
import { JSDOM, VirtualConsole } from "jsdom";

export function args(argv, name) {
  const out = { n: 0 };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i].replace(/^-+/, "");
    out[k] = argv[++i];
  }
  if (!out.corpus || !out.out) {
    process.stderr.write(`usage: node ${name}.mjs -corpus DIR -out preds.jsonl [-n N] [-from I]\n`);
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
//
// With chunk > 0 the pages go to a fresh Node process chunk pages at a time
// (this script again, with -from), one after another, and their lines are
// appended in order: Defuddle on jsdom keeps memory from page to page (4 GB,
// out of memory, after ~800 dragnet pages in one process), and a process per
// chunk also keeps a growing heap's garbage collections out of the timings.
export async function run(name, argv, extract, { chunk = 0 } = {}) {
  const a = args(argv, name);
  const gold = fs.readFileSync(path.join(a.corpus, "gold.jsonl"), "utf8").split("\n").filter((l) => l.trim());
  const from = Number(a.from || 0);
  const todo = gold.slice(from, a.n ? from + a.n : gold.length);
  if (chunk > 0 && a.from === undefined) return drive(name, a, todo.length, chunk);
  const out = fs.openSync(a.out, "w");
  const vc = new VirtualConsole(); // swallow jsdom's CSS and script noise
  let count = 0, errors = 0;
  for (const line of todo) {
    const g = JSON.parse(line);
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
  if (a.from === undefined) process.stderr.write(`${name}: ${count} pages, ${errors} errors -> ${a.out}\n`);
}

// drive runs pages [0, total) in child processes of chunk pages each.
function drive(name, a, total, chunk) {
  const part = a.out + ".part";
  const out = fs.openSync(a.out, "w");
  let count = 0, errors = 0;
  for (let from = 0; from < total; from += chunk) {
    const n = Math.min(chunk, total - from);
    const r = spawnSync(process.execPath, [...process.execArgv, process.argv[1],
      "-corpus", a.corpus, "-out", part, "-from", String(from), "-n", String(n)], { stdio: ["ignore", "inherit", "inherit"] });
    if (r.status !== 0) {
      fs.closeSync(out);
      throw new Error(`${name}: pages ${from}..${from + n - 1} failed (${r.error || "exit " + (r.status ?? r.signal)})`);
    }
    for (const l of fs.readFileSync(part, "utf8").split("\n")) {
      if (!l.trim()) continue;
      count++;
      if (JSON.parse(l).error) errors++;
      fs.writeSync(out, l + "\n");
    }
  }
  fs.closeSync(out);
  fs.rmSync(part, { force: true });
  process.stderr.write(`${name}: ${count} pages, ${errors} errors -> ${a.out} (${chunk} pages a process)\n`);
}
