import { describe, expect, it } from 'vitest';
import { formatIndiaDate, formatIndiaDateTime } from './dates';

describe('formatIndiaDate', () => {
  it('writes the date with a short month in India time', () => {
    expect(formatIndiaDate('2026-11-23T10:00:00.000Z')).toBe('23 Nov 2026');
    // 19:00 UTC on 31 Dec is already New Year's Day in India.
    expect(formatIndiaDate('2025-12-31T19:00:00.000Z')).toBe('1 Jan 2026');
  });

  it("shows 'Invalid Date', or the given text, for a value that is not a date", () => {
    expect(formatIndiaDate('not a date')).toBe('Invalid Date');
    expect(formatIndiaDate('not a date', '')).toBe('');
  });
});

describe('formatIndiaDateTime', () => {
  it('adds the time of day in India time', () => {
    expect(formatIndiaDateTime('2026-11-23T10:00:00.000Z')).toBe('23 Nov 2026, 3:30 pm');
    expect(formatIndiaDateTime('not a date')).toBe('Invalid Date');
  });
});
