import { beforeAll } from 'vitest';
import type { TestApp } from './build-test-app';

/** What a test-app builder answers: the app itself, or the app as `t` with fixtures beside it. */
type Built = TestApp | { t: TestApp };

const appOf = (built: Built): TestApp => ('t' in built ? built.t : built);

/**
 * The app of a test file or `describe` block: built once before its tests (creating a database is
 * the slow part) and always closed after them. `build` is `buildTestApp` or a builder that wraps it
 * (`buildAdminTestApp`, `buildRazorpayTestApp`); `use` stores what it built in the file's variables:
 *
 *   let t: TestApp;
 *   useTestApp(buildTestApp, (built) => (t = built));
 */
export function useTestApp<B extends Built>(
  build: () => Promise<B>,
  use: (built: B) => void,
): void {
  beforeAll(async () => {
    const built = await build();
    const app = appOf(built);
    use(built);
    // vitest runs the function beforeAll returns once the block's tests are done.
    return () => app.close();
  });
}
