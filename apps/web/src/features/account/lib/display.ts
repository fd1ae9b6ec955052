import type { SavedAddress } from '@artshop/shared';

/** 'N/A' for a missing or blank value (spec: the read-only cards of My Details). */
export function orNA(value: string | null | undefined): string {
  return typeof value === 'string' && value.trim() !== '' ? value : 'N/A';
}

/** Joins the filled parts (e.g. city and state) with a comma, or 'N/A' when none is filled. */
export function joinOrNA(...parts: (string | null | undefined)[]): string {
  const filled = parts.filter((part): part is string => !!part && part.trim() !== '');
  return filled.length > 0 ? filled.join(', ') : 'N/A';
}

/** An en-IN date in India time; 'Invalid Date' when unparseable, 'N/A' when missing (DESIGN section 4). */
export function formatAccountDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return date.toLocaleDateString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** A saved address on one line, as the checkout joins it (an empty line 2 left out; decision 0084). */
export function savedAddressText(
  address: Pick<SavedAddress, 'street' | 'line2' | 'city' | 'state' | 'zip' | 'country'>,
): string {
  return [address.street, address.line2, address.city, address.state, address.zip, address.country]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
}
