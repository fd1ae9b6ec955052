import { describe, expect, it } from 'vitest';
import { adminTwoFactorMessages } from '../admin/admin-two-factor.schema';
import { authMessages } from './auth.schema';
import {
  forgotPasswordSchema,
  passwordResetMessages,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from './password-reset';

const token = 'A'.repeat(42) + '_';

function firstMessage(
  schema: typeof resetPasswordSchema | typeof resetPasswordFormSchema | typeof forgotPasswordSchema,
  input: unknown,
): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('forgotPasswordSchema', () => {
  it('needs a valid email, trimmed', () => {
    expect(forgotPasswordSchema.parse({ email: ' a@example.com ' })).toEqual({
      email: 'a@example.com',
    });
    expect(firstMessage(forgotPasswordSchema, { email: 'nope' })).toBe(authMessages.emailInvalid);
    expect(firstMessage(forgotPasswordSchema, null)).toBe(passwordResetMessages.forgotBody);
  });
});

describe('resetPasswordSchema', () => {
  it('takes a 43-character base64url token and a password under the sign-up rules', () => {
    expect(resetPasswordSchema.parse({ token, password: 'secret12' })).toEqual({
      token,
      password: 'secret12',
    });
  });

  it.each([
    [{ token: 'short', password: 'secret12' }, passwordResetMessages.invalidToken],
    [{ token: `${token}=`, password: 'secret12' }, passwordResetMessages.invalidToken],
    [{ password: 'secret12' }, passwordResetMessages.invalidToken],
    [{ token, password: 'abc1' }, authMessages.passwordTooShort],
    [{ token, password: '12345678' }, authMessages.passwordLetter],
    [{ token, password: 'abcdefgh' }, authMessages.passwordDigitOrSpecial],
    [null, passwordResetMessages.resetBody],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(resetPasswordSchema, input)).toBe(message);
  });

  it('takes an optional code for an account with two-factor sign-in on, trimmed and bounded', () => {
    expect(resetPasswordSchema.parse({ token, password: 'secret12', code: ' 123456 ' })).toEqual({
      token,
      password: 'secret12',
      code: '123456',
    });
    expect(
      firstMessage(resetPasswordSchema, { token, password: 'secret12', code: 'x'.repeat(41) }),
    ).toBe(adminTwoFactorMessages.invalidCode);
  });

  it('has a form variant that says when the confirmation differs', () => {
    expect(
      firstMessage(resetPasswordFormSchema, {
        token,
        password: 'secret12',
        confirmPassword: 'secret13',
      }),
    ).toBe(authMessages.passwordsDoNotMatch);
  });
});
