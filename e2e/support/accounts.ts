import { expect, type APIRequestContext } from '@playwright/test';
import { adminCredentials } from '../test-env';

export interface CustomerAccount {
  name: string;
  phone: string;
  email: string;
  password: string;
}

let counter = 0;

/** A customer no other test uses: the suite runs in parallel against one database. */
export function newCustomer(prefix = 'shopper'): CustomerAccount {
  counter += 1;
  const unique = `${process.pid}-${Date.now().toString(36)}-${counter}`;
  return {
    name: 'Asha Rao',
    phone: '98765' + String(10000 + (counter % 90000)).padStart(5, '0'),
    email: `${prefix}-${unique}@e2e.test`,
    password: 'Passw0rd!e2e',
  };
}

/**
 * Signs a customer in through the API. Called with the page's request context, the session
 * cookie lands in the browser context, so the next page load is logged in.
 */
export async function signInCustomer(
  request: APIRequestContext,
  account: CustomerAccount,
): Promise<void> {
  const signup = await request.post('/api/auth/signup', { data: account });
  if (signup.status() === 201) return;
  // Already registered (an earlier call in the same test): sign in instead.
  const signin = await request.post('/api/auth/signin', {
    data: { email: account.email, password: account.password },
  });
  expect(signin.status(), await signin.text()).toBe(200);
}

/** Opens an admin session with the admin the web server was started with. */
export async function signInAdmin(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/admin/signin', { data: adminCredentials });
  expect(response.status(), await response.text()).toBe(200);
}
