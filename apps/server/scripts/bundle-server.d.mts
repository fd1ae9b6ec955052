/** Writes `<outDir>/main.js` (and its source map and migrations); returns the bundle's path. */
export function bundleServer(
  outDir: string,
  options?: { logLevel?: 'silent' | 'error' | 'warning' | 'info' },
): Promise<string>;
