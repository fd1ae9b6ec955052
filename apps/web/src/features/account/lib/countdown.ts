const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const two = (value: number) => String(value).padStart(2, '0');

/**
 * What is left of an offer's validity, e.g. '2d 04h 10m' while more than a day is left, then
 * '04h 10m 05s', and '00h 00m 00s' once it has run out.
 */
export function formatCountdown(msLeft: number): string {
  const left = Math.max(0, msLeft);
  if (left >= DAY) {
    const days = Math.floor(left / DAY);
    const hours = Math.floor((left % DAY) / HOUR);
    const minutes = Math.floor((left % HOUR) / MINUTE);
    return `${days}d ${two(hours)}h ${two(minutes)}m`;
  }
  const hours = Math.floor(left / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const seconds = Math.floor((left % MINUTE) / 1000);
  return `${two(hours)}h ${two(minutes)}m ${two(seconds)}s`;
}
