import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrors, hasFieldErrors, validate } from './field-errors';

const schema = z
  .object({
    name: z.string().min(1, 'Name is required').max(5, 'Name is too long'),
    email: z.email('Enter a valid email'),
    age: z.number().int('Whole years only').min(18, 'Adults only'),
  })
  .refine((values) => values.name !== 'root', { message: 'Not that name' });

describe('fieldErrors', () => {
  it('keeps the first message of each field, in the schema order', () => {
    const result = schema.safeParse({ name: '', email: 'nope', age: 1.5 });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name is required',
      email: 'Enter a valid email',
      age: 'Whole years only',
    });
  });

  it('leaves out issues that name no field', () => {
    const result = schema.safeParse({ name: 'root', email: 'a@b.co', age: 30 });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({});
  });

  it('names a nested issue by its top-level field', () => {
    const nested = z.object({ address: z.object({ zip: z.string().length(6, 'Six digits') }) });
    const result = nested.safeParse({ address: { zip: '1' } });
    expect(fieldErrors(result.error!)).toEqual({ address: 'Six digits' });
  });
});

describe('validate', () => {
  it('is empty when the values pass', () => {
    expect(validate(schema, { name: 'Asha', email: 'asha@example.com', age: 30 })).toEqual({});
  });

  it('gives the field messages when they do not', () => {
    expect(validate(schema, { name: 'Ashwini', email: 'asha@example.com', age: 12 })).toEqual({
      name: 'Name is too long',
      age: 'Adults only',
    });
  });
});

describe('hasFieldErrors', () => {
  it('ignores cleared fields', () => {
    expect(hasFieldErrors({})).toBe(false);
    expect(hasFieldErrors({ name: undefined })).toBe(false);
    expect(hasFieldErrors({ name: 'Name is required' })).toBe(true);
  });
});
