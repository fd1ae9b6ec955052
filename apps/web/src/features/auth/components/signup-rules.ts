import {
  ACCOUNT_NAME_MIN,
  INDIAN_MOBILE_PATTERN,
  normaliseIndianMobile,
  normalisePersonName,
  PASSWORD_DIGIT_OR_SPECIAL_PATTERN,
  PASSWORD_LETTER_PATTERN,
  PASSWORD_MIN,
  PERSON_NAME_PATTERN,
  signupChecklist,
} from '@artshop/shared';

export interface SignupValues {
  name: string;
  phone: string;
  email: string;
  password: string;
}

export interface ChecklistLine {
  label: string;
  met: boolean;
}

/** The fields the checklist has lines for; the email has its own message instead. */
export type ChecklistField = 'name' | 'phone' | 'password';

/**
 * The live checklist's lines (spec section 5) field by field, each shown under its own field
 * (decision 0078), judged as the server will: on the name and phone as the schema tidies them.
 */
export function signupRuleLines({
  name,
  phone,
  password,
}: SignupValues): Record<ChecklistField, ChecklistLine[]> {
  const tidyName = normalisePersonName(name);
  return {
    name: [
      { label: signupChecklist.nameLength, met: tidyName.length >= ACCOUNT_NAME_MIN },
      {
        label: signupChecklist.nameCharacters,
        met: tidyName !== '' && PERSON_NAME_PATTERN.test(tidyName),
      },
    ],
    phone: [
      {
        label: signupChecklist.phoneDigits,
        met: INDIAN_MOBILE_PATTERN.test(normaliseIndianMobile(phone)),
      },
    ],
    password: [
      { label: signupChecklist.passwordLetter, met: PASSWORD_LETTER_PATTERN.test(password) },
      {
        label: signupChecklist.passwordDigitOrSpecial,
        met: PASSWORD_DIGIT_OR_SPECIAL_PATTERN.test(password),
      },
      { label: signupChecklist.passwordLength, met: password.length >= PASSWORD_MIN },
    ],
  };
}

/** The six lines of the live checklist, in the spec's order, for the typed values. */
export function signupChecklistLines(values: SignupValues): ChecklistLine[] {
  const { name, phone, password } = signupRuleLines(values);
  return [...name, ...phone, ...password];
}
