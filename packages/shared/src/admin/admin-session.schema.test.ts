import { describe, expect, it } from 'vitest';
import { adminSigninSchema } from './admin-session.schema';

const firstMessage = (input: unknown) =>
  adminSigninSchema.safeParse(input).error?.issues[0]?.message;

describe('adminSigninSchema', () => {
  it('trims the email and keeps the password as typed', () => {
    expect(adminSigninSchema.parse({ email: ' a@b.in ', password: ' pass ' })).toEqual({
      email: 'a@b.in',
      password: ' pass ',
    });
  });

  it.each([
    [{ email: '', password: 'x' }],
    [{ email: '   ', password: 'x' }],
    [{ email: 'a@b.in', password: '' }],
    [{ email: 'a@b.in' }],
    [{}],
    [null],
    [{ email: 1, password: 'x' }],
  ])("asks to fill in all fields for %o (spec section 5 'Admin sign-in')", (input) => {
    expect(firstMessage(input)).toBe('Please fill in all fields.');
  });

  it('answers an absurdly long field like a wrong password', () => {
    expect(firstMessage({ email: 'a@b.in', password: 'x'.repeat(129) })).toBe(
      'Invalid email or password.',
    );
  });
});
