// The JavaScript a page loads, measured in the browser: every script response of a fresh visit, as
// the bytes that crossed the wire. Chromium sends its own Accept-Encoding (gzip, deflate, br, zstd)
// and the server answers with the build's Brotli copies, so the size is the encoded body Chromium
// received (Playwright's request.sizes().responseBodySize: the DevTools protocol's
// encodedDataLength without the headers), not a compression this script makes up.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SETTLE_MS = 1_000;

const isScript = (request, response) =>
  request.resourceType() === 'script' ||
  (response.headers()['content-type'] ?? '').includes('javascript');

/**
 * The scripts a fresh visit of `url` loads, largest first: `{ file, bytes, decoded, encoding }`,
 * `bytes` on the wire, `decoded` after decompression. Also the HTML document's size on the wire.
 */
export async function scriptsLoadedBy(browser, url, contextOptions) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const scripts = [];
  let documentBytes;
  page.on('requestfinished', (request) => {
    scripts.push(
      (async () => {
        const response = await request.response();
        if (!response) return undefined;
        const { responseBodySize } = await request.sizes();
        if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
          documentBytes ??= responseBodySize;
          return undefined;
        }
        if (!isScript(request, response)) return undefined;
        return {
          file: new URL(response.url()).pathname,
          bytes: responseBodySize,
          decoded: (await response.body()).length,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Lazy route chunks start after the entry has run; give any late one time to arrive.
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const loaded = (await Promise.all(scripts)).filter(Boolean);
  await context.close();
  return { scripts: loaded.sort((a, b) => b.bytes - a.bytes), documentBytes };
}

/** From the build's manifest: the chunk graph Vite wrote, when the build asks for one. */
function adminOnlyFromManifest(manifest) {
  const keys = Object.keys(manifest);
  const entries = keys.filter((k) => manifest[k].isEntry);
  const lazy = keys.filter((k) => manifest[k].isDynamicEntry);
  const adminRoots = lazy.filter((k) => /(^|\/)features\/admin\//.test(manifest[k].src ?? k));
  const reach = (starts) => {
    const seen = new Set(starts);
    for (const key of seen) for (const dep of manifest[key]?.imports ?? []) seen.add(dep);
    return seen;
  };
  const shopper = reach([...entries, ...lazy.filter((k) => !adminRoots.includes(k))]);
  return [...reach(adminRoots)]
    .filter((k) => !shopper.has(k) && manifest[k].file.endsWith('.js'))
    .map((k) => `/${manifest[k].file}`);
}

/** Without a manifest: the same graph read from the chunks' import statements. */
function adminOnlyFromChunks(webDist) {
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

/**
 * The chunks only the admin area uses, read from the build: the lazy chunk of
 * `features/admin` and the chunks only it imports. A chunk also reached from the entry or from a
 * shopper page's lazy chunk (a schema chunk of @artshop/shared, say) is shared code, not admin code.
 */
export function adminOnlyChunks(webDist) {
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  if (existsSync(manifestPath)) {
    return adminOnlyFromManifest(JSON.parse(readFileSync(manifestPath, 'utf8')));
  }
  return adminOnlyFromChunks(webDist);
}
