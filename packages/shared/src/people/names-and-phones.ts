import { z } from 'zod';

/**
 * A person's name and an Indian mobile number, as people in India write them (decision 0078). Every
 * form that takes a person's name or a phone builds its field from here, so the rule, the message
 * and what is stored are the same on the form and on the server.
 */
export const nameAndPhoneMessages = {
  nameCharacters:
    'Names can only have letters, spaces, dots, apostrophes and hyphens (no digits or other symbols)',
  phoneInvalid:
    'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9 (+91 or 0 in front is fine)',
} as const;

/**
 * Starts with a letter of any script; then letters with their combining marks (Devanagari, Tamil,
 * Bengali… need the marks), the zero-width joiners some Indian scripts write with, spaces, dots
 * ('K. S. Rao'), apostrophes (' and ’: "D'Souza") and hyphens. No digits, no other symbols.
 */
export const PERSON_NAME_PATTERN = /^\p{L}(?:[\p{L}\p{M} .'’-]|\u200C|\u200D)*$/u;

/** A mobile number as stored: ten digits, the first 6 to 9 (the Indian mobile ranges). */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** The ten digits written with an optional +91, 91 or 0 in front, once spaces and dashes are gone. */
const WRITTEN_MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/;
/** Spaces (of any kind) and the dashes a keyboard or a pasted number may hold. */
const PHONE_SEPARATORS = /[\s\-‐‑‒–—]/gu;

/** One composed form (NFC), inner runs of spaces as one space, no spaces at the ends. */
export function normalisePersonName(value: string): string {
  return value.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/**
 * '+91 98765 43210', '098765-43210' and '98765 43210' all give '9876543210'. Anything that is not
 * an Indian mobile comes back trimmed, for the schema to refuse.
 */
export function normaliseIndianMobile(value: string): string {
  const match = WRITTEN_MOBILE.exec(value.replace(PHONE_SEPARATORS, ''));
  return match?.[1] ?? value.trim();
}

export interface PersonNameRules {
  /** Said when the name is missing or only spaces. */
  required: string;
  max: number;
  tooLong: string;
  /** Default 1. */
  min?: number;
  /** Said under `min` characters; default `required`. */
  tooShort?: string;
}

/** A person's name field, normalised (normalisePersonName) before its rules are checked. */
export function personNameSchema({
  required,
  max,
  tooLong,
  min = 1,
  tooShort = required,
}: PersonNameRules) {
  return z
    .string({ error: required })
    .overwrite(normalisePersonName)
    .min(1, required)
    .min(min, tooShort)
    .max(max, tooLong)
    .regex(PERSON_NAME_PATTERN, nameAndPhoneMessages.nameCharacters);
}

/**
 * A required mobile number, stored as its ten digits (normaliseIndianMobile). With `required`, an
 * empty field says that instead of the number's rule.
 */
export function indianMobileSchema(required: string = nameAndPhoneMessages.phoneInvalid) {
  return z
    .string({ error: required })
    .overwrite(normaliseIndianMobile)
    .min(1, required)
    .regex(INDIAN_MOBILE_PATTERN, nameAndPhoneMessages.phoneInvalid);
}

/** A mobile number that may be left empty ('' stays ''); otherwise as indianMobileSchema. */
export function optionalIndianMobileSchema() {
  return z
    .string({ error: nameAndPhoneMessages.phoneInvalid })
    .overwrite(normaliseIndianMobile)
    .refine(
      (value) => value === '' || INDIAN_MOBILE_PATTERN.test(value),
      nameAndPhoneMessages.phoneInvalid,
    );
}
