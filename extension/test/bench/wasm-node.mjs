// The wasm's own time on the generated big pages, in node: no browser, no
// capture, no messaging — what the engine costs, to tell a slower core
// from a slower extension.
//
//   node extension/test/bench/wasm-node.mjs [-dir DIR] [-only p1m,c17k,a10] [-runs N]
//
// DIR holds pith.wasm and wasm_exec.js (default: extension/, after
// ./build.sh); to compare two commits, build each one's wasm into its own
// folder. Each run starts a fresh runtime, as the extension's worker does
// after a big page, and asks for HTML and text, as the reader does.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { paragraphs, comments, article } from './pages.mjs';

const args = process.argv.slice(2);
const flag = (name, def) => { const i = args.indexOf(`-${name}`); return i >= 0 ? args[i + 1] : def; };
const dir = flag('dir', fileURLToPath(new URL('../../', import.meta.url)));
const runs = Number(flag('runs', '2'));
const pages = { p1m: () => paragraphs(1_000_000), c17k: () => comments(17_537), a10: () => article(10e6) };
const only = flag('only', Object.keys(pages).join(',')).split(',');

await import(pathToFileURL(`${dir}/wasm_exec.js`));
const { createEngine } = await import('../../shared/engine.js');
const wasm = readFileSync(`${dir}/pith.wasm`);
for (const name of only) {
  if (!pages[name]) throw new Error(`no page ${name}: ${Object.keys(pages).join(', ')}`);
  const html = pages[name]();
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const e = createEngine({ wasmURL: 'pith.wasm', fetchImpl: async () => new Response(wasm) });
    const t = performance.now();
    await e.extract({ html, url: 'https://example.org/x', options: { formats: ['html', 'text'] } });
    ms.push(Math.round(performance.now() - t));
    e.close();
  }
  console.log(`${name}: ${ms.join(' ')} ms (${(html.length / 1e6).toFixed(1)} MB)`);
}
process.exit(0);
