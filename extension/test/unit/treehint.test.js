// What a page's tree encoding says before the core reads it (shared/treehint.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseHTML } from 'linkedom';
import '../../content/tree.js';
import { namesManyComments } from '../../shared/treehint.js';

const encode = (html) => globalThis.__pithEncodeTree(parseHTML(html).document);
const page = (body) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

test('a long comment section, named in any of the seven languages or by schema.org, is seen', () => {
  const li = (attr, i) => `<li ${attr}><p>Reply ${i}</p></li>`;
  for (const attr of ['class="comment even depth-1"', 'id="kommentar-7"', 'class="commentaire"', 'class="comentario"', 'class="comentário"', 'class="commento"', 'class="reactie"', 'itemtype="https://schema.org/Comment" itemscope']) {
    const tree = encode(page(`<article><p>Story</p></article><ol>${Array.from({ length: 30 }, (_, i) => li(attr, i)).join('')}</ol>`));
    assert.equal(namesManyComments(tree, 30), true, attr);
    assert.equal(namesManyComments(tree, 31), false, `${attr}: only 30 of them`);
  }
});

test('words in the text, in other attributes or in a few names are not a comment section', () => {
  const text = Array.from({ length: 50 }, () => '<p title="comment">A comment on comments: Kommentar, commentaire.</p>').join('');
  assert.equal(namesManyComments(encode(page(`<article class="post">${text}</article><form class="comment-form"></form>`)), 2), false);
  assert.equal(namesManyComments(encode(page('<div id="comments"><p>No comments yet</p></div>')), 2), false);
  assert.equal(namesManyComments(undefined), false);
});
