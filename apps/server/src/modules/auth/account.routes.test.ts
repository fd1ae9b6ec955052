import { authMessages, orderMessages } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/use-test-app';
import { createSignedInCustomer } from '../../test/factories/users';

describe('account routes', () => {
  let t: TestApp;
  useTestApp(buildTestApp, (built) => (t = built));

  const me = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/user/me', headers });
  const saveProfile = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/user', payload: payload as object, headers });

  it('documents the account calls in the OpenAPI page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/signup',
        '/api/auth/signin',
        '/api/auth/signout',
        '/api/auth/changepassword',
        '/api/user/me',
        '/api/user',
        '/api/user/interested-buyer',
      ]),
    );
  });

  describe('GET /api/user/me', () => {
    it('returns the user for the session cookie and for a Bearer header', async () => {
      const { user, token, cookie } = await createSignedInCustomer(t.db, {
        name: 'Meera Iyer',
        street: '12 Lake Road',
      });
      const variants: Record<string, string>[] = [{ cookie }, { authorization: `Bearer ${token}` }];
      for (const headers of variants) {
        const response = await me(headers);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json()).toEqual({
          user: {
            id: user.id,
            name: 'Meera Iyer',
            email: user.email,
            phone: '9876543210',
            role: 'customer',
            isSubscribed: false,
            emailVerified: true,
            address: {
              street: '12 Lake Road',
              city: null,
              state: null,
              zip: null,
              country: 'India',
            },
            createdAt: user.createdAt.toISOString(),
          },
        });
      }
    });

    it.each([
      ['no token', {}],
      ['an unknown cookie', { cookie: 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
      ['a junk Bearer header', { authorization: 'Bearer undefined' }],
    ])('answers 401 with %s', async (_label, headers: Record<string, string>) => {
      const response = await me(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Please log in to continue.',
      });
    });
  });

  describe('POST /api/user', () => {
    const profile = {
      name: 'Meera K Iyer',
      phone: '9123456780',
      address: {
        street: '5 Hill View',
        city: 'Pune',
        state: 'MH',
        zip: '411001',
        country: 'France',
      },
    };

    it('updates the profile and keeps the country India whatever is sent', async () => {
      const { cookie } = await createSignedInCustomer(t.db);
      const response = await saveProfile(profile, { cookie });
      expect(response.statusCode).toBe(200);
      // The state as the list names it, as the checkout stores it (decision 0090).
      expect(response.json().user).toMatchObject({
        ...profile,
        address: { ...profile.address, state: 'Maharashtra', country: 'India' },
      });
      // The change is stored, not only echoed.
      expect((await me({ cookie })).json().user.address.country).toBe('India');
      expect((await me({ cookie })).json().user.name).toBe('Meera K Iyer');
    });

    it('clears a field sent empty and keeps a field left out', async () => {
      const { cookie } = await createSignedInCustomer(t.db, { city: 'Agra', street: 'Old Street' });
      const response = await saveProfile({ name: 'Someone', address: { street: '' } }, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({
        phone: '9876543210',
        address: { street: null, city: 'Agra', country: 'India' },
      });
    });

    it.each([
      [{ ...profile, name: '' }, 'Name is required'],
      [{ ...profile, name: '   ' }, 'Name is required'],
      [{ ...profile, name: undefined }, 'Name is required'],
      [{ ...profile, phone: '12345' }, authMessages.phoneInvalid],
      [{ ...profile, address: { ...profile.address, zip: '12' } }, orderMessages.zipInvalid],
      [
        { ...profile, address: { ...profile.address, zip: '011001' } },
        orderMessages.zipLeadingZero,
      ],
      [{ ...profile, address: { ...profile.address, state: 'XX' } }, orderMessages.stateInvalid],
    ])('answers 400 for %j', async (payload, message) => {
      const { cookie } = await createSignedInCustomer(t.db);
      const response = await saveProfile(payload, { cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('answers 401 without a session', async () => {
      const response = await saveProfile(profile);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Please log in to continue.');
    });
  });
});
