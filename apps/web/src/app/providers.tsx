import { useEffect, type ReactNode } from 'react';
import { authApi } from '../features/auth/auth.api';
import { CartLoader } from '../features/cart/components/cart-loader';
import { TestModeBanner } from '../features/site-config/test-mode-banner';
import { StoreProvider } from '../store/store-context';
import { AppToaster } from './app-toaster';
import type { AppStore } from './store';

interface ProvidersProps {
  store: AppStore;
  children: ReactNode;
}

export function Providers({ store, children }: ProvidersProps) {
  useEffect(() => {
    // The SPA learns the session from the server, never by reading the cookie (DESIGN section 4).
    // A 401 simply means a visitor: the auth slice clears the login and nothing is shown.
    const session = store.dispatch(authApi.endpoints.me.initiate());
    return () => session.unsubscribe();
  }, [store]);

  return (
    <StoreProvider store={store}>
      <CartLoader />
      {/* Above the page, in its flow: it never covers content (decision 0081). */}
      <TestModeBanner />
      {children}
      <AppToaster />
    </StoreProvider>
  );
}
