import { chromium } from 'playwright-core';
import { serveStatic } from './harness.mjs';
const [dir, ...flagsets] = process.argv.slice(2);
const srv = await serveStatic(dir);
const runs = Number(process.env.RUNS ?? 7);
const res = {};
const browsers = await Promise.all(flagsets.map((f) => chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', ...(f === '-' ? [] : [`--js-flags=${f}`])] })));
for (let i = 0; i < runs; i++) for (const [j, f] of flagsets.entries()) {
  const context = await browsers[j].newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const t = window.__t = {}; const now = () => performance.now();
    new MutationObserver(() => { if (!t.ready && document.querySelector('main[data-app="ready"]')) t.ready = now(); }).observe(document, { childList: true, subtree: true, attributes: true });
    const orig = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = async (...a) => { const r = await orig.apply(WebAssembly, a); t.instEnd = now(); return r; };
  });
  await page.goto(srv.url);
  await page.waitForSelector('main[data-app="ready"]', { timeout: 60000 });
  const t = await page.evaluate(() => window.__t);
  (res[f] ??= []).push(t.ready - t.instEnd);
  await context.close();
}
for (const b of browsers) await b.close(); await srv.close();
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [f, r] of Object.entries(res)) console.log(f.padEnd(40), 'ready-instEnd median', med(r).toFixed(1), r.map((x) => x.toFixed(0)).join(','));
