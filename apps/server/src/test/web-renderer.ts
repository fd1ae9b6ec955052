import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderPage } from '@artshop/shared';

/**
 * The web app's real server renderer, from its source (Vitest compiles it as Vite would), for tests
 * of the pages the server renders: the same code `npm run build` puts in apps/web/dist-server.
 */
export async function webRenderer(): Promise<RenderPage> {
  // A path the type checker does not follow: the web app is checked by its own tsconfig (DOM types).
  const entry = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));
  const module = (await import(/* @vite-ignore */ entry)) as { renderPage: RenderPage };
  return module.renderPage;
}

/** A stand-in for the web build's output folder: its index.html shell and Vite's manifest. */
export const SHELL_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Site description" />
    <title>Shilpa Art Studio | Hand-painted stone art and paintings</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

export function webDist(manifest: Record<string, unknown> = {}): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'artshop-dist-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL_HTML);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}
