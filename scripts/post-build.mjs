// trunk's post-build step (Trunk.toml [[hooks]]). Arguments are passed on to `quotes-site`.
//
// 1. Release builds only: minifies the wasm-bindgen JS glue and the stylesheet with esbuild, and
//    puts their new Subresource Integrity hashes into index.html (the stylesheet's link, and its
//    hash with it, then gives way to the inline copy of step 2). (trunk's own `--minify` cannot
//    parse the glue, and it would also minify the HTML that `quotes-site` reads.)
//    Then shortens the names the wasm and the glue know each other by (binaryen's
//    `--minify-imports-and-exports-and-modules`, its mapping applied to the glue): wasm-bindgen's
//    names carry a 16-digit hash each, 156 of them, which gzip cannot shrink (4.3 KB gzip of the
//    first load, both files together).
// 2. Every build: puts the stylesheet into index.html as a `<style>` element, its hash added to
//    the Content-Security-Policy's style-src, and deletes the file. A linked stylesheet blocks
//    the first paint until it arrives: a request after the HTML's, and in a fresh renderer a
//    style and layout forced by the boot script while it was pending (shipped home page, 15
//    alternating cold loads: first contentful paint 264 → 232 ms, the app answering 394 → 333).
// 3. Runs `quotes-site`, which appends the corpus to the wasm (renamed after its content), moves
//    the boot script out of the HTML and writes every static page from that index.html, so each
//    page carries the new hashes. Its pages are the app's own components rendered natively
//    (leptos `ssr`), and it reads the corpus from the articles folder at run time, so one
//    native build serves every site: it always builds in the workspace's default target folder,
//    whatever folder trunk's wasm build uses.
import { readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
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

/** The module name of the first import in a wasm binary (its import section, read by hand). */
function firstImportModule(wasm) {
  const leb = (at) => {
    let value = 0, shift = 0, byte;
    do { byte = wasm[at++]; value += (byte & 0x7f) * 2 ** shift; shift += 7; } while (byte & 0x80);
    return [value, at];
  };
  for (let at = 8; at < wasm.length;) {
    const id = wasm[at];
    const [size, body] = leb(at + 1);
    if (id === 2) {
      const [, first] = leb(body);
      const [length, name] = leb(first);
      return wasm.subarray(name, name + length).toString('utf8');
    }
    at = body + size;
  }
  return null;
}

/**
 * Shortens the wasm's import, export and module names in place (binaryen) and returns a function
 * that renames them in the JS glue. Every import must be found once in the glue, as a key of its
 * import object, or the build stops: a glue and a wasm that disagree would fail only in a browser.
 */
function minifyNames(wasmPath) {
  // The wasm features trunk's own wasm-opt run enables, read from where they are set.
  const params = readFileSync('index.html', 'utf8').match(/data-wasm-opt-params="([^"]*)"/)?.[1] ?? '';
  const features = params.split(/\s+/).filter((p) => p.startsWith('--enable-'));
  if (features.length === 0) fail('index.html names no --enable-… flags in data-wasm-opt-params');
  // And one more -Oz over trunk's: with the stream adapters' exports gone and the names short,
  // binaryen finds more to drop (measured: 0.7 KB gzip of the wasm; 4 s at 50,000 quotes).
  // The producers and target-features sections are for build tools; a browser never reads them
  // (0.2 KB gzip of every first load).
  const run = spawnSync('wasm-opt', [...features, '--minify-imports-and-exports-and-modules', '-Oz', '--strip-producers', '--strip-target-features', wasmPath, '-o', wasmPath], { encoding: 'utf8' });
  if (run.status !== 0) fail(`wasm-opt could not shorten the names in ${wasmPath}: ${run.stderr || run.error}`);
  const mapping = JSON.parse(run.stdout);
  const newModule = firstImportModule(readFileSync(wasmPath));
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (code) => {
    const modules = [...new Set(mapping.imports.map(([module]) => module))];
    const moduleKey = modules[0];
    if (modules.length !== 1 || !code.includes(`"${moduleKey}":{`)) fail(`the glue's imports are not one object, keyed by module (${modules.join(', ')})`);
    code = code.replace(`"${moduleKey}":{`, `${JSON.stringify(newModule)}:{`);
    for (const [, from, to] of mapping.imports) {
      const key = new RegExp(`(?<=[{,])${escape(from)}(?=:)`, 'g');
      const found = code.match(key)?.length ?? 0;
      if (found !== 1) fail(`the glue names the import ${from} ${found} times, not once`);
      code = code.replace(key, to);
    }
    for (const [from, to] of mapping.exports) code = code.replace(new RegExp(`\\.${escape(from)}(?![\\w$])`, 'g'), `.${to}`);
    return code;
  };
}

/** A Subresource Integrity value for `data`, as trunk writes them. */
const sri = (data) => `sha384-${createHash('sha384').update(data).digest('base64')}`;

function fail(message) {
  console.error(`post-build: ${message}`);
  process.exit(1);
}

const indexPath = join(staging, 'index.html');
if (process.env.TRUNK_PROFILE === 'release') {
  let html = readFileSync(indexPath, 'utf8');
  let minified = 0;
  const wasm = readdirSync(staging).filter((f) => f.endsWith('_bg.wasm'));
  if (wasm.length !== 1) fail(`expected one wasm in ${staging}, found ${wasm.length}`);
  const renameInGlue = minifyNames(join(staging, wasm[0]));
  html = html.replace(/<link\b[^>]*>/g, (tag) => {
    const href = tag.match(/\bhref="([^"]+\.(js|css|wasm))"/);
    const integrity = tag.match(/\bintegrity="(sha384-[^"]+)"/);
    if (!href || !integrity) return tag;
    const file = join(staging, basename(href[1]));
    if (href[2] === 'wasm') return tag.replace(integrity[1], sri(readFileSync(file)));
    const source = readFileSync(file, 'utf8');
    const minify = (text) => transformSync(text, {
      loader: href[2],
      minify: true,
      ...(href[2] === 'js' ? { format: 'esm' } : {}),
    }).code;
    const code = href[2] === 'js' ? renameInGlue(minify(withoutStreamClasses(minify(source)))) : minify(source);
    writeFileSync(file, code);
    minified += 1;
    return tag.replace(integrity[1], sri(code));
  });
  if (minified !== 2) {
    console.error(`post-build: expected the JS glue and the stylesheet in ${indexPath}, minified ${minified} file(s)`);
    process.exit(1);
  }
  writeFileSync(indexPath, html);
}

/**
 * index.html with its stylesheet inlined and allowed by hash; the file is deleted. The page's
 * text then needs nothing but the HTML to paint.
 */
function withInlineStylesheet(html) {
  const link = html.match(/<link rel="stylesheet" href="([^"]+\.css)"[^>]*>/);
  if (!link) fail('index.html links no stylesheet to inline');
  const file = join(staging, basename(link[1]));
  const css = readFileSync(file, 'utf8').trim();
  // Inside <style>, only its own end tag would end the text.
  if (/<\/style/i.test(css)) fail(`${file} contains "</style", which would end an inline <style> early`);
  const styleSrc = /(<meta http-equiv="Content-Security-Policy" content="[^"]*\bstyle-src 'self')/;
  if (!styleSrc.test(html)) fail("index.html's Content-Security-Policy has no style-src 'self' to add the stylesheet's hash to");
  const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
  unlinkSync(file);
  return html.replace(styleSrc, (csp) => `${csp} ${hash}`).replace(link[0], () => `<style>${css}</style>`);
}

writeFileSync(indexPath, withInlineStylesheet(readFileSync(indexPath, 'utf8')));

const { CARGO_TARGET_DIR, ...env } = process.env;
const site = spawnSync(
  'cargo',
  ['run', '--quiet', '--offline', '-p', 'quotes-site', '--', ...process.argv.slice(2)],
  { stdio: 'inherit', env },
);
process.exit(site.status ?? 1);
