import { customArtMessages, nameAndPhoneMessages } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { customArtRequests } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { multipartPayload } from '../../test/multipart-payload';
import { useTestApp } from '../../test/use-test-app';

// Decision 0078: a custom art request takes names and mobile numbers as people in India write
// them; the phone is stored as its ten digits, whatever spaces, dashes or prefix it was sent with.

describe('POST /api/customArt: names and phones', () => {
  let t: TestApp;
  let png: Buffer;
  let lastIp = 0;
  useTestApp(buildTestApp, (built) => (t = built));
  beforeAll(async () => {
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
  });

  const post = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customArt',
      remoteAddress: `10.78.1.${++lastIp}`,
      ...multipartPayload(
        { email: `request-${lastIp}@example.in`, description: 'Our wedding photo', ...fields },
        [{ name: 'image', filename: 'photo.png', contentType: 'image/png', data: png }],
      ),
    });
  const storedRequest = async (id: string) =>
    (await t.db.select().from(customArtRequests).where(eq(customArtRequests.id, id)))[0];

  it.each([
    ['98765 43210', 'K. S.', 'Rao'],
    ['+91 98765 43210', 'Anita', 'D’Souza'],
    ['098765-43210', 'अनीता', 'शर्मा'],
  ])('stores %j as the ten digits, with the names %j %j', async (phone, firstName, lastName) => {
    const response = await post({ firstName, lastName, phone });
    expect(response.statusCode, response.body).toBe(201);
    const { customArt } = response.json();
    expect(customArt).toMatchObject({ firstName, lastName, phone: '9876543210' });
    expect(await storedRequest(customArt.id)).toMatchObject({
      firstName,
      lastName,
      phone: '9876543210',
    });
  });

  it('tidies the spaces of a name', async () => {
    const response = await post({
      firstName: ' Mary-Ann  ',
      lastName: 'Pinto',
      phone: '9876543210',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().customArt.firstName).toBe('Mary-Ann');
  });

  it.each([
    [
      { firstName: 'Asha1', lastName: 'Rao', phone: '9876543210' },
      nameAndPhoneMessages.nameCharacters,
    ],
    [{ firstName: 'Asha', lastName: 'Rao', phone: '12345 67890' }, customArtMessages.phoneInvalid],
    [{ firstName: 'Asha', lastName: 'Rao', phone: '98765 432101' }, customArtMessages.phoneInvalid],
  ])('refuses %o with a clear message', async (fields, message) => {
    const response = await post(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
