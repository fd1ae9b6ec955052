// Lighthouse's performance category with its default mobile settings (Moto G Power emulation,
// simulated slow 4G and 4x CPU slowdown), in Debian's Chromium started by chrome-launcher.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  si: 'speed-index',
  cls: 'cumulative-layout-shift',
};

/** What Lighthouse says would save the most load time, largest first. */
function opportunities(lhr) {
  return (
    Object.values(lhr.audits)
      // A passed audit ('Initial server response time was short') can still report savings.
      .filter((a) => (a.score ?? 0) < 1)
      .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 50)
      .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
      .slice(0, 4)
      .map((a) => `${a.title} (${Math.round(a.details.overallSavingsMs)} ms)`)
  );
}

const ATTEMPTS = 3;

/**
 * One Lighthouse run of `url`. A run whose trace recording fails (NO_NAVSTART and the like: a
 * Chromium hiccup, not a property of the page) is tried again, up to 3 attempts in all.
 */
async function auditWithRetry(url, port) {
  let lastError;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!lhr.runtimeError) return lhr;
    lastError = `${url}: ${lhr.runtimeError.message}`;
    process.stdout.write(`  Lighthouse ${new URL(url).pathname}: ${lastError}; trying again\n`);
  }
  throw new Error(lastError);
}

/**
 * `runs` Lighthouse runs of each URL: a map from URL to its runs' figures, or to the Error that
 * stopped its runs, so one page that cannot be measured does not hide the others' figures.
 */
export async function lighthouseRuns(urls, runs) {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    logLevel: 'silent',
  });
  try {
    const results = new Map();
    for (const url of urls) {
      try {
        results.set(url, await runsOf(url, runs, chrome.port));
      } catch (error) {
        results.set(url, error instanceof Error ? error : new Error(String(error)));
      }
    }
    return results;
  } finally {
    chrome.kill();
  }
}

async function runsOf(url, runs, port) {
  const perUrl = [];
  for (let run = 0; run < runs; run += 1) {
    const lhr = await auditWithRetry(url, port);
    const figures = { score: Math.round((lhr.categories.performance.score ?? 0) * 100) };
    for (const [key, id] of Object.entries(METRICS)) {
      figures[key] = lhr.audits[id]?.numericValue ?? Number.NaN;
    }
    figures.warnings = lhr.runWarnings;
    figures.opportunities = opportunities(lhr);
    figures.shifts = (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 2)
      .map(
        (item) =>
          `${item.node?.selector ?? item.node?.nodeLabel ?? '?'} (${item.score.toFixed(3)})`,
      );
    perUrl.push(figures);
    process.stdout.write(
      `  Lighthouse ${new URL(url).pathname} run ${run + 1}: ${figures.score}\n`,
    );
  }
  return perUrl;
}
