import {
  ACCOUNT_NAME_MIN,
  ACCOUNT_NAME_PATTERN,
  PASSWORD_DIGIT_OR_SPECIAL_PATTERN,
  PASSWORD_LETTER_PATTERN,
  PASSWORD_MIN,
  PHONE_PATTERN,
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

/** The six lines of the live checklist (spec section 5), in the spec's order, for the typed values. */
export function signupChecklistLines({ name, phone, password }: SignupValues): ChecklistLine[] {
  const trimmedName = name.trim();
  return [
    { label: signupChecklist.nameLength, met: trimmedName.length >= ACCOUNT_NAME_MIN },
    {
      label: signupChecklist.nameCharacters,
      met: trimmedName !== '' && ACCOUNT_NAME_PATTERN.test(trimmedName),
    },
    { label: signupChecklist.phoneDigits, met: PHONE_PATTERN.test(phone.trim()) },
    { label: signupChecklist.passwordLetter, met: PASSWORD_LETTER_PATTERN.test(password) },
    {
      label: signupChecklist.passwordDigitOrSpecial,
      met: PASSWORD_DIGIT_OR_SPECIAL_PATTERN.test(password),
    },
    { label: signupChecklist.passwordLength, met: password.length >= PASSWORD_MIN },
  ];
}
