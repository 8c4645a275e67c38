// shared/zip.js: a stored archive that unzip tools read back byte for byte.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zip, crc32 } from '../../shared/zip.js';
import { markdownBundle, mdDestination } from '../../shared/offline.js';

test('crc32 of known strings', () => {
  assert.equal(crc32(new TextEncoder().encode('123456789')), 0xcbf43926);
  assert.equal(crc32(new Uint8Array()), 0);
});

const unzip = existsSync('/usr/bin/unzip') ? false : 'no /usr/bin/unzip';
test('unzip reads the archive back', { skip: unzip }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'pith-zip-'));
  try {
    const bin = Uint8Array.from({ length: 70000 }, (_, i) => (i * 7) & 255);
    writeFileSync(join(dir, 'a.zip'), zip([{ name: 'Über owls.md', data: '# Owls\n' }, { name: 'assets/image-1.png', data: bin }]));
    const env = { ...process.env, LC_ALL: 'C.UTF-8' }; // unzip decodes UTF-8 names in a UTF-8 locale
    execFileSync('/usr/bin/unzip', ['-q', '-t', join(dir, 'a.zip')], { env });
    execFileSync('/usr/bin/unzip', ['-q', join(dir, 'a.zip'), '-d', join(dir, 'out')], { env });
    assert.equal(readFileSync(join(dir, 'out', 'Über owls.md'), 'utf8'), '# Owls\n');
    assert.deepEqual(new Uint8Array(readFileSync(join(dir, 'out', 'assets', 'image-1.png'))), bin);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('markdownBundle points the note at its assets and lists what was left out', () => {
  const png = 'data:image/png;base64,iVBORw0KGgo=';
  const md = '# T\n\n![a](https://e.org/a.png)\n\n![b](https://e.org/b\\(1\\).png "t")\n\n![c](https://e.org/c.svg)\n';
  const files = markdownBundle(md, [
    { url: 'https://e.org/a.png', type: 'image/png', dataURL: png },
    { url: 'https://e.org/b(1).png', type: 'image/png', dataURL: png },
    { url: 'https://e.org/c.svg', error: 'not a PNG, JPEG, GIF, WebP or AVIF image (image/svg+xml)' },
    { url: 'https://e.org/d.png', type: 'image/svg+xml', dataURL: 'data:image/svg+xml;base64,PHN2Zz4=' },
  ], 'T');
  assert.deepEqual(files.map((f) => f.name), ['T.md', 'assets/image-1.png', 'assets/image-2.png', 'images-left-out.txt']);
  assert.equal(files[0].data, '# T\n\n![a](assets/image-1.png)\n\n![b](assets/image-2.png "t")\n\n![c](https://e.org/c.svg)\n');
  assert.match(files[3].data, /c\.svg: not a PNG[^]*d\.png: not a raster image/);
  assert.equal(mdDestination('https://e.org/a b(1)<x>'), 'https://e.org/a%20b\\(1\\)%3Cx%3E');
});
