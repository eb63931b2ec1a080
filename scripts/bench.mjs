// Figures, not pass/fail: sizes of the release site's first load against its budget, the app and
// a hand-written JavaScript page timed side by side in Chromium over the same quotes, and
// generated collections of 10,000 and 50,000 quotes. Run with scripts/bench.sh.
import { readdirSync, readFileSync, statSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, serveStatic, launchBrowser, newPage } from '../e2e/harness.mjs';
import { generateRealisticCorpus } from './bench-corpus.mjs';

const BUDGET_GZIP = 130 * 1024;
const kb = (n) => (n / 1024).toFixed(1).padStart(8);

function sizes(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // The first load is index.html and what it references: boot script, JS, wasm, CSS.
  // The first load is index.html, what it references, and what the boot script loads (the wasm,
  // fetched once the page has painted).
  const names = (text) => [...text.matchAll(/(?:src=|href=|from |module_or_path: )["']\/?(?:[^"']*\/)?([^"'/]+\.(?:js|wasm|css))["']/g)].map((m) => m[1]);
  const referenced = names(html);
  for (const js of referenced.filter((f) => /^boot-.*\.js$/.test(f))) referenced.push(...names(readFileSync(join(dist, js), 'utf8')));
  const files = ['index.html', ...new Set(referenced)];
  let total = { raw: 0, gz: 0, br: 0 };
  console.log(`\nFirst load of ${dist}`);
  console.log(`${'file'.padEnd(48)}${'raw KB'.padStart(8)}${'gzip KB'.padStart(9)}${'brotli KB'.padStart(10)}`);
  for (const f of files) {
    const data = readFileSync(join(dist, f));
    const raw = data.length, gz = gzipSync(data, { level: 9 }).length;
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    total = { raw: total.raw + raw, gz: total.gz + gz, br: total.br + br };
    console.log(`${f.padEnd(48)}${kb(raw)} ${kb(gz)}  ${kb(br)}`);
  }
  console.log(`${'TOTAL first load'.padEnd(48)}${kb(total.raw)} ${kb(total.gz)}  ${kb(total.br)}`);
  console.log(`budget: ${kb(BUDGET_GZIP)} KB gzip → ${total.gz <= BUDGET_GZIP ? 'within' : 'OVER by ' + kb(total.gz - BUDGET_GZIP).trim() + ' KB'}`);
  // Every static page loads the same assets; only its HTML differs. A shared link can open any of them.
  const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const assetsGz = total.gz - gz('index.html');
  const pages = readdirSync(dist, { recursive: true }).filter((f) => f.endsWith('.html'));
  const largest = pages.map((f) => [f, gz(f)]).sort((a, b) => b[1] - a[1])[0];
  console.log(`static HTML pages in the site: ${pages.length}; the largest first load among them: ` +
    `${largest[0]} (HTML ${kb(largest[1]).trim()} KB) → ${kb(assetsGz + largest[1]).trim()} KB gzip`);
  return total;
}

/** The vanilla-JavaScript yardstick over the quotes of a built site, in its own folder; returns its quotes. */
function vanillaSite(dist, dir) {
  const corpus = JSON.parse(readFileSync(join(dist, 'quotes.json'), 'utf8'));
  const names = new Map(corpus.speakers.map((s) => [s.id, s.name]));
  const titles = new Map(corpus.articles.map((a) => [a.id, a.title]));
  const quotes = corpus.quotes.map((q) => ({
    id: q.id, text: q.text, speaker: q.speaker, speakerName: names.get(q.speaker) ?? q.speaker,
    article: q.article, articleTitle: titles.get(q.article) ?? q.article,
  }));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'data.js'), `window.QUOTES = ${JSON.stringify(quotes)};`);
  writeFileSync(join(dir, 'index.html'), readFileSync(join(ROOT, 'scripts', 'bench-vanilla.html')));
  return quotes;
}

/**
 * What a reader feels, timed inside the page, over one cold load: until the page answers a
 * click, each keystroke of a search word until the next frame, speaker filter clicks until the
 * next frame; then, in a second cold load, the first keystroke a second after the page shows.
 * `selectors`: `ready` (answers clicks), `firstCard`, `speakerOption` (the speaker filter's links),
 * `speakerOffByAll` (an "All" link first takes the chosen speaker off, else the chosen link
 * clicked again). `speaker`: the id of the speaker to choose.
 * Also where the time until a click is answered goes: the first contentful paint, and the wasm's
 * request and arrival where the page fetches one.
 */
async function feelOnce(browser, url, selectors, word, speaker) {
  const { page, context } = await newPage(browser);
  // Record when the selectors first match, from the navigation's start, without polling lag.
  await page.addInitScript((sel) => {
    const seen = {};
    window.__seen = seen;
    let resolveReady;
    window.__ready = new Promise((ok) => { resolveReady = ok; });
    let cardFrameAsked = false;
    const check = () => {
      for (const [name, s] of Object.entries(sel)) if (!(name in seen) && document.querySelector(s)) seen[name] = performance.now();
      if ('ready' in seen) resolveReady();
      // In the document is not yet on screen: the frame that first shows the card is over when
      // a task queued from its animation frame runs (as for keystrokes).
      if ('firstCard' in seen && !cardFrameAsked) {
        cardFrameAsked = true;
        requestAnimationFrame(() => setTimeout(() => { seen.firstCardShown = performance.now(); }));
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  }, { firstCard: selectors.firstCard, ready: selectors.ready });
  await page.goto(url);
  // Waited for in the page's own world: Playwright's waitForSelector first compiles its injected
  // script on the page's main thread (~40 ms at 10,000 quotes, measured in a trace), which would
  // land inside a start-up that ends after the load event, as the app's does, and no reader has it.
  await page.evaluate(() => window.__ready);
  const seen = await page.evaluate(() => {
    const wasm = performance.getEntriesByType('resource').find((r) => r.name.endsWith('.wasm'));
    return { ...window.__seen, wasmAsked: wasm?.startTime, wasmHere: wasm?.responseEnd };
  });
  const figures = { ...seen };
  // One frame after the work: rAF runs before the paint, a task queued from it runs after it.
  const keys = await page.evaluate(async (w) => {
    const input = document.getElementById('search');
    const times = [];
    for (let i = 1; i <= w.length; i++) {
      const t = performance.now();
      input.value = w.slice(0, i);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
      times.push(performance.now() - t);
    }
    input.value = '';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
    return times;
  }, word);
  figures.firstKey = keys[0];
  figures.laterKeys = keys.slice(1);
  // The first filter click, then the filter taken off and put on again, twice: one click per
  // load swung the figure between 0.8× and 1.5× of the vanilla page's from run to run, as each
  // click lands at a different point of the screen's frame. Both pages choose the same speaker,
  // the most quoted: the same cards to draw.
  const clicks = await page.evaluate(async ({ sel, id, offByAll }) => {
    const links = () => [...document.querySelectorAll(sel)];
    const chosen = () => links().find((a) => (a.dataset.speaker ?? new URL(a.href).searchParams.get('speaker')) === id);
    const click = async (link) => {
      const t = performance.now();
      link.click();
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
      return performance.now() - t;
    };
    const times = [await click(chosen())];
    for (let i = 0; i < 2; i++) times.push(await click(offByAll ? links()[0] : chosen()), await click(chosen()));
    return times;
  }, { sel: selectors.speakerOption, id: speaker, offByAll: selectors.speakerOffByAll });
  figures.filter = clicks[0];
  figures.laterFilters = clicks.slice(1);
  // Read last: the vanilla page answers before its first paint, so at that moment the paint
  // may not have been reported yet (with one load, the figure was then missing altogether).
  figures.paint = await page.evaluate(() => performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint')?.startTime);
  await context.close();
  // The first keystroke of a reader, who types a second after the page shows, not in its
  // first frames: what is left for it of the work a page defers (index, compiled code).
  const settled = await newPage(browser);
  await settled.page.goto(url);
  await settled.page.waitForSelector(selectors.ready, { timeout: 60000 });
  await settled.page.waitForTimeout(1000);
  figures.firstKeySettled = await settled.page.evaluate(async (w) => {
    const input = document.getElementById('search');
    const t = performance.now();
    input.value = w.slice(0, 1);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
    return performance.now() - t;
  }, word);
  await settled.context.close();
  return figures;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The app and the vanilla page over the same quotes, timed in one run with their ratios. Their
 * cold loads alternate, so that whatever else the machine does at the time weighs on both.
 */
export async function sideBySide(dist, label, word, runs = Number(process.env.BENCH_RUNS ?? 7)) {
  const vanillaDir = join(ROOT, 'target', `bench-vanilla-${label.replace(/\W+/g, '-')}`);
  const quotes = vanillaSite(dist, vanillaDir);
  const speaker = mostQuotedSpeaker(quotes);
  const app = await serveStatic(dist);
  const vanilla = await serveStatic(vanillaDir);
  const browser = await launchBrowser();
  const ours = [], theirs = [];
  for (let run = 0; run < runs; run++) {
    ours.push(await feelOnce(browser, app.url, { firstCard: 'article.card', ready: 'main[data-app="ready"]', speakerOption: '.filter-speaker li a', speakerOffByAll: true }, word, speaker));
    theirs.push(await feelOnce(browser, vanilla.url, { firstCard: 'article.card', ready: 'body[data-ready]', speakerOption: '.filter-speaker a', speakerOffByAll: false }, word, speaker));
  }
  await browser.close();
  await app.close(); await vanilla.close();
  const pick = (all, key) => all.flatMap((f) => f[key]).filter((x) => x !== undefined);
  const [a, b] = [ours, theirs].map((all) => (key) => median(pick(all, key)));
  const spread = (all, key) => { const xs = pick(all, key); return `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`; };
  const row = (name, x, y, note = '') => console.log(`  ${name.padEnd(44)}${x.toFixed(0).padStart(7)} ms${y.toFixed(0).padStart(9)} ms${(x / y).toFixed(2).padStart(8)}×${note}`);
  console.log(`\n${label}: ${quotes.length} quotes, median of ${runs} cold loads each (alternating), typing "${word}"`);
  console.log(`  ${''.padEnd(44)}${'this app'.padStart(10)}${'vanilla'.padStart(12)}${'ratio'.padStart(9)}`);
  row('cold load → first card in the document', a('firstCard'), b('firstCard'));
  row('cold load → first card on screen (its frame)', a('firstCardShown'), b('firstCardShown'));
  row('cold load → answers a click (vs first card)', a('ready'), b('firstCard'),
    `   (spread ${spread(ours, 'ready')} vs ${spread(theirs, 'firstCard')} ms)`);
  row('  … vs the vanilla page\'s first card on screen', a('ready'), b('firstCardShown'));
  row('first search keystroke → next frame', a('firstKey'), b('firstKey'));
  row('first keystroke, 1 s after load → next frame', a('firstKeySettled'), b('firstKeySettled'));
  row('later keystrokes → next frame', a('laterKeys'), b('laterKeys'));
  row('first speaker filter click → next frame', a('filter'), b('filter'));
  row('later filter clicks (off, on) → next frame', a('laterFilters'), b('laterFilters'));
  // Where the app's time until it answers a click goes, each step the median of its own
  // duration across the loads.
  const step = (from, to) => median(ours.map((f) => f[to] - f[from]).filter((x) => !Number.isNaN(x)));
  console.log(`  the app's start: first contentful paint ${a('paint').toFixed(0)} ms (vanilla ${b('paint').toFixed(0)}); ` +
    `then the wasm asked for +${step('paint', 'wasmAsked').toFixed(0)}, arrived +${step('wasmAsked', 'wasmHere').toFixed(0)}, ` +
    `instantiated, unpacked and rendered until it answers +${step('wasmHere', 'ready').toFixed(0)} ms`);
}

/** The id of the speaker with the most quotes: the filter both pages choose. */
function mostQuotedSpeaker(quotes) {
  const counts = new Map();
  for (const q of quotes) counts.set(q.speaker, (counts.get(q.speaker) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
}

/** A word that a search would narrow to a few dozen of the site's quotes. */
export function searchWord(dist) {
  const quotes = JSON.parse(readFileSync(join(dist, 'quotes.json'), 'utf8')).quotes;
  const df = new Map();
  for (const q of quotes) for (const w of new Set(q.text.toLowerCase().match(/\p{L}{6,}/gu) ?? [])) df.set(w, (df.get(w) ?? 0) + 1);
  const target = Math.max(3, quotes.length / 200);
  return [...df].sort((a, b) => Math.abs(a[1] - target) - Math.abs(b[1] - target) || a[0].localeCompare(b[0]))[0][0];
}

/** gzip -9 size of the articles' text (the files concatenated): what the corpus is measured against. */
function articlesGzip(dir) {
  const texts = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().map((f) => readFileSync(join(dir, f)));
  const all = Buffer.concat(texts);
  return { raw: all.length, gz: gzipSync(all, { level: 9 }).length };
}

/**
 * A release build of the site over another articles folder; returns seconds taken. At the
 * generated sizes the build makes preview images optional (`previews: false`, QUOTES_PREVIEWS=off):
 * pages name the site-wide image, and drawing is measured on its own below.
 */
export function buildSite(articles, dist, { previews = false } = {}) {
  const t0 = Date.now();
  execFileSync('trunk', ['build', '--release', '--dist', dist], {
    cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, QUOTES_ARTICLES_DIR: articles, QUOTES_PREVIEWS: previews ? 'on' : 'off' },
  });
  return (Date.now() - t0) / 1000;
}

const wasmGzip = (dist) => {
  const wasm = readdirSync(dist).find((f) => f.endsWith('.wasm'));
  return gzipSync(readFileSync(join(dist, wasm)), { level: 9 }).length;
};

if (import.meta.url === `file://${process.argv[1]}`) await main();

async function main() {
const dist = join(ROOT, 'dist');
const real = sizes(dist);

// The budget in two parts: the app's own code (the first load over one tiny article) and the
// embedded corpus against the gzip size of its articles' text.
const tinyData = '/tmp/quote-explorer-bench-tiny';
rmSync(tinyData, { recursive: true, force: true });
mkdirSync(tinyData, { recursive: true });
writeFileSync(join(tinyData, 'tiny.txt'), '---\ntitle: A tiny interview\noutlet: Bench Weekly\n---\nA tiny interview\n\n“It is small,” Ann Lee said.\n');
const tinyDist = join(ROOT, 'target', 'dist-bench-tiny');
// With preview images, as the shipped app has them: its Save image and Share code are the app's own.
buildSite(tinyData, tinyDist, { previews: true });
const tiny = sizes(tinyDist);
function corpusCost(label, dist, articles) {
  const text = articlesGzip(articles);
  const corpus = wasmGzip(dist) - wasmGzip(tinyDist);
  console.log(`${label}: articles ${kb(text.raw).trim()} KB raw, ${kb(text.gz).trim()} KB gzip; ` +
    `the corpus adds ${kb(corpus).trim()} KB gzip to the wasm = ${(corpus / text.gz).toFixed(2)}× its text (budget 1.10×)`);
}
console.log(`\nBudget: app code (first load over one tiny article) ${kb(tiny.gz).trim()} KB gzip (budget 120 KB)`);
corpusCost('Shipped collection', dist, join(ROOT, 'data', 'articles'));
console.log(`Shipped collection first load ${kb(real.gz).trim()} KB gzip (budget 130 KB)`);

await sideBySide(dist, 'The shipped collection', searchWord(dist));

// BENCH_SIZES=10000 measures one size only.
for (const quotes of (process.env.BENCH_SIZES ?? '10000,50000').split(',').map(Number)) {
  const data = `/tmp/quote-explorer-bench-${quotes}`;
  const { articles } = generateRealisticCorpus(data, { quotes });
  const benchDist = join(ROOT, 'target', `dist-bench-${quotes}`);
  const seconds = buildSite(join(data, 'articles'), benchDist);
  const pages = readdirSync(benchDist, { recursive: true }).filter((f) => f.endsWith('.html')).length;
  console.log(`\n${quotes.toLocaleString('en')} generated quotes in ${articles} articles: release build ${seconds.toFixed(0)} s, ${pages} HTML pages`);
  sizes(benchDist);
  corpusCost(`${quotes} generated quotes`, benchDist, join(data, 'articles'));
  if (quotes === 10000) await sideBySide(benchDist, `${quotes.toLocaleString('en')} generated quotes`, searchWord(benchDist));
}

// Preview images: the static site's build over 1,000 generated quotes with an empty image cache
// (every picture drawn), then again (every picture from the cache).
const previewData = '/tmp/quote-explorer-bench-previews';
generateRealisticCorpus(previewData, { quotes: 1000 });
const previewDist = join(ROOT, 'target', 'dist-bench-previews');
rmSync(previewDist, { recursive: true, force: true });
mkdirSync(previewDist, { recursive: true });
writeFileSync(join(previewDist, 'index.html'), readFileSync(join(dist, 'index.html')));
const cache = join(previewData, 'cache');
console.log('\nPreview images, 1,000 generated quotes (+ their speakers and articles):');
for (const run of ['empty cache', 'unchanged collection']) {
  const { stderr } = spawnSync('cargo', ['run', '-q', '--offline', '-p', 'quotes-site', '--', previewDist], {
    cwd: ROOT, encoding: 'utf8',
    env: { ...process.env, QUOTES_ARTICLES_DIR: join(previewData, 'articles'), QUOTES_PREVIEW_CACHE: cache },
  });
  const line = stderr.split('\n').find((l) => l.includes('preview images'));
  console.log(`  ${run}: ${line?.replace('quotes-site: preview images: ', '')}`);
}
const quoteImages = join(previewDist, 'preview', 'quote');
const files = readdirSync(quoteImages);
const bytes = files.reduce((sum, f) => sum + statSync(join(quoteImages, f)).size, 0);
const largest = Math.max(...files.map((f) => statSync(join(quoteImages, f)).size));
console.log(`  quote images: ${(bytes / files.length * 1000 / 1024 / 1024).toFixed(1)} MB per 1,000 quotes; largest ${(largest / 1024).toFixed(1)} KB`);
}
