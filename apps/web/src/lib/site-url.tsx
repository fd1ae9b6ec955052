import { createContext, useContext, type ReactNode } from 'react';

/**
 * The shop's public origin (PUBLIC_URL, e.g. `https://stoneart.in`, no trailing slash) for canonical
 * links, Open Graph URLs and JSON-LD. The server renders with its configured value and writes the same
 * value into the page, so the client's first render (hydration) uses exactly what the server used.
 */
const SiteUrlContext = createContext<string>('');

export function SiteUrlProvider({ value, children }: { value: string; children: ReactNode }) {
  return <SiteUrlContext.Provider value={value}>{children}</SiteUrlContext.Provider>;
}

/** The public origin; '' only outside a provider (unit tests), where links stay relative. */
export function useSiteUrl(): string {
  return useContext(SiteUrlContext);
}

/** `path` on the shop's origin; an absolute URL (an image on a CDN) is returned as it is. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}
