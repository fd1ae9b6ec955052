import { rmSync } from 'node:fs';
import { PRIVACY_NOTICE_VERSION, privacyMessages } from '@artshop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createSignedInAdmin } from '../../test/factories/users';
import { injectAs } from '../../test/inject-as';
import { webDist, webRenderer } from '../../test/web-renderer';

// Decision 0103: /privacy is rendered on the server, names the grievance officer of the
// configuration until the back-office names one, and shows the notice's version.

describe('the privacy notice', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = webDist();
    t = await buildTestApp({
      webDistDir: dist,
      renderPage: await webRenderer(),
      env: {
        GRIEVANCE_OFFICER_NAME: 'Anita Desai',
        GRIEVANCE_OFFICER_EMAIL: 'grievance@shilpa.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('is rendered on the server with its version and the configured grievance officer', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/privacy' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`<title>${privacyMessages.noticeTitle}`);
    expect(page.body).toContain(privacyMessages.noticeVersionLine(PRIVACY_NOTICE_VERSION));
    expect(page.body).toContain('Anita Desai');
    expect(page.body).toContain('mailto:grievance@shilpa.example');
    expect(page.body).toContain('8 years');
    expect(page.body).toContain('Razorpay');
  });

  it('shows the officer the back-office names, at once', async () => {
    await t.app.inject({ method: 'GET', url: '/privacy' });
    const { cookie } = await createSignedInAdmin(t.db);
    const bad = await injectAs(t, 'PUT', '/api/admin/privacy/grievance-officer', cookie, {
      grievanceName: '',
      grievanceEmail: 'not an email',
    });
    expect(bad.statusCode).toBe(400);
    const saved = await injectAs(t, 'PUT', '/api/admin/privacy/grievance-officer', cookie, {
      grievanceName: 'Rahul Menon',
      grievanceEmail: 'dpo@shilpa.example',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      grievanceName: 'Rahul Menon',
      grievanceEmail: 'dpo@shilpa.example',
    });
    const page = await t.app.inject({ method: 'GET', url: '/privacy' });
    expect(page.body).toContain('Rahul Menon');
    expect(page.body).not.toContain('Anita Desai');
  });

  it('is where the old address leads', async () => {
    const old = await t.app.inject({ method: 'GET', url: '/careers/privacy' });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe('/privacy');
  });
});
