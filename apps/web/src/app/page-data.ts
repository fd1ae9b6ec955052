import { PAGE_DATA_ELEMENT_ID } from '@artshop/shared';

/** What the server hands the browser with a rendered page, in a JSON data block beside #root. */
export interface PageData {
  /** The data layer's cache as the server left it, given back with `hydrateApi`. */
  api: unknown;
  siteUrl: string;
}

/** The server's data for this page, if the server rendered it (else the page is drawn from scratch). */
export function readPageData(): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : undefined;
}
