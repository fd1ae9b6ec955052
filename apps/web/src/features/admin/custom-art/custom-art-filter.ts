import {
  customArtReference,
  offerAdminUi,
  type CustomArt,
  type CustomArtStatus,
} from '@artshop/shared';

/** The list's status filter (spec section 2): everything, or one status. */
export type CustomArtFilter = 'all' | CustomArtStatus;

export const CUSTOM_ART_FILTERS: readonly { value: CustomArtFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
];

export function fullName(request: Pick<CustomArt, 'firstName' | 'lastName'>): string {
  return `${request.firstName} ${request.lastName}`.trim();
}

/**
 * The requests matching the status filter and the search: a case-insensitive substring of the
 * name, email, phone, description or the reference the sender was given ('CA-1A2B3C4D', decision
 * 0081). Spaces in a typed phone number are ignored ('98765 43210').
 */
export function filterCustomArt(
  requests: readonly CustomArt[],
  filter: CustomArtFilter,
  query: string,
): CustomArt[] {
  const needle = query.trim().toLowerCase();
  const digits = needle.replace(/[\s-]/g, '');
  return requests.filter((request) => {
    if (filter !== 'all' && request.status !== filter) return false;
    if (!needle) return true;
    return (
      fullName(request).toLowerCase().includes(needle) ||
      request.email.toLowerCase().includes(needle) ||
      (digits !== '' && request.phone.includes(digits)) ||
      request.description.toLowerCase().includes(needle) ||
      customArtReference(request.id).toLowerCase().includes(needle)
    );
  });
}

export function statusLabel(status: CustomArtStatus): string {
  return status === 'completed' ? 'Completed' : 'Pending';
}

const QUOTE_WORDS = 40;

/** What a quote is for, as the server titles it: 'Custom stone art: <the request's first words>'. */
export function quoteTitle(request: Pick<CustomArt, 'description'>): string {
  const words = request.description.trim().slice(0, QUOTE_WORDS).trim();
  return words ? `${offerAdminUi.customArtTitle}: ${words}` : offerAdminUi.customArtTitle;
}
