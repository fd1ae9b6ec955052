import { shippingSettingsMessages, type ShippingSettingsResponse } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { buildAdminTestApp, type AdminTestApp } from '../../test/build-admin-test-app';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';

const URL = '/api/admin/shipping-settings';
const VALID = { minDays: 4, maxDays: 9, codAvailable: true, blockedPinPrefixes: ['744'] };

describe('the shipping settings (back-office)', () => {
  let s: AdminTestApp;
  useTestApp(buildAdminTestApp, (built) => (s = built));

  it('answers the defaults before any save, and that Shiprocket is off', async () => {
    const response = await injectAs(s.t, 'GET', URL, s.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      settings: { minDays: 3, maxDays: 7, codAvailable: false, blockedPinPrefixes: [] },
      shiprocket: false,
    } satisfies ShippingSettingsResponse);
  });

  it('saves them, keeping each prefix once, and answers them on the next read', async () => {
    const saved = await injectAs(s.t, 'PUT', URL, s.admin, {
      ...VALID,
      blockedPinPrefixes: ['744', ' 194101 ', '744'],
    });
    expect(saved.statusCode).toBe(200);
    const expected = { ...VALID, blockedPinPrefixes: ['744', '194101'] };
    expect(saved.json().settings).toEqual(expected);
    expect((await injectAs(s.t, 'GET', URL, s.admin)).json().settings).toEqual(expected);
  });

  it('refuses bad values with a clear message and keeps the saved ones', async () => {
    const cases = [
      [{ minDays: 0 }, shippingSettingsMessages.daysInvalid],
      [{ maxDays: 61 }, shippingSettingsMessages.daysInvalid],
      [{ minDays: 2.5 }, shippingSettingsMessages.daysInvalid],
      [{ minDays: 8, maxDays: 5 }, shippingSettingsMessages.daysOrder],
      [{ blockedPinPrefixes: ['0123'] }, shippingSettingsMessages.prefixInvalid],
      [{ blockedPinPrefixes: ['1234567'] }, shippingSettingsMessages.prefixInvalid],
      [{ blockedPinPrefixes: 'abc' }, shippingSettingsMessages.prefixInvalid],
      [
        { blockedPinPrefixes: Array.from({ length: 201 }, (_, i) => String(100 + i)) },
        shippingSettingsMessages.tooManyPrefixes,
      ],
    ] as const;
    for (const [change, message] of cases) {
      const response = await injectAs(s.t, 'PUT', URL, s.admin, { ...VALID, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message, JSON.stringify(change)).toBe(message);
    }
    expect((await injectAs(s.t, 'GET', URL, s.admin)).json().settings.minDays).toBe(4);
  });

  it('is for admins only', async () => {
    expect((await injectAs(s.t, 'GET', URL, null)).statusCode).toBe(401);
    expect((await injectAs(s.t, 'GET', URL, s.customer)).statusCode).toBe(403);
    expect((await injectAs(s.t, 'PUT', URL, s.customer, VALID)).statusCode).toBe(403);
  });
});
