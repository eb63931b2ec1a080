// Issue 12: a shared quote looks like the quote. Every quote page names its own preview image,
// a 1200×630 PNG whose words, read back by OCR, are the quote's and the speaker's; speaker and
// article pages have theirs; "Save image" downloads it; Share sends it as a file where the
// browser takes files; crawlers find a schema.org Quotation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newPage, appReady, exportedCorpus, sitesAndBrowser, decode, meta } from './harness.mjs';

const sites = sitesAndBrowser();

const corpus = () => exportedCorpus();
/** Canonical URLs name the configured origin; fetch them from the test sites.server. */
const local = (url, site) => url.replace(/^https?:\/\/[^/]+\/(quotes\/)?/, site.url);

/** Width and height from a PNG's header, or null if it is not a PNG. */
function pngSize(bytes) {
  if (bytes.subarray(1, 4).toString() !== 'PNG') return null;
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function image(url) {
  const response = await fetch(url);
  assert.equal(response.status, 200, url);
  assert.equal(response.headers.get('content-type'), 'image/png', url);
  return Buffer.from(await response.arrayBuffer());
}

const runFile = promisify(execFile);

/**
 * The text tesseract reads in a picture. Run without blocking: the static server of these tests
 * lives in this process, and an event loop held for seconds by OCR on a slow machine let the
 * server drop a kept-alive connection just as the next request was sent on it (ECONNRESET).
 */
async function ocr(file, ...options) {
  const { stdout } = await runFile('tesseract', [file, '-', ...options], { encoding: 'utf8' });
  return stdout;
}

/** Letters and digits only, lower-cased: what OCR and the article agree on. */
const letters = (text) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, ' ').trim();

test('every quote page names its own 1200×630 PNG preview, under 100 KB, read back by OCR', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'previews-'));
  const seen = new Set();
  for (const quote of corpus().quotes) {
    const html = await (await fetch(`${sites.server.url}quote/${quote.id}/`)).text();
    const url = meta(html, 'property', 'og:image');
    assert.match(url, new RegExp(`/preview/quote/${quote.id}\\.png$`));
    const speaker = corpus().speakers.find((s) => s.id === quote.speaker).name;
    const alt = meta(html, 'property', 'og:image:alt');
    assert.ok(alt.includes(quote.text.slice(0, 40)) && alt.includes(speaker), `alt text is the quote and its speaker: ${alt}`);
    assert.equal(meta(html, 'name', 'twitter:image:alt'), alt);
    const png = await image(local(url, sites.server));
    assert.deepEqual(pngSize(png), [1200, 630]);
    assert.ok(png.length <= 100 * 1024, `${quote.id}: ${png.length} bytes`);
    const hash = createHash('sha256').update(png).digest('hex');
    assert.ok(!seen.has(hash), 'each quote has its own picture');
    seen.add(hash);
    const file = join(dir, `${quote.id}.png`);
    writeFileSync(file, png);
    const read = letters(await ocr(file, '--psm', '6'));
    const opening = letters(quote.text).split(' ').slice(0, 4).join(' ');
    assert.ok(read.includes(opening), `${quote.id}: OCR reads “${opening}” in: ${read.slice(0, 160)}`);
    assert.ok(read.includes(letters(speaker)), `${quote.id}: OCR reads the speaker ${speaker}`);
  }
});

test('speaker and article pages have their own pictures; the home page the site-wide one', async () => {
  const checks = [
    [`speaker/${corpus().speakers[0].id}/`, corpus().speakers[0].name],
    [`article/${corpus().articles[0].id}/`, corpus().articles[0].outlet],
  ];
  const dir = mkdtempSync(join(tmpdir(), 'previews-'));
  for (const [path, words] of checks) {
    const html = await (await fetch(sites.server.url + path)).text();
    const url = meta(html, 'property', 'og:image');
    assert.match(url, /\/preview\/(speaker|article)\/[^/]+\.png$/, path);
    const png = await image(local(url, sites.server));
    assert.deepEqual(pngSize(png), [1200, 630]);
    writeFileSync(join(dir, 'p.png'), png);
    const read = letters(await ocr(join(dir, 'p.png')));
    assert.ok(read.includes(letters(words)), `${path}: OCR reads ${words} in ${read}`);
  }
  const home = await (await fetch(sites.server.url)).text();
  assert.match(meta(home, 'property', 'og:image'), /\/og-image\.png$/);
});

test('the Greek and Russian quote of the sub-path build gets its picture too', async () => {
  const quote = (await (await fetch(`${sites.subpath.url}quotes.json`)).json()).quotes.find((q) => /[Α-Ωα-ω]/.test(q.text));
  assert.ok(quote, 'the fixture has a Greek quote');
  const html = await (await fetch(`${sites.subpath.url}quote/${quote.id}/`)).text();
  const url = meta(html, 'property', 'og:image');
  assert.match(url, new RegExp(`/quotes/preview/quote/${quote.id}\\.png$`));
  const png = await image(local(url, sites.subpath));
  assert.deepEqual(pngSize(png), [1200, 630]);
});

test('"Save image" downloads the quote\'s picture', async () => {
  const quote = corpus().quotes[1];
  const { page, errors } = await newPage(sites.browser, { acceptDownloads: true });
  await page.goto(`${sites.server.url}quote/${quote.id}/`);
  await appReady(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('.quote-page .card-actions').getByRole('link', { name: 'Save image' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), `${quote.id}.png`);
  const saved = readFileSync(await download.path());
  assert.deepEqual(pngSize(saved), [1200, 630]);
  assert.deepEqual(saved, await image(`${sites.server.url}preview/quote/${quote.id}.png`));
  assert.deepEqual(errors, []);
});

test('Share sends the quote\'s picture as a file where the browser can share files, and only the link where it cannot', async () => {
  const quote = corpus().quotes[3];
  const png = await image(`${sites.server.url}preview/quote/${quote.id}.png`);
  for (const takesFiles of [true, false]) {
    const { page, errors } = await newPage(sites.browser);
    await page.addInitScript((takes) => {
      window.__shared = [];
      // What a phone's browser offers: canShare says whether it takes these files.
      navigator.canShare = (data) => takes || !data.files;
      navigator.share = async (data) => {
        const file = data.files?.[0];
        window.__shared.push({
          url: data.url, text: data.text, files: data.files?.length ?? 0,
          name: file?.name, type: file?.type, bytes: file ? [...new Uint8Array(await file.arrayBuffer())] : null,
        });
      };
    }, takesFiles);
    await page.goto(`${sites.server.url}quote/${quote.id}/`);
    await appReady(page);
    await page.locator('.quote-page .card-actions').getByRole('button', { name: 'Share…' }).click();
    await page.locator('.quote-page').getByText('Shared').waitFor();
    const [shared] = await page.evaluate(() => window.__shared);
    assert.equal(shared.url, `${sites.server.url}quote/${quote.id}/`);
    assert.ok(shared.text.includes(quote.text.slice(0, 30)));
    if (takesFiles) {
      assert.equal(shared.files, 1);
      assert.equal(shared.name, `${quote.id}.png`);
      assert.equal(shared.type, 'image/png');
      assert.deepEqual(Buffer.from(shared.bytes), png, 'the file is the quote\'s own picture');
    } else {
      assert.equal(shared.files, 0, 'a browser that cannot share files gets the link alone');
    }
    assert.deepEqual(errors, []);
  }
});

test('crawlers find the quote as a schema.org Quotation, with its creator and article', async () => {
  const quote = corpus().quotes[0];
  const { page, context } = await newPage(sites.browser, { javaScriptEnabled: false });
  await page.goto(`${sites.server.url}quote/${quote.id}/`);
  const item = await page.evaluate(() => {
    const root = document.querySelector('main [itemscope][itemtype="https://schema.org/Quotation"]');
    const prop = (scope, name) => scope.querySelector(`[itemprop="${name}"]`);
    const creator = prop(root, 'creator');
    const article = prop(root, 'isPartOf');
    return {
      text: prop(root, 'text').textContent,
      creatorType: creator.getAttribute('itemtype'),
      creatorName: prop(creator, 'name').getAttribute('content'),
      articleType: article.getAttribute('itemtype'),
      articleName: prop(article, 'name').getAttribute('content'),
      articleUrl: prop(article, 'url').href,
    };
  });
  await context.close();
  const article = corpus().articles.find((a) => a.id === quote.article);
  assert.deepEqual(item, {
    text: quote.text,
    creatorType: 'https://schema.org/Person',
    creatorName: corpus().speakers.find((s) => s.id === quote.speaker).name,
    articleType: 'https://schema.org/Article',
    articleName: article.title,
    articleUrl: `${sites.server.url}article/${article.id}/`,
  });
});
