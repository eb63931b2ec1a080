// Issue 4: the explorer, used as a reader uses it: clicking filters, typing, Back and Forward,
// opening a copied URL in a fresh page, the keyboard, and the pages around it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { serveStatic, launchBrowser, newPage, appReady, exportedCorpus } from './harness.mjs';

let server, browser;
before(async () => { server = await serveStatic(); browser = await launchBrowser(); });
after(async () => { await browser?.close(); await server?.close(); });

const corpus = () => exportedCorpus();
const cardIds = (page) => page.locator('article.card').evaluateAll((n) => n.map((c) => c.dataset.quoteId));
const idsWhere = (pred) => corpus().quotes.filter(pred).map((q) => q.id);
const query = (page) => new URL(page.url()).searchParams;

async function open(path = '', options) {
  const opened = await newPage(browser, options);
  await opened.page.goto(server.url + path);
  await appReady(opened.page);
  return opened;
}

test('clicking a speaker shows only their quotes, in the URL, with counts that follow', async () => {
  const { page, errors } = await open();
  const butler = corpus().speakers.find((s) => s.name === 'Austin Butler');
  await page.click(`#filter-speaker-${butler.id}`);
  await page.waitForFunction(() => document.querySelectorAll('article.card').length === 1);
  assert.equal(query(page).get('speaker'), butler.id);
  assert.deepEqual(await cardIds(page), idsWhere((q) => q.speaker === butler.id));
  assert.equal(await page.getAttribute(`#filter-speaker-${butler.id}`, 'aria-current'), 'true');
  assert.equal(await page.textContent('#result-count'), '1 quote');
  assert.equal(await page.getAttribute('#result-count', 'role'), 'status', 'the count is announced');
  // Other filters now count within this speaker's quotes: Sebastian is mentioned in it.
  const sebastian = await page.textContent('#filter-character-sebastian .count');
  assert.equal(Number(sebastian), idsWhere((q) => q.speaker === butler.id && q.characters.includes('sebastian')).length);
  assert.deepEqual(errors, []);
});

test('filters combine, and an empty result says so and offers to clear', async () => {
  const { page, errors } = await open('?speaker=amy-b-harris&character=walt');
  assert.deepEqual(await cardIds(page), idsWhere((q) => q.speaker === 'amy-b-harris' && q.characters.includes('walt')));
  await page.fill('#search', 'xylophone');
  await page.waitForSelector('.no-results');
  assert.match(await page.textContent('.no-results'), /No quotes match/);
  await page.click('#clear-filters');
  await page.waitForFunction((n) => document.querySelectorAll('article.card').length === n, corpus().quotes.length);
  assert.equal(new URL(page.url()).search, '');
  assert.deepEqual(errors, []);
});

test('search ignores case and apostrophe style, highlights with <mark>, and matches "phrases"', async () => {
  const { page, errors } = await open();
  await page.fill('#search', "THAT'S");
  await page.waitForSelector('blockquote mark');
  const expected = idsWhere((q) => /that[’']s/i.test(q.text));
  assert.ok(expected.length > 0);
  assert.deepEqual(await cardIds(page), expected);
  const marks = await page.locator('blockquote mark').allTextContents();
  assert.ok(marks.every((m) => /^that[’']s$/i.test(m)), marks.join('|'));
  // Refining a search that keeps the same cards moves the highlights with it.
  const marksAre = (word) => page.waitForFunction((w) => {
    const marks = [...document.querySelectorAll('blockquote mark')];
    return marks.length > 0 && marks.every((m) => m.textContent.toLowerCase() === w);
  }, word);
  await page.fill('#search', 'carr');
  await marksAre('carr');
  const refined = await cardIds(page);
  await page.fill('#search', 'carrie');
  await marksAre('carrie');
  assert.deepEqual(await cardIds(page), refined);
  await page.fill('#search', '"a little bit"');
  await page.waitForFunction(() => new URL(location).searchParams.get('q') === '"a little bit"');
  assert.deepEqual(await cardIds(page), idsWhere((q) => q.text.toLowerCase().includes('a little bit')));
  assert.equal(query(page).get('q'), '"a little bit"');
  // Markup in the search box is text, never HTML.
  await page.fill('#search', '<img src=x onerror=alert(1)>');
  assert.equal(await page.locator('main img').count(), 0);
  assert.deepEqual(errors, []);
});

test('typing replaces the history entry, choosing a filter pushes one, Back and Forward restore views and focus', async () => {
  const { page, errors } = await open();
  const length = () => page.evaluate(() => history.length);
  const start = await length();
  // Each keystroke replaces the address; it must not send the browser to the server (it did:
  // Chromium fetched the site's icon again for every new address until the icon was in the page).
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.click('#search');
  await page.keyboard.type('love', { delay: 20 });
  await page.waitForFunction(() => new URL(location).searchParams.get('q') === 'love');
  assert.equal(await length(), start, 'typing is one view');
  assert.deepEqual(requests.filter((url) => !url.startsWith('data:')), [], 'typing asks the server for nothing');
  await page.click('#filter-speaker-amy-b-harris');
  await page.waitForFunction(() => location.search.includes('speaker='));
  await page.click('#filter-character-carrie');
  await page.waitForFunction(() => location.search.includes('character='));
  assert.equal(await length(), start + 2);
  const carrieView = await cardIds(page);

  await page.goBack();
  await page.waitForFunction(() => !location.search.includes('character='));
  assert.deepEqual(await cardIds(page), idsWhere((q) => q.speaker === 'amy-b-harris' && /love/i.test(q.text)));
  assert.equal(await page.inputValue('#search'), 'love');
  await page.waitForFunction(() => document.activeElement?.id === 'filter-character-carrie');

  await page.goForward();
  await page.waitForFunction(() => location.search.includes('character='));
  assert.deepEqual(await cardIds(page), carrieView);
  await page.goBack();
  await page.goBack();
  await page.waitForFunction(() => !location.search.includes('speaker='));
  await page.waitForFunction(() => document.activeElement?.id === 'filter-speaker-amy-b-harris');
  assert.deepEqual(errors, []);
});

test('the address follows a search once typing pauses: a click right after typing keeps the search in history, Back right after typing rewrites no other entry', async () => {
  const { page, errors } = await open('?speaker=amy-b-harris');
  const loveByAmy = idsWhere((q) => q.speaker === 'amy-b-harris' && /love/i.test(q.text));
  await page.click('#search');
  await page.keyboard.type('love');
  // At once, without waiting for the address: the view follows the typing.
  await page.waitForFunction((n) => document.querySelectorAll('article.card').length === n, loveByAmy.length);
  await page.click('#filter-character-carrie');
  await page.waitForFunction(() => location.search.includes('character='));
  assert.equal(query(page).get('q'), 'love', 'the filter keeps the search');
  await page.goBack();
  await page.waitForFunction(() => !location.search.includes('character='));
  assert.equal(query(page).get('q'), 'love', 'Back returns to the search, written before the click');
  assert.deepEqual(await cardIds(page), loveByAmy);

  await page.goForward();
  await page.waitForFunction(() => location.search.includes('character='));
  await page.click('#search');
  await page.keyboard.type(' friend');
  await page.goBack();
  await page.waitForFunction(() => !location.search.includes('character='));
  await page.waitForTimeout(600); // past the pause after which a search's address is written
  assert.equal(new URL(page.url()).search, '?speaker=amy-b-harris&q=love', 'the entry Back reached is as it was');
  assert.equal(await page.inputValue('#search'), 'love');
  assert.deepEqual(await cardIds(page), loveByAmy);
  assert.deepEqual(errors, []);
});

test('a copied URL opens the same view in a fresh page', async () => {
  const { page } = await open();
  await page.click('#filter-character-samantha');
  await page.fill('#search', 'love');
  await page.waitForFunction(() => location.search.includes('q=love'));
  const url = page.url();
  const view = await cardIds(page);
  const fresh = await newPage(browser);
  await fresh.page.goto(url);
  await appReady(fresh.page);
  assert.deepEqual(await cardIds(fresh.page), view);
  assert.equal(await fresh.page.inputValue('#search'), 'love');
  assert.equal(await fresh.page.getAttribute('#filter-character-samantha', 'aria-current'), 'true');
  assert.deepEqual(fresh.errors, []);
});

test('unknown or malformed parameters are ignored with a visible note, never a blank page', async () => {
  const { page, errors } = await open('?speaker=nobody&utm_source=x&q=%E0%A4%A&article=');
  const note = await page.textContent('.notes');
  assert.match(note, /no speaker “nobody”/);
  assert.match(note, /unknown setting “utm_source”/);
  assert.ok(await page.locator('article.card').count() >= 0);
  assert.ok(await page.isVisible('#search'));
  assert.deepEqual(errors, []);
});

test('keyboard: / focuses search, Escape clears it, Tab reaches every control with a visible focus ring', async () => {
  const { page, errors } = await open();
  await page.keyboard.press('/');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'search');
  await page.keyboard.type('carrie');
  await page.waitForFunction(() => location.search.includes('q=carrie'));
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !location.search.includes('q='));
  assert.equal(await page.inputValue('#search'), '');

  // Tab from the top of a fresh page.
  const fresh = (await open()).page;
  const reached = new Set();
  for (let i = 0; i < 60; i++) {
    await fresh.keyboard.press('Tab');
    const info = await fresh.evaluate(() => {
      const el = document.activeElement;
      const style = getComputedStyle(el);
      return { key: el.id || el.textContent.trim().slice(0, 30), outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    reached.add(info.key);
    assert.ok(info.outline !== 'none' && info.width > 0, `visible focus on ${info.key}`);
  }
  for (const id of ['search', 'filter-speaker-all', 'filter-speaker-amy-b-harris', 'filter-character-carrie']) {
    assert.ok(reached.has(id), `Tab reaches ${id}`);
  }
  for (const label of ['Read in context', 'Copy link', 'Copy quote']) assert.ok(reached.has(label), `Tab reaches ${label}`);
  assert.deepEqual(errors, []);
});

test('a speaker page has the name, role, count and their quotes', async () => {
  const amy = corpus().speakers.find((s) => s.id === 'amy-b-harris');
  const { page, errors } = await open(`speaker/${amy.id}`);
  assert.equal(await page.textContent('h1'), amy.name);
  assert.equal(await page.textContent('.speaker-page .role'), amy.role);
  assert.match(await page.textContent('.speaker-page .result-count'), new RegExp(`^${amy.quotes} quotes`));
  assert.deepEqual(await cardIds(page), idsWhere((q) => q.speaker === amy.id));
  assert.equal(await page.title(), `${amy.name} · Quote Explorer`);
  assert.deepEqual(errors, []);
});

test('"Read in context" opens the article as published with the quote highlighted and in view', async () => {
  const { page, errors } = await open();
  const quote = corpus().quotes[7];
  await page.locator(`article[data-quote-id="${quote.id}"]`).getByText('Read in context').click();
  await page.waitForSelector('mark.current');
  assert.equal(query(page).get('quote'), quote.id);
  const marked = await page.locator('mark.current').evaluateAll((n) => [...new Set(n.map((m) => m.dataset.quoteId))]);
  assert.deepEqual(marked, [quote.id], 'every segment of that quote, and only it, is highlighted');
  assert.equal(await page.getAttribute(`#quote-${quote.id}`, 'class'), 'quoted current');
  // Scrolled into view (smoothly, unless the reader prefers reduced motion) and focused.
  await page.waitForFunction((id) => {
    const box = document.getElementById(`quote-${id}`).getBoundingClientRect();
    return box.top >= 0 && box.bottom <= innerHeight;
  }, quote.id);
  assert.equal(await page.evaluate(() => document.activeElement.id), `quote-${quote.id}`);
  // The whole article is there, paragraph by paragraph, and every other quote links to its page.
  const paragraphs = await page.locator('.article-text p').allTextContents();
  assert.ok(paragraphs.includes(quote.context), 'the paragraph reads exactly as published');
  const links = await page.locator('.article-text a.quoted').evaluateAll((n) => [...new Set(n.map((a) => a.dataset.quoteId))]);
  assert.deepEqual(links, idsWhere((q) => q.article === quote.article && q.id !== quote.id));
  assert.deepEqual(errors, []);
});

test('unknown pages and ids get a helpful not-found page', async () => {
  for (const path of ['no/such/page', 'speaker/nobody', 'article/nothing', 'quote/zzzzzzzzzzz']) {
    const { page, errors, failedRequests } = await open(path);
    assert.match(await page.textContent('h1'), /couldn’t find/);
    assert.deepEqual(failedRequests, [], 'every asset of the not-found page loads');
    assert.ok(await page.isVisible('#not-found-search'));
    assert.ok(await page.locator('a', { hasText: 'Browse all quotes' }).isVisible());
    assert.deepEqual(errors, [], path);
  }
});

test('no accessibility violations (axe) on the home, speaker, article and not-found pages, light and dark', async () => {
  const article = corpus().articles[0].id;
  for (const colorScheme of ['light', 'dark']) {
    for (const path of ['', '?q=carrie', 'speaker/amy-b-harris', `article/${article}?quote=${corpus().quotes[0].id}`, 'quote/' + corpus().quotes[0].id, 'nowhere']) {
      const { page, errors } = await open(path, { colorScheme });
      const results = await new AxeBuilder({ page }).analyze();
      const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
      assert.deepEqual(violations, [], `${colorScheme} /${path}`);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  }
});

test('colours follow the system setting, and reduced motion turns smooth scrolling off', async () => {
  const look = async (options) => {
    const { page, context } = await open('', options);
    const result = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
      scrolling: getComputedStyle(document.documentElement).scrollBehavior,
    }));
    await context.close();
    return result;
  };
  const light = await look({ colorScheme: 'light' });
  const dark = await look({ colorScheme: 'dark' });
  assert.notEqual(light.background, dark.background);
  assert.notEqual(light.text, dark.text);
  assert.equal(light.scrolling, 'smooth');
  assert.equal((await look({ reducedMotion: 'reduce' })).scrolling, 'auto');
});

test('phone and desktop, light and dark: the page fits the screen', async () => {
  mkdirSync('e2e/screenshots', { recursive: true });
  for (const [width, height] of [[320, 640], [1280, 900]]) {
    for (const colorScheme of ['light', 'dark']) {
      const { page } = await open('', { viewport: { width, height }, colorScheme });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, `no sideways scrolling at ${width}px`);
      await page.screenshot({ path: `e2e/screenshots/home-${width}-${colorScheme}.png` });
      await page.context().close();
    }
  }
});
