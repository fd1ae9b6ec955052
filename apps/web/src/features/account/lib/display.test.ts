import { describe, expect, it } from 'vitest';
import { formatAccountDate, joinOrNA, orNA } from './display';

describe('account display helpers', () => {
  it("shows 'N/A' for missing values", () => {
    expect(orNA(null)).toBe('N/A');
    expect(orNA('  ')).toBe('N/A');
    expect(orNA('Pune')).toBe('Pune');
    expect(joinOrNA(null, '')).toBe('N/A');
    expect(joinOrNA('Pune', null)).toBe('Pune');
    expect(joinOrNA('Pune', 'Maharashtra')).toBe('Pune, Maharashtra');
  });

  it('formats dates in en-IN, India time', () => {
    // 20:00 UTC is already the next day in India.
    expect(formatAccountDate('2025-01-01T20:00:00.000Z')).toBe('2 January 2025');
    expect(formatAccountDate('not a date')).toBe('Invalid Date');
    expect(formatAccountDate(undefined)).toBe('N/A');
  });
});
