import { INDIAN_STATES, findIndianState } from '../invoices/indian-states';

export { PIN_CODE_PATTERN } from './pin-code';

/**
 * The words of the address rules every form shares (decision 0084; the profile too, decision
 * 0090), kept here so the account's and the checkout's schemas read them from one place.
 */
export const addressRuleMessages = {
  stateInvalid: 'Choose a state or union territory from the list',
  zipInvalid: 'Enter a valid 6-digit PIN code',
  zipLeadingZero: 'A PIN code never starts with 0',
} as const;

/**
 * The checkout's state choice: every state and union territory of the one list in
 * `invoices/indian-states.ts`, by name, A to Z as a shopper scans a select.
 */
export const INDIAN_STATE_CHOICES: readonly string[] = INDIAN_STATES.map(
  (state) => state.name,
).sort((a, b) => a.localeCompare(b, 'en-IN'));

/**
 * The state's name as the list writes it, for a name or a common spelling ('MH', 'Orissa'); null
 * when it names none. A saved or profile address typed before the select keeps working.
 */
export function indianStateName(text: string | null | undefined): string | null {
  return findIndianState(text)?.name ?? null;
}

/** How many saved addresses the book answers (the most recently used). */
export const ADDRESS_BOOK_MAX = 20;
