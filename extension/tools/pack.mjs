// pack.mjs — assembles dist/chrome and dist/firefox (+ zips) from the one
// root manifest.json and the extension/ folder. Called by build.sh.
//
// Each browser gets the same files; its manifest is the root one minus the
// keys the other browser needs (Chrome: no background.scripts and no gecko
// settings; Firefox: no background.service_worker and no
// minimum_chrome_version), so neither browser warns about foreign keys. The
// root manifest stays loadable unpacked in both as it is.
import { readFileSync, writeFileSync, mkdirSync, rmSync, readdirSync, statSync, copyFileSync, existsSync } from 'node:fs';
import { join, dirname, relative, sep } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(root, 'dist');

// What ships: everything under extension/ except tests, tools, docs and the icon generator.
const SKIP = [/^extension\/test\//, /^extension\/tools\//, /^extension\/README\.md$/, /\.mjs$/, /(^|\/)\./];

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}

export function manifestFor(browser, manifest) {
  const m = structuredClone(manifest);
  if (browser === 'chrome') {
    delete m.background.scripts;
    delete m.browser_specific_settings;
  } else {
    delete m.background.service_worker;
    delete m.minimum_chrome_version;
    // Offscreen documents are Chrome's: Firefox's background page starts the engine's worker itself.
    m.permissions = (m.permissions ?? []).filter((p) => p !== 'offscreen');
  }
  return m;
}

// ---- a small deterministic zip writer (deflate, fixed timestamps) ----------
const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function zip(entries) {
  const parts = [];
  const central = [];
  let offset = 0;
  const DOS_TIME = 0; // 00:00:00
  const DOS_DATE = (2026 - 1980) << 9 | 1 << 5 | 1; // 2026-01-01
  for (const { name, data } of entries) {
    const nameBuf = Buffer.from(name, 'utf8');
    const comp = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(comp.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    parts.push(local, nameBuf, comp);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(0x0800, 8);
    c.writeUInt16LE(8, 10);
    c.writeUInt16LE(DOS_TIME, 12);
    c.writeUInt16LE(DOS_DATE, 14);
    c.writeUInt32LE(crc, 16);
    c.writeUInt32LE(comp.length, 20);
    c.writeUInt32LE(data.length, 24);
    c.writeUInt16LE(nameBuf.length, 28);
    c.writeUInt32LE(offset, 42);
    central.push(c, nameBuf);
    offset += local.length + nameBuf.length + comp.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, end]);
}

function main() {
  const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
  for (const need of ['extension/pith.wasm', 'extension/wasm_exec.js']) {
    if (!existsSync(join(root, need))) throw new Error(`${need} is missing: run ./build.sh`);
  }
  const files = walk(join(root, 'extension'))
    .map((p) => relative(root, p).split(sep).join('/'))
    .filter((p) => !SKIP.some((re) => re.test(p)));
  rmSync(dist, { recursive: true, force: true });
  for (const browser of ['chrome', 'firefox']) {
    const out = join(dist, browser);
    const entries = [];
    const m = Buffer.from(`${JSON.stringify(manifestFor(browser, manifest), null, 2)}\n`);
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'manifest.json'), m);
    entries.push({ name: 'manifest.json', data: m });
    for (const f of files) {
      mkdirSync(dirname(join(out, f)), { recursive: true });
      copyFileSync(join(root, f), join(out, f));
      entries.push({ name: f, data: readFileSync(join(root, f)) });
    }
    const zipPath = join(dist, `pith-${browser}-${manifest.version}.zip`);
    writeFileSync(zipPath, zip(entries));
    console.log(`${relative(root, out)}/  ${entries.length} files  ->  ${relative(root, zipPath)} (${statSync(zipPath).size} bytes)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
