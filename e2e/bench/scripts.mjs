// The JavaScript a page loads, measured in the browser: every script response of a fresh visit,
// each body gzipped at level 9 (the server sends them uncompressed; a proxy or CDN would compress).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const SETTLE_MS = 1_000;

export async function scriptsLoadedBy(browser, url, contextOptions) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type !== 'script' && !contentType.includes('javascript')) return;
    bodies.push(
      response.body().then((body) => ({
        file: new URL(response.url()).pathname,
        bytes: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Lazy route chunks start after the entry has run; give any late one time to arrive.
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  await context.close();
  return scripts.sort((a, b) => b.gzip - a.gzip);
}

/**
 * The chunks only the admin area uses, read from the build. The route table's
 * `import('../features/admin')` becomes the lazy chunk `assets/admin-<hash>.js`; admin code is that
 * chunk and the chunks only it imports. A chunk also reached from the entry or from a shopper
 * page's lazy chunk (a schema chunk of @artshop/shared, say) is shared code, not admin code.
 */
export function adminOnlyChunks(webDist) {
  const assets = join(webDist, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const staticImports = new Map();
  const lazyChunks = new Set();
  for (const file of files) {
    const code = readFileSync(join(assets, file), 'utf8');
    // `import{..}from"./x.js"` and `import"./x.js"`; `import(`./x.js`)` is a lazy chunk.
    const found = code.matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g);
    staticImports.set(file, new Set([...found].map((m) => m[1])));
    for (const m of code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)) {
      lazyChunks.add(m[1]);
    }
  }
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const adminRoots = [...lazyChunks].filter((f) => /^admin-[\w-]{8}\.js$/.test(f));
  const reach = (starts) => {
    const seen = new Set(starts);
    for (const file of seen) for (const dep of staticImports.get(file) ?? []) seen.add(dep);
    return seen;
  };
  const shopper = reach([...entries, ...[...lazyChunks].filter((f) => !adminRoots.includes(f))]);
  return [...reach(adminRoots)].filter((f) => !shopper.has(f)).map((f) => `/assets/${f}`);
}
