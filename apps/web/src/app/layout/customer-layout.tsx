import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner';
import { Outlet } from '../../lib/router';
import { ChatButton } from './chat-button';
import { DeferredFooter } from './deferred-footer';
import { SiteHeader } from './site-header';
import { TopBanner } from './top-banner';

/** The frame of every shopper page (not the admin area). */
export function CustomerLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopBanner />
      <SiteHeader />
      <VerifyEmailBanner />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <DeferredFooter />
      <ChatButton />
    </div>
  );
}
