import { z } from 'zod';
import { orderStatsSchema } from '../orders/admin-order.schema';
import { ACCOUNT_EMAIL_MAX, PASSWORD_MAX } from '../auth/auth.schema';

/** The admin sign-in and layout's words (spec sections 2, 5 and 8) and the guard's answers. */
export const adminSessionMessages = {
  // Spec section 5 'Admin sign-in': both fields required.
  fillAllFields: 'Please fill in all fields.',
  // Spec section 8 'Admin sign-in'; also the answer for a known user who is not an admin (DESIGN 4).
  invalidCredentials: 'Invalid email or password.',
  signedIn: 'Admin login successful.',
  // Spec section 2 'Admin sign-in'.
  alreadySignedIn: 'Already logged in as admin.',
  // The guard (DESIGN section 4): no admin session at all, or a signed-in customer.
  loginRequired: 'Please log in as an admin to continue.',
  adminsOnly: 'Admins only. Please log in with an admin account.',
  // Spec section 2 'Admin shared layout'.
  title: 'Admin Dashboard',
  systemStatus: 'System Status: Online',
  logoutFailed: 'Could not log out. Please try again.',
} as const;

const m = adminSessionMessages;

/**
 * `POST /api/admin/signin` body. Only 'filled in' is checked here: a malformed email cannot belong
 * to an admin, so it gets the same 401 as a wrong password and reveals nothing.
 */
export const adminSigninSchema = z.object(
  {
    email: z
      .string({ error: m.fillAllFields })
      .trim()
      .min(1, m.fillAllFields)
      .max(ACCOUNT_EMAIL_MAX, m.invalidCredentials),
    // Never trimmed: spaces are part of a password. Bounded because every try is hashed.
    password: z
      .string({ error: m.fillAllFields })
      .min(1, m.fillAllFields)
      .max(PASSWORD_MAX, m.invalidCredentials),
  },
  { error: m.fillAllFields },
);
export type AdminSigninInput = z.infer<typeof adminSigninSchema>;

/** The admin as the layout shows it (spec section 6: an admin object with name and email). */
export const adminProfileSchema = z.object({ name: z.string(), email: z.string() });
export type AdminProfile = z.infer<typeof adminProfileSchema>;

export const adminSigninResponseSchema = z.object({
  message: z.string(),
  admin: adminProfileSchema,
});
export type AdminSigninResponse = z.infer<typeof adminSigninResponseSchema>;

/** `GET /api/admin`. */
export const adminSessionResponseSchema = z.object({ admin: adminProfileSchema });
export type AdminSessionResponse = z.infer<typeof adminSessionResponseSchema>;

/** `GET /api/admin/stats`: the sidebar's order figures, computed from the orders table. */
export const adminStatsResponseSchema = z.object({ orders: orderStatsSchema });
export type AdminStatsResponse = z.infer<typeof adminStatsResponseSchema>;
