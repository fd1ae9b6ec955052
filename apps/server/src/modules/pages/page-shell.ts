import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_DATA_ELEMENT_ID, type PageRenderResult } from '@artshop/shared';

/**
 * Puts a server-rendered page into the built index.html (pure string work, tested on its own): the
 * page's head tags in place of the shell's title and description, preloads of the page's own chunks,
 * the rendered HTML inside #root and the page's data block beside it.
 */

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * `<link>` tags for the page's own stylesheets (its lazy chunks' CSS), needed for the first paint.
 * Its scripts are not preloaded: the browser starts the app after the page has loaded
 * (apps/web/src/entry-client.tsx), so the first view's requests have the network to themselves.
 */
export function preloadTags(manifest: Manifest, modules: readonly string[]): string {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...styles].map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
}

const TITLE = /<title(?:\s[^>]*)?>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s[^>]*name\s*=\s*["']?description["'\s][^>]*>\s*/i;
const HEAD_END = /<\/head\s*>/i;
const EMPTY_ROOT = /<div id="root"><\/div>/;

type RenderedPage = Extract<PageRenderResult, { kind: 'page' }>;

/** The whole document of a rendered page. Replacer functions throughout: `$&` in text stays literal. */
export function assemblePage(template: string, page: RenderedPage, preloads: string): string {
  let html = template;
  if (/<title[\s>]/i.test(page.head)) html = html.replace(TITLE, () => '');
  if (/<meta\s[^>]*name="description"/i.test(page.head)) html = html.replace(DESCRIPTION, () => '');
  html = html.replace(HEAD_END, (end) => `${page.head}${preloads}${end}`);
  return html.replace(
    EMPTY_ROOT,
    () =>
      `<div id="root">${page.body}</div>` +
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${page.data}</script>`,
  );
}
