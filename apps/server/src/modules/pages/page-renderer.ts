import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from '@artshop/shared';

/**
 * The web app's server renderer, built beside the browser build (`apps/web/dist-server`, made by
 * `npm run build`). Loaded at start-up; without it (development, API-only tests) pages are the bare
 * shell, drawn by the browser as before.
 */
export async function loadPageRenderer(webDistDir: string): Promise<RenderPage | undefined> {
  const entry = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: RenderPage };
  return module.renderPage;
}
