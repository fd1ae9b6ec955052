import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordFormSchema,
  changePasswordSchema,
  interestInputSchema,
  profileSchema,
  signinSchema,
  signupSchema,
} from './auth.schema';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('signupSchema', () => {
  const valid = {
    name: 'Asha Rao',
    phone: '9876543210',
    email: 'asha@example.com',
    password: 'secret12',
  };

  it('accepts a valid sign-up and trims the text fields', () => {
    expect(
      signupSchema.parse({ ...valid, name: ' Asha Rao ', email: ' asha@example.com ' }),
    ).toEqual(valid);
  });

  it.each(['Asha Rao', 'आशा राव', 'Zoë Ødegård', 'தமிழ்', 'K. S. Rao', "O'Brien"])(
    'accepts the name %j (letters of any script, dots, apostrophes; decision 0078)',
    (name) => {
      expect(signupSchema.safeParse({ ...valid, name }).success).toBe(true);
    },
  );

  it.each(['Pa$$word1', 'abcdefg1', 'abcdefg@', 'Ünïcödé&'])(
    'accepts the password %j',
    (password) => {
      expect(signupSchema.safeParse({ ...valid, password }).success).toBe(true);
    },
  );

  it.each([
    [{ ...valid, name: undefined }, 'Name is required'],
    [{ ...valid, name: '   ' }, 'Name is required'],
    [{ ...valid, name: 'Al' }, 'Name must be at least 3 characters'],
    [{ ...valid, name: 'x'.repeat(81) }, 'Name must be at most 80 characters'],
    [
      { ...valid, name: 'Asha_Rao' },
      'Names can only have letters, spaces, dots, apostrophes and hyphens (no digits or other symbols)',
    ],
    [
      { ...valid, name: 'Ravi2' },
      'Names can only have letters, spaces, dots, apostrophes and hyphens (no digits or other symbols)',
    ],
    [
      { ...valid, phone: '98765' },
      'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9 (+91 or 0 in front is fine)',
    ],
    [
      { ...valid, phone: '98765432101' },
      'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9 (+91 or 0 in front is fine)',
    ],
    [
      { ...valid, phone: '98765-4321' },
      'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9 (+91 or 0 in front is fine)',
    ],
    [
      { ...valid, phone: undefined },
      'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9 (+91 or 0 in front is fine)',
    ],
    [{ ...valid, email: 'asha' }, 'Please enter a valid email address.'],
    [{ ...valid, email: 'asha@example' }, 'Please enter a valid email address.'],
    [{ ...valid, email: 'asha@example.c' }, 'Please enter a valid email address.'],
    [{ ...valid, email: 'as ha@example.com' }, 'Please enter a valid email address.'],
    [{ ...valid, email: undefined }, 'Please enter a valid email address.'],
    [{ ...valid, password: '' }, 'Password is required'],
    [{ ...valid, password: 'abc1' }, 'Password must be at least 8 characters'],
    [{ ...valid, password: `a1${'x'.repeat(127)}` }, 'Password must be at most 128 characters'],
    [{ ...valid, password: '12345678' }, 'Password must contain at least 1 letter'],
    [
      { ...valid, password: 'abcdefgh' },
      'Password must contain at least 1 number or special character (@$!%*?&)',
    ],
    [null, 'Please send a name, a phone number, an email and a password'],
  ])('refuses %j with the spec message', (input, message) => {
    expect(firstMessage(signupSchema, input)).toBe(message);
  });
});

describe('signinSchema', () => {
  it('needs a valid email and a non-empty password', () => {
    expect(signinSchema.parse({ email: 'A@Example.com', password: 'x' })).toEqual({
      email: 'A@Example.com',
      password: 'x',
    });
    expect(firstMessage(signinSchema, { email: 'nope', password: 'x' })).toBe(
      'Please enter a valid email address.',
    );
    expect(firstMessage(signinSchema, { email: 'a@example.com', password: '' })).toBe(
      'Password is required',
    );
    expect(firstMessage(signinSchema, { email: 'a@example.com' })).toBe('Password is required');
  });
});

describe('profileSchema', () => {
  const valid = {
    name: 'Asha',
    phone: '9876543210',
    address: { street: '1 MG Road', city: 'Pune', state: 'MH', zip: '411001', country: 'France' },
  };

  it('accepts a profile (the country is accepted here and ignored by the server)', () => {
    expect(profileSchema.parse(valid)).toEqual({
      ...valid,
      address: { ...valid.address, state: 'Maharashtra' },
    });
  });

  it('takes the state and PIN code by the checkout’s rules: the list’s name is stored', () => {
    expect(profileSchema.parse(valid).address?.state).toBe('Maharashtra');
    const cleared = profileSchema.parse({ ...valid, address: { state: '', zip: '' } });
    expect(cleared.address).toMatchObject({ state: '', zip: '' });
  });

  it('lets the phone and the zip be emptied', () => {
    const parsed = profileSchema.parse({ ...valid, phone: '', address: { zip: '' } });
    expect(parsed.phone).toBe('');
    expect(parsed.address?.zip).toBe('');
  });

  it.each([
    [{ ...valid, name: '' }, 'Name is required'],
    [{ ...valid, name: '  ' }, 'Name is required'],
    [{ ...valid, name: undefined }, 'Name is required'],
    [
      { ...valid, phone: '123' },
      'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9 (+91 or 0 in front is fine)',
    ],
    [{ ...valid, address: { zip: '4110' } }, 'Enter a valid 6-digit PIN code'],
    [{ ...valid, address: { zip: '011001' } }, 'A PIN code never starts with 0'],
    [
      { ...valid, address: { state: 'Atlantis' } },
      'Choose a state or union territory from the list',
    ],
    [
      { ...valid, address: { city: 'x'.repeat(201) } },
      'Address fields must be at most 200 characters',
    ],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(profileSchema, input)).toBe(message);
  });
});

describe('changePasswordSchema', () => {
  it('needs the current password and a new one of 8+ characters', () => {
    expect(
      changePasswordSchema.safeParse({ oldPassword: 'a', newPassword: '12345678' }).success,
    ).toBe(true);
    expect(firstMessage(changePasswordSchema, { oldPassword: '', newPassword: '12345678' })).toBe(
      'Current password is required',
    );
    expect(firstMessage(changePasswordSchema, { newPassword: '12345678' })).toBe(
      'Current password is required',
    );
    expect(firstMessage(changePasswordSchema, { oldPassword: 'a', newPassword: '1234567' })).toBe(
      'New password must be at least 8 characters',
    );
  });

  it('has a form variant that says when the confirmation differs', () => {
    expect(
      firstMessage(changePasswordFormSchema, {
        oldPassword: 'a',
        newPassword: '12345678',
        confirmPassword: '12345679',
      }),
    ).toBe('New passwords do not match');
  });
});

describe('interestInputSchema', () => {
  it('needs a productID', () => {
    expect(interestInputSchema.parse({ productID: ' abc ' })).toEqual({ productID: 'abc' });
    expect(firstMessage(interestInputSchema, {})).toBe('productID is required');
    expect(firstMessage(interestInputSchema, { productID: '' })).toBe('productID is required');
  });
});
