// The shop shows every date in India time (DESIGN section 4), whatever the device's zone.
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

function format(formatter: Intl.DateTimeFormat, iso: string, invalid: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? invalid : formatter.format(date);
}

/**
 * A day with a short month in India time, e.g. '23 Nov 2026'. `invalid` is shown for a value that
 * is not a date: 'Invalid Date' in admin lists (spec section 8), '' under a shopper's review.
 */
export function formatIndiaDate(iso: string, invalid = 'Invalid Date'): string {
  return format(dateFormat, iso, invalid);
}

/** The day and the time in India time, e.g. '23 Nov 2026, 3:30 pm'. */
export function formatIndiaDateTime(iso: string, invalid = 'Invalid Date'): string {
  return format(dateTimeFormat, iso, invalid);
}
