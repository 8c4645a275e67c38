// scenarios-looks.js — the end-to-end scenarios of the reader as a reader
// sees it (issues 21 and 25, the screenshot pass): every post headed by its
// author and date, the accepted answer marked but written as every post, a
// post laid out in a table read as its words, no rule closing a post, no
// page wider than a narrow window, a folded quote that opens on a click.
// Registered by scenarios.js (extensionScenarios); run in every browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';

/** The engine fixtures (testdata/pages, served under /testdata/) read here, as discussions. */
const THREADS = ['thread-stackexchange.html', 'thread-hackernews.html', 'thread-github.html', 'thread-vbulletin.html', 'thread-xenforo.html', 'thread-mastodon.html'];

/**
 * looksScenarios registers the scenarios. ctx: openReader(name) opens a
 * fixture and the reader on it, saveAndRead(reader, button) saves and
 * reads the file (scenarios.js).
 */
export function looksScenarios({ openReader, saveAndRead }) {
  test('discussions: each post under its author and date; the accepted answer marked, its words as every post\'s; no table or closing rule; nothing wider than 420 px', async () => {
    for (const name of THREADS) {
      const { page, reader } = await openReader(`testdata/${name}`);
      const seen = await reader.evaluate(() => {
        const style = (e) => (e ? getComputedStyle(e) : null);
        const summaries = [...document.querySelectorAll('#article .who.op, #posts details.comment > summary')];
        const accepted = document.querySelector('#posts details.comment.accepted > .text');
        const plain = document.querySelector('#posts details.comment:not(.accepted) > .text');
        return {
          heads: summaries.map((s) => [s.querySelector('.author')?.textContent ?? '', /\b(19|20)\d\d\b/.test(s.textContent)]),
          tables: document.querySelectorAll('#article table, #posts table').length,
          rules: [...document.querySelectorAll('#article hr, #posts hr')].filter((hr) => hr.getClientRects().length > 0).length,
          accepted: accepted && { weight: style(accepted).fontWeight, color: style(accepted).color, plainColor: style(plain).color, mark: style(document.querySelector('#posts span.accepted')).fontWeight },
        };
      });
      assert.ok(seen.heads.length >= 3, `${name}: the opening post and its replies`);
      for (const [author, dated] of seen.heads) {
        assert.ok(author && author !== 'Anonymous', `${name}: a post without its author`);
        assert.ok(dated, `${name}: ${author}'s post shows no date`);
      }
      assert.equal(seen.tables, 0, `${name}: a post laid out in a table is read as its words`);
      assert.equal(seen.rules, 0, `${name}: no rule closes a post`);
      if (name === 'thread-stackexchange.html') {
        assert.ok(seen.accepted, 'the accepted answer is marked');
        assert.deepEqual([Number(seen.accepted.weight), seen.accepted.color], [400, seen.accepted.plainColor], 'the accepted answer is written as every post');
        assert.ok(Number(seen.accepted.mark) >= 600, 'its mark stands out');
      }
      await reader.setWidth(420);
      await reader.waitFor(() => innerWidth === 420 && document.querySelector('.toolbar').hasAttribute('data-folded'), null, { what: 'the toolbar to fold at 420 px' });
      const wide = await reader.evaluate(() => ({ scroll: document.scrollingElement.scrollWidth, width: innerWidth }));
      assert.ok(wide.scroll <= wide.width, `${name}: ${wide.scroll} px wide in a ${wide.width} px window`);
      await reader.screenshot(`reader-looks-${name.replace(/\.html$/, '')}-420.png`, { fullPage: true });
      await reader.setWidth(1280);
      await reader.close();
      await page.close();
    }
  });

  test('a long quote of an earlier post is folded under its attribution and opens on a click', async () => {
    const { page, reader } = await openReader('forum-quote.html');
    const fold = () => reader.evaluate(() => {
      const d = document.querySelector('#posts details.quote');
      return d && { open: d.open, summary: d.querySelector('summary').textContent, shown: d.querySelector('blockquote').checkVisibility() };
    });
    assert.deepEqual(await fold(), { open: false, summary: 'birdnerd said:', shown: false });
    await reader.click('#posts details.quote > summary');
    await reader.waitFor(() => document.querySelector('#posts details.quote')?.open === true, null, { what: 'the quote to open' });
    assert.deepEqual(await fold(), { open: true, summary: 'birdnerd said:', shown: true });
    assert.match(await reader.text('#posts details.quote blockquote'), /empty for two winters/);
    await reader.screenshot('reader-quote-open.png');
    await reader.close();
    await page.close();
  });

  test('the saved Markdown of a thread: each post\'s header a paragraph of its own, a date shown as "ago" with its day', async () => {
    const { page, reader } = await openReader('testdata/thread-reddit-old.html');
    const md = await saveAndRead(reader, '#save-md');
    // The header line, an empty quoted line, then the post: without it a
    // Markdown reader joins the author and the post's first words.
    assert.match(md, /\n> \*\*owl\\_be\\_there\*\* · 2 years ago \(2024-06-1\d\) · 42 points\n>\n> That is a \*\*house finch\*\*/);
    assert.match(md, /\n>> \*\*birdbrain\\_beth\*\* · [^\n]* · 12 points\n>>\n>> A house finch!/);
    await reader.close();
    await page.close();
  });
}
