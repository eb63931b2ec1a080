// Issue 11: what keeps the explorer usable and quick as collections grow, as a reader meets it:
// filters with more options than fit (the sub-path build holds a panel of twelve speakers), in
// the app and on the static page, the cards first on a phone, and the static page painted
// before the wasm is even fetched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, newPage, appReady, sitesAndBrowser, exportedCorpus } from './harness.mjs';

const sites = sitesAndBrowser();
const OPTIONS_SHOWN = 8;

const options = (page) => page.locator('.filter-speaker li a').evaluateAll((links) => links.map((a) => ({
  id: a.id.replace('filter-speaker-', ''),
  label: a.querySelector('.label').textContent,
  count: Number(a.querySelector('.count').textContent.replaceAll(',', '')),
  current: a.getAttribute('aria-current') === 'true',
})));

test('a filter with many options shows the most quoted first and finds the rest by name', async () => {
  const corpus = JSON.parse(readFileSync(join(ROOT, 'target', 'dist-subpath', 'quotes.json'), 'utf8'));
  const quotesBy = (id) => corpus.quotes.filter((q) => q.speaker === id).length;
  assert.ok(corpus.speakers.length > OPTIONS_SHOWN + 2, 'the fixture has more speakers than a filter shows');
  const { page, errors } = await newPage(sites.browser);
  await page.goto(sites.subpath.url);
  await appReady(page);

  const shown = (await options(page)).slice(1);
  assert.equal(shown.length, OPTIONS_SHOWN);
  const counts = shown.map((o) => o.count);
  assert.deepEqual(counts, [...counts].sort((a, b) => b - a), 'most quoted first');
  for (const o of shown) assert.equal(o.count, quotesBy(o.id), `${o.label}: its own number of quotes`);
  const most = Math.max(...corpus.speakers.map((s) => quotesBy(s.id)));
  assert.equal(counts[0], most);
  assert.equal(await page.textContent('.filter-speaker .more'), `${corpus.speakers.length - OPTIONS_SHOWN} more: type to find them`);

  // A speaker not shown, found by typing "sorensen" for "Elin Sørensen".
  const elin = corpus.speakers.find((s) => s.name === 'Elin Sørensen');
  assert.ok(!shown.some((o) => o.id === elin.id), 'one quote among many speakers with one: not shown at first');
  await page.fill('.filter-speaker .filter-find', 'sorensen');
  await page.waitForFunction(() => document.querySelectorAll('.filter-speaker li a').length === 2);
  const found = (await options(page))[1];
  assert.deepEqual([found.label, found.count], ['Elin Sørensen', 1]);
  assert.equal(await page.locator('.filter-speaker .more').count(), 0);
  const jose = corpus.speakers.find((s) => s.name === 'José Ibáñez');
  await page.fill('.filter-speaker .filter-find', 'JOSE iba');
  await page.waitForFunction(() => document.querySelector('.filter-speaker li:nth-child(2) .label')?.textContent === 'José Ibáñez');
  assert.equal((await options(page))[1].count, 2);

  await page.click(`#filter-speaker-${jose.id}`);
  await page.waitForFunction(() => document.querySelectorAll('article.card').length === 2);
  assert.equal(new URL(page.url()).searchParams.get('speaker'), jose.id);
  // With the finding cleared, the chosen speaker stays in view, marked, among the most quoted.
  await page.fill('.filter-speaker .filter-find', 'sorensen');
  await page.click(`#filter-speaker-${elin.id}`);
  await page.waitForFunction(() => document.querySelectorAll('article.card').length === 1);
  // With the finding cleared, the chosen speaker stays in view, marked, beside the most quoted.
  await page.fill('.filter-speaker .filter-find', '');
  await page.waitForFunction(() => document.querySelectorAll('.filter-speaker li a').length === 1 + 1 + 8);
  const chosen = (await options(page)).find((o) => o.current);
  assert.equal(chosen?.id, elin.id);
  await page.fill('.filter-speaker .filter-find', 'nobody by this name');
  await page.waitForFunction(() => document.querySelectorAll('.filter-speaker li a').length === 2);
  assert.equal(await page.textContent('.filter-speaker .more'), 'No speaker is named “nobody by this name”',
    'a finding that matches nobody says so, rather than showing only "All" and the chosen one');

  // Without JavaScript: the same most quoted speakers, each linked to its own page, and the
  // number left out (a page with every option of a large collection would be mostly links).
  const still = await newPage(sites.browser, { javaScriptEnabled: false });
  await still.page.goto(sites.subpath.url);
  const listed = (await options(still.page)).slice(1);
  assert.deepEqual(listed.map((o) => [o.id, o.count]), shown.map((o) => [o.id, o.count]));
  const hrefs = await still.page.locator('.filter-speaker li a').evaluateAll((links) => links.slice(1).map((a) => a.getAttribute('href')));
  assert.deepEqual(hrefs, listed.map((o) => `/quotes/speaker/${o.id}/`));
  assert.equal(await still.page.textContent('.filter-speaker .more'), `${corpus.speakers.length - OPTIONS_SHOWN} more, found by typing with JavaScript on`);
  assert.deepEqual(errors, []);
});

test('on a phone the first card is on the first screen and the filters are one tap away', async () => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  const { page, errors } = await newPage(sites.browser, phone);
  await page.goto(sites.server.url);
  await appReady(page);
  const firstCard = () => page.locator('article.card').first().boundingBox();
  assert.ok((await firstCard()).y + 120 < 844, 'the first card starts on the first screen');
  assert.equal(await page.isVisible('#filters'), false, 'the filters wait behind their button');
  await page.tap('button.filters-toggle');
  assert.equal(await page.getAttribute('button.filters-toggle', 'aria-expanded'), 'true');
  assert.ok(await page.isVisible('#filter-speaker-austin-butler'));
  await page.tap('#filter-speaker-austin-butler');
  await page.waitForFunction(() => document.querySelectorAll('article.card').length === 1);
  assert.equal(await page.isVisible('#filters'), false, 'choosing puts the filters away, showing the result');
  assert.equal(await page.textContent('button.filters-toggle'), 'Filters (1 on)');

  // Without JavaScript the cards come first too, and a link leads down to the filters.
  const still = await newPage(sites.browser, { ...phone, javaScriptEnabled: false });
  await still.page.goto(sites.server.url);
  const card = await still.page.locator('article.card').first().boundingBox();
  assert.ok(card.y + 120 < 844);
  const filters = await still.page.locator('#filters').boundingBox();
  assert.ok(filters.y > card.y, 'the filters follow the cards');
  assert.equal(await still.page.getAttribute('a.filters-toggle', 'href'), '#filters');
  assert.deepEqual(errors, []);
});

test('the static page paints before the wasm is fetched, and the app taking over paints nothing larger', async () => {
  const { page, errors } = await newPage(sites.browser);
  await page.addInitScript(() => {
    window.__largest = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__largest.push(e.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(sites.server.url);
  await appReady(page);
  await page.waitForTimeout(300);
  const { fcp, wasmStart, ready, largest } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    wasmStart: performance.getEntriesByType('resource').find((r) => r.name.endsWith('.wasm'))?.startTime,
    ready: performance.now(),
    largest: window.__largest,
  }));
  assert.ok(fcp > 0 && wasmStart >= fcp, `wasm requested at ${wasmStart} ms, after the first paint at ${fcp} ms`);
  assert.ok(largest.length > 0 && largest.every((t) => t <= wasmStart), `largest paints at ${largest}, none after the wasm`);
  assert.ok(ready > wasmStart);
  assert.deepEqual(errors, []);
});

test('on a phone, no quote page gets a new largest paint when the app takes over', async () => {
  // The static page keeps the share buttons' room (hidden): one row lower, the app's copy of a
  // context paragraph measured a few pixels larger and became the page's largest paint.
  const context = await sites.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  await context.addInitScript(() => {
    window.__largest = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__largest.push(e.element?.closest('main[data-app]') ? 'app' : 'static');
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  for (const q of exportedCorpus().quotes) {
    await page.goto(`${sites.server.url}quote/${q.id}/`);
    await appReady(page);
    await page.waitForTimeout(200);
    assert.deepEqual(await page.evaluate(() => [...new Set(window.__largest)]), ['static'], `quote ${q.id}`);
  }
  await context.close();
});
