import { describe, expect, it } from 'vitest';
import { createMemoryFailedSigninCounter } from './failed-signins';

function counterWithClock(max = 3, windowMs = 1000, maxKeys?: number) {
  const clock = { now: 10_000 };
  const counter = createMemoryFailedSigninCounter({
    max,
    windowMs,
    now: () => clock.now,
    ...(maxKeys === undefined ? {} : { maxKeys }),
  });
  return { counter, clock };
}

describe('createMemoryFailedSigninCounter', () => {
  it('lets a key try until it has max failures in the window', () => {
    const { counter } = counterWithClock();
    counter.recordFailure('a@example.com');
    counter.recordFailure('a@example.com');
    expect(counter.retryAfterMs('a@example.com')).toBe(0);
    counter.recordFailure('a@example.com');
    expect(counter.retryAfterMs('a@example.com')).toBe(1000);
    expect(counter.retryAfterMs('b@example.com')).toBe(0);
  });

  it('frees the key once enough failures have left the window', () => {
    const { counter, clock } = counterWithClock();
    counter.recordFailure('a');
    clock.now += 400;
    counter.recordFailure('a');
    counter.recordFailure('a');
    // The first failure leaves the window 600 ms from now, which drops the count below 3.
    expect(counter.retryAfterMs('a')).toBe(600);
    clock.now += 600;
    expect(counter.retryAfterMs('a')).toBe(0);
  });

  it('never pauses longer than the window after the last counted failure', () => {
    const { counter, clock } = counterWithClock();
    for (let i = 0; i < 20; i += 1) counter.recordFailure('a');
    clock.now += 1000;
    expect(counter.retryAfterMs('a')).toBe(0);
  });

  it('forgets a key on reset (a successful sign-in)', () => {
    const { counter } = counterWithClock();
    counter.recordFailure('a');
    counter.recordFailure('a');
    counter.reset('a');
    counter.recordFailure('a');
    counter.recordFailure('a');
    expect(counter.retryAfterMs('a')).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping the least recently failed', () => {
    const { counter } = counterWithClock(1, 1000, 2);
    counter.recordFailure('a');
    counter.recordFailure('b');
    counter.recordFailure('a');
    counter.recordFailure('c');
    expect(counter.retryAfterMs('a')).toBeGreaterThan(0);
    expect(counter.retryAfterMs('b')).toBe(0);
    expect(counter.retryAfterMs('c')).toBeGreaterThan(0);
  });
});
