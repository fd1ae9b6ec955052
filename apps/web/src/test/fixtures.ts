import type { RootState } from '../store/root-state';
import type { AuthUser } from '../features/auth/auth.types';

export const asha: AuthUser = {
  id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'customer',
  isSubscribed: false,
  emailVerified: true,
  address: {
    street: '1 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    zip: '411001',
    country: 'India',
  },
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** Preloaded state for a signed-in customer. */
export const loggedIn = (user: Partial<AuthUser> = {}): Partial<RootState> => ({
  auth: { isLoggedIn: true, user: { ...asha, ...user }, status: 'ready' },
});

/** Preloaded state for a visitor whose session check has answered (no session). */
export const visitor = (): Partial<RootState> => ({
  auth: { isLoggedIn: false, user: null, status: 'ready' },
});

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
