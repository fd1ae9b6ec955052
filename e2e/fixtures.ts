import { test as base } from '@playwright/test';
import { newCustomer, signInAdmin, signInCustomer, type CustomerAccount } from './support/accounts';
import { hydrationFailure, watchHydration } from './support/hydration';

export { expect } from '@playwright/test';
export { expectNoSeriousA11yViolations } from './support/a11y';
export { newCustomer, type CustomerAccount } from './support/accounts';

/**
 * A test that the phone layout adds nothing to: a back-office flow, or a check of what the server
 * answers (HTML without JavaScript, sitemap, 404s) or of a message that no layout changes (a wrong
 * password, a used email). It runs on the desktop project only (playwright.config.ts, decision
 * 0098). Tests of a phone layout (the drawer, the menu, cards instead of tables, forms on a narrow
 * screen) and every shopper journey run on both.
 */
export const desktopOnly = { tag: '@desktop-only' };

type LoginAs = {
  /** A fresh customer (or the given one), signed in; returns the account used. */
  (who?: 'customer' | CustomerAccount): Promise<CustomerAccount>;
  /** The run's admin, signed in to the back-office. */
  (who: 'admin'): Promise<void>;
};

export const test = base.extend<{ loginAs: LoginAs }>({
  // Every test fails after it ran if React reported a hydration problem on any of its pages
  // (decision 0061): a mismatch redraws the page in the browser and throws the server's HTML away.
  page: async ({ page }, use) => {
    const seen = watchHydration(page.context());
    await use(page);
    if (seen.length) throw hydrationFailure(seen);
  },
  loginAs: async ({ page }, use) => {
    const loginAs = (async (who: 'customer' | 'admin' | CustomerAccount = 'customer') => {
      if (who === 'admin') return signInAdmin(page.request);
      const account = who === 'customer' ? newCustomer() : who;
      await signInCustomer(page.request, account);
      return account;
    }) as LoginAs;
    await use(loginAs);
  },
});
