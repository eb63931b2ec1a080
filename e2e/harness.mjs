// Shared by every end-to-end test: a plain static file server over dist/ (no single-page
// fallback: an unknown path gets 404.html with status 404, as on GitHub Pages), Debian's
// Chromium driven by playwright-core, and the corpus as `quotes export` prints it.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { extname, join, normalize, resolve } from 'node:path';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

export const ROOT = resolve(import.meta.dirname, '..');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8', '.png': 'image/png',
};

/** Serves `dir` under `prefix` ("/" or "/quotes/") on a free loopback port. */
export async function serveStatic(dir = join(ROOT, 'dist'), prefix = '/') {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let path = decodeURIComponent(url.pathname);
    const send = async (file, status = 200) => {
      const body = await readFile(file);
      res.writeHead(status, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    };
    const notFound = async () => {
      try { await send(join(dir, '404.html'), 404); } catch { res.writeHead(404); res.end('not found'); }
    };
    if (!path.startsWith(prefix)) return notFound();
    path = normalize('/' + path.slice(prefix.length));
    let file = join(dir, path);
    try {
      const info = await stat(file);
      if (info.isDirectory()) {
        if (!url.pathname.endsWith('/')) { // like GitHub Pages: /quote/ID → /quote/ID/
          res.writeHead(301, { location: url.pathname + '/' + url.search });
          return res.end();
        }
        file = join(file, 'index.html');
        await stat(file);
      }
      return send(file);
    } catch {
      return notFound();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}${prefix}`, close: () => new Promise((ok) => server.close(ok)) };
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

/** A fresh page (own context: no cache, no history) that records console errors and uncaught exceptions. */
export async function newPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors = [];
  const failedRequests = [];
  page.on('console', (m) => {
    // A not-found page is served with status 404, which Chromium reports on the console; a
    // failed asset would show in failedRequests too, so that report alone is not an error.
    const documentNotFound = m.text().includes('status of 404') && m.location().url === page.url();
    if (m.type() === 'error' && !documentNotFound) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.request().isNavigationRequest()) failedRequests.push(`${r.status()} ${r.url()}`);
  });
  return { page, context, errors, failedRequests };
}

/** Waits until the app has rendered (the wasm has started and replaced the static content). */
export async function appReady(page) {
  await page.waitForSelector('main[data-app="ready"]', { timeout: 20000 });
}

let corpusCache;
/** The corpus exactly as `quotes export` prints it for the data folder. */
export function exportedCorpus() {
  corpusCache ??= JSON.parse(execFileSync('cargo', ['run', '-q', '--offline', '-p', 'quotes-build', '--bin', 'quotes', '--', 'export'], { cwd: ROOT, encoding: 'utf8' }));
  return corpusCache;
}

/**
 * For one test file: the built site served at the root (`dist/`) and under the sub-path build's
 * `/quotes/` (`target/dist-subpath`), and a browser, started before its tests and closed after.
 */
export function sitesAndBrowser() {
  const sites = {};
  before(async () => {
    sites.server = await serveStatic();
    sites.subpath = await serveStatic(join(ROOT, 'target', 'dist-subpath'), '/quotes/');
    sites.browser = await launchBrowser();
  });
  after(async () => { await sites.browser?.close(); await sites.server?.close(); await sites.subpath?.close(); });
  return sites;
}

/** Text of an HTML attribute or element back from its escaped form. */
export const decode = (html) => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The content of `<meta ATTR="NAME" content="…">` in a page's HTML, decoded; '' if absent. */
export const meta = (html, attr, name) => decode(html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1] ?? '');
