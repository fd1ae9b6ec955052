import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isPoolTimeout } from './pg-errors';

/** Drizzle wraps driver errors; the cause is what node-postgres threw. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a stopped, restarting or unreachable server, wrapped or not', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
    // terminating connection due to administrator command; the database system is starting up
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code: '57P01' })))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code: '57P03' })))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code: '08006' })))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      true,
    );
  });

  it('leaves real faults and client errors alone', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code: '23505' })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isPoolTimeout(wrapped(new Error('timeout exceeded when trying to connect')))).toBe(true);
  });
});
