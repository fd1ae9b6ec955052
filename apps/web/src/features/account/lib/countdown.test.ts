import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

const seconds = (s: number) => s * 1000;
const hours = (h: number) => h * 3_600_000;

describe('formatCountdown', () => {
  it('shows days, hours and minutes while more than a day is left', () => {
    expect(formatCountdown(hours(72))).toBe('3d 00h 00m');
    expect(formatCountdown(hours(28) + seconds(10 * 60 + 59))).toBe('1d 04h 10m');
  });

  it('shows hours, minutes and seconds in the last day', () => {
    expect(formatCountdown(hours(24) - 1)).toBe('23h 59m 59s');
    expect(formatCountdown(seconds(65))).toBe('00h 01m 05s');
  });

  it('stops at zero', () => {
    expect(formatCountdown(0)).toBe('00h 00m 00s');
    expect(formatCountdown(-5000)).toBe('00h 00m 00s');
  });
});
