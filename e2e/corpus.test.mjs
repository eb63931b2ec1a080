// Issues 2 and 3: the whole path from article files to pixels. The cards on the first page are
// checked against `quotes export`, so a wrong speaker, a missing quote or a changed word fails.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveStatic, launchBrowser, newPage, appReady, exportedCorpus } from './harness.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); await server?.close(); });

test('the first page lists the articles compiled in from the article files', async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(server.url);
  await appReady(page);
  const titles = await page.locator('.filter-article li .label').allTextContents();
  // Most quoted first; equal counts keep the order of the articles folder.
  const corpus = exportedCorpus();
  const count = (a) => corpus.quotes.filter((q) => q.article === a.id).length;
  const expected = corpus.articles.map((a, i) => [count(a), i, a.title])
    .sort((x, y) => y[0] - x[0] || x[1] - y[1]).map(([, , title]) => title);
  assert.deepEqual(titles.slice(1), expected, 'the "All" option first, then every article title, most quoted first');
  assert.equal(titles[0], 'All');
  assert.deepEqual(errors, []);
});

test('every quote is a card with its words, speaker and article, as `quotes export` says', async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(server.url);
  await appReady(page);
  const corpus = exportedCorpus();
  const cards = await page.locator('article.card').evaluateAll((nodes) => nodes.map((n) => ({
    id: n.dataset.quoteId,
    text: n.querySelector('blockquote').textContent,
    speaker: n.querySelector('.speaker a').textContent,
    title: n.querySelector('cite').textContent,
  })));
  assert.equal(cards.length, corpus.quotes.length);
  const speakers = new Map(corpus.speakers.map((s) => [s.id, s.name]));
  const articles = new Map(corpus.articles.map((a) => [a.id, a.title]));
  cards.forEach((card, i) => {
    const q = corpus.quotes[i];
    assert.equal(card.id, q.id);
    assert.equal(card.text, q.text, 'the words exactly as published');
    assert.equal(card.speaker, speakers.get(q.speaker));
    assert.equal(card.title, articles.get(q.article));
  });
  assert.deepEqual(errors, []);
});

test('the built site serves the corpus as /quotes.json, the same as `quotes export`', async () => {
  const res = await fetch(new URL('quotes.json', server.url));
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), exportedCorpus());
});
