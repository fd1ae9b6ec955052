import { describe, expect, it } from 'vitest';
import {
  adminChangePasswordFormSchema,
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
  it('takes a code, never the password (decision 0071)', () => {
    expect(adminTwoFactorDisableSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
    expect(adminTwoFactorDisableSchema.parse({ code: '123456', password: 'pass' })).toEqual({
      code: '123456',
    });
  });

  it.each([[{}], [{ code: '' }], [{ code: '  ' }], [{ password: 'secret123' }], [null]])(
    'asks for a code for %o',
    (input) => {
      expect(firstMessage(adminTwoFactorDisableSchema, input)).toBe(
        'Enter a current code or a recovery code to turn two-factor sign-in off.',
      );
    },
  );
});

describe('adminChangePasswordFormSchema', () => {
  it('takes the passwords and an optional code, and checks the confirmation', () => {
    const form = {
      oldPassword: 'old-pass1',
      newPassword: 'new-pass1',
      confirmPassword: 'new-pass1',
    };
    expect(adminChangePasswordFormSchema.parse({ ...form, code: ' 123 456 ' })).toMatchObject({
      code: '123 456',
    });
    expect(adminChangePasswordFormSchema.parse(form)).not.toHaveProperty('code');
    expect(
      adminChangePasswordFormSchema.safeParse({ ...form, confirmPassword: 'other' }).error
        ?.issues[0]?.message,
    ).toBe('New passwords do not match');
  });
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
