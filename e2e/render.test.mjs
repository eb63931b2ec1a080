// Issue 10: one renderer. The static pages are the app's own components rendered at build time,
// so for every kind of route the static copy (JavaScript off) and the app (once it has taken
// over) show the same <main>: tags, classes, ids, roles, tabindex, ARIA attributes and text.
// The only differences allowed are the ones the render mode declares in the markup
// (`data-only="app"` / `data-only="static"`, see src/mode.rs): those elements are left out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { ROOT, newPage, appReady, exportedCorpus, sitesAndBrowser } from './harness.mjs';

const sites = sitesAndBrowser();

/** <main> as an outline: one line per element (tag and the attributes compared) or run of text. */
function outline(leaveOut) {
  const kept = (a) => ['class', 'id', 'role', 'tabindex'].includes(a.name) || a.name.startsWith('aria-');
  const lines = [];
  const walk = (node, depth) => {
    let text = '';
    const flush = () => {
      const t = text.replace(/\s+/g, ' ').trim();
      if (t) lines.push(`${'  '.repeat(depth)}"${t}"`);
      text = '';
    };
    for (const child of node.childNodes) {
      // Adjacent text is one run, whatever comment markers the renderer put between its pieces.
      if (child.nodeType === Node.TEXT_NODE) { text += child.textContent; continue; }
      if (child.nodeType !== Node.ELEMENT_NODE) continue;
      if (child.dataset.only === leaveOut) continue;
      flush();
      const attrs = [...child.attributes].filter(kept)
        .map((a) => (a.name === 'class' ? `class="${[...child.classList].sort().join(' ')}"` : `${a.name}="${a.value}"`))
        .filter((a) => a !== 'class=""')
        .sort();
      lines.push(`${'  '.repeat(depth)}<${child.localName}${attrs.map((a) => ' ' + a).join('')}>`);
      walk(child, depth + 1);
    }
    flush();
  };
  walk(document.querySelector('main'), 0);
  return lines;
}

async function appOutline(url) {
  const { page, errors, context } = await newPage(sites.browser);
  await page.goto(url);
  await appReady(page);
  const lines = await page.evaluate(outline, 'app');
  await context.close();
  assert.deepEqual(errors, [], url);
  return lines;
}

/** What a reader without JavaScript gets at `url` from the static host. */
async function staticOutline(url, landsOn) {
  const { page, context } = await newPage(sites.browser, { javaScriptEnabled: false });
  await page.goto(url);
  if (landsOn) await page.waitForURL(landsOn);
  const lines = await page.evaluate(outline, 'static');
  const finalUrl = page.url();
  await context.close();
  return { lines, finalUrl };
}

/** A view a static host cannot serve as its own file (its query string picks it): the static
 *  renderer's output for that URL, `quotes-site render`, shown without JavaScript. */
async function renderedOutline(path) {
  const body = execFileSync('cargo', ['run', '-q', '--offline', '-p', 'quotes-site', '--', 'render', path], { cwd: ROOT, encoding: 'utf8' });
  const { page, context } = await newPage(sites.browser, { javaScriptEnabled: false });
  await page.setContent(`<!DOCTYPE html><html><body>${body}</body></html>`);
  const lines = await page.evaluate(outline, 'static');
  await context.close();
  return lines;
}

const corpus = () => exportedCorpus();
const mostQuoted = () => {
  const counts = new Map();
  for (const q of corpus().quotes) counts.set(q.speaker, (counts.get(q.speaker) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
};

test('every kind of page: the static copy and the app show the same <main>', async () => {
  const speakers = mostQuoted();
  const once = speakers.find(([, n]) => n === 1);
  assert.ok(once, 'the collection has a speaker with a single quote');
  const quote = corpus().quotes[0];
  const character = corpus().characters.find((c) => corpus().quotes.some((q) => q.characters.includes(c.id)));
  const routes = [
    '',
    `quote/${quote.id}/`,
    `speaker/${speakers[0][0]}/`,
    `speaker/${once[0]}/`,
    `article/${quote.article}/`,
    `character/${character.id}/`,
    // A static host answers every unknown path with the one 404.html, so only a path that names
    // nothing compares; an unknown id gets a more precise message in the app (links.test.mjs).
    'no/such/page/',
  ];
  for (const route of routes) {
    const { lines } = await staticOutline(sites.server.url + route);
    const app = await appOutline(sites.server.url + route);
    assert.ok(lines.length > 5, `the static page /${route} has content`);
    assert.deepEqual(app, lines, `/${route}: the app and the static page differ`);
  }
});

test('views picked by the query string: the static renderer and the app agree', async () => {
  const [speaker] = mostQuoted()[0];
  const quote = corpus().quotes.find((q) => q.speaker === speaker);
  const views = [
    `/?speaker=${speaker}&q=${encodeURIComponent(quote.text.split(' ').slice(0, 2).join(' '))}`,
    `/?character=${corpus().characters[0].id}`,
    `/?speaker=nobody`,
    `/article/${quote.article}/?quote=${quote.id}`,
  ];
  for (const view of views) {
    const rendered = await renderedOutline(view);
    const app = await appOutline(sites.server.url + view.slice(1));
    assert.ok(rendered.length > 5, `${view} renders`);
    assert.deepEqual(app, rendered, `${view}: the app and the static rendering differ`);
  }
});

test('under a sub-path: a speaker with more than a page of quotes, and a retired id, match too', async () => {
  // Jane Tester (e2e/fixtures) has more quotes than a page: the static page lists them all, the
  // app shows one page and a link to the explorer, each marked as its mode's own.
  const jane = 'speaker/jane-tester/';
  const { lines } = await staticOutline(sites.subpath.url + jane);
  const app = await appOutline(sites.subpath.url + jane);
  assert.deepEqual(app, lines);
  const { page, context } = await newPage(sites.browser, { javaScriptEnabled: false });
  await page.goto(sites.subpath.url + jane);
  const cards = await page.locator('main .card').count();
  await context.close();
  assert.ok(cards > 50, `without JavaScript every card is on the page (${cards})`);
  // The ledger's redirect page sends a reader without JavaScript on to the quote's page.
  const moved = await staticOutline(`${sites.subpath.url}quote/retired0000/`, /\/quotes\/quote\/(?!retired)[^/]+\/$/);
  assert.match(moved.finalUrl, /\/quotes\/quote\/[^/]+\/$/);
  assert.ok(!moved.finalUrl.includes('retired0000'));
  assert.deepEqual(await appOutline(`${sites.subpath.url}quote/retired0000/`), moved.lines);
});

test('without JavaScript every link on the static home page leads to a page with its content', async () => {
  const { page, context } = await newPage(sites.browser, { javaScriptEnabled: false });
  await page.goto(sites.server.url);
  const hrefs = await page.$$eval('main a[href]', (as) => [...new Set(as.map((a) => a.href))]);
  assert.ok(hrefs.some((h) => h.includes('/character/')), 'characters have their own pages');
  for (const href of hrefs) {
    const url = new URL(href);
    const response = await fetch(href);
    assert.equal(response.status, 200, href);
    if (url.search) {
      // Only "Read in context" has a query, for the app; its fragment lands on the quote anyway.
      const id = url.searchParams.get('quote');
      assert.equal(url.hash, `#quote-${id}`, `${href}: a static host ignores the query string`);
      assert.ok((await response.text()).includes(`id="quote-${id}"`), `${href}: the anchor is on the page`);
    }
  }
  const character = corpus().characters[0];
  await page.goto(`${sites.server.url}character/${character.id}/`);
  const mentioning = corpus().quotes.filter((q) => q.characters.includes(character.id)).length;
  assert.equal(await page.locator('main .card').count(), mentioning);
  assert.match(await page.textContent('main h1'), new RegExp(character.name));
  await context.close();
});

test('a page is styled by its own HTML: no stylesheet to wait for, and the policy allows its style', async () => {
  const { page, context, errors } = await newPage(sites.browser, { javaScriptEnabled: false });
  const requested = [];
  page.on('request', (r) => requested.push(r.url()));
  const quote = corpus().quotes[0];
  await page.goto(`${sites.server.url}quote/${quote.id}/`);
  assert.deepEqual(requested.filter((u) => /\.css(\?|$)/.test(u)), [], 'the first paint waits for no stylesheet');
  // The design shows: the paper background, the quote on its card.
  const look = await page.evaluate(() => ({
    paper: getComputedStyle(document.body).backgroundColor,
    radius: getComputedStyle(document.querySelector('.quote-page')).borderTopLeftRadius,
  }));
  assert.deepEqual(look, { paper: 'rgb(251, 248, 243)', radius: '10px' });
  assert.deepEqual(errors, [], 'no Content-Security-Policy report');
  await context.close();
});
