import { PAGE_DATA_ELEMENT_ID } from '@artshop/shared';

/** What the server hands the browser with a rendered page, in a JSON data block beside #root. */
export interface PageData {
  /** RTK Query's cache as the server left it, given back with `hydrateApi`. */
  api: unknown;
  siteUrl: string;
}

/** The data block's JSON: it cannot end the `<script>` element, open a comment or break a line. */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The server's data for this page, if the server rendered it (else the page is drawn from scratch). */
export function readPageData(): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : undefined;
}
