import { describe, expect, it } from 'vitest';
import {
  adminSigninResultSchema,
  adminSigninVerifySchema,
  adminTwoFactorDisableSchema,
} from './admin-two-factor.schema';

const firstMessage = (schema: typeof adminTwoFactorDisableSchema, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('adminSigninVerifySchema', () => {
  it('trims the code and asks for one when it is missing or blank', () => {
    expect(adminSigninVerifySchema.parse({ code: ' 123 456 ' })).toEqual({ code: '123 456' });
    for (const input of [{}, { code: '  ' }, null, { code: 5 }]) {
      expect(adminSigninVerifySchema.safeParse(input).error?.issues[0]?.message).toBe(
        'Please enter the code.',
      );
    }
  });
});

describe('adminTwoFactorDisableSchema', () => {
  it('takes a code or a password', () => {
    expect(adminTwoFactorDisableSchema.parse({ code: '123456' })).toEqual({ code: '123456' });
    expect(adminTwoFactorDisableSchema.parse({ password: ' pass ' })).toEqual({
      password: ' pass ',
    });
  });

  it.each([[{}], [{ code: '' }], [{ code: '  ', password: '' }], [null]])(
    'asks for a proof for %o',
    (input) => {
      expect(firstMessage(adminTwoFactorDisableSchema, input)).toBe(
        'Enter a current code or your password to turn two-factor sign-in off.',
      );
    },
  );
});

describe('adminSigninResultSchema', () => {
  it('is a session or the second step', () => {
    const admin = { name: 'Meera', email: 'm@example.com' };
    expect(adminSigninResultSchema.parse({ message: 'ok', admin })).toEqual({
      message: 'ok',
      admin,
    });
    expect(adminSigninResultSchema.parse({ twoFactorRequired: true, message: 'code' })).toEqual({
      twoFactorRequired: true,
      message: 'code',
    });
  });
});
