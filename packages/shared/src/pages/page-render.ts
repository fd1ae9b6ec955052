/**
 * The contract between the server and the web app's server renderer (apps/web/src/entry-server.tsx,
 * built to apps/web/dist-server): the server asks for a URL, the renderer answers with the page's parts
 * and the server puts them into the built index.html (apps/server/src/modules/pages).
 */
/**
 * The platform's `fetch` where this is compiled with one (the web app's DOM types, the server's Node
 * types); this package itself is checked without either, where it is `never`.
 */
export type PlatformFetch = typeof globalThis extends { fetch: infer F } ? F : never;

export interface PageRenderRequest {
  /** Path and query of the page, e.g. `/productoverview/<id>?x=1`. */
  url: string;
  /** The shop's public origin (PUBLIC_URL, else the local address) for canonical and preview URLs. */
  siteUrl: string;
  /** An absolute base for API calls, e.g. `http://localhost/api` (only the path reaches the API). */
  apiBaseUrl: string;
  /** Answers an API request in the server's own process; it never carries a visitor's cookies. */
  fetch: PlatformFetch;
}

export type PageRenderResult =
  /** A page of one signed-in person or of a one-time token: the browser draws it from the bare shell. */
  | { kind: 'client-only' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      /**
       * `<title>`, `<meta>` and `<link>` tags for `<head>`, in the order the page rendered them, then
       * the page's JSON-LD data blocks (`<script type="application/ld+json">`, run by nothing).
       */
      head: string;
      /** The HTML inside `<div id="root">`. */
      body: string;
      /**
       * The page's data for the browser as JSON that is safe inside `<script type="application/json">`
       * (a data block, not a script: nothing to allow in the Content-Security-Policy).
       */
      data: string;
      /** The source files of the lazy page modules drawn, as the build's manifest names them. */
      modules: string[];
    };

export type RenderPage = (request: PageRenderRequest) => Promise<PageRenderResult>;

/** The id of the data block the server writes and the browser's entry reads before it hydrates. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
