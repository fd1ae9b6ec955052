import { expect, test } from '../fixtures';
import { hydrationFailure, watchHydration } from '../support/hydration';

// The guard every browser test runs under (fixtures.ts): what it counts as a hydration problem,
// proven in Chromium with messages shaped like React 19's production build and the client entry's.
test('the hydration watch collects React hydration errors and nothing else', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const seen = watchHydration(context);
  const page = await context.newPage();
  await page.setContent('<p>hydration watch</p>');
  await page.evaluate(() => {
    // Not hydration: another minified React error, a failed request, an ordinary log.
    console.error('Minified React error #300; visit https://react.dev/errors/300');
    console.error('Failed to load resource: the server responded with a status of 404');
    console.log('cart updated');
    // Hydration: React's text mismatch, the client entry's onRecoverableError, a thrown #418.
    console.error('Minified React error #425; visit https://react.dev/errors/425');
    console.error('Hydration mismatch:', new Error('Minified React error #418'));
    setTimeout(() => {
      throw new Error('Minified React error #423; visit https://react.dev/errors/423');
    });
  });
  await expect.poll(() => seen.length).toBe(3);
  await context.close();

  expect(seen).toEqual([
    expect.stringMatching(/^console\.error on about:blank: Minified React error #425/),
    expect.stringMatching(/^console\.error on about:blank: Hydration mismatch:/),
    expect.stringMatching(/^page error on about:blank: Minified React error #423/),
  ]);
  const failure = hydrationFailure(seen).message;
  expect(failure).toContain('3 hydration problem(s)');
  expect(failure).toContain('- console.error on about:blank: Minified React error #425');
});
