import {
  emailVerificationMessages,
  offerMessages,
  type AdminOffer,
  type CommissionPhoto,
  type MyCustomArtList,
  type Offer,
} from '@artshop/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationTokens } from '../../db/schema';
import { buildAdminTestApp } from '../../test/build-admin-test-app';
import type { TestApp } from '../../test/build-test-app';
import { injectAs } from '../../test/inject-as';
import { multipartPayload } from '../../test/multipart-payload';
import { useTestApp } from '../../test/use-test-app';
import { createCustomArtRequest } from '../../test/factories/custom-art';
import { postOffer } from '../../test/factories/offers';
import { emailVerificationLinkSecret } from '../auth/email-verification.service';

// Decision 0076 closes 0053's accepted risk: whoever signs up with a requester's address must not
// see the requests that address sent signed out, their progress photos or their quotes, nor be
// quoted for them, until the account proves it owns the address with the emailed link. What the
// account sent signed in is its own from the start.

let t: TestApp;
let admin: string;
let png: Buffer;
let ip = 0;
const fromNewClient = () => `10.53.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

useTestApp(buildAdminTestApp, (built) => ({ t, admin } = built));
beforeAll(async () => {
  png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#aa5533' } })
    .png()
    .toBuffer();
});

/** A new account through the API (unconfirmed, as every sign-up is): its id and session cookie. */
async function signUp(email: string): Promise<{ id: string; cookie: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: fromNewClient(),
    payload: { name: 'Someone Else', phone: '9876543210', email, password: 'secret12' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const token = (response as LightMyRequestResponse).cookies.find((c) => c.name === 'token');
  return { id: response.json().user.id as string, cookie: `token=${token?.value}` };
}

/**
 * Follows the account's emailed link: the token is made as the mail sender makes it when the email
 * leaves (the issuer it is handed, decision 0072), then posted as the confirmation page does.
 */
async function confirm(userId: string) {
  const [row] = await t.db
    .select()
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.userId, userId));
  const issued = await emailVerificationLinkSecret.issue(t.db, row!.id, new Date());
  const token = issued!.slice('token='.length);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    remoteAddress: fromNewClient(),
    payload: { token },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().message).toBe(emailVerificationMessages.verified);
}

async function addPhoto(requestId: string): Promise<CommissionPhoto> {
  const { payload, headers } = multipartPayload({ caption: 'First colours' }, [
    { name: 'photo', filename: 'progress.png', contentType: 'image/png', data: png },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/customArt/${requestId}/photos`,
    remoteAddress: fromNewClient(),
    payload,
    headers: { ...headers, cookie: admin },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ photo: CommissionPhoto }>().photo;
}

const mine = async (cookie: string) => {
  const response = await injectAs(t, 'GET', '/api/customArt/mine', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyCustomArtList>().requests;
};
const myOffers = async (cookie: string) => {
  const response = await injectAs(t, 'GET', '/api/offers', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ offers: Offer[] }>().offers;
};

describe('an account that has not confirmed its email', () => {
  it('sees no request sent signed out with its address, nor its photos or quotes, until it confirms', async () => {
    const address = `kavya-${Date.now()}@example.in`;
    // The requester, signed out, before any account has the address.
    const request = await createCustomArtRequest(t.db, {
      email: address,
      description: 'Our family on a river stone',
      stage: 'in_progress',
    });
    const photo = await addPhoto(request.id);

    // Someone signs up with the requester's address (any case).
    const account = await signUp(address.toUpperCase());
    expect(await mine(account.cookie)).toEqual([]);
    const photoAnswer = await injectAs(t, 'GET', photo.url, account.cookie);
    expect(photoAnswer.statusCode).toBe(404);
    expect(photoAnswer.body).not.toContain('RIFF');

    // The shop cannot quote the request to that account either.
    const refused = await postOffer(t, admin, { customArtId: request.id, price: 3200 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(offerMessages.requesterNotVerified);
    expect(await myOffers(account.cookie)).toEqual([]);

    // The address's owner follows the link: the request, its photo and quotes are the account's.
    await confirm(account.id);
    const [listed] = await mine(account.cookie);
    expect(listed).toMatchObject({ id: request.id, stage: 'in_progress', imageUrl: null });
    expect(listed!.photos.map((p) => p.id)).toEqual([photo.id]);
    const shown = await injectAs(t, 'GET', photo.url, account.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');

    const quoted = await postOffer(t, admin, { customArtId: request.id, price: 3200 });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const offer = quoted.json<{ offer: AdminOffer }>().offer;
    expect(offer.customer.id).toBe(account.id);
    const [withQuote] = await mine(account.cookie);
    expect(withQuote!.offers.map((o) => o.id)).toEqual([offer.id]);
    expect((await myOffers(account.cookie)).map((o) => o.id)).toEqual([offer.id]);
  });

  it('sees what it sent signed in from the start, and can be quoted for it', async () => {
    const account = await signUp(`ravi-${Date.now()}@example.in`);
    const own = await createCustomArtRequest(t.db, {
      userId: account.id,
      email: 'typed-in-the-form@example.in',
    });
    const [listed] = await mine(account.cookie);
    expect(listed).toMatchObject({ id: own.id, imageUrl: `/api/customArt/${own.id}/image` });
    const photo = await addPhoto(own.id);
    expect((await injectAs(t, 'GET', photo.url, account.cookie)).statusCode).toBe(200);
    const quoted = await postOffer(t, admin, { customArtId: own.id, price: 900 });
    expect(quoted.statusCode, quoted.body).toBe(201);
    expect((await myOffers(account.cookie)).map((o) => o.customArtId)).toEqual([own.id]);
  });
});
