/**
 * `npm run bench:web`: the front-end bars of docs/design.md section 6 on the production build.
 *
 * Builds if there is no build, starts `apps/server/dist/main.js` on a free port with a temporary
 * DATA_DIR (fresh embedded database, demo catalogue), then in Debian's Chromium:
 *  1. the JavaScript the home page loads (every script response, gzip -9, in KB of 1,024 bytes),
 *     on a phone and a desktop viewport, and whether any admin-only chunk is among it;
 *  2. Lighthouse's mobile performance score and CLS on `/`, `/shop/stone-art` and a product page
 *     (the median of `--runs` runs, 3 by default), and CLS seen by a PerformanceObserver in
 *     Playwright under the same throttling, as a second opinion.
 * It prints PASS or BELOW per bar, stops the server, deletes the directory and exits 0 whatever the
 * figures (1 only when it could not measure).
 */
import { loadavg, cpus } from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath, mobileContext } from './chromium.mjs';
import { observedCls } from './cls-observer.mjs';
import { lighthouseRuns } from './lighthouse-runs.mjs';
import { adminOnlyChunks, scriptsLoadedBy } from './scripts.mjs';
import { buildIfMissing, startServer, stopServer, webDist } from './server.mjs';

const JS_BAR_KB = 100;
const SCORE_BAR = 95;
const CLS_BAR = 0.02;

const runsArg = process.argv.find((a) => a.startsWith('--runs='));
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

async function measureScripts(browser, baseUrl, adminChunks) {
  const views = [
    ['phone', mobileContext],
    ['desktop', { viewport: { width: 1280, height: 800 } }],
  ];
  const rows = [];
  for (const [name, options] of views) {
    const scripts = await scriptsLoadedBy(browser, `${baseUrl}/`, options);
    const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const raw = scripts.reduce((sum, s) => sum + s.bytes, 0);
    console.log(`\nScripts loaded by / (${name}): ${scripts.length} files, ${kb(raw)} KB raw`);
    for (const s of scripts) {
      console.log(`  ${s.file.padEnd(44)} ${kb(s.bytes).padStart(7)} KB  gzip ${kb(s.gzip)} KB`);
    }
    const admin = scripts.filter((s) => adminChunks.includes(s.file)).map((s) => s.file);
    rows.push([
      `JS, gzip -9 (${name})`,
      '/',
      `${kb(gzip)} KB`,
      `<= ${JS_BAR_KB} KB`,
      verdict(gzip / 1024 <= JS_BAR_KB),
    ]);
    rows.push([
      `admin chunk loaded (${name})`,
      '/',
      admin.length ? admin.join(' ') : 'none',
      'none',
      verdict(admin.length === 0),
    ]);
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

async function main() {
  console.log(
    `${cpus().length} cores, ${cpus()[0]?.model.trim()}, Node ${process.versions.node}; load average ${load()}`,
  );
  buildIfMissing();
  const adminChunks = adminOnlyChunks(webDist);
  if (adminChunks.length === 0) throw new Error('no admin chunk found in apps/web/dist/assets');
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
    const pages = ['/', '/shop/stone-art', `/productoverview/${productId}`];
    console.log(`Ready at ${baseUrl}; product page ${pages[2]}`);

    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    let rows;
    const observed = new Map();
    try {
      rows = await measureScripts(browser, baseUrl, adminChunks);
      // The admin route must load the chunk named above, or the check on / proves nothing.
      const adminScripts = await scriptsLoadedBy(browser, `${baseUrl}/admin`, {});
      if (!adminScripts.some((s) => adminChunks.includes(s.file))) {
        throw new Error('/admin did not load the admin chunk: the admin chunk check is wrong');
      }
      console.log('\n/admin loads the admin chunk: the check above looks at the right file.');
      for (const path of pages) observed.set(path, await observedCls(browser, `${baseUrl}${path}`));
    } finally {
      await browser.close();
    }

    console.log(`\nLighthouse ${runs} run(s) per page, mobile defaults (load average ${load()})`);
    const { results, reason } = await measureLighthouse(pages.map((p) => `${baseUrl}${p}`));

    const details = [];
    for (const path of pages) {
      const label = path.startsWith('/productoverview/') ? '/productoverview/{id}' : path;
      const perRun = results?.get(`${baseUrl}${path}`);
      if (perRun) {
        const score = median(perRun.map((r) => r.score));
        const cls = median(perRun.map((r) => r.cls));
        rows.push([
          'Lighthouse mobile performance',
          label,
          `${score} (runs ${perRun.map((r) => r.score).join(', ')})`,
          `>= ${SCORE_BAR}`,
          verdict(score >= SCORE_BAR),
        ]);
        rows.push([
          'CLS, Lighthouse',
          label,
          cls.toFixed(3),
          `<= ${CLS_BAR}`,
          verdict(cls <= CLS_BAR),
        ]);
        const ms = (key) => Math.round(median(perRun.map((r) => r[key])));
        details.push(
          `  ${label.padEnd(22)} FCP ${ms('fcp')} ms, LCP ${ms('lcp')} ms, TBT ${ms('tbt')} ms, Speed Index ${ms('si')} ms`,
        );
        for (const warning of new Set(perRun.flatMap((r) => r.warnings)))
          details.push(`    warning: ${warning}`);
        // The run whose score is the median stands for the page.
        const typical = [...perRun].sort((a, b) => a.score - b.score)[
          Math.floor(perRun.length / 2)
        ];
        if (typical.opportunities.length) {
          details.push(`    saves most: ${typical.opportunities.join('; ')}`);
        }
        if (typical.shifts.length) details.push(`    shifted: ${typical.shifts.join('; ')}`);
      } else {
        rows.push(['Lighthouse mobile performance', label, 'not measured', `>= ${SCORE_BAR}`, '-']);
      }
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
    if (details.length)
      console.log(`\nLighthouse medians (simulated slow 4G, 4x CPU):\n${details.join('\n')}`);
    if (!results)
      console.log(
        `\nLighthouse did not run (${reason.split('\n')[0]}); CLS comes from Playwright only.`,
      );
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
