/**
 * Writes `<outDir>/main.js` (and its source map and migrations); returns the bundle's path. `entry`
 * (relative to apps/server) bundles another entry point the same way, named after it.
 */
export function bundleServer(
  outDir: string,
  options?: { logLevel?: 'silent' | 'error' | 'warning' | 'info'; entry?: string },
): Promise<string>;
