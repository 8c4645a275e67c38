// The reader's view (shared/view.js), the notices (shared/notices.js) and
// the reader painting a discussion part by part (shared/render.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DOMParser, parseHTML } from 'linkedom';
import { readerView, asResult, sameHead } from '../../shared/view.js';
import { cutNotices, failureText } from '../../shared/notices.js';
import { renderHead, renderResult, availabilityText, ARTICLE_WAIT } from '../../shared/render.js';

globalThis.DOMParser ??= DOMParser; // the sanitiser parses with it

const comment = (n, depth) => ({ author: `Reader ${n}`, date: '2024-05-01', text: `Comment ${n} says salt.`, html: n === 3 ? '' : `<p>Comment ${n} says <b>salt</b>.</p>`, depth, node: 100 + n });

function result(overrides = {}) {
  return {
    url: 'https://example.org/bread', type: 'AC', typeConfidence: 0.9, title: 'Salt and bread', byline: 'Ann',
    article: { html: '<p>Bread without salt tastes flat.</p>', text: 'Bread without salt tastes flat.', markdown: 'Bread without salt tastes flat.', words: 5 },
    comments: [comment(0, 0), comment(1, 1), comment(2, 2), comment(3, 1), comment(4, 0), comment(5, 3)],
    posts: [],
    regions: [{ node: 1, label: 'article' }],
    trace: [{ step: 'x' }],
    stats: { bytes: 100, elements: 10 },
    ...overrides,
  };
}

test('the view is lean: no regions, trace, Markdown or text beside HTML; counts and reading time kept', () => {
  const { head, items } = readerView(result());
  assert.equal(head.regions, undefined);
  assert.equal(head.trace, undefined);
  assert.equal(head.comments, undefined);
  assert.deepEqual(head.article, { html: '<p>Bread without salt tastes flat.</p>', text: '', words: 5 });
  assert.equal(head.list, 'comments');
  assert.equal(head.total, 6);
  assert.equal(head.commentCount, 6);
  assert.equal(head.empty, false);
  assert.deepEqual(head.notices, []);
  assert.ok(head.minutes.withComments >= head.minutes.without);
  assert.equal(items.length, 6);
  assert.deepEqual(items[0], { author: 'Reader 0', date: '2024-05-01', depth: 0, node: 100, html: '<p>Comment 0 says <b>salt</b>.</p>' });
  assert.equal(items[3].text, 'Comment 3 says salt.', 'text only where there is no HTML');
  // Back in the Result's shape for the saved HTML.
  const back = asResult(head, items);
  assert.equal(back.comments.length, 6);
  assert.deepEqual(back.posts, []);
  assert.equal(back.total, undefined);
});

test('a discussion sends its opening post in the head and its replies as items; an article without HTML keeps its text', () => {
  const posts = [comment(0, 0), { ...comment(1, 0), number: 2, score: '12', accepted: true }];
  const { head, items } = readerView(result({ type: 'M', posts, comments: [], article: { html: '', text: 'plain', words: 1 } }));
  assert.equal(head.list, 'posts');
  assert.equal(head.op.author, 'Reader 0');
  assert.equal(head.postCount, 2);
  assert.equal(items.length, 1);
  assert.deepEqual([items[0].number, items[0].score, items[0].accepted], [2, '12', true]);
  assert.equal('number' in head.op, false, 'only what the page shows');
  assert.equal(head.article.text, 'plain');
  assert.deepEqual(asResult(head, items).posts.map((p) => p.author), ['Reader 0', 'Reader 1']);
});

test('every cut is named', () => {
  assert.deepEqual(cutNotices({}), []);
  const all = cutNotices({ truncated: true, elementsCut: true, depthCut: true });
  assert.equal(all.length, 3);
  assert.match(all[0], /cut at 16 MB/);
  assert.match(all[1], /1,000,000 elements/);
  assert.match(all[2], /400 levels/);
  assert.match(cutNotices({}, { cut: true })[0], /cut at 16 MB/, 'the capture stopped at the size limit');
  assert.deepEqual(readerView(result({ stats: { truncated: true } })).head.notices, [cutNotices({ truncated: true })[0]]);
});

test('failures in the user\'s words', () => {
  assert.match(failureText('binary', 'dom: input is binary data, not HTML'), /binary data, not a web page/);
  assert.match(failureText('capture-busy', '', 11), /did not let pith read it within 11 s/);
  assert.match(failureText('time-budget', '', 10), /stopped after 10 s/);
  assert.equal(failureText('', 'something else'), 'something else');
});

test('comments painted part by part make the same threads as painted at once', () => {
  const r = result();
  const { document } = parseHTML('<!doctype html><html><body><main id="a"></main><main id="b"></main></body></html>');
  renderResult(r, document.getElementById('a'), { url: r.url });
  const { head, items } = readerView(r);
  const { list } = renderHead(head, document.getElementById('b'), { url: r.url });
  list.add(items.slice(0, 2));
  list.flush();
  list.add(items.slice(2, 5));
  list.add(items.slice(5));
  // replies to threads already shown are shown at once; new threads once flushed
  assert.equal(document.querySelectorAll('#b details.comment').length, 4);
  list.flush();
  const a = document.getElementById('a').innerHTML;
  assert.equal(document.getElementById('b').innerHTML, a);
  // the threads: 0 > 1 > 2, 0 > 3, then 4 > 5 (a jump of two levels clamped to one)
  const depths = [...document.querySelectorAll('#b details.comment')].map((d) => Number(d.dataset.depth));
  assert.deepEqual(depths, [0, 1, 2, 1, 0, 1]);
  assert.equal(document.querySelectorAll('#b #comments > details.comment').length, 2);
  const summary = document.querySelector('#b details.comment > summary').textContent;
  assert.match(summary, /2 replies/, 'the reply count follows replies that came in later parts');
  assert.match(document.querySelector('#b #badge').textContent, /6 comments/);
  // a comment without HTML shows its text
  assert.match(document.getElementById('b').textContent, /Comment 3 says salt\./);
});

test('a discussion: the opening post as the article under its author, the replies threaded with number, score and accepted mark', () => {
  const posts = [{ ...comment(0, 0), number: 1 }, { ...comment(1, 0), number: 2, score: '12', accepted: true }, { ...comment(2, 1), number: 3 }];
  const { document } = parseHTML('<!doctype html><html><body><main></main></body></html>');
  renderResult(result({ type: 'M', posts, comments: [] }), document.querySelector('main'), {});
  assert.equal(document.querySelector('#article .who.op .author').textContent, 'Reader 0');
  assert.match(document.querySelector('#article').textContent, /Comment 0 says salt/);
  assert.match(document.querySelector('#posts > h2').textContent, /2 replies/);
  const top = document.querySelectorAll('#posts > details.comment');
  assert.equal(top.length, 1);
  assert.ok(top[0].classList.contains('accepted'));
  assert.match(top[0].querySelector('summary').textContent, /Reader 1 · .* · #2 · 12 points · ✓ accepted · 1 reply/);
  assert.match(top[0].querySelector('.replies details.comment summary').textContent, /Reader 2 · .* · #3/);
});

test('a post laid out in a one-row table (Hacker News, a GitHub comment) reads as its cells\' words, a table of data stays a table', () => {
  const hn = '<table><tbody><tr><td class="ind"><img src="s.gif" width="40"></td><td><br><div><div>Lovely. Does the harbour publish the table?</div></div></td></tr></tbody></table>';
  const gh = '<table><tbody><tr><td class="comment-body"><p>Same on iOS.</p><p>It is <em>not</em> platform specific.</p></td></tr></tbody></table>';
  const data = '<table><tr><td><p>Weight</p></td><td>2 kg</td></tr><tr><td>Height</td><td>3 m</td></tr></table>';
  const words = '<table><tr><td>one row</td><td>of words only</td></tr></table>';
  const posts = [{ ...comment(0, 0), html: hn }, { ...comment(1, 0), html: gh }, { ...comment(2, 0), html: data }, { ...comment(3, 0), html: words }];
  const { document } = parseHTML('<!doctype html><html><body><main></main></body></html>');
  renderResult(result({ type: 'M', posts, comments: [] }), document.querySelector('main'), {});
  assert.equal(document.querySelectorAll('#article table').length, 0, 'the opening post is no table');
  assert.match(document.querySelector('#article').textContent, /Lovely\. Does the harbour/);
  const [gitHub, table, row] = document.querySelectorAll('#posts > details.comment');
  assert.equal(gitHub.querySelectorAll('table').length, 0);
  assert.equal(gitHub.querySelectorAll('.text > p').length, 2, 'the cell\'s paragraphs are the post\'s');
  assert.equal(table.querySelectorAll('table tr').length, 2, 'a table of two rows is data');
  assert.equal(row.querySelectorAll('table td').length, 2, 'a row of words alone is data');
});

test('an article in a language written right to left is set so; posts and the title follow their own letters', () => {
  const { document } = parseHTML('<!doctype html><html><body><main></main></body></html>');
  renderResult(result({ lang: 'ar-EG' }), document.querySelector('main'), {});
  assert.equal(document.querySelector('#article').getAttribute('dir'), 'rtl');
  assert.equal(document.querySelector('#title').getAttribute('dir'), 'auto');
  assert.ok([...document.querySelectorAll('#comments details.comment > .text')].every((t) => t.getAttribute('dir') === 'auto'));
  for (const [lang, dir] of [['he', 'rtl'], ['fa-IR', 'rtl'], ['de', null], ['pt-BR', null], ['', 'auto']]) {
    renderResult(result({ lang }), document.querySelector('main'), {});
    assert.equal(document.querySelector('#article').getAttribute('dir'), dir, lang);
  }
});

test('a post shows no blank block: a forum\'s "&nbsp;" marker and an emptied box leave, a picture and a space between words stay', () => {
  const html = '<article><div><div>On your second screenshot, <b>this</b><span> </span><i>one</i>?</div><p><img src="https://example.org/a.png" alt="shot"></p></div><div>\u00a0</div><div></div><section><div> </div></section></article>';
  const posts = [comment(0, 0), { ...comment(1, 0), html }];
  const { document } = parseHTML('<!doctype html><html><body><main></main></body></html>');
  renderResult(result({ type: 'M', posts, comments: [] }), document.querySelector('main'), {});
  const text = document.querySelector('#posts details.comment > .text');
  assert.equal(text.querySelectorAll('section').length, 0);
  assert.equal([...text.querySelectorAll('div, p')].filter((e) => e.textContent.trim() === '' && !e.querySelector('img')).length, 0);
  assert.equal(text.querySelectorAll('img').length, 1);
  assert.match(text.textContent, /this one\?/);
});

test('the opening post\'s heading that repeats the thread\'s title is shown once, above', () => {
  const posts = [{ ...comment(0, 0), html: '<h1>Salt and  bread</h1><p>Comment 0 says salt.</p>' }, comment(1, 0)];
  const { document } = parseHTML('<!doctype html><html><body><main></main></body></html>');
  renderResult(result({ type: 'M', posts, comments: [] }), document.querySelector('main'), {});
  assert.equal(document.querySelectorAll('#article h1, #article h2').length, 0);
  assert.match(document.querySelector('#article').textContent, /Comment 0 says salt/);
  renderResult(result({ type: 'M', posts: [{ ...comment(0, 0), html: '<h2>Another heading</h2><p>x</p>' }, comment(1, 0)], comments: [] }), document.querySelector('main'), {});
  assert.equal(document.querySelectorAll('#article h2').length, 1, 'a heading of its own stays');
});

test('notices are shown above the article', () => {
  const { document } = parseHTML('<!doctype html><html><body><main></main></body></html>');
  const { head } = readerView(result({ stats: { truncated: true, elementsCut: true } }));
  renderHead(head, document.querySelector('main'), {});
  assert.equal(document.querySelectorAll('#notice p').length, 2);
});

test('a very long article is painted in steps, looking through its wrappers, to the same text', () => {
  const blocks = Array.from({ length: 2500 }, (_, i) => `<p>Paragraph ${i} of a very long story, <b>with</b> <a href="/n/${i}">a link</a>.</p>`).join('');
  const html = `<div class="wrap"><section><h1>Salt and bread</h1>${blocks}</section></div>`;
  assert.ok(html.length > 200_000);
  const r = result({ article: { html, text: 'x', words: 1 }, comments: [] });
  const { document } = parseHTML('<!doctype html><html><body><main id="a"></main><main id="b"></main></body></html>');
  const { head } = readerView(r);
  const { articleSteps } = renderHead(head, document.getElementById('b'), { url: r.url });
  const article = document.querySelector('#b #article');
  const first = article.querySelectorAll('p').length;
  assert.ok(first > 0 && first < 2500, `${first} paragraphs at first`);
  assert.equal(article.querySelector('h1'), null, 'the heading that repeats the title is dropped');
  let steps = 0;
  while (!articleSteps.next().done) steps++;
  assert.ok(steps > 10, `${steps} steps`);
  assert.equal(article.querySelectorAll('p').length, 2500);
  assert.equal(article.querySelectorAll('a[rel~="noopener"]').length, 2500, 'cleaned as any article');
  renderResult(r, document.getElementById('a'), { url: r.url });
  assert.equal(document.querySelector('#a #article').textContent, article.textContent);
});

test('a long article goes to the reader in parts: the first with the head, painted, the rest painted as each comes', () => {
  const blocks = Array.from({ length: 25000 }, (_, i) => `<p>Paragraph ${i} of a very long story, <b>with</b> <a href="/n/${i}">a link</a>.</p>`).join('');
  const html = `<div class="wrap"><section><h1>Salt and bread</h1>${blocks}</section></div>`;
  const r = result({ article: { html, text: 'x', words: 1 }, comments: [] });
  const { head, articleParts } = readerView(r, {}, { split: true });
  assert.ok(articleParts.length >= 3, `${articleParts.length} parts`);
  assert.equal(head.article.parts, articleParts.length);
  assert.equal(head.article.html, articleParts[0]);
  assert.ok(head.article.html.length < html.length / 4, 'the head carries only the first part');
  assert.equal(articleParts.join(''), `<h1>Salt and bread</h1>${blocks}`, 'whole blocks, the wrappers taken off');
  assert.equal(readerView(r).articleParts.length, 1, 'not cut unless asked (web/, the saved file)');

  const { document } = parseHTML('<!doctype html><html><body><main id="a"></main><main id="b"></main></body></html>');
  const received = [articleParts[0]];
  const { articleSteps } = renderHead(head, document.getElementById('b'), { url: r.url, articleParts: received });
  const article = document.querySelector('#b #article');
  assert.equal(article.querySelector('h1'), null, 'the heading that repeats the title is dropped');
  let step = articleSteps.next();
  while (step.value !== ARTICLE_WAIT) step = articleSteps.next();
  const painted = article.querySelectorAll('p').length;
  assert.ok(painted > 0 && painted < 25000, `${painted} paragraphs from the first part`);
  assert.equal(articleSteps.next().value, ARTICLE_WAIT, 'waits while the next part has not come');
  received.push(...articleParts.slice(1));
  while (!articleSteps.next().done);
  assert.equal(article.querySelectorAll('p').length, 25000);
  assert.equal(article.querySelectorAll('a[rel~="noopener"]').length, 25000, 'cleaned as any article');
  renderResult(r, document.getElementById('a'), { url: r.url });
  assert.equal(document.querySelector('#a #article').textContent, article.textContent, 'the same text as the article painted whole');
  assert.equal(asResult(head, [], received).article.html, articleParts.join(''), 'saved whole');
  assert.equal(asResult(head, [], received).article.parts, undefined);
});

test('a product page: its declared facts in a card above the article', () => {
  const { document } = parseHTML('<!doctype html><html><body><main></main></body></html>');
  const product = { name: 'Trail shoe', brand: 'Acme', price: '89.00', currency: 'EUR', availability: 'InStock', rating: '4.6', reviews: '133' };
  renderResult(result({ type: 'A', kind: 'product', product, comments: [] }), document.querySelector('main'), {});
  const card = document.querySelector('#product');
  assert.ok(card, 'a card');
  const text = card.textContent;
  for (const want of ['Acme', '89.00 EUR', 'in stock', '4.6 (133 reviews)']) assert.ok(text.includes(want), `${want} in ${text}`);
  assert.ok(card.compareDocumentPosition(document.querySelector('#article')) & 4, 'before the article');

  const { document: d2 } = parseHTML('<!doctype html><html><body><main></main></body></html>');
  renderResult(result({ type: 'A', kind: 'product', product: { name: 'Only a name' }, comments: [] }), d2.querySelector('main'), {});
  assert.equal(d2.querySelector('#product'), null, 'no card without facts beyond the name (the title says it)');
  assert.equal(availabilityText('PreOrder'), 'pre order');
});

test('the page kind: a badge beside the type, and the article laid out for it', () => {
  const { document } = parseHTML('<!doctype html><html><body><main></main></body></html>');
  renderResult(result({ type: 'A', kind: 'product', comments: [] }), document.querySelector('main'), {});
  const kind = document.querySelector('#kind');
  assert.equal(kind?.textContent, 'Product');
  assert.equal(kind.dataset.kind, 'product');
  assert.equal(kind.previousSibling?.previousSibling?.id, 'badge', 'beside the type badge');
  assert.equal(document.querySelector('#article').dataset.kind, 'product');

  const { document: d2 } = parseHTML('<!doctype html><html><body><main></main></body></html>');
  renderResult(result({ type: 'A', kind: 'article', comments: [] }), d2.querySelector('main'), {});
  assert.equal(d2.querySelector('#kind'), null, 'an article needs no second badge');

  const posts = [{ ...comment(0, 0), number: 1 }, { ...comment(1, 0), number: 2 }];
  const { document: d3 } = parseHTML('<!doctype html><html><body><main></main></body></html>');
  renderResult(result({ type: 'M', kind: 'discussion', posts, comments: [] }), d3.querySelector('main'), {});
  assert.equal(d3.querySelector('#kind'), null, 'the type badge says Discussion already');
});

test('sameHead: an early view (the article alone) and the whole view of a page with comments differ; of a page without, agree', () => {
  const article = { html: '<p>Owls hunt at night.</p>', text: 'Owls hunt at night.', words: 4 };
  const comments = [{ author: 'Ann', html: '<p>Nice</p>', text: 'Nice', depth: 0 }];
  const early = readerView(result({ type: 'A', article, comments: [] }), {}, { split: true });
  const whole = readerView(result({ type: 'AC', article, comments }), {}, { split: true });
  assert.equal(sameHead(early.head, whole.head), false);
  const plain = readerView(result({ type: 'A', article, comments: [] }), {}, { split: true });
  assert.equal(sameHead(early.head, plain.head), true);
  const other = readerView(result({ type: 'A', article: { ...article, html: '<p>Bats too.</p>' }, comments: [] }), {}, { split: true });
  assert.equal(sameHead(early.head, other.head), false);
});
