import { formatIndiaDate } from '../../../lib/dates';

/** A review's date in India time (DESIGN section 4), e.g. '5 Mar 2025'; none if unreadable. */
export const formatReviewDate = (iso: string): string => formatIndiaDate(iso, '');
