/* global window */
// Cumulative layout shift as the browser reports it (PerformanceObserver 'layout-shift'), with the
// metric's session windows: shifts less than 1 s apart, a window at most 5 s long, the largest
// window counts; shifts right after input do not. Lighthouse's mobile throttling is applied through
// the DevTools protocol (4x CPU, slow 4G) so late content arrives as it does for a slow phone.
import { mobileContext } from './chromium.mjs';

const OBSERVE_MS = 3_000;

function observeLayoutShifts() {
  const state = { cls: 0, window: 0, first: 0, last: 0 };
  window.__layoutShift = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sameWindow =
        entry.startTime - state.last < 1000 && entry.startTime - state.first < 5000;
      if (sameWindow && state.window > 0) state.window += entry.value;
      else {
        state.window = entry.value;
        state.first = entry.startTime;
      }
      state.last = entry.startTime;
      state.cls = Math.max(state.cls, state.window);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

export async function observedCls(browser, url) {
  const context = await browser.newContext(mobileContext);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.addInitScript(observeLayoutShifts);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 90_000 });
  await page.waitForTimeout(OBSERVE_MS);
  const cls = await page.evaluate(() => window.__layoutShift.cls);
  await context.close();
  return cls;
}
