import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { useTestDb } from '../test/use-test-db';
import { HttpError } from './http-error';
import { routeLimit, routeLimits } from './route-limit';

describe('routeLimit', () => {
  it("builds @fastify/rate-limit's route config, answering the route's own 429", () => {
    const limit = routeLimit({ max: 3, windowMs: 60 * 1000, message: 'Slow down.' });
    expect(limit).toMatchObject({ max: 3, timeWindow: 60_000 });
    expect(limit).not.toHaveProperty('keyGenerator');
    expect(limit.errorResponseBuilder()).toEqual(new HttpError(429, 'Slow down.'));
  });

  it('counts by the key it is given', () => {
    const keyGenerator = (request: FastifyRequest) => request.ip;
    expect(routeLimit({ max: 1, windowMs: 1, message: 'x', keyGenerator })).toHaveProperty(
      'keyGenerator',
      keyGenerator,
    );
  });
});

describe('routeLimits', () => {
  let handle: DbHandle;
  useTestDb((created) => (handle = created));

  /** Only what `enforce` uses of a reply: the headers it sets. */
  const fakeReply = () => {
    const headers: Record<string, string> = {};
    const reply = {
      header: (name: string, value: string) => {
        headers[name] = value;
        return reply;
      },
    };
    return { reply: reply as unknown as FastifyReply, headers };
  };

  const perClient = { max: 9, windowMs: 10 * 60 * 1000, message: 'Too many from you.' };

  it('builds the per-client config and the per-key limit under its prefix', () => {
    const limits = routeLimits('test-to:', {
      perClient,
      perKey: { max: 2, windowMs: 60 * 60 * 1000 },
    });
    expect(limits.perClient).toMatchObject({ max: 9, timeWindow: 600_000 });
    expect(limits.perKey).toEqual({ prefix: 'test-to:', max: 2, windowMs: 3_600_000 });
  });

  it('lets a key through max times, then throws its 429 with Retry-After in seconds', async () => {
    const limits = routeLimits('test-key:', {
      perClient,
      perKey: { max: 2, windowMs: 60 * 60 * 1000, message: 'Too many for this address.' },
    });
    const { reply, headers } = fakeReply();
    await limits.enforce(handle.db, reply, 'a@example.com');
    await limits.enforce(handle.db, reply, 'a@example.com');
    await limits.enforce(handle.db, reply, 'b@example.com');
    expect(headers).toEqual({});
    await expect(limits.enforce(handle.db, reply, 'a@example.com')).rejects.toEqual(
      new HttpError(429, 'Too many for this address.'),
    );
    expect(Number(headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(headers['retry-after'])).toBeLessThanOrEqual(3600);
  });

  it('answers with the per-client message when the per-key limit has none of its own', async () => {
    const limits = routeLimits('test-account:', {
      perClient,
      perKey: { max: 0, windowMs: 60 * 60 * 1000 },
    });
    await expect(limits.enforce(handle.db, fakeReply().reply, 'user-1')).rejects.toEqual(
      new HttpError(429, 'Too many from you.'),
    );
  });
});
