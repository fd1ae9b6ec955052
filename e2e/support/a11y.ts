import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const blockingImpacts = new Set(['serious', 'critical']);

/**
 * Runs axe against the WCAG 2.1 A/AA rules and fails on any 'serious' or 'critical' violation
 * (the quality bar in DESIGN section 6). Minor and moderate findings are left to review.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<void> {
  // Server-drawn buttons stay disabled (dimmed) until their part of the page hydrates and then fade
  // in, so a scan that starts before hydration would catch them mid-fade: wait for React to own the
  // buttons on screen and within 600 px below it, where the parts hydrated late (the reviews, the
  // footer: apps/web/src/lib/when-needed.ts) hydrate without a scroll. Parts further down wait for
  // a scroll, which a scan does not do; their buttons stay disabled, which axe leaves out of the
  // contrast check.
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('#root button'))
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight + 600 && box.width > 0;
      })
      .every((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber$'))),
  );
  // Contrast is judged on the settled page: a button fading back from its disabled opacity (a
  // 150 ms transition after a request, or the re-render that follows hydration) would otherwise be
  // measured half-way. So the page must show no running animation for 200 ms in a row. Endless
  // animations (a spinner, the reviews strip) never settle and are left alone.
  await page.evaluate(() => {
    delete (window as { a11yQuietSince?: number }).a11yQuietSince;
  });
  await page.waitForFunction(
    () => {
      const state = window as { a11yQuietSince?: number };
      const busy = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Infinity,
        );
      if (busy) delete state.a11yQuietSince;
      else state.a11yQuietSince ??= performance.now();
      return state.a11yQuietSince !== undefined && performance.now() - state.a11yQuietSince >= 200;
    },
    undefined,
    { polling: 50 },
  );
  // Toasts are left out: one that times out fades away, and a fade that starts during the scan is
  // measured half-way. Their colours are fixed (the library's dark grey on white, 12:1).
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('.app-toaster');
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  // A readable summary (rule, impact, first offending nodes) instead of axe's full JSON.
  const blocking = results.violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`),
    }));
  expect(blocking, `serious accessibility violations on ${page.url()}`).toEqual([]);
}
