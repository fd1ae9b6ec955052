import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { captureLog } from '../../test/log-capture';
import { useTestApp } from '../../test/use-test-app';
import { createTestSession, createUser } from '../../test/factories/users';

const codeAt = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

interface LoggedEvent {
  event: string;
  userId?: string;
  reason?: string;
}

describe('security events of two-factor sign-in', () => {
  let t: TestApp;
  // The events as the server writes them to its log.
  const log = captureLog();
  useTestApp(
    () => buildTestApp({ logger: { level: 'info', stream: log.stream } }),
    (built) => (t = built),
  );
  beforeEach(() => log.clear());

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  const events = () =>
    log
      .records()
      .filter((line) => typeof line.security === 'string')
      .map(({ security, ...fields }) => ({ event: security as string, ...fields }) as LoggedEvent);

  it('logs enabling, a wrong code, a recovery code, each sign-in and disabling; never a code or secret', async () => {
    const user = await createUser(t.db, { role: 'admin' });
    const { cookie } = await createTestSession(t.db, user, 'admin');
    const setup = (await post('/api/admin/two-factor/setup', {}, cookie)).json();
    const confirmingCode = codeAt(setup.secret);
    const { recoveryCodes } = (
      await post('/api/admin/two-factor/confirm', { code: confirmingCode }, cookie)
    ).json();

    const signIn = async () => {
      const response = await post('/api/admin/signin', {
        email: user.email,
        password: user.password,
      });
      const challenge = response.cookies.find((c) => c.name === 'admin_signin');
      return `admin_signin=${challenge?.value}`;
    };
    const challenge = await signIn();
    await post('/api/admin/signin/verify', { code: '000000' }, challenge);
    const totpCode = codeAt(setup.secret, 1);
    await post('/api/admin/signin/verify', { code: totpCode }, challenge);
    await post('/api/admin/signin/verify', { code: recoveryCodes[0] }, await signIn());
    await post('/api/admin/two-factor/disable', { code: recoveryCodes[1] }, cookie);

    expect(events().map(({ event, reason }) => [event, reason])).toEqual(
      expect.arrayContaining([
        ['admin.two-factor.enabled', undefined],
        ['admin.signin.second-factor-failure', 'wrong-code'],
        ['admin.signin.success', 'totp'],
        ['admin.recovery-code.used', undefined],
        ['admin.signin.success', 'recovery-code'],
        ['admin.two-factor.disabled', undefined],
      ]),
    );
    const ours = events().filter(({ event }) =>
      /two-factor|second-factor|recovery-code/.test(event),
    );
    for (const entry of ours) expect(entry.userId).toBe(user.id);

    const text = JSON.stringify(events());
    for (const secret of [setup.secret, confirmingCode, totpCode, '000000', ...recoveryCodes]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(user.password);
  });
});
