import { test as base } from '@playwright/test';
import { newCustomer, signInAdmin, signInCustomer, type CustomerAccount } from './support/accounts';

export { expect } from '@playwright/test';
export { expectNoSeriousA11yViolations } from './support/a11y';
export { newCustomer, type CustomerAccount } from './support/accounts';

type LoginAs = {
  /** A fresh customer (or the given one), signed in; returns the account used. */
  (who?: 'customer' | CustomerAccount): Promise<CustomerAccount>;
  /** The run's admin, signed in to the back-office. */
  (who: 'admin'): Promise<void>;
};

export const test = base.extend<{ loginAs: LoginAs }>({
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
