import { StrictMode, type ReactNode } from 'react';
import { SiteUrlProvider } from '../lib/site-url';
import { Providers } from './providers';
import type { AppStore } from './store';

interface AppFrameProps {
  store: AppStore;
  siteUrl: string;
  /** The router: the browser's, or the server's static one for the request. */
  children: ReactNode;
}

/** Everything around the router, the same on the server and in the browser so hydration matches. */
export function AppFrame({ store, siteUrl, children }: AppFrameProps) {
  return (
    <StrictMode>
      <SiteUrlProvider value={siteUrl}>
        <Providers store={store}>{children}</Providers>
      </SiteUrlProvider>
    </StrictMode>
  );
}
