import { createSignedInAdmin, createSignedInCustomer } from './factories/users';
import { buildTestApp, type TestApp } from './build-test-app';

export interface AdminTestApp {
  t: TestApp;
  /** `cookie` header of an admin session. */
  admin: string;
  /** `cookie` header of a customer session, for the 403 checks. */
  customer: string;
}

/** A fresh app with an admin and a customer signed in: the start of a test of admin routes. */
export async function buildAdminTestApp(): Promise<AdminTestApp> {
  const t = await buildTestApp();
  const { cookie: admin } = await createSignedInAdmin(t.db);
  const { cookie: customer } = await createSignedInCustomer(t.db);
  return { t, admin, customer };
}
