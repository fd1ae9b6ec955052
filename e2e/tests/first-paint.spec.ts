import { expect, test } from '../fixtures';
import { firstDemoProduct } from '../support/catalogue';
import { waitForHydration } from '../support/hydration';

// A server-rendered page is painted before the app's code is fetched (decision 0065): before the
// first contentful paint the browser loads only the stylesheet, the entry chunk and the preload
// helper it needs for its one dynamic import; React, the shell and the page's own chunks come after.
// If the helper fell back into the shell chunk, the entry's static import would pull the shell and
// React in before the paint again, which is what this test catches.

const PRE_PAINT_SCRIPTS = [/^\/assets\/index-[^/]+\.js$/, /^\/assets\/preload-helper-[^/]+\.js$/];

interface Timing {
  firstPaint: number | null;
  scripts: { path: string; start: number }[];
}

for (const [name, pathOf] of [
  ['the home page', async () => '/'],
  ['a collection page', async () => '/shop/stone-art'],
  [
    'a product page',
    async (request: Parameters<typeof firstDemoProduct>[0]) =>
      `/productoverview/${(await firstDemoProduct(request, 'stoneArt')).id}`,
  ],
] as const) {
  test(`${name} is painted before the app's code is fetched`, async ({ page }) => {
    await page.goto(await pathOf(page.request));
    await waitForHydration(page.locator('header').getByRole('link', { name: /^Cart, / }));

    const timing = await page.evaluate<Timing>(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));

    expect(timing.firstPaint).not.toBeNull();
    const beforePaint = timing.scripts.filter((s) => s.start < timing.firstPaint!);
    const afterPaint = timing.scripts.filter((s) => s.start >= timing.firstPaint!);
    for (const script of beforePaint) {
      expect(
        PRE_PAINT_SCRIPTS.some((pattern) => pattern.test(script.path)),
        `${script.path} was fetched before the first paint`,
      ).toBe(true);
    }
    // The app did start, after the paint: React's chunk among the scripts fetched then.
    expect(afterPaint.map((s) => s.path)).toContainEqual(
      expect.stringMatching(/\/react-[^/]+\.js$/),
    );
  });
}
