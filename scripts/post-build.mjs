// trunk's post-build step (Trunk.toml [[hooks]]). Arguments are passed on to `quotes-site`.
//
// 1. Release builds only: minifies the wasm-bindgen JS glue and the stylesheet with esbuild, and
//    puts their new Subresource Integrity hashes into index.html. (trunk's own `--minify` cannot
//    parse the glue, and it would also minify the HTML that `quotes-site` reads.)
// 2. Runs `quotes-site`, which moves the boot script out of the HTML and writes every static page
//    from that index.html, so each page carries the new hashes. Its pages are the app's own
//    components rendered natively (leptos `ssr`), and it reads the corpus from the articles
//    folder at run time, so one native build serves every site: it always builds in the
//    workspace's default target folder, whatever folder trunk's wasm build uses.
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { basename, join } from 'node:path';
import { transformSync } from 'esbuild';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('post-build: TRUNK_STAGING_DIR is not set; this script runs as a trunk hook (see Trunk.toml)');
  process.exit(2);
}

if (process.env.TRUNK_PROFILE === 'release') {
  const indexPath = join(staging, 'index.html');
  let html = readFileSync(indexPath, 'utf8');
  let minified = 0;
  html = html.replace(/<link\b[^>]*>/g, (tag) => {
    const href = tag.match(/\bhref="([^"]+\.(js|css))"/);
    const integrity = tag.match(/\bintegrity="(sha384-[^"]+)"/);
    if (!href || !integrity) return tag;
    const file = join(staging, basename(href[1]));
    const source = readFileSync(file, 'utf8');
    const { code } = transformSync(source, {
      loader: href[2],
      minify: true,
      ...(href[2] === 'js' ? { format: 'esm' } : {}),
    });
    writeFileSync(file, code);
    minified += 1;
    const hash = createHash('sha384').update(code).digest('base64');
    return tag.replace(integrity[1], `sha384-${hash}`);
  });
  if (minified !== 2) {
    console.error(`post-build: expected the JS glue and the stylesheet in ${indexPath}, minified ${minified} file(s)`);
    process.exit(1);
  }
  writeFileSync(indexPath, html);
}

const { CARGO_TARGET_DIR, ...env } = process.env;
const site = spawnSync(
  'cargo',
  ['run', '--quiet', '--offline', '-p', 'quotes-site', '--', ...process.argv.slice(2)],
  { stdio: 'inherit', env },
);
process.exit(site.status ?? 1);
