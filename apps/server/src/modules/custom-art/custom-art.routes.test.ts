import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { customArtMessages } from '@artshop/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customArtRequests } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { multipartPayload, type MultipartFile } from '../../test/multipart-payload';

const validFields = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  description: 'Our wedding photo on a river stone',
};

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#a33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pixelmaster' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 17/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 40/1',
      },
    })
    .toBuffer();
}

const imageFile = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') => ({
  name: 'image',
  filename,
  contentType,
  data,
});

describe('POST /api/customArt', () => {
  let t: TestApp;
  let jpeg: Buffer;
  let ipCounter = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    jpeg = await jpegWithGps();
  });
  afterAll(() => t.close());

  /** Each call from its own client, so the rate limit only matters where a test asks for it. */
  const post = (
    fields: Parameters<typeof multipartPayload>[0],
    files: MultipartFile[] = [],
    ip = `10.1.0.${++ipCounter}`,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customArt',
      remoteAddress: ip,
      ...multipartPayload(fields, files),
    });

  it('stores a pending request with the image re-encoded and stripped of EXIF and GPS', async () => {
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const response = await post(validFields, [imageFile(jpeg)]);
    expect(response.statusCode).toBe(201);
    const { customArt } = response.json();
    // Sent signed out: only the admin may see the photo, so the answer gives no address of it.
    expect(customArt).toMatchObject({ ...validFields, status: 'pending', artUrl: null });
    expect(new Date(customArt.createdAt).toISOString()).toBe(customArt.createdAt);

    const [row] = await t.db
      .select()
      .from(customArtRequests)
      .where(eq(customArtRequests.id, customArt.id));
    expect(row).toMatchObject({
      status: 'pending',
      artUrl: expect.stringMatching(/^custom-art\/[0-9a-f]+-800\.webp$/),
      email: 'asha@example.in',
      userId: null,
    });

    // Stored privately (custom-art-photos.test.ts proves who may fetch it).
    const stored = await readFile(path.join(t.dataDir, 'private', row!.artUrl!));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('accepts a request without a description and trims the fields', async () => {
    const { description: _omit, ...rest } = validFields;
    const response = await post({ ...rest, firstName: '  Ravi ' }, [
      imageFile(await sharp(jpeg).png().toBuffer(), 'ref.png', 'image/png'),
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().customArt).toMatchObject({ firstName: 'Ravi', description: '' });
  });

  it('refuses a text file named .png with the valid-image message', async () => {
    const response = await post(validFields, [
      imageFile(Buffer.from('just some text, not a picture'), 'fake.png', 'image/png'),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Please upload a valid image file (JPEG, PNG, WebP, GIF, AVIF or HEIC).',
    );
  });

  it('refuses an image over 10 MB with the spec message', async () => {
    const big = Buffer.concat([jpeg, randomBytes(10 * 1024 * 1024)]);
    const response = await post(validFields, [imageFile(big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Image size should not exceed 10MB');
  });

  it('asks for the reference image when none (or an empty one) is sent', async () => {
    const none = await post(validFields);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please upload a reference image');

    const empty = await post(validFields, [imageFile(Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please upload a reference image');
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '   ' }, 'Last name is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ phone: '12345' }, customArtMessages.phoneInvalid],
    [{ phone: '12345 67890' }, customArtMessages.phoneInvalid],
    [{ description: 'x'.repeat(2001) }, 'The description must be at most 2000 characters'],
  ])('refuses %o with a clear message', async (override, message) => {
    const response = await post({ ...validFields, ...override }, [imageFile(jpeg)]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses missing fields and non-text field values with 400, not 500', async () => {
    const missing = await post({ lastName: 'Rao' }, [imageFile(jpeg)]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('First name is required');

    const jsonTyped = await post(
      [
        { name: 'firstName', value: '{"a":1}', contentType: 'application/json' },
        ...Object.entries(validFields)
          .filter(([name]) => name !== 'firstName')
          .map(([name, value]) => ({ name, value })),
      ],
      [imageFile(jpeg)],
    );
    expect(jsonTyped.statusCode).toBe(400);
    expect(jsonTyped.json().message).toBe('First name is required');
  });

  it('refuses two images', async () => {
    const response = await post(validFields, [imageFile(jpeg), imageFile(jpeg, 'second.jpg')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please upload only one reference image');
  });

  it('answers truncated multipart and non-multipart bodies with 400', async () => {
    const { payload, headers } = multipartPayload(validFields, [imageFile(jpeg)]);
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/customArt',
      remoteAddress: '10.2.0.1',
      headers,
      payload: payload.subarray(0, payload.length - 200),
    });
    expect(truncated.statusCode).toBe(400);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/customArt',
      remoteAddress: '10.2.0.2',
      payload: validFields,
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Please upload a reference image');

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/customArt',
      remoteAddress: '10.2.0.3',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
  });

  it('rate limits one client with 429 and a clear message', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i += 1) {
      expect((await post({ ...validFields, phone: '1' }, [], ip)).statusCode).toBe(400);
    }
    const limited = await post(validFields, [imageFile(jpeg)], ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toBe(
      'Too many requests. Please wait a few minutes and try again.',
    );
    expect((await post(validFields, [imageFile(jpeg)], '10.8.8.8')).statusCode).toBe(201);
  });
});
