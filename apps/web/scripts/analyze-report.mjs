// After `vite build --config vite.analyze.config.ts` (`npm run analyze -w @artshop/web`): who pays
// for the JavaScript the home page and a product page load at start. For each page it takes the
// chunks a first visit fetches, read from the Vite manifest: the entry chunk, the lazily imported
// page chunk and everything either imports statically (the router preloads those). Each chunk is
// compressed as the server sends it (Brotli quality 11, as compress-dist.mjs does), and its
// compressed size is shared among its modules in proportion to their rendered (pre-minification)
// length from the visualizer's raw data: an estimate, since minification and Brotli do not shrink
// every module alike, but it ranks the npm packages and our own folders by what they cost.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const outDir = fileURLToPath(new URL('../dist-analyze', import.meta.url));

/**
 * The pages of the 100 KB bar (docs/design.md, section 6): the source file of each one's lazy route
 * chunk, and the lazy parts the page draws at once (a product page loads its type's details as it
 * renders; the bench measures a stone art product).
 */
const PAGES = [
  { page: '/', source: 'src/features/catalog/pages/home-page.tsx', drawn: [] },
  {
    page: '/productoverview/{id} (stone art)',
    source: 'src/features/catalog/pages/product-overview-page.tsx',
    drawn: ['src/features/catalog/components/stone-art-details.tsx'],
  },
];

const kb = (bytes) => (bytes / 1024).toFixed(1);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(outDir, file), 'utf8'));
  } catch (error) {
    throw new Error(`cannot read dist-analyze/${file} (run \`npm run analyze\`): ${error.message}`);
  }
}

/** Every chunk's modules and their rendered lengths, from the visualizer's raw-data JSON. */
function modulesByChunk(stats) {
  if (stats.version !== 2) throw new Error(`unknown stats.json version ${stats.version}`);
  const chunks = new Map();
  for (const meta of Object.values(stats.nodeMetas)) {
    for (const [chunk, partUid] of Object.entries(meta.moduleParts)) {
      const length = stats.nodeParts[partUid]?.renderedLength ?? 0;
      if (!chunks.has(chunk)) chunks.set(chunk, []);
      chunks.get(chunk).push({ id: meta.id, length });
    }
  }
  return chunks;
}

/** The group a module's bytes count towards: its npm package, or our folder it lives in. */
function groupOf(id) {
  const npm = id.split('node_modules/').at(-1);
  if (npm !== id) {
    const [scope, name] = npm.split('/');
    return `npm ${scope.startsWith('@') ? `${scope}/${name}` : scope}`;
  }
  // Virtual modules of the bundler (its runtime, Vite's preload helper) start with a NUL byte.
  if (id.startsWith('\0')) return 'bundler runtime';
  const workspace = id.match(/(?:^|\/)(packages\/[^/]+)\//);
  if (workspace) return workspace[1];
  const parts = id.replace(/^\//, '').split('/');
  // src/features/<feature> per feature; src/app, src/lib, ... whole; files at the top by name.
  if (parts[0] === 'src' && parts[1] === 'features' && parts.length > 3) {
    return parts.slice(0, 3).join('/');
  }
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts.join('/');
}

/**
 * The manifest keys a page fetches at start: entry, page chunk and the lazy parts it draws at once,
 * with their static imports.
 */
function startChunks(manifest, pageSource, drawn) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('the manifest has no entry chunk');
  for (const source of [pageSource, ...drawn]) {
    if (!manifest[source]) {
      throw new Error(`the manifest has no chunk for ${source}: has it moved?`);
    }
  }
  const seen = new Set([...entries, pageSource, ...drawn]);
  for (const key of seen) for (const dep of manifest[key].imports ?? []) seen.add(dep);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

function brotliSize(file) {
  const body = readFileSync(join(outDir, file));
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length;
}

function report(page, files, modules, sizes) {
  const groups = new Map();
  let total = 0;
  for (const file of files) {
    const chunkModules = modules.get(file) ?? [];
    const rendered = chunkModules.reduce((sum, m) => sum + m.length, 0);
    const brotli = sizes(file);
    total += brotli;
    if (rendered === 0) {
      groups.set('(no module data)', (groups.get('(no module data)') ?? 0) + brotli);
      continue;
    }
    for (const m of chunkModules) {
      const group = groupOf(m.id);
      groups.set(group, (groups.get(group) ?? 0) + (brotli * m.length) / rendered);
    }
  }
  const lines = [`\n${page}: ${files.length} chunks, ${kb(total)} KB Brotli at start`];
  for (const file of [...files].sort((a, b) => sizes(b) - sizes(a))) {
    lines.push(`  ${file.padEnd(52)} ${kb(sizes(file)).padStart(7)} KB`);
  }
  lines.push('  share by package / folder (estimate):');
  const row = (label, bytes) =>
    `  ${label.padEnd(44)} ${kb(bytes).padStart(7)} KB ${((bytes / total) * 100).toFixed(1).padStart(5)} %`;
  const sorted = [...groups].sort((a, b) => b[1] - a[1]);
  // Groups under 0.1 KB each are summed into one line: they are not where a saving lies.
  const small = sorted.filter(([, bytes]) => bytes < 102.4);
  for (const [group, bytes] of sorted.filter(([, bytes]) => bytes >= 102.4)) {
    lines.push(row(group, bytes));
  }
  if (small.length) {
    const bytes = small.reduce((sum, [, b]) => sum + b, 0);
    lines.push(row(`(${small.length} groups under 0.1 KB each)`, bytes));
  }
  return lines.join('\n');
}

function main() {
  const manifest = readJson('.vite/manifest.json');
  const modules = modulesByChunk(readJson('stats.json'));
  const cache = new Map();
  const sizes = (file) => {
    if (!cache.has(file)) cache.set(file, brotliSize(file));
    return cache.get(file);
  };
  console.log('JavaScript at start per page, Brotli quality 11 (KB of 1,024 bytes).');
  for (const { page, source, drawn } of PAGES) {
    console.log(report(page, startChunks(manifest, source, drawn), modules, sizes));
  }
  console.log('\nEvery chunk and module: dist-analyze/stats.html (treemap of rendered sizes).');
}

try {
  main();
} catch (error) {
  console.error(`analyze-report: ${error.message}`);
  process.exit(1);
}
