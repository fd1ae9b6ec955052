import { describe, expect, it } from 'vitest';
import { formatTimeLeft, isRunning, shownStatus } from './offer-time';

const minutes = (n: number) => n * 60_000;
const hours = (n: number) => n * minutes(60);

describe('formatTimeLeft', () => {
  it('counts days, hours and minutes while more than a day is left', () => {
    expect(formatTimeLeft(hours(72))).toBe('3d 00h 00m');
    expect(formatTimeLeft(hours(28) + minutes(10) + 59_000)).toBe('1d 04h 10m');
  });

  it('counts hours and minutes under a day, and stops at zero', () => {
    expect(formatTimeLeft(hours(24) - 1)).toBe('23h 59m');
    expect(formatTimeLeft(minutes(5))).toBe('00h 05m');
    expect(formatTimeLeft(0)).toBe('00h 00m');
    expect(formatTimeLeft(-5000)).toBe('00h 00m');
  });
});

describe('shownStatus', () => {
  const now = new Date('2026-11-20T10:00:00.000Z');
  const later = '2026-11-20T11:00:00.000Z';
  const earlier = '2026-11-20T09:59:59.000Z';

  it('keeps the server’s status while the offer runs, and for every settled one', () => {
    expect(shownStatus({ status: 'open', expiresAt: later }, now)).toBe('open');
    expect(shownStatus({ status: 'accepted', expiresAt: later }, now)).toBe('accepted');
    expect(shownStatus({ status: 'paid', expiresAt: earlier }, now)).toBe('paid');
    expect(shownStatus({ status: 'withdrawn', expiresAt: earlier }, now)).toBe('withdrawn');
  });

  it('reads an open or accepted offer past its time as expired', () => {
    expect(shownStatus({ status: 'open', expiresAt: earlier }, now)).toBe('expired');
    expect(shownStatus({ status: 'accepted', expiresAt: earlier }, now)).toBe('expired');
  });

  it('runs a clock only for open and accepted offers', () => {
    expect(isRunning('open')).toBe(true);
    expect(isRunning('accepted')).toBe(true);
    expect(isRunning('expired')).toBe(false);
    expect(isRunning('paid')).toBe(false);
  });
});
