import { savedMessages } from '@artshop/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createArtistProfile, createProduct } from '../../test/factories/catalog';
import { createSignedInCustomer } from '../../test/factories/users';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';
import { hasConsent, recordConsent } from '../users/consents.service';
import { SAVED_ALERTS_MAIL_KIND, sweepSavedAlerts } from './saved-alerts.service';

// The saved pieces' alerts (decision 0122): a price drop or an artist's new work, in one email a
// week at most, only with 'Offers by email' on, with an unsubscribe link that withdraws it.

const SITE = 'https://shop.example.in';
const DAY = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(Date.now() + days * DAY);

describe('saved pieces: the weekly alert', () => {
  let t: TestApp;
  useTestApp(
    () => buildTestApp(),
    (built) => (t = built),
  );

  const sweep = (now?: Date) => sweepSavedAlerts(t.db, { siteUrl: SITE, ...(now ? { now } : {}) });
  const alertsTo = (email: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, SAVED_ALERTS_MAIL_KIND)));

  /** A customer who saved `productId`, with 'Offers by email' on unless told. */
  async function saver(productIds: string[], consent = true) {
    const signedIn = await createSignedInCustomer(t.db);
    if (consent) {
      await recordConsent(t.db, {
        userId: signedIn.user.id,
        purpose: 'marketing_email',
        granted: true,
        source: 'my-account',
      });
    }
    for (const id of productIds) {
      const response = await injectAs(t, 'POST', `/api/user/saved/${id}`, signedIn.cookie);
      expect(response.statusCode, response.body).toBe(200);
    }
    return signedIn;
  }
  const reprice = (id: string, paise: number) =>
    t.db
      .update(products)
      .set({ pricePaise: paise, discountPricePaise: paise })
      .where(eq(products.id, id));

  it('emails a price drop once, then nothing more that week, and the next drop a week later', async () => {
    const piece = await createProduct(t.db, { title: 'Monsoon Dusk', pricePaise: 5_000_000 });
    const { user } = await saver([piece.id]);
    expect(await sweep()).toBe(0);

    await reprice(piece.id, 4_000_000);
    await sweep();
    const [first, ...others] = await alertsTo(user.email);
    expect(others).toEqual([]);
    expect(first?.subject).toBe(savedMessages.mailSubject);
    expect(first?.textBody).toContain('Monsoon Dusk');
    expect(first?.textBody).toMatch(/now ₹40,000, was ₹50,000/);
    expect(first?.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/shop\.example\.in\/api\/saved-alerts\/unsubscribe\?token=[\w-]+>$/,
    );
    expect(first?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(first?.textBody).toMatch(/saved-alerts\/unsubscribe\?token=/);

    // Another drop the same week: held back by the weekly cap.
    await reprice(piece.id, 3_500_000);
    await sweep(later(3));
    expect(await alertsTo(user.email)).toHaveLength(1);
    // A week after the first: the new drop, measured from the price last told.
    await sweep(later(8));
    const all = await alertsTo(user.email);
    expect(all).toHaveLength(2);
    expect(all.find((mail) => mail.id !== first?.id)?.textBody).toMatch(/now ₹35,000, was ₹40,000/);
    // Nothing new after that: no email.
    await sweep(later(20));
    expect(await alertsTo(user.email)).toHaveLength(2);
  });

  it("emails an artist's new work added after the save, not older, hidden or sold ones", async () => {
    const artist = await createArtistProfile(t.db, { name: 'Kavya Nair' });
    const byKavya = { artist: artist.name, artistId: artist.id, type: 'painting' as const };
    await createProduct(t.db, { ...byKavya, title: 'Older backwaters' });
    const saved = await createProduct(t.db, { ...byKavya, title: 'Backwaters' });
    const { user } = await saver([saved.id]);
    await createProduct(t.db, { ...byKavya, title: 'Paddy fields at dusk' });
    await createProduct(t.db, { ...byKavya, title: 'Private study', hidden: true });
    await createProduct(t.db, { ...byKavya, title: 'Sold canal', soldAt: new Date() });
    await createProduct(t.db, { title: 'Someone else entirely' });

    expect(await sweep()).toBe(1);
    const [mail] = await alertsTo(user.email);
    expect(mail?.textBody).toContain('Paddy fields at dusk');
    expect(mail?.textBody).toContain('by Kavya Nair');
    for (const left of ['Older backwaters', 'Private study', 'Sold canal', 'Someone else']) {
      expect(mail?.textBody).not.toContain(left);
    }
    // The same new work is not news again a week later.
    await sweep(later(8));
    expect(await alertsTo(user.email)).toHaveLength(1);
  });

  it("sends nothing without 'Offers by email', nor to an unconfirmed address", async () => {
    const piece = await createProduct(t.db, { pricePaise: 2_000_000 });
    const { user } = await saver([piece.id], false);
    const unconfirmed = await createSignedInCustomer(t.db, { emailVerified: false });
    await recordConsent(t.db, {
      userId: unconfirmed.user.id,
      purpose: 'marketing_email',
      granted: true,
      source: 'my-account',
    });
    await injectAs(t, 'POST', `/api/user/saved/${piece.id}`, unconfirmed.cookie);
    await reprice(piece.id, 1_500_000);
    expect(await sweep()).toBe(0);
    expect(await alertsTo(user.email)).toEqual([]);
    expect(await alertsTo(unconfirmed.user.email)).toEqual([]);
  });

  it('unsubscribes in one click: the consent withdrawn, the queued alert gone, no more alerts', async () => {
    const piece = await createProduct(t.db, { pricePaise: 3_000_000 });
    const { user } = await saver([piece.id]);
    await reprice(piece.id, 2_500_000);
    await sweep();
    const [mail] = await alertsTo(user.email);
    const token = /token=([\w-]+)/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1];
    expect(token).toBeDefined();

    const status = await t.app.inject({
      method: 'GET',
      url: `/api/saved-alerts/unsubscribe?token=${token}`,
    });
    expect(status.json()).toEqual({ subscription: { email: user.email, unsubscribed: false } });
    const browser = await t.app.inject({
      method: 'GET',
      url: `/api/saved-alerts/unsubscribe?token=${token}`,
      headers: { accept: 'text/html' },
    });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`/saved-alerts/unsubscribe?token=${token}`);

    // A mail client's one-click POST (RFC 8058).
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/saved-alerts/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ subscription: { email: user.email, unsubscribed: true } });
    expect(await hasConsent(t.db, user.id, 'marketing_email')).toBe(false);
    // The alert was still queued (no sender in a test app): withdrawn with the consent.
    expect(await alertsTo(user.email)).toEqual([]);

    await reprice(piece.id, 2_000_000);
    expect(await sweep(later(8))).toBe(0);
    expect(await alertsTo(user.email)).toEqual([]);
  });

  it('refuses a malformed link (400) and an unknown one (404)', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/saved-alerts/unsubscribe?token=x',
    });
    expect([malformed.statusCode, malformed.json().message]).toEqual([
      400,
      savedMessages.unsubscribeMissingToken,
    ]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/saved-alerts/unsubscribe?token=${'a'.repeat(32)}`,
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      savedMessages.unsubscribeUnknownToken,
    ]);
  });
});
