import { authMessages, type MyCustomArtList } from '@artshop/shared';
import { describe, expect, it } from 'vitest';
import { buildAdminTestApp } from '../../test/build-admin-test-app';
import type { TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { useTestApp } from '../../test/use-test-app';
import { createSignedInCustomer, createUser } from '../../test/factories/users';
import { customArtProgressPhotos } from '../../db/schema';
import { createCustomArtOffer, createCustomArtRequest } from '../../test/factories/custom-art';

// GET /api/customArt/mine (decision 0053): the customer's own custom art requests, by account or by
// email, with their stage, progress photos and quotes; never anyone else's.

let t: TestApp;
let admin: string;

useTestApp(buildAdminTestApp, (built) => ({ t, admin } = built));

const mine = async (cookie: string) => {
  const response = await injectAs(t, 'GET', '/api/customArt/mine', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyCustomArtList>().requests;
};

const at = (iso: string) => new Date(iso);

describe('GET /api/customArt/mine', () => {
  it('refuses an anonymous caller 401, and an admin session is not a customer session', async () => {
    const anonymous = await injectAs(t, 'GET', '/api/customArt/mine', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(authMessages.loginRequired);
    expect((await injectAs(t, 'GET', '/api/customArt/mine', admin)).statusCode).toBe(401);
  });

  it('answers an empty list to a customer with no requests', async () => {
    const { cookie } = await createSignedInCustomer(t.db);
    expect(await mine(cookie)).toEqual([]);
  });

  it("lists the caller's requests by account and by email in any case, newest first, never others'", async () => {
    const { user, cookie } = await createSignedInCustomer(t.db, {
      email: `Asha.Rao-${Date.now()}@Example.in`,
    });
    const byAccount = await createCustomArtRequest(t.db, {
      userId: user.id,
      email: 'another-address@example.in',
      createdAt: at('2026-01-05T10:00:00Z'),
    });
    const byEmail = await createCustomArtRequest(t.db, {
      email: user.email.toLowerCase(),
      description: 'Sent signed out',
      stage: 'quoted',
      createdAt: at('2026-02-05T10:00:00Z'),
    });
    // Someone else's, though the first words match: never listed.
    const stranger = await createUser(t.db);
    await createCustomArtRequest(t.db, { userId: stranger.id, email: stranger.email });
    await createCustomArtRequest(t.db, { email: `x${user.email}` });

    const requests = await mine(cookie);
    expect(requests.map((r) => r.id)).toEqual([byEmail.id, byAccount.id]);
    expect(requests[0]).toEqual({
      id: byEmail.id,
      description: 'Sent signed out',
      createdAt: '2026-02-05T10:00:00.000Z',
      status: 'pending',
      stage: 'quoted',
      // Sent signed out: the reference photo stays the admin's alone (decision 0040).
      imageUrl: null,
      photos: [],
      offers: [],
    });
    // Sent signed in: the sender's own address of the reference photo.
    expect(requests[1]).toMatchObject({
      id: byAccount.id,
      stage: 'requested',
      imageUrl: `/api/customArt/${byAccount.id}/image`,
    });

    // The stranger sees only theirs.
    const other = await createSignedInCustomer(t.db);
    expect(await mine(other.cookie)).toEqual([]);
  });

  it('carries the progress photos and the offers made to the caller for each request', async () => {
    const { user, cookie } = await createSignedInCustomer(t.db);
    const request = await createCustomArtRequest(t.db, {
      userId: user.id,
      email: user.email,
      stage: 'in_progress',
    });
    const [photo] = await t.db
      .insert(customArtProgressPhotos)
      .values({
        requestId: request.id,
        imagePath: 'custom-art/0123abcd-640.webp',
        caption: 'Sketch',
        createdAt: at('2026-03-01T08:00:00Z'),
      })
      .returning();
    const lapsed = await createCustomArtOffer(t.db, {
      userId: user.id,
      customArtId: request.id,
      status: 'open',
      expiresAt: at('2026-02-01T00:00:00Z'),
      createdAt: at('2026-01-29T00:00:00Z'),
    });
    const paid = await createCustomArtOffer(t.db, {
      userId: user.id,
      customArtId: request.id,
      title: 'Custom stone art: our family',
      pricePaise: 512_550,
      deliveryPaise: 0,
      note: 'Two weeks of work',
      status: 'paid',
      createdAt: at('2026-02-10T00:00:00Z'),
    });
    // An offer for the same request to another account (the admin's slip): not the caller's.
    const stranger = await createUser(t.db);
    await createCustomArtOffer(t.db, { userId: stranger.id, customArtId: request.id });

    const [listed] = await mine(cookie);
    expect(listed!.photos).toEqual([
      {
        id: photo!.id,
        caption: 'Sketch',
        createdAt: '2026-03-01T08:00:00.000Z',
        url: `/api/customArt/${request.id}/photos/${photo!.id}`,
      },
    ]);
    expect(listed!.offers.map((o) => o.id)).toEqual([paid.id, lapsed.id]);
    expect(listed!.offers[0]).toEqual({
      id: paid.id,
      kind: 'customArt',
      productId: null,
      customArtId: request.id,
      title: 'Custom stone art: our family',
      imageUrl: `/api/customArt/${request.id}/image`,
      price: 5125.5,
      deliveryFee: 0,
      note: 'Two weeks of work',
      status: 'paid',
      expiresAt: paid.expiresAt.toISOString(),
      createdAt: '2026-02-10T00:00:00.000Z',
      orderId: null,
      withdrawnReason: null,
    });
    // Past its time, an open offer reads as expired.
    expect(listed!.offers[1]!.status).toBe('expired');
  });
});
