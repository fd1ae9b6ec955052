import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { profileSchema, signupSchema } from '../auth/auth.schema';
import { customArtFieldsSchema } from '../custom-art/custom-art.schema';
import { formMessages } from '../messages/forms';
import { checkoutFormSchema } from '../orders/checkout.schema';
import { productReviewInputSchema, websiteReviewInputSchema } from '../reviews/review.schema';
import {
  nameAndPhoneMessages,
  normaliseIndianMobile,
  normalisePersonName,
} from './names-and-phones';

// Decision 0078: names and mobile numbers as people in India write them.

const NAME_RULE =
  'Names can only have letters, spaces, dots, apostrophes and hyphens (no digits or other symbols)';
const PHONE_RULE =
  'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9 (+91 or 0 in front is fine)';

const firstMessage = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

const signup = {
  name: 'Asha Rao',
  phone: '9876543210',
  email: 'asha@example.in',
  password: 'x1234567',
};
const customArt = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  phone: '9876543210',
};
const checkout = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  street: '1 MG Road',
  line2: '',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
  country: 'India',
};

describe('the messages', () => {
  it('say what a name and a phone may be', () => {
    expect(nameAndPhoneMessages).toEqual({ nameCharacters: NAME_RULE, phoneInvalid: PHONE_RULE });
  });
});

describe('names', () => {
  const accepted = [
    'K. S. Rao',
    "Anita D'Souza",
    'Anita D’Souza',
    'Mary-Ann Pinto',
    'अनीता शर्मा',
    'ஆனந்த் குமார்',
    'সৌমিত্র চট্টোপাধ্যায়',
    'Zoë Ødegård',
    // Malayalam written with the zero-width joiner (older chillu letters).
    'അന്\u200Dവര്\u200D',
  ];

  it.each(accepted)('takes %j on every form that asks for a name', (name) => {
    expect(signupSchema.parse({ ...signup, name }).name).toBe(name);
    expect(profileSchema.parse({ name }).name).toBe(name);
    expect(customArtFieldsSchema.parse({ ...customArt, firstName: name }).firstName).toBe(name);
    expect(checkoutFormSchema.parse({ ...checkout, name }).name).toBe(name);
    expect(productReviewInputSchema.parse({ name, review: 'Lovely', rating: 5 }).name).toBe(name);
    expect(
      websiteReviewInputSchema.parse({ reviewUserName: name, reviewContent: 'Lovely' })
        .reviewUserName,
    ).toBe(name);
  });

  it('trims and collapses inner spaces (tabs and no-break spaces too)', () => {
    expect(normalisePersonName('  K.\u00a0S.   Rao\t')).toBe('K. S. Rao');
    expect(signupSchema.parse({ ...signup, name: '  Anita   D’Souza ' }).name).toBe(
      'Anita D’Souza',
    );
    expect(checkoutFormSchema.parse({ ...checkout, name: 'K.  S.  Rao' }).name).toBe('K. S. Rao');
  });

  it('stores one composed form of a name typed in decomposed letters', () => {
    const decomposed = 'Zoe\u0308';
    expect(normalisePersonName(decomposed)).toBe('Zoë');
    expect(signupSchema.parse({ ...signup, name: `${decomposed} Rao` }).name).toBe('Zoë Rao');
  });

  it.each([
    'Ravi2',
    'Asha_Rao',
    'Asha@Rao',
    'Asha (Pune)',
    'Asha, Rao',
    'राम१',
    '.Asha',
    '-Rao',
    'https://spam.example',
  ])('refuses %j with the rule of names', (name) => {
    expect(firstMessage(signupSchema, { ...signup, name })).toBe(NAME_RULE);
    expect(firstMessage(profileSchema, { name })).toBe(NAME_RULE);
    expect(firstMessage(customArtFieldsSchema, { ...customArt, lastName: name })).toBe(NAME_RULE);
    expect(firstMessage(checkoutFormSchema, { ...checkout, name })).toBe(NAME_RULE);
    expect(firstMessage(productReviewInputSchema, { name, review: 'Lovely', rating: 5 })).toBe(
      NAME_RULE,
    );
  });

  it('keeps each form’s bounds and messages', () => {
    expect(firstMessage(signupSchema, { ...signup, name: '   ' })).toBe('Name is required');
    expect(firstMessage(signupSchema, { ...signup, name: 'K.' })).toBe(
      'Name must be at least 3 characters',
    );
    expect(firstMessage(signupSchema, { ...signup, name: 'a'.repeat(81) })).toBe(
      'Name must be at most 80 characters',
    );
    expect(firstMessage(profileSchema, { name: 'Al' })).toBe('Name must be at least 3 characters');
    expect(firstMessage(checkoutFormSchema, { ...checkout, name: '' })).toBe(
      'Full name is required',
    );
    expect(firstMessage(checkoutFormSchema, { ...checkout, name: 'Al' })).toBe(
      'Name must be at least 3 characters',
    );
    expect(firstMessage(checkoutFormSchema, { ...checkout, name: 'a'.repeat(81) })).toBe(
      'Name must be at most 80 characters',
    );
    // A request's first or last name may be an initial.
    expect(customArtFieldsSchema.parse({ ...customArt, lastName: 'K' }).lastName).toBe('K');
    expect(firstMessage(customArtFieldsSchema, { ...customArt, firstName: ' ' })).toBe(
      'First name is required',
    );
    expect(firstMessage(customArtFieldsSchema, { ...customArt, lastName: 'a'.repeat(81) })).toBe(
      'Names must be at most 80 characters',
    );
    // Eighty letters after the spaces are collapsed is within bounds.
    expect(
      signupSchema.safeParse({ ...signup, name: `${'a'.repeat(40)}    ${'b'.repeat(39)}` }).success,
    ).toBe(true);
  });
});

describe('mobile numbers', () => {
  it.each([
    '9876543210',
    '98765 43210',
    '98765-43210',
    '+91 98765 43210',
    '+91-98765-43210',
    '+919876543210',
    '91 98765 43210',
    '919876543210',
    '098765-43210',
    '0 98765 43210',
    ' 98765\u00a043210 ',
    '98765–43210',
  ])('takes %j as 9876543210', (written) => {
    expect(normaliseIndianMobile(written)).toBe('9876543210');
    expect(signupSchema.parse({ ...signup, phone: written }).phone).toBe('9876543210');
    expect(profileSchema.parse({ name: 'Asha Rao', phone: written }).phone).toBe('9876543210');
    expect(customArtFieldsSchema.parse({ ...customArt, phone: written }).phone).toBe('9876543210');
    expect(checkoutFormSchema.parse({ ...checkout, phone: written }).phone).toBe('9876543210');
  });

  it('keeps a ten-digit number that itself starts with 91 or 0-less', () => {
    expect(normaliseIndianMobile('9198765432')).toBe('9198765432');
    expect(normaliseIndianMobile('6000000000')).toBe('6000000000');
  });

  it.each([
    '12345 67890',
    '5876543210',
    '0123456789',
    '+91 58765 43210',
    '+1 98765 43210',
    '98765 4321',
    '+91 98765 432100',
    '0091 98765 43210',
    '98765.43210',
    '(98765) 43210',
    '9876543210x',
    '९८७६५४३२१०',
  ])('refuses %j with the rule of mobile numbers', (phone) => {
    expect(firstMessage(signupSchema, { ...signup, phone })).toBe(PHONE_RULE);
    expect(firstMessage(profileSchema, { name: 'Asha Rao', phone })).toBe(PHONE_RULE);
    expect(firstMessage(customArtFieldsSchema, { ...customArt, phone })).toBe(PHONE_RULE);
    expect(firstMessage(checkoutFormSchema, { ...checkout, phone })).toBe(PHONE_RULE);
  });

  it('says what an empty field needs on each form', () => {
    expect(firstMessage(signupSchema, { ...signup, phone: '' })).toBe(PHONE_RULE);
    expect(firstMessage(customArtFieldsSchema, { ...customArt, phone: ' ' })).toBe(PHONE_RULE);
    expect(firstMessage(checkoutFormSchema, { ...checkout, phone: '' })).toBe(
      'Phone number is required',
    );
    // My Account may clear the phone (an admin made from the environment has none).
    expect(profileSchema.parse({ name: 'Asha Rao', phone: ' ' }).phone).toBe('');
  });
});

describe('formMessages.fillInToContinue', () => {
  it('names the fields still to fill in', () => {
    expect(formMessages.fillInToContinue(['Password'])).toBe('Fill in Password to continue.');
    expect(formMessages.fillInToContinue(['Full Name', 'Password'])).toBe(
      'Fill in Full Name and Password to continue.',
    );
    expect(formMessages.fillInToContinue(['Full Name', 'Phone Number', 'Password'])).toBe(
      'Fill in Full Name, Phone Number and Password to continue.',
    );
  });
});
