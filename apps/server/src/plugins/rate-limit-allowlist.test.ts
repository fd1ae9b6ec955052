import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { useTestApp } from '../test/use-test-app';

// RATE_LIMIT_ALLOWLIST exempts trusted addresses (the browser suite signs up many customers from
// 127.0.0.1); everyone else keeps the limits.
describe('RATE_LIMIT_ALLOWLIST', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp({ env: { RATE_LIMIT_ALLOWLIST: '10.1.1.1, 10.1.1.2' } }),
    (built) => (t = built),
  );

  const subscribe = (i: number, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/subscribe',
      payload: { email: `allow${ip}-${i}@example.com` },
      remoteAddress: ip,
    });

  it('never limits an allowed address', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect((await subscribe(i, '10.1.1.2')).statusCode).toBe(201);
    }
  });

  it('still limits every other address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await subscribe(i, '10.7.7.7')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
