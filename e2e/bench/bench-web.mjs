/**
 * `npm run bench:web`: the front-end bars of docs/design.md section 6 on the production build.
 *
 * Builds if there is no build, starts `apps/server/dist/main.js` on a free port with a temporary
 * DATA_DIR (fresh embedded database, demo catalogue), then in Debian's Chromium, on `/`,
 * `/shop/stone-art` and the first stone art product page (picked through the API):
 *  1. the JavaScript each page loads on a fresh visit, as bytes on the wire: the encoded bodies
 *     Chromium received with its own Accept-Encoding (the build's Brotli copies), each file listed,
 *     in KB of 1,024 bytes, on a phone and a desktop viewport; bar <= 100 KB on `/` and the product
 *     page (the collection's figure is shown without a bar); and whether any admin-only chunk is
 *     among them (checked against `/admin`, which must load one);
 *  2. Lighthouse 12 mobile (simulated slow 4G, 4x CPU, the median of `--runs` runs, 3 by default):
 *     performance score >= 98, first contentful paint <= 1.2 s, largest contentful paint <= 1.8 s
 *     and CLS <= 0.02 on each page; CLS also from a PerformanceObserver in Playwright under the
 *     same throttling, as a second opinion.
 * It prints a table with PASS or BELOW per bar, stops the server, deletes the directory and exits 0
 * whatever the figures (1 only when it could not measure). `--scripts-only` measures part 1 alone.
 */
import { loadavg, cpus } from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath, mobileContext } from './chromium.mjs';
import { observedCls } from './cls-observer.mjs';
import { lighthouseRuns } from './lighthouse-runs.mjs';
import { adminOnlyChunks, scriptsLoadedBy } from './scripts.mjs';
import { buildIfMissing, startServer, stopServer, webDist } from './server.mjs';

const JS_BAR_KB = 100;
const SCORE_BAR = 98;
const FCP_BAR_MS = 1_200;
const LCP_BAR_MS = 1_800;
const CLS_BAR = 0.02;

const VIEWS = [
  ['phone', mobileContext],
  ['desktop', { viewport: { width: 1280, height: 800 } }],
];

const runsArg = process.argv.find((a) => a.startsWith('--runs='));
// `--scripts-only`: the JavaScript part alone (seconds, not minutes), while trimming a chunk.
const scriptsOnly = process.argv.includes('--scripts-only');
const runs = runsArg ? Math.max(1, Number.parseInt(runsArg.slice(7), 10) || 3) : 3;

const kb = (bytes) => (bytes / 1024).toFixed(1);
const verdict = (ok) => (ok ? 'PASS' : 'BELOW');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

function table(rows) {
  const header = ['bar', 'page', 'figure', 'target', 'verdict'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const listing = (scripts) =>
  scripts.map(
    (s) =>
      `  ${s.file.padEnd(48)} ${kb(s.bytes).padStart(6)} KB ${s.encoding.padEnd(8)} (${kb(s.decoded)} KB decoded)`,
  );
const sameScripts = (a, b) =>
  a.length === b.length && a.every((s, i) => s.file === b[i].file && s.bytes === b[i].bytes);

/** Per page and viewport: the scripts on the wire, their sum against the bar, any admin chunk. */
async function measureScripts(browser, baseUrl, pages, adminChunks) {
  const rows = [];
  for (const { path, label, jsBar } of pages) {
    let previous;
    for (const [view, options] of VIEWS) {
      const { scripts, documentBytes } = await scriptsLoadedBy(
        browser,
        `${baseUrl}${path}`,
        options,
      );
      const wire = scripts.reduce((sum, s) => sum + s.bytes, 0);
      const decoded = scripts.reduce((sum, s) => sum + s.decoded, 0);
      const html = documentBytes === undefined ? '?' : kb(documentBytes);
      console.log(
        `\nScripts loaded by ${label} (${view}): ${scripts.length} files, ${kb(wire)} KB on the wire ` +
          `(${kb(decoded)} KB decoded); the HTML document ${html} KB`,
      );
      if (previous && sameScripts(previous, scripts))
        console.log(`  the same files as ${VIEWS[0][0]}`);
      else console.log(listing(scripts).join('\n'));
      previous = scripts;
      const admin = scripts.filter((s) => adminChunks.includes(s.file)).map((s) => s.file);
      rows.push([
        `JS on the wire (${view})`,
        label,
        `${kb(wire)} KB`,
        jsBar ? `<= ${JS_BAR_KB} KB` : 'no bar',
        jsBar ? verdict(wire / 1024 <= JS_BAR_KB) : '-',
      ]);
      rows.push([
        `admin chunk loaded (${view})`,
        label,
        admin.length ? admin.join(' ') : 'none',
        'none',
        verdict(admin.length === 0),
      ]);
    }
  }
  return rows;
}

/** Lighthouse, or why it could not run; `null` figures mean 'not measured'. */
async function measureLighthouse(urls) {
  try {
    return { results: await lighthouseRuns(urls, runs) };
  } catch (error) {
    const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`\nLighthouse could not run: ${reason}`);
    return { results: null, reason };
  }
}

/** One page's Lighthouse bars (medians of its runs; an Error when it could not be measured). */
function lighthouseRows(label, perRun) {
  if (!Array.isArray(perRun)) {
    const missing = (bar, target) => [bar, label, 'not measured', target, '-'];
    return {
      rows: [
        missing('Lighthouse mobile performance', `>= ${SCORE_BAR}`),
        missing('first contentful paint, Lighthouse', `<= ${FCP_BAR_MS} ms`),
        missing('largest contentful paint, Lighthouse', `<= ${LCP_BAR_MS} ms`),
        missing('CLS, Lighthouse', `<= ${CLS_BAR}`),
      ],
      details: perRun ? [`  ${label.padEnd(22)} not measured: ${perRun.message}`] : [],
    };
  }
  const all = (key) => perRun.map((r) => r[key]);
  const ms = (key) => Math.round(median(all(key)));
  const runsOf = (key) => all(key).map(Math.round).join(', ');
  const score = median(all('score'));
  const cls = median(all('cls'));
  const rows = [
    [
      'Lighthouse mobile performance',
      label,
      `${score} (runs ${runsOf('score')})`,
      `>= ${SCORE_BAR}`,
      verdict(score >= SCORE_BAR),
    ],
    [
      'first contentful paint, Lighthouse',
      label,
      `${ms('fcp')} ms (runs ${runsOf('fcp')})`,
      `<= ${FCP_BAR_MS} ms`,
      verdict(ms('fcp') <= FCP_BAR_MS),
    ],
    [
      'largest contentful paint, Lighthouse',
      label,
      `${ms('lcp')} ms (runs ${runsOf('lcp')})`,
      `<= ${LCP_BAR_MS} ms`,
      verdict(ms('lcp') <= LCP_BAR_MS),
    ],
    ['CLS, Lighthouse', label, cls.toFixed(3), `<= ${CLS_BAR}`, verdict(cls <= CLS_BAR)],
  ];
  const details = [`  ${label.padEnd(22)} TBT ${ms('tbt')} ms, Speed Index ${ms('si')} ms`];
  for (const warning of new Set(perRun.flatMap((r) => r.warnings))) {
    details.push(`    warning: ${warning}`);
  }
  // The run whose score is the median stands for the page.
  const typical = [...perRun].sort((a, b) => a.score - b.score)[Math.floor(perRun.length / 2)];
  if (typical.opportunities.length) {
    details.push(`    saves most: ${typical.opportunities.join('; ')}`);
  }
  if (typical.shifts.length) details.push(`    shifted: ${typical.shifts.join('; ')}`);
  return { rows, details };
}

async function main() {
  console.log(
    `${cpus().length} cores, ${cpus()[0]?.model.trim()}, Node ${process.versions.node}; load average ${load()}`,
  );
  buildIfMissing();
  const adminChunks = adminOnlyChunks(webDist);
  if (adminChunks.length === 0) throw new Error('no admin chunk found in apps/web/dist');
  console.log(`Admin-only chunks in the build: ${adminChunks.join(', ')}`);

  console.log('Starting the production server: fresh embedded database, demo catalogue...');
  const server = await startServer();
  const stopAndExit = () => void stopServer(server).finally(() => process.exit(130));
  process.once('SIGINT', stopAndExit);
  process.once('SIGTERM', stopAndExit);
  try {
    const { baseUrl } = server;
    const list = await (await fetch(`${baseUrl}/api/adminop/type/stoneArt`)).json();
    const productId = list.products[0]?.id;
    if (!productId) throw new Error('the demo catalogue has no stone art product');
    const pages = [
      { path: '/', label: '/', jsBar: true },
      { path: '/shop/stone-art', label: '/shop/stone-art', jsBar: false },
      { path: `/productoverview/${productId}`, label: '/productoverview/{id}', jsBar: true },
    ];
    console.log(`Ready at ${baseUrl}; product page ${pages[2].path}`);

    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    let scriptRows;
    const observed = new Map();
    try {
      scriptRows = await measureScripts(browser, baseUrl, pages, adminChunks);
      // The admin route must load a chunk named above, or the check on the pages proves nothing.
      const { scripts: adminScripts } = await scriptsLoadedBy(browser, `${baseUrl}/admin`, {});
      if (!adminScripts.some((s) => adminChunks.includes(s.file))) {
        throw new Error('/admin did not load the admin chunk: the admin chunk check is wrong');
      }
      console.log('\n/admin loads the admin chunk: the check above looks at the right file.');
      for (const { path } of scriptsOnly ? [] : pages) {
        observed.set(path, await observedCls(browser, `${baseUrl}${path}`));
      }
    } finally {
      await browser.close();
    }
    if (scriptsOnly) {
      console.log(`\n${table(scriptRows)}`);
      return;
    }

    console.log(`\nLighthouse ${runs} run(s) per page, mobile defaults (load average ${load()})`);
    const { results, reason } = await measureLighthouse(pages.map((p) => `${baseUrl}${p.path}`));

    const rows = [];
    const details = [];
    for (const { path, label } of pages) {
      rows.push(...scriptRows.filter((row) => row[1] === label));
      const page = lighthouseRows(label, results?.get(`${baseUrl}${path}`));
      rows.push(...page.rows);
      details.push(...page.details);
      const cls = observed.get(path);
      rows.push([
        'CLS, PerformanceObserver',
        label,
        cls.toFixed(3),
        `<= ${CLS_BAR}`,
        verdict(cls <= CLS_BAR),
      ]);
    }

    console.log(`\n${table(rows)}`);
    if (details.length) {
      console.log(`\nLighthouse medians (simulated slow 4G, 4x CPU):\n${details.join('\n')}`);
    }
    if (!results) {
      console.log(
        `\nLighthouse did not run (${reason.split('\n')[0]}); CLS comes from Playwright only.`,
      );
    }
    console.log(`\nLoad average after the run: ${load()}`);
  } finally {
    await stopServer(server);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`bench:web could not measure: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
