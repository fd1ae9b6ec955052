import {
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type WebError,
} from '@playwright/test';

// React 19's production build prints its hydration errors minified, by number: 418 (the server's
// HTML did not match the first render), 419 (a boundary fell back to client rendering), 421 (a
// boundary was updated before it hydrated), 422 and 423 (an error while hydrating, the root redrawn
// from scratch), 425 (text content did not match). The client entry's onRecoverableError logs
// 'Hydration mismatch: ...', hence /hydrat/i. A refused inline script is React's streaming code for
// a Suspense boundary that was not ready in the server's render: the CSP blocks it, so that part of
// the server's HTML stays hidden until the browser redraws it (server rendering must not suspend).
const HYDRATION_PROBLEM = [
  /Minified React error #(?:418|419|421|422|423|425)\b/,
  /hydrat/i,
  /Executing inline script violates/,
];

export const isHydrationProblem = (text: string): boolean =>
  HYDRATION_PROBLEM.some((pattern) => pattern.test(text));

/**
 * Collects the hydration problems of every page of `context` (the test's page, and any popup it
 * opens), from console messages and uncaught page errors. Returns the list, which grows as they come.
 */
export function watchHydration(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (isHydrationProblem(text))
      seen.push(`console.${message.type()} on ${message.page()?.url() ?? '?'}: ${text}`);
  });
  context.on('weberror', (webError: WebError) => {
    const error = webError.error();
    // The message only: a stack names functions, and one called hydrate... is not a mismatch.
    if (isHydrationProblem(error.message))
      seen.push(`page error on ${webError.page()?.url() ?? '?'}: ${error.message}`);
  });
  return seen;
}

/** The failure a test ends with when React could not hydrate the server's HTML cleanly. */
export function hydrationFailure(seen: readonly string[]): Error {
  return new Error(
    `${seen.length} hydration problem(s) in the browser: the server's HTML and the first render differ.\n` +
      seen.map((line) => `- ${line}`).join('\n'),
  );
}

/**
 * Waits until React has hydrated `locator`'s element: React keeps an element's props (its event
 * handlers) in an expando named `__reactProps$<random>` from the moment it hydrates it, so a click
 * after this reaches the handler. For a test that needs the browser to do the next step itself (a
 * client-side navigation whose fetch the test answers); a shopper's click is not made to wait.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
}
