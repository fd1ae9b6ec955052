import { describe, expect, it } from 'vitest';
import { customArtFieldsSchema, customArtStatusInputSchema } from './custom-art.schema';

const valid = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  phone: '9876543210',
};

const firstMessage = (input: unknown) =>
  customArtFieldsSchema.safeParse(input).error?.issues[0]?.message;

describe('customArtFieldsSchema', () => {
  it('trims the fields and makes the description optional', () => {
    expect(customArtFieldsSchema.parse({ ...valid, firstName: ' Asha ' })).toEqual({
      ...valid,
      description: '',
    });
  });

  it.each([
    [{ ...valid, firstName: undefined }, 'First name is required'],
    [{ ...valid, lastName: ' ' }, 'Last name is required'],
    [{ ...valid, email: 'asha@example' }, 'Please enter a valid email address'],
    [
      { ...valid, phone: '987654321' },
      'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9 (+91 or 0 in front is fine)',
    ],
    [
      { ...valid, phone: 9876543210 },
      'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9 (+91 or 0 in front is fine)',
    ],
    [
      { ...valid, description: 'x'.repeat(2001) },
      'The description must be at most 2000 characters',
    ],
  ])('refuses %o', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe('customArtStatusInputSchema', () => {
  it('accepts only pending and completed', () => {
    expect(customArtStatusInputSchema.parse({ status: 'completed' })).toEqual({
      status: 'completed',
    });
    expect(customArtStatusInputSchema.safeParse({ status: 'done' }).error?.issues[0]?.message).toBe(
      "Status must be 'pending' or 'completed'",
    );
  });
});
