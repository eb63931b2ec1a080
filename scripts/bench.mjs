// Figures, not pass/fail: sizes of the release site's first load, and timings in Chromium for
// the real corpus and for a generated corpus of 10,000 quotes. Run with scripts/bench.sh.
import { readdirSync, readFileSync, statSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, serveStatic, launchBrowser, newPage, appReady } from '../e2e/harness.mjs';

const BUDGET_GZIP = 130 * 1024;
const kb = (n) => (n / 1024).toFixed(1).padStart(8);

function sizes(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // The first load is index.html and what it references: boot script, JS, wasm, CSS.
  const referenced = [...html.matchAll(/(?:src|href)="\/?(?:[^"]*\/)?([^"/]+\.(?:js|wasm|css))"/g)].map((m) => m[1]);
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

async function timings(dist, label, searchWord) {
  const server = await serveStatic(dist);
  const browser = await launchBrowser();
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const load = [], filter = [], search = [];
  for (let run = 0; run < 5; run++) {
    const { page } = await newPage(browser);
    const t0 = Date.now();
    await page.goto(server.url);
    await page.waitForSelector('article.card');
    load.push(Date.now() - t0);
    // Choosing a filter and typing a search, timed inside the page until the DOM has changed.
    filter.push(await page.evaluate(async () => {
      const link = document.querySelectorAll('.filter-speaker a')[1];
      const t = performance.now(); link.click();
      await new Promise((r) => requestAnimationFrame(() => r()));
      return performance.now() - t;
    }));
    search.push(await page.evaluate(async (word) => {
      const input = document.getElementById('search');
      const t = performance.now();
      input.value = word; input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => requestAnimationFrame(() => r()));
      return performance.now() - t;
    }, searchWord));
    await page.context().close();
  }
  const quotes = JSON.parse(readFileSync(join(dist, 'quotes.json'), 'utf8')).quotes.length;
  console.log(`\nTimings, ${label} (${quotes} quotes), median of 5 cold loads on a plain static server:`);
  console.log(`  cold load to first card:        ${median(load)} ms`);
  console.log(`  click a speaker filter → frame: ${median(filter).toFixed(1)} ms`);
  console.log(`  type a search word → frame:     ${median(search).toFixed(1)} ms (includes building the search index)`);
  await browser.close(); await server.close();
}

/** Articles with 20 attributed quotes each, from a small vocabulary, for scale tests. */
function generateCorpus(dir, quotes) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'articles'), { recursive: true });
  const words = 'season love friendship city story character writer show episode heart secret dream future family school summer night fashion truth change'.split(' ');
  const people = ['Jane Avery', 'Tom Okafor', 'Lena Marsh', 'Raj Patel', 'Mia Chen', 'Sam Ortiz', 'Ada Novak', 'Eli Brooks'];
  let n = 0;
  for (let a = 0; n < quotes; a++) {
    const lines = [`---\ntitle: Generated interview ${a}\noutlet: Bench Weekly\n---\nGenerated interview ${a}\n`];
    for (let i = 0; i < 20 && n < quotes; i++, n++) {
      const who = people[(a + i) % people.length];
      const said = Array.from({ length: 18 }, (_, k) => words[(n * 7 + k * 3) % words.length]).join(' ');
      lines.push(`“Quote ${n}: the ${said} matters to me,” ${who} says.\n`);
    }
    writeFileSync(join(dir, 'articles', `${String(a).padStart(4, '0')}_gen${a}.txt`), lines.join('\n'));
  }
}

const dist = join(ROOT, 'dist');
sizes(dist);
await timings(dist, 'the real corpus', 'carrie');

const benchData = '/tmp/quote-explorer-bench';
generateCorpus(benchData, 10000);
const benchDist = join(ROOT, 'target', 'dist-bench');
const t0 = Date.now();
// At this size the build makes preview images optional (QUOTES_PREVIEWS=off): pages name the
// site-wide image. Drawing is measured on its own below.
execFileSync('trunk', ['build', '--release', '--dist', benchDist], {
  cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, QUOTES_ARTICLES_DIR: join(benchData, 'articles'), QUOTES_PREVIEWS: 'off' },
});
console.log(`\nRelease build of a 10,000-quote corpus: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
sizes(benchDist);
await timings(benchDist, 'the generated corpus', 'friendship');

// Preview images: the static site's build over 1,000 generated quotes with an empty image cache
// (every picture drawn), then again (every picture from the cache).
const previewData = '/tmp/quote-explorer-bench-previews';
generateCorpus(previewData, 1000);
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
