// Issue 5: a link to one quote opens straight to it, for anyone, anywhere it is pasted: on a
// plain static host (no single-page fallback), with JavaScript off, for link-preview crawlers,
// under a sub-path, and after its id has been retired.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { newPage, appReady, exportedCorpus, sitesAndBrowser, decode, meta, serveStatic, ROOT } from './harness.mjs';

const sites = sitesAndBrowser();

const corpus = () => exportedCorpus();
const query = (page) => new URL(page.url()).searchParams;
const cardIds = (page) => page.locator('article.card').evaluateAll((n) => n.map((c) => c.dataset.quoteId));
const speakerName = (q) => corpus().speakers.find((s) => s.id === q.speaker).name;

test('every quote link opens that quote in a fresh page, with or without the trailing slash', async () => {
  for (const [i, q] of corpus().quotes.entries()) {
    const { page, errors, context } = await newPage(sites.browser);
    await page.goto(`${sites.server.url}quote/${q.id}${i % 2 ? '' : '/'}`);
    await appReady(page);
    const shown = page.locator(`.quote-page[data-quote-id="${q.id}"]`);
    assert.equal(await shown.locator('blockquote').textContent(), q.text);
    assert.equal(await shown.locator('.speaker a').textContent(), speakerName(q));
    assert.equal(await page.locator('[data-static]').count(), 0, 'the static copy is gone');
    assert.equal(await page.locator('.quote-page').count(), 1, 'no duplicated content');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('the quote page has context, links to the speaker and the article, and more by the same speaker', async () => {
  const q = corpus().quotes.find((x) => corpus().quotes.filter((y) => y.speaker === x.speaker).length > 3);
  const { page, errors } = await newPage(sites.browser);
  await page.goto(`${sites.server.url}quote/${q.id}/`);
  await appReady(page);
  assert.equal(await page.textContent('.context p'), q.context);
  assert.equal(await page.getAttribute('.quote-page a:has-text("Read in context")', 'href'), `/article/${q.article}/?quote=${q.id}#quote-${q.id}`);
  assert.equal(await page.getAttribute(`.quote-page a:has-text("All quotes by")`, 'href'), `/speaker/${q.speaker}/`);
  const more = await page.locator('.more article.card').evaluateAll((n) => n.map((c) => c.dataset.quoteId));
  assert.equal(more.length, 3);
  assert.ok(more.every((id) => id !== q.id && corpus().quotes.find((x) => x.id === id).speaker === q.speaker));
  assert.match(await page.title(), new RegExp(`— ${speakerName(q)} · Quote Explorer$`));
  const marked = await page.locator('.context mark.current').evaluateAll((n) => [...new Set(n.map((m) => m.dataset.quoteId))]);
  assert.deepEqual(marked, [q.id], 'the quote is marked in its paragraph');
  // A speaker with a single quote gets no empty "More from" section.
  const only = corpus().quotes.find((x) => corpus().quotes.filter((y) => y.speaker === x.speaker).length === 1);
  await page.goto(`${sites.server.url}quote/${only.id}/`);
  await appReady(page);
  assert.equal(await page.locator('.more').count(), 0);
  assert.deepEqual(errors, []);
});

test('static pages carry the quote and preview tags in the HTML, for clients that run no script', async () => {
  for (const q of corpus().quotes) {
    const res = await fetch(`${sites.server.url}quote/${q.id}/`);
    assert.equal(res.status, 200);
    const html = await res.text();
    const article = corpus().articles.find((a) => a.id === q.article);
    assert.ok(decode(html).includes(`<p itemprop="text">${q.text}</p>`), 'the words are in the page');
    assert.ok(decode(html).includes(speakerName(q)));
    assert.ok(decode(html).includes(article.title));
    const canonical = `http://127.0.0.1:8080/quote/${q.id}/`;
    assert.ok(html.includes(`<link rel="canonical" href="${canonical}">`));
    assert.equal(meta(html, 'property', 'og:url'), canonical);
    assert.ok(meta(html, 'property', 'og:title').startsWith('“' + q.text.slice(0, 30)));
    assert.ok(meta(html, 'property', 'og:description').endsWith(`” — ${speakerName(q)}, ${article.outlet}`), 'a long quote is shortened, never its attribution');
    assert.equal(meta(html, 'name', 'twitter:card'), 'summary_large_image');
    assert.match(meta(html, 'property', 'og:image'), new RegExp(`/preview/quote/${q.id}\\.png$`), 'its own picture (previews.test.mjs)');
    assert.equal((html.match(/<title>/g) ?? []).length, 1);
  }
  for (const path of ['', 'speaker/amy-b-harris/', `article/${corpus().articles[2].id}/`]) {
    const html = await (await fetch(sites.server.url + path)).text();
    assert.ok(meta(html, 'property', 'og:title').length > 0, `og:title on /${path}`);
    assert.ok(html.includes('<link rel="canonical"'), `canonical on /${path}`);
  }
  const sitemap = await (await fetch(`${sites.server.url}sitemap.xml`)).text();
  for (const q of corpus().quotes) assert.ok(sitemap.includes(`/quote/${q.id}/</loc>`));
  const image = await fetch(`${sites.server.url}og-image.png`);
  assert.equal(image.status, 200);
  const png = new Uint8Array(await image.arrayBuffer());
  assert.deepEqual([...png.slice(0, 4)], [0x89, 0x50, 0x4e, 0x47], 'the preview image is a PNG');
});

test('with JavaScript off, quote, speaker and article pages still read', async () => {
  const q = corpus().quotes[3];
  const { page, context } = await newPage(sites.browser, { javaScriptEnabled: false });
  await page.goto(`${sites.server.url}quote/${q.id}/`);
  assert.equal(await page.textContent(`.quote-page[data-quote-id="${q.id}"] blockquote`), q.text);
  await page.goto(`${sites.server.url}speaker/${q.speaker}/`);
  assert.equal(await page.locator('article.card').count(), corpus().quotes.filter((x) => x.speaker === q.speaker).length);
  await page.goto(`${sites.server.url}article/${q.article}/`);
  assert.ok((await page.locator('.article-text p').allTextContents()).includes(q.context));
  await context.close();
});

test('the app takes over the static page without a frame showing both copies or neither', async () => {
  const q = corpus().quotes[5];
  const { page, errors } = await newPage(sites.browser);
  await page.addInitScript(() => {
    window.__frames = [];
    const record = () => {
      window.__frames.push([!!document.querySelector('[data-static]'), !!document.querySelector('main[data-app]')]);
      if (window.__frames.length < 600) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await page.goto(`${sites.server.url}quote/${q.id}/`);
  await appReady(page);
  await page.waitForTimeout(100);
  const frames = await page.evaluate(() => window.__frames);
  const seen = frames.filter(([s, a]) => s || a);
  assert.ok(seen.length > 0);
  assert.ok(seen.every(([s, a]) => s !== a), 'exactly one copy of the content in every painted frame');
  assert.ok(frames.every(([s, a], i) => i === 0 || s || a), 'never an empty frame once content has shown');
  assert.deepEqual(errors, []);
});

test('the static pages look like the app: nothing moves when it takes over, on a desktop or a phone', async () => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    for (const path of ['', `quote/${corpus().quotes[1].id}/`, 'speaker/amy-b-harris/']) {
      const firstCardTop = async (javaScriptEnabled) => {
        const { page, context } = await newPage(sites.browser, { javaScriptEnabled, viewport });
        await page.goto(sites.server.url + path);
        if (javaScriptEnabled) await appReady(page);
        const box = await page.locator('article.card, .quote-page').first().boundingBox();
        await context.close();
        return Math.round(box.y);
      };
      assert.equal(await firstCardTop(false), await firstCardTop(true), `/${path} at ${viewport.width} px`);
    }
  }
});

test('words typed into the search before the app arrives are kept: the field, its focus, the URL, the results', async () => {
  const speaker = corpus().quotes[0].speaker;
  const { page, context, errors } = await newPage(sites.browser);
  // A slow connection: the static page is up and the reader types long before the app is.
  await page.route('**/*.wasm', async (route) => { await new Promise((r) => setTimeout(r, 1500)); await route.continue(); });
  await page.goto(`${sites.server.url}?speaker=${speaker}`, { waitUntil: 'commit' });
  await page.locator('#search').click();
  await page.keyboard.type('carrie');
  assert.equal(await page.locator('main[data-app]').count(), 0, 'typed before the app arrived');
  await appReady(page);
  assert.equal(await page.locator('#search').inputValue(), 'carrie');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'search');
  // The address follows once typing pauses (browser::replace_address_soon).
  await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'carrie');
  assert.equal(query(page).get('speaker'), speaker, 'the filters in the URL are kept');
  await page.keyboard.type('s');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'carries');
  assert.equal(await page.locator('#search').inputValue(), 'carries', 'typing goes on where it was');
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'carrie');
  const shown = await cardIds(page);
  // The same view as the URL opened in a fresh page.
  const fresh = await newPage(sites.browser);
  await fresh.page.goto(page.url());
  await appReady(fresh.page);
  assert.deepEqual(shown, await cardIds(fresh.page));
  assert.ok(shown.length > 0 && shown.length < corpus().quotes.length, `${shown.length} cards`);
  await fresh.context.close();
  await context.close();
  assert.deepEqual(errors, []);
});

test('Copy link copies the canonical URL, and that link opens the quote', async () => {
  const { page, context, errors } = await newPage(sites.browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: sites.server.url });
  await page.goto(sites.server.url);
  await appReady(page);
  const q = corpus().quotes[9];
  const card = page.locator(`article.card[data-quote-id="${q.id}"]`);
  await card.getByRole('button', { name: 'Copy link' }).click();
  await card.getByText('Link copied').waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, `${sites.server.url}quote/${q.id}/`);
  const fresh = await newPage(sites.browser);
  await fresh.page.goto(copied);
  await appReady(fresh.page);
  assert.equal(await fresh.page.textContent(`.quote-page[data-quote-id="${q.id}"] blockquote`), q.text);

  await card.getByRole('button', { name: 'Copy quote' }).click();
  await card.getByText('Quote copied').waitFor();
  const article = corpus().articles.find((a) => a.id === q.article);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), `“${q.text}” — ${speakerName(q)}, ${article.outlet}`);
  assert.deepEqual(errors, []);
});

test('when the clipboard is refused, the text is offered to copy by hand', async () => {
  const { page, errors } = await newPage(sites.browser);
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await page.goto(sites.server.url);
  await appReady(page);
  const q = corpus().quotes[0];
  const card = page.locator(`article.card[data-quote-id="${q.id}"]`);
  await card.getByRole('button', { name: 'Copy link' }).click();
  const fallback = card.locator('.copy-by-hand');
  await fallback.waitFor();
  assert.equal(await fallback.textContent(), `${sites.server.url}quote/${q.id}/`);
  // One click selects the whole link, ready to copy.
  await fallback.click();
  assert.equal(await page.evaluate(() => String(getSelection())), `${sites.server.url}quote/${q.id}/`);
  assert.deepEqual(errors, []);
});

test('Share hands the title, citation and link to the Web Share API where the browser has it', async () => {
  const { page, errors } = await newPage(sites.browser);
  await page.addInitScript(() => {
    window.__shared = [];
    navigator.share = (data) => { window.__shared.push(data); return Promise.resolve(); };
  });
  await page.goto(`${sites.server.url}quote/${corpus().quotes[2].id}/`);
  await appReady(page);
  const q = corpus().quotes[2];
  await page.locator('.quote-page').getByRole('button', { name: 'Share…' }).click();
  await page.locator('.quote-page').getByText('Shared').waitFor();
  const [data] = await page.evaluate(() => window.__shared);
  assert.equal(data.url, `${sites.server.url}quote/${q.id}/`);
  assert.equal(data.title, `Quote by ${speakerName(q)}`);
  assert.ok(data.text.startsWith(`“${q.text}” — ${speakerName(q)}`));
  // Chromium on Linux has no navigator.canShare: the link goes without the picture.
  assert.equal(data.files, undefined);
  // Without the API there is no Share button at all.
  const plain = await newPage(sites.browser);
  await plain.page.goto(`${sites.server.url}quote/${q.id}/`);
  await appReady(plain.page);
  assert.equal(await plain.page.getByRole('button', { name: 'Share…' }).count(), 0);
  assert.deepEqual(errors, []);
});

test('an unknown quote gets a helpful page in the app, and the static 404.html says the same', async () => {
  const { page, errors } = await newPage(sites.browser);
  const res = await page.goto(`${sites.server.url}quote/doesnotexist/`);
  assert.equal(res.status(), 404);
  await appReady(page);
  assert.match(await page.textContent('h1'), /couldn’t find/);
  assert.match(await page.textContent('.not-found'), /no quote with the id “doesnotexist”/);
  await page.fill('#not-found-search', 'friendship');
  await page.press('#not-found-search', 'Enter');
  await page.waitForURL(/\?q=friendship/);
  await appReady(page);
  assert.ok(await page.locator('article.card').count() > 0);
  const html = await (await fetch(`${sites.server.url}404.html`)).text();
  assert.ok(decode(html).includes('We couldn’t find that'));
  assert.ok(html.includes('id="not-found-search"'));
  assert.deepEqual(errors, []);
});

test('the document title follows the view on every route', async () => {
  const { page } = await newPage(sites.browser);
  await page.goto(sites.server.url);
  await appReady(page);
  assert.equal(await page.title(), 'All quotes · Quote Explorer');
  await page.click('#filter-speaker-austin-butler');
  await page.waitForFunction(() => document.title === 'Quotes by Austin Butler · Quote Explorer');
  // A search shows in the title, its words do not: the title is written once, not at every
  // keystroke (each write is a message to the browser, and typing waited for it).
  await page.evaluate(() => {
    window.titleWrites = 0;
    new MutationObserver(() => { window.titleWrites += 1; })
      .observe(document.head, { childList: true, characterData: true, subtree: true });
  });
  await page.locator('#search').pressSequentially('love', { delay: 30 });
  await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'love');
  assert.equal(await page.title(), 'Quotes by Austin Butler matching a search · Quote Explorer');
  assert.equal(await page.evaluate(() => window.titleWrites), 1);
  await page.locator('#search').press('Escape');
  await page.waitForFunction(() => document.title === 'Quotes by Austin Butler · Quote Explorer');
  await page.locator('article.card .speaker a').first().click();
  await page.waitForFunction(() => document.title === 'Austin Butler · Quote Explorer');
  await page.locator('article.card cite a').first().click();
  await page.waitForFunction(() => document.title.startsWith('The Carrie Diaries Finale'));
  await page.locator('.article-text a.quoted').first().click();
  await page.waitForFunction(() => document.title.startsWith('“'));
  await page.goto(`${sites.server.url}nowhere`);
  await appReady(page);
  assert.equal(await page.title(), 'Not found · Quote Explorer');
});

test('under a sub-path (/quotes/) the site works, cold and through its links', async () => {
  const q = corpus().quotes[4];
  const { page, errors, failedRequests } = await newPage(sites.browser);
  await page.goto(sites.subpath.url);
  await appReady(page);
  const published = await (await fetch(`${sites.subpath.url}quotes.json`)).json();
  assert.equal(await page.locator('article.card').count(), Math.min(published.quotes.length, 50));
  await page.fill('#search', 'carrie');
  await page.waitForURL(/\/quotes\/\?q=carrie$/);
  await page.fill('#search', '');
  await page.waitForURL(/\/quotes\/$/);
  await page.click('#filter-speaker-amy-b-harris');
  await page.waitForURL(/\/quotes\/\?speaker=amy-b-harris$/);
  await page.locator(`article.card[data-quote-id="${q.id}"]`).getByText('Open quote').click();
  await page.waitForURL(new RegExp(`/quotes/quote/${q.id}/$`));
  assert.equal(await page.textContent(`.quote-page[data-quote-id="${q.id}"] blockquote`), q.text);
  const cold = await newPage(sites.browser);
  await cold.page.goto(`${sites.subpath.url}speaker/amy-b-harris/`);
  await appReady(cold.page);
  assert.equal(await cold.page.textContent('h1'), 'Amy B. Harris');
  const html = await (await fetch(`${sites.subpath.url}quote/${q.id}/`)).text();
  assert.ok(html.includes(`<link rel="canonical" href="http://127.0.0.1:8080/quotes/quote/${q.id}/">`));
  assert.ok(html.includes('src="/quotes/boot-'), 'assets load from under the prefix');
  assert.deepEqual([...failedRequests, ...cold.failedRequests], []);
  assert.deepEqual([...errors, ...cold.errors], []);
});

test('a site built without preview images (QUOTES_PREVIEWS=off) names the site-wide one and offers no picture to save', async () => {
  // scripts/test.sh builds the shipped collection so into target/dist-nopreviews.
  const site = await serveStatic(join(ROOT, 'target', 'dist-nopreviews'));
  try {
    const q = corpus().quotes[4];
    const html = await (await fetch(`${site.url}quote/${q.id}/`)).text();
    assert.equal(meta(html, 'property', 'og:image'), 'http://127.0.0.1:8080/og-image.png', 'the site-wide image');
    assert.doesNotMatch(html, /\/preview\/quote\//, 'the static page links to no picture');
    const { page, errors, failedRequests } = await newPage(sites.browser);
    await page.goto(`${site.url}quote/${q.id}/`);
    await appReady(page);
    assert.equal(await page.textContent(`.quote-page[data-quote-id="${q.id}"] blockquote`), q.text);
    assert.equal(await page.getByRole('link', { name: 'Save image' }).count(), 0, 'in the app');
    assert.equal(await page.locator('.quote-page').getByRole('button', { name: 'Copy link' }).count(), 1, 'the other actions stay');
    const still = await newPage(sites.browser, { javaScriptEnabled: false });
    await still.page.goto(`${site.url}quote/${q.id}/`);
    assert.equal(await still.page.getByRole('link', { name: 'Save image' }).count(), 0, 'without a script');
    assert.deepEqual([...failedRequests, ...still.failedRequests], []);
    assert.deepEqual(errors, []);
  } finally {
    await site.close();
  }
});

test('search ignores case in every script: Greek and Cyrillic capitals find the quote', async () => {
  // The sub-path build adds e2e/fixtures/articles: “Καλημέρα κόσμε, доброе утро, мир,”
  const { page, errors } = await newPage(sites.browser);
  await page.goto(sites.subpath.url);
  await appReady(page);
  const searches = [['ΚΑΛΗΜΈΡΑ', ['Καλημέρα']], ['ДОБРОЕ УТРО', ['доброе', 'утро']], ['"Κόσμε, ДОБРОЕ"', ['κόσμε, доброе']]];
  for (const [typed, marked] of searches) {
    await page.fill('#search', typed);
    await page.waitForFunction(() => document.querySelectorAll('article.card').length === 1);
    assert.deepEqual(await page.locator('article.card mark').allTextContents(), marked, typed);
  }
  await page.fill('#search', 'ΚΑΛΗΜΈΡΑ ΚΑΛΗΝΎΧΤΑ');
  await page.waitForSelector('.no-results');
  assert.deepEqual(errors, []);
});

test('a speaker with more quotes than a page holds: one page of cards, then the explorer pages through the rest', async () => {
  // The sub-path build adds e2e/fixtures/articles: Jane Tester has 54 quotes.
  const html = await (await fetch(`${sites.subpath.url}speaker/jane-tester/`)).text();
  // Without a script the static page lists them all (a static host cannot filter); the app
  // shows one page and hands the rest to the explorer.
  assert.equal(html.match(/class="card"/g).length, 54, 'the static page lists every quote');
  const { page, errors } = await newPage(sites.browser);
  await page.goto(`${sites.subpath.url}speaker/jane-tester/`);
  await appReady(page);
  assert.equal(await page.locator('article.card').count(), 50);
  await page.getByRole('link', { name: 'All 54 quotes in the explorer' }).click();
  await page.waitForURL(/\/quotes\/\?speaker=jane-tester$/);
  assert.equal(await page.locator('article.card').count(), 50);
  await page.getByRole('button', { name: 'Show more (4 left)' }).click();
  await page.waitForFunction(() => document.querySelectorAll('article.card').length === 54);
  assert.equal(await page.locator('.show-more').count(), 0);
  assert.deepEqual(errors, []);
});

test('a retired quote id from the ledger still opens its quote, as a static page and in the app', async () => {
  const target = corpus().quotes[0];
  const html = await (await fetch(`${sites.subpath.url}quote/retired0000/`)).text();
  assert.ok(html.includes(`url=/quotes/quote/${target.id}/`), 'the static page redirects, on any host');
  const cold = await newPage(sites.browser);
  await cold.page.goto(`${sites.subpath.url}quote/retired0000/`);
  await cold.page.waitForURL(new RegExp(`/quotes/quote/${target.id}/$`));
  await appReady(cold.page);
  assert.equal(await cold.page.textContent(`.quote-page[data-quote-id="${target.id}"] blockquote`), target.text);
  // In the app: a link to the old id lands on the new one, with the canonical URL in the address bar.
  const { page, errors } = await newPage(sites.browser);
  await page.goto(sites.subpath.url);
  await appReady(page);
  await page.evaluate(() => {
    history.pushState(null, '', '/quotes/quote/retired0000/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForURL(new RegExp(`/quotes/quote/${target.id}/$`));
  assert.equal(await page.textContent(`.quote-page[data-quote-id="${target.id}"] blockquote`), target.text);
  assert.deepEqual(errors, []);
});

test('a quote the rules cannot attribute is kept as "Unattributed", and a role stands as stated', async () => {
  // The sub-path build adds e2e/fixtures/articles/902_hard-quotes.txt: its first quote names no
  // one, the second is said by "a person close to the fixture", and a 5'9" inch mark sits between.
  const html = await (await fetch(`${sites.subpath.url}speaker/unattributed/`)).text();
  assert.match(html, /Somebody left this line on the noticeboard/, 'the static speaker page lists it');
  const { page, errors } = await newPage(sites.browser);
  await page.goto(`${sites.subpath.url}?q=noticeboard`);
  await appReady(page);
  await page.waitForFunction(() => document.querySelectorAll('article.card').length === 1);
  const card = page.locator('article.card');
  assert.match(await card.innerText(), /Unattributed/);
  await page.fill('#search', 'wrapped later than anyone planned');
  await page.waitForFunction(() => /person close to the fixture/.test(document.querySelector('article.card')?.innerText ?? ''));
  assert.match(await page.locator('article.card').innerText(), /A person close to the fixture/);
  assert.deepEqual(errors, []);
});

test('an interview whose question labels were lost: each answer is a card, no question, remark or closing line is', async () => {
  // The sub-path build adds e2e/fixtures/articles/905_unlabelled-questions.txt: questions as
  // paragraphs of their own with no "Q:", a remark to "you" between two answers, and the
  // writer's closing line.
  const { page, errors } = await newPage(sites.browser);
  await page.goto(`${sites.subpath.url}speaker/tomas-ferreira/`);
  await appReady(page);
  const cards = page.locator('article.card');
  assert.deepEqual(await cards.locator('blockquote').allTextContents(), [
    "I don't, not really. I know the mould, and I know the metal, and then I wait three days like everyone else.",
    'One, my second. It sounded like a kettle. I kept the clapper on my desk so I would remember.',
    'Everyone does. Nobody buys a bell because of it, though.',
    'A bell for the foundry itself, tuned to the river.',
  ], 'the answers, verbatim, and nothing the interviewer wrote');
  assert.equal(await cards.first().locator('.speaker a').innerText(), 'Tomas Ferreira');
  // The questions, the remark and the closing line are the writer's: a search finds none of them.
  for (const words of ['ring true', 'love your story', 'leaves the foundry']) {
    await page.goto(`${sites.subpath.url}?q=${encodeURIComponent(`"${words}"`)}`);
    await appReady(page);
    await page.waitForSelector('.no-results');
  }
  assert.deepEqual(errors, []);
});

test('a news page pasted with single line breaks: the statement is its maker\'s, a mother nobody names is her own speaker', async () => {
  // The sub-path build adds e2e/fixtures/articles/906_news-pasted.txt: a dateline, "today made the
  // following statement:" and a statement over two lines, then ",” his mother said" after a
  // sentence that names her son.
  const { page, errors } = await newPage(sites.browser);
  await page.goto(`${sites.subpath.url}speaker/rosalind-achterberg/`);
  await appReady(page);
  const cards = page.locator('article.card');
  assert.deepEqual(await cards.locator('blockquote').allTextContents(), [
    'The ferries will sail again on Monday. Nobody wanted this strike to last a week. We will publish the agreement in full, so that every passenger can read what was promised.',
  ], 'both lines of the statement, as one quote, by the councillor (not the dateline)');
  assert.equal(await cards.first().locator('.speaker a').innerText(), 'Rosalind Achterberg');
  await page.goto(`${sites.subpath.url}?q=${encodeURIComponent('"night crews"')}`);
  await appReady(page);
  await page.waitForFunction(() => document.querySelectorAll('article.card').length === 1);
  const speaker = await page.locator('article.card .speaker').innerText();
  assert.match(speaker, /His mother/);
  assert.doesNotMatch(speaker, /Wren/, 'not the son the sentence before names');
  const stale = await fetch(`${sites.subpath.url}speaker/portsmouth/`);
  assert.equal(stale.status, 404, 'the dateline is no speaker');
  assert.deepEqual(errors, []);
});

test('an interview written as questions and answers: each answer is a card by the person interviewed', async () => {
  // The sub-path build adds e2e/fixtures/articles/904_transcript.txt: "Q:" and "A:" turns with
  // Marta Quell, one answer of two paragraphs, her teacher's words quoted inside an answer.
  const { page, errors } = await newPage(sites.browser);
  await page.goto(`${sites.subpath.url}speaker/marta-quell/`);
  await appReady(page);
  const cards = page.locator('article.card');
  assert.deepEqual(await cards.locator('blockquote').allTextContents(), [
    'About four months, if nothing goes wrong. My teacher used to say, “A clock is never late, only the clockmaker.” He was right.',
    'The springs. They break on the last day, always on the last day. Then I start the spring again and say nothing to anyone.',
    'Only one who can sit still for an afternoon.',
  ], 'the answers, verbatim, and nothing the interviewer asked');
  assert.equal(await cards.first().locator('.speaker a').innerText(), 'Marta Quell');
  // The teacher's words are part of an answer, not a quote of their own; the questions are no quotes.
  await page.goto(`${sites.subpath.url}?q=${encodeURIComponent('"never late"')}`);
  await appReady(page);
  await page.waitForFunction(() => document.querySelectorAll('article.card').length === 1);
  assert.match(await page.locator('article.card .speaker').innerText(), /Marta Quell/);
  await page.fill('#search', 'apprentice');
  await page.waitForSelector('.no-results');
  // In context: both paragraphs of the two-paragraph answer are marked, the closing line is not.
  await page.goto(`${sites.subpath.url}?q=springs`);
  await appReady(page);
  await page.waitForFunction(() => document.querySelectorAll('article.card').length === 1);
  await page.locator('article.card').getByText('Read in context').click();
  await page.waitForSelector('mark.current');
  assert.deepEqual(await page.locator('mark.current').allInnerTexts(), [
    'The springs. They break on the last day, always on the last day.',
    'Then I start the spring again and say nothing to anyone.',
  ]);
  assert.equal(await page.locator('.article-text a.quoted', { hasText: 'promised for the spring fair' }).count(), 0);
  assert.deepEqual(errors, []);
});
