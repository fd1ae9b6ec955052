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
  // Contrast is judged on the settled page: a button fading back from its disabled opacity (a
  // 150 ms transition after a request) would otherwise be measured half-way. Endless animations
  // (a spinner, the reviews strip) never settle and are left alone.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
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
