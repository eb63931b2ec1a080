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

/**
 * The JS side of index.html's `--remove-exports …intounderlying…`: wasm-bindgen writes classes
 * for the web-stream adapters of server_fn (a leptos dependency this app never calls), and once
 * wasm-opt has removed their exports from the wasm nothing can reach them. Drops each class, its
 * dispose hook and its export from the minified glue (~0.5 KB gzip of the first load).
 */
function withoutStreamClasses(code) {
  const exportList = code.match(/export\{([^}]*)\}/);
  if (!exportList) return code;
  const dead = [...exportList[1].matchAll(/([\w$]+) as IntoUnderlying\w+/g)].map((m) => m[1]);
  for (const name of dead) {
    const start = code.indexOf(`class ${name}{`);
    if (start < 0) return code;
    let end = start + `class ${name}{`.length;
    for (let depth = 1; depth > 0 && end < code.length; end++) {
      if (code[end] === '{') depth++;
      else if (code[end] === '}') depth--;
    }
    code = code.slice(0, start) + code.slice(end);
    code = code.replace(`Symbol.dispose&&(${name}.prototype[Symbol.dispose]=${name}.prototype.free);`, '');
  }
  // Their finalization registries, one declarator each in a `const` list.
  const registry = '[\\w$]+=typeof FinalizationRegistry>"u"\\?\\{register:\\(\\)=>\\{\\},unregister:\\(\\)=>\\{\\}\\}:' +
    'new FinalizationRegistry\\([\\w$]+=>[\\w$]+\\.__wbg_intounderlying\\w+_free\\([^)]*\\)\\)';
  code = code.replace(new RegExp(`,${registry}`, 'g'), '').replace(new RegExp(`const ${registry},`, 'g'), 'const ');
  return code.replace(/export\{([^}]*)\}/, (_, list) =>
    `export{${list.split(',').filter((e) => !/ as IntoUnderlying/.test(e)).join(',')}}`);
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
    const minify = (text) => transformSync(text, {
      loader: href[2],
      minify: true,
      ...(href[2] === 'js' ? { format: 'esm' } : {}),
    }).code;
    const code = href[2] === 'js' ? minify(withoutStreamClasses(minify(source))) : minify(source);
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
